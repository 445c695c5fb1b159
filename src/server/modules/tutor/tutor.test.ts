import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attemptSteps, attempts, learnerState } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createTestAppWithTwoFamilies, type TestUser } from '../../test/users.ts';
import { correctInput, expectNoAnswerKey, storedItem } from '../../test/questions.ts';

let t: TestApp;
let parent: TestUser;
let other: TestUser;
let childId: string;
let siblingId: string;

beforeAll(async () => {
  ({ t, parent, other } = await createTestAppWithTwoFamilies());
  childId = (await addChild(t, parent, { nickname: 'Hania', grade: '6' })).id;
  siblingId = (await addChild(t, parent, { nickname: 'Tomek', grade: '8' })).id;
});
afterAll(() => t.close());

const post = (path: string, body: unknown, u = parent) => call(t.app, path, { cookie: u.cookie, body });

async function servedQuestion() {
  const sessionId = (await post('/api/session/start', { studentId: childId })).json.sessionId;
  const next = await post('/api/session/next', { sessionId });
  return { sessionId, questionId: next.json.question.id as string };
}

describe('step tutor', () => {
  it('walks the steps, counts hints, unlocks and records the final answer', async () => {
    const { questionId, sessionId } = await servedQuestion();
    const item = await storedItem(t, questionId);
    const view = await call(t.app, `/api/tutor/${questionId}?studentId=${childId}`, { cookie: parent.cookie });
    expect(view.status).toBe(200);
    expectNoAnswerKey(view.json);
    expect(view.json).toMatchObject({
      attemptId: questionId,
      hintLimit: 3,
      remainingHints: 3,
      finalUnlocked: false,
      answered: null,
    });
    expect(view.json.steps).toHaveLength(item.steps.length);
    expect(view.json.steps[0]).toMatchObject({ index: 0, status: 'not_attempted', hintLevel: 0 });

    const locked = await post('/api/tutor/final', { attemptId: questionId, answer: correctInput(item) });
    expect(locked.status).toBe(409);
    expect(locked.json.error.message).toBe('Najpierw rozwiąż poprawnie wszystkie kroki, a potem podaj wynik końcowy');

    const empty = await post('/api/tutor/step', { attemptId: questionId, stepIndex: 0, input: '   ' });
    expect(empty.json).toMatchObject({ status: 'not_attempted', allStepsCorrect: false });
    const wrong = await post('/api/tutor/step', {
      attemptId: questionId,
      stepIndex: 0,
      input: 'zupełnie nie to 98765',
    });
    expect(wrong.json.status).toBe('incorrect');
    expect(wrong.json.feedback).toEqual(expect.any(String));

    const h1 = await post('/api/tutor/hint', { attemptId: questionId, stepIndex: 0 });
    expect(h1.json).toMatchObject({ next_prompt: item.steps[0]!.hints[0], hint_level: 1, remaining_hints: 2 });
    const h2 = await post('/api/tutor/hint', { attemptId: questionId, stepIndex: 0 });
    expect(h2.json).toMatchObject({ next_prompt: item.steps[0]!.hints[1], hint_level: 2, remaining_hints: 1 });

    for (let i = 0; i < item.steps.length; i++) {
      const res = await post('/api/tutor/step', {
        attemptId: questionId,
        stepIndex: i,
        input: item.steps[i]!.expected,
      });
      expect(res.json.status, `step ${i}: ${item.steps[i]!.expected}`).toBe('correct');
      expect(res.json.allStepsCorrect).toBe(i === item.steps.length - 1);
    }
    const rows = await t.database.db.select().from(attemptSteps).where(eq(attemptSteps.attemptId, questionId));
    expect(rows).toHaveLength(item.steps.length);
    expect(rows.find((r) => r.stepIndex === 0)!.hintLevel).toBe(2);

    const [before] = await t.database.db.select().from(learnerState).where(eq(learnerState.studentId, childId));
    const final = await post('/api/tutor/final', { attemptId: questionId, answer: correctInput(item) });
    expect(final.status).toBe(200);
    expect(final.json).toMatchObject({ correct: true, result: 'correct', counted: true });
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, questionId));
    expect(row).toMatchObject({ result: 'correct', hintsUsed: 2 });
    // Two hints: the correct answer counts as partial evidence (outcome 0,5).
    const [after] = await t.database.db.select().from(learnerState).where(eq(learnerState.studentId, childId));
    expect(after!.state.wins - (before?.state.wins ?? 0)).toBeCloseTo(0.5, 6);
    const again = await post('/api/tutor/final', { attemptId: questionId, answer: correctInput(item) });
    expect(again.json).toMatchObject({ correct: true, counted: false });

    // The session summary reports the tutor work as a step insight.
    const end = await post('/api/session/end', { sessionId });
    const { skillName } = await import('#core/curriculum/skills.ts');
    expect(end.json.summary.stepInsights[0]).toMatchObject({
      topic: skillName(item.skillId),
      stepsAttempted: item.steps.length,
    });
    expect(end.json.summary).toMatchObject({ totalAnswered: 1, correctCount: 1 });
  });

  it('limits hints to 3 per question with the spec message', async () => {
    const { questionId } = await servedQuestion();
    const item = await storedItem(t, questionId);
    const stepForThird = item.steps.length > 1 ? 1 : 0;
    await post('/api/tutor/hint', { attemptId: questionId, stepIndex: 0 });
    await post('/api/tutor/hint', { attemptId: questionId, stepIndex: 0 });
    const third = await post('/api/tutor/hint', { attemptId: questionId, stepIndex: stepForThird });
    expect(third.json.remaining_hints).toBe(0);
    const fourth = await post('/api/tutor/hint', { attemptId: questionId, stepIndex: stepForThird === 0 ? 0 : 1 });
    if (stepForThird === 0) {
      // Level 3 of the only step reached: the worked step is shown again without using a hint.
      expect(fourth.json).toMatchObject({ hint_level: 3, remaining_hints: 0 });
    } else {
      expect(fourth.status).toBe(403);
      expect(fourth.json.error).toMatchObject({
        code: 'tutor.hint_limit',
        message: 'Limit wskazówek dla tego pytania został wykorzystany.',
      });
    }
    const other0 = await post('/api/tutor/hint', { attemptId: questionId, stepIndex: 0, errorCode: 'x' });
    if (stepForThird === 1) expect(other0.status).toBe(403);
  });

  it('does not point to a hint when none is left for the step', async () => {
    const { questionId } = await servedQuestion();
    const wrong = { attemptId: questionId, stepIndex: 0, input: '987654321' };
    const before = await post('/api/tutor/step', wrong);
    expect(before.json).toMatchObject({ status: 'incorrect' });
    for (let i = 0; i < 3; i++) await post('/api/tutor/hint', { attemptId: questionId, stepIndex: 0 });
    const after = await post('/api/tutor/step', wrong);
    expect(after.json).toMatchObject({ status: 'incorrect' });
    if (before.json.errorCode === undefined) {
      expect(before.json.feedback).toBe('To jeszcze nie to… Spróbuj jeszcze raz albo weź podpowiedź.');
      expect(after.json.feedback).toBe('To jeszcze nie to… Sprawdź obliczenia i spróbuj jeszcze raz.');
    }
  });

  it('rejects an invalid step index', async () => {
    const { questionId } = await servedQuestion();
    for (const stepIndex of [-1, 99]) {
      const res = await post('/api/tutor/step', { attemptId: questionId, stepIndex, input: '1' });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'tutor.invalid_step', message: 'Nie ma takiego kroku rozwiązania' });
    }
    const hint = await post('/api/tutor/hint', { attemptId: questionId, stepIndex: 99 });
    expect(hint.json.error.code).toBe('tutor.invalid_step');
  });

  it('enforces ownership: attempt, student and sibling', async () => {
    const { questionId } = await servedQuestion();
    const foreign = await call(t.app, `/api/tutor/${questionId}`, { cookie: other.cookie });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toMatchObject({ code: 'tutor.attempt_not_found', message: 'Nie znaleziono zadania' });
    for (const res of [
      await post('/api/tutor/step', { attemptId: questionId, stepIndex: 0, input: '1' }, other),
      await post('/api/tutor/hint', { attemptId: questionId, stepIndex: 0 }, other),
      await post('/api/tutor/final', { attemptId: questionId, answer: '1' }, other),
    ]) {
      expect(res.status).toBe(404);
    }
    const foreignStudent = await call(t.app, `/api/tutor/${questionId}?studentId=${childId}`, { cookie: other.cookie });
    expect(foreignStudent.json.error).toMatchObject({
      code: 'tutor.student_not_found',
      message: 'Nie znaleziono ucznia albo brak do niego dostępu',
    });
    const sibling = await call(t.app, `/api/tutor/${questionId}?studentId=${siblingId}`, { cookie: parent.cookie });
    expect(sibling.status).toBe(403);
    expect(sibling.json.error).toMatchObject({ code: 'tutor.access_denied', message: 'Brak dostępu' });
    expect((await call(t.app, `/api/tutor/${questionId}`)).status).toBe(401);
  });
});
