/**
 * Test-side knowledge of served questions: the learning API never sends answers, so the tests ask
 * the admin-only content API for the stored item of the served attempt (the same row the server
 * checks against), signed in as a dedicated admin in a separate request context.
 */
import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addChild,
  giveConsent,
  PASSWORD,
  screenshots,
  signUpAndVerify,
  totpCode,
  uniqueEmail,
  waitForMailLink,
} from './helpers.ts';
import { RAPID_GUESS_MS } from '../src/core/reports/points.ts';
import type { QuestionInstance } from '../src/core/questions/types.ts';
import { correctResponses } from '../src/core/questions/open-task.ts';
import { typedAnswer, wrongTyping } from '../src/core/questions/typed-answers.ts';
import type { PublicQuestion } from '../src/core/questions/public.ts';

/**
 * The answer-key reader of a worker slot (start-server.ts lists slots 0–3 in ADMIN_EMAILS). Each
 * slot is one account, so workers never share an authenticator; used only by this helper.
 */
export function keyAdminEmail(slot: number): string {
  return `admin.e2e.${slot}@example.com`;
}

/** The stored item of a served question and the answer as a pupil would type it. */
export interface KnownItem {
  item: QuestionInstance;
  answerText: string;
}

/** Where a slot's authenticator key is kept, so a worker restarted after a failure signs in again. */
function keyFile(slot: number): string {
  return join(tmpdir(), `celujacy-e2e-${process.env.E2E_PORT ?? 'port'}-key-admin-${slot}.txt`);
}

/**
 * Proves the second factor with the slot's key. A code is accepted once per account, and the
 * previous worker of the slot may have used this period's code: the next period's works too.
 */
async function proveSecondFactor(api: APIRequestContext, key: string): Promise<void> {
  for (const steps of [0, 1]) {
    const res = await api.post('/api/auth/two-factor/verify-totp', { data: { code: totpCode(key, steps) } });
    if (res.ok()) return;
    expect((await res.json()).error.code, 'verify-totp').toBe('auth.totp_code_reused');
  }
  throw new Error('no TOTP code was accepted');
}

/**
 * Signs the slot's admin in: the first time it signs up, verifies its address and enrols an
 * authenticator (every admin must have one); later, password and a code.
 */
async function signInAdmin(baseURL: string, slot: number): Promise<APIRequestContext> {
  const email = keyAdminEmail(slot);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  if (existsSync(keyFile(slot))) {
    const signedIn = await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
    expect((await signedIn.json()).twoFactorRedirect, 'password sign-in asks for the code').toBe(true);
    await proveSecondFactor(api, readFileSync(keyFile(slot), 'utf8'));
  } else {
    const signedUp = await api.post('/api/auth/sign-up/email', {
      data: { email, password: PASSWORD, name: 'Administrator testów', callbackURL: '/admin' },
    });
    expect(signedUp.ok(), `sign-up → ${signedUp.status()}`).toBe(true);
    await api.get(await waitForMailLink(api, email, /verify-email/), { maxRedirects: 0 });
    const enabled = await api.post('/api/auth/two-factor/enable', { data: { password: PASSWORD } });
    expect(enabled.ok(), `two-factor enable → ${enabled.status()}`).toBe(true);
    const key = new URL((await enabled.json()).totpURI as string).searchParams.get('secret')!;
    await proveSecondFactor(api, key);
    writeFileSync(keyFile(slot), key);
  }
  const probe = await api.get('/api/admin/question-reports?limit=1');
  expect(probe.status(), 'admin API after sign-in').toBe(200);
  return api;
}

let admin: Promise<APIRequestContext> | null = null;

/** The signed-in admin request context, shared by the tests of one worker. */
export function adminApi(): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not configured');
  admin ??= signInAdmin(baseURL, test.info().parallelIndex).catch((err: unknown) => {
    admin = null;
    throw err;
  });
  return admin;
}

/** The stored item of a served question (its public id is the attempt id). */
export async function knownItem(q: PublicQuestion): Promise<KnownItem> {
  const body = await storedItem<{ attempt: { id: string } }>(`attempt/${encodeURIComponent(q.id)}`);
  expect(body.attempt.id).toBe(q.id);
  return { item: body.item, answerText: body.answerText };
}

/** The stored item of a mock exam task (its public id is the task id). */
export async function knownExamTask(taskId: string): Promise<KnownItem> {
  const body = await storedItem<{ task: { id: string } }>(`exam-task/${encodeURIComponent(taskId)}`);
  expect(body.task.id).toBe(taskId);
  return { item: body.item, answerText: body.answerText };
}

async function storedItem<T>(path: string): Promise<KnownItem & T> {
  const api = await adminApi();
  const res = await api.get(`/api/admin/content/${path}`);
  expect(res.status(), `admin content ${path}`).toBe(200);
  return (await res.json()) as KnownItem & T;
}

