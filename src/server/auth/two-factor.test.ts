import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOTP } from 'otpauth';
import { twoFactor, user } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { call, cookiesFrom } from '../test/http.ts';
import {
  authenticator,
  codeAt,
  createVerifiedUser,
  enrolTwoFactor,
  followEmailLink,
  lastEmailTo,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type TestUser,
} from '../test/users.ts';
import { TWO_FACTOR_ISSUER, TWO_FACTOR_RATE_LIMITS } from './two-factor.ts';

let t: TestApp;
const adminEmails = Array.from({ length: 6 }, () => uniqueEmail('admin'));
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: adminEmails.join(',') } });
});
afterAll(() => t.close());

const overview = (cookie: string) => call(t.app, '/api/admin/overview', { cookie });
const status = async (cookie: string) => (await call(t.app, '/api/onboarding/status', { cookie })).json;

/** A code that is certainly wrong now (the real one plus one, wrapped). */
function wrongCode(totp: TOTP): string {
  return String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, '0');
}

const enrol = (admin: TestUser) => enrolTwoFactor(t, admin);

/** Password sign-in of an enrolled account: no session yet, only the pending challenge. */
async function passwordStep(email: string) {
  const { res, cookie } = await signIn(t, email);
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  expect(cookie).not.toContain('session_token');
  expect(cookie).toContain('two_factor');
  return cookie;
}

async function magicLinkSession(email: string) {
  const sent = await call(t.app, '/api/auth/sign-in/magic-link', { body: { email, callbackURL: '/auth/callback' } });
  expect(sent.status, sent.text).toBe(200);
  const link = (await lastEmailTo(t, email)).links.find((l) => l.includes('/magic-link/verify'))!;
  const { cookie } = await followEmailLink(t, link);
  expect(cookie).toContain('session_token');
  return cookie;
}

