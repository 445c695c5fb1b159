import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TopicId } from '#core/adaptive/index.ts';
import type { SummaryAttempt, SummaryStep } from '#core/reports/session-summary.ts';
import type { StoredSubscription } from '#core/plans/subscription-status.ts';
import type { PracticeLimits } from '#core/family/child-access.ts';
import type { Db } from '../../db/client.ts';
import {
  subscriptionField,
  subscriptionGuardValues,
  subscriptionUnchanged,
  toStoredSubscription,
  type SubscriptionGuard,
} from '../plans/plans.repository.ts';
import { preparedStatement } from '../../db/statements.ts';
import { attempts, childAccess, practiceSessions, students } from '../../db/schema/index.ts';
import {
  isUuid,
  servedAttemptRow,
  type AnswerRead,
  type AttemptProgress,
  type AttemptRow,
  type ServedQuestion,
} from '../attempts/attempts.repository.ts';
import {
  answerReadingFields,
  askedBeforeFields,
  openTopicsField,
  toLastDiagnosticOpen,
  studentModelFields,
  toAskedBefore,
  toStudentModel,
  type AskedBefore,
  type LastDiagnosticOpen,
  type StudentModel,
} from '../learner-model/learner-model.repository.ts';

export type SessionRow = typeof practiceSessions.$inferSelect;

/** What serving a session's next question reads (findForParentWithModel). */
export interface SessionWithModel {
  session: SessionRow;
  student: StudentRow;
  progress: AttemptProgress[];
  model: StudentModel;
  /** The learner_state row's version (null: no row yet). */
  learnerVersion: number | null;
  /** The child's newest question (any session or diagnostic). */
  lastAttemptId: string | null;
  asked: AskedBefore;
  open: LastDiagnosticOpen;
  /** Whether the child took a diagnostic (its open topics are checked in the answers after it). */
  hasDiagnostic: boolean;
  subscription: StoredSubscription;
}

/** The id of a child's newest question, any session or diagnostic (the recent window's order). */
function lastAttemptOf(studentId: SQLWrapper) {
  return sql`select a.id from attempts a where a.student_id = ${studentId}
    order by a.created_at desc, a.position desc limit 1`;
}
export type StudentRow = typeof students.$inferSelect;

/**
 * What a session's summary reads (core/reports/session-summary.ts), as columns of a statement
 * that has the session's id: its questions in order with their error texts' source only where an
 * error needs one (an item is a few kB: a session's items are not read to count its answers), and
 * its tutor steps.
 */
function summaryFields(sessionId: AnyPgColumn | SQL) {
  return {
    summaryAttempts: sql<SummaryAttempt[]>`(select coalesce(json_agg(json_build_object('id', a.id,
        'skillId', a.skill_id, 'result', a.result, 'errorKey', a.error_key,
        'item', case when a.error_key is not null or exists(select 1 from attempt_steps e
            where e.attempt_id = a.id and e.error_code is not null)
          then json_build_object('steps', a.item->'steps', 'commonErrors', a.item->'commonErrors') end)
        order by a.position), '[]'::json)
      from attempts a where a.session_id = ${sessionId})`,
    summarySteps: sql<SummaryStep[]>`(select coalesce(json_agg(json_build_object('attemptId', s.attempt_id,
        'status', s.status, 'errorCode', s.error_code) order by s.attempt_id, s.step_index), '[]'::json)
      from attempt_steps s join attempts a on a.id = s.attempt_id where a.session_id = ${sessionId})`,
  };
}

/**
 * The reads of every learning request, built once as named prepared statements: Drizzle builds no
 * query per request, and PostgreSQL parses and plans each once per connection (issue 14).
 */
