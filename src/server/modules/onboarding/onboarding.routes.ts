import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import type { ConsentsRepository } from '../consents/consents.repository.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import { getOnboardingStatus } from './onboarding.usecases.ts';

export function onboardingRoutes(deps: { consents: ConsentsRepository; students: StudentsRepository }) {
  return new Hono<AppEnv>().get('/status', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getOnboardingStatus({ user: c.get('user'), child: c.get('child') }, deps));
  });
}
