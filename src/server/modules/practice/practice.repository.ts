import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TopicId } from '#core/adaptive/index.ts';
import type { SummaryAttempt, SummaryStep } from '#core/reports/session-summary.ts';
import type { StoredSubscription } from '#core/plans/subscription-status.ts';
import type { PracticeLimits } from '#core/family/child-access.ts';
import type { Db } from '../../db/client.ts';
import { practiceSessions, students } from '../../db/schema/index.ts';
import { subscriptionGuardValues, subscriptionUnchanged, toStoredSubscription } from '../plans/subscription-rows.ts';
import {
  isUuid,
  servedAttemptRow,
  type AnswerRead,
  type AttemptProgress,
  type AttemptRow,
  type ServedQuestion,
} from '../attempts/attempts.repository.ts';
import {
  toLastDiagnosticOpen,
  toAskedBefore,
  toStudentModel,
  type AskedBefore,
  type LastDiagnosticOpen,
  type StudentModel,
} from '../learner-model/learner-model.reads.ts';
import { preparedReads, preparedServe, sessionStillActive, SUBSCRIPTION_GUARD_KEYS } from './practice.queries.ts';

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

export type StudentRow = typeof students.$inferSelect;

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
      const guard = Object.fromEntries(SUBSCRIPTION_GUARD_KEYS.map((k) => [`subscription_${k}`, subscription[k]]));
      const rows = await serve.execute({
        sessionId: p.sessionId,
        parentId: p.parentId,
        grade: expect.student.grade,
        goal: expect.student.goal,
        difficulties: expect.student.difficulties,
        learnerVersion: expect.learnerVersion,
        lastAttemptId: expect.lastAttemptId,
        ...guard,
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
        sessionStillActive(p.session.id),
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
