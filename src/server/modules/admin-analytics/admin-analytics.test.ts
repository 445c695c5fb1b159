import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyDate } from '#core/time/calendar.ts';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { DAY } from '../../test/plans.ts';
import { correctInput, storedItem, wrongInput } from '../../test/questions.ts';
import { addChild, createTestAppWithAdmin, createVerifiedUser, type TestUser } from '../../test/users.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

/** A practice session of the child with one correct and one wrong answer (the real API). */
async function practise(parent: TestUser, studentId: string) {
  const post = async (path: string, body: unknown) => {
    const res = await call(t.app, path, { cookie: parent.cookie, body });
    if (res.status >= 400) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.json;
  };
  const { sessionId } = await post('/api/session/start', { studentId });
  for (const right of [true, false]) {
    const { question } = await post('/api/session/next', { sessionId });
    const item = await storedItem(t, question.id);
    await post('/api/session/answer', {
      sessionId,
      questionId: question.id,
      answer: right ? correctInput(item) : wrongInput(item),
      timeSpentMs: 10_000,
    });
  }
  // A served question left unanswered is not an answer and does not lower accuracy.
  await post('/api/session/next', { sessionId });
}

const analytics = (days?: number) =>
  call(t.app, `/api/admin/analytics${days ? `?days=${days}` : ''}`, { cookie: admin.cookie });

describe('GET /api/admin/analytics', () => {
  it('counts active learners, sessions per family day and accuracy from the stored learning', async () => {
    const empty = await analytics();
    expect(empty.status).toBe(200);
    expect(empty.json.activeLearners).toEqual({ last7: 0, last30: 0 });
    expect(empty.json.daily).toHaveLength(14);
    expect(empty.json.totals).toEqual({ sessions: 0, answered: 0, correct: 0, accuracy: null });

    const early = await createVerifiedUser(t, { consent: true });
    const earlyChild = await addChild(t, early);
    await practise(early, earlyChild.id);
    await practise(early, earlyChild.id);
    const earlyDay = familyDate(t.clock.now());
    t.clock.advance(10 * DAY);

    const late = await createVerifiedUser(t, { consent: true });
    for (const nickname of ['Ala', 'Olek']) await practise(late, (await addChild(t, late, { nickname })).id);
    const today = familyDate(t.clock.now());

    const res = await analytics(14);
    expect(res.json.days).toBe(14);
    expect(res.json.activeLearners).toEqual({ last7: 2, last30: 3 });
    expect(res.json.daily.at(-1)).toEqual({ day: today, sessions: 2, answered: 4, correct: 2, accuracy: 0.5 });
    expect(res.json.daily.find((d: { day: string }) => d.day === earlyDay)).toEqual({
      day: earlyDay,
      sessions: 2,
      answered: 4,
      correct: 2,
      accuracy: 0.5,
    });
    expect(res.json.totals).toEqual({ sessions: 4, answered: 8, correct: 4, accuracy: 0.5 });
    const quiet = res.json.daily.filter((d: { day: string }) => d.day !== today && d.day !== earlyDay);
    expect(quiet.every((d: { sessions: number; accuracy: null }) => d.sessions === 0 && d.accuracy === null)).toBe(
      true,
    );

    // 25 days later the early family (35 days back) has left both windows; the month still has the late one.
    t.clock.advance(25 * DAY);
    const month = await analytics(30);
    expect(month.json.daily).toHaveLength(30);
    expect(month.json.activeLearners).toEqual({ last7: 0, last30: 2 });
    expect(month.json.totals).toMatchObject({ sessions: 2, answered: 4 });
  });

  it('accepts only the two windows', async () => {
    for (const days of ['7', '0', 'x', '31']) {
      const res = await call(t.app, `/api/admin/analytics?days=${days}`, { cookie: admin.cookie });
      expect(res.status, days).toBe(400);
    }
  });

  it('refuses parents and signed-out callers', async () => {
    const parent = await createVerifiedUser(t, { consent: true });
    expect((await call(t.app, '/api/admin/analytics', { cookie: parent.cookie })).status).toBe(403);
    expect((await call(t.app, '/api/admin/analytics')).status).toBe(401);
  });
});
