import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { emailOutbox, user } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { call } from '../test/http.ts';
import { TEST_PASSWORD, uniqueEmail } from '../test/users.ts';
import { ACCOUNT_RATE_LIMITS } from './account-limits.ts';

/**
 * Limits per account (issue 22 item 18): one parent's password guessed, or one inbox flooded,
 * from many addresses and over several instances sharing one database.
 */
let t: TestApp;
/** A second instance on the same database and clock. */
let other: ReturnType<typeof createApp>;
let nextPeer = 1;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
  other = createApp({ config: t.config, database: t.database, logger: createLogger('silent'), now: t.clock.now });
});
afterAll(() => t.close());

/** A fresh client address each time, so no per-address limit is reached. */
function newPeer(): string {
  const n = nextPeer++;
  return `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** From `peer`, as a trusted reverse proxy reports it (client-ip.ts). */
function post(path: string, body: unknown, app = t.app, peer = newPeer()) {
  return call(app, path, { body, headers: { 'x-forwarded-for': peer } });
}

/** A parent signed up from an address of their own (sign-up is limited per address). */
async function signUp(): Promise<string> {
  const email = uniqueEmail();
  const res = await post('/api/auth/sign-up/email', { email, password: TEST_PASSWORD, name: 'Ala' });
  expect(res.status).toBe(200);
  return email;
}

async function verifiedParent(): Promise<{ email: string }> {
  const email = await signUp();
  await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return { email };
}

const wrongPassword = (email: string, app = t.app) =>
  post('/api/auth/sign-in/email', { email, password: 'Zle-Haslo-123' }, app);
const rightPassword = (email: string) => post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
const magicLink = (email: string, app = t.app) =>
  post('/api/auth/sign-in/magic-link', { email, callbackURL: '/auth/callback' }, app);

async function mailsTo(email: string, subject: string) {
  const rows = await t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, `%${subject}%`)));
  return rows.length;
}

function expectLimited(res: Awaited<ReturnType<typeof post>>, message: RegExp) {
  expect(res.status).toBe(429);
  expect(res.json.error).toMatchObject({ code: 'request.rate_limited' });
  expect(res.json.error.message).toMatch(message);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('failed sign-ins to one account', () => {
  const { max, windowSeconds } = ACCOUNT_RATE_LIMITS.signInFailures;

  it('are limited from many addresses, the right password too, until the window slides on', async () => {
    const u = await verifiedParent();
    for (let i = 0; i < max; i++) {
      // The address as typed: its case makes no other account.
      const typed = i % 2 ? u.email.toUpperCase() : u.email;
      expect((await wrongPassword(typed)).status).toBe(401);
    }
    const lastCounted = t.clock.now().getTime();
    const limited = await wrongPassword(u.email);
    expectLimited(limited, /Zbyt wiele nieudanych prób logowania na to konto\. Spróbuj ponownie za 15 minut/);
    // A limit that let the right password through would tell a guesser when they hit it.
    expect((await rightPassword(u.email)).status).toBe(429);
    // Another parent is not affected.
    const neighbour = await verifiedParent();
    expect((await rightPassword(neighbour.email)).status).toBe(200);
    // A sliding window, not a lock: refused attempts are not counted, so the parent is let in
    // once the counted failures are older than the window.
    t.clock.advance(windowSeconds * 1000 - 60_000);
    expect((await wrongPassword(u.email)).status).toBe(429);
    t.clock.advance(lastCounted + windowSeconds * 1000 + 1_000 - t.clock.now().getTime());
    expect((await rightPassword(u.email)).status).toBe(200);
    // Signing in forgives the mistakes before it.
    for (let i = 0; i < max; i++) expect((await wrongPassword(u.email)).status).toBe(401);
    expect((await wrongPassword(u.email)).status).toBe(429);
  });

  it('are counted across instances on one database', async () => {
    const u = await verifiedParent();
    for (let i = 0; i < max; i++) expect((await wrongPassword(u.email, i % 2 ? other : t.app)).status).toBe(401);
    expectLimited(await wrongPassword(u.email, other), /nieudanych prób logowania/);
    expectLimited(await wrongPassword(u.email, t.app), /nieudanych prób logowania/);
  });

  it('count for an address without an account the same, so the limit tells no one who has one', async () => {
    const nobody = uniqueEmail('nikt');
    for (let i = 0; i < max; i++) expect((await wrongPassword(nobody)).status).toBe(401);
    expect((await wrongPassword(nobody)).status).toBe(429);
  });
});

describe('mails to one inbox', () => {
  it('magic links from many addresses: the limit holds, mails stop, and the window slides', async () => {
    const { max, windowSeconds } = ACCOUNT_RATE_LIMITS.magicLink;
    const u = await verifiedParent();
    for (let i = 0; i < max; i++) {
      expect((await magicLink(u.email)).status).toBe(200);
      t.clock.advance(60_000);
    }
    expectLimited(await magicLink(u.email), /Na ten adres wysłaliśmy już kilka wiadomości\. .* za 5 minut\./);
    expect(await mailsTo(u.email, 'link do logowania')).toBe(max);
    // The first link leaves the window: one more may go, and the limit holds again.
    t.clock.advance((windowSeconds - max * 60) * 1000 + 1_000);
    expect((await magicLink(u.email)).status).toBe(200);
    expect((await magicLink(u.email)).status).toBe(429);
  });

  it('magic links are counted across instances on one database', async () => {
    const email = uniqueEmail();
    const { max } = ACCOUNT_RATE_LIMITS.magicLink;
    for (let i = 0; i < max; i++) expect((await magicLink(email, i % 2 ? other : t.app)).status).toBe(200);
    expect((await magicLink(email, other)).status).toBe(429);
    expect((await magicLink(email, t.app)).status).toBe(429);
  });

  it('password resets and verification e-mails from many addresses are limited', async () => {
    const u = await verifiedParent();
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.passwordReset.max; i++) {
      const res = await post('/api/auth/request-password-reset', {
        email: u.email,
        redirectTo: '/auth/reset-password',
      });
      expect(res.status).toBe(200);
    }
    expectLimited(
      await post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/auth/reset-password' }),
      /Na ten adres wysłaliśmy już kilka wiadomości/,
    );

    const unverified = await signUp();
    const resend = () =>
      post('/api/auth/send-verification-email', { email: unverified, callbackURL: '/auth/verified' });
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.verificationEmail.max; i++) expect((await resend()).status).toBe(200);
    expectLimited(await resend(), /Na ten adres wysłaliśmy już kilka wiadomości/);
    // Each limit is its own: the parent locked out of resets still gets a sign-in link.
    expect((await magicLink(u.email)).status).toBe(200);
  });
});
