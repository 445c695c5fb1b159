import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { auditLog, session, user } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { loadConfig } from '../config.ts';
import { createDevMailboxTransport, createMailer } from '../mail/mailer.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../test/app.ts';
import { call, cookiesFrom } from '../test/http.ts';
import {
  createVerifiedUser,
  followEmailLink,
  lastEmailTo,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../test/users.ts';
import { AUTH_RATE_LIMITS } from './auth.ts';

let t: TestApp;
const adminEmail = uniqueEmail('admin');
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: adminEmail } });
});
afterAll(() => t.close());

describe('sign-up and e-mail verification', () => {
  it('sends a Polish verification e-mail; the link verifies, signs in and lands on consent', async () => {
    const email = uniqueEmail();
    const res = await signUp(t, { email });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email, emailVerified: false, role: 'parent' });

    const mail = await lastEmailTo(t, email);
    expect(mail.subject).toBe('Potwierdź adres e-mail — Celujący');
    expect(mail.text).toContain('Dzień dobry!');
    expect(mail.text).toContain('Link jest ważny przez 1 godzinę.');
    expect(mail.html).toContain('<html lang="pl">');
    const link = mail.links[0]!;
    expect(link.startsWith(`${TEST_BASE_URL}/api/auth/verify-email?token=`)).toBe(true);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

    const refused = await signIn(t, email);
    expect(refused.res.status).toBe(403);
    expect(refused.cookie).toBe('');

    const verified = await followEmailLink(t, link);
    expect(verified.res.status).toBe(302);
    expect(verified.res.headers.get('location')).toBe('/onboarding/consent');
    const setCookie = verified.res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await call(t.app, '/api/me', { cookie: verified.cookie });
    expect(me.json.user).toMatchObject({ email, emailVerified: true });
    const sessions = await t.database.db.select().from(session).where(eq(session.userId, me.json.user.id));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.ipAddress === null)).toBe(true);
  });

  it('a second sign-up with a registered address is refused with an "already" message (spec 8)', async () => {
    const u = await createVerifiedUser(t);
    const again = await signUp(t, { email: u.email.toUpperCase(), password: 'Inne-Haslo-789' });
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.json)).toMatch(/already/i);
    expect((await signIn(t, u.email, 'Inne-Haslo-789')).res.status).toBe(401);
    expect((await signIn(t, u.email)).res.status).toBe(200);
  });

  it('the role cannot be chosen at sign-up or changed through the profile update', async () => {
    const email = uniqueEmail('cwaniak');
    const res = await call(t.app, '/api/auth/sign-up/email', {
      body: { email, password: TEST_PASSWORD, name: 'Cwaniak', role: 'admin', callbackURL: '/onboarding/consent' },
    });
    // Better Auth either rejects the field or ignores it; it must never be stored.
    expect([200, 400]).toContain(res.status);
    const [stored] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.email, email));
    expect(stored === undefined || stored.role === 'parent').toBe(true);
    const u = await createVerifiedUser(t);
    const update = await call(t.app, '/api/auth/update-user', { cookie: u.cookie, body: { role: 'admin' } });
    expect(update.status).toBeGreaterThanOrEqual(400);
    const me = await call(t.app, '/api/me', { cookie: u.cookie });
    expect(me.json).toMatchObject({ isAdmin: false, user: { role: 'parent' } });
  });

  it.each([
    ['Ab1', ['Hasło musi mieć co najmniej 8 znaków']],
    ['aaaaaaaa', ['Hasło musi zawierać wielką literę', 'Hasło musi zawierać cyfrę']],
    ['12345678', ['Hasło musi zawierać małą literę', 'Hasło musi zawierać wielką literę']],
    ['        ', ['Hasło musi zawierać małą literę', 'Hasło musi zawierać wielką literę', 'Hasło musi zawierać cyfrę']],
    ['password', ['Hasło musi zawierać wielką literę', 'Hasło musi zawierać cyfrę']],
  ])(
    'refuses the weak password %j at sign-up with the spec messages, and creates no account',
    async (password, messages) => {
      const email = uniqueEmail('slabe');
      const res = await signUp(t, { email, password });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('request.invalid');
      expect(res.json.error.details).toEqual(messages.map((message) => ({ path: 'password', message })));
      expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    },
  );
});

