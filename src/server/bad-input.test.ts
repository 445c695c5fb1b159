import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSecondFactorStore } from './auth/two-factor.ts';
import { createAuth } from './auth/auth.ts';
import { createLogger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { call } from './test/http.ts';
import { createVerifiedUser, type TestUser } from './test/users.ts';

/**
 * Every JSON route of the registered route list — ours from app.routes, Better Auth's from its
 * endpoint list behind /api/auth/* — gets generated malformed bodies as the owner of a real
 * family. No answer may be a 5xx, and every refusal has our error shape.
 */
const RUNS_PER_ROUTE = 24;
/** Routes that end the caller's session: they get a throw-away account of their own. */
const SIGNS_OUT =
  /^\/api\/auth\/(sign-out|revoke-sessions|revoke-other-sessions|revoke-session|delete-user|change-password)$/;

let t: TestApp;
let owner: TestUser;
let throwAway: TestUser;
/** Real identifiers of the owner's family, so bodies get past validation into the use-cases. */
const realIds = { student: '', session: '', question: '', diagnostic: '' };
const tally = { routes: 0, bodies: 0, serverErrors: 0, withoutShape: 0, english: 0 };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createVerifiedUser(t, { consent: true });
  throwAway = await createVerifiedUser(t, { consent: true });
  const post = async (path: string, body: unknown) => (await call(t.app, path, { cookie: owner.cookie, body })).json;
  const { student } = await post('/api/students', { nickname: 'Ola', grade: '6', goal: 'habit', difficulties: [] });
  const { sessionId } = await post('/api/session/start', { studentId: student.id });
  const { question } = await post('/api/session/next', { sessionId });
  const { attemptId } = await post('/api/diagnostic/start', { studentId: student.id });
  Object.assign(realIds, { student: student.id, session: sessionId, question: question.id, diagnostic: attemptId });
});
afterAll(async () => {
  // The figures for the issue note.
  console.info(
    `bad-input: ${tally.routes} JSON routes, ${tally.bodies} generated bodies, ${tally.serverErrors} 5xx, ${tally.withoutShape} without the error shape, ${tally.english} with English messages`,
  );
  await t.close();
});

/** Our routes that take a body, from the app's own list, path parameters filled with a random id. */
function ourJsonRoutes(): string[] {
  const paths = t.app.routes
    .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))
    .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/auth/'))
    .map((r) => `${r.method} ${r.path.replace(/:\w+/g, crypto.randomUUID())}`);
  return [...new Set(paths)].sort();
}

/** Words of zod's and Better Auth's English messages: none may reach a person. */
const ENGLISH = /\b(invalid|expected|received|required|too (small|big)|must|unrecognized|input|string|number|array)\b/i;

/** The messages a refusal shows: the error's own and each field's. */
function shownMessages(json: unknown): string[] {
  const error = (json as { error?: { message?: unknown; details?: unknown } } | undefined)?.error;
  if (!error) return [];
  const details = Array.isArray(error.details) ? (error.details as { message?: unknown }[]) : [];
  return [error.message, ...details.map((d) => d?.message)].filter((m): m is string => typeof m === 'string');
}

/** Better Auth's POST endpoints as its own instance lists them. */
function authJsonRoutes(): string[] {
  const auth = createAuth({
    config: t.config,
    db: t.database.db,
    mailer: {} as Mailer,
    logger: createLogger('silent'),
    secondFactor: createSecondFactorStore(t.database.db),
  });
  const paths = Object.values(auth.api as Record<string, { path?: string; options?: { method?: unknown } }>)
    .filter((e) => e.path && [e.options?.method].flat().includes('POST'))
    .map((e) => `POST /api/auth${e.path!.replace(/:\w+/g, 'x')}`);
  return [...new Set(paths)].sort();
}

/**
 * A plausible value for each field our routes and Better Auth's take ('id:…' becomes one of the
 * owner's identifiers): a body made of these gets past validation, so a mutation of one field
 * reaches the use-cases and the database. Unknown keys are ignored by the schemas.
 */
const PLAUSIBLE: Record<string, unknown> = {
  studentId: 'id:student',
  sessionId: 'id:session',
  attemptId: 'id:attempt',
  questionId: 'id:question',
  diagnosticId: 'id:any',
  id: 'id:any',
  tabId: 'karta-1',
  answer: '1',
  answers: {},
  input: '2',
  stepIndex: 0,
  skip: false,
  nickname: 'Ola',
  grade: '6',
  goal: 'habit',
  difficulties: ['geometry'],
  description: 'Opis',
  page: '/',
  issueType: 'other',
  parental: true,
  terms: true,
  privacy: true,
  marketing: false,
  token: 'token',
  name: 'Anna',
  email: 'anna@example.pl',
  password: 'Haslo-Testowe-123',
  newPassword: 'Haslo-Testowe-456',
  currentPassword: 'Haslo-Testowe-123',
  callbackURL: '/',
  redirectTo: '/auth/reset-password',
  rememberMe: true,
  code: 'KOD',
  plan: 'monthly',
  familyCode: 'ABCD-EFGH',
  pin: '1234',
  dailyLimitMinutes: 30,
  quietHoursApply: true,
  focusTopic: 'geometry',
};
const FIELDS = Object.keys(PLAUSIBLE);

