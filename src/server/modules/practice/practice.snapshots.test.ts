import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../../app.ts';
import { attempts, learnerState, students, subscriptions } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { takeDiagnostic } from '../../test/learning.ts';
import { correctInput, storedItem, wrongInput } from '../../test/questions.ts';
import { addChild, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { createPracticeRepository } from './practice.repository.ts';
import { createSessionSnapshots, type SessionSnapshot } from './session-snapshots.ts';

/**
 * An instance serves and answers from its snapshot of a running session (session-snapshots.ts):
 * the snapshot must always say what the database says, and whatever changes the session, the
 * learner, the child or the family's plan elsewhere must make the instance read everything again
 * — never a question or an answer stored from a stale view.
 */
let t: TestApp;
let u: TestUser;
const snapshots = createSessionSnapshots();
/** The instance under test (its snapshots are `snapshots`). */
let here: ReturnType<typeof createApp>;
/** Another instance on the same database. */
let elsewhere: ReturnType<typeof createApp>;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_CACHE_MS: '60000' }, database: { onStatement: (q) => statements.push(q) } });
  const instance = (sessionSnapshots?: typeof snapshots) =>
    createApp({
      config: t.config,
      database: t.database,
      logger: createLogger('silent'),
      now: t.clock.now,
      ...(sessionSnapshots ? { sessionSnapshots } : {}),
    });
  here = instance(snapshots);
  elsewhere = instance();
  u = await createVerifiedUser(t, { consent: true });
});
afterAll(() => t.close());

async function post(path: string, body: unknown, app = here) {
  // The counts assume the instance holds the parent's session and consent in its cache, kept for
  // 60 s (the longest allowed): on a loaded machine this file outlasts that, so a read through the
  // same guards refreshes them first.
  await call(app, '/api/students', { cookie: u.cookie });
  statements.length = 0;
  const res = await call(app, path, { cookie: u.cookie, body });
  return { status: res.status, json: res.json, statements: statements.length };
}

async function start(studentId: string): Promise<string> {
  return (await post('/api/session/start', { studentId })).json.sessionId;
}

async function serveAndAnswer(sessionId: string, correct: boolean, app = here) {
  const next = await post('/api/session/next', { sessionId }, app);
  expect(next.status, JSON.stringify(next.json)).toBe(200);
  const item = await storedItem(t, next.json.question.id);
  const answer = await post(
    '/api/session/answer',
    {
      sessionId,
      questionId: next.json.question.id,
      answer: correct ? correctInput(item) : wrongInput(item),
      timeSpentMs: 15_000,
    },
    app,
  );
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return { next, answer };
}

/** A family of its own with one child, and its caller on the instance under test. */
async function newFamily(nickname: string) {
  const family = await createVerifiedUser(t, { consent: true });
  const studentId = (await addChild(t, family, { nickname })).id;
  const as = (path: string, body: unknown) => call(here, path, { cookie: family.cookie, body });
  return { family, studentId, as };
}

/** Three trial tasks used, and the trial's seventh day ending a minute from now. */
async function endTrialInAMinute(userId: string) {
  const trialStartedAt = new Date(t.clock.now().getTime() - 7 * 86_400_000 + 60_000);
  await t.database.db
    .update(subscriptions)
    .set({ trialStartedAt, trialTasksUsed: 3 })
    .where(eq(subscriptions.userId, userId));
}

/** Answers a served question right, through `send` (this suite's `post`, or another family's own caller). */
async function answerRight<Response>(
  send: (path: string, body: unknown) => Promise<Response>,
  sessionId: string,
  questionId: string,
): Promise<Response> {
  const item = await storedItem(t, questionId);
  return send('/api/session/answer', { sessionId, questionId, answer: correctInput(item) });
}

/** The stored attempt of a served question. */
async function storedAttempt(questionId: string) {
  const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, questionId));
  return row;
}