describe('magic link', () => {
  it('e-mails a one-time link that signs in and lands on /auth/callback', async () => {
    const u = await createVerifiedUser(t);
    const res = await call(t.app, '/api/auth/sign-in/magic-link', {
      body: { email: u.email, callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    expect(res.status).toBe(200);
    const mail = await lastEmailTo(t, u.email);
    expect(mail.subject).toBe('Twój link do logowania — Celujący');
    expect(mail.text).toContain('działa tylko raz');
    const link = mail.links[0]!;
    expect(link).toContain('/api/auth/magic-link/verify?token=');

    const first = await followEmailLink(t, link);
    expect(first.res.status).toBe(302);
    expect(new URL(first.res.headers.get('location')!, TEST_BASE_URL).pathname).toBe('/auth/callback');
    expect((await call(t.app, '/api/me', { cookie: first.cookie })).json.user.id).toBe(u.id);

    const reused = await followEmailLink(t, link);
    expect(reused.res.status).toBe(302);
    const failed = new URL(reused.res.headers.get('location')!, TEST_BASE_URL);
    expect(failed.pathname).toBe('/auth/callback');
    expect(failed.searchParams.get('error')).toBeTruthy();
    expect(reused.cookie).toBe('');
  });

  it('an unknown address gets an account created on first use, already verified', async () => {
    const email = uniqueEmail('nowy');
    await call(t.app, '/api/auth/sign-in/magic-link', { body: { email, callbackURL: '/auth/callback' } });
    const { cookie } = await followEmailLink(t, (await lastEmailTo(t, email)).links[0]!);
    const me = await call(t.app, '/api/me', { cookie });
    expect(me.json.user).toMatchObject({ email, emailVerified: true, role: 'parent' });
  });
});

describe('sign-up and account fields', () => {
  it('refuses an address over 254 characters, and a name of one visible letter, with Polish messages', async () => {
    const long = `${'a'.repeat(964)}@example.pl`;
    const res = await signUp(t, { email: long });
    expect(res.status).toBe(400);
    expect(res.json.error.details).toContainEqual({
      path: 'email',
      message: 'Adres e-mail może mieć najwyżej 254 znaki',
    });
    expect(await t.database.db.select().from(user).where(eq(user.email, long))).toEqual([]);

    const oneLetter = await signUp(t, { email: uniqueEmail(), name: 'A\u200b' });
    expect(oneLetter.json.error.details).toEqual([{ path: 'name', message: 'Imię musi mieć co najmniej 2 znaki' }]);
    const u = await createVerifiedUser(t);
    const rename = await call(t.app, '/api/auth/update-user', { cookie: u.cookie, body: { name: 'A' } });
    expect(rename.status).toBe(400);
    expect(rename.json.error.details).toEqual([{ path: 'name', message: 'Imię musi mieć co najmniej 2 znaki' }]);
  });
});

describe('password change', () => {
  it('refuses a weak new password with the spec messages and keeps the old one; a strong one works', async () => {
    const u = await createVerifiedUser(t);
    const change = (newPassword: string) =>
      call(t.app, '/api/auth/change-password', {
        cookie: u.cookie,
        body: { currentPassword: TEST_PASSWORD, newPassword },
      });
    const weak = await change('12345678');
    expect(weak.status).toBe(400);
    expect(weak.json.error.details).toEqual([
      { path: 'newPassword', message: 'Hasło musi zawierać małą literę' },
      { path: 'newPassword', message: 'Hasło musi zawierać wielką literę' },
    ]);
    expect((await signIn(t, u.email, TEST_PASSWORD)).res.status).toBe(200);
    expect((await change('Zmienione-Haslo-7')).status).toBe(200);
    expect((await signIn(t, u.email, 'Zmienione-Haslo-7')).res.status).toBe(200);
  });
});

describe('password reset', () => {
  it('e-mails a link to /auth/reset-password; the new password works and the old one does not', async () => {
    const u = await createVerifiedUser(t);
    const req = await call(t.app, '/api/auth/request-password-reset', {
      body: { email: u.email, redirectTo: '/auth/reset-password' },
    });
    expect(req.status).toBe(200);
    const mail = await lastEmailTo(t, u.email);
    expect(mail.subject).toBe('Ustaw nowe hasło — Celujący');
    const landing = await followEmailLink(t, mail.links[0]!);
    expect(landing.res.status).toBe(302);
    const location = new URL(landing.res.headers.get('location')!, TEST_BASE_URL);
    expect(location.pathname).toBe('/auth/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const weak = await call(t.app, '/api/auth/reset-password', { body: { newPassword: 'password', token } });
    expect(weak.status).toBe(400);
    expect(weak.json.error.details).toEqual([
      { path: 'newPassword', message: 'Hasło musi zawierać wielką literę' },
      { path: 'newPassword', message: 'Hasło musi zawierać cyfrę' },
    ]);
    const reset = await call(t.app, '/api/auth/reset-password', { body: { newPassword: 'Nowe-Haslo-456', token } });
    expect(reset.status).toBe(200);
    expect((await signIn(t, u.email, TEST_PASSWORD)).res.status).toBe(401);
    expect((await signIn(t, u.email, 'Nowe-Haslo-456')).res.status).toBe(200);
    // Sessions from before the reset are revoked.
    expect((await call(t.app, '/api/me', { cookie: u.cookie })).status).toBe(401);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nieznany');
    const res = await call(t.app, '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/auth/reset-password' },
    });
    expect(res.status).toBe(200);
    await expect(lastEmailTo(t, email)).rejects.toThrow();
  });
});

describe('admin promotion (ADMIN_EMAILS)', () => {
  it('an address on the list is admin from sign-up; repeated sign-ins change nothing', async () => {
    const admin = await createVerifiedUser(t, { email: adminEmail });
    const me = await call(t.app, '/api/me', { cookie: admin.cookie });
    expect(me.json).toMatchObject({ isAdmin: true, user: { role: 'admin' } });
    await signIn(t, adminEmail);
    await signIn(t, adminEmail);
    const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, admin.id));
    expect(row?.role).toBe('admin');
  });

  it('an existing parent added to the list later becomes admin on the next sign-in, once', async () => {
    const parent = await createVerifiedUser(t);
    expect((await call(t.app, '/api/me', { cookie: parent.cookie })).json.isAdmin).toBe(false);
    // The same database, restarted with the address on the list.
    const config = loadConfig({ ...rawTestEnv(), ADMIN_EMAILS: parent.email });
    const app2 = createApp({ config, database: t.database, logger: createLogger('silent'), now: () => new Date() });
    const t2 = { ...t, app: app2 };
    const first = await signIn(t2, parent.email);
    expect(first.res.status).toBe(200);
    expect((await call(app2, '/api/me', { cookie: first.cookie })).json).toMatchObject({ isAdmin: true });
    await signIn(t2, parent.email);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.promoted_admin'), eq(auditLog.target, parent.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.data).toMatchObject({ reason: 'ADMIN_EMAILS', previousRole: 'parent' });
  });
});

