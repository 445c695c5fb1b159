import { getSessionCookie } from 'better-auth/cookies';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { CommonErrors } from '../errors.ts';
import type { AppEnv, SessionUser } from '../http/env.ts';
import type { UserRole } from '../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { AuthErrors } from './auth.errors.ts';
import type { SessionCache } from './session-cache.ts';
import type { SecondFactorStore } from './two-factor.ts';

const ROLES: readonly UserRole[] = ['parent', 'student', 'admin'];

/**
 * Resolves the session cookie into `c.get('user')` (null when signed out or the session expired),
 * through this instance's session cache (session-cache.ts) when it holds the cookie.
 * Better Auth turns driver errors into a bare "Failed to get session", so on failure we ask the
 * database directly whether it is reachable, to answer 503 rather than 500.
 */
export function loadSession(
  auth: Auth,
  databaseReachable: () => Promise<boolean>,
  secondFactor: SecondFactorStore,
  cache: SessionCache,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = cache.enabled ? getSessionCookie(c.req.raw.headers) : null;
    const cached = token ? cache.session(token) : null;
    c.set('user', cached ?? (await readSession(c.req.raw.headers, token)));
    await next();
  });

  async function readSession(headers: Headers, token: string | null): Promise<SessionUser | null> {
    let result: Awaited<ReturnType<Auth['api']['getSession']>>;
    try {
      result = await auth.api.getSession({ headers });
    } catch (err) {
      if (!(await databaseReachable())) throw CommonErrors.databaseUnavailable();
      throw err;
    }
    if (!result) return null;
    const u = result.user;
    const twoFactorEnabled = u.twoFactorEnabled === true;
    // One more read, only for the few accounts with an authenticator (admins).
    const secondFactorPassed = twoFactorEnabled ? await secondFactor.passed(result.session.id) : false;
    const user: SessionUser = {
      id: u.id,
      email: u.email,
      name: u.name,
      role: ROLES.includes(u.role as UserRole) ? (u.role as UserRole) : 'parent',
      emailVerified: u.emailVerified,
      createdAt: u.createdAt,
      twoFactorEnabled,
      secondFactorPassed,
    };
    // Kept only under the cookie Better Auth resolved (its value is `<token>.<signature>`).
    if (token?.startsWith(`${result.session.token}.`)) cache.rememberSession(token, user, result.session.expiresAt);
    return user;
  }
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw CommonErrors.unauthorized();
  return user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw CommonErrors.unauthorized();
  await next();
});

export const requireVerifiedEmail = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c);
  if (!user.emailVerified) throw CommonErrors.emailNotVerified();
  await next();
});

/** Child data needs a stored parental consent (RODO art. 8). */
export function requireConsent(hasConsent: (userId: string) => Promise<boolean>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = currentUser(c);
    if (!(await hasConsent(user.id))) throw CommonErrors.consentRequired();
    await next();
  });
}

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c);
  // An unverified address on ADMIN_EMAILS has not proven it owns that inbox yet.
  if (user.role !== 'admin' || !user.emailVerified) throw CommonErrors.forbidden();
  // An admin sees every family's data: without an authenticator an admin can only enrol one
  // (/api/auth/two-factor/enable), and a session that has not passed it (magic link, not yet
  // stepped up) is not enough (docs/decisions/0007).
  if (!user.twoFactorEnabled) throw AuthErrors.twoFactorEnrolmentRequired();
  if (!user.secondFactorPassed) throw AuthErrors.secondFactorRequired();
  await next();
});