export interface ReportRow {
  id: string;
  kind: 'question' | 'bug';
  status: string;
  questionId: string | null;
  attemptId: string | null;
  issueType: string | null;
  description: string;
  context: Record<string, unknown> | null;
  reporterEmail: string | null;
}

/** The latest open reports, as admins review them. */
export async function openReports(): Promise<ReportRow[]> {
  const api = await adminApi();
  const res = await api.get('/api/admin/question-reports?status=open&limit=50');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reports: ReportRow[] }).reports;
}

/** Waits for a JSON response of `path` triggered by `action`. */
export async function responseOf<T>(page: Page, path: string, action: () => Promise<unknown>): Promise<T> {
  const [res] = await Promise.all([
    page.waitForResponse((r: Response) => new URL(r.url()).pathname === path && r.request().method() === 'POST'),
    action(),
  ]);
  expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Fills an open task's parts: every part right, or (when `correct` is false) every part right
 * but the last, so the marking shows partial points.
 */
export async function fillOpenTask(page: Page, q: PublicQuestion, known: KnownItem, correct: boolean) {
  const { answer } = known.item;
  if (answer.kind !== 'parts') throw new Error('not an open task');
  const responses = correctResponses(answer);
  const last = (q.parts ?? []).at(-1);
  if (!correct && last) {
    const i = (q.parts ?? []).length - 1;
    const right = responses[last.id]!;
    if (last.inputKind === 'choice') {
      const n = await partItem(page, i).getByRole('radio').count();
      responses[last.id] = String((Number(right) + 1) % n);
    } else if (last.inputKind === 'truths') {
      responses[last.id] = (right[0] === 'P' ? 'F' : 'P') + right.slice(1);
    } else if (last.inputKind === 'numbers') {
      responses[last.id] = '987654';
    } else {
      responses[last.id] = wrongTyping(answer.parts[i]!);
    }
  }
  await fillOpenTaskParts(page, q, responses);
}

const partItem = (page: Page, i: number) =>
  page.getByRole('list', { name: 'Części zadania' }).locator(':scope > li').nth(i);

/**
 * Writes the given responses into an open task's parts (a choice as its option's index, verdicts
 * as letters, a "numbers" answer as its values); a part with no response is left empty.
 */
export async function fillOpenTaskParts(page: Page, q: PublicQuestion, responses: Readonly<Record<string, string>>) {
  for (const [i, part] of (q.parts ?? []).entries()) {
    const typed = responses[part.id];
    if (typed === undefined) continue;
    const item = partItem(page, i);
    if (part.inputKind === 'choice') {
      await item
        .getByRole('radiogroup', { name: `Wybierz odpowiedź ${part.id})`, exact: true })
        .getByRole('radio')
        .nth(Number(typed))
        .click();
    } else if (part.inputKind === 'truths') {
      await markVerdicts(item, [...typed]);
    } else if (part.inputKind === 'numbers') {
      await fillValueBoxes(item, splitValues(typed));
    } else {
      await item.getByLabel(`Odpowiedź ${part.id})`, { exact: true }).fill(typed);
    }
  }
}

/** "x = 3; y = 6" for a system's solution, "(3; 6)" for a point: the values alone, in order. */
function splitValues(text: string): string[] {
  return text
    .replace(/[()]/g, '')
    .split(';')
    .map((v) => v.replace(/^\s*[a-z]{1,2}\s*=\s*/i, '').trim());
}

/** Fills the value boxes of a "numbers" answer; missing values are a number no answer has. */
async function fillValueBoxes(scope: Page | Locator, values: readonly string[]) {
  const boxes = scope.locator('fieldset input');
  const n = await boxes.count();
  for (let i = 0; i < n; i++) await boxes.nth(i).fill(values[i] ?? '987654');
}

/** Fills the question card with the correct answer or a deliberately wrong one. */
export async function fillAnswer(page: Page, q: PublicQuestion, known: KnownItem, correct: boolean) {
  const { item } = known;
  if (q.inputKind === 'parts') {
    await fillOpenTask(page, q, known, correct);
    return;
  }
  if (q.inputKind === 'choice') {
    expect(item.answer.kind).toBe('choice');
    const right = item.answer.kind === 'choice' ? item.answer.index : 0;
    const radios = page.getByRole('radio');
    const n = await radios.count();
    await radios.nth(correct ? right : (right + 1) % n).click();
    return;
  }
  if (q.inputKind === 'truths' && q.verdictRows) {
    // TAK/NIE and its justification, shown "TAK, ponieważ 2": a wrong answer flips TAK and NIE, the reason stays.
    const letters = [known.answerText[0]!, known.answerText.at(-1)!];
    expect(letters).toHaveLength(q.verdictRows.length);
    if (!correct) letters[0] = letters[0] === 'T' ? 'N' : 'T';
    for (const [i, row] of q.verdictRows.entries()) {
      const choice = row.choices.find((c) => c.letter === letters[i])!;
      await page
        .getByRole('radiogroup', { name: row.label, exact: true })
        .getByRole('radio', { name: choice.name, exact: true })
        .click();
    }
    return;
  }
  if (q.inputKind === 'truths') {
    // The key is the letters in sentence order ("PF"; shown as "1. P, 2. F"); a wrong answer misjudges sentence 1.
    const letters = [...(item.answer.kind === 'text' ? item.answer.accepted[0]! : '')];
    expect(letters).toHaveLength(q.truthCount ?? 0);
    if (!correct) letters[0] = letters[0] === 'P' ? 'F' : 'P';
    await markVerdicts(page, letters);
    return;
  }
  if (q.inputKind === 'numbers') {
    await fillValueBoxes(page, correct ? splitValues(known.answerText) : []);
    return;
  }
  const text = correct ? known.answerText : wrongTyping(item);
  // The unit after the number is shown next to the box, so the number alone is typed.
  const unitless = q.unitLabel && text.endsWith(q.unitLabel) ? text.slice(0, -q.unitLabel.length).trim() : text;
  await page.getByLabel('Twoja odpowiedź').fill(unitless);
}

/** Marks P or F for each numbered sentence with the toggle pairs of a P/F task. */
export async function markVerdicts(scope: Page | Locator, letters: readonly string[]) {
  for (const [i, letter] of letters.entries()) {
    await scope
      .getByRole('radiogroup', { name: `Zdanie ${i + 1}`, exact: true })
      .getByRole('radio', { name: letter === 'P' ? 'Prawda' : 'Fałsz', exact: true })
      .click();
  }
}

/** A verified parent with consent and one child, on the parent dashboard; returns the child's id. */
export async function familyOnDashboard(page: Page, nickname: string, email = uniqueEmail()): Promise<string> {
  await signUpAndVerify(page, email);
  await giveConsent(page);
  await addChild(page, nickname);
  // After adding a child the app may continue to the onboarding diagnostic; practice starts from the panel.
  await expect(page).not.toHaveURL(/\/onboarding\/add-child$/);
  await page.goto('/parent/dashboard');
  const href = await page
    .getByTestId('child-card')
    .filter({ hasText: nickname })
    .getByRole('link', { name: 'Rozpocznij sesję' })
    .getAttribute('href');
  const id = /\/student\/([^/]+)\/session\/start/.exec(href ?? '')?.[1];
  expect(id, 'child card links to the session start').toBeTruthy();
  return id!;
}

/** Screenshots from the top of the page, so the sticky headers sit where the child sees them. */
export async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, name);
}

