import { describe, expect, it } from 'vitest';
import { recordAnswer, type RecordAnswerInput } from './learner.ts';
import { initialSkillState, initialStudentState, initialWeights } from './model.ts';
import { neighbourIndex } from './propagation.ts';

const neighbours = neighbourIndex([
  { id: 'roots', prerequisites: [] },
  { id: 'pythagoras', prerequisites: ['roots'] },
  { id: 'circle', prerequisites: ['pythagoras'] },
]);

function base(over: Partial<RecordAnswerInput> = {}): RecordAnswerInput {
  return {
    weights: initialWeights(),
    student: initialStudentState(),
    skillId: 'pythagoras',
    skillStates: {},
    skillCalibrations: {},
    item: undefined,
    neighbours,
    observation: { correct: true, at: 1_000 },
    ...over,
  };
}

describe('recordAnswer', () => {
  it('updates the skill, lifts its prerequisite on success and reports mastery of every changed skill', () => {
    const r = recordAnswer(base());
    expect(Object.keys(r.skillStates).sort()).toEqual(['pythagoras', 'roots']);
    expect(r.skillStates.pythagoras!.attempts).toBe(1);
    expect(r.skillStates.roots!.ability).toBeGreaterThan(0);
    expect(r.skillStates.roots!.attempts).toBe(0);
    expect(Object.keys(r.mastery).sort()).toEqual(['pythagoras', 'roots']);
    expect(r.item.count).toBe(1);
    expect(r.p).toBeCloseTo(1 / (1 + Math.exp(-0.5)), 12);
  });

  it('lowers dependents after a wrong answer, and propagates nothing without a graph', () => {
    const wrong = recordAnswer(base({ observation: { correct: false, at: 1_000 } }));
    expect(Object.keys(wrong.skillStates).sort()).toEqual(['circle', 'pythagoras']);
    expect(wrong.skillStates.circle!.ability).toBeLessThan(0);
    const alone = recordAnswer(base({ neighbours: undefined }));
    expect(Object.keys(alone.skillStates)).toEqual(['pythagoras']);
  });

  it('schedules a review once the skill is mastered', () => {
    const strong = { ...initialSkillState(), ability: 2.5, uncertainty: 0.2 };
    const r = recordAnswer(base({ skillStates: { pythagoras: strong } }));
    expect(r.mastery.pythagoras!).toBeGreaterThan(0.75);
    expect(r.skillStates.pythagoras!.dueAt).toBeGreaterThan(1_000);
    const weak = recordAnswer(base({ observation: { correct: false, at: 1_000 } }));
    expect(weak.skillStates.pythagoras!.dueAt).toBeNull();
  });

  it('counts a hinted correct answer as partial evidence', () => {
    const clean = recordAnswer(base());
    const hinted = recordAnswer(base({ observation: { correct: true, hintsUsed: 2, at: 1_000 } }));
    expect(hinted.outcome).toBe(0.5);
    expect(hinted.skillStates.pythagoras!.ability).toBeLessThan(clean.skillStates.pythagoras!.ability);
  });
});
