import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attempts, reportedIssues, user, type IssueKind, type IssueStatus } from '../../db/schema/index.ts';

/**
 * The one owner of reported_issues: general bug reports ('bug'), reports about a question
 * ('question') and the admins' review list.
 */
export function createFeedbackRepository(db: Db) {
  return {
    async insertBugReport(p: {
      userId: string | null;
      description: string;
      page: string | null;
      context: Record<string, unknown>;
      now: Date;
    }): Promise<{ id: string }> {
      const [row] = await db
        .insert(reportedIssues)
        .values({
          userId: p.userId,
          kind: 'bug',
          issueType: 'technical_issue',
          description: p.description,
          page: p.page,
          context: p.context,
          status: 'open',
          createdAt: p.now,
        })
        .returning({ id: reportedIssues.id });
      if (!row) throw new Error('reported_issues insert returned no row');
      return row;
    },

    async insertQuestionReport(p: {
      userId: string;
      questionId: string;
      attemptId: string | null;
      issueType: string;
      description: string;
      context: Record<string, unknown>;
      now: Date;
    }): Promise<{ id: string; status: string }> {
      const [row] = await db
        .insert(reportedIssues)
        .values({
          userId: p.userId,
          kind: 'question',
          questionId: p.questionId,
          attemptId: p.attemptId,
          issueType: p.issueType,
          description: p.description,
          context: p.context,
          status: 'open',
          createdAt: p.now,
        })
        .returning({ id: reportedIssues.id, status: reportedIssues.status });
      if (!row) throw new Error('reported_issues insert returned no row');
      return row;
    },

    /**
     * Newest first, with the reporter's address (null when the account was deleted). Bypasses
     * family ownership: only for admin use-cases behind requireAdmin.
     */
    listReports(filter: { status: IssueStatus | null; kind: IssueKind | null; limit: number; offset: number }) {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(reportedIssues.status, filter.status));
      if (filter.kind) where.push(eq(reportedIssues.kind, filter.kind));
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
          // The question as the child saw it (the attempt the report was sent from), if it is kept.
          item: attempts.item,
        })
        .from(reportedIssues)
        .leftJoin(user, eq(user.id, reportedIssues.userId))
        .leftJoin(
          attempts,
          sql`${attempts.id}::text = coalesce(${reportedIssues.attemptId}, ${reportedIssues.questionId})`,
        )
        .where(and(...where))
        .orderBy(desc(reportedIssues.createdAt), desc(reportedIssues.id))
        .limit(filter.limit)
        .offset(filter.offset);
    },

    /** An admin resolves, dismisses or reopens a report; false for an unknown id. */
    async setStatus(id: string, status: IssueStatus): Promise<{ id: string; status: IssueStatus } | null> {
      if (!UUID_RE.test(id)) return null;
      const [row] = await db
        .update(reportedIssues)
        .set({ status })
        .where(eq(reportedIssues.id, id))
        .returning({ id: reportedIssues.id, status: reportedIssues.status });
      return row ?? null;
    },
  };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
