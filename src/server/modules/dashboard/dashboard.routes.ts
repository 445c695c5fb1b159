import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import type { DashboardRepository } from './dashboard.repository.ts';
import { getParentDashboard } from './dashboard.usecases.ts';

export function dashboardRoutes(deps: {
  students: StudentsRepository;
  dashboard: DashboardRepository;
  hasConsent: (userId: string) => Promise<boolean>;
  now: () => Date;
}) {
  return new Hono<AppEnv>().get(
    '/dashboard',
    requireUser,
    requireVerifiedEmail,
    requireConsent(deps.hasConsent),
    async (c) => {
      const user = currentUser(c);
      return c.json(await getParentDashboard({ parentId: user.id, parentName: user.name }, deps));
    },
  );
}
