import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { initialSkillCalibration, initialWeights } from '#core/adaptive/index.ts';
import { itemCalibration, learnerSkillState, modelWeights, skillCalibration } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { createLearnerRepository } from './learner.repository.ts';
import { correctInput, storedItem, wrongInput } from './learning.test-helpers.ts';

let t: TestApp;
let parent: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  parent = await createVerifiedUser(t, { consent: true });
});
afterAll(() => t.close());

describe('shared calibrations', () => {
  it('adds concurrent updates instead of overwriting them', async () => {
    const repo = createLearnerRepository(t.database.db);
    const before = {
      weights: initialWeights(),
      item: { difficulty: 0, count: 0 },
      skillCalibration: initialSkillCalibration(),
    };
    const step = (d: number) => ({
      weights: { ...before.weights, w: before.weights.w.map((w) => w + d), updates: 1 },
      item: { difficulty: d, count: 1 },
      skillCalibration: {
        ...before.skillCalibration,
        difficulty: d,
        count: 1,
        w: before.skillCalibration.w.map(() => d),
      },
    });
    const now = new Date();
    // Both computed from the same "before", as two app instances would: both must count.
    await Promise.all([
      repo.applySharedUpdate({ itemKey: 'test.item#1', skillId: 'test_skill', before, after: step(0.1) }, now),
      repo.applySharedUpdate({ itemKey: 'test.item#1', skillId: 'test_skill', before, after: step(0.25) }, now),
    ]);
    const db = t.database.db;
    const [item] = await db.select().from(itemCalibration).where(eq(itemCalibration.itemKey, 'test.item#1'));
    expect(item!.count).toBe(2);
    expect(item!.difficulty).toBeCloseTo(0.35, 9);
    const [skill] = await db.select().from(skillCalibration).where(eq(skillCalibration.skillId, 'test_skill'));
    expect(skill!.count).toBe(2);
    expect(skill!.w.every((w) => Math.abs(w - 0.35) < 1e-9)).toBe(true);
    const [weights] = await db.select().from(modelWeights);
    expect(weights!.updates).toBe(2);
    expect(weights!.w[1]).toBeCloseTo(initialWeights().w[1]! + 0.35, 9);
  });

  it('concurrent answers of several children are all counted', async () => {
    const kids = await Promise.all(
      [1, 2, 3, 4].map((i) => addChild(t, parent, { nickname: `Dziecko ${i}`, grade: '6' })),
    );
    const served = await Promise.all(
      kids.map(async (k) => {
        const sessionId = (
          await call(t.app, '/api/session/start', { cookie: parent.cookie, body: { studentId: k.id } })
        ).json.sessionId;
        const q = (await call(t.app, '/api/session/next', { cookie: parent.cookie, body: { sessionId } })).json
          .question;
        return { sessionId, q, item: await storedItem(t, q.id) };
      }),
    );
    const db = t.database.db;
    const [w0] = await db.select().from(modelWeights);
    const [c0] = await db.select({ n: sql<number>`coalesce(sum(count), 0)::int` }).from(itemCalibration);
    const results = await Promise.all(
      served.map((s, i) =>
        call(t.app, '/api/session/answer', {
          cookie: parent.cookie,
          body: {
            sessionId: s.sessionId,
            questionId: s.q.id,
            answer: i % 2 ? correctInput(s.item) : wrongInput(s.item),
          },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [w1] = await db.select().from(modelWeights);
    const [c1] = await db.select({ n: sql<number>`coalesce(sum(count), 0)::int` }).from(itemCalibration);
    expect(w1!.updates - (w0?.updates ?? 0)).toBe(4);
    expect(c1!.n - c0!.n).toBe(4);
    for (const k of kids) {
      const rows = await db.select().from(learnerSkillState).where(eq(learnerSkillState.studentId, k.id));
      expect(rows.length).toBeGreaterThanOrEqual(1);
    }
  });
});
