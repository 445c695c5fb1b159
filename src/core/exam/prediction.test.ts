import { describe, expect, it } from 'vitest';
import { initialSkillState, initialStudentState, initialWeights } from '../adaptive/model.ts';
import { createRng } from '../math/random.ts';
import { EXAM_AREAS, MOCK_EXAM_FORMAT, type ExamAreaId } from './format.ts';
import { referenceTasks, type LearnerView } from './learner-view.ts';
import type { ExamTemplate } from './paper.ts';
import {
  fitShift,
  paperSlots,
  pointsDistribution,
  predictExam,
  quantile,
  type ReferenceTask,
  type ScoredTask,
} from './prediction.ts';

/** A mock of 20 one-point tasks the model gave ½ each, `earned` of them right. */
const mock = (earned: number, length = 20): ScoredTask[] =>
  Array.from({ length }, (_, i) => ({
    area: EXAM_AREAS[i % EXAM_AREAS.length]!.id,
    points: i < earned ? 1 : 0,
    maxPoints: 1,
    predicted: 0.5,
  }));

/** Every area's closed tasks at `closed` and open tasks (one of 2 points, one of 3) at `open`. */
const reference = (closed: number, open = closed): ReferenceTask[] =>
  EXAM_AREAS.flatMap((a) => [
    { area: a.id, kind: 'closed' as const, points: 1, predicted: closed },
    { area: a.id, kind: 'closed' as const, points: 1, predicted: closed },
    { area: a.id, kind: 'open' as const, points: 2, predicted: open },
    { area: a.id, kind: 'open' as const, points: 3, predicted: open },
  ]);

describe('fitShift', () => {
  it('moves the model’s prediction towards what the mock showed, less with a prior', () => {
    expect(fitShift(mock(10)).shift).toBeCloseTo(0, 6);
    expect(fitShift(mock(18)).shift).toBeGreaterThan(0.8);
    expect(fitShift(mock(2)).shift).toBeLessThan(-0.8);
    expect(fitShift(mock(2)).variance).toBeLessThan(1);
    expect(fitShift([])).toEqual({ shift: 0, variance: 1 });
  });
});

describe('paperSlots', () => {
  it('is the CKE paper: 15 closed tasks of 1 point and 6 open tasks, three of 3 points and three of 2 — 30 points', () => {
    const slots = paperSlots(reference(0.5));
    expect(slots.filter((s) => s.points === 1)).toHaveLength(MOCK_EXAM_FORMAT.closedCount);
    expect(slots.filter((s) => s.points === 3)).toHaveLength(3);
    expect(slots.filter((s) => s.points === 2)).toHaveLength(3);
    expect(slots.reduce((s, x) => s + x.points, 0)).toBe(30);
  });

  it('fills a slot only with tasks of its kind, area and worth', () => {
    const ref: ReferenceTask[] = [
      ...reference(0.5),
      { area: 'numbers', kind: 'closed', points: 1, predicted: 0.9 },
      { area: 'numbers', kind: 'open', points: 2, predicted: 0.1 },
    ];
    const slots = paperSlots(ref);
    const numbersClosed = slots.filter((s) => s.points === 1 && s.logits.length === 3);
    expect(numbersClosed).toHaveLength(4);
    // The open tasks of 2 points go to the areas whose open tasks are worth least: numbers is one.
    expect(slots.some((s) => s.points === 2 && s.logits.length === 2)).toBe(true);
  });

  it('reads a reference stored before tasks had kinds (area and success only)', () => {
    const old = EXAM_AREAS.map((a) => ({ area: a.id, predicted: 0.5 }) as unknown as ReferenceTask);
    const p = predictExam(mock(10), old);
    expect(p.percent).toBe(50);
    expect(p.low).toBeLessThan(50);
    expect(p.high).toBeGreaterThan(50);
  });
});

