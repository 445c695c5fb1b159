import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
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
}) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  return new Hono<AppEnv>()
    .get('/', ...guards, async (c) => {
      const students = await listChildren({ parentId: currentUser(c).id }, deps);
      return c.json({ students });
    })
    .post('/', ...guards, async (c) => {
      const body = await readJson(c, createStudentBody);
      const student = await addChild({ parentId: currentUser(c).id, body }, deps);
      return c.json({ student }, 201);
    })
    .get('/:id', ...guards, async (c) => {
      const student = await getChild({ parentId: currentUser(c).id, studentId: c.req.param('id') }, deps);
      return c.json({ student });
    });
}
