import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { attempts, diagnosticAttempts, diagnostics, students } from '../../db/schema/index.ts';
import { isUuid } from '../attempts/attempts.repository.ts';

export type DiagnosticAttemptRow = typeof diagnosticAttempts.$inferSelect;
export type DiagnosticRow = typeof diagnostics.$inferSelect;
export type StudentRow = typeof students.$inferSelect;

/** Spec: a tab lock is stale after 10 s without a heartbeat. */
export const LOCK_STALE_MS = 10_000;

/** Diagnostic attempts and results; reads by id join the acting parent. */
export function createDiagnosticRepository(db: Db) {
  return {
    async create(p: {
      studentId: string;
      grade: string;
      questionCount: number;
      timeLimitSeconds: number;
      startedAt: Date;
    }): Promise<DiagnosticAttemptRow> {
      const [row] = await db
        .insert(diagnosticAttempts)
        .values({ ...p, status: 'in_progress' })
        .returning();
      if (!row) throw new Error('diagnostic attempt insert returned no row');
      return row;
    },

    async latestInProgress(studentId: string): Promise<DiagnosticAttemptRow | null> {
      const [row] = await db
        .select()
        .from(diagnosticAttempts)
        .where(and(eq(diagnosticAttempts.studentId, studentId), eq(diagnosticAttempts.status, 'in_progress')))
        .orderBy(desc(diagnosticAttempts.startedAt))
        .limit(1);
      return row ?? null;
    },

    async findForParent(
      parentId: string,
      attemptId: string,
    ): Promise<{ attempt: DiagnosticAttemptRow; student: StudentRow } | null> {
      if (!isUuid(attemptId)) return null;
      const [row] = await db
        .select({ attempt: diagnosticAttempts, student: students })
        .from(diagnosticAttempts)
        .innerJoin(students, eq(students.id, diagnosticAttempts.studentId))
        .where(and(eq(diagnosticAttempts.id, attemptId), eq(students.parentId, parentId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes or refreshes the tab lock when it is free, stale or already this tab's (one atomic
     * update, so two tabs can never both hold it). Returns whether `tabId` holds the lock.
     */
    async heartbeat(attemptId: string, tabId: string, now: Date): Promise<boolean> {
      const stale = new Date(now.getTime() - LOCK_STALE_MS);
      const rows = await db
        .update(diagnosticAttempts)
        .set({ lockTabId: tabId, lockAt: now })
        .where(
          and(
            eq(diagnosticAttempts.id, attemptId),
            or(
              isNull(diagnosticAttempts.lockTabId),
              eq(diagnosticAttempts.lockTabId, tabId),
              lt(diagnosticAttempts.lockAt, stale),
            ),
          ),
        )
        .returning({ id: diagnosticAttempts.id });
      return rows.length > 0;
    },

    /** Stores an answer unless the stored one was edited later on the client (stale update). */
    async saveAnswer(p: {
      diagnosticAttemptId: string;
      attemptId: string;
      rawAnswer: string | null;
      dontKnow: boolean;
      correct: boolean | null;
      errorKey: string | null;
      clientUpdatedAt: number;
      timeMs: number | null;
      now: Date;
    }): Promise<boolean> {
      const answered = p.dontKnow || p.correct !== null;
      const rows = await db
        .update(attempts)
        .set({
          rawAnswer: p.rawAnswer,
          dontKnow: p.dontKnow,
          correct: p.dontKnow ? false : p.correct,
          result: answered ? (p.correct && !p.dontKnow ? 'correct' : 'incorrect') : null,
          errorKey: p.dontKnow ? null : p.errorKey,
          clientUpdatedAt: p.clientUpdatedAt,
          timeSpentMs: p.timeMs,
          answeredAt: answered ? p.now : null,
        })
        .where(
          and(
            eq(attempts.id, p.attemptId),
            eq(attempts.diagnosticAttemptId, p.diagnosticAttemptId),
            or(isNull(attempts.clientUpdatedAt), lt(attempts.clientUpdatedAt, p.clientUpdatedAt)),
          ),
        )
        .returning({ id: attempts.id });
      return rows.length > 0;
    },

    /** Locks the attempt row for finishing (two finish calls produce one result). */
    async lockForFinish(tx: Executor, attemptId: string): Promise<DiagnosticAttemptRow | null> {
      const [row] = await tx
        .select()
        .from(diagnosticAttempts)
        .where(eq(diagnosticAttempts.id, attemptId))
        .for('update');
      return row ?? null;
    },

    async insertResult(tx: Executor, values: typeof diagnostics.$inferInsert): Promise<DiagnosticRow> {
      const [row] = await tx.insert(diagnostics).values(values).returning();
      if (!row) throw new Error('diagnostics insert returned no row');
      return row;
    },

    async markFinished(
      tx: Executor,
      attemptId: string,
      p: { diagnosticId: string; finishedAt: Date; timeSpentSeconds: number },
    ): Promise<void> {
      await tx
        .update(diagnosticAttempts)
        .set({
          status: 'finished',
          diagnosticId: p.diagnosticId,
          finishedAt: p.finishedAt,
          timeSpentSeconds: p.timeSpentSeconds,
        })
        .where(eq(diagnosticAttempts.id, attemptId));
    },

    /** Unanswered (or never validly answered) items count as "Nie wiem" once the test ends. */
    async markUnansweredDontKnow(tx: Executor, diagnosticAttemptId: string, now: Date): Promise<void> {
      await tx
        .update(attempts)
        .set({ dontKnow: true, correct: false, result: 'incorrect', errorKey: null, answeredAt: now })
        .where(and(eq(attempts.diagnosticAttemptId, diagnosticAttemptId), isNull(attempts.result)));
    },

    async findResultForParent(
      parentId: string,
      diagnosticId: string,
    ): Promise<{ result: DiagnosticRow; student: StudentRow } | null> {
      if (!isUuid(diagnosticId)) return null;
      const [row] = await db
        .select({ result: diagnostics, student: students })
        .from(diagnostics)
        .innerJoin(students, eq(students.id, diagnostics.studentId))
        .where(and(eq(diagnostics.id, diagnosticId), eq(students.parentId, parentId)))
        .limit(1);
      return row ?? null;
    },

    async latestResult(studentId: string): Promise<DiagnosticRow | null> {
      const [row] = await db
        .select()
        .from(diagnostics)
        .where(eq(diagnostics.studentId, studentId))
        .orderBy(desc(diagnostics.completedAt), sql`${diagnostics.id} desc`)
        .limit(1);
      return row ?? null;
    },
  };
}

export type DiagnosticRepository = ReturnType<typeof createDiagnosticRepository>;
