import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MOCK_EXAM_FORMAT } from '#core/exam/format.ts';
import type { QuestionInstance } from '#core/questions/types.ts';
import { mockExams, mockExamTasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { givePlan } from '../../test/exams.ts';
import { plansHelpers } from '../../test/plans.ts';
import { practise } from '../../test/practice.ts';
import { correctInput, expectNoAnswerKey, wrongInput } from '../../test/questions.ts';
import { addChild, type TestUser } from '../../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const h = plansHelpers(
  () => t,
  () => {
    throw new Error('no admin in this suite');
  },
);

async function storedTasks(examId: string) {
  return t.database.db.select().from(mockExamTasks).where(eq(mockExamTasks.mockExamId, examId));
}

/** A wrong answer: an open task left empty ({} — no part answered), a closed task's wrong choice. */
function wrong(item: QuestionInstance) {
  return item.answer.kind === 'parts' ? '{}' : wrongInput(item);
}

async function start(parent: TestUser, studentId: string) {
  return h.post(parent, '/api/exams/start', { studentId });
}

describe('access', () => {
  it('gives a family on the trial one mock, then points to Egzamin+', async () => {
    const { parent, kids } = await h.family(2);
    const first = await start(parent, kids[0]!);
    expect(first.status, first.text).toBe(200);
    expect(first.json.resumed).toBe(false);
    // The running mock resumes; it is not a second one.
    const again = await start(parent, kids[0]!);
    expect(again.json).toMatchObject({ examId: first.json.examId, resumed: true });
    const sibling = await start(parent, kids[1]!);
    expect(sibling.status).toBe(402);
    expect(sibling.json.error.code).toBe('plan.trial_mock_used');
  });

  it('is for grade 7 and 8 pupils only (before any plan check)', async () => {
    const { parent } = await h.family(0);
    for (const grade of ['5', '6', '1LO']) {
      const child = await addChild(t, parent, { nickname: `Kl${grade}`, grade });
      const res = await start(parent, child.id);
      expect(res.status, grade).toBe(409);
      expect(res.json.error.code).toBe('exam.wrong_grade');
    }
    const eighth = await addChild(t, parent, { nickname: 'Ósma', grade: '8' });
    expect((await start(parent, eighth.id)).status).toBe(200);
  });

  it('refuses Standard and Rodzinny with a pointer to Egzamin+, and an expired trial', async () => {
    for (const plan of ['standard', 'family'] as const) {
      const { parent, kids } = await h.family();
      await givePlan(t, parent.id, plan);
      const res = await start(parent, kids[0]!);
      expect(res.status).toBe(402);
      expect(res.json.error).toMatchObject({
        code: 'plan.exam_plus_required',
        message: expect.stringContaining('Egzamin+'),
      });
    }
    const { parent, kids } = await h.family();
    await h.setTrial(parent.id, 50, t.clock.now());
    const res = await start(parent, kids[0]!);
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe('plan.trial_expired');
  });

  it('lets Egzamin+ start as many mocks as it likes', async () => {
    const { parent, kids } = await h.family();
    await givePlan(t, parent.id, 'exam_plus');
    for (let i = 0; i < 2; i++) {
      const s = await start(parent, kids[0]!);
      expect(s.status).toBe(200);
      expect((await h.post(parent, '/api/exams/finish', { examId: s.json.examId })).status).toBe(200);
    }
    const history = await h.get(parent, `/api/exams?studentId=${kids[0]}`);
    expect(history.json.exams).toHaveLength(2);
    expect(history.json.running).toBeNull();
  });

  it('never shows one family’s mock to another', async () => {
    const a = await h.family();
    const b = await h.family();
    const s = await start(a.parent, a.kids[0]!);
    expect((await h.get(b.parent, `/api/exams/${s.json.examId}`)).status).toBe(404);
    const save = await h.post(b.parent, '/api/exams/save', { examId: s.json.examId, answers: {} });
    expect(save.status).toBe(404);
    expect((await start(b.parent, a.kids[0]!)).status).toBe(404);
  });
});

