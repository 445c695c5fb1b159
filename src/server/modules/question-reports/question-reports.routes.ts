import { Hono } from 'hono';
import { currentUser, requireUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/env.ts';
import { consumeRateLimit } from '../../http/rate-limit.ts';
import { readJson } from '../../http/validate.ts';
import { AppError, CommonErrors } from '../../errors.ts';
import type { AttemptsRepository } from '../learner/attempts.repository.ts';
import type { QuestionReportsRepository } from './question-reports.repository.ts';
import { REPORT_REQUIRED, questionReportBody } from './question-reports.schemas.ts';
import { reportQuestion } from './question-reports.usecases.ts';

export const QUESTION_REPORT_RATE = { window: 10 * 60, max: 20 } as const;

/** Mounted at /api/question-reports. */
export function questionReportsRoutes(deps: {
  db: Db;
  reports: QuestionReportsRepository;
  attempts: AttemptsRepository;
  now: () => Date;
}) {
  return new Hono<AppEnv>().post('/', requireUser, async (c) => {
    const user = currentUser(c);
    const body = await readJson(c, questionReportBody).catch((err: unknown) => {
      // The form shows one sentence for a missing type or description (spec section 5).
      const details = err instanceof AppError ? err.details : undefined;
      const missing =
        Array.isArray(details) && details.some((d: { message?: string }) => d.message === REPORT_REQUIRED);
      throw missing ? CommonErrors.validation(REPORT_REQUIRED).withDetails(details) : err;
    });
    await consumeRateLimit(deps.db, `question-report:user:${user.id}`, QUESTION_REPORT_RATE, deps.now());
    return c.json(await reportQuestion({ userId: user.id, body }, deps), 201);
  });
}
