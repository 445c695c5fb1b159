import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attempts, diagnostics, itemCalibration, learnerSkillState, learnerState } from '../../db/schema/index.ts';
import { checkAnswer } from '#core/questions/check-answer.ts';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createTestAppWithTwoFamilies, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { correctInput, expectNoAnswerKey, storedItem, wrongInput } from '../../test/questions.ts';

let t: TestApp;
let parent: TestUser;
let other: TestUser;

beforeAll(async () => {
  ({ t, parent, other } = await createTestAppWithTwoFamilies());
});
afterAll(() => t.close());

const post = (path: string, body: unknown, u = parent) => call(t.app, path, { cookie: u.cookie, body });
const get = (path: string, u = parent) => call(t.app, path, { cookie: u.cookie });
let stamp = 1_000;
const entry = (raw: string | null, dontKnow = false) => ({ raw, dontKnow, clientUpdatedAt: ++stamp, timeMs: 5000 });

describe('adaptive diagnostic', () => {
  it('runs a whole grade-5 test: 12 questions, one at a time, then a model-based result', async () => {
    const child = await addChild(t, parent, { nickname: 'Kuba', grade: '5' });
    const start = await post('/api/diagnostic/start', { studentId: child.id });
    expect(start.status).toBe(200);
    expectNoAnswerKey(start.json);
    expect(start.json).toMatchObject({
      status: 'in_progress',
      questionCount: 12,
      timeLimit: 720,
      remainingSeconds: 720,
      nickname: 'Kuba',
      resumed: false,
    });
    expect(start.json.sessionId).toBe(start.json.attemptId);
    expect(start.json.questions).toHaveLength(1);
    const attemptId = start.json.attemptId as string;
    const tabId = 'tab-a';
    expect((await post('/api/diagnostic/heartbeat', { attemptId, tabId })).json.active).toBe(true);

    let question = start.json.questions[0];
    const templates = new Set<string>();
    for (let i = 1; i <= 12; i++) {
      expect(question.index).toBe(i);
      templates.add(question.templateId);
      const item = await storedItem(t, question.id);
      const answer = i % 4 === 0 ? entry(null, true) : entry(i % 3 === 0 ? wrongInput(item) : correctInput(item));
      const next = await post('/api/diagnostic/next', { attemptId, tabId, answers: { [question.id]: answer } });
      expect(next.status, next.text).toBe(200);
      expectNoAnswerKey(next.json);
      if (i < 12) {
        expect(next.json.done).toBe(false);
        question = next.json.question;
      } else {
        expect(next.json).toMatchObject({ done: true, question: null });
      }
    }
    expect(templates.size).toBe(12);

    const resume = await get(`/api/diagnostic/attempt/${attemptId}`);
    expectNoAnswerKey(resume.json);
    expect(resume.json.questions).toHaveLength(12);
    expect(Object.keys(resume.json.answers)).toHaveLength(12);

    const calibrationCounts = async () =>
      new Map((await t.database.db.select().from(itemCalibration)).map((r) => [r.itemKey, r.count]));
    const countsBefore = await calibrationCounts();
    const finish = await post('/api/diagnostic/finish', { attemptId, tabId });
    expect(finish.status).toBe(200);
    expect(finish.json).toMatchObject({ diagnosticId: expect.any(String), score: expect.any(Number) });
    const again = await post('/api/diagnostic/finish', { attemptId, tabId });
    expect(again.json).toEqual(finish.json);

    // The answers calibrate the shared item difficulties once; "Nie wiem" items stay as they were.
    const countsAfter = await calibrationCounts();
    const served = await t.database.db.select().from(attempts).where(eq(attempts.diagnosticAttemptId, attemptId));
    expect(served).toHaveLength(12);
    for (const a of served) {
      const key = `${a.templateId}#${a.level}`;
      expect(countsAfter.get(key) ?? 0, key).toBe((countsBefore.get(key) ?? 0) + (a.dontKnow ? 0 : 1));
    }

    const result = await get(`/api/diagnostic/result/${finish.json.diagnosticId}`);
    expect(result.status).toBe(200);
    const r = result.json.result;
    expect(r).toMatchObject({ nickname: 'Kuba', score: finish.json.score, questionCount: 12, answeredCount: 9 });
    expect(['zaawansowany', 'sredni', 'podstawowy']).toContain(r.level);
    expect(r.levelMessage.length).toBeGreaterThan(10);
    expect(r.recommendations.length).toBeGreaterThanOrEqual(1);
    expect(r.recommendations.length).toBeLessThanOrEqual(4);
    const total = r.counts.know + r.counts.in_progress + r.counts.to_learn + r.counts.open;
    expect(total).toBe(r.topicBreakdown.length);
    for (const topic of r.topicBreakdown) {
      expect(topic).toMatchObject({
        topicId: expect.any(String),
        name: expect.any(String),
        percentage: expect.any(Number),
      });
      const expected = topic.percentage >= 75 ? 'know' : topic.percentage >= 40 ? 'in_progress' : 'to_learn';
      // A bucket is shown only where the answers support it (issue 11); else the topic is open.
      expect([expected, 'open']).toContain(topic.bucket);
      if (topic.bucket === 'know') expect(2 * topic.correct).toBeGreaterThan(topic.total);
    }
    const latest = await get(`/api/diagnostic/latest?studentId=${child.id}`);
    expect(latest.json.result.id).toBe(finish.json.diagnosticId);

    // The learner model is seeded for the first practice session.
    const [ls] = await t.database.db.select().from(learnerState).where(eq(learnerState.studentId, child.id));
    expect(ls!.state.attempts).toBe(12);
    const skills = await t.database.db
      .select()
      .from(learnerSkillState)
      .where(eq(learnerSkillState.studentId, child.id));
    expect(skills.length).toBeGreaterThan(5);
    const [stored] = await t.database.db.select().from(diagnostics).where(eq(diagnostics.id, finish.json.diagnosticId));
    expect(stored!.topicBreakdown).toEqual(r.topicBreakdown);
  });

  it('uses the spec lengths per grade', async () => {
    // A family of its own: a trial family has at most 5 children, and `parent` has others.
    const family = await createVerifiedUser(t, { consent: true });
    for (const [grade, count, seconds] of [
      ['6', 14, 900],
      ['1LO', 16, 1080],
    ] as const) {
      const child = await addChild(t, family, { nickname: `Klasa ${grade}`, grade });
      const start = await post('/api/diagnostic/start', { studentId: child.id }, family);
      expect(start.json).toMatchObject({ questionCount: count, timeLimit: seconds });
    }
  });

  it('resumes an open attempt, ignores stale and inactive-tab updates, and enforces the tab lock', async () => {
    const child = await addChild(t, parent, { nickname: 'Zosia', grade: '7' });
    const start = await post('/api/diagnostic/start', { studentId: child.id });
    const attemptId = start.json.attemptId;
    const q = start.json.questions[0];
    const item = await storedItem(t, q.id);
    const resumed = await post('/api/diagnostic/start', { studentId: child.id });
    expect(resumed.json).toMatchObject({ attemptId, resumed: true });

    expect((await post('/api/diagnostic/heartbeat', { attemptId, tabId: 'A' })).json.active).toBe(true);
    expect((await post('/api/diagnostic/heartbeat', { attemptId, tabId: 'B' })).json.active).toBe(false);
    const fromB = await post('/api/diagnostic/save', { attemptId, tabId: 'B', answers: { [q.id]: entry('1') } });
    expect(fromB.json).toMatchObject({ active: false, saved: [], ignored: [q.id] });

    const newer = entry(correctInput(item));
    const older = { ...entry('0'), clientUpdatedAt: newer.clientUpdatedAt - 1 };
    expect(
      (await post('/api/diagnostic/save', { attemptId, tabId: 'A', answers: { [q.id]: newer } })).json.saved,
    ).toEqual([q.id]);
    const stale = await post('/api/diagnostic/save', { attemptId, tabId: 'A', answers: { [q.id]: older } });
    expect(stale.json).toMatchObject({ saved: [], ignored: [q.id], active: true });
    const view = await get(`/api/diagnostic/attempt/${attemptId}`);
    expect(view.json.answers[q.id]).toMatchObject({ raw: newer.raw, clientUpdatedAt: newer.clientUpdatedAt });

    // A's lock goes stale after 10 s without a heartbeat; then B takes over.
    t.clock.advance(11_000);
    expect((await post('/api/diagnostic/heartbeat', { attemptId, tabId: 'B' })).json.active).toBe(true);
    expect((await post('/api/diagnostic/heartbeat', { attemptId, tabId: 'A' })).json.active).toBe(false);
    expect(view.json.remainingSeconds).toBeLessThanOrEqual(900);
    const later = await get(`/api/diagnostic/attempt/${attemptId}`);
    expect(later.json.remainingSeconds).toBe(view.json.remainingSeconds - 11);
  });

  it('asks to fix a notation problem before moving on', async () => {
    const child = await addChild(t, parent, { nickname: 'Maja', grade: '8' });
    const start = await post('/api/diagnostic/start', { studentId: child.id });
    const attemptId = start.json.attemptId;
    const q = start.json.questions[0];
    const res = await post('/api/diagnostic/next', { attemptId, answers: { [q.id]: entry('??') } });
    const check = checkAnswer(await storedItem(t, q.id), '??');
    if (check.result !== 'invalid') {
      // A text answer (P/F letters, a word) has no notation to fix: '??' is simply a wrong answer.
      expect(res.json).toMatchObject({ done: false, question: { index: 2 } });
      return;
    }
    expect(res.json).toMatchObject({
      question: null,
      done: false,
      answerIssue: { questionId: q.id, reason: check.reason },
    });
    const fixed = await post('/api/diagnostic/next', { attemptId, answers: { [q.id]: entry(null, true) } });
    expect(fixed.json.question.index).toBe(2);
  });

  it('finishes after the time is over; unanswered items count as "Nie wiem"', async () => {
    const child = await addChild(t, parent, { nickname: 'Antek', grade: '5' });
    const start = await post('/api/diagnostic/start', { studentId: child.id });
    const attemptId = start.json.attemptId;
    const q = start.json.questions[0];
    const item = await storedItem(t, q.id);
    await post('/api/diagnostic/next', { attemptId, answers: { [q.id]: entry(correctInput(item)) } });
    t.clock.advance(13 * 60_000);
    const next = await post('/api/diagnostic/next', { attemptId });
    expect(next.json).toMatchObject({ done: true, question: null, remainingSeconds: 0 });
    const late = await post('/api/diagnostic/save', { attemptId, answers: { [q.id]: entry('0') } });
    expect(late.json.saved).toEqual([]);
    const view = await get(`/api/diagnostic/attempt/${attemptId}`);
    expect(view.json).toMatchObject({ timeUp: true, remainingSeconds: 0, status: 'in_progress' });
    const finish = await post('/api/diagnostic/finish', { attemptId });
    expect(finish.status).toBe(200);
    const result = await get(`/api/diagnostic/result/${finish.json.diagnosticId}`);
    expect(result.json.result).toMatchObject({ answeredCount: 1, correctCount: 1, questionCount: 12 });
    const done = await get(`/api/diagnostic/attempt/${attemptId}`);
    expect(done.json).toMatchObject({ status: 'finished', diagnosticId: finish.json.diagnosticId });
  });
});

