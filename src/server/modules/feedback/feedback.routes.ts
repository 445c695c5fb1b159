import { Hono } from 'hono';
import { requireAdmin, requireUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/env.ts';
import { consumeRateLimit } from '../../http/rate-limit.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { withMathMarkup } from '../../math/math-markup.ts';
import type { FeedbackRepository } from './feedback.repository.ts';
import { bugReportBody, reportStatusBody, reportsQuery } from './feedback.schemas.ts';
import { listReports, reportBug, setReportStatus } from './feedback.usecases.ts';

/** Anonymous visitors may report bugs too, so the endpoint is rate limited per user or address. */
export const BUG_REPORT_RATE = { window: 10 * 60, max: 10 } as const;

export function feedbackRoutes(deps: { db: Db; feedback: FeedbackRepository; now: () => Date; trustProxy: boolean }) {
  return new Hono<AppEnv>().post('/bug', async (c) => {
    const user = c.get('user');
    const body = await readJson(c, bugReportBody);
    const who = user ? `user:${user.id}` : `ip:${clientIp(c, deps.trustProxy) ?? 'unknown'}`;
    await consumeRateLimit(deps.db, `feedback-bug:${who}`, BUG_REPORT_RATE, deps.now());
    await reportBug(
      { userId: user?.id ?? null, body, userAgent: c.req.header('user-agent'), requestId: c.get('requestId') },
      deps,
    );
    return c.json({ ok: true as const }, 201);
  });
}

/** Admin review of reported problems, mounted at /api/admin/question-reports. */
export function adminReportsRoutes(deps: { feedback: FeedbackRepository }) {
  return (
    new Hono<AppEnv>()
      // Question reports carry the question's text: its maths typeset as every question's is.
      .get('/', requireUser, requireAdmin, async (c) =>
        c.json(withMathMarkup(await listReports(readQuery(c, reportsQuery), deps))),
      )
      .post('/:id/status', requireUser, requireAdmin, async (c) => {
        const { status } = await readJson(c, reportStatusBody);
        return c.json(await setReportStatus({ reportId: c.req.param('id'), status }, deps));
      })
  );
}
