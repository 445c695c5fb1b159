import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { topicMastery } from '#core/reports/activity.ts';
import { learnerSkillState } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { practise as practiseIn, takeDiagnostic as takeDiagnosticIn } from '../../test/learning.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const practise = (u: TestUser, studentId: string, answers: boolean[], minutes: number) =>
  practiseIn(t, u, studentId, answers, minutes);
const takeDiagnostic = (u: TestUser, studentId: string) => takeDiagnosticIn(t, u, studentId);

type Card = Record<string, unknown> & { id: string; topicProgress: unknown[]; achievements: unknown };
const cardOf = (res: { json: { children: Card[] } }, id: string): Card | undefined =>
  res.json.children.find((c) => c.id === id);

describe('parent dashboard from real learning data', () => {
  it('follows each child: after the diagnostic its result and the first session, then the child’s own topics', async () => {
    const parent = await createVerifiedUser(t, { consent: true });
    const ola = await addChild(t, parent, { nickname: 'Ola', grade: '7' });
    const kuba = await addChild(t, parent, { nickname: 'Kuba', grade: '5' });
    const dashboard = () => call(t.app, '/api/parent/dashboard', { cookie: parent.cookie });

    const diagnosticId = await takeDiagnostic(parent, ola.id);
    const afterTest = await dashboard();
    expect(afterTest.json.stage).toBe('diagnostic_done');
    expect(afterTest.json.totals).toMatchObject({ sessions: 0, streakDays: 1 });
    expect(cardOf(afterTest, ola.id)).toMatchObject({
      stage: 'diagnostic_done',
      latestDiagnostic: { id: diagnosticId, completedAt: expect.any(String) },
      stats: { sessions: 0, answered: 0, accuracy: null },
      topicProgress: [],
    });
    expect(cardOf(afterTest, kuba.id)).toMatchObject({ stage: 'no_diagnostic', latestDiagnostic: null });

    await practise(parent, ola.id, [true, false], 2);
    await practise(parent, kuba.id, [false, false, true], 3);
    const practising = await dashboard();
    expect(practising.json.stage).toBe('practising');
    const olaCard = cardOf(practising, ola.id);
    expect(olaCard).toMatchObject({ stage: 'practising', latestDiagnostic: { id: diagnosticId } });
    // Each child's topic progress is that child's own learner model, never the family's mix.
    for (const child of [ola, kuba]) {
      const rows = await t.database.db
        .select()
        .from(learnerSkillState)
        .where(eq(learnerSkillState.studentId, child.id));
      const own = topicMastery(rows.map((r) => ({ skillId: r.skillId, mastery: r.mastery })));
      expect(own.length).toBeGreaterThan(0);
      expect(cardOf(practising, child.id)?.topicProgress).toEqual(own);
    }
    expect(cardOf(practising, kuba.id)?.topicProgress).not.toEqual(olaCard?.topicProgress);
  });

  it('shows the family’s sessions, minutes, accuracy, streak and topic progress — and nobody else’s', async () => {
    const parent = await createVerifiedUser(t, { consent: true, name: 'Ewa' });
    const stranger = await createVerifiedUser(t, { consent: true });
    const ola = await addChild(t, parent, { nickname: 'Ola', grade: '7' });
    const kuba = await addChild(t, parent, { nickname: 'Kuba', grade: '5' });
    const foreignChild = await addChild(t, stranger, { nickname: 'Obcy', grade: '6' });
    await practise(stranger, foreignChild.id, [true, true, true, true], 8);

    const sessionId = await practise(parent, ola.id, [true, true, false], 6);
    const res = await call(t.app, '/api/parent/dashboard', { cookie: parent.cookie });
    expect(res.status).toBe(200);
    expect(res.json.totals).toEqual({
      sessions: 1,
      completedSessions: 1,
      minutes: 6,
      averageAccuracy: 67,
      streakDays: 1,
    });
    const olaCard = res.json.children.find((c: { id: string }) => c.id === ola.id);
    expect(olaCard.stats).toMatchObject({ sessions: 1, minutes: 6, answered: 3, accuracy: 67 });
    expect(olaCard.stats.lastActivityAt).toEqual(expect.any(String));
    const kubaCard = res.json.children.find((c: { id: string }) => c.id === kuba.id);
    expect(kubaCard.stats).toEqual({ sessions: 0, minutes: 0, answered: 0, accuracy: null, lastActivityAt: null });
    expect(res.json.recentSessions).toEqual([
      expect.objectContaining({
        id: sessionId,
        studentId: ola.id,
        nickname: 'Ola',
        minutes: 6,
        answered: 3,
        accuracy: 67,
        completed: true,
      }),
    ]);
    // Topic progress is each child's own: Ola has practised, Kuba not yet.
    expect(kubaCard.topicProgress).toEqual([]);
    expect(olaCard.topicProgress.length).toBeGreaterThan(0);
    for (const topic of olaCard.topicProgress) {
      expect(topic.mastery).toBeGreaterThanOrEqual(0);
      expect(topic.mastery).toBeLessThanOrEqual(100);
      expect(topic.name).toEqual(expect.any(String));
    }

    // The progress chart's last day is today, with the session's minutes and accuracy.
    const today = res.json.daily.at(-1);
    expect(today).toMatchObject({ minutes: 6, answered: 3, accuracy: 67 });
    expect(res.json.daily.slice(0, -1).every((d: { answered: number }) => d.answered === 0)).toBe(true);

    // Next day another session keeps the streak going.
    t.clock.advance(24 * 3600 * 1000);
    await practise(parent, kuba.id, [true], 1);
    const next = await call(t.app, '/api/parent/dashboard', { cookie: parent.cookie });
    expect(next.json.totals).toMatchObject({ sessions: 2, completedSessions: 2, streakDays: 2, averageAccuracy: 75 });
    expect(next.json.recentSessions[0].studentId).toBe(kuba.id);
    expect(next.json.daily.slice(-2).map((d: { minutes: number }) => d.minutes)).toEqual([6, 1]);
  });

  it('gives each child its own achievements from its real figures, earned ones kept after a break', async () => {
    const parent = await createVerifiedUser(t, { consent: true });
    const ola = await addChild(t, parent, { nickname: 'Ola', grade: '7' });
    const kuba = await addChild(t, parent, { nickname: 'Kuba', grade: '5' });
    const achievementsOf = async (id: string) =>
      cardOf(await call(t.app, '/api/parent/dashboard', { cookie: parent.cookie }), id)?.achievements;
    // A few answers never make a topic mastered, however well they went (MASTERED_TOPIC_MIN_ANSWERS).
    const day = 24 * 3600 * 1000;

    await takeDiagnostic(parent, ola.id);
    // After the test the first session is what comes next.
    expect(await achievementsOf(ola.id)).toEqual({
      earned: ['diagnostic_done'],
      next: { id: 'first_session', unit: 'session', current: 0, target: 1, remaining: 1 },
    });
    await practise(parent, ola.id, [true, false], 2);
    expect(await achievementsOf(ola.id)).toEqual({
      earned: ['diagnostic_done', 'first_session'],
      next: { id: 'streak_3', unit: 'day', current: 1, target: 3, remaining: 2 },
    });
    // Kuba's card is his own: nothing yet.
    expect(await achievementsOf(kuba.id)).toMatchObject({ earned: [], next: { id: 'first_session' } });

    t.clock.advance(day);
    await practise(parent, ola.id, [true], 1);
    expect(await achievementsOf(ola.id)).toMatchObject({ next: { id: 'streak_3', remaining: 1 } });
    t.clock.advance(day);
    await practise(parent, ola.id, [true], 1);
    expect(await achievementsOf(ola.id)).toEqual({
      earned: ['diagnostic_done', 'first_session', 'streak_3'],
      next: { id: 'streak_7', unit: 'day', current: 3, target: 7, remaining: 4 },
    });

    // Two days without practice break the run; the 3-day badge stays, 7 days count afresh.
    t.clock.advance(3 * day);
    await practise(parent, ola.id, [true], 1);
    expect(await achievementsOf(ola.id)).toMatchObject({
      earned: expect.arrayContaining(['diagnostic_done', 'first_session', 'streak_3']),
      next: { id: 'streak_7', current: 1, remaining: 6 },
    });
  });

  it('counts the streak in Polish calendar days, not UTC days', async () => {
    const parent = await createVerifiedUser(t, { consent: true });
    const child = await addChild(t, parent, { nickname: 'Nocny Marek', grade: '6' });
    // 23:30 UTC is already the next day in Warsaw (00:30 or 01:30), in winter and in summer.
    const now = t.clock.now();
    const lateEvening = new Date(now);
    lateEvening.setUTCHours(23, 30, 0, 0);
    if (lateEvening <= now) lateEvening.setUTCDate(lateEvening.getUTCDate() + 1);
    t.clock.advance(lateEvening.getTime() - now.getTime());
    await practise(parent, child.id, [true], 1);
    // Twenty hours later it is the evening of the same Warsaw day, but another UTC day.
    t.clock.advance(20 * 3600 * 1000);
    await practise(parent, child.id, [true], 1);
    const res = await call(t.app, '/api/parent/dashboard', { cookie: parent.cookie });
    expect(res.json.totals).toMatchObject({ sessions: 2, streakDays: 1 });
  });

  it('counts a short session with answers as one minute, as its summary does, and an empty one as none', async () => {
    const parent = await createVerifiedUser(t, { consent: true });
    const child = await addChild(t, parent, { nickname: 'Szybka Ala', grade: '5' });
    const quick = await practise(parent, child.id, [true, false], 0.2);
    await practise(parent, child.id, [], 0);
    const res = await call(t.app, '/api/parent/dashboard', { cookie: parent.cookie });
    expect(res.json.totals).toMatchObject({ sessions: 2, minutes: 1 });
    const summary = await call(t.app, `/api/session/${quick}/summary`, { cookie: parent.cookie });
    const minutesBySession = Object.fromEntries(
      res.json.recentSessions.map((s: { id: string; minutes: number }) => [s.id, s.minutes]),
    );
    expect(minutesBySession[quick]).toBe(1);
    expect(Object.values(minutesBySession).sort()).toEqual([0, 1]);
    expect(summary.status).toBe(200);
    expect(summary.json.summary.spentMinutes).toBe(1);
  });
});