function preparedReads(db: Db) {
  const ownSession = and(
    eq(practiceSessions.id, sql.placeholder('sessionId')),
    eq(students.parentId, sql.placeholder('parentId')),
  );
  const sessionsStudent = eq(students.id, practiceSessions.studentId);
  // The served question given, when it is that session's.
  const sessionsAttempt = and(
    eq(attempts.id, sql.placeholder('attemptId')),
    eq(attempts.sessionId, practiceSessions.id),
  );
  return {
    withModel: db
      .select({
        session: practiceSessions,
        student: students,
        progress: sql<AttemptProgress[]>`(select coalesce(json_agg(json_build_object(
            'id', a.id, 'position', a.position, 'kind', a.kind, 'result', a.result) order by a.position), '[]'::json)
            from attempts a where a.session_id = ${practiceSessions.id})`,
        ...studentModelFields(practiceSessions.studentId),
        learnerVersion: sql<
          number | null
        >`(select ls.version from learner_state ls where ls.student_id = ${practiceSessions.studentId})`,
        lastAttemptId: sql<string | null>`(${lastAttemptOf(practiceSessions.studentId)})`,
        ...askedBeforeFields(practiceSessions.studentId),
        ...openTopicsField(practiceSessions.studentId),
        ...subscriptionField(students.parentId),
      })
      .from(practiceSessions)
      .innerJoin(students, sessionsStudent)
      .where(ownSession)
      .limit(1)
      .prepare('practice_session_with_model'),
    // With the parent's limits on the child's practice (docs/decisions/0019), in the same read.
    studentWithPlan: db
      .select({
        student: students,
        ...subscriptionField(students.parentId),
        dailyLimitMinutes: childAccess.dailyLimitMinutes,
        quietHoursApply: childAccess.quietHoursApply,
      })
      .from(students)
      .leftJoin(childAccess, eq(childAccess.studentId, students.id))
      .where(and(eq(students.id, sql.placeholder('studentId')), eq(students.parentId, sql.placeholder('parentId'))))
      .limit(1)
      .prepare('practice_student_with_plan'),
    withSummary: db
      .select({ session: practiceSessions, ...summaryFields(practiceSessions.id) })
      .from(practiceSessions)
      .innerJoin(students, sessionsStudent)
      .where(ownSession)
      .limit(1)
      .prepare('practice_session_with_summary'),
    summary: db
      .select(summaryFields(sql`${sql.placeholder('sessionId')}::uuid`))
      .from(sql`(select 1) as one`)
      .prepare('practice_session_summary'),
    withAttempt: db
      .select({ session: practiceSessions, attempt: attempts })
      .from(practiceSessions)
      .innerJoin(students, sessionsStudent)
      .leftJoin(attempts, sessionsAttempt)
      .where(ownSession)
      .limit(1)
      .prepare('practice_session_with_attempt'),
    // withAttempt and, for the given skills, what answering reads (attempts' readForAnswer).
    forAnswer: db
      .select({
        session: practiceSessions,
        attempt: attempts,
        ...answerReadingFields({
          studentId: practiceSessions.studentId,
          skills: sql.placeholder('skills'),
          seen: { templateId: attempts.templateId, level: attempts.level, exceptAttemptId: attempts.id },
        }),
        ...subscriptionField(students.parentId),
      })
      .from(practiceSessions)
      .innerJoin(students, sessionsStudent)
      .leftJoin(attempts, sessionsAttempt)
      .where(ownSession)
      .limit(1)
      .prepare('practice_session_for_answer'),
  };
}

/**
 * Serving a question from what the session's snapshot was made from (serveIfCurrent), built once
 * as a named prepared statement; its values are the placeholders' names.
 */
function preparedServe(db: Db) {
  const ph = (name: string) => sql.placeholder(name);
  const subscription = Object.fromEntries(
    ['plan', 'tasksUsed', 'periodEnd', 'startedAt', 'absent'].map((k) => [k, ph(`subscription_${k}`)]),
  ) as unknown as SubscriptionGuard;
  return preparedStatement<{ id: string; item_seen: boolean }>(
    db,
    'practice_serve_if_current',
    sql`with guard as (
      select 1 from practice_sessions ps join students st on st.id = ps.student_id
      where ps.id = ${ph('sessionId')}::uuid and st.parent_id = ${ph('parentId')} and ps.status = 'active'
        and st.grade = ${ph('grade')} and st.goal = ${ph('goal')} and st.difficulties = ${ph('difficulties')}::text[]
        and (select ls.version from learner_state ls where ls.student_id = ps.student_id)
          is not distinct from ${ph('learnerVersion')}::int
        and (${lastAttemptOf(sql`ps.student_id`)}) is not distinct from ${ph('lastAttemptId')}::uuid
        and ${subscriptionUnchanged(ph('parentId'), subscription)}
    ), served as (
      insert into attempts (student_id, session_id, kind, position, template_id, level, seed, question_id,
        skill_id, params, item, predicted, created_at)
      select ${ph('studentId')}::uuid, ${ph('sessionId')}::uuid, ${ph('kind')}, ${ph('position')}::int,
        ${ph('templateId')}, ${ph('level')}::int, ${ph('seed')}::bigint, ${ph('questionId')}, ${ph('skillId')},
        ${ph('params')}::jsonb, ${ph('item')}::jsonb, ${ph('predicted')}::float8, ${ph('now')}::timestamptz
      from guard
      on conflict do nothing
      returning id, student_id, template_id, created_at
    ), asked as (
      insert into asked_templates (student_id, template_id, first_asked_at)
      select student_id, template_id, created_at from served
      on conflict do nothing
    )
    select served.id, exists(select 1 from attempts a where a.student_id = ${ph('studentId')}::uuid
      and a.template_id = ${ph('templateId')} and a.level = ${ph('level')}::int
      and a.result in ('correct', 'incorrect')) as item_seen
    from served`,
  );
}

