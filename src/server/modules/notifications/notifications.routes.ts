import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson } from '../../http/validate.ts';
import { testNotificationBody } from './notifications.schemas.ts';
import { sendTestNotification, type NotificationDeps } from './notifications.usecases.ts';

/** POST /api/notifications/test (spec section 7): a test e-mail of the kind to the parent's own address. */
export function notificationsRoutes(deps: NotificationDeps & { hasConsent: (userId: string) => Promise<boolean> }) {
  return new Hono<AppEnv>().post(
    '/test',
    requireUser,
    requireVerifiedEmail,
    requireConsent(deps.hasConsent),
    async (c) => {
      const { type } = await readJson(c, testNotificationBody);
      const user = currentUser(c);
      await sendTestNotification({ parentId: user.id, email: user.email, type }, deps);
      return c.json({ sent: true as const, type });
    },
  );
}