const nastyString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udbff\u0000', '', ' ', '😀', "'; drop table user;--"),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
/** Over the 64 KB limit, near it, and a long number: rarer, or every body would be a 413. */
const hugeString = fc.constantFrom('x'.repeat(70_000), 'ą'.repeat(20_000), '7'.repeat(5_000));
const nastyNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 5e-324, -0, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -1, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf = fc.oneof(
  nastyString,
  nastyString,
  nastyString,
  hugeString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant('id:any'),
);
const nastyValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), nastyString), tie('value'), { maxKeys: 5 }),
})).value;

/** Nesting deeper than any parser or walker should recurse into. */
const deepJson = (depth: number, open: string, close: string) => open.repeat(depth) + '1' + close.repeat(depth);

/** A plausible body, sometimes with fields dropped, and one or two fields replaced by nasty values. */
const mutatedPlausible = fc
  .tuple(
    fc.oneof({ weight: 3, arbitrary: fc.constant(FIELDS) }, { weight: 1, arbitrary: fc.subarray(FIELDS) }),
    fc.dictionary(fc.constantFrom(...FIELDS), nastyValue, { minKeys: 1, maxKeys: 2 }),
  )
  .map(([kept, replaced]) => ({ ...Object.fromEntries(kept.map((f) => [f, PLAUSIBLE[f]])), ...replaced }));

/** Characters PostgreSQL refuses, appended to a plausible text so it still passes the schemas. */
const poison = fc.constantFrom('\u0000', '\ud800', '\udc00', 'a\u0000');
const TEXT_FIELDS = FIELDS.filter((f) => typeof PLAUSIBLE[f] === 'string');
/** A plausible body with one text field, or every one, carrying a refused character. */
const poisoned = fc
  .tuple(fc.subarray(TEXT_FIELDS, { minLength: 1, maxLength: 1 }), fc.boolean(), poison)
  .map(([[one], all, bad]) => {
    const fields = all ? TEXT_FIELDS : [one!];
    return { ...PLAUSIBLE, ...Object.fromEntries(fields.map((f) => [f, `${PLAUSIBLE[f] as string}${bad}`])) };
  });

/** A request body as sent on the wire: JSON of a generated value, or text that is not JSON. */
const body: fc.Arbitrary<{ json: unknown } | { raw: string }> = fc.oneof(
  { weight: 4, arbitrary: mutatedPlausible.map((json) => ({ json })) },
  { weight: 3, arbitrary: poisoned.map((json) => ({ json })) },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), nastyValue, { maxKeys: 8 }).map((json) => ({ json })),
  },
  { weight: 1, arbitrary: nastyValue.map((json) => ({ json })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        deepJson(20_000, '[', ']'),
        deepJson(10_000, '{"a":', '}'),
        '{"studentId":',
        '{"a":1}{"b":2}',
        'null',
        '"\\u0000"',
        '{"name":"\\ud800"}',
        '\u0000',
      )
      .map((raw) => ({ raw })),
  },
);

/** Replaces the id markers with the owner's identifiers; an attempt is a question's or a diagnostic's. */
function withRealIds(value: unknown, pick: number): string {
  const json = JSON.stringify(value) ?? 'null';
  const all = Object.values(realIds);
  return json.replace(/"id:(\w+)([^"]*)"/g, (_, kind: string, rest: string) => {
    const id =
      kind in realIds
        ? realIds[kind as keyof typeof realIds]
        : kind === 'attempt'
          ? [realIds.question, realIds.diagnostic][pick++ % 2]
          : all[pick++ % all.length];
    return `${JSON.stringify(id).slice(0, -1)}${rest}"`;
  });
}

/** Runs the property; a failure names the requests that failed (fast-check shows only the body). */
async function assertNamingFailures(
  failures: string[],
  property: () => fc.IAsyncProperty<[typeof body extends fc.Arbitrary<infer B> ? B : never, number]>,
) {
  try {
    await fc.assert(property(), { numRuns: RUNS_PER_ROUTE, seed: Date.now() % 2 ** 31, endOnFailure: true });
  } catch (err) {
    throw new Error(failures.join('\n'), { cause: err });
  }
}

describe('bad input never reaches a 5xx', () => {
  it('every JSON route answers generated malformed bodies with 2xx/4xx, the error shape and Polish messages', async () => {
    const routes = [...ourJsonRoutes(), ...authJsonRoutes()];
    expect(routes.length).toBeGreaterThan(30);
    tally.routes = routes.length;
    const failures: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      const cookie = SIGNS_OUT.test(path) ? throwAway.cookie : owner.cookie;
      await assertNamingFailures(failures, () =>
        fc.asyncProperty(body, fc.nat(), async (generated, pick) => {
          const text = 'raw' in generated ? generated.raw : withRealIds(generated.json, pick);
          const res = await call(t.app, path, { method, cookie, body: text });
          tally.bodies++;
          const shaped =
            res.status < 400 ||
            (typeof res.json?.error?.code === 'string' &&
              typeof res.json.error.message === 'string' &&
              typeof res.json.error.requestId === 'string');
          if (res.status >= 500) tally.serverErrors++;
          if (!shaped) tally.withoutShape++;
          const english = shownMessages(res.json).filter((m) => ENGLISH.test(m));
          if (english.length > 0) tally.english++;
          if (res.status >= 500 || !shaped || english.length > 0) {
            failures.push(`${route} ${res.status} ${text.slice(0, 120)} → ${res.text.slice(0, 200)}`);
          }
          return res.status < 500 && shaped && english.length === 0;
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(tally.serverErrors).toBe(0);
    expect(tally.english).toBe(0);
  }, 120_000);
});
