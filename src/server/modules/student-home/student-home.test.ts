import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOPICS } from '#core/adaptive/index.ts';
import { generateQuestion } from '#core/questions/registry.ts';
import type { QuestionInstance } from '#core/questions/types.ts';
import { POINTS_PER_SOLVED, POINTS_WITH_HINTS, RAPID_GUESS_MS } from '#core/reports/points.ts';
import { attempts, subscriptions } from '../../db/schema/index.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { givePlan } from '../../test/exams.ts';
import { call } from '../../test/http.ts';
import { correctInput, storedItem, wrongInput } from '../../test/questions.ts';
import { addChild, createVerifiedUser, type TestUser } from '../../test/users.ts';

/**
 * The child's home (GET /api/students/:id/home) on real practice: today's minutes, points by the
 * rule of core/reports/points.ts (never for a wrong or skipped answer, a shown solution or a
 * rapid guess), the streak, badges, topics and what the plan allows — never a plan's name.
 */
let t: TestApp;
let parent: TestUser;
let elsewhere: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  parent = await createVerifiedUser(t, { consent: true });
  await givePlan(t, parent.id, 'family');
  elsewhere = createApp({ config: t.config, database: t.database, logger: createLogger('silent'), now: t.clock.now });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, u = parent) => call(t.app, path, { cookie: u.cookie, body });
const home = (studentId: string, u = parent) => call(t.app, `/api/students/${studentId}/home`, { cookie: u.cookie });

async function startSession(studentId: string): Promise<string> {
  const res = await post('/api/session/start', { studentId });
  expect(res.status, res.text).toBe(200);
  return res.json.sessionId as string;
}

/** Serves the next question; the child thinks `thinkMs` (the server's clock) before answering. */
async function serve(sessionId: string) {
  const next = await post('/api/session/next', { sessionId });
  expect(next.status, next.text).toBe(200);
  return next.json.question.id as string;
}

