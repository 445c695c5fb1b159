import { getSessionCookie } from 'better-auth/cookies';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../http/env.ts';
import { createLruCache, type LruCache } from '../lru-cache.ts';
import type { ChildPrincipal } from './child-session.ts';

/** Most sessions one instance keeps; past it the oldest are dropped (a bound on memory, not a policy). */
const MAX_ENTRIES = 50_000;

interface CachedSession {
  user: SessionUser;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
}

/**
 * This instance's short-lived copy of signed-in sessions (keyed by the session cookie's value)
 * and of given parental consents (keyed by user), so a learner's stream of requests does not
 * read the session, the user and the consent again for every answer (issue 14).
 *
 * Only positive answers are kept: an unknown cookie, a missing consent are read every time, so
 * signing in or consenting takes effect at once everywhere. What is kept is dropped
 * - at once on this instance when the user changes it here (app.ts forgets the acting user after
 *   every state-changing request to the auth, consent and account routes), and
 * - within `ttlMs` everywhere else (another instance, a change made in the database).
 * `ttlMs` 0 disables the cache. Each map keeps at most `maxEntries`, and drops what was read
 * longer than `ttlMs` ago as new entries arrive (lru-cache.ts).
 */
export function createSessionCache(options: { ttlMs: number; clock?: () => number; maxEntries?: number }) {
  const max = options.maxEntries ?? MAX_ENTRIES;
  const kept = { ttlMs: options.ttlMs, now: options.clock };
  const sessions = createLruCache<CachedSession>(max, kept);
  /** Child sessions (child-session.ts), keyed by their token. */
  const children = createLruCache<{ child: ChildPrincipal; expiresAt: number }>(max, kept);
  const consents = createLruCache<true>(max, kept);
  const enabled = options.ttlMs > 0;
  /** Deletes the entries `drop` picks (collected first: an entry is not deleted while listed). */
  function forget<V>(cache: LruCache<V>, drop: (value: V) => boolean) {
    const keys = [...cache.entries()].filter(([, value]) => drop(value)).map(([key]) => key);
    for (const key of keys) cache.delete(key);
  }

  return {
    enabled,

    session(token: string): SessionUser | null {
      const hit = sessions.get(token);
      if (!hit) return null;
      if (Date.now() < hit.expiresAt) return hit.user;
      sessions.delete(token);
      return null;
    },

    rememberSession(token: string, user: SessionUser, expiresAt: Date): void {
      if (enabled) sessions.set(token, { user, expiresAt: expiresAt.getTime() });
    },

    child(token: string): ChildPrincipal | null {
      const hit = children.get(token);
      if (!hit) return null;
      if (Date.now() < hit.expiresAt) return hit.child;
      children.delete(token);
      return null;
    },

    rememberChild(token: string, child: ChildPrincipal, expiresAt: Date): void {
      if (enabled) children.set(token, { child, expiresAt: expiresAt.getTime() });
    },

    /** Drops one child session (a device signed out through this instance). */
    forgetChildSession(sessionId: string): void {
      forget(children, (s) => s.child.sessionId === sessionId);
    },

    hasConsent(userId: string): boolean {
      return consents.get(userId) === true;
    },

    rememberConsent(userId: string): void {
      if (enabled) consents.set(userId, true);
    },

    /** The user of a cached session, if any (to know whom a request acts for without reading). */
    userOf(token: string): string | null {
      return sessions.get(token)?.user.id ?? null;
    },

    /** Drops everything kept about one user (all their sessions, their children's and the consent). */
    forgetUser(userId: string): void {
      consents.delete(userId);
      forget(sessions, (s) => s.user.id === userId);
      forget(children, (s) => s.child.parentId === userId);
    },

    forgetAll(): void {
      sessions.clear();
      children.clear();
      consents.clear();
    },

    /** How many sessions and consents are kept (what bounds this cache's memory). */
    size(): { sessions: number; consents: number } {
      return { sessions: sessions.size() + children.size(), consents: consents.size() };
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** hasConsent read through the cache: a given consent is reused for the cache's time. */
export function cachedConsent(cache: SessionCache, read: (userId: string) => Promise<boolean>) {
  return async (userId: string): Promise<boolean> => {
    if (cache.hasConsent(userId)) return true;
    const given = await read(userId);
    if (given) cache.rememberConsent(userId);
    return given;
  };
}

/** Where a state-changing request may change who is signed in, their role or their consent. */
const CHANGING_PREFIXES = ['/api/auth/', '/api/consents', '/api/parent/', '/api/me', '/api/onboarding', '/api/admin/'];
/** Auth requests that only create sessions or send e-mails: nothing cached can be stale after them. */
const CREATING_AUTH_PATHS =
  /^\/api\/auth\/(sign-in|sign-up|send-verification-email|request-password-reset|forget-password)/;

/**
 * After a state-changing request to the auth, consent or account routes, this instance forgets
 * what it kept about the acting user (sign-out, consent, role, second factor, account deletion
 * take effect here at once). When the auth request's user is not known (a password reset by
 * e-mail link revokes sessions), it forgets everything — but only after an auth request that
 * succeeded: a refused request, or one from a visitor or a child to an account route, changed
 * nothing, and must not let anyone empty the instance's cache at will.
 */
function revokesWithoutSession(path: string, status: number): boolean {
  return path.startsWith('/api/auth/') && status < 400 && !CREATING_AUTH_PATHS.test(path);
}

export function forgetChangedSessions(cache: SessionCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    const changing =
      cache.enabled && method !== 'GET' && method !== 'HEAD' && CHANGING_PREFIXES.some((p) => path.startsWith(p));
    const token = changing ? getSessionCookie(c.req.raw.headers) : null;
    await next();
    if (!changing) return;
    const userId = (token ? cache.userOf(token) : null) ?? c.get('user')?.id ?? null;
    if (userId) cache.forgetUser(userId);
    else if (revokesWithoutSession(path, c.res.status)) cache.forgetAll();
  });
}
