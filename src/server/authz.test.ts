import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PARENT_SETTINGS } from '#core/notifications/settings.ts';
import { allTemplates } from '#core/questions/registry.ts';
import { consents, students } from './db/schema/index.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { call } from './test/http.ts';
import { givePlan } from './test/exams.ts';
import { storedItem } from './test/questions.ts';
import { signInChild } from './test/children.ts';
import { createAdmin, createVerifiedUser, markUnverified, uniqueEmail, type TestUser } from './test/users.ts';

/**
 * Every registered /api route × every kind of caller (quality.md "Authorization matrix"). The
 * matrix is checked against the app's own route list, so a new route without an entry fails.
 * `owner` owns the child, session, questions and diagnostic used in per-child routes; `other` is
 * another family's parent with consent and a child of their own; `admin` is an admin with consent
 * and no children (admins see families' data only through the admin routes). `child` is the
 * owner's child signed in on their own device, `otherChild` the other family's child
 * (docs/decisions/0019-child-sessions.md): a child reaches only its own learning.
 */
type Persona = 'anonymous' | 'unverified' | 'noConsent' | 'other' | 'owner' | 'admin' | 'child' | 'otherChild';
type ParentPersona = Exclude<Persona, 'anonymous' | 'child' | 'otherChild'>;

let t: TestApp;
const who: Record<ParentPersona, TestUser> = {} as never;
/** The child personas' device cookies, and spare ones for the rows that sign a device out. */
const childCookie: Record<'child' | 'otherChild', string> = { child: '', otherChild: '' };
const spareChildCookie: Record<'child' | 'otherChild', string> = { child: '', otherChild: '' };
const adminEmail = uniqueEmail('admin');
/** The owner's resources (and one of the other family's), created once. */
const ids = {
  ownerChild: '',
  otherChild: '',
  session: '',
  sessionToEnd: '',
  question: '',
  diagnosticAttempt: '',
  diagnosticResult: '',
  demoToken: '',
  weeklyReport: '',
  examRunning: '',
  examFinished: '',
  examTask: '',
  familyCode: '',
  /** A device of the owner's child that the owner signs out in its row. */
  spareDevice: '',
};

/** The JSON of a setup request, which must succeed. */
async function ok(res: ReturnType<typeof call>) {
  const r = await res;
  if (r.status >= 400) throw new Error(`setup request failed: ${r.status} ${r.text}`);
  return r.json;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: adminEmail } });
  who.owner = await createVerifiedUser(t, { consent: true });
  who.other = await createVerifiedUser(t, { consent: true });
  who.noConsent = await createVerifiedUser(t);
  who.unverified = await createVerifiedUser(t, { consent: true });
  who.admin = await createAdmin(t, { email: adminEmail, consent: true });
  await markUnverified(t, who.unverified);
  const owner = (path: string, body?: unknown) => ok(call(t.app, path, { cookie: who.owner.cookie, body }));
  // Grade 7: the mock exam is for grades 7 and 8.
  ids.ownerChild = (await owner('/api/students', child('Ola', '7'))).student.id;
  ids.otherChild = (
    await ok(call(t.app, '/api/students', { cookie: who.other.cookie, body: child('Kuba') }))
  ).student.id;

  ids.session = (await owner('/api/session/start', { studentId: ids.ownerChild })).sessionId;
  ids.sessionToEnd = (await owner('/api/session/start', { studentId: ids.ownerChild })).sessionId;
  // The tutor rows need a question with steps: skip until one is served.
  for (let i = 0; i < 30 && !ids.question; i++) {
    const q = (await owner('/api/session/next', { sessionId: ids.session, skip: i > 0 })).question;
    if ((await storedItem(t, q.id)).steps.length > 0) ids.question = q.id;
  }
  if (!ids.question) throw new Error('no question with tutor steps was served');

  const finished = (await owner('/api/diagnostic/start', { studentId: ids.ownerChild })).attemptId;
  ids.diagnosticResult = (await owner('/api/diagnostic/finish', { attemptId: finished })).diagnosticId;
  ids.diagnosticAttempt = (await owner('/api/diagnostic/start', { studentId: ids.ownerChild })).attemptId;
  ids.demoToken = (await ok(call(t.app, '/api/demo/session'))).token;
  // Mock exams: Egzamin+ for the owner, one finished mock and one running.
  await givePlan(t, who.owner.id, 'exam_plus');
  ids.examFinished = (await owner('/api/exams/start', { studentId: ids.ownerChild })).examId;
  await owner('/api/exams/finish', { examId: ids.examFinished });
  ids.examRunning = (await owner('/api/exams/start', { studentId: ids.ownerChild })).examId;
  ids.examTask = (await owner('/api/exams/start', { studentId: ids.ownerChild })).questions[0].id;
  // The sessions above make this week's report, computed on demand.
  ids.weeklyReport = (await owner('/api/parent/weekly-reports')).reports[0].id;

  childCookie.child = await signInChild(t, who.owner, ids.ownerChild);
  childCookie.otherChild = await signInChild(t, who.other, ids.otherChild);
  spareChildCookie.child = await signInChild(t, who.owner, ids.ownerChild);
  spareChildCookie.otherChild = await signInChild(t, who.other, ids.otherChild);
  await signInChild(t, who.owner, ids.ownerChild, 'Device-to-sign-out');
  const devices = (await owner(`/api/students/${ids.ownerChild}/devices`)).devices as { id: string; device: string }[];
  ids.spareDevice = devices.find((d) => d.device === 'Przeglądarka')!.id;
  ids.familyCode = (await owner('/api/family-code')).code;
});
afterAll(() => t.close());