async function answer(sessionId: string, questionId: string, value: string, thinkMs = 20_000, app = t.app) {
  t.clock.advance(thinkMs);
  const res = await call(app, '/api/session/answer', {
    cookie: parent.cookie,
    body: { sessionId, questionId, answer: value, timeSpentMs: thinkMs },
  });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/** Puts `item` behind a served question (answered on another instance, which did not serve it). */
async function replaceItem(questionId: string, item: QuestionInstance) {
  await t.database.db
    .update(attempts)
    .set({ item, templateId: item.templateId, skillId: item.skillId, level: item.level })
    .where(eq(attempts.id, questionId));
}

describe("the child's home", () => {
  it('starts empty: no points, no minutes, the grade’s topics unmeasured, no plan named', async () => {
    const child = await addChild(t, parent, { nickname: 'Nowa', grade: '6' });
    const res = await home(child.id);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      student: { id: child.id, nickname: 'Nowa', grade: '6' },
      canPractise: true,
      reason: null,
      today: { minutes: 0, goalMinutes: 20, points: 0 },
      points: 0,
      streakDays: 0,
      stage: 'no_diagnostic',
      diagnostic: null,
      mockExam: null,
      runningSession: null,
    });
    expect(res.json.achievements).toMatchObject({ earned: [], next: { id: 'first_session' } });
    expect(res.json.topics.length).toBeGreaterThan(0);
    for (const topic of res.json.topics) {
      expect(TOPICS).toContain(topic.id);
      expect(topic).toMatchObject({ mastery: null, bucket: null });
    }
  });

  it('counts 50 points per question solved, none for a wrong or skipped one, and today’s minutes', async () => {
    const child = await addChild(t, parent, { nickname: 'Punkty', grade: '6' });
    const sessionId = await startSession(child.id);
    let solved = 0;
    for (let i = 0; i < 4; i++) {
      const id = await serve(sessionId);
      const item = await storedItem(t, id);
      const right = i !== 2;
      await answer(sessionId, id, right ? correctInput(item) : wrongInput(item));
      if (right) solved++;
    }
    // A skipped question earns nothing.
    await serve(sessionId);
    const skipped = await post('/api/session/next', { sessionId, skip: true });
    expect(skipped.status).toBe(200);

    const during = await home(child.id);
    expect(during.json.points).toBe(solved * POINTS_PER_SOLVED);
    expect(during.json.today.points).toBe(solved * POINTS_PER_SOLVED);
    expect(during.json.runningSession.id).toBe(sessionId);
    expect(during.json.today.minutes).toBeGreaterThanOrEqual(1);
    expect(during.json.streakDays).toBe(1);
    expect(during.json.stage).toBe('practising');
    // The learner model's topics, once the child practises.
    expect(during.json.topics.some((tp: { mastery: number | null }) => tp.mastery !== null)).toBe(true);

    t.clock.advance(5 * 60_000);
    await post('/api/session/end', { sessionId });
    const after = await home(child.id);
    expect(after.json.runningSession).toBeNull();
    expect(after.json.today.minutes).toBeGreaterThan(during.json.today.minutes);
    expect(after.json.today.minutes).toBeLessThanOrEqual(20);
    expect(after.json.achievements.earned).toContain('first_session');
  });

  it('gives nothing for a rapid guess on a choice question, and full points for one thought over', async () => {
    const child = await addChild(t, parent, { nickname: 'Zgadula', grade: '7' });
    const sessionId = await startSession(child.id);
    const choice = generateQuestion('angles.angle-type', 1, 3);
    expect(choice.answer.kind).toBe('choice');
    const fast = await serve(sessionId);
    await replaceItem(fast, choice);
    expect((await answer(sessionId, fast, correctInput(choice), RAPID_GUESS_MS - 1500, elsewhere)).correct).toBe(true);
    expect((await home(child.id)).json.points).toBe(0);

    const slow = await serve(sessionId);
    await replaceItem(slow, choice);
    await answer(sessionId, slow, correctInput(choice), RAPID_GUESS_MS + 1000, elsewhere);
    expect((await home(child.id)).json.points).toBe(POINTS_PER_SOLVED);
  });

  it('gives half for a question solved with hints and nothing once a worked step was shown', async () => {
    parent = await createVerifiedUser(t, { consent: true });
    await givePlan(t, parent.id, 'family');
    const child = await addChild(t, parent, { nickname: 'Podpowiedzi', grade: '6' });
    const sessionId = await startSession(child.id);
    const withSteps = async () => {
      for (let i = 0; i < 10; i++) {
        const id = await serve(sessionId);
        const item = await storedItem(t, id);
        if (item.steps.length > 0) return { id, item };
        await answer(sessionId, id, wrongInput(item));
      }
      throw new Error('no question with steps served');
    };
    const hinted = await withSteps();
    expect((await post('/api/tutor/hint', { attemptId: hinted.id, stepIndex: 0 })).status).toBe(200);
    await answer(sessionId, hinted.id, correctInput(hinted.item));
    expect((await home(child.id)).json.points).toBe(POINTS_WITH_HINTS);

    const shown = await withSteps();
    for (let level = 1; level <= 3; level++) {
      const hint = await post('/api/tutor/hint', { attemptId: shown.id, stepIndex: 0 });
      expect(hint.json.hint_level).toBe(level);
    }
    await answer(sessionId, shown.id, correctInput(shown.item));
    expect((await home(child.id)).json.points).toBe(POINTS_WITH_HINTS);
  });

  it('offers the mock exam only to grades 7–8 whose plan includes it', async () => {
    const family = await createVerifiedUser(t, { consent: true });
    const seventh = await addChild(t, family, { nickname: 'Siódma', grade: '7' });
    const sixth = await addChild(t, family, { nickname: 'Szósta', grade: '6' });
    // The trial includes one mock exam.
    expect((await home(seventh.id, family)).json.mockExam).toEqual({ runningId: null, last: null });
    expect((await home(sixth.id, family)).json.mockExam).toBeNull();
    const exam = await post('/api/exams/start', { studentId: seventh.id }, family);
    expect(exam.status, exam.text).toBe(200);
    expect((await home(seventh.id, family)).json.mockExam.runningId).toBe(exam.json.examId);
    await post('/api/exams/finish', { examId: exam.json.examId }, family);
    // The trial's one mock is used: not offered again.
    expect((await home(seventh.id, family)).json.mockExam).toBeNull();
    await givePlan(t, family.id, 'exam_plus');
    const offered = (await home(seventh.id, family)).json.mockExam;
    expect(offered.last.id).toBe(exam.json.examId);
    await givePlan(t, family.id, 'standard');
    expect((await home(seventh.id, family)).json.mockExam).toBeNull();
  });

  it('says practice is closed when the access ended, naming no plan and no price', async () => {
    const family = await createVerifiedUser(t, { consent: true });
    const child = await addChild(t, family, { nickname: 'Koniec', grade: '8' });
    await t.database.db.update(subscriptions).set({ trialTasksUsed: 50 }).where(eq(subscriptions.userId, family.id));
    const res = await home(child.id, family);
    expect(res.json).toMatchObject({ canPractise: false, reason: 'access_ended', mockExam: null });
    expect(JSON.stringify(res.json)).not.toMatch(/free|standard|family|exam_plus|zł|Standard|Rodzinny|Egzamin\+/);
  });

  it('is the family’s own: another parent and a missing id get the same 404', async () => {
    const child = await addChild(t, parent, { nickname: 'Moja', grade: '5' });
    const other = await createVerifiedUser(t, { consent: true });
    for (const res of [
      await home(child.id, other),
      await home('00000000-0000-4000-8000-000000000000'),
      await home('nie-uuid'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('student.not_found');
    }
  });
});