function rawTestEnv() {
  return { NODE_ENV: 'test', BASE_URL: TEST_BASE_URL, LOG_LEVEL: 'silent', CLIENT_DIST: t.config.CLIENT_DIST };
}

describe('rate limits', () => {
  it('the sixth sign-in attempt within a minute from one address gets 429', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
    try {
      const u = await createVerifiedUser(limited);
      const other = await createVerifiedUser(limited);
      // Two accounts in turn, so no account reaches its own limit (account-limits.test.ts).
      const attempt = (ip: string, i: number, extra: Record<string, string> = {}) =>
        call(limited.app, '/api/auth/sign-in/email', {
          body: { email: i % 2 ? other.email : u.email, password: 'zle-haslo-123' },
          headers: { 'x-forwarded-for': ip, ...extra },
        });
      for (let i = 0; i < AUTH_RATE_LIMITS.signIn.max; i++) {
        expect((await attempt('198.51.100.1', i)).status).toBe(401);
      }
      const blocked = await attempt('198.51.100.1', 1);
      expect(blocked.status).toBe(429);
      // Even the right password is refused while the window lasts.
      const right = await call(limited.app, '/api/auth/sign-in/email', {
        body: { email: u.email, password: TEST_PASSWORD },
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(right.status).toBe(429);
      // The client cannot pick its own rate-limit identity.
      expect((await attempt('198.51.100.1', 0, { 'x-celujacy-client-ip': '192.0.2.99' })).status).toBe(429);
      // Another address has its own allowance.
      expect((await attempt('198.51.100.2', 0)).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('magic-link requests are limited too', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: 'on' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= AUTH_RATE_LIMITS.magicLink.max; i++) {
        const res = await call(limited.app, '/api/auth/sign-in/magic-link', {
          body: { email: uniqueEmail(), callbackURL: '/auth/callback' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('production cookies', () => {
  it('are Secure, HttpOnly and SameSite=Lax', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      BASE_URL: 'https://celujacy.example',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:1',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: 'off',
      CLIENT_DIST: t.config.CLIENT_DIST,
    });
    const now = () => new Date();
    const logger = createLogger('silent');
    const mailer = createMailer({
      db: t.database.db,
      transport: createDevMailboxTransport(),
      from: 'x@example.pl',
      logger,
      now,
    });
    const app = createApp({ config, database: t.database, logger, now, mailer });
    const email = uniqueEmail('prod');
    const res = await call(app, '/api/auth/sign-up/email', {
      body: { email, password: TEST_PASSWORD, name: 'Prod', callbackURL: '/onboarding/consent' },
      origin: 'https://celujacy.example',
    });
    expect(res.status).toBe(200);
    const link = new URL((await lastEmailTo(t, email)).links[0]!);
    expect(link.origin).toBe('https://celujacy.example');
    const verified = await call(app, link.pathname + link.search);
    const setCookie = verified.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(setCookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(cookiesFrom(verified)).toContain('__Secure-better-auth.session_token=');
  });
});
