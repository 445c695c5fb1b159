import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { correctInput, storedItem } from '../../test/questions.ts';
import { addChild, createVerifiedUser, type TestUser } from '../../test/users.ts';

/**
 * Round trips to the database per learning request (issue 14): every statement the app runs
 * is counted through the driver's query log, so a change that adds a query to the hot path
 * shows up here. Transactions would add begin/commit on PostgreSQL; the hot path has none.
 */
let t: TestApp;
let u: TestUser;
let studentId: string;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_CACHE_MS: '60000' }, database: { onStatement: (q) => statements.push(q) } });
  u = await createVerifiedUser(t, { consent: true });
  studentId = (await addChild(t, u)).id;
});
afterAll(() => t.close());

async function counted(path: string, body: unknown, app = t.app) {
  statements.length = 0;
  const res = await call(app, path, { cookie: u.cookie, body });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return { json: res.json, statements: [...statements] };
}

describe('statements per learning request', () => {
  it('start, next and answer cost the documented number of statements', async () => {
    const start = await counted('/api/session/start', { studentId });
    const sessionId = start.json.sessionId;
    const next = await counted('/api/session/next', { sessionId });
    const item = await storedItem(t, next.json.question.id);
    const answer = await counted('/api/session/answer', {
      sessionId,
      questionId: next.json.question.id,
      answer: correctInput(item),
      timeSpentMs: 9000,
    });
    // The second question: the shared calibrations are cached by now (one load per 5 s per instance).
    const again = await counted('/api/session/next', { sessionId });
    const end = await counted('/api/session/end', { sessionId });
    const counts = {
      start: start.statements.length,
      next: again.statements.length,
      answer: answer.statements.length,
      end: end.statements.length,
    };
    // Before issue 14: next 5, answer 11 (+ begin/commit on PostgreSQL), and 3 more per request
    // for the session, the user and the consent (now cached: 0). The session's first question
    // reads the session and the learner model once (2); from then on this instance serves and
    // stores from its snapshot of the session, one guarded statement each (session-snapshots.ts).
    // Start reads the child with the family's plan and stores the session; end reads the session
    // with what its summary needs (items only where an error's text is) and stores the summary.
    expect(counts).toEqual({ start: 2, next: 1, answer: 1, end: 2 });
    expect(answer.json.duplicate).toBe(false);
  });

  it('a question another instance served is answered with one read more, and counted once', async () => {
    const other = createApp({
      config: t.config,
      database: t.database,
      logger: createLogger('silent'),
      now: t.clock.now,
    });
    const sessionId = (await counted('/api/session/start', { studentId })).json.sessionId;
    // The other instance has served a request: its session and calibration caches are filled.
    await counted('/api/session/next', { sessionId }, other);
    const next = await counted('/api/session/next', { sessionId, skip: true });
    const item = await storedItem(t, next.json.question.id);
    const body = { sessionId, questionId: next.json.question.id, answer: correctInput(item), timeSpentMs: 9000 };
    // Both instances answer it: the first stores it, the second reads it as already answered.
    const elsewhere = await counted('/api/session/answer', body, other);
    expect(elsewhere.statements.length).toBe(3);
    expect(elsewhere.json).toMatchObject({ result: 'correct', duplicate: false });
    const here = await counted('/api/session/answer', body);
    expect(here.json).toMatchObject({ result: 'correct', duplicate: true });
  });
});
