import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
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
import { loadPolicyState, type LearnerModelDeps } from './learner-model.usecases.ts';
import { addToBatch, emptyBatch, mergeBatches, type SharedBatch, type SharedUpdate } from './shared-update.ts';

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
    calibrations: createCalibrationCache({
      db,
      read: (ex) => shared.readAll(ex),
      write: (batch, at) => shared.applyBatch(batch, at),
      now: () => new Date(),
      onWriteError: (err) => {
        throw err;
      },
      ttlMs,
    }),
  };
}

/** One answer's change of the shared calibrations: item, skill and weights moved by d from `before`. */
function sharedUpdate(itemKey: string, skillId: string, d: number, before = initialBefore()): SharedUpdate {
  return {
    itemKey,
    skillId,
    before,
    after: {
      weights: { ...before.weights, w: before.weights.w.map((w) => w + d), updates: before.weights.updates + 1 },
      item: { difficulty: before.item.difficulty + d, count: before.item.count + 1 },
      skillCalibration: {
        ...before.skillCalibration,
        difficulty: before.skillCalibration.difficulty + d,
        count: before.skillCalibration.count + 1,
        w: before.skillCalibration.w.map((w) => w + d),
      },
    },
  };
}

function initialBefore(): SharedUpdate['before'] {
  return { weights: initialWeights(), item: { difficulty: 0, count: 0 }, skillCalibration: initialSkillCalibration() };
}

function batchOf(...updates: SharedUpdate[]): SharedBatch {
  const batch = emptyBatch();
  for (const u of updates) addToBatch(batch, u);
  return batch;
}

async function calibrationRows(itemKeys: string[], skillIds: string[]) {
  const db = t.database.db;
  const items = await db.select().from(itemCalibration).orderBy(itemCalibration.itemKey);
  const skills = await db.select().from(skillCalibration).orderBy(skillCalibration.skillId);
  return {
    items: items.filter((r) => itemKeys.includes(r.itemKey)).map((r) => [r.itemKey, r.difficulty, r.count]),
    skills: skills.filter((r) => skillIds.includes(r.skillId)).map((r) => [r.skillId, r.difficulty, r.count, r.w]),
  };
}

