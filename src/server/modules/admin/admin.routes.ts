import { Hono } from 'hono';
import { requireAdmin, requireUser } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import type { AdminRepository } from './admin.repository.ts';
import { getAdminOverview } from './admin.usecases.ts';

export function adminRoutes(deps: { admin: AdminRepository }) {
  return new Hono<AppEnv>().get('/overview', requireUser, requireAdmin, async (c) =>
    c.json(await getAdminOverview({}, deps)),
  );
}
