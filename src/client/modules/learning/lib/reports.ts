import type { QuestionReportResponse } from '#server/contract.ts';
import { api } from '../../../lib/api.ts';

export const ISSUE_TYPES = ['wrong_answer', 'unclear_question', 'technical_issue', 'other'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

/** Spec 5 / 9: description up to 1000 characters. */
export const ISSUE_DESCRIPTION_MAX = 1000;

export interface IssueContext {
  session_id?: string;
  current_step?: number;
  steps_completed?: number;
}

export interface IssueReport {
  questionId: string;
  attemptId?: string;
  issueType: IssueType;
  description: string;
  context?: IssueContext;
}

/** Spec 5: type and description are required ('Wybierz typ problemu i opisz go'). */
export function issueReportValid(type: IssueType | null, description: string): boolean {
  const d = description.trim();
  return type !== null && d.length > 0 && d.length <= ISSUE_DESCRIPTION_MAX;
}

export function sendIssueReport(report: IssueReport) {
  return api.post<QuestionReportResponse>('/api/question-reports', {
    ...report,
    description: report.description.trim(),
  });
}
