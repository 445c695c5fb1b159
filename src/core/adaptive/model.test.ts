import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../math/random.ts';
import {
  DEFAULT_CONFIG,
  FEATURE_ROW_LENGTH,
  fillSkillRow,
  initialSkillCalibration,
  initialSkillState,
  initialStudentState,
  initialWeights,
  outcomeOf,
  predict,
  predictInRow,
  update,
  type ItemCalibration,
  type LearnerSkillState,
  type ModelInput,
  type SkillCalibration,
  type StudentState,
} from './model.ts';

function gaussian(rng: { next(): number }): number {
  const u = Math.max(1e-12, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

const arbState = fc.record({
  ability: fc.double({ min: -4, max: 4, noNaN: true }),
  uncertainty: fc.double({ min: 0, max: 1, noNaN: true }),
  wins: fc.integer({ min: 0, max: 50 }),
  fails: fc.integer({ min: 0, max: 50 }),
  recent: fc.double({ min: -1, max: 1, noNaN: true }),
  difficulty: fc.double({ min: -4, max: 4, noNaN: true }),
  itemCount: fc.integer({ min: 0, max: 500 }),
});

type ArbState = typeof arbState extends fc.Arbitrary<infer T> ? T : never;

function inputFrom(s: ArbState): ModelInput {
  const student: StudentState = {
    ...initialStudentState(),
    ability: s.ability / 2,
    uncertainty: s.uncertainty,
    wins: s.wins,
    fails: s.fails,
    attempts: s.wins + s.fails,
    recentFast: s.recent,
    recentSlow: s.recent,
  };
  const skill: LearnerSkillState = { ...initialSkillState(), ability: s.ability / 2, uncertainty: s.uncertainty };
  const item: ItemCalibration = { difficulty: s.difficulty, count: s.itemCount };
  return { weights: initialWeights(), student, skill, skillCalibration: initialSkillCalibration(), item };
}

describe('learner model update', () => {
  it('moves abilities up after a correct answer and down after a wrong one, and the item the other way', () => {
    fc.assert(
      fc.property(arbState, (s) => {
        const input = inputFrom(s);
        const up = update(input, { correct: true, at: 0 });
        const down = update(input, { correct: false, at: 0 });
        expect(up.student.ability).toBeGreaterThan(input.student.ability);
        expect(up.skill.ability).toBeGreaterThan(input.skill.ability);
        expect(up.item.difficulty).toBeLessThan(input.item!.difficulty);
        expect(down.student.ability).toBeLessThan(input.student.ability);
        expect(down.skill.ability).toBeLessThan(input.skill.ability);
        expect(down.item.difficulty).toBeGreaterThan(input.item!.difficulty);
      }),
    );
  });

  it('makes the same item more likely to be solved after a correct answer (and less after a wrong one)', () => {
    fc.assert(
      fc.property(arbState, (s) => {
        const input = inputFrom(s);
        const before = predict(input);
        const after = (correct: boolean): number => {
          const r = update(input, { correct, at: 0 }, { learnWeights: false });
          return predict({ ...input, student: r.student, skill: r.skill, item: r.item });
        };
        expect(after(true)).toBeGreaterThan(before);
        expect(after(false)).toBeLessThan(before);
      }),
    );
  });

  it('does not mutate its inputs and returns the prediction made before the answer', () => {
    const input = inputFrom({
      ability: 0.4,
      uncertainty: 0.5,
      wins: 3,
      fails: 2,
      recent: 0.2,
      difficulty: 0.1,
      itemCount: 4,
    });
    const snapshot = JSON.stringify(input);
    const p = predict(input);
    const res = update(input, { correct: true, at: 0 });
    expect(JSON.stringify(input)).toBe(snapshot);
    expect(res.p).toBeCloseTo(p, 12);
  });

  it('shrinks the learner step as uncertainty falls', () => {
    const input = inputFrom({ ability: 0, uncertainty: 1, wins: 0, fails: 0, recent: 0, difficulty: 0, itemCount: 0 });
    const fresh = update(input, { correct: true, at: 0 });
    const settled = update(
      { ...input, skill: { ...input.skill, uncertainty: 0 }, student: { ...input.student, uncertainty: 0 } },
      { correct: true, at: 0 },
    );
    expect(fresh.skill.ability - input.skill.ability).toBeGreaterThan(settled.skill.ability - input.skill.ability);
    expect(fresh.skill.uncertainty).toBeLessThan(1);
  });

  it('regains uncertainty after a long break', () => {
    const input = inputFrom({
      ability: 0,
      uncertainty: 0.1,
      wins: 0,
      fails: 0,
      recent: 0,
      difficulty: 0,
      itemCount: 0,
    });
    const skill = { ...input.skill, lastAnswerAt: 0 };
    const soon = update({ ...input, skill }, { correct: true, at: 60_000 });
    const later = update({ ...input, skill }, { correct: true, at: 60 * 86_400_000 });
    expect(later.skill.ability).toBeGreaterThan(soon.skill.ability);
  });
});

describe('hints as partial evidence', () => {
  it('credits 1 − 0,25 per hint on a correct answer, clipped at 0; wrong stays 0', () => {
    expect(outcomeOf(true, 0)).toBe(1);
    expect(outcomeOf(true, 1)).toBe(0.75);
    expect(outcomeOf(true, 2)).toBe(0.5);
    expect(outcomeOf(true, 4)).toBe(0);
    expect(outcomeOf(true, 9)).toBe(0);
    expect(outcomeOf(false, 0)).toBe(0);
    expect(outcomeOf(false, 2)).toBe(0);
  });

  it('credits an open task’s partial points (points / maxPoints), reduced by hints like a correct answer', () => {
    expect(outcomeOf(false, 0, 2 / 3)).toBeCloseTo(2 / 3);
    expect(outcomeOf(false, 1, 2 / 3)).toBeCloseTo(0.5);
    expect(outcomeOf(true, 0, 0.5)).toBe(1);
    expect(outcomeOf(false, 0, 7)).toBe(1);
    const input = inputFrom({ ability: 0, uncertainty: 1, wins: 0, fails: 0, recent: 0, difficulty: 0, itemCount: 0 });
    const none = update(input, { correct: false, at: 0 });
    const some = update(input, { correct: false, partialCredit: 1 / 3, at: 0 });
    const full = update(input, { correct: true, at: 0 });
    expect(some.skill.ability).toBeGreaterThan(none.skill.ability);
    expect(some.skill.ability).toBeLessThan(full.skill.ability);
  });

  it('moves ability less for a correct answer with hints than without', () => {
    const input = inputFrom({ ability: 0, uncertainty: 1, wins: 0, fails: 0, recent: 0, difficulty: -2, itemCount: 0 });
    const clean = update(input, { correct: true, at: 0 });
    const hinted = update(input, { correct: true, hintsUsed: 1, at: 0 });
    expect(hinted.skill.ability).toBeLessThan(clean.skill.ability);
    expect(hinted.skill.wins).toBe(0.75);
    expect(hinted.skill.fails).toBe(0.25);
    expect(hinted.skill.streak).toBe(0);
  });
});

describe('online item calibration', () => {
  it('recovers synthetic item difficulties from many learners of known ability', () => {
    const rng = createRng(20240901);
    const trueDifficulty = Array.from({ length: 30 }, (_, i) => -2 + (4 * i) / 29);
    const items: (ItemCalibration | undefined)[] = trueDifficulty.map(() => undefined);
    let skillCalibration: SkillCalibration = initialSkillCalibration();
    const weights = initialWeights();
    for (let learner = 0; learner < 3000; learner++) {
      const theta = gaussian(rng);
      let student = initialStudentState();
      let skill = initialSkillState();
      for (let k = 0; k < 12; k++) {
        const i = rng.int(0, items.length - 1);
        const p = 1 / (1 + Math.exp(-(theta - trueDifficulty[i]! + 0.5)));
        const res = update(
          { weights, student, skill, skillCalibration, item: items[i] },
          { correct: rng.next() < p, at: 0 },
          { learnWeights: false },
        );
        student = res.student;
        skill = res.skill;
        items[i] = res.item;
        skillCalibration = res.skillCalibration;
      }
    }
    const est = items.map((c) => c!.difficulty);
    const meanEst = est.reduce((a, b) => a + b, 0) / est.length;
    const meanTrue = trueDifficulty.reduce((a, b) => a + b, 0) / trueDifficulty.length;
    let sxy = 0;
    let sxx = 0;
    let syy = 0;
    let mae = 0;
    for (let i = 0; i < est.length; i++) {
      const a = est[i]! - meanEst;
      const b = trueDifficulty[i]! - meanTrue;
      sxy += a * b;
      sxx += a * a;
      syy += b * b;
      mae += Math.abs(a - b);
    }
    expect(sxy / Math.sqrt(sxx * syy)).toBeGreaterThan(0.97);
    expect(mae / est.length).toBeLessThan(0.35);
    expect(items.every((c) => c!.count > 0)).toBe(true);
  });

  it('uses the skill prior for an item nobody has answered yet', () => {
    const base: ModelInput = {
      weights: initialWeights(),
      student: initialStudentState(),
      skill: initialSkillState(),
      skillCalibration: { ...initialSkillCalibration(), difficulty: 1.5 },
      item: undefined,
    };
    expect(predict(base)).toBeCloseTo(predict({ ...base, item: { difficulty: 1.5, count: 7 } }), 12);
    const res = update(base, { correct: true, at: 0 });
    expect(res.item.count).toBe(1);
    expect(res.item.difficulty).toBeLessThan(1.5);
  });

  it('keeps shared calibrations still when item learning is off', () => {
    const base = inputFrom({ ability: 0, uncertainty: 1, wins: 0, fails: 0, recent: 0, difficulty: 0.3, itemCount: 2 });
    const res = update(base, { correct: true, at: 0 }, { learnItems: false, learnWeights: false });
    expect(res.item).toEqual(base.item);
    expect(res.skillCalibration.difficulty).toBe(base.skillCalibration.difficulty);
    expect(res.weights).toBe(base.weights);
    expect(DEFAULT_CONFIG.weightRate).toBeGreaterThan(0);
  });
});

describe('feature rows', () => {
  it('predicts the items of a row exactly as predict does, rows side by side', () => {
    fc.assert(
      fc.property(fc.array(arbState, { minLength: 1, maxLength: 4 }), fc.boolean(), (states, answered) => {
        // Learned weights and skill calibrations, so that every term of the sum counts.
        const inputs = states.map((s) => {
          const input = inputFrom(s);
          if (!answered) return input;
          const r = update(input, { correct: s.wins > s.fails, hintsUsed: 1, at: 0 });
          return { ...input, weights: r.weights, skill: r.skill, skillCalibration: r.skillCalibration };
        });
        const rows = new Float64Array(inputs.length * FEATURE_ROW_LENGTH);
        inputs.forEach((input, row) => fillSkillRow(rows, row, input));
        inputs.forEach((input, row) => {
          for (const item of [input.item, undefined]) {
            const inRow = predictInRow(rows, row, input.weights, input.skillCalibration, item);
            expect(inRow).toBe(predict({ ...input, item }));
          }
        });
      }),
    );
  });
});
