import { Hono } from 'hono';
import { requireAdmin, requireUser } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import type { DbStatusRepository } from './db-status.repository.ts';
import { getDbStatus, type DatabaseEngine } from './db-status.usecases.ts';

/** The database's state for admins (/admin/db-check), mounted at /api/admin/db-status. */
export function dbStatusRoutes(deps: { dbStatus: DbStatusRepository; engine: DatabaseEngine; clock: () => number }) {
  return new Hono<AppEnv>().get('/', requireUser, requireAdmin, async (c) => c.json(await getDbStatus({}, deps)));
}
