import { expect } from 'vitest';
import { subscriptions } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { call } from './http.ts';
import { correctInput, storedItem } from './questions.ts';
import { addChild, createVerifiedUser, type TestUser } from './users.ts';

export const DAY = 24 * 60 * 60 * 1000;

/** Families, served questions, trial states and access codes for the plans suites. */
export function plansHelpers(app: () => TestApp, admin: () => TestUser) {
  const post = (u: TestUser, path: string, body: unknown = {}) => call(app().app, path, { cookie: u.cookie, body });
  const get = (u: TestUser, path: string) => call(app().app, path, { cookie: u.cookie });

  async function family(children = 1) {
    const parent = await createVerifiedUser(app(), { consent: true });
    const kids: string[] = [];
    for (let i = 0; i < children; i++) kids.push((await addChild(app(), parent, { nickname: `Dziecko ${i + 1}` })).id);
    return { parent, kids };
  }

  /** A served, unanswered practice question of the child (a fresh session each time). */
  async function served(parent: TestUser, studentId: string) {
    const start = await post(parent, '/api/session/start', { studentId });
    expect(start.status, start.text).toBe(200);
    const next = await post(parent, '/api/session/next', { sessionId: start.json.sessionId });
    const questionId = next.json.question.id as string;
    return { sessionId: start.json.sessionId as string, questionId, item: await storedItem(app(), questionId) };
  }

  async function answer(parent: TestUser, q: Awaited<ReturnType<typeof served>>) {
    return post(parent, '/api/session/answer', {
      sessionId: q.sessionId,
      questionId: q.questionId,
      answer: correctInput(q.item),
    });
  }

  async function setTrial(userId: string, tasksUsed: number, startedAt: Date) {
    await app()
      .database.db.insert(subscriptions)
      .values({ userId, trialTasksUsed: tasksUsed, trialStartedAt: startedAt })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: { trialTasksUsed: tasksUsed, trialStartedAt: startedAt },
      });
  }

  async function newCode(body: Record<string, unknown> = {}) {
    const res = await post(admin(), '/api/admin/codes', { plan: 'exam_plus', ...body });
    expect(res.status, res.text).toBe(201);
    return res.json.code as { id: string; code: string; maxUses: number };
  }

  return { post, get, family, served, answer, setTrial, newCode };
}
