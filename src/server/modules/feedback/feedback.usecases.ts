import { itemAnswerText } from '#core/questions/answer-forms.ts';
import type { QuestionInstance } from '#core/questions/types.ts';
import { skillName } from '#core/curriculum/skills.ts';
import type { IssueKind, IssueStatus } from '../../db/schema/index.ts';
import { QuestionReportErrors } from './question-reports.errors.ts';
import type { FeedbackRepository } from './feedback.repository.ts';
import type { BugReportBody } from './feedback.schemas.ts';

export async function reportBug(
  data: { userId: string | null; body: BugReportBody; userAgent: string | undefined; requestId: string },
  deps: { feedback: FeedbackRepository; now: () => Date },
) {
  await deps.feedback.insertBugReport({
    userId: data.userId,
    description: data.body.description,
    page: data.body.page || null,
    // The request id ties the report to server logs around the time it was sent.
    context: { userAgent: data.userAgent?.slice(0, 512) ?? null, requestId: data.requestId },
    now: deps.now(),
  });
}

/** Reported problems (questions and general bugs), newest first, with the reporter's address (admins). */
export async function listReports(
  data: { status: IssueStatus | 'all'; kind: IssueKind | 'all'; limit: number; offset: number },
  deps: { feedback: FeedbackRepository },
) {
  // One row past the page tells whether another page exists.
  const rows = await deps.feedback.listReports({
    status: data.status === 'all' ? null : data.status,
    kind: data.kind === 'all' ? null : data.kind,
    limit: data.limit + 1,
    offset: data.offset,
  });
  return {
    reports: rows.slice(0, data.limit).map(({ item, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      question: item ? questionForReview(item) : null,
    })),
    nextOffset: rows.length > data.limit ? data.offset + data.limit : null,
  };
}

/** What an admin needs to judge a report about a question: the stem, the options and the answer. */
function questionForReview(item: QuestionInstance) {
  return {
    stem: item.stem,
    options: item.options?.map((o) => o.text) ?? null,
    answer: itemAnswerText(item),
    skill: skillName(item.skillId),
    templateId: item.templateId,
    level: item.level,
  };
}

/** An admin marks a report resolved or dismissed (or opens it again). */
export async function setReportStatus(
  data: { reportId: string; status: IssueStatus },
  deps: { feedback: FeedbackRepository },
) {
  const report = await deps.feedback.setStatus(data.reportId, data.status);
  if (!report) throw QuestionReportErrors.reportNotFound();
  return { report };
}
