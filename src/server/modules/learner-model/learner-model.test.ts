import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { initialSkillCalibration, initialWeights } from '#core/adaptive/index.ts';
import { attempts, itemCalibration, learnerSkillState, modelWeights, skillCalibration } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { createPracticeRepository } from '../practice/practice.repository.ts';
import { correctInput, storedItem, wrongInput } from '../../test/questions.ts';
import { createCalibrationCache } from './calibration-cache.ts';
import { createLearnerModelRepository } from './learner-model.repository.ts';
import { createSharedCalibrationsRepository } from './shared-calibrations.repository.ts';
import { applySharedUpdate, loadPolicyState, type LearnerModelDeps } from './learner-model.usecases.ts';
import type { SharedUpdate } from './shared-update.ts';

let t: TestApp;
let parent: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  parent = await createVerifiedUser(t, { consent: true });
});
afterAll(() => t.close());

/** The learner model as one app instance holds it (its own calibration cache). */
function instance(ttlMs?: number): LearnerModelDeps {
  const db = t.database.db;
  const shared = createSharedCalibrationsRepository(db);
  return {
    learner: createLearnerModelRepository(db),
    shared,
    calibrations: createCalibrationCache({ db, read: (ex) => shared.readAll(ex), ttlMs }),
  };
}

describe('shared calibrations', () => {
  it('adds concurrent updates instead of overwriting them', async () => {
    const repo = createSharedCalibrationsRepository(t.database.db);
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
      repo.applyUpdate({ itemKey: 'test.item#1', skillId: 'test_skill', before, after: step(0.1) }, now),
      repo.applyUpdate({ itemKey: 'test.item#1', skillId: 'test_skill', before, after: step(0.25) }, now),
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

describe('reads for serving questions', () => {
  const update = (itemKey: string, d: number): SharedUpdate => {
    const before = {
      weights: initialWeights(),
      item: { difficulty: 0, count: 0 },
      skillCalibration: initialSkillCalibration(),
    };
    return {
      itemKey,
      skillId: 'cache_skill',
      before,
      after: {
        weights: { ...before.weights, w: before.weights.w.map((w) => w + d), updates: 1 },
        item: { difficulty: d, count: 1 },
        skillCalibration: { ...before.skillCalibration, difficulty: d, count: 1 },
      },
    };
  };

  it('caches the shared calibrations, adds its own updates at once and reloads the others after the TTL', async () => {
    const db = t.database.db;
    const cached = instance(60_000);
    const otherInstance = instance();
    const first = await cached.calibrations.get();
    expect(first.itemCalibrations['cache.other#1']).toBeUndefined();
    // The cache adds its own updates to its copy in place: the numbers as they were before.
    const before = { updates: first.weights.updates, skillCount: first.skillCalibrations.cache_skill?.count };

    await applySharedUpdate(update('cache.other#1', 0.5), new Date(), otherInstance);
    // Another instance's change is not seen before the TTL …
    expect((await cached.calibrations.get()).itemCalibrations['cache.other#1']).toBeUndefined();
    // … this instance's own change is, exactly as the database adds it up.
    await applySharedUpdate(update('cache.own#1', 0.25), new Date(), cached);
    const own = await cached.calibrations.get();
    const [row] = await db.select().from(itemCalibration).where(eq(itemCalibration.itemKey, 'cache.own#1'));
    expect(own.itemCalibrations['cache.own#1']).toEqual({ difficulty: row!.difficulty, count: row!.count });
    expect(own.skillCalibrations.cache_skill!.count).toBe(before.skillCount ?? 1);
    expect(own.weights.updates).toBe(before.updates + 1);

    const fresh = await instance(0).calibrations.get();
    expect(fresh.itemCalibrations['cache.other#1']).toEqual({ difficulty: 0.5, count: 1 });
    expect(fresh.weights.updates).toBe(before.updates + 2);
  });

  it('reads the session, its progress and the learner model in one statement, like the separate reads', async () => {
    const child = await addChild(t, parent, { nickname: 'Jeden odczyt', grade: '8' });
    const sessionId = (
      await call(t.app, '/api/session/start', { cookie: parent.cookie, body: { studentId: child.id } })
    ).json.sessionId as string;
    for (let i = 0; i < 3; i++) {
      const q = (await call(t.app, '/api/session/next', { cookie: parent.cookie, body: { sessionId } })).json.question;
      const item = await storedItem(t, q.id);
      await call(t.app, '/api/session/answer', {
        cookie: parent.cookie,
        body: { sessionId, questionId: q.id, answer: i === 1 ? wrongInput(item) : correctInput(item) },
      });
    }
    await call(t.app, '/api/session/next', { cookie: parent.cookie, body: { sessionId } });
    const db = t.database.db;
    const found = await createPracticeRepository(db).findForParentWithModel(parent.id, sessionId);
    expect(found!.progress.map((p) => [p.position, p.result])).toEqual([
      [1, 'correct'],
      [2, 'incorrect'],
      [3, 'correct'],
      [4, null],
    ]);
    const served = await db.select().from(attempts).where(eq(attempts.sessionId, sessionId)).orderBy(attempts.position);
    expect(found!.model.recent).toEqual(
      served.map((a) => ({
        templateId: a.templateId,
        level: a.level,
        skillId: a.skillId,
        correct: a.result === 'correct',
      })),
    );
    expect(found!.model.recent.map((r) => r.correct)).toEqual([true, false, true, false]);
    const state = await loadPolicyState(child.id, instance());
    expect(found!.model.student).toEqual(state.student);
    expect(found!.model.skillStates).toEqual(state.skillStates);
    expect(found!.model.student.attempts).toBe(3);
    // No diagnostic yet: nothing left open to check.
    expect(found!.open).toEqual({ topicIds: [], answeredSkills: [] });
    const other = await createVerifiedUser(t, { consent: true });
    expect(await createPracticeRepository(db).findForParentWithModel(other.id, sessionId)).toBeNull();
  });
});
