import type { Db } from '../../db/client.ts';
import { reportedIssues } from '../../db/schema/index.ts';

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
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