/** The answer of /api/session/next. */
export interface Next {
  question: PublicQuestion;
  kind: 'new' | 'review';
  index: number;
  focusTopic: string | null;
}

/** Answers the question on screen right and returns the next one, which follows by itself. */
export async function answerRightAndNext(page: Page, question: PublicQuestion, known: KnownItem): Promise<Next> {
  await fillAnswer(page, question, known, true);
  const [res, auto] = await Promise.all([
    responseOf<{ result: string }>(page, '/api/session/answer', () =>
      page.getByRole('button', { name: 'Sprawdź i dalej' }).click(),
    ),
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session/next', { timeout: 15_000 }),
  ]);
  expect(res.result).toBe('correct');
  expect(auto.ok()).toBe(true);
  return (await auto.json()) as Next;
}

/**
 * Answers `count` served questions right as a child who reads them (past the rapid-guess time, so
 * they earn points), checking the counter after each; returns the question served next.
 */
export async function answerRightAsReader(page: Page, first: Next, count: number): Promise<Next> {
  let next = first;
  for (let i = 0; i < count; i++) {
    const known = await knownItem(next.question);
    await page.waitForTimeout(RAPID_GUESS_MS + 300);
    next = await answerRightAndNext(page, next.question, known);
    await expect(page.getByText(`Odpowiedzi: ${i + 1}`)).toBeVisible();
  }
  return next;
}

/** Answers `count` practice questions of one child through the API, as the run page would. */
export async function practiseByApi(page: Page, studentId: string, count: number): Promise<void> {
  const headers = { origin: test.info().project.use.baseURL! };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const res = await page.request.post(path, { data, headers });
    expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  };
  const { sessionId } = await post<{ sessionId: string }>('/api/session/start', { studentId });
  for (let answered = 0, tries = 0; answered < count && tries < count + 5; tries++) {
    const next = await post<Next>('/api/session/next', { sessionId, skip: tries > answered });
    const known = await knownItem(next.question);
    const res = await post<{ result: string }>('/api/session/answer', {
      sessionId,
      questionId: next.question.id,
      answer: typedAnswer(known.item, true),
    });
    if (res.result !== 'invalid') answered++;
  }
  await post('/api/session/end', { sessionId });
}