describe('pointsDistribution', () => {
  it('is the exact distribution of a sum of tasks worth their points or nothing', () => {
    expect([
      ...pointsDistribution([
        { points: 1, success: 0.5 },
        { points: 3, success: 0.5 },
      ]),
    ]).toEqual([0.25, 0.25, 0, 0.25, 0.25]);
    const slots = [
      { points: 1, success: 0.2 },
      { points: 2, success: 0.7 },
      { points: 3, success: 0.4 },
      { points: 1, success: 0.9 },
    ];
    const d = pointsDistribution(slots);
    const mean = d.reduce((s, p, k) => s + p * k, 0);
    const variance = d.reduce((s, p, k) => s + p * (k - mean) ** 2, 0);
    expect(d.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(mean).toBeCloseTo(
      slots.reduce((s, x) => s + x.points * x.success, 0),
      12,
    );
    // An open task's points go together: its variance is m² p(1 − p), not m p(1 − p).
    expect(variance).toBeCloseTo(
      slots.reduce((s, x) => s + x.points ** 2 * x.success * (1 - x.success), 0),
      12,
    );
  });
});

describe('quantile', () => {
  it('reads whole points as spread over ±½ point', () => {
    const uniform = new Float64Array(10).fill(0.1);
    expect(quantile(uniform, 0.1)).toBeCloseTo(0.5, 12);
    expect(quantile(uniform, 0.9)).toBeCloseTo(8.5, 12);
    expect(quantile(Float64Array.from([0, 1, 0]), 0.5)).toBeCloseTo(1, 12);
  });
});

describe('predictExam', () => {
  it('predicts a higher percentage for more points, with an interval around it', () => {
    const ref = reference(0.5);
    const low = predictExam(mock(4), ref);
    const mid = predictExam(mock(10), ref);
    const high = predictExam(mock(17), ref);
    expect(mid.percent).toBe(50);
    expect(low.percent).toBeLessThan(mid.percent);
    expect(high.percent).toBeGreaterThan(mid.percent);
    for (const p of [low, mid, high]) {
      expect(p.low).toBeLessThan(p.percent);
      expect(p.high).toBeGreaterThan(p.percent);
      expect(p.level).toBe(0.8);
    }
    // Evidence narrows the interval compared with none at all.
    const none = predictExam([], ref);
    expect(mid.high - mid.low).toBeLessThan(none.high - none.low);
    // A longer mock (the same share right) knows the pupil better.
    const long = predictExam(mock(30, 60), ref);
    expect(long.high - long.low).toBeLessThan(mid.high - mid.low);
  });

  it('weights tasks by their points: 15 closed points at 10 % and 15 open points at 90 % make 50 %', () => {
    const p = predictExam([], reference(0.1, 0.9));
    // Counting tasks instead of points would give (15·0,1 + 6·0,9) / 21 ≈ 33 %.
    expect(p.percent).toBeGreaterThanOrEqual(48);
    expect(p.percent).toBeLessThanOrEqual(52);
  });

  it('keeps the interval inside 0–100 and lopsided for a pupil near the floor', () => {
    const p = predictExam(mock(0), reference(0.08));
    expect(p.low).toBeGreaterThanOrEqual(0);
    expect(p.percent).toBeLessThan(10);
    expect(p.high - p.percent).toBeGreaterThan(p.percent - p.low);
  });

  it('is deterministic', () => {
    expect(predictExam(mock(7), reference(0.4, 0.6))).toEqual(predictExam(mock(7), reference(0.4, 0.6)));
  });

  it('holds the score of pupils its model describes 8 times in 10', () => {
    // Draw pupils as the prediction's own model says they are: the shift from its posterior, then
    // one paper (a random task per slot), each task all or nothing. The stated range must hold
    // about 80 % of those scores — a wrong quantile, mixture or percent scale would miss it.
    const ref = EXAM_AREAS.flatMap((a, i) =>
      [0.2, 0.45, 0.7, 0.85].map((p, j) => ({
        area: a.id as ExamAreaId,
        kind: (j < 3 ? 'closed' : 'open') as 'closed' | 'open',
        points: j < 3 ? 1 : 2 + (i % 2),
        predicted: p,
      })),
    );
    const scored = mock(9);
    const prediction = predictExam(scored, ref);
    const { shift, variance } = fitShift(scored);
    const slots = paperSlots(ref);
    const rng = createRng(7);
    const gauss = () => Math.sqrt(-2 * Math.log(Math.max(1e-12, rng.next()))) * Math.cos(2 * Math.PI * rng.next());
    const runs = 4000;
    let inside = 0;
    for (let r = 0; r < runs; r++) {
      const d = shift + Math.sqrt(variance) * gauss();
      let points = 0;
      for (const s of slots) {
        const l = s.logits[Math.floor(rng.next() * s.logits.length)]!;
        if (rng.next() < 1 / (1 + Math.exp(-(l + d)))) points += s.points;
      }
      const percent = Math.round((100 * points) / 30);
      if (percent >= prediction.low && percent <= prediction.high) inside++;
    }
    expect(inside / runs).toBeGreaterThan(0.76);
    expect(inside / runs).toBeLessThan(0.88);
  });
});

describe('referenceTasks', () => {
  const template = (templateId: string, skillId: string, area: ExamAreaId, open = false): ExamTemplate => ({
    templateId,
    skillId,
    area,
    levels: [1, 2, 3],
    points: open ? { 1: 2, 2: 3, 3: 3 } : { 1: 1, 2: 1, 3: 1 },
    task: open ? { kind: 'open' } : { kind: 'closed', style: 'wybor' },
  });
  const view = (skillAbility: Record<string, number>): LearnerView => ({
    weights: initialWeights(),
    student: initialStudentState(),
    skillStates: Object.fromEntries(
      Object.entries(skillAbility).map(([id, ability]) => [id, { ...initialSkillState(), ability }]),
    ),
    skillCalibrations: {},
    itemCalibrations: {},
  });

  it('has one task per exam template — a skill with no exam task has no say', () => {
    const bank = [
      template('fractions.a', 'fraction_operations', 'numbers'),
      template('percent.open', 'percent_changes', 'percent', true),
    ];
    const weakElsewhere = referenceTasks(view({ pythagoras: -5 }), bank);
    const neutral = referenceTasks(view({}), bank);
    expect(weakElsewhere).toHaveLength(2);
    expect(weakElsewhere).toEqual(neutral);
    expect(weakElsewhere.map((t) => [t.kind, t.points])).toEqual([
      ['closed', 1],
      ['open', neutral[1]!.points],
    ]);
  });

  it('takes every task at the level an average pupil’s paper gives it, whatever the pupil', () => {
    const bank = [template('fractions.a', 'fraction_operations', 'numbers')];
    const strong = referenceTasks(view({ fraction_operations: 3 }), bank)[0]!;
    const weak = referenceTasks(view({ fraction_operations: -3 }), bank)[0]!;
    expect(strong.predicted).toBeGreaterThan(0.8);
    expect(weak.predicted).toBeLessThan(0.2);
  });
});