function child(nickname: string, grade = '6') {
  return { nickname, grade, goal: 'habit', difficulties: ['geometry'] };
}

interface RouteCase {
  /** The request that exercises the route (path parameters filled in). */
  path: () => string;
  body?: () => unknown;
  expected: Record<Persona, number>;
  /** The rows that sign a child's device out use a spare device, not the persona's own. */
  spareChildDevice?: true;
}

/** No child session: a route only for parents and admins refuses both children alike. */
const noChild = { child: 403, otherChild: 403 } as const;

const everyone = (status: number): Record<Persona, number> => ({
  anonymous: status,
  unverified: status,
  noConsent: status,
  other: status,
  owner: status,
  admin: status,
  child: status,
  otherChild: status,
});
/** A parent's own family: signed in, verified, with consent. */
const family = (status: number): Record<Persona, number> => ({
  anonymous: 401,
  unverified: 403,
  noConsent: 403,
  other: status,
  owner: status,
  admin: status,
  ...noChild,
});
/** The owner's child's data: any other family (admins included) gets the same 404 as a missing id. */
const ownerOnly = (status: number): Record<Persona, number> => ({
  anonymous: 401,
  unverified: 403,
  noConsent: 403,
  other: 404,
  owner: status,
  admin: 404,
  ...noChild,
});
/**
 * The owner's child's learning: the owner and that child themselves; any other family's parent
 * or child gets the same 404 as a missing id.
 */
const learning = (status: number): Record<Persona, number> => ({
  ...ownerOnly(status),
  child: status,
  otherChild: 404,
});
const adminOnly: Record<Persona, number> = {
  anonymous: 401,
  unverified: 403,
  noConsent: 403,
  other: 403,
  owner: 403,
  admin: 200,
  ...noChild,
};

/**
 * Better Auth serves everything under /api/auth/* (sign-up/in, verification, magic link, reset,
 * sessions) with its own checks; the matrix probes that it answers every kind of caller.
 */
const AUTH_ROUTES = ['GET /api/auth/*', 'POST /api/auth/*'];

