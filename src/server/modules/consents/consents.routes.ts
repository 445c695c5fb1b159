import { Hono } from 'hono';
import { currentUser, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson } from '../../http/validate.ts';
import type { ConsentsRepository } from './consents.repository.ts';
import { parentalConsentBody } from './consents.schemas.ts';
import { getParentalConsent, recordParentalConsent } from './consents.usecases.ts';

export function consentsRoutes(deps: { consents: ConsentsRepository; now: () => Date }) {
  return new Hono<AppEnv>()
    .get('/', requireUser, requireVerifiedEmail, async (c) =>
      c.json(await getParentalConsent({ userId: currentUser(c).id }, deps)),
    )
    .post('/', requireUser, requireVerifiedEmail, async (c) => {
      const body = await readJson(c, parentalConsentBody);
      const consent = await recordParentalConsent(
        { userId: currentUser(c).id, body, userAgent: c.req.header('user-agent') },
        deps,
      );
      return c.json({ consent });
    });
}