describe('a mock from start to result', () => {
  let parent: TestUser;
  let studentId: string;
  let examId: string;
  let view: {
    remainingSeconds: number;
    questions: { kind: string; index: number; inputKind: string }[];
  };

  beforeAll(async () => {
    const f = await h.family();
    parent = f.parent;
    studentId = f.kids[0]!;
    await givePlan(t, parent.id, 'exam_plus');
    const s = await start(parent, studentId);
    examId = s.json.examId;
    view = s.json;
  });

  it('serves the whole paper in the CKE format without answers', () => {
    expect(view.remainingSeconds).toBe(MOCK_EXAM_FORMAT.timeLimitSeconds);
    const closed = view.questions.filter((q: { kind: string }) => q.kind === 'closed');
    expect(closed).toHaveLength(MOCK_EXAM_FORMAT.closedCount);
    expect(view.questions.map((q: { index: number }) => q.index)).toEqual(
      view.questions.map((_: unknown, i: number) => i + 1),
    );
    for (const q of closed) expect(['choice', 'truths']).toContain(q.inputKind);
    const open = view.questions.filter((q: { kind: string }) => q.kind === 'open');
    expect(open.length).toBeGreaterThan(0);
    for (const q of open) expect(q.inputKind).toBe('parts');
    expectNoAnswerKey(view);
  });

  it('autosaves, ignores stale edits and another tab, and resumes with the answers', async () => {
    const tasks = await storedTasks(examId);
    const [a, b] = tasks;
    const beatA = await h.post(parent, '/api/exams/heartbeat', { examId, tabId: 'tab-a' });
    expect(beatA.json.active).toBe(true);
    const beatB = await h.post(parent, '/api/exams/heartbeat', { examId, tabId: 'tab-b' });
    expect(beatB.json.active).toBe(false);
    const fromB = await h.post(parent, '/api/exams/save', {
      examId,
      tabId: 'tab-b',
      answers: { [a!.id]: { raw: correctInput(a!.item), clientUpdatedAt: 5 } },
    });
    expect(fromB.json).toMatchObject({ active: false, saved: [], ignored: [a!.id] });
    const saved = await h.post(parent, '/api/exams/save', {
      examId,
      tabId: 'tab-a',
      answers: {
        [a!.id]: { raw: correctInput(a!.item), clientUpdatedAt: 10 },
        [b!.id]: { raw: wrongInput(b!.item), clientUpdatedAt: 10 },
      },
    });
    expect(saved.json.saved.sort()).toEqual([a!.id, b!.id].sort());
    const stale = await h.post(parent, '/api/exams/save', {
      examId,
      tabId: 'tab-a',
      answers: { [a!.id]: { raw: wrongInput(a!.item), clientUpdatedAt: 9 } },
    });
    expect(stale.json.ignored).toEqual([a!.id]);
    const resumed = await h.get(parent, `/api/exams/${examId}`);
    expect(resumed.json.answers[a!.id]).toMatchObject({ raw: correctInput(a!.item), clientUpdatedAt: 10 });
    expect(resumed.json.answers[b!.id]).toMatchObject({ raw: wrongInput(b!.item) });
    expectNoAnswerKey(resumed.json);
    expect((await h.get(parent, `/api/exams/${examId}/result`)).json.error.code).toBe('exam.not_finished');
  });

  it('scores per task and per area and predicts the exam with an interval', async () => {
    const tasks = (await storedTasks(examId)).sort((x, y) => x.position - y.position);
    const answers: Record<string, { raw: string; clientUpdatedAt: number }> = {};
    // The first eight right (the second one too, now) and the last (an open task), the rest wrong.
    const right = (i: number) => i < 8 || i === tasks.length - 1;
    tasks.forEach((task, i) => {
      answers[task.id] = { raw: right(i) ? correctInput(task.item) : wrong(task.item), clientUpdatedAt: 20 };
    });
    const fin = await h.post(parent, '/api/exams/finish', { examId, tabId: 'tab-a', answers });
    expect(fin.status, fin.text).toBe(200);
    const { result } = (await h.get(parent, `/api/exams/${examId}/result`)).json;
    const expected = tasks.filter((_, i) => right(i)).reduce((s, task) => s + task.maxPoints, 0);
    expect(result.points).toBe(expected);
    expect(result.maxPoints).toBe(tasks.reduce((s, task) => s + task.maxPoints, 0));
    expect(result.percent).toBe(Math.round((100 * expected) / result.maxPoints));
    expect(result.tasks.map((x: { points: number }) => x.points)).toEqual(
      tasks.map((task, i) => (right(i) ? task.maxPoints : 0)),
    );
    // Open tasks: the marking of every criterion, earned on the last task, lost on an empty one.
    const open = result.tasks.filter((x: { kind: string }) => x.kind === 'open');
    expect(open.length).toBeGreaterThan(0);
    const last = result.tasks[result.tasks.length - 1];
    expect(last.kind).toBe('open');
    expect(last.marking.criteria.every((c: { earned: boolean }) => c.earned)).toBe(true);
    if (open.length > 1) expect(open[0].marking.criteria.some((c: { earned: boolean }) => c.earned)).toBe(false);
    for (const x of result.tasks.filter((y: { kind: string }) => y.kind === 'closed')) expect(x.marking).toBeNull();
    expect(result.areas.reduce((s: number, a: { points: number }) => s + a.points, 0)).toBe(expected);
    expect(result.areas[0]).toMatchObject({ name: expect.any(String), percent: expect.any(Number) });
    expect(result.prediction.low).toBeLessThanOrEqual(result.prediction.percent);
    expect(result.prediction.high).toBeGreaterThanOrEqual(result.prediction.percent);
    // The prediction's reference: the tasks the real paper can contain, closed and open, with their points.
    const [row] = await t.database.db.select().from(mockExams).where(eq(mockExams.id, examId));
    const kinds = new Set(row!.reference.map((r) => `${r.kind}:${r.points}`));
    expect([...kinds].sort()).toEqual(['closed:1', 'open:2', 'open:3']);
    expect(row!.reference.every((r) => r.predicted > 0 && r.predicted < 1)).toBe(true);
    expect(result.tasks[0].correctAnswer).not.toBe('');
    expect(result.finishReason).toBe('user');
    // Finishing again changes nothing; answers after the end are ignored.
    await h.post(parent, '/api/exams/finish', { examId });
    const late = await h.post(parent, '/api/exams/save', {
      examId,
      answers: { [tasks[9]!.id]: { raw: correctInput(tasks[9]!.item), clientUpdatedAt: 99 } },
    });
    expect(late.json.saved).toEqual([]);
    expect((await h.get(parent, `/api/exams/${examId}/result`)).json.result.points).toBe(expected);
    const history = await h.get(parent, `/api/exams?studentId=${studentId}`);
    expect(history.json.exams).toEqual([expect.objectContaining({ id: examId, points: expected })]);
  });
});