/** Keyed by the registered route: method and path pattern as in app.routes. */
const matrix: Record<string, RouteCase> = {
  // A child's device carries no Better Auth session: to Better Auth it is signed out.
  'GET|POST /api/auth/*': { path: () => '/api/auth/get-session', expected: everyone(200) },
  'GET /api/me': {
    path: () => '/api/me',
    expected: { ...everyone(200), anonymous: 401, ...noChild },
  },
  'GET /api/onboarding/status': { path: () => '/api/onboarding/status', expected: everyone(200) },
  'GET /api/consents': {
    path: () => '/api/consents',
    expected: { ...everyone(200), anonymous: 401, unverified: 403, ...noChild },
  },
  'POST /api/consents': {
    path: () => '/api/consents',
    body: () => ({ parental: true, terms: true, privacy: true, marketing: false }),
    expected: { ...everyone(200), anonymous: 401, unverified: 403, ...noChild },
  },
  'GET /api/students': { path: () => '/api/students', expected: family(200) },
  'POST /api/students': { path: () => '/api/students', body: () => child('Zosia'), expected: family(201) },
  // The learning screens read the child's grade.
  'GET /api/students/:id': { path: () => `/api/students/${ids.ownerChild}`, expected: learning(200) },
  // A child's own door (docs/decisions/0019-child-sessions.md): the parent's side.
  'GET /api/family-code': { path: () => '/api/family-code', expected: family(200) },
  'POST /api/students/:id/sign-in-link': {
    path: () => `/api/students/${ids.ownerChild}/sign-in-link`,
    expected: ownerOnly(201),
  },
  'PUT /api/students/:id/pin': {
    path: () => `/api/students/${ids.ownerChild}/pin`,
    body: () => ({ pin: '2468' }),
    expected: ownerOnly(200),
  },
  'GET /api/students/:id/child-access': {
    path: () => `/api/students/${ids.ownerChild}/child-access`,
    expected: ownerOnly(200),
  },
  'PUT /api/students/:id/practice-limits': {
    path: () => `/api/students/${ids.ownerChild}/practice-limits`,
    body: () => ({ dailyLimitMinutes: null, quietHoursApply: false }),
    expected: ownerOnly(200),
  },
  'GET /api/students/:id/devices': { path: () => `/api/students/${ids.ownerChild}/devices`, expected: ownerOnly(200) },
  'DELETE /api/students/:id/devices/:deviceId': {
    path: () => `/api/students/${ids.ownerChild}/devices/${ids.spareDevice}`,
    expected: ownerOnly(200),
  },
  // The child's side: anyone may try; a parent signed in on the device signs out first (409).
  'POST /api/child-auth/family': {
    path: () => '/api/child-auth/family',
    body: () => ({ familyCode: ids.familyCode }),
    expected: everyone(200),
  },
  'POST /api/child-auth/sign-in': {
    path: () => '/api/child-auth/sign-in',
    // Another family's child under the owner's code: refused, and no child's PIN tries are counted.
    body: () => ({ familyCode: ids.familyCode, studentId: ids.otherChild, pin: '2468' }),
    expected: { ...family(409), anonymous: 401, unverified: 409, noConsent: 409, child: 401, otherChild: 401 },
  },
  'POST /api/child-auth/link': {
    path: () => '/api/child-auth/link',
    body: () => ({ token: 'podrobiony-token-linku' }),
    expected: { ...family(409), anonymous: 410, unverified: 409, noConsent: 409, child: 410, otherChild: 410 },
  },
  'POST /api/child-auth/sign-out': {
    path: () => '/api/child-auth/sign-out',
    body: () => ({}),
    expected: everyone(200),
    spareChildDevice: true,
  },
  'GET /api/child/me': {
    path: () => '/api/child/me',
    expected: { ...everyone(403), anonymous: 401, child: 200, otherChild: 200 },
  },
  // Anyone may report a bug, a child on its own device too.
  // The child's home (/student): the parent's chosen child, or a child's own.
  'GET /api/students/:id/home': { path: () => `/api/students/${ids.ownerChild}/home`, expected: learning(200) },
  'POST /api/feedback/bug': {
    path: () => '/api/feedback/bug',
    body: () => ({ description: 'Przycisk nie działa', page: '/parent/dashboard' }),
    expected: everyone(201),
  },
  'GET /api/parent/dashboard': { path: () => '/api/parent/dashboard', expected: family(200) },
  'GET /api/parent/settings': { path: () => '/api/parent/settings', expected: family(200) },
  'POST /api/parent/settings': {
    path: () => '/api/parent/settings',
    body: () => ({ ...DEFAULT_PARENT_SETTINGS, weekly_report_hour: 19 }),
    expected: family(200),
  },
  'GET /api/parent/weekly-reports': { path: () => '/api/parent/weekly-reports', expected: family(200) },
  'POST /api/parent/report/mark-viewed': {
    path: () => '/api/parent/report/mark-viewed',
    body: () => ({ reportId: ids.weeklyReport }),
    expected: ownerOnly(200),
  },
  'POST /api/notifications/weekly-report': {
    path: () => '/api/notifications/weekly-report',
    body: () => ({}),
    expected: family(200),
  },
  'POST /api/notifications/test': {
    path: () => '/api/notifications/test',
    body: () => ({ type: 'daily_reminder' }),
    expected: family(200),
  },
  'GET /api/admin/overview': { path: () => '/api/admin/overview', expected: adminOnly },
  // Data rights need a verified parent but no consent: a parent who never gave it still owns their data.
  'GET /api/parent/export': {
    path: () => '/api/parent/export',
    expected: { ...everyone(200), anonymous: 401, unverified: 403, ...noChild },
  },
  'POST /api/parent/account/delete-request': {
    path: () => '/api/parent/account/delete-request',
    body: () => ({}),
    expected: { ...everyone(200), anonymous: 401, unverified: 403, ...noChild },
  },
  // Only the e-mailed link decides; this one is forged, so nobody's account goes.
  'POST /api/parent/account/delete': {
    path: () => '/api/parent/account/delete',
    body: () => ({ token: 'eyJ1IjoieCJ9.podrobiony' }),
    expected: everyone(400),
  },
  'GET /api/gating-status': {
    path: () => '/api/gating-status',
    expected: { ...everyone(200), anonymous: 401, unverified: 403, ...noChild },
  },
  'GET /api/plan': { path: () => `/api/plan?studentId=${ids.ownerChild}`, expected: ownerOnly(200) },
  'POST /api/redeem-code': {
    path: () => '/api/redeem-code',
    body: () => ({ code: 'NIE-MA-TAKIEGO' }),
    // Every signed-in, verified parent may try a code; this one does not exist.
    expected: { ...everyone(400), anonymous: 401, unverified: 403, ...noChild },
  },
  'POST /api/access-requests': {
    path: () => '/api/access-requests',
    body: () => ({ email: 'szkola@example.pl', message: 'Prosimy o dostęp dla klasy' }),
    // Open to visitors, but plans are never a child's business.
    expected: { ...everyone(201), ...noChild },
  },
  'POST /api/admin/grant-plan': {
    path: () => '/api/admin/grant-plan',
    body: () => ({ email: adminEmail, plan: 'family', durationDays: 1, note: 'test' }),
    expected: adminOnly,
  },
  'GET /api/admin/codes': { path: () => '/api/admin/codes', expected: adminOnly },
  'POST /api/admin/codes': {
    path: () => '/api/admin/codes',
    body: () => ({ plan: 'standard' }),
    expected: { ...adminOnly, admin: 201 },
  },
  'POST /api/admin/codes/:id/revoke': {
    path: () => '/api/admin/codes/00000000-0000-4000-8000-000000000000/revoke',
    expected: { ...adminOnly, admin: 404 },
  },
  'GET /api/admin/access-requests': { path: () => '/api/admin/access-requests', expected: adminOnly },
  'POST /api/admin/access-requests/:id/send-code': {
    path: () => '/api/admin/access-requests/00000000-0000-4000-8000-000000000000/send-code',
    body: () => ({ plan: 'family' }),
    expected: { ...adminOnly, admin: 404 },
  },
  'POST /api/admin/access-requests/:id/done': {
    path: () => '/api/admin/access-requests/00000000-0000-4000-8000-000000000000/done',
    expected: { ...adminOnly, admin: 404 },
  },
  'GET /api/admin/users': { path: () => '/api/admin/users?query=example', expected: adminOnly },
  'GET /api/admin/content/skills': { path: () => '/api/admin/content/skills', expected: adminOnly },
  'GET /api/admin/content/sample': {
    path: () => `/api/admin/content/sample?templateId=${encodeURIComponent(allTemplates()[0]!.id)}`,
    expected: adminOnly,
  },
  'GET /api/admin/content/attempt/:id': {
    path: () => `/api/admin/content/attempt/${ids.question}`,
    expected: adminOnly,
  },
  'GET /api/admin/content/exam-task/:id': {
    path: () => `/api/admin/content/exam-task/${ids.examTask}`,
    expected: adminOnly,
  },
  'GET /api/admin/question-reports': { path: () => '/api/admin/question-reports?kind=bug', expected: adminOnly },
  'POST /api/admin/question-reports/:id/status': {
    path: () => '/api/admin/question-reports/00000000-0000-4000-8000-000000000000/status',
    body: () => ({ status: 'resolved' }),
    expected: { ...adminOnly, admin: 404 },
  },
  'GET /api/admin/analytics': { path: () => '/api/admin/analytics?days=30', expected: adminOnly },
  'GET /api/admin/db-status': { path: () => '/api/admin/db-status', expected: adminOnly },
  'POST /api/question-reports': {
    path: () => '/api/question-reports',
    body: () => ({ questionId: ids.question, attemptId: ids.question, issueType: 'other', description: 'Niejasne' }),
    // A protected action (spec 6) even without an attempt; an attempt must be the caller's own.
    expected: learning(201),
  },
  'GET /api/demo/diagnostic': { path: () => '/api/demo/diagnostic', expected: everyone(200) },
  'GET /api/demo/session': { path: () => '/api/demo/session', expected: everyone(200) },
  'POST /api/demo/check': {
    path: () => '/api/demo/check',
    body: () => ({ token: ids.demoToken, questionId: 'demo-1', answer: '1' }),
    expected: everyone(200),
  },
  'POST /api/diagnostic/start': {
    path: () => '/api/diagnostic/start',
    body: () => ({ studentId: ids.ownerChild }),
    expected: learning(200),
  },
  'POST /api/diagnostic/heartbeat': {
    path: () => '/api/diagnostic/heartbeat',
    body: () => ({ attemptId: ids.diagnosticAttempt, tabId: 'karta-1' }),
    expected: learning(200),
  },
  'POST /api/diagnostic/save': {
    path: () => '/api/diagnostic/save',
    body: () => ({ attemptId: ids.diagnosticAttempt, answers: {} }),
    expected: learning(200),
  },
  'POST /api/diagnostic/next': {
    path: () => '/api/diagnostic/next',
    body: () => ({ attemptId: ids.diagnosticAttempt }),
    expected: learning(200),
  },
  'POST /api/diagnostic/finish': {
    path: () => '/api/diagnostic/finish',
    body: () => ({ attemptId: ids.diagnosticAttempt }),
    expected: learning(200),
  },
  'GET /api/diagnostic/attempt/:id': {
    path: () => `/api/diagnostic/attempt/${ids.diagnosticAttempt}`,
    expected: learning(200),
  },
  'GET /api/diagnostic/result/:id': {
    path: () => `/api/diagnostic/result/${ids.diagnosticResult}`,
    expected: learning(200),
  },
  'GET /api/diagnostic/latest': {
    path: () => `/api/diagnostic/latest?studentId=${ids.ownerChild}`,
    expected: learning(200),
  },
  // Mock exams
  'GET /api/exams': { path: () => `/api/exams?studentId=${ids.ownerChild}`, expected: learning(200) },
  'POST /api/exams/start': {
    path: () => '/api/exams/start',
    body: () => ({ studentId: ids.ownerChild }),
    expected: learning(200),
  },
  'POST /api/exams/heartbeat': {
    path: () => '/api/exams/heartbeat',
    body: () => ({ examId: ids.examRunning, tabId: 'karta-1' }),
    expected: learning(200),
  },
  'POST /api/exams/save': {
    path: () => '/api/exams/save',
    body: () => ({ examId: ids.examRunning, answers: {} }),
    expected: learning(200),
  },
  'POST /api/exams/finish': {
    path: () => '/api/exams/finish',
    body: () => ({ examId: ids.examFinished }),
    expected: learning(200),
  },
  'GET /api/exams/:id': { path: () => `/api/exams/${ids.examRunning}`, expected: learning(200) },
  'GET /api/exams/:id/result': { path: () => `/api/exams/${ids.examFinished}/result`, expected: learning(200) },
  'GET /api/tutor/:questionId': { path: () => `/api/tutor/${ids.question}`, expected: learning(200) },
  'POST /api/tutor/step': {
    path: () => '/api/tutor/step',
    body: () => ({ attemptId: ids.question, stepIndex: 0, input: '' }),
    expected: learning(200),
  },
  'POST /api/tutor/hint': {
    path: () => '/api/tutor/hint',
    body: () => ({ attemptId: ids.question, stepIndex: 0 }),
    expected: learning(200),
  },
  'POST /api/tutor/final': {
    path: () => '/api/tutor/final',
    body: () => ({ attemptId: ids.question, answer: '1' }),
    // The owner passes authorization and meets the tutor's own rule (steps first).
    expected: learning(409),
  },
  'POST /api/session/start': {
    path: () => '/api/session/start',
    body: () => ({ studentId: ids.ownerChild, focusTopic: 'geometry' }),
    expected: learning(200),
  },
  'POST /api/session/next': {
    path: () => '/api/session/next',
    body: () => ({ sessionId: ids.session }),
    expected: learning(200),
  },
  'POST /api/session/answer': {
    path: () => '/api/session/answer',
    body: () => ({ sessionId: ids.session, questionId: ids.question, answer: '1' }),
    expected: learning(200),
  },
  'POST /api/session/end': {
    path: () => '/api/session/end',
    body: () => ({ sessionId: ids.sessionToEnd }),
    expected: learning(200),
  },
  'GET /api/session/:id': { path: () => `/api/session/${ids.session}`, expected: learning(200) },
  'GET /api/session/:id/summary': { path: () => `/api/session/${ids.session}/summary`, expected: learning(200) },
  // Last: it replaces the owner's family code, which the child's sign-in rows above use.
  'POST /api/family-code': { path: () => '/api/family-code', body: () => ({}), expected: family(200) },
};

