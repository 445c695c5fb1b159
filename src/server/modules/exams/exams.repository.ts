import { and, asc, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { mockExamTasks, mockExams, students } from '../../db/schema/index.ts';
import { isUuid } from '../attempts/attempts.repository.ts';

export type MockExamRow = typeof mockExams.$inferSelect;
export type MockExamTaskRow = typeof mockExamTasks.$inferSelect;
export type StudentRow = typeof students.$inferSelect;
export type NewMockExamTask = Omit<typeof mockExamTasks.$inferInsert, 'mockExamId'>;

/** Spec: a tab lock is stale after 10 s without a heartbeat (as the diagnostic's). */
export const LOCK_STALE_MS = 10_000;

/** Mock exams and their tasks; reads by id join the acting parent. */
export function createExamsRepository(db: Db) {
  return {
    /** The family's mocks, counted inside the plan's row lock (the trial has one). */
    async countForFamilyInTx(tx: Tx, parentId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(mockExams)
        .innerJoin(students, eq(students.id, mockExams.studentId))
        .where(eq(students.parentId, parentId));
      return row?.n ?? 0;
    },

    async createInTx(
      tx: Tx,
      exam: Omit<typeof mockExams.$inferInsert, 'id' | 'status'>,
      tasks: readonly NewMockExamTask[],
    ): Promise<MockExamRow> {
      const [row] = await tx.insert(mockExams).values(exam).returning();
      if (!row) throw new Error('mock exam insert returned no row');
      await tx.insert(mockExamTasks).values(tasks.map((t) => ({ ...t, mockExamId: row.id })));
      return row;
    },

    async latestInProgress(studentId: string): Promise<MockExamRow | null> {
      const [row] = await db
        .select()
        .from(mockExams)
        .where(and(eq(mockExams.studentId, studentId), eq(mockExams.status, 'in_progress')))
        .orderBy(desc(mockExams.startedAt))
        .limit(1);
      return row ?? null;
    },

    async findForParent(parentId: string, examId: string): Promise<{ exam: MockExamRow; student: StudentRow } | null> {
      if (!isUuid(examId)) return null;
      const [row] = await db
        .select({ exam: mockExams, student: students })
        .from(mockExams)
        .innerJoin(students, eq(students.id, mockExams.studentId))
        .where(and(eq(mockExams.id, examId), eq(students.parentId, parentId)))
        .limit(1);
      return row ?? null;
    },

    tasks(examId: string, ex: Executor = db): Promise<MockExamTaskRow[]> {
      return ex
        .select()
        .from(mockExamTasks)
        .where(eq(mockExamTasks.mockExamId, examId))
        .orderBy(asc(mockExamTasks.position));
    },

    /** Finished mocks of a child, oldest first (results over time). */
    finishedForStudent(studentId: string, limit: number): Promise<MockExamRow[]> {
      return db
        .select()
        .from(mockExams)
        .where(and(eq(mockExams.studentId, studentId), eq(mockExams.status, 'finished')))
        .orderBy(desc(mockExams.finishedAt))
        .limit(limit)
        .then((rows) => rows.reverse());
    },

    /**
     * Takes or refreshes the tab lock when it is free, stale or already this tab's (one atomic
     * update, so two tabs can never both hold it). Returns whether `tabId` holds the lock.
     */
    async heartbeat(examId: string, tabId: string, now: Date): Promise<boolean> {
      const stale = new Date(now.getTime() - LOCK_STALE_MS);
      const rows = await db
        .update(mockExams)
        .set({ lockTabId: tabId, lockAt: now })
        .where(
          and(
            eq(mockExams.id, examId),
            or(isNull(mockExams.lockTabId), eq(mockExams.lockTabId, tabId), lt(mockExams.lockAt, stale)),
          ),
        )
        .returning({ id: mockExams.id });
      return rows.length > 0;
    },

    /** Stores an answer unless the stored one was edited later on the client (stale update). */
    async saveAnswer(p: {
      examId: string;
      taskId: string;
      rawAnswer: string | null;
      clientUpdatedAt: number;
      timeMs: number | null;
    }): Promise<boolean> {
      if (!isUuid(p.taskId)) return false;
      const rows = await db
        .update(mockExamTasks)
        .set({ rawAnswer: p.rawAnswer, clientUpdatedAt: p.clientUpdatedAt, timeSpentMs: p.timeMs })
        .where(
          and(
            eq(mockExamTasks.id, p.taskId),
            eq(mockExamTasks.mockExamId, p.examId),
            or(isNull(mockExamTasks.clientUpdatedAt), lt(mockExamTasks.clientUpdatedAt, p.clientUpdatedAt)),
          ),
        )
        .returning({ id: mockExamTasks.id });
      return rows.length > 0;
    },

    /** Locks the mock for finishing (two finish calls produce one result). */
    async lockForFinish(tx: Tx, examId: string): Promise<MockExamRow | null> {
      const [row] = await tx.select().from(mockExams).where(eq(mockExams.id, examId)).for('update');
      return row ?? null;
    },

    async scoreTaskInTx(tx: Tx, taskId: string, points: number, marking: MockExamTaskRow['marking']): Promise<void> {
      await tx.update(mockExamTasks).set({ points, marking }).where(eq(mockExamTasks.id, taskId));
    },

    async markFinishedInTx(
      tx: Tx,
      examId: string,
      r: Pick<
        MockExamRow,
        | 'finishedAt'
        | 'finishReason'
        | 'points'
        | 'percent'
        | 'areas'
        | 'predictedPercent'
        | 'predictedLow'
        | 'predictedHigh'
      >,
    ): Promise<void> {
      await tx
        .update(mockExams)
        .set({ ...r, status: 'finished' })
        .where(eq(mockExams.id, examId));
    },
  };
}

export type ExamsRepository = ReturnType<typeof createExamsRepository>;