describe('the time limit', () => {
  it('ends the mock on the server when time is up and keeps the answers saved in time', async () => {
    const { parent, kids } = await h.family();
    await givePlan(t, parent.id, 'exam_plus');
    const s = await start(parent, kids[0]!);
    const examId = s.json.examId;
    const [first, second] = (await storedTasks(examId)).sort((x, y) => x.position - y.position);
    await h.post(parent, '/api/exams/save', {
      examId,
      answers: { [first!.id]: { raw: correctInput(first!.item), clientUpdatedAt: 1 } },
    });
    t.clock.advance(MOCK_EXAM_FORMAT.timeLimitSeconds * 1000 + 20_000);
    const late = await h.post(parent, '/api/exams/save', {
      examId,
      answers: { [second!.id]: { raw: correctInput(second!.item), clientUpdatedAt: 2 } },
    });
    expect(late.json).toMatchObject({ saved: [], status: 'finished' });
    const { result } = (await h.get(parent, `/api/exams/${examId}/result`)).json;
    expect(result).toMatchObject({ points: first!.maxPoints, finishReason: 'time_up' });
    expect(new Date(result.finishedAt).getTime() - new Date(result.startedAt).getTime()).toBe(
      MOCK_EXAM_FORMAT.timeLimitSeconds * 1000,
    );
    t.clock.advance(-(MOCK_EXAM_FORMAT.timeLimitSeconds * 1000 + 20_000));
  });
});

describe('the weekly report', () => {
  it('lists the child’s mock results with the week’s report and in the weekly e-mail’s data', async () => {
    const { parent, kids } = await h.family();
    await practise(t, parent, kids[0]!, [true, false, true]);
    const s = await start(parent, kids[0]!);
    const [first] = (await storedTasks(s.json.examId)).sort((x, y) => x.position - y.position);
    await h.post(parent, '/api/exams/finish', {
      examId: s.json.examId,
      answers: { [first!.id]: { raw: correctInput(first!.item), clientUpdatedAt: 1 } },
    });
    const { result } = (await h.get(parent, `/api/exams/${s.json.examId}/result`)).json;
    const weekly = await h.get(parent, '/api/parent/weekly-reports');
    expect(weekly.status, weekly.text).toBe(200);
    expect(weekly.json.reports[0].mock_exams).toEqual([
      expect.objectContaining({
        percent: result.percent,
        points: first!.maxPoints,
        predicted: result.prediction.percent,
        predicted_low: result.prediction.low,
        predicted_high: result.prediction.high,
      }),
    ]);
  });
});
