import { Hono } from 'hono';
import { requireLearner } from '../../auth/guards.ts';
import type { ChildScope } from '../../auth/child-scope.ts';
import { QuestionReportErrors } from './question-reports.errors.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/env.ts';
import { consumeRateLimit } from '../../http/rate-limit.ts';
import { readJson } from '../../http/validate.ts';
import { AppError, CommonErrors } from '../../errors.ts';
import type { AttemptsRepository } from '../attempts/attempts.repository.ts';
import type { FeedbackRepository } from './feedback.repository.ts';
import { REPORT_REQUIRED, questionReportBody } from './question-reports.schemas.ts';
import { reportQuestion } from './question-reports.usecases.ts';

export const QUESTION_REPORT_RATE = { window: 10 * 60, max: 20 } as const;

/** Mounted at /api/question-reports: signed in, verified and with consent, like every protected action. */
export function questionReportsRoutes(deps: {
  db: Db;
  feedback: FeedbackRepository;
  attempts: AttemptsRepository;
  hasConsent: (userId: string) => Promise<boolean>;
  childScope: ChildScope;
  now: () => Date;
}) {
  // A protected action (spec 6) with or without an attempt: the guards come before the body. A
  // child may report its own questions (docs/decisions/0019-child-sessions.md).
  const guards = [requireLearner(deps.hasConsent)] as const;
  return new Hono<AppEnv>().post('/', ...guards, async (c) => {
    const body = await readJson(c, questionReportBody).catch((err: unknown) => {
      // The form shows one sentence for a missing type or description (spec section 5).
      const details = err instanceof AppError ? err.details : undefined;
      const missing =
        Array.isArray(details) && details.some((d: { message?: string }) => d.message === REPORT_REQUIRED);
      throw missing ? CommonErrors.validation(REPORT_REQUIRED).withDetails(details) : err;
    });
    const learner = body.attemptId
      ? await deps.childScope.owning(c, 'attempt', body.attemptId, QuestionReportErrors.attemptNotFound)
      : deps.childScope.learner(c, null, QuestionReportErrors.attemptNotFound);
    const reporter = learner.studentId ? `child:${learner.studentId}` : `user:${learner.parentId}`;
    await consumeRateLimit(deps.db, `question-report:${reporter}`, QUESTION_REPORT_RATE, deps.now());
    return c.json(await reportQuestion({ userId: learner.parentId, body }, deps), 201);
  });
}
