import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attempts, mockExamTasks } from '../../db/schema/index.ts';
import { isUuid } from '../attempts/attempts.repository.ts';

/** Admin reads that bypass family ownership: the routes using them sit behind requireAdmin. */
export function createContentRepository(db: Db) {
  return {
    async findAttempt(attemptId: string) {
      if (!isUuid(attemptId)) return null;
      const [row] = await db.select().from(attempts).where(eq(attempts.id, attemptId)).limit(1);
      return row ?? null;
    },
    /** A mock exam task (its public id), with its full item. */
    async findExamTask(taskId: string) {
      if (!isUuid(taskId)) return null;
      const [row] = await db.select().from(mockExamTasks).where(eq(mockExamTasks.id, taskId)).limit(1);
      return row ?? null;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
