import { Hono } from 'hono';
import { requireAdmin, requireUser } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { readQuery } from '../../http/validate.ts';
import type { AdminAnalyticsRepository } from './admin-analytics.repository.ts';
import { analyticsQuery } from './admin-analytics.schemas.ts';
import { getAnalytics } from './admin-analytics.usecases.ts';

/** Learning figures across families for admins, mounted at /api/admin/analytics. */
export function adminAnalyticsRoutes(deps: { analytics: AdminAnalyticsRepository; now: () => Date }) {
  return new Hono<AppEnv>().get('/', requireUser, requireAdmin, async (c) =>
    c.json(await getAnalytics(readQuery(c, analyticsQuery), deps)),
  );
}