/** Practice sessions; every read by id joins the acting parent. */
export function createPracticeRepository(db: Db) {
  const reads = preparedReads(db);
  const serve = preparedServe(db);
  return {
    async create(p: {
      studentId: string;
      startedAt: Date;
      endsAt: Date;
      focusTopic?: TopicId | null;
    }): Promise<SessionRow> {
      const [row] = await db
        .insert(practiceSessions)
        .values({
          studentId: p.studentId,
          startedAt: p.startedAt,
          endsAt: p.endsAt,
          status: 'active',
          focusTopic: p.focusTopic ?? null,
        })
        .returning();
      if (!row) throw new Error('practice session insert returned no row');
      return row;
    },

    async findForParent(
      parentId: string,
      sessionId: string,
    ): Promise<{ session: SessionRow; student: StudentRow } | null> {
      if (!isUuid(sessionId)) return null;
      const [row] = await db
        .select({ session: practiceSessions, student: students })
        .from(practiceSessions)
        .innerJoin(students, eq(students.id, practiceSessions.studentId))
        .where(and(eq(practiceSessions.id, sessionId), eq(students.parentId, parentId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The session with its child, the progress of its questions, the child's learner model and
     * what the child was asked before and what the last diagnostic left open, and the family's plan, in one statement (what serving the next question reads);
     * null when not the parent's.
     */
    async findForParentWithModel(parentId: string, sessionId: string): Promise<SessionWithModel | null> {
      if (!isUuid(sessionId)) return null;
      const [row] = await reads.withModel.execute({ sessionId, parentId });
      if (!row) return null;
      return {
        session: row.session,
        student: row.student,
        progress: row.progress,
        model: toStudentModel(row),
        learnerVersion: row.learnerVersion,
        lastAttemptId: row.lastAttemptId,
        asked: toAskedBefore(row),
        open: toLastDiagnosticOpen(row),
        hasDiagnostic: row.lastDiagnostic !== null,
        subscription: toStoredSubscription(row),
      };
    },

    /** The parent's child and the family's plan, in one statement (starting a session); null when not the parent's. */
    async findStudentWithPlan(
      parentId: string,
      studentId: string,
    ): Promise<{ student: StudentRow; subscription: StoredSubscription; limits: PracticeLimits } | null> {
      if (!isUuid(studentId)) return null;
      const [row] = await reads.studentWithPlan.execute({ studentId, parentId });
      if (!row) return null;
      const limits = { dailyLimitMinutes: row.dailyLimitMinutes, quietHoursApply: row.quietHoursApply ?? false };
      return { student: row.student, subscription: toStoredSubscription(row), limits };
    },

    /** The parent's session and what its summary reads (summaryFields), in one statement; null when not the parent's. */
    async findForParentWithSummary(
      parentId: string,
      sessionId: string,
    ): Promise<{ session: SessionRow; attempts: SummaryAttempt[]; steps: SummaryStep[] } | null> {
      if (!isUuid(sessionId)) return null;
      const [row] = await reads.withSummary.execute({ sessionId, parentId });
      return row ? { session: row.session, attempts: row.summaryAttempts, steps: row.summarySteps } : null;
    },

    /** What a session's summary reads (summaryFields). */
    async summaryOf(sessionId: string): Promise<{ attempts: SummaryAttempt[]; steps: SummaryStep[] }> {
      const [row] = await reads.summary.execute({ sessionId });
      return { attempts: row?.summaryAttempts ?? [], steps: row?.summarySteps ?? [] };
    },

    /**
     * The parent's session and, when it belongs to that session, the served question (attempt)
     * in one statement; null when the session is not the parent's.
     */
    async findWithAttempt(
      parentId: string,
      sessionId: string,
      attemptId: string,
    ): Promise<{ session: SessionRow; attempt: AttemptRow | null } | null> {
      if (!isUuid(sessionId)) return null;
      const [row] = await reads.withAttempt.execute({
        sessionId,
        parentId,
        // A non-UUID id cannot exist and must not reach the driver as a uuid: null matches nothing.
        attemptId: isUuid(attemptId) ? attemptId : null,
      });
      return row ? { session: row.session, attempt: row.attempt } : null;
    },

    /**
     * findWithAttempt plus what answering reads for the given skills (the attempt's state, the
     * learner's rows, the family's plan), in one statement; null when the session is not the parent's.
     */
    async findForAnswer(
      parentId: string,
      sessionId: string,
      attemptId: string,
      skills: readonly string[],
    ): Promise<{ session: SessionRow; attempt: AttemptRow | null; read: AnswerRead | null } | null> {
      if (!isUuid(sessionId)) return null;
      const [row] = await reads.forAnswer.execute({
        sessionId,
        parentId,
        attemptId: isUuid(attemptId) ? attemptId : null,
        skills,
      });
      if (!row) return null;
      const a = row.attempt;
      const read: AnswerRead | null = a && {
        attempt: {
          result: a.result,
          correct: a.correct,
          errorKey: a.errorKey,
          hintsUsed: a.hintsUsed,
          rawAnswer: a.rawAnswer,
        },
        learner: row.learner,
        skillStates: row.skillStates,
        itemSeen: row.itemSeen,
        subscription: row.subscription,
      };
      return { session: row.session, attempt: a, read };
    },

    /**
     * Serves a question of the session in ONE statement, only while what it was chosen from still
     * holds (`expect`): the session is the parent's and active, the child's profile, the learner's
     * version and the child's newest question are as read, and so is the family's plan. Stores the attempt and
     * its template among the asked ones, and tells whether the child answered this item (template
     * × level) before (what the answer's model update needs). Null when the guard failed or the
     * position was taken: nothing was stored.
     */
    async serveIfCurrent(
      p: ServedQuestion & {
        parentId: string;
        sessionId: string;
        expect: {
          /** The child's profile the choice was made for (a parent may change it mid-session). */
          student: Pick<StudentRow, 'grade' | 'goal' | 'difficulties'>;
          learnerVersion: number | null;
          lastAttemptId: string | null;
          subscription: StoredSubscription;
        };
      },
    ): Promise<{ attempt: AttemptRow; itemSeen: boolean } | null> {
      const { item, expect } = p;
      const subscription = subscriptionGuardValues(expect.subscription);
      const rows = await serve.execute({
        sessionId: p.sessionId,
        parentId: p.parentId,
        grade: expect.student.grade,
        goal: expect.student.goal,
        difficulties: expect.student.difficulties,
        learnerVersion: expect.learnerVersion,
        lastAttemptId: expect.lastAttemptId,
        ...Object.fromEntries(Object.entries(subscription).map(([k, v]) => [`subscription_${k}`, v])),
        studentId: p.studentId,
        kind: p.kind,
        position: p.position,
        templateId: item.templateId,
        level: item.level,
        seed: item.seed,
        questionId: `${item.templateId}#${item.level}#${item.seed}`,
        skillId: item.skillId,
        params: JSON.stringify(item.params),
        item: JSON.stringify(item),
        predicted: p.predicted ?? null,
        now: p.now.toISOString(),
      });
      const row = rows[0];
      return row ? { attempt: servedAttemptRow(p, row.id), itemSeen: row.item_seen } : null;
    },

    /**
     * Guards for an answer stored from a snapshot (answerAttempt's readGuards), each a statement
     * that returns a row while it holds: the session is still active, the family's plan as known.
     */
    snapshotGuards(p: { parentId: string; session: { id: string }; subscription: StoredSubscription }): SQL[] {
      return [
        sql`select 1 from practice_sessions where id = ${p.session.id} and status = 'active'`,
        sql`select 1 where ${subscriptionUnchanged(p.parentId, subscriptionGuardValues(p.subscription))}`,
      ];
    },

    /** Ends an active session once; returns the row as stored afterwards. */
    async end(
      sessionId: string,
      p: { endedAt: Date; reason: 'user' | 'expired' | 'no_questions'; summary: Record<string, unknown> },
    ): Promise<SessionRow | null> {
      const [updated] = await db
        .update(practiceSessions)
        .set({ status: 'ended', endedAt: p.endedAt, endReason: p.reason, summary: p.summary })
        .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.status, 'active')))
        .returning();
      if (updated) return updated;
      const [row] = await db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
      return row ?? null;
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
