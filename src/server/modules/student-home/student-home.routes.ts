import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { getStudentHome, type StudentHomeDeps } from './student-home.usecases.ts';

/**
 * The child's home (/student), mounted at /api/students: one child's figures, behind the learning
 * routes' guards (the acting parent's child; a child principal may be allowed here for itself).
 */
export function studentHomeRoutes(deps: StudentHomeDeps & { hasConsent: (userId: string) => Promise<boolean> }) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  return new Hono<AppEnv>().get('/:id/home', ...guards, async (c) => {
    return c.json(await getStudentHome({ parentId: currentUser(c).id, studentId: c.req.param('id') }, deps));
  });
}