describe('diagnostic ownership and errors', () => {
  it('hides another family’s child, attempt and result (404 with the spec messages)', async () => {
    const child = await addChild(t, parent, { nickname: 'Igor', grade: '6' });
    const foreignStart = await post('/api/diagnostic/start', { studentId: child.id }, other);
    expect(foreignStart.status).toBe(404);
    expect(foreignStart.json.error.message).toBe('Nie znaleziono ucznia lub brak dostępu');
    const start = await post('/api/diagnostic/start', { studentId: child.id });
    const attemptId = start.json.attemptId;
    for (const res of [
      await post('/api/diagnostic/heartbeat', { attemptId, tabId: 'x' }, other),
      await post('/api/diagnostic/save', { attemptId, answers: {} }, other),
      await post('/api/diagnostic/next', { attemptId }, other),
      await post('/api/diagnostic/finish', { attemptId }, other),
      await get(`/api/diagnostic/attempt/${attemptId}`, other),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('diagnostic.attempt_not_found');
    }
    const finish = await post('/api/diagnostic/finish', { attemptId });
    const foreign = await get(`/api/diagnostic/result/${finish.json.diagnosticId}`, other);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toMatchObject({
      code: 'diagnostic.result_not_found',
      message: 'Nie znaleziono wyników testu diagnostycznego',
    });
    expect((await get('/api/diagnostic/result/not-a-uuid')).status).toBe(404);
  });

  it('validates bodies', async () => {
    for (const [path, body] of [
      ['/api/diagnostic/start', {}],
      ['/api/diagnostic/heartbeat', { attemptId: 'a' }],
      ['/api/diagnostic/save', { attemptId: 'a' }],
      ['/api/diagnostic/save', { attemptId: 'a', answers: { q: { raw: '1' } } }],
      ['/api/diagnostic/save', { attemptId: 'a', answers: { q: { raw: {}, clientUpdatedAt: 1 } } }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.error.code).toBe('request.invalid');
    }
    expect((await call(t.app, '/api/diagnostic/start', { body: { studentId: 'x' } })).status).toBe(401);
  });
});
