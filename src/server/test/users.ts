import { and, desc, eq } from 'drizzle-orm';
import { URI, type TOTP } from 'otpauth';
import { emailOutbox, user } from '../db/schema/index.ts';
import { extractLinks } from '../mail/templates.ts';
import { createTestApp, type TestApp } from './app.ts';
import { call, cookiesFrom } from './http.ts';

export const TEST_PASSWORD = 'Haslo-Testowe-123';

let counter = 0;
/** A unique address per call, so suites never collide on the shared PostgreSQL server. */
export function uniqueEmail(prefix = 'rodzic'): string {
  counter++;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.pl`;
}

/** The newest e-mail sent to `to` (from the durable outbox the dev mailbox reads). */
export async function lastEmailTo(t: TestApp, to: string) {
  const [row] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no e-mail to ${to}`);
  return { ...row, links: extractLinks(row.text) };
}

/** Follows a link from an e-mail through the app; returns the response and cookies it set. */
export async function followEmailLink(t: TestApp, link: string, cookie = '') {
  const url = new URL(link);
  const res = await call(t.app, url.pathname + url.search, { cookie });
  return { res, cookie: cookiesFrom(res, cookie) };
}

export async function signUp(t: TestApp, p: { email: string; password?: string; name?: string }) {
  return call(t.app, '/api/auth/sign-up/email', {
    body: {
      email: p.email,
      password: p.password ?? TEST_PASSWORD,
      name: p.name ?? p.email.split('@')[0],
      callbackURL: '/onboarding/consent',
    },
  });
}

export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  const res = await call(t.app, '/api/auth/sign-in/email', { body: { email, password } });
  return { res, cookie: cookiesFrom(res) };
}

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

/**
 * The real journey: sign up, open the verification link from the e-mail (which signs in), and
 * return the session cookie. Options add the later onboarding steps.
 */
export async function createVerifiedUser(
  t: TestApp,
  options: { email?: string; name?: string; consent?: boolean; children?: number } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const signUpRes = await signUp(t, { email, name: options.name });
  if (signUpRes.status !== 200) throw new Error(`sign-up failed: ${signUpRes.status} ${signUpRes.text}`);
  const mail = await lastEmailTo(t, email);
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error('no verification link in the e-mail');
  const { res, cookie } = await followEmailLink(t, link);
  if (res.status !== 302 || !cookie.includes('session_token')) {
    throw new Error(`verification did not sign in: ${res.status} ${res.text}`);
  }
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error('user row missing after sign-up');
  const u = { id: row.id, email, cookie };
  if (options.consent) await giveConsent(t, u);
  for (let i = 0; i < (options.children ?? 0); i++) await addChild(t, u, { nickname: `Dziecko ${i + 1}` });
  return u;
}

export async function giveConsent(t: TestApp, u: TestUser) {
  const res = await call(t.app, '/api/consents', {
    cookie: u.cookie,
    body: { parental: true, terms: true, privacy: true, marketing: false },
  });
  if (res.status !== 200) throw new Error(`consent failed: ${res.status} ${res.text}`);
}

export async function addChild(
  t: TestApp,
  u: TestUser,
  body: Partial<{ nickname: string; grade: string; goal: string; difficulties: string[] }> = {},
) {
  const res = await call(t.app, '/api/students', {
    cookie: u.cookie,
    body: { nickname: 'Ola', grade: '7', goal: 'exam_70', difficulties: [], ...body },
  });
  if (res.status !== 201) throw new Error(`add child failed: ${res.status} ${res.text}`);
  return res.json.student as { id: string; nickname: string };
}

/** Turns a signed-in user back into an unverified one (the session stays), for guard tests. */
export async function markUnverified(t: TestApp, u: TestUser) {
  await t.database.db
    .update(user)
    .set({ emailVerified: false })
    .where(and(eq(user.id, u.id)));
}

/** The authenticator app of an enrolled admin, read from the otpauth:// URI enrolment returned. */
export function authenticator(totpURI: string): TOTP {
  return URI.parse(totpURI) as TOTP;
}

/**
 * The code the app shows `steps` periods from now. Each code signs in once (two-factor.ts), so
 * a test that proves the factor again within one period uses the next step's code, which Better
 * Auth still accepts (its window is one step either side).
 */
export function codeAt(totp: TOTP, steps = 0): string {
  return totp.generate({ timestamp: Date.now() + steps * totp.period * 1000 });
}

/** Enrols the signed-in admin as /admin/security does: password, then the first code. */
export async function enrolTwoFactor(t: TestApp, admin: TestUser) {
  const enabled = await call(t.app, '/api/auth/two-factor/enable', {
    cookie: admin.cookie,
    body: { password: TEST_PASSWORD },
  });
  if (enabled.status !== 200) throw new Error(`two-factor enable failed: ${enabled.status} ${enabled.text}`);
  const totp = authenticator(enabled.json.totpURI);
  const verified = await call(t.app, '/api/auth/two-factor/verify-totp', {
    cookie: admin.cookie,
    body: { code: codeAt(totp) },
  });
  if (verified.status !== 200) throw new Error(`two-factor verify failed: ${verified.status} ${verified.text}`);
  // Better Auth rotates the session on enrolment; the new one has passed the second factor.
  return { totp, backupCodes: enabled.json.backupCodes as string[], cookie: cookiesFrom(verified, admin.cookie) };
}

/**
 * An admin ready to use the admin routes: an address on ADMIN_EMAILS, verified, with an
 * authenticator enrolled and a session that passed it (admins must have one; decision 0007).
 */
export async function createAdmin(
  t: TestApp,
  options: { email: string; consent?: boolean },
): Promise<TestUser & { totp: TOTP }> {
  const u = await createVerifiedUser(t, options);
  const { totp, cookie } = await enrolTwoFactor(t, u);
  return { ...u, cookie, totp };
}

/** The server with two consenting parents: the family under test, and another family it must never reach. */
export async function createTestAppWithTwoFamilies(): Promise<{ t: TestApp; parent: TestUser; other: TestUser }> {
  const t = await createTestApp();
  const parent = await createVerifiedUser(t, { consent: true });
  return { t, parent, other: await createVerifiedUser(t, { consent: true }) };
}

/** The server with one admin, its address in ADMIN_EMAILS: the set-up of every suite that needs an admin. */
export async function createTestAppWithAdmin(
  admin: { consent?: boolean } = {},
): Promise<{ t: TestApp; admin: TestUser & { totp: TOTP } }> {
  const email = uniqueEmail('admin');
  const t = await createTestApp({ env: { ADMIN_EMAILS: email } });
  return { t, admin: await createAdmin(t, { email, ...admin }) };
}
