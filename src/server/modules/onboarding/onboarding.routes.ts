import { Hono, type MiddlewareHandler } from 'hono';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { AppError, CommonErrors } from '../../errors.ts';
import type { AppEnv } from '../../http/env.ts';
import type { ConsentsRepository } from '../consents/consents.repository.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import { getOnboardingStatus } from './onboarding.usecases.ts';

type StatusDeps = { consents: ConsentsRepository; students: StudentsRepository };

export function onboardingRoutes(deps: StatusDeps) {
  return new Hono<AppEnv>().get('/status', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getOnboardingStatus({ user: c.get('user'), child: c.get('child') }, deps));
  });
}

/**
 * The page /onboarding/next only sends the visitor on (spec §2), so the server answers it with the
 * redirect, from the session: a phone goes straight to the next step instead of first loading and
 * starting the app to ask the status (issue 26). The app's own route does the same for a link
 * followed inside the app. Without a database (not ready yet, or gone) the app's page answers.
 */
export function onboardingPageRoutes(deps: StatusDeps & { ready: () => boolean; session: MiddlewareHandler<AppEnv> }) {
  return new Hono<AppEnv>().get('/next', async (c, next) => {
    if (!deps.ready()) return next();
    let status: Awaited<ReturnType<typeof getOnboardingStatus>>;
    try {
      await deps.session(c, async () => undefined);
      status = await getOnboardingStatus({ user: c.get('user'), child: c.get('child') }, deps);
    } catch (err) {
      // The database went away: the app's page shows its own "try again" screen.
      if (isDatabaseUnavailable(err) || (err instanceof AppError && err.code === CommonErrors.databaseUnavailable.code))
        return next();
      throw err;
    }
    c.header('cache-control', 'no-store');
    return c.redirect(status.next, 302);
  });
}