describe('shared calibrations', () => {
  it('adds concurrent updates instead of overwriting them', async () => {
    const repo = createSharedCalibrationsRepository(t.database.db);
    const now = new Date();
    const [w0] = await t.database.db.select().from(modelWeights);
    // Both computed from the same "before", as two app instances would: both must count.
    await Promise.all([
      repo.applyBatch(batchOf(sharedUpdate('test.item#1', 'test_skill', 0.1)), now),
      repo.applyBatch(batchOf(sharedUpdate('test.item#1', 'test_skill', 0.25)), now),
    ]);
    const db = t.database.db;
    const [item] = await db.select().from(itemCalibration).where(eq(itemCalibration.itemKey, 'test.item#1'));
    expect(item!.count).toBe(2);
    expect(item!.difficulty).toBeCloseTo(0.35, 9);
    const [skill] = await db.select().from(skillCalibration).where(eq(skillCalibration.skillId, 'test_skill'));
    expect(skill!.count).toBe(2);
    expect(skill!.w.every((w) => Math.abs(w - 0.35) < 1e-9)).toBe(true);
    const [weights] = await db.select().from(modelWeights);
    expect(weights!.updates).toBe((w0?.updates ?? 0) + 2);
    expect(weights!.w[1]).toBeCloseTo((w0?.w[1] ?? initialWeights().w[1]!) + 0.35, 9);
  });

  it('stores a batch of answers as the answers one by one would have, new rows included', async () => {
    const repo = createSharedCalibrationsRepository(t.database.db);
    const now = new Date();
    // The same chain of answers on two sets of rows: each answer starts where the one before ended.
    const chain = (prefix: string) => {
      const updates: SharedUpdate[] = [];
      let before = initialBefore();
      for (const [i, d] of [0.3, -0.1, 0.05, 0.2].entries()) {
        const u = sharedUpdate(`${prefix}.item#${i % 2}`, `${prefix}_skill`, d, before);
        updates.push(u);
        before = u.after;
      }
      return updates;
    };
    for (const u of chain('one')) await repo.applyBatch(batchOf(u), now);
    const [first, ...rest] = chain('all');
    // A write that failed goes back in front of the answers since: the same rows in the end.
    await repo.applyBatch(mergeBatches(batchOf(first!), batchOf(...rest)), now);
    const one = await calibrationRows(['one.item#0', 'one.item#1'], ['one_skill']);
    const all = await calibrationRows(['all.item#0', 'all.item#1'], ['all_skill']);
    const renamed = (rows: unknown[][]) =>
      rows.map(([key, ...values]) => [String(key).replace(/^one/, 'all'), ...values]);
    expect(all.items.length).toBe(2);
    expect(renamed(one.items)).toEqual(all.items);
    expect(renamed(one.skills)).toEqual(all.skills);
  });

  it("writes an instance's increments behind the answers: at flush, within the write interval, again after a failure", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const written: SharedBatch[] = [];
    let failures = 1;
    const errors: unknown[] = [];
    const cache = createCalibrationCache({
      db: t.database.db,
      read: async () => ({ weights: initialWeights(), skillCalibrations: {}, itemCalibrations: {} }),
      write: async (batch) => {
        if (failures-- > 0) throw new Error('database away');
        written.push(batch);
      },
      now: () => new Date(),
      onWriteError: (err) => errors.push(err),
      writeMs: 30,
    });
    await cache.get();
    cache.addShared(sharedUpdate('wb.item#1', 'wb_skill', 0.1));
    // Counted in this instance's choices at once, not written yet.
    expect((await cache.get()).itemCalibrations['wb.item#1']).toEqual({ difficulty: 0.1, count: 1 });
    expect(written).toEqual([]);
    // The first write fails: kept, and written with the next answer's increments.
    await cache.flush();
    expect(errors.length).toBe(1);
    // The retry waits for the write interval (a fake clock): nothing before it passes, the batch after.
    cache.addShared(sharedUpdate('wb.item#1', 'wb_skill', 0.2));
    await vi.advanceTimersByTimeAsync(29);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written.length).toBe(1);
    expect(written[0]!.answers).toBe(2);
    expect(written[0]!.items.get('wb.item#1')!.add.count).toBe(2);
    expect(written[0]!.items.get('wb.item#1')!.add.difficulty).toBeCloseTo(0.3, 9);
    // Nothing waiting: a flush writes nothing.
    await cache.flush();
    expect(written.length).toBe(1);
  });

  it('reloads an old copy in the background: no caller waits for it, a failed reload keeps the copy', async () => {
    let reads = 0;
    let release: () => void = () => {};
    let fail = false;
    const cache = createCalibrationCache({
      db: t.database.db,
      read: async () => {
        reads++;
        if (reads > 1) await new Promise<void>((resolve) => (release = resolve));
        if (fail) throw new Error('database away');
        return {
          weights: initialWeights(),
          skillCalibrations: {},
          itemCalibrations: { [`r#${reads}`]: { difficulty: 0, count: reads } },
        };
      },
      write: async () => {},
      now: () => new Date(),
      onWriteError: () => {},
      ttlMs: 0,
    });
    const first = await cache.get();
    expect(reads).toBe(1);
    // Past its time: the old copy at once (its reload still waiting), one reload for all callers.
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect(a).toBe(first);
    expect(b).toBe(first);
    expect(reads).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(Object.keys((await cache.get()).itemCalibrations)).toEqual(['r#2']);
    // That get started reload 3; it fails: the copy stays, and the next call tries again.
    fail = true;
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(Object.keys((await cache.get()).itemCalibrations)).toEqual(['r#2']);
    expect(reads).toBe(4);
  });

  it("a reload keeps the instance's increments not written yet, and counts a written one once", async () => {
    // The database's rows: what was written, as the read returns it.
    const stored: Record<string, { difficulty: number; count: number }> = {};
    let readsStarted = 0;
    let releaseRead: () => void = () => {};
    let holdReads = false;
    const cache = createCalibrationCache({
      db: t.database.db,
      read: async () => {
        readsStarted++;
        if (holdReads) await new Promise<void>((resolve) => (releaseRead = resolve));
        return { weights: initialWeights(), skillCalibrations: {}, itemCalibrations: structuredClone(stored) };
      },
      write: async (batch) => {
        for (const [key, row] of batch.items) {
          const item = stored[key];
          stored[key] = item
            ? { difficulty: item.difficulty + row.add.difficulty, count: item.count + row.add.count }
            : row.create;
        }
      },
      now: () => new Date(),
      onWriteError: () => {},
      ttlMs: 0,
      writeMs: 60_000,
    });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await cache.get();
    cache.addShared(sharedUpdate('rl.item#1', 'rl_skill', 0.1));
    // The next get reloads in the background; the reloaded copy still counts the unwritten answer.
    await cache.get();
    await settle();
    expect((await cache.get()).itemCalibrations['rl.item#1']).toEqual({ difficulty: 0.1, count: 1 });
    await settle();
    // Written: the reload reads it from the database and does not add it again.
    await cache.flush();
    expect(stored['rl.item#1']).toEqual({ difficulty: 0.1, count: 1 });
    await cache.get();
    await settle();
    expect((await cache.get()).itemCalibrations['rl.item#1']).toEqual({ difficulty: 0.1, count: 1 });
    // A write asked for during a reload waits for it, so the reload sees the answer exactly once.
    await settle();
    holdReads = true;
    const before = readsStarted;
    await cache.get();
    expect(readsStarted).toBe(before + 1);
    cache.addShared(
      sharedUpdate('rl.item#1', 'rl_skill', 0.1, { ...initialBefore(), item: { difficulty: 0.1, count: 1 } }),
    );
    const written = cache.flush();
    await settle();
    expect(stored['rl.item#1']!.count).toBe(1);
    holdReads = false;
    releaseRead();
    await written;
    expect(stored['rl.item#1']!.count).toBe(2);
    expect((await cache.get()).itemCalibrations['rl.item#1']!.count).toBe(2);
    await settle();
    expect((await cache.get()).itemCalibrations['rl.item#1']!.count).toBe(2);
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
    // The shared increments are written behind the answers (about once a second, or now).
    await t.database.flushWrites();
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
  const update = (itemKey: string, d: number) => sharedUpdate(itemKey, 'cache_skill', d);
  const applied = async (u: SharedUpdate, at: LearnerModelDeps) => {
    at.calibrations.addShared(u);
    await at.calibrations.flush();
  };

  it('caches the shared calibrations, adds its own updates at once and reloads the others after the TTL', async () => {
    const db = t.database.db;
    const cached = instance(60_000);
    const otherInstance = instance();
    const first = await cached.calibrations.get();
    expect(first.itemCalibrations['cache.other#1']).toBeUndefined();
    // The cache adds its own updates to its copy in place: the numbers as they were before.
    const before = { updates: first.weights.updates, skillCount: first.skillCalibrations.cache_skill?.count };

    await applied(update('cache.other#1', 0.5), otherInstance);
    // Another instance's change is not seen before the TTL …
    expect((await cached.calibrations.get()).itemCalibrations['cache.other#1']).toBeUndefined();
    // … this instance's own change is, exactly as the database adds it up.
    await applied(update('cache.own#1', 0.25), cached);
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
