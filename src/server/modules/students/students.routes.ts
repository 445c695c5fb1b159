import { Hono } from 'hono';
import { currentUser, requireConsent, requireLearner, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { ChildScope } from '../../auth/child-scope.ts';
import { StudentErrors } from './students.errors.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson } from '../../http/validate.ts';
import type { StudentsRepository } from './students.repository.ts';
import { createStudentBody } from './students.schemas.ts';
import { addChild, getChild, listChildren, type ChildLimit } from './students.usecases.ts';

export function studentsRoutes(deps: {
  students: StudentsRepository;
  hasConsent: (userId: string) => Promise<boolean>;
  childLimit: ChildLimit;
  now: () => Date;
  childScope: ChildScope;
}) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  return (
    new Hono<AppEnv>()
      .get('/', ...guards, async (c) => {
        const students = await listChildren({ parentId: currentUser(c).id }, deps);
        return c.json({ students });
      })
      .post('/', ...guards, async (c) => {
        const body = await readJson(c, createStudentBody);
        const student = await addChild({ parentId: currentUser(c).id, body }, deps);
        return c.json({ student }, 201);
      })
      // A child session reads its own profile (the learning screens need the grade).
      .get('/:id', requireLearner(deps.hasConsent), async (c) => {
        const studentId = c.req.param('id');
        const { parentId } = deps.childScope.learner(c, studentId, StudentErrors.notFound);
        const student = await getChild({ parentId, studentId }, deps);
        return c.json({ student });
      })
  );
}
