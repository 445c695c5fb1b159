import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateQuestion } from '#core/questions/registry.ts';
import { correctResponses } from '#core/questions/open-task.ts';
import type { PartsAnswerSpec, QuestionInstance } from '#core/questions/types.ts';
import { attempts, learnerState } from '../../db/schema/index.ts';
import { createApp } from '../../app.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { expectNoAnswerKey } from '../../test/questions.ts';
import { practise } from '../../test/practice.ts';
import { OPEN_TASK_EVERY } from './practice.usecases.ts';

/**
 * Open tasks in practice: the answer route takes the JSON of the parts record, scores it by the
 * marking scheme, stores it and credits the learner model with points / maxPoints.
 * The served question's item is replaced by a chosen open task (the adaptive policy picks among
 * hundreds of templates, so which one comes first is not for a test to steer).
 */
let t: TestApp;
let parent: TestUser;
let childId: string;
let elsewhere: ReturnType<typeof createApp>;

const OPEN = generateQuestion('percent_of_number.open-savings', 2, 11);
const PARTS = OPEN.answer as PartsAnswerSpec;
const RIGHT = correctResponses(PARTS);

beforeAll(async () => {
  t = await createTestApp();
  parent = await createVerifiedUser(t, { consent: true });
  childId = (await addChild(t, parent, { nickname: 'Julka', grade: '7' })).id;
  elsewhere = createApp({ config: t.config, database: t.database, logger: createLogger('silent'), now: t.clock.now });
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => call(t.app, path, { cookie: parent.cookie, body });

/** A served practice question whose stored item is `item`. */
async function servedOpenTask(item: QuestionInstance = OPEN) {
  const sessionId = (await post('/api/session/start', { studentId: childId })).json.sessionId as string;
  const next = await post('/api/session/next', { sessionId });
  const questionId = next.json.question.id as string;
  await t.database.db
    .update(attempts)
    .set({ item, templateId: item.templateId, skillId: item.skillId, level: item.level })
    .where(eq(attempts.id, questionId));
  return { sessionId, questionId };
}

/**
 * Answered through another instance on the same database: the one that served the question
 * remembers the item it served (session-snapshots.ts), not the one this test put in its place.
 */
const answer = (sessionId: string, questionId: string, record: unknown) =>
  call(elsewhere, '/api/session/answer', {
    cookie: parent.cookie,
    body: { sessionId, questionId, answer: JSON.stringify(record), timeSpentMs: 90_000 },
  });

async function wins(): Promise<number> {
  const [row] = await t.database.db.select().from(learnerState).where(eq(learnerState.studentId, childId));
  return row?.state.wins ?? 0;
}

describe('open tasks in practice', () => {
  it('come every fifth question for grades 7–8 and liceum, never for younger pupils', async () => {
    const older = (await addChild(t, parent, { nickname: 'Maks', grade: '8' })).id;
    const younger = (await addChild(t, parent, { nickname: 'Zuzia', grade: '6' })).id;
    for (const [studentId, open] of [
      [older, true],
      [younger, false],
    ] as const) {
      const sessionId = await practise(t, parent, studentId, [true, false, true, true]);
      const next = await post('/api/session/next', { sessionId });
      expect(next.json.index).toBe(OPEN_TASK_EVERY);
      expect(next.json.question.inputKind === 'parts', studentId).toBe(open);
      expect(next.json.question.templateId).toMatch(open ? /\.open-/ : /^(?!.*\.open-)/);
    }
  });

  it('are served with their parts and points, without answers or the marking scheme', async () => {
    const { questionId } = await servedOpenTask();
    const view = await call(t.app, `/api/tutor/${questionId}?studentId=${childId}`, { cookie: parent.cookie });
    expect(view.status).toBe(200);
    expectNoAnswerKey(view.json);
    const q = view.json.question;
    expect(q).toMatchObject({ inputKind: 'parts', type: 'open', maxPoints: 3 });
    expect(q.parts.map((p: { id: string; inputKind: string }) => [p.id, p.inputKind])).toEqual([
      ['a', 'number'],
      ['b', 'number'],
      ['c', 'number'],
    ]);
    expect(JSON.stringify(view.json)).not.toContain(PARTS.scheme[0]!.description);
    expect(JSON.stringify(view.json)).not.toContain('"requires"');
  });

  it('sends an unanswered or badly written part back without counting anything', async () => {
    const { sessionId, questionId } = await servedOpenTask();
    const before = await wins();
    const missing = await answer(sessionId, questionId, { a: RIGHT.a, b: RIGHT.b });
    expect(missing.json).toMatchObject({ result: 'invalid', feedback: 'Odpowiedz na część c).' });
    const typo = await answer(sessionId, questionId, { ...RIGHT, b: '12,,5' });
    expect(typo.json.result).toBe('invalid');
    expect(typo.json.feedback).toMatch(/^Część b\): /);
    for (const bad of ['abc', '[1,2]', '{"a":{"x":1}}', '{"zz":"1"}']) {
      const res = await call(elsewhere, '/api/session/answer', {
        cookie: parent.cookie,
        body: { sessionId, questionId, answer: bad },
      });
      expect(res.status, bad).toBe(200);
      expect(res.json.result, bad).toBe('invalid');
    }
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, questionId));
    expect(row!.result).toBeNull();
    expect(await wins()).toBe(before);
  });

  it('scores partial points by the scheme, names the mistake, stores the answer and credits points / maxPoints', async () => {
    const { sessionId, questionId } = await servedOpenTask();
    const before = await wins();
    const resultPart = PARTS.parts[2]!;
    const mistake = resultPart.commonErrors![0]!;
    const wrongValue = mistake.wrong.kind === 'number' ? mistake.wrong.value : null;
    const typed = String(wrongValue!.n / wrongValue!.d).replace('.', ',');
    const res = await answer(sessionId, questionId, { ...RIGHT, c: typed });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      correct: false,
      result: 'incorrect',
      errorKey: mistake.key,
      feedback: mistake.feedback,
      duplicate: false,
      tutorAvailable: true,
    });
    expect(res.json.marking.points).toBe(2);
    expect(res.json.marking.maxPoints).toBe(3);
    expect(res.json.marking.criteria.map((c: { id: string; earned: boolean }) => [c.id, c.earned])).toEqual([
      ['k1', true],
      ['k2', true],
      ['k3', false],
    ]);
    expect(res.json.marking.parts[2]).toMatchObject({ id: 'c', result: 'incorrect', feedback: mistake.feedback });
    expect(res.json.marking.parts[2].correctAnswer).toMatch(/ zł$/);

    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, questionId));
    expect(row).toMatchObject({ result: 'incorrect', correct: false, errorKey: mistake.key });
    expect(JSON.parse(row!.rawAnswer!)).toEqual({ ...RIGHT, c: typed });
    // 2 of 3 points: the learner model credits two thirds of a right answer.
    expect((await wins()) - before).toBeCloseTo(2 / 3, 6);

    const again = await answer(sessionId, questionId, RIGHT);
    expect(again.json).toMatchObject({ duplicate: true, result: 'incorrect' });
    expect(again.json.marking.points).toBe(2);
  });

  it('gives full points for the right answer to every part', async () => {
    const { sessionId, questionId } = await servedOpenTask();
    const before = await wins();
    const res = await answer(sessionId, questionId, RIGHT);
    expect(res.json).toMatchObject({ correct: true, result: 'correct' });
    expect(res.json.marking.points).toBe(3);
    expect(res.json.marking.criteria.every((c: { earned: boolean }) => c.earned)).toBe(true);
    expect((await wins()) - before).toBeCloseTo(1, 6);
  });

  it('takes the tutor’s final answer as a parts record too', async () => {
    const justification = generateQuestion('algebraic_expressions.open-consecutive-sum', 1, 4);
    const { questionId } = await servedOpenTask(justification);
    for (let i = 0; i < justification.steps.length; i++) {
      const step = await post('/api/tutor/step', {
        attemptId: questionId,
        stepIndex: i,
        input: justification.steps[i]!.expected,
      });
      expect(step.json.status).toBe('correct');
    }
    const right = correctResponses(justification.answer as PartsAnswerSpec);
    const final = await post('/api/tutor/final', {
      attemptId: questionId,
      answer: JSON.stringify({ ...right, b: '3n +' }),
    });
    expect(final.json.result).toBe('invalid');
    const res = await post('/api/tutor/final', { attemptId: questionId, answer: JSON.stringify(right) });
    expect(res.json).toMatchObject({ result: 'correct', counted: true });
    expect(res.json.marking).toMatchObject({ points: 2, maxPoints: 2 });
  });
});
