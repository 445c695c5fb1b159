import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { currentUser, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/env.ts';
import { consumeRateLimit } from '../../http/rate-limit.ts';
import { readJson } from '../../http/validate.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AccountDataRepository } from './account-data.repository.ts';
import { confirmDeletionBody } from './account-data.schemas.ts';
import {
  confirmAccountDeletion,
  exportFamilyData,
  exportFileName,
  requestAccountDeletion,
} from './account-data.usecases.ts';

/** Better Auth's session cookies (plain and the __Secure- form it uses over HTTPS). */
const SESSION_COOKIES = ['better-auth.session_token', 'better-auth.session_data'];

/**
 * The family's data rights. Export and the deletion request need a signed-in, verified parent
 * (consent is not required: a parent who withdrew it still owns their data). The confirmation
 * needs only the e-mailed link, so it works on the device where the mail is read.
 */
export function accountDataRoutes(deps: {
  db: Db;
  accountData: AccountDataRepository;
  mailer: Mailer;
  baseUrl: string;
  secret: string;
  now: () => Date;
}) {
  return new Hono<AppEnv>()
    .get('/export', requireUser, requireVerifiedEmail, async (c) => {
      const now = deps.now();
      const data = await exportFamilyData({ parentId: currentUser(c).id, now }, deps);
      c.header('content-disposition', `attachment; filename="${exportFileName(now)}"`);
      return c.json(data);
    })
    .post('/account/delete-request', requireUser, requireVerifiedEmail, async (c) => {
      const user = currentUser(c);
      const now = deps.now();
      await consumeRateLimit(deps.db, `account-delete:${user.id}`, { window: 60 * 10, max: 3 }, now);
      return c.json(await requestAccountDeletion({ userId: user.id, email: user.email, now }, deps));
    })
    .post('/account/delete', async (c) => {
      const { token } = await readJson(c, confirmDeletionBody);
      const result = await confirmAccountDeletion({ token, now: deps.now() }, { ...deps, logger: c.get('logger') });
      // The sessions are gone with the account; the browser forgets its cookie too.
      for (const name of SESSION_COOKIES) {
        deleteCookie(c, name, { path: '/' });
        deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true });
      }
      return c.json(result);
    });
}
