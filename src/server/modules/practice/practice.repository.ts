import { and, eq, sql } from 'drizzle-orm';
import type { StoredSubscription } from '#core/plans/subscription-status.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionField, toStoredSubscription } from '../plans/plans.repository.ts';
import { attempts, practiceSessions, students } from '../../db/schema/index.ts';
import { isUuid, type AnswerRead, type AttemptProgress, type AttemptRow } from '../attempts/attempts.repository.ts';
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
export type StudentRow = typeof students.$inferSelect;

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
        ...askedBeforeFields(practiceSessions.studentId),
        ...openTopicsField(practiceSessions.studentId),
        ...subscriptionField(students.parentId),
      })
      .from(practiceSessions)
      .innerJoin(students, sessionsStudent)
      .where(ownSession)
      .limit(1)
      .prepare('practice_session_with_model'),
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

/** Practice sessions; every read by id joins the acting parent. */
export function createPracticeRepository(db: Db) {
  const reads = preparedReads(db);
  return {
    async create(p: { studentId: string; startedAt: Date; endsAt: Date }): Promise<SessionRow> {
      const [row] = await db
        .insert(practiceSessions)
        .values({ studentId: p.studentId, startedAt: p.startedAt, endsAt: p.endsAt, status: 'active' })
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
    async findForParentWithModel(
      parentId: string,
      sessionId: string,
    ): Promise<{
      session: SessionRow;
      student: StudentRow;
      progress: AttemptProgress[];
      model: StudentModel;
      asked: AskedBefore;
      open: LastDiagnosticOpen;
      subscription: StoredSubscription;
    } | null> {
      if (!isUuid(sessionId)) return null;
      const [row] = await reads.withModel.execute({ sessionId, parentId });
      if (!row) return null;
      return {
        session: row.session,
        student: row.student,
        progress: row.progress,
        model: toStudentModel(row),
        asked: toAskedBefore(row),
        open: toLastDiagnosticOpen(row),
        subscription: toStoredSubscription(row),
      };
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
