import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attempts, subscriptions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestAppWithAdmin, type TestUser } from '../../test/users.ts';
import { DAY, plansHelpers } from '../../test/plans.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin({ consent: true }));
});
afterAll(() => t.close());

const { post, get, family, served, answer, setTrial } = plansHelpers(
  () => t,
  () => admin,
);

describe('GET /api/gating-status and the trial', () => {
  it('a new family is on a trial that has not started: sign-up does not start it', async () => {
    const { parent } = await family();
    const res = await get(parent, '/api/gating-status');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      activePlan: 'free',
      status: 'trialing',
      trial: { daysLeft: 7, tasksLeft: 50, startedAt: null },
      hintLimit: 3,
      maxChildren: 5,
      subscription: { currentPeriodEnd: null, note: null },
    });
  });

  it('starts at the first answered task and counts each one', async () => {
    const { parent, kids } = await family();
    const q = await served(parent, kids[0]!);
    expect((await get(parent, '/api/gating-status')).json.trial.startedAt).toBeNull();
    expect((await answer(parent, q)).status).toBe(200);
    const after = (await get(parent, '/api/gating-status')).json;
    expect(after.trial).toMatchObject({ daysLeft: 7, tasksLeft: 49 });
    expect(new Date(after.trial.startedAt).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    // A repeated answer is not a second task.
    expect((await answer(parent, q)).json.duplicate).toBe(true);
    expect((await get(parent, '/api/gating-status')).json.trial.tasksLeft).toBe(49);
  });

  it('allows the 50th task and refuses the 51st without storing it', async () => {
    const { parent, kids } = await family();
    await setTrial(parent.id, 49, t.clock.now());
    const fiftieth = await served(parent, kids[0]!);
    const fiftyFirst = await served(parent, kids[0]!);
    expect((await answer(parent, fiftieth)).status).toBe(200);
    const refused = await answer(parent, fiftyFirst);
    expect(refused.status).toBe(402);
    expect(refused.json.error).toMatchObject({
      code: 'plan.trial_expired',
      message: 'Okres próbny wygasł. Wybierz plan, aby kontynuować naukę.',
    });
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, fiftyFirst.questionId));
    expect(row?.result).not.toBe('correct');
    const status = (await get(parent, '/api/gating-status')).json;
    expect(status).toMatchObject({ status: 'expired', trial: { tasksLeft: 0 } });
  });

  it('an expired trial refuses a new session and a new diagnostic; history, panel and children stay', async () => {
    const { parent, kids } = await family();
    await setTrial(parent.id, 50, t.clock.now());
    for (const path of ['/api/session/start', '/api/diagnostic/start']) {
      const res = await post(parent, path, { studentId: kids[0] });
      expect(res.status, path).toBe(402);
      expect(res.json.error.code).toBe('plan.trial_expired');
    }
    expect((await get(parent, '/api/parent/dashboard')).status).toBe(200);
    expect((await get(parent, '/api/students')).json.students).toHaveLength(1);
    expect((await get(parent, `/api/plan?studentId=${kids[0]}`)).json).toEqual({ plan: 'free' });
    expect((await post(parent, '/api/students', { nickname: 'Nowy', grade: '5', goal: 'habit' })).status).toBe(201);
  });

  it('a running session serves no further question once the trial has ended', async () => {
    const { parent, kids } = await family();
    const start = await post(parent, '/api/session/start', { studentId: kids[0] });
    expect(start.status, start.text).toBe(200);
    expect((await post(parent, '/api/session/next', { sessionId: start.json.sessionId })).status).toBe(200);
    await setTrial(parent.id, 50, t.clock.now());
    for (const body of [{ sessionId: start.json.sessionId }, { sessionId: start.json.sessionId, skip: true }]) {
      const res = await post(parent, '/api/session/next', body);
      expect(res.status, res.text).toBe(402);
      expect(res.json.error.code).toBe('plan.trial_expired');
    }
    // The summary of what was done stays readable.
    expect((await post(parent, '/api/session/end', { sessionId: start.json.sessionId })).status).toBe(200);
  });

  it('runs through day 7 and ends on day 8', async () => {
    const { parent, kids } = await family();
    await setTrial(parent.id, 3, new Date(t.clock.now().getTime() - 7 * DAY + 60_000));
    expect((await get(parent, '/api/gating-status')).json).toMatchObject({
      status: 'trialing',
      trial: { daysLeft: 1 },
    });
    expect((await post(parent, '/api/session/start', { studentId: kids[0] })).status).toBe(200);
    await setTrial(parent.id, 3, new Date(t.clock.now().getTime() - 7 * DAY));
    expect((await get(parent, '/api/gating-status')).json).toMatchObject({ status: 'expired', trial: { daysLeft: 0 } });
    expect((await post(parent, '/api/session/start', { studentId: kids[0] })).status).toBe(402);
  });

  it('two tabs answering at once never pass 50 tasks', async () => {
    const { parent, kids } = await family(2);
    const questions = [];
    for (let i = 0; i < 8; i++) questions.push(await served(parent, kids[i % 2]!));
    await setTrial(parent.id, 46, t.clock.now());
    const results = await Promise.all(questions.map((q) => answer(parent, q)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 402, 402, 402, 402]);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, parent.id));
    expect(row?.trialTasksUsed).toBe(50);
  });

  it('GET /api/plan answers for the family’s own child only', async () => {
    const { parent, kids } = await family();
    const other = await family();
    expect((await get(parent, `/api/plan?studentId=${kids[0]}`)).json).toEqual({ plan: 'free' });
    const foreign = await get(parent, `/api/plan?studentId=${other.kids[0]}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe('student.not_found');
  });
});

describe('limits of the plan', () => {
  it('children: 5 on the trial, 1 on Standard, 3 on Rodzinny', async () => {
    const { parent } = await family(5);
    const sixth = await post(parent, '/api/students', { nickname: 'Szósty', grade: '5', goal: 'habit' });
    expect(sixth.status).toBe(403);
    expect(sixth.json.error.code).toBe('plan.child_limit');
    expect(sixth.json.error.message).toMatch(/^Twój plan nie pozwala dodać kolejnego dziecka/);

    const one = await family(1);
    await post(admin, '/api/admin/grant-plan', { email: one.parent.email, plan: 'standard', durationDays: 30 });
    expect((await post(one.parent, '/api/students', { nickname: 'Drugi', grade: '5', goal: 'habit' })).status).toBe(
      403,
    );
    await post(admin, '/api/admin/grant-plan', { email: one.parent.email, plan: 'family', durationDays: 30 });
    for (const [name, status] of [
      ['Drugi', 201],
      ['Trzeci', 201],
      ['Czwarty', 403],
    ] as const) {
      const res = await post(one.parent, '/api/students', { nickname: name, grade: '5', goal: 'habit' });
      expect(res.status, name).toBe(status);
    }
  });

  it('children added at once never pass the limit', async () => {
    const { parent } = await family(0);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n) =>
        post(parent, '/api/students', { nickname: `Dziecko ${n}`, grade: '6', goal: 'habit' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 403, 403, 403]);
    expect((await get(parent, '/api/students')).json.students).toHaveLength(5);
  });

  it('hints: 3 per question on the trial, unlimited on Egzamin+', async () => {
    const { parent, kids } = await family();
    let q = await served(parent, kids[0]!);
    for (let i = 0; i < 30 && q.item.steps.length < 2; i++) q = await served(parent, kids[0]!);
    expect(q.item.steps.length).toBeGreaterThanOrEqual(2);
    const hint = (stepIndex: number) => post(parent, '/api/tutor/hint', { attemptId: q.questionId, stepIndex });
    for (let i = 0; i < 3; i++) expect((await hint(0)).json.remaining_hints).toBe(2 - i);
    const limited = await hint(1);
    expect(limited.status).toBe(403);
    expect(limited.json.error.message).toBe('Limit wskazówek dla tego pytania został wykorzystany.');

    await post(admin, '/api/admin/grant-plan', { email: parent.email, plan: 'exam_plus', durationDays: 30 });
    const unlimited = await hint(1);
    expect(unlimited.status).toBe(200);
    expect(unlimited.json.remaining_hints).toBeNull();
    const view = await get(parent, `/api/tutor/${q.questionId}`);
    expect(view.json).toMatchObject({ hintLimit: 'unlimited', remainingHints: null, hintsUsed: 4 });
  });

  it('a paid plan counts no trial tasks and lets an expired trial learn again', async () => {
    const { parent, kids } = await family();
    await setTrial(parent.id, 50, t.clock.now());
    await post(admin, '/api/admin/grant-plan', { email: parent.email, plan: 'standard', durationDays: 1 });
    const q = await served(parent, kids[0]!);
    expect((await answer(parent, q)).status).toBe(200);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, parent.id));
    expect(row?.trialTasksUsed).toBe(50);
  });
});
