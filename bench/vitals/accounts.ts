/**
 * The people bench:vitals loads pages as, made through the app's own API on a fresh server
 * (e2e/start-server.ts, whose dev mailbox carries the e-mails and whose ADMIN_EMAILS names
 * admin@example.com): a verified parent with consent and a child; the child signed in on their
 * own device with the parent's one-time link (POST /api/students/{id}/sign-in-link, then
 * /api/child-auth/link, as e2e/child-sign-in.spec.ts does in the browser), with the records the
 * child's pages show; an admin with an authenticator; the same admin between password and code.
 */
import { request, type APIRequestContext, type APIResponse, type BrowserContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export type SignedIn = 'parent' | 'child' | 'admin' | 'second-factor';

/** The records the child's pages show, made by the child's own requests. */
export interface Ids {
  studentId: string;
  /** The open practice session (the run page answers in it). */
  sessionId: string;
  /** A finished session (its summary) and a question served in it (the step tutor). */
  endedSessionId: string;
  questionId: string;
  examId: string;
  diagnosticId: string;
}

export interface Accounts {
  states: Partial<Record<SignedIn, StorageState>>;
  ids: Ids;
}

const PASSWORD = 'Haslo-Vitals-123';
const ADMIN_EMAIL = 'admin@example.com';
const CONSENTED = JSON.stringify({ essential: true, analytics: false, marketing: false, personalization: false });

/** What every visitor's browser holds: the cookie choice made (no banner over the page measured). */
export function browserStorage(base: string, child = false): StorageState['origins'] {
  const localStorage = [{ name: 'cookie_consent', value: CONSENTED }];
  // Set by /child/link on the child's device (src/client/lib/storage.ts); the guards read it.
  if (child) localStorage.push({ name: 'child_device', value: '1' });
  return [{ origin: base, localStorage }];
}

/**
 * Makes the accounts `who` needs. `records`: also the child's finished diagnostic, mock exam and
 * practice session (a few seconds; only the full run's pages show them).
 */
export async function makeAccounts(base: string, who: Set<SignedIn>, records: boolean): Promise<Accounts> {
  const ids: Ids = { studentId: '', sessionId: '', endedSessionId: '', questionId: '', examId: '', diagnosticId: '' };
  const states: Accounts['states'] = {};
  const parent = await apiContext(base);
  try {
    await signUp(parent, `vitals.${Date.now().toString(36)}@example.pl`, '/onboarding/consent');
    await post(parent, '/api/consents', { parental: true, terms: true, privacy: true, marketing: false });
    const added = await post<{ student: { id: string } }>(parent, '/api/students', {
      nickname: 'Zosia',
      grade: '7',
      goal: 'exam_70',
      difficulties: [],
    });
    ids.studentId = added.student.id;
    if (who.has('parent')) states.parent = await state(parent, base);
    if (who.has('child')) states.child = await signInChild(parent, base, ids, records);
  } finally {
    await parent.dispose();
  }
  if (who.has('admin') || who.has('second-factor')) Object.assign(states, await signInAdmin(base));
  return { states, ids };
}

async function signInChild(parent: APIRequestContext, base: string, ids: Ids, records: boolean) {
  const link = await post<{ url: string }>(parent, `/api/students/${ids.studentId}/sign-in-link`, {});
  const child = await apiContext(base);
  try {
    await post(child, '/api/child-auth/link', { token: new URL(link.url).hash.slice(1) });
    const studentId = ids.studentId;
    if (records) {
      const diagnostic = await post<{ attemptId: string }>(child, '/api/diagnostic/start', { studentId });
      const result = await post<{ diagnosticId: string }>(child, '/api/diagnostic/finish', {
        attemptId: diagnostic.attemptId,
      });
      ids.diagnosticId = result.diagnosticId;
      const exam = await post<{ examId: string }>(child, '/api/exams/start', { studentId });
      await post(child, '/api/exams/finish', { examId: exam.examId });
      ids.examId = exam.examId;
      const ended = await post<{ sessionId: string }>(child, '/api/session/start', { studentId });
      const next = await post<{ question: { id: string } }>(child, '/api/session/next', { sessionId: ended.sessionId });
      await post(child, '/api/session/end', { sessionId: ended.sessionId });
      ids.endedSessionId = ended.sessionId;
      ids.questionId = next.question.id;
    }
    ids.sessionId = (await post<{ sessionId: string }>(child, '/api/session/start', { studentId })).sessionId;
    return await state(child, base, true);
  } finally {
    await child.dispose();
  }
}

async function signInAdmin(base: string): Promise<Pick<Accounts['states'], 'admin' | 'second-factor'>> {
  const admin = await apiContext(base);
  const pending = await apiContext(base);
  try {
    await signUp(admin, ADMIN_EMAIL, '/admin');
    const enabled = await post<{ totpURI: string }>(admin, '/api/auth/two-factor/enable', { password: PASSWORD });
    const secret = new URL(enabled.totpURI).searchParams.get('secret') ?? '';
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    await post(admin, '/api/auth/two-factor/verify-totp', { code });
    // Password given, code not yet: what /auth/two-factor is for.
    const signedIn = await post<{ twoFactorRedirect?: boolean }>(pending, '/api/auth/sign-in/email', {
      email: ADMIN_EMAIL,
      password: PASSWORD,
    });
    if (!signedIn.twoFactorRedirect) throw new Error('the admin was not asked for a code');
    return { admin: await state(admin, base), 'second-factor': await state(pending, base) };
  } finally {
    await admin.dispose();
    await pending.dispose();
  }
}

/** Signs up and follows the verification link from the dev mailbox. */
async function signUp(api: APIRequestContext, email: string, callbackURL: string): Promise<void> {
  await post(api, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Konto Testowe', callbackURL });
  let link: string | undefined;
  for (let tries = 0; tries < 100 && !link; tries++) {
    const box = (await (await api.get('/dev/mailbox.json')).json()) as {
      messages: Array<{ to: string; links: string[] }>;
    };
    link = box.messages.find((m) => m.to === email)?.links.find((l) => l.includes('/api/auth/verify-email'));
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  await api.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
}

function apiContext(base: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
}

async function post<T = unknown>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res: APIResponse = await api.post(path, { data });
  if (!res.ok()) throw new Error(`${path} → ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The context's cookies with the browser storage every visitor of the bench has. */
async function state(api: APIRequestContext, base: string, child = false): Promise<StorageState> {
  return { cookies: (await api.storageState()).cookies, origins: browserStorage(base, child) };
}
