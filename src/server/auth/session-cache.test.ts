import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { consents, user } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { call } from '../test/http.ts';
import { addChild, createAdmin, createVerifiedUser, giveConsent, type TestUser } from '../test/users.ts';
import type { SessionUser } from '../http/env.ts';
import { createSessionCache } from './session-cache.ts';

/**
 * The session and consent cache (session-cache.ts) must never keep a signed-out session, a
 * withdrawn consent or a lost role for long: changes made through an instance take effect on it
 * at once, changes made elsewhere (another instance on the same database, the database itself)
 * within the cache's time. Two app instances on one database stand for two server processes.
 */
const TTL_MS = 400;
const ADMIN = `admin.cache.${Date.now().toString(36)}@example.pl`;

let t: TestApp;
let other: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_CACHE_MS: String(TTL_MS), ADMIN_EMAILS: ADMIN } });
  other = createApp({ config: t.config, database: t.database, logger: createLogger('silent'), now: t.clock.now });
});
afterAll(() => t.close());

const onA = (path: string, u: TestUser) => call(t.app, path, { cookie: u.cookie });
const onB = (path: string, u: TestUser) => call(other, path, { cookie: u.cookie });
const pastTtl = () => new Promise((r) => setTimeout(r, TTL_MS + 50));

/** Both instances have served (and so cached) the user's session and consent. */
async function warm(u: TestUser, path = '/api/students') {
  expect((await onA(path, u)).status).toBe(200);
  expect((await onB(path, u)).status).toBe(200);
}

describe('session cache invalidation', () => {
  it('sign-out: refused at once on the instance that signed out, within the cache time on the other', async () => {
    const u = await createVerifiedUser(t, { consent: true, children: 1 });
    await warm(u);
    const out = await call(t.app, '/api/auth/sign-out', { cookie: u.cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await onA('/api/students', u)).status).toBe(401);
    await pastTtl();
    expect((await onB('/api/students', u)).status).toBe(401);
  });

  it('consent withdrawn in the database: refused on both instances within the cache time', async () => {
    const u = await createVerifiedUser(t, { consent: true, children: 1 });
    await warm(u);
    await t.database.db.delete(consents).where(and(eq(consents.userId, u.id), eq(consents.type, 'parental')));
    await pastTtl();
    for (const res of [await onA('/api/students', u), await onB('/api/students', u)]) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('auth.consent_required');
    }
    // Giving it again takes effect at once (a missing consent is never cached).
    await giveConsent(t, u);
    expect((await onB('/api/students', u)).status).toBe(200);
  });

  it('role taken away in the database: admin routes refused on both instances within the cache time', async () => {
    const admin = await createAdmin(t, { email: ADMIN });
    await warm(admin, '/api/admin/overview');
    await t.database.db.update(user).set({ role: 'parent' }).where(eq(user.id, admin.id));
    await pastTtl();
    expect((await onA('/api/admin/overview', admin)).status).toBe(403);
    expect((await onB('/api/admin/overview', admin)).status).toBe(403);
  });

  it('reuses what it read within the cache time (so the tests above test the cache)', async () => {
    const u = await createVerifiedUser(t, { consent: true });
    await addChild(t, u);
    await warm(u);
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, u.id));
    expect((await onB('/api/students', u)).status).toBe(200);
    await pastTtl();
    expect((await onB('/api/students', u)).status).toBe(403);
  });
});

describe('who can empty the cache', () => {
  it('a visitor or a child posting to account routes changes nothing, so the cache keeps the sessions it read', async () => {
    const u = await createVerifiedUser(t, { consent: true, children: 1 });
    await warm(u);
    // Refused requests without a parent's session (a visitor's, a forged token's).
    expect((await call(t.app, '/api/parent/settings', { body: {} })).status).toBe(401);
    expect(
      (await call(t.app, '/api/auth/reset-password', { body: { token: 'nope', newPassword: 'Haslo-12345' } })).status,
    ).toBeGreaterThanOrEqual(400);
    // Had the cache been emptied, this read would see the change made in the database.
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, u.id));
    expect((await onA('/api/students', u)).status).toBe(200);
    await pastTtl();
    expect((await onA('/api/students', u)).status).not.toBe(200);
  });
});

describe('session cache memory bound', () => {
  const userNo = (i: number): SessionUser => ({
    id: `u${i}`,
    email: `u${i}@example.pl`,
    name: `U${i}`,
    role: 'parent',
    emailVerified: true,
    createdAt: new Date(0),
    twoFactorEnabled: false,
    secondFactorPassed: false,
  });
  const inAnHour = () => new Date(Date.now() + 3_600_000);

  it('never keeps more than its maximum of sessions and consents, dropping the oldest', () => {
    const cache = createSessionCache({ ttlMs: 60_000, clock: () => 0, maxEntries: 3 });
    for (let i = 0; i < 5; i++) {
      cache.rememberSession(`t${i}`, userNo(i), inAnHour());
      cache.rememberConsent(`u${i}`);
    }
    expect(cache.size()).toEqual({ sessions: 3, consents: 3 });
    expect(cache.session('t0')).toBeNull();
    expect(cache.session('t4')?.id).toBe('u4');
    expect(cache.hasConsent('u1')).toBe(false);
    expect(cache.hasConsent('u4')).toBe(true);
  });

  it('drops what was read longer ago than its time as new sign-ins arrive (no growth in a steady stream)', () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 2000, clock: () => now, maxEntries: 50_000 });
    for (let i = 0; i < 1000; i++) {
      now = i * 100; // a new session and consent every 100 ms for 100 s
      cache.rememberSession(`t${i}`, userNo(i), inAnHour());
      cache.rememberConsent(`u${i}`);
    }
    // Only those read within the last 2 s are left: 20 of each, not 1000.
    expect(cache.size()).toEqual({ sessions: 20, consents: 20 });
    expect(cache.session('t999')?.id).toBe('u999');
  });
});
