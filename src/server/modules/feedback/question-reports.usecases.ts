import type { AttemptsRepository } from '../attempts/attempts.repository.ts';
import { QuestionReportErrors } from './question-reports.errors.ts';
import type { FeedbackRepository } from './feedback.repository.ts';
import type { QuestionReportBody } from './question-reports.schemas.ts';

/**
 * Stores a report about a question for the admins (reported_issues, kind 'question', status
 * 'open'). An attempt id must be the family's own; the stored item identity (template, level,
 * seed) is added so the exact question can be reproduced when the report is reviewed.
 */
export async function reportQuestion(
  data: { userId: string; body: QuestionReportBody },
  deps: { feedback: FeedbackRepository; attempts: AttemptsRepository; now: () => Date },
) {
  const { body } = data;
  let item: Record<string, unknown> = {};
  if (body.attemptId) {
    const attempt = await deps.attempts.findForParent(data.userId, body.attemptId);
    if (!attempt) throw QuestionReportErrors.attemptNotFound();
    item = { templateId: attempt.templateId, level: attempt.level, seed: attempt.seed, itemId: attempt.questionId };
  }
  const report = await deps.feedback.insertQuestionReport({
    userId: data.userId,
    questionId: body.questionId,
    attemptId: body.attemptId ?? null,
    issueType: body.issueType,
    description: body.description,
    context: {
      session_id: body.context.session_id ?? null,
      current_step: body.context.current_step ?? null,
      steps_completed: body.context.steps_completed ?? null,
      ...item,
    },
    now: deps.now(),
  });
  return { report };
}
