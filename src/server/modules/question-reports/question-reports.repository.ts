import type { Db } from '../../db/client.ts';
import { reportedIssues } from '../../db/schema/index.ts';

export function createQuestionReportsRepository(db: Db) {
  return {
    async insert(p: {
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
  };
}

export type QuestionReportsRepository = ReturnType<typeof createQuestionReportsRepository>;