/** The snapshot's view next to the same read from the database. */
async function expectSnapshotAsStored(sessionId: string) {
  const snapshot = snapshots.take(u.id, sessionId);
  expect(snapshot).toBeDefined();
  const stored = await createPracticeRepository(t.database.db).findForParentWithModel(u.id, sessionId);
  expect(stored).not.toBeNull();
  const view = (
    s: Omit<SessionSnapshot, 'parentId' | 'pending' | 'asked'> & { asked: { templates: ReadonlySet<string> } },
  ) => ({
    progress: s.progress,
    model: s.model,
    learnerVersion: s.learnerVersion,
    lastAttemptId: s.lastAttemptId,
    templates: [...s.asked.templates].sort(),
    open: s.open,
    hasDiagnostic: s.hasDiagnostic,
    subscription: s.subscription,
  });
  expect(view(snapshot!)).toEqual(view(stored!));
}

describe('practice from the instance snapshot', () => {
  it('holds what the database holds after every question served and answered', async () => {
    const studentId = (await addChild(t, u, { nickname: 'Ola', grade: '7' })).id;
    const sessionId = await start(studentId);
    for (const [i, correct] of [true, false, true, true, false, true, true].entries()) {
      const { next, answer } = await serveAndAnswer(sessionId, correct);
      if (i > 0) expect({ next: next.statements, answer: answer.statements }).toEqual({ next: 1, answer: 1 });
      await expectSnapshotAsStored(sessionId);
      t.clock.advance(30_000);
    }
  });

  it('holds what the database holds through the practice after a diagnostic', async () => {
    // A family of its own: the diagnostic and 25 answers stay within the trial.
    const parent = await createVerifiedUser(t, { consent: true });
    const studentId = (await addChild(t, parent, { nickname: 'Wiktor', grade: '6' })).id;
    await takeDiagnostic(t, parent, studentId);
    const saved = u;
    u = parent;
    try {
      const sessionId = await start(studentId);
      // Past the window in which the diagnostic's items count as asked (read on every question),
      // into the answers that check the topics the diagnostic left open.
      for (let i = 0; i < 25; i++) {
        await serveAndAnswer(sessionId, i % 3 !== 1);
        await expectSnapshotAsStored(sessionId);
      }
      expect(snapshots.take(u.id, sessionId)!.hasDiagnostic).toBe(true);
    } finally {
      u = saved;
    }
  });

  it("reads again once another instance served and answered the child's question", async () => {
    const studentId = (await addChild(t, u, { nickname: 'Kuba' })).id;
    const sessionId = await start(studentId);
    await serveAndAnswer(sessionId, true);
    await serveAndAnswer(sessionId, false, elsewhere);
    const next = await post('/api/session/next', { sessionId });
    // The guarded serve stores nothing; then the whole read and the serve.
    expect(next.statements).toBe(3);
    expect(next.json.index).toBe(3);
    const rows = await t.database.db.select().from(attempts).where(eq(attempts.sessionId, sessionId));
    expect(rows.map((r) => r.position).sort()).toEqual([1, 2, 3]);
    await expectSnapshotAsStored(sessionId);
    const [learner] = await t.database.db.select().from(learnerState).where(eq(learnerState.studentId, studentId));
    expect(learner!.version).toBe(1);
  });

  it("reads again once the child's profile changed", async () => {
    const studentId = (await addChild(t, u, { nickname: 'Tosia', grade: '5' })).id;
    const sessionId = await start(studentId);
    await serveAndAnswer(sessionId, true);
    await t.database.db.update(students).set({ grade: '8' }).where(eq(students.id, studentId));
    const next = await post('/api/session/next', { sessionId });
    expect(next.statements).toBe(3);
    expect(snapshots.take(u.id, sessionId)!.student.grade).toBe('8');
  });

  it('refuses the next question once the trial was used up elsewhere', async () => {
    const { family: trialUser, studentId, as } = await newFamily('Staś');
    const sessionId = (await as('/api/session/start', { studentId })).json.sessionId;
    const first = await as('/api/session/next', { sessionId });
    await answerRight(as, sessionId, first.json.question.id);
    // Another child's answers on another instance use up the family's trial.
    await t.database.db.update(subscriptions).set({ trialTasksUsed: 50 }).where(eq(subscriptions.userId, trialUser.id));
    const next = await as('/api/session/next', { sessionId });
    expect(next.status).toBe(402);
    expect(next.json.error.code).toBe('plan.trial_expired');
  });

  it('accepts an answer once a plan was granted elsewhere after the trial ran out', async () => {
    const { family, studentId, as } = await newFamily('Zosia');
    await endTrialInAMinute(family.id);
    const sessionId = (await as('/api/session/start', { studentId })).json.sessionId;
    const first = await as('/api/session/next', { sessionId });
    await answerRight(as, sessionId, first.json.question.id);
    const next = await as('/api/session/next', { sessionId });
    expect(snapshots.take(family.id, sessionId)?.pending?.attempt.id).toBe(next.json.question.id);
    // The trial runs out while the child thinks; the parent gets a plan (another instance, the admin).
    t.clock.advance(120_000);
    await t.database.db
      .update(subscriptions)
      .set({ plan: 'family', status: 'active', currentPeriodEnd: new Date(t.clock.now().getTime() + 30 * 86_400_000) })
      .where(eq(subscriptions.userId, family.id));
    const answer = await answerRight(as, sessionId, next.json.question.id);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({ result: 'correct', duplicate: false });
    expect((await storedAttempt(next.json.question.id))!.result).toBe('correct');
    // On the plan nothing is counted on the trial.
    const [plan] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, family.id));
    expect(plan!.trialTasksUsed).toBe(4);
  });

  it('refuses an answer once the trial ran out and no plan came', async () => {
    const { family, studentId, as } = await newFamily('Jaś');
    await endTrialInAMinute(family.id);
    const sessionId = (await as('/api/session/start', { studentId })).json.sessionId;
    const first = await as('/api/session/next', { sessionId });
    t.clock.advance(120_000);
    const answer = await answerRight(as, sessionId, first.json.question.id);
    expect(answer.status).toBe(402);
    expect(answer.json.error.code).toBe('plan.trial_expired');
    expect((await storedAttempt(first.json.question.id))!.result).toBeNull();
  });

  it('refuses an answer to a session ended on another instance, and stores nothing', async () => {
    const studentId = (await addChild(t, u, { nickname: 'Igor' })).id;
    const sessionId = await start(studentId);
    await serveAndAnswer(sessionId, true);
    const next = await post('/api/session/next', { sessionId });
    expect(next.statements).toBe(1);
    expect((await post('/api/session/end', { sessionId }, elsewhere)).status).toBe(200);
    const answer = await answerRight(post, sessionId, next.json.question.id);
    expect(answer.status).toBe(409);
    expect(answer.json.error.code).toBe('session.ended');
    expect((await storedAttempt(next.json.question.id))!.result).toBeNull();
  });

  it('stores an answer after a hint taken in the tutor with the hint counted', async () => {
    const studentId = (await addChild(t, u, { nickname: 'Nela' })).id;
    const sessionId = await start(studentId);
    await serveAndAnswer(sessionId, true);
    const next = await post('/api/session/next', { sessionId });
    const questionId = next.json.question.id;
    await t.database.db.update(attempts).set({ hintsUsed: 1 }).where(eq(attempts.id, questionId));
    const answer = await answerRight(post, sessionId, questionId);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ result: 'correct', duplicate: false });
    expect(await storedAttempt(questionId)).toMatchObject({ result: 'correct', hintsUsed: 1 });
    // The guarded write stores nothing, then the answer is read and stored as the hint left it.
    expect(answer.statements).toBeGreaterThanOrEqual(3);
  });
});
