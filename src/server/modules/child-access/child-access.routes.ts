import { getSessionCookie } from 'better-auth/cookies';
import { Hono, type Context } from 'hono';
import { clearChildCookie, childCookieValue, setChildCookie, verifiedToken } from '../../auth/child-session.ts';
import {
  currentChild,
  currentUser,
  requireChild,
  requireConsent,
  requireUser,
  requireVerifiedEmail,
} from '../../auth/guards.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import type { Db } from '../../db/client.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/env.ts';
import { consumeRateLimit } from '../../http/rate-limit.ts';
import { readJson } from '../../http/validate.ts';
import { normalizeFamilyCode } from '#core/family/child-access.ts';
import { ChildAccessErrors } from './child-access.errors.ts';
import { childSignInBody, familyBody, linkBody, pinBody, practiceLimitsBody } from './child-access.schemas.ts';
import {
  childAccessSettings,
  childMe,
  createSignInLink,
  familyChildren,
  familyCode,
  listDevices,
  replaceFamilyCode,
  setPin,
  setPracticeLimits,
  signInWithLink,
  signInWithPin,
  signOutDevice,
  type ChildAccessDeps,
} from './child-access.usecases.ts';

/** Per address: the names behind family codes and the sign-in tries (15-minute windows, across instances). */
export const FAMILY_LOOKUP_RATE = { window: 15 * 60, max: 20 } as const;
export const CHILD_SIGN_IN_RATE = { window: 15 * 60, max: 20 } as const;
/** Per family: PIN tries for all its children together. */
export const FAMILY_SIGN_IN_RATE = { window: 15 * 60, max: 30 } as const;

interface RouteDeps extends ChildAccessDeps {
  db: Db;
  hasConsent: (userId: string) => Promise<boolean>;
  sessionCache: SessionCache;
  secret: string;
  secureCookies: boolean;
  trustProxy: boolean;
}

/** The parent's side, mounted at /api: per child "Logowanie dziecka" and the family code. */
export function childAccessParentRoutes(deps: RouteDeps) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  const ids = (c: Context<AppEnv>) => ({ parentId: currentUser(c).id, studentId: c.req.param('id') ?? '' });
  return new Hono<AppEnv>()
    .get('/family-code', ...guards, async (c) => {
      return c.json({ code: await familyCode({ parentId: currentUser(c).id }, deps) });
    })
    .post('/family-code', ...guards, async (c) => {
      return c.json({ code: await replaceFamilyCode({ parentId: currentUser(c).id }, deps) });
    })
    .post('/students/:id/sign-in-link', ...guards, async (c) => {
      return c.json(await createSignInLink(ids(c), deps), 201);
    })
    .put('/students/:id/pin', ...guards, async (c) => {
      const { pin } = await readJson(c, pinBody);
      return c.json(await setPin({ ...ids(c), pin }, deps));
    })
    .get('/students/:id/child-access', ...guards, async (c) => {
      return c.json(await childAccessSettings(ids(c), deps));
    })
    .put('/students/:id/practice-limits', ...guards, async (c) => {
      const limits = await readJson(c, practiceLimitsBody);
      return c.json(await setPracticeLimits({ ...ids(c), limits }, deps));
    })
    .get('/students/:id/devices', ...guards, async (c) => {
      return c.json({ devices: await listDevices(ids(c), deps) });
    })
    .delete('/students/:id/devices/:deviceId', ...guards, async (c) => {
      const deviceId = c.req.param('deviceId');
      await signOutDevice({ ...ids(c), deviceId }, deps);
      // This instance stops accepting it at once; the others within the session cache's time.
      deps.sessionCache.forgetChildSession(deviceId);
      return c.json({ ok: true as const });
    });
}

/** A child signing in and out on their own device, mounted at /api/child-auth (no session needed). */
export function childAuthRoutes(deps: RouteDeps) {
  const address = (c: Context<AppEnv>) => clientIp(c, deps.trustProxy) ?? 'unknown';
  const userAgent = (c: Context<AppEnv>) => c.req.header('user-agent') ?? null;
  /** Signs the device in with a new session, ending the one it had (a child signing in again). */
  const signInDevice = async (c: Context<AppEnv>, token: string) => {
    const previous = verifiedToken(childCookieValue(c), deps.secret);
    if (previous) await deps.childSessions.revokeToken(previous);
    const child = c.get('child');
    if (child) deps.sessionCache.forgetChildSession(child.sessionId);
    setChildCookie(c, token, deps.secret, deps.secureCookies);
  };
  /** One browser is one principal: a parent signed in here signs out before a child signs in. */
  const refuseParent = (c: Context<AppEnv>) => {
    if (c.get('user') || getSessionCookie(c.req.raw.headers)) throw ChildAccessErrors.parentSignedIn();
  };
  return new Hono<AppEnv>()
    .post('/family', async (c) => {
      const body = await readJson(c, familyBody);
      // A family code reveals the children's nicknames: looking codes up is limited per address.
      await consumeRateLimit(deps.db, `child-auth:family:ip:${address(c)}`, FAMILY_LOOKUP_RATE, deps.now());
      return c.json({ children: await familyChildren(body, deps) });
    })
    .post('/sign-in', async (c) => {
      const body = await readJson(c, childSignInBody);
      refuseParent(c);
      const now = deps.now();
      await consumeRateLimit(deps.db, `child-auth:sign-in:ip:${address(c)}`, CHILD_SIGN_IN_RATE, now);
      const family = normalizeFamilyCode(body.familyCode);
      if (family) await consumeRateLimit(deps.db, `child-auth:sign-in:family:${family}`, FAMILY_SIGN_IN_RATE, now);
      await signInDevice(c, await signInWithPin({ ...body, userAgent: userAgent(c) }, deps));
      return c.json({ ok: true as const });
    })
    .post('/link', async (c) => {
      const body = await readJson(c, linkBody);
      refuseParent(c);
      await consumeRateLimit(deps.db, `child-auth:link:ip:${address(c)}`, CHILD_SIGN_IN_RATE, deps.now());
      await signInDevice(c, await signInWithLink({ token: body.token, userAgent: userAgent(c) }, deps));
      return c.json({ ok: true as const });
    })
    .post('/sign-out', async (c) => {
      const token = verifiedToken(childCookieValue(c), deps.secret);
      if (token) await deps.childSessions.revokeToken(token);
      const child = c.get('child');
      if (child) deps.sessionCache.forgetChildSession(child.sessionId);
      clearChildCookie(c, deps.secureCookies);
      return c.json({ ok: true as const });
    });
}

/** The signed-in child's own routes, mounted at /api/child. */
export function childRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/me', requireChild, async (c) => {
    return c.json(await childMe(currentChild(c), deps));
  });
}
