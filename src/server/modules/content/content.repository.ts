import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attempts, reportedIssues, user, type IssueStatus } from '../../db/schema/index.ts';
import { isUuid } from '../learner/attempts.repository.ts';

/** Admin reads that bypass family ownership: the routes using them sit behind requireAdmin. */
export function createContentRepository(db: Db) {
  return {
    async findAttempt(attemptId: string) {
      if (!isUuid(attemptId)) return null;
      const [row] = await db.select().from(attempts).where(eq(attempts.id, attemptId)).limit(1);
      return row ?? null;
    },

    /** Newest first, with the reporter's address (null when the account was deleted). */
    listReports(filter: { status: IssueStatus | null; limit: number }) {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(reportedIssues.status, filter.status));
      return db
        .select({
          id: reportedIssues.id,
          kind: reportedIssues.kind,
          status: reportedIssues.status,
          questionId: reportedIssues.questionId,
          attemptId: reportedIssues.attemptId,
          issueType: reportedIssues.issueType,
          description: reportedIssues.description,
          context: reportedIssues.context,
          page: reportedIssues.page,
          createdAt: reportedIssues.createdAt,
          reporterEmail: user.email,
        })
        .from(reportedIssues)
        .leftJoin(user, eq(user.id, reportedIssues.userId))
        .where(and(...where))
        .orderBy(desc(reportedIssues.createdAt), desc(reportedIssues.id))
        .limit(filter.limit);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
