import { Hono } from 'hono';
import { currentUser, requireUser } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import type { ConsentsRepository } from '../consents/consents.repository.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import type { MeRepository } from './me.repository.ts';
import { getMe } from './me.usecases.ts';

export function meRoutes(deps: { me: MeRepository; consents: ConsentsRepository; students: StudentsRepository }) {
  return new Hono<AppEnv>().get('/', requireUser, async (c) =>
    c.json(await getMe({ userId: currentUser(c).id }, deps)),
  );
}
