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
import { childCookieValue, verifiedToken, type ChildPrincipal, type ChildSessionStore } from './child-session.ts';

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
  children: { store: ChildSessionStore; secret: string; now: () => Date },
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = cache.enabled ? getSessionCookie(c.req.raw.headers) : null;
    const cached = token ? cache.session(token) : null;
    const user = cached ?? (await readSession(c.req.raw.headers, token));
    c.set('user', user);
    // A parent's session wins: a parent who signs in on the child's device acts as the parent
    // until they sign out (docs/decisions/0019-child-sessions.md).
    c.set('child', user ? null : await readChild(childCookieValue(c)));
    await next();
  });

  async function readChild(cookie: string | undefined): Promise<ChildPrincipal | null> {
    const childToken = verifiedToken(cookie, children.secret);
    if (!childToken) return null;
    const hit = cache.child(childToken);
    if (hit) return hit;
    const found = await children.store.resolve(childToken, children.now());
    if (!found) return null;
    cache.rememberChild(childToken, found.principal, found.expiresAt);
    return found.principal;
  }

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

/**
 * The signed-in parent or admin, for handlers behind requireUser. A child session is refused
 * here, so a route accepts a child only by asking for the learner (currentLearner) instead.
 */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (user) return user;
  if (c.get('child')) throw AuthErrors.childNotAllowed();
  throw CommonErrors.unauthorized();
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  currentUser(c);
  await next();
});

/** The signed-in child, for the child's own routes (/api/child). */
export function currentChild(c: Context<AppEnv>): ChildPrincipal {
  const child = c.get('child');
  if (child) return child;
  if (c.get('user')) throw AuthErrors.childOnly();
  throw CommonErrors.unauthorized();
}

export const requireChild = createMiddleware<AppEnv>(async (c, next) => {
  currentChild(c);
  await next();
});

/**
 * Who a learning request acts for: the family (`parentId`), and for a child session the one
 * child it may touch (`studentId`; null for a parent, who may act for any of their children).
 */
export interface Learner {
  parentId: string;
  studentId: string | null;
}

export function currentLearner(c: Context<AppEnv>): Learner {
  const child = c.get('child');
  if (child) return { parentId: child.parentId, studentId: child.studentId };
  return { parentId: currentUser(c).id, studentId: null };
}

/**
 * The guard of the learning routes (diagnostic, practice, tutor, exams, question reports and a
 * child's own profile): a verified parent with consent, or a child of a family that gave it. The
 * one place where a route opts in to accept a child; the handler then scopes with currentLearner.
 */
export function requireLearner(hasConsent: (userId: string) => Promise<boolean>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const child = c.get('child');
    // A child's family may withdraw consent after the device signed in.
    if (child) {
      if (!(await hasConsent(child.parentId))) throw CommonErrors.consentRequired();
    } else {
      const user = currentUser(c);
      if (!user.emailVerified) throw CommonErrors.emailNotVerified();
      if (!(await hasConsent(user.id))) throw CommonErrors.consentRequired();
    }
    await next();
  });
}
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
