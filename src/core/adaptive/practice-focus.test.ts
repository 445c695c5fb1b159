import { describe, expect, it } from 'vitest';
import { createRng } from '../math/random.ts';
import type { DiagnosticSkill } from './diagnostic.ts';
import {
  initialSkillState,
  initialStudentState,
  initialWeights,
  type ItemCalibration,
  type LearnerSkillState,
} from './model.ts';
import {
  WARM_UP_BAND,
  WARM_UP_SUCCESS,
  nextPracticeItem,
  topicFocus,
  type PracticeInput,
  type PracticeItem,
} from './practice.ts';

const skills: DiagnosticSkill[] = [
  { id: 'count', name: 'Count', grade: '5', prerequisites: [], areas: [] },
  { id: 'frac', name: 'Fractions', grade: '5', prerequisites: ['count'], areas: ['fractions_powers'] },
  { id: 'ratio', name: 'Ratio', grade: '6', prerequisites: ['frac'], areas: ['proportions'] },
  { id: 'percent', name: 'Percent', grade: '6', prerequisites: ['ratio'], areas: ['proportions'] },
  { id: 'angles', name: 'Angles', grade: '5', prerequisites: ['count'], areas: ['geometry'] },
  { id: 'area', name: 'Area', grade: '6', prerequisites: ['angles'], areas: ['geometry'] },
  { id: 'late', name: 'Late', grade: '8', prerequisites: [], areas: ['proportions'] },
];
const candidates: PracticeItem[] = skills.flatMap((s) =>
  [0, 1, 2].flatMap((t) => [1, 2, 3].map((level) => ({ templateId: `${s.id}.t${t}`, level, skillId: s.id }))),
);
const itemCalibrations: Record<string, ItemCalibration> = {};
for (const c of candidates)
  itemCalibrations[`${c.templateId}#${c.level}`] = { difficulty: 1.5 * (c.level - 2), count: 50 };
const strong: LearnerSkillState = {
  ...initialSkillState(),
  ability: 2.5,
  uncertainty: 0.1,
  attempts: 12,
  wins: 11,
  fails: 1,
  recentFast: 0.9,
  recentSlow: 0.8,
  last: 1,
  streak: 6,
};
const weak: LearnerSkillState = {
  ...initialSkillState(),
  ability: -1.5,
  uncertainty: 0.3,
  attempts: 8,
  wins: 1,
  fails: 7,
  recentFast: -0.9,
  recentSlow: -0.7,
  last: -1,
};

function input(over: Partial<PracticeInput> = {}): PracticeInput {
  return {
    grade: '6',
    goal: 'habit',
    difficultyAreas: [],
    skills,
    candidates,
    weights: initialWeights(),
    student: initialStudentState(),
    skillStates: { count: strong, frac: strong, angles: strong },
    skillCalibrations: {},
    itemCalibrations,
    recent: [],
    at: 0,
    rng: createRng(1),
    ...over,
  };
}

describe('topicFocus', () => {
  it('is the topic’s skills of the grade and their direct prerequisites, one set per grade and topic', () => {
    expect([...topicFocus(skills, '6', 'proportions')].sort()).toEqual(['frac', 'percent', 'ratio']);
    expect([...topicFocus(skills, '6', 'geometry')].sort()).toEqual(['angles', 'area', 'count']);
    // A later grade's skill joins at its grade.
    expect(topicFocus(skills, '8', 'proportions').has('late')).toBe(true);
    expect(topicFocus(skills, '6', 'proportions')).toBe(topicFocus(skills, '6', 'proportions'));
  });
});

describe('a focused session', () => {
  it('draws every question from the topic and its prerequisites, adaptive inside it', () => {
    const focus = topicFocus(skills, '6', 'proportions');
    const seen = new Set<string>();
    let recent: PracticeInput['recent'] = [];
    for (let i = 0; i < 40; i++) {
      const correct = i % 3 !== 0;
      const choice = nextPracticeItem(input({ focus, recent, rng: createRng(i), opening: i === 0 }))!;
      expect(focus.has(choice.item.skillId), choice.item.skillId).toBe(true);
      seen.add(choice.item.skillId);
      recent = [...recent, { ...choice.item, correct }];
    }
    // The frontier of the topic (ratio: its prerequisite known) is practised, not only the known prerequisite.
    expect(seen.has('ratio')).toBe(true);
  });

  it('stays in the topic when the only frontier is elsewhere', () => {
    const focus = topicFocus(skills, '6', 'proportions');
    const states = { count: strong, frac: strong, ratio: strong, percent: strong, angles: strong };
    // Unfocused, the frontier (area) is what the policy practises…
    expect(nextPracticeItem(input({ skillStates: states }))!.item.skillId).toBe('area');
    // …focused, the topic's own skills are kept fresh instead.
    for (let seed = 0; seed < 10; seed++) {
      const choice = nextPracticeItem(input({ focus, skillStates: states, rng: createRng(seed) }))!;
      expect(focus.has(choice.item.skillId)).toBe(true);
    }
  });

  it('without a focus the same learner is practised across topics', () => {
    const skillsSeen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      skillsSeen.add(nextPracticeItem(input({ rng: createRng(seed) }))!.item.skillId);
    }
    expect([...skillsSeen].some((id) => !topicFocus(skills, '6', 'proportions').has(id))).toBe(true);
  });
});

describe('the opening question', () => {
  it('is one the child is expected to solve: in the warm-up band when there is one', () => {
    for (let seed = 0; seed < 20; seed++) {
      const choice = nextPracticeItem(input({ opening: true, rng: createRng(seed) }))!;
      expect(choice.predicted).toBeGreaterThanOrEqual(WARM_UP_SUCCESS - WARM_UP_BAND.below);
    }
  });

  it('is the most likely success there is when nothing reaches the band', () => {
    const allWeak = Object.fromEntries(skills.map((s) => [s.id, weak]));
    const opening = nextPracticeItem(input({ opening: true, skillStates: allWeak }))!;
    const ordinary = nextPracticeItem(input({ skillStates: allWeak }))!;
    expect(opening.predicted).toBeLessThan(WARM_UP_SUCCESS - WARM_UP_BAND.below);
    expect(opening.predicted).toBeGreaterThanOrEqual(ordinary.predicted);
    // The easiest level there is (difficulty grows with the level here).
    expect(opening.item.level).toBe(1);
  });

  it('is easier than an ordinary question for the same learner', () => {
    for (let seed = 0; seed < 10; seed++) {
      const opening = nextPracticeItem(input({ opening: true, rng: createRng(seed) }))!;
      const ordinary = nextPracticeItem(input({ rng: createRng(seed) }))!;
      expect(opening.predicted).toBeGreaterThan(ordinary.predicted);
    }
  });
});
