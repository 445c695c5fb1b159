import { Hono } from 'hono';
import { requireLearner } from '../../auth/guards.ts';
import type { ChildScope } from '../../auth/child-scope.ts';
import type { AppEnv } from '../../http/env.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { getStudentHome, type StudentHomeDeps } from './student-home.usecases.ts';

/**
 * The child's home (/student), mounted at /api/students: one child's figures, behind the learning
 * routes' guard — the acting parent's child, or a child's own session for itself
 * (docs/decisions/0019-child-sessions.md).
 */
export function studentHomeRoutes(
  deps: StudentHomeDeps & { hasConsent: (userId: string) => Promise<boolean>; childScope: ChildScope },
) {
  return new Hono<AppEnv>().get('/:id/home', requireLearner(deps.hasConsent), async (c) => {
    const studentId = c.req.param('id');
    const { parentId } = deps.childScope.learner(c, studentId, StudentErrors.notFound);
    return c.json(await getStudentHome({ parentId, studentId }, deps));
  });
}
