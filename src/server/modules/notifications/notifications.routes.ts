import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { consumeRateLimit } from '../../http/rate-limit.ts';
import { readJson } from '../../http/validate.ts';
import { testNotificationBody, weeklyReportBody } from './notifications.schemas.ts';
import { sendTestNotification, sendWeeklyReportNow, type NotificationDeps } from './notifications.usecases.ts';

/** Test e-mails a parent may send an hour: enough to try every setting, not enough to flood a mailbox. */
export const TEST_EMAILS_PER_HOUR = 10;

/** POST /api/notifications/test (spec section 7): a test e-mail of the kind to the parent's own address. */
export function notificationsRoutes(deps: NotificationDeps & { hasConsent: (userId: string) => Promise<boolean> }) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  return new Hono<AppEnv>()
    .post('/weekly-report', ...guards, async (c) => {
      const { weekStart } = await readJson(c, weeklyReportBody);
      const user = currentUser(c);
      await consumeRateLimit(
        deps.db,
        `notifications-report:${user.id}`,
        { window: 3600, max: TEST_EMAILS_PER_HOUR },
        deps.now(),
      );
      await sendWeeklyReportNow({ parentId: user.id, email: user.email, weekStart }, deps);
      return c.json({ sent: true as const });
    })
    .post('/test', ...guards, async (c) => {
      const { type } = await readJson(c, testNotificationBody);
      const user = currentUser(c);
      await consumeRateLimit(
        deps.db,
        `notifications-test:${user.id}`,
        { window: 3600, max: TEST_EMAILS_PER_HOUR },
        deps.now(),
      );
      await sendTestNotification({ parentId: user.id, email: user.email, type }, deps);
      return c.json({ sent: true as const, type });
    });
}