const personas: Persona[] = ['anonymous', 'unverified', 'noConsent', 'other', 'owner', 'admin', 'child', 'otherChild'];

function cookieOf(persona: Persona, route: RouteCase): string | undefined {
  if (persona === 'anonymous') return undefined;
  if (persona === 'child' || persona === 'otherChild') {
    return route.spareChildDevice ? spareChildCookie[persona] : childCookie[persona];
  }
  return who[persona].cookie;
}

/** "METHOD path" of every registered /api route (middleware entries share their route's key). */
function registeredApiRoutes(): string[] {
  const keys = t.app.routes
    .filter((r) => r.path.startsWith('/api/'))
    // app.use('/api/*', …) middleware and the JSON 404 for unknown /api paths.
    .filter((r) => !(r.method === 'ALL' && r.path === '/api/*'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

function matrixRoutes(): string[] {
  return Object.keys(matrix)
    .flatMap((key) => {
      const [methods, path] = key.split(' ');
      return methods!.split('|').map((m) => `${m} ${path}`);
    })
    .sort();
}

describe('authorization matrix', () => {
  it('has exactly one entry for every registered /api route', () => {
    const registered = registeredApiRoutes();
    expect(registered.length).toBeGreaterThan(30);
    expect(registered).toEqual(expect.arrayContaining(AUTH_ROUTES));
    const covered = matrixRoutes();
    expect(
      registered.filter((r) => !covered.includes(r)),
      'routes without a matrix entry',
    ).toEqual([]);
    expect(
      covered.filter((r) => !registered.includes(r)),
      'matrix entries without a route',
    ).toEqual([]);
  });

  for (const [name, route] of Object.entries(matrix)) {
    const method = name.split(' ')[0]!.split('|')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    for (const persona of personas) {
      it(`${name} as ${persona} → ${route.expected[persona]}`, async () => {
        const cookie = cookieOf(persona, route);
        const res = await call(t.app, route.path(), { method, cookie, body: route.body?.() });
        expect(res.status, res.text.slice(0, 300)).toBe(route.expected[persona]);
        if (res.status >= 400) {
          expect(res.json.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        }
        // Giving consent is what this row tests; the persona must stay without it for the others.
        if (name === 'POST /api/consents' && persona === 'noConsent') {
          await t.database.db.delete(consents).where(eq(consents.userId, who.noConsent.id));
        }
      });
    }
  }

  it('uses the dedicated codes for each refusal', async () => {
    expect((await call(t.app, '/api/students')).json.error.code).toBe('auth.unauthorized');
    expect((await call(t.app, '/api/students', { cookie: who.unverified.cookie })).json.error.code).toBe(
      'auth.email_not_verified',
    );
    expect((await call(t.app, '/api/students', { cookie: who.noConsent.cookie })).json.error.code).toBe(
      'auth.consent_required',
    );
    expect((await call(t.app, '/api/admin/overview', { cookie: who.owner.cookie })).json.error.code).toBe(
      'auth.forbidden',
    );
    for (const path of [
      '/api/students',
      '/api/parent/settings',
      '/api/parent/export',
      '/api/gating-status',
      '/api/admin/overview',
    ]) {
      const refused = await call(t.app, path, { cookie: childCookie.child });
      expect(refused.json.error.code, path).toBe('auth.child_not_allowed');
    }
    expect((await call(t.app, '/api/child/me', { cookie: who.owner.cookie })).json.error.code).toBe('auth.child_only');
    const hidden = await call(t.app, `/api/students/${ids.ownerChild}`, { cookie: who.other.cookie });
    expect(hidden.json.error).toMatchObject({
      code: 'student.not_found',
      message: 'Nie znaleziono ucznia lub brak dostępu',
    });
  });
});

describe('family isolation', () => {
  it("another parent's list and dashboard never contain the owner's child", async () => {
    const list = await call(t.app, '/api/students', { cookie: who.other.cookie });
    const listed = list.json.students.map((s: { id: string }) => s.id);
    expect(listed).toContain(ids.otherChild);
    expect(listed).not.toContain(ids.ownerChild);
    const dash = await call(t.app, '/api/parent/dashboard', { cookie: who.other.cookie });
    expect(dash.json.children.map((c: { id: string }) => c.id)).not.toContain(ids.ownerChild);
  });

  it('a child added by one parent is stored under that parent, whatever the body says', async () => {
    const res = await call(t.app, '/api/students', {
      cookie: who.other.cookie,
      body: { ...child('Przemyt'), parentId: who.owner.id, parent_id: who.owner.id, id: ids.ownerChild },
    });
    expect(res.status).toBe(201);
    expect(res.json.student.id).not.toBe(ids.ownerChild);
    const [row] = await t.database.db.select().from(students).where(eq(students.id, res.json.student.id));
    expect(row?.parentId).toBe(who.other.id);
    const ownerList = await call(t.app, '/api/students', { cookie: who.owner.cookie });
    expect(ownerList.json.students.map((s: { nickname: string }) => s.nickname)).not.toContain('Przemyt');
  });

  it('the owner reads their child; an unknown or malformed id is the same 404', async () => {
    const own = await call(t.app, `/api/students/${ids.ownerChild}`, { cookie: who.owner.cookie });
    expect(own.json.student).toMatchObject({ id: ids.ownerChild, nickname: 'Ola', grade: '7', goal: 'habit' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nie-uuid', "1'; drop table students;--"]) {
      const res = await call(t.app, `/api/students/${encodeURIComponent(id)}`, { cookie: who.owner.cookie });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('student.not_found');
    }
  });

  it("a family's own session or child never reaches another family's question", async () => {
    const cookie = who.other.cookie;
    const session = (await call(t.app, '/api/session/start', { cookie, body: { studentId: ids.otherChild } })).json;
    const answer = await call(t.app, '/api/session/answer', {
      cookie,
      body: { sessionId: session.sessionId, questionId: ids.question, answer: '1' },
    });
    expect(answer.status).toBe(404);
    expect(answer.json.error.code).toBe('session.question_not_found');
    const tutor = await call(t.app, `/api/tutor/${ids.question}?studentId=${ids.otherChild}`, { cookie });
    expect(tutor.status).toBe(404);
    const report = await call(t.app, '/api/question-reports', {
      cookie,
      body: { questionId: ids.question, attemptId: ids.question, issueType: 'other', description: 'x' },
    });
    expect(report.json.error.code).toBe('question_report.attempt_not_found');
    const latest = await call(t.app, `/api/diagnostic/latest?studentId=${ids.ownerChild}`, { cookie });
    expect(latest.json.error.code).toBe('student.not_found');
  });
});
