import { getSessionCookie } from 'better-auth/cookies';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from '../http/env.ts';
import type { ChildPrincipal } from './child-session.ts';

/** Most sessions one instance keeps; past it the oldest are dropped (a bound on memory, not a policy). */
const MAX_ENTRIES = 50_000;

interface CachedSession {
  user: SessionUser;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
  /** performance.now() when it was read from the database. */
  loadedAt: number;
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
 * `ttlMs` 0 disables the cache.
 */
export function createSessionCache(options: { ttlMs: number; clock?: () => number; maxEntries?: number }) {
  const clock = options.clock ?? (() => performance.now());
  const max = options.maxEntries ?? MAX_ENTRIES;
  const sessions = new Map<string, CachedSession>();
  /** Child sessions (child-session.ts), keyed by their token. */
  const children = new Map<string, { child: ChildPrincipal; expiresAt: number; loadedAt: number }>();
  const consents = new Map<string, number>();
  const fresh = (loadedAt: number) => clock() - loadedAt < options.ttlMs;

  /**
   * Entries are kept in the order they were read (re-read ones move to the end), so the stale ones
   * are at the front: dropping them there on every insert keeps only what was read within
   * `ttlMs` — under a steady stream of new sign-ins the maps do not grow — and never more than
   * `max` entries, however many sign in at once.
   */
  function bound<V>(m: Map<string, V>, loadedAt: (v: V) => number) {
    for (const [key, value] of m) {
      if (m.size <= max && fresh(loadedAt(value))) break;
      m.delete(key);
    }
  }

  return {
    enabled: options.ttlMs > 0,

    session(token: string): SessionUser | null {
      const hit = sessions.get(token);
      if (!hit) return null;
      if (fresh(hit.loadedAt) && Date.now() < hit.expiresAt) return hit.user;
      sessions.delete(token);
      return null;
    },

    rememberSession(token: string, user: SessionUser, expiresAt: Date): void {
      if (options.ttlMs <= 0) return;
      sessions.delete(token);
      sessions.set(token, { user, expiresAt: expiresAt.getTime(), loadedAt: clock() });
      bound(sessions, (s) => s.loadedAt);
    },

    child(token: string): ChildPrincipal | null {
      const hit = children.get(token);
      if (!hit) return null;
      if (fresh(hit.loadedAt) && Date.now() < hit.expiresAt) return hit.child;
      children.delete(token);
      return null;
    },

    rememberChild(token: string, child: ChildPrincipal, expiresAt: Date): void {
      if (options.ttlMs <= 0) return;
      children.delete(token);
      children.set(token, { child, expiresAt: expiresAt.getTime(), loadedAt: clock() });
      bound(children, (s) => s.loadedAt);
    },

    /** Drops one child session (a device signed out through this instance). */
    forgetChildSession(sessionId: string): void {
      for (const [token, s] of children) if (s.child.sessionId === sessionId) children.delete(token);
    },

    hasConsent(userId: string): boolean {
      const loadedAt = consents.get(userId);
      if (loadedAt === undefined) return false;
      if (fresh(loadedAt)) return true;
      consents.delete(userId);
      return false;
    },

    rememberConsent(userId: string): void {
      if (options.ttlMs <= 0) return;
      consents.delete(userId);
      consents.set(userId, clock());
      bound(consents, (loadedAt) => loadedAt);
    },

    /** The user of a cached session, if any (to know whom a request acts for without reading). */
    userOf(token: string): string | null {
      return sessions.get(token)?.user.id ?? null;
    },

    /** Drops everything kept about one user (all their sessions, their children's and the consent). */
    forgetUser(userId: string): void {
      consents.delete(userId);
      for (const [token, s] of sessions) if (s.user.id === userId) sessions.delete(token);
      for (const [token, s] of children) if (s.child.parentId === userId) children.delete(token);
    },

    forgetAll(): void {
      sessions.clear();
      children.clear();
      consents.clear();
    },

    /** How many sessions and consents are kept (what bounds this cache's memory). */
    size(): { sessions: number; consents: number } {
      return { sessions: sessions.size + children.size, consents: consents.size };
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
