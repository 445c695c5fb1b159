import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const ISSUE_KINDS = ['bug', 'question'] as const;
export type IssueKind = (typeof ISSUE_KINDS)[number];
export const ISSUE_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/**
 * Problems users report: general bug reports from the report-bug dialog ('bug') and, later,
 * problems with a specific question during practice ('question', with question/attempt ids).
 */
export const reportedIssues = pgTable(
  'reported_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<IssueKind>().notNull(),
    questionId: text('question_id'),
    attemptId: text('attempt_id'),
    issueType: text('issue_type'),
    description: text('description').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>(),
    page: text('page'),
    status: text('status').$type<IssueStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reported_issues_status_created_at_idx').on(t.status, t.createdAt)],
);