describe('admin two-factor (TOTP)', () => {
  it('an admin enrols: password, QR URI with our issuer and ten backup codes, then the first code', async () => {
    const admin = await createVerifiedUser(t, { email: adminEmails[0] });

    const wrongPassword = await call(t.app, '/api/auth/two-factor/enable', {
      cookie: admin.cookie,
      body: { password: 'nie-to-haslo-1' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json.error.code).toBe('auth.invalid_password');

    const enabled = await call(t.app, '/api/auth/two-factor/enable', {
      cookie: admin.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(enabled.status).toBe(200);
    const totp = authenticator(enabled.json.totpURI);
    expect(totp.issuer).toBe(TWO_FACTOR_ISSUER);
    expect(totp.label).toBe(admin.email);
    expect(totp.digits).toBe(6);
    expect(enabled.json.backupCodes).toHaveLength(10);
    // Not on until a code proves the app has the secret; until then every admin route refuses.
    expect((await status(admin.cookie)).twoFactorEnabled).toBe(false);
    const notYet = await overview(admin.cookie);
    expect(notYet.status).toBe(403);
    expect(notYet.json.error).toMatchObject({
      code: 'auth.two_factor_enrolment_required',
      message: 'Włącz weryfikację dwuetapową, aby korzystać z panelu administratora',
    });

    const wrong = await call(t.app, '/api/auth/two-factor/verify-totp', {
      cookie: admin.cookie,
      body: { code: wrongCode(totp) },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({ code: 'auth.invalid_code', message: expect.stringMatching(/kod/i) });

    const verified = await call(t.app, '/api/auth/two-factor/verify-totp', {
      cookie: admin.cookie,
      body: { code: totp.generate() },
    });
    expect(verified.status).toBe(200);
    // Better Auth rotates the session on enrolment; the new one has passed the second factor.
    const cookie = cookiesFrom(verified, admin.cookie);
    expect(cookie).not.toBe(admin.cookie);
    expect(await status(cookie)).toMatchObject({ twoFactorEnabled: true, secondFactorPending: false });
    expect((await overview(cookie)).status).toBe(200);
    expect((await overview(admin.cookie)).status).toBe(401);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, admin.id));
    expect(row!.twoFactorEnabled).toBe(true);
    const [stored] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id));
    // Stored encrypted, never as the secret the URI carries.
    expect(stored!.secret).not.toContain(totp.secret.base32);
    expect(stored!.verified).toBe(true);

    const again = await call(t.app, '/api/auth/two-factor/enable', { cookie, body: { password: TEST_PASSWORD } });
    expect(again.json.error.code).toBe('auth.totp_already_enabled');
  });

  it('a parent cannot enrol (two-factor is for admin accounts)', async () => {
    const parent = await createVerifiedUser(t);
    const res = await call(t.app, '/api/auth/two-factor/enable', {
      cookie: parent.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.json.error).toMatchObject({
      code: 'auth.two_factor_admins_only',
      message: 'Weryfikacja dwuetapowa jest dostępna tylko dla administratorów',
    });
    expect((await signIn(t, parent.email)).cookie).toContain('session_token');
  });

  it('password sign-in of an enrolled admin needs the code; a wrong code is refused', async () => {
    const admin = await createVerifiedUser(t, { email: adminEmails[1] });
    const { totp, backupCodes } = await enrol(admin);

    const pending = await passwordStep(admin.email);
    expect((await overview(pending)).status).toBe(401);

    const wrong = await call(t.app, '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: wrongCode(totp) },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.code).toBe('auth.invalid_code');
    expect(cookiesFrom(wrong, pending)).not.toContain('session_token');

    // Enrolment used this period's code: the sign-in uses the next one (still inside the window).
    const right = await call(t.app, '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: codeAt(totp, 1) },
    });
    expect(right.status).toBe(200);
    const session = cookiesFrom(right, pending);
    expect(session).toContain('session_token');
    expect((await overview(session)).status).toBe(200);
    expect(await status(session)).toMatchObject({ isAdmin: true, secondFactorPending: false });

    // A backup code works once in place of the app's code.
    const viaBackup = await call(t.app, '/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(admin.email),
      body: { code: backupCodes[0] },
    });
    expect(viaBackup.status).toBe(200);
    expect((await overview(cookiesFrom(viaBackup))).status).toBe(200);
    const reused = await call(t.app, '/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(admin.email),
      body: { code: backupCodes[0] },
    });
    expect(reused.status).toBe(401);
    expect(reused.json.error.code).toBe('auth.invalid_backup_code');
  });

  it('a magic-link session of an enrolled admin is refused by every admin route until it steps up', async () => {
    const admin = await createVerifiedUser(t, { email: adminEmails[2] });
    const { totp } = await enrol(admin);
    const cookie = await magicLinkSession(admin.email);
    expect(await status(cookie)).toMatchObject({ isAdmin: true, twoFactorEnabled: true, secondFactorPending: true });

    const adminPaths = [
      ...new Set(
        t.app.routes
          .filter((r) => r.method === 'GET' && r.path.startsWith('/api/admin/') && !r.path.includes('*'))
          .map((r) => r.path.replace(/:\w+/g, crypto.randomUUID())),
      ),
    ];
    expect(adminPaths).toContain('/api/admin/overview');
    expect(adminPaths).toContain('/api/admin/content/skills');
    for (const path of adminPaths) {
      const res = await call(t.app, path, { cookie });
      expect({ path, status: res.status, code: res.json?.error?.code }).toEqual({
        path,
        status: 403,
        code: 'auth.second_factor_required',
      });
    }
    const refused = await overview(cookie);
    expect(refused.json.error.message).toBe('Potwierdź logowanie kodem z aplikacji uwierzytelniającej');

    // The one-factor session cannot remove the authenticator either, even with the password.
    const disable = await call(t.app, '/api/auth/two-factor/disable', { cookie, body: { password: TEST_PASSWORD } });
    expect(disable.status).toBe(403);
    expect(disable.json.error.code).toBe('auth.second_factor_required');

    const wrong = await call(t.app, '/api/auth/two-factor/verify-totp', { cookie, body: { code: wrongCode(totp) } });
    expect(wrong.status).toBe(401);
    expect((await overview(cookie)).status).toBe(403);

    const stepUp = await call(t.app, '/api/auth/two-factor/verify-totp', { cookie, body: { code: codeAt(totp, 1) } });
    expect(stepUp.status).toBe(200);
    expect((await overview(cookie)).status).toBe(200);
    expect((await call(t.app, '/api/admin/content/skills', { cookie })).status).toBe(200);
  });

  it('disabling needs the password from a verified session; then the password alone signs in', async () => {
    const email = uniqueEmail('admin-off');
    const local = await createTestApp({ env: { ADMIN_EMAILS: email } });
    try {
      const admin = await createVerifiedUser(local, { email });
      const enabled = await call(local.app, '/api/auth/two-factor/enable', {
        cookie: admin.cookie,
        body: { password: TEST_PASSWORD },
      });
      const totp = authenticator(enabled.json.totpURI);
      const verified = await call(local.app, '/api/auth/two-factor/verify-totp', {
        cookie: admin.cookie,
        body: { code: codeAt(totp) },
      });
      const cookie = cookiesFrom(verified, admin.cookie);

      const wrong = await call(local.app, '/api/auth/two-factor/disable', {
        cookie,
        body: { password: 'zle-haslo-12' },
      });
      expect(wrong.json.error.code).toBe('auth.invalid_password');
      const off = await call(local.app, '/api/auth/two-factor/disable', { cookie, body: { password: TEST_PASSWORD } });
      expect(off.status).toBe(200);
      const after = cookiesFrom(off, cookie);
      expect((await call(local.app, '/api/onboarding/status', { cookie: after })).json.twoFactorEnabled).toBe(false);

      const again = await signIn(local, email);
      expect(again.res.json.twoFactorRedirect).toBeUndefined();
      // Signed in, but an admin without an authenticator can only enrol one again.
      const refused = await call(local.app, '/api/admin/overview', { cookie: again.cookie });
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe('auth.two_factor_enrolment_required');
    } finally {
      await local.close();
    }
  });

  it('code checks are rate-limited per address', async () => {
    const email = uniqueEmail('admin-rl');
    const limited = await createTestApp({ env: { ADMIN_EMAILS: email, AUTH_RATE_LIMIT: 'on' } });
    try {
      const admin = await createVerifiedUser(limited, { email });
      const statuses: number[] = [];
      for (let i = 0; i <= TWO_FACTOR_RATE_LIMITS.verify.max; i++) {
        const res = await call(limited.app, '/api/auth/two-factor/verify-totp', {
          cookie: admin.cookie,
          body: { code: '000000' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('a code is accepted once: the same code again, or an older one, is refused within its window', async () => {
    const admin = await createVerifiedUser(t, { email: adminEmails[3] });
    const { totp } = await enrol(admin);
    const verify = async (code: string) =>
      call(t.app, '/api/auth/two-factor/verify-totp', { cookie: await passwordStep(admin.email), body: { code } });
    // Enrolment used this period's code: a second sign-in with it (seconds later) is refused.
    const replay = await verify(codeAt(totp));
    expect(replay.status).toBe(401);
    expect(replay.json.error).toMatchObject({
      code: 'auth.totp_code_reused',
      message: 'Ten kod został już użyty. Poczekaj, aż aplikacja pokaże nowy kod, i wpisz go.',
    });
    expect(replay.headers.getSetCookie().join(';')).not.toContain('session_token');

    const stepBefore = Math.floor(Date.now() / 30_000);
    const next = await verify(codeAt(totp, 1));
    expect(next.status).toBe(200);
    // The next code once more, and the previous period's (still inside the window): both used up.
    expect((await verify(codeAt(totp, 1))).json.error.code).toBe('auth.totp_code_reused');
    expect((await verify(codeAt(totp, -1))).json.error.code).toBe('auth.totp_code_reused');
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id));
    expect(row!.lastAcceptedStep).toBeGreaterThanOrEqual(stepBefore + 1);
  });

  it('two sign-ins racing with one code: exactly one gets a session', async () => {
    const admin = await createVerifiedUser(t, { email: adminEmails[4] });
    const { totp } = await enrol(admin);
    const challenges = await Promise.all([passwordStep(admin.email), passwordStep(admin.email)]);
    const code = codeAt(totp, 1);
    const results = await Promise.all(
      challenges.map((cookie) => call(t.app, '/api/auth/two-factor/verify-totp', { cookie, body: { code } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('an admin without a password (e-mail links only) enrols with the session; one with a password must give it', async () => {
    const cookie = await magicLinkSession(adminEmails[5]!);
    const refused = await overview(cookie);
    expect(refused.json.error.code).toBe('auth.two_factor_enrolment_required');
    const enabled = await call(t.app, '/api/auth/two-factor/enable', { cookie, body: {} });
    expect(enabled.status).toBe(200);
    const totp = authenticator(enabled.json.totpURI);
    const verified = await call(t.app, '/api/auth/two-factor/verify-totp', { cookie, body: { code: codeAt(totp) } });
    expect(verified.status).toBe(200);
    expect((await overview(cookiesFrom(verified, cookie))).status).toBe(200);

    const withPassword = await createVerifiedUser(t, { email: uniqueEmail('rodzic-haslo') });
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, withPassword.id));
    const noPassword = await call(t.app, '/api/auth/two-factor/enable', { cookie: withPassword.cookie, body: {} });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.error.code).toBe('auth.invalid_password');
  });
});
