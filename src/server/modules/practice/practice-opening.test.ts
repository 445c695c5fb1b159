import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WARM_UP_BAND, WARM_UP_SUCCESS, topicFocus, type TopicId } from '#core/adaptive/index.ts';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { getTemplate } from '#core/questions/registry.ts';
import { attempts } from '../../db/schema/index.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { givePlan } from '../../test/exams.ts';
import { call } from '../../test/http.ts';
import { correctInput, storedItem, wrongInput } from '../../test/questions.ts';
import { addChild, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { DIAGNOSTIC_SKILLS } from '../learner-model/learner-model.catalog.ts';

/**
 * A session starts where the child can succeed (issue 23 item 4): its first question is never an
 * open task and is one the learner model expects the child to solve; open tasks come in their
 * slots after the warm-up. A session focused on a topic ("Ćwicz ten temat") stays in the topic
 * and its prerequisites, served from the instance's snapshot or read again on another instance.
 */
let t: TestApp;
let elsewhere: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  elsewhere = createApp({ config: t.config, database: t.database, logger: createLogger('silent'), now: t.clock.now });
});
afterAll(() => t.close());

async function family(): Promise<TestUser> {
  const u = await createVerifiedUser(t, { consent: true });
  await givePlan(t, u.id, 'family');
  return u;
}

const as = (u: TestUser, app = t.app) => ({
  post: (path: string, body: unknown) => call(app, path, { cookie: u.cookie, body }),
});

async function predictedOf(questionId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ predicted: attempts.predicted })
    .from(attempts)
    .where(eq(attempts.id, questionId));
  return row!.predicted!;
}

/** Serves `results.length` questions and answers each (true: right); the questions served. */
async function run(u: TestUser, sessionId: string, results: readonly boolean[], alternate = false) {
  const served: { id: string; skillId: string; templateId: string; focusTopic: TopicId | null }[] = [];
  for (const [i, right] of results.entries()) {
    // Alternating instances: one serves from its snapshot, the other reads the session again.
    const api = as(u, alternate && i % 2 === 1 ? elsewhere : t.app);
    const next = await api.post('/api/session/next', { sessionId });
    expect(next.status, next.text).toBe(200);
    const item = await storedItem(t, next.json.question.id);
    served.push({
      id: next.json.question.id,
      skillId: item.skillId,
      templateId: item.templateId,
      focusTopic: next.json.focusTopic,
    });
    t.clock.advance(15_000);
    const res = await api.post('/api/session/answer', {
      sessionId,
      questionId: next.json.question.id,
      answer: right ? correctInput(item) : wrongInput(item),
      timeSpentMs: 15_000,
    });
    expect(res.status, res.text).toBe(200);
  }
  return served;
}

const isOpen = (templateId: string) => getTemplate(templateId)?.open === true;

describe('the first question of a session', () => {
  it('is never an open task for grades 7, 8 and liceum, and open tasks come fifth', async () => {
    for (const grade of ['7', '8', '1LO'] as const) {
      const u = await family();
      const child = (await addChild(t, u, { nickname: `Klasa ${grade}`, grade, goal: 'exam_70' })).id;
      for (let s = 0; s < 3; s++) {
        const sessionId = (await as(u).post('/api/session/start', { studentId: child })).json.sessionId;
        const served = await run(u, sessionId, [true, true, false, true, true]);
        expect(isOpen(served[0]!.templateId), `${grade}: ${served[0]!.templateId}`).toBe(false);
        expect(served.slice(0, 4).some((q) => isOpen(q.templateId))).toBe(false);
        expect(isOpen(served[4]!.templateId), `${grade}: the fifth is an open task`).toBe(true);
        await as(u).post('/api/session/end', { sessionId });
      }
    }
  });

  it('is one the model expects the child to solve (the warm-up band)', async () => {
    const u = await family();
    const child = (await addChild(t, u, { nickname: 'Rozgrzewka', grade: '7' })).id;
    // A week of mostly right answers: the model knows what this child solves.
    for (let s = 0; s < 3; s++) {
      const sessionId = (await as(u).post('/api/session/start', { studentId: child })).json.sessionId;
      await run(u, sessionId, [true, true, true, false, true, true, true, true]);
      await as(u).post('/api/session/end', { sessionId });
      t.clock.advance(24 * 3600_000);
    }
    for (let s = 0; s < 3; s++) {
      const sessionId = (await as(u).post('/api/session/start', { studentId: child })).json.sessionId;
      const served = await run(u, sessionId, [true, true, true, true]);
      const predicted = await Promise.all(served.map((q) => predictedOf(q.id)));
      expect(predicted[0], JSON.stringify(predicted)).toBeGreaterThanOrEqual(WARM_UP_SUCCESS - WARM_UP_BAND.below);
      await as(u).post('/api/session/end', { sessionId });
    }
  });

  it('stays the warm-up after a skip', async () => {
    const u = await family();
    const child = (await addChild(t, u, { nickname: 'Pominięta', grade: '8' })).id;
    const sessionId = (await as(u).post('/api/session/start', { studentId: child })).json.sessionId;
    for (let i = 0; i < 5; i++) {
      const next = await as(u).post('/api/session/next', { sessionId, skip: i > 0 });
      expect(next.status, next.text).toBe(200);
      // Position 5 after four skips: still no answer, so still no open task.
      expect(isOpen((await storedItem(t, next.json.question.id)).templateId)).toBe(false);
    }
  });
});

describe('a session focused on a topic', () => {
  it('serves only the topic’s skills and their prerequisites, on either instance', async () => {
    for (const [grade, topic] of [
      ['7', 'geometry'],
      ['6', 'fractions_powers'],
    ] as [Grade, TopicId][]) {
      const u = await family();
      const child = (await addChild(t, u, { nickname: 'Temat', grade })).id;
      const start = await as(u).post('/api/session/start', { studentId: child, focusTopic: topic });
      expect(start.status, start.text).toBe(200);
      expect(start.json.focusTopic).toBe(topic);
      const sessionId = start.json.sessionId as string;
      const served = await run(
        u,
        sessionId,
        [true, false, true, true, false, true, true, true, false, true, true, true],
        true,
      );
      const focus = topicFocus(DIAGNOSTIC_SKILLS, grade, topic);
      for (const q of served) {
        expect(focus.has(q.skillId), `${topic}: ${q.skillId}`).toBe(true);
        expect(q.focusTopic).toBe(topic);
      }
      // Adaptive inside the topic: more than one skill of it.
      expect(new Set(served.map((q) => q.skillId)).size).toBeGreaterThan(1);
      const session = await call(t.app, `/api/session/${sessionId}`, { cookie: u.cookie });
      expect(session.json.session.focusTopic).toBe(topic);
    }
  });

  it('refuses a topic that does not exist', async () => {
    const u = await family();
    const child = (await addChild(t, u, { nickname: 'Zły', grade: '6' })).id;
    const res = await as(u).post('/api/session/start', { studentId: child, focusTopic: 'astrologia' });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('request.invalid');
  });
});
