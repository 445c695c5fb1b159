import { describe, expect, it } from 'vitest';
import { createRng } from '../math/random.ts';
import type { DiagnosticSkill } from './diagnostic.ts';
import {
  initialSkillCalibration,
  initialSkillState,
  initialStudentState,
  initialWeights,
  predict,
  type ItemCalibration,
  type LearnerSkillState,
} from './model.ts';
import {
  FOUNDATION_SHARE,
  firstInOrder,
  OPEN_CHECK_WINDOW,
  TARGET_BAND,
  TARGET_SUCCESS,
  nextPracticeItem,
  openTopicsAfterDiagnostic,
  type PracticeInput,
  type PracticeItem,
} from './practice.ts';
import { MIN_TOPIC_ANSWERS } from './diagnostic-evidence.ts';

const skills: DiagnosticSkill[] = [
  { id: 'a', name: 'A', grade: '5', prerequisites: [], areas: ['fractions_powers'] },
  { id: 'b', name: 'B', grade: '5', prerequisites: ['a'], areas: ['fractions_powers'] },
  { id: 'c', name: 'C', grade: '6', prerequisites: ['b'], areas: ['proportions'] },
  { id: 'late', name: 'Late', grade: '8', prerequisites: [], areas: ['geometry'] },
];
const candidates: PracticeItem[] = skills.flatMap((s) =>
  [0, 1].flatMap((t) => [1, 2, 3].map((level) => ({ templateId: `${s.id}.t${t}`, level, skillId: s.id }))),
);
const itemCalibrations: Record<string, ItemCalibration> = {};
for (const c of candidates) itemCalibrations[`${c.templateId}#${c.level}`] = { difficulty: c.level - 2, count: 50 };
const strong: LearnerSkillState = { ...initialSkillState(), ability: 3, uncertainty: 0.1 };

function input(over: Partial<PracticeInput> = {}): PracticeInput {
  return {
    grade: '6',
    goal: 'habit',
    difficultyAreas: [],
    skills,
    candidates,
    weights: initialWeights(),
    student: initialStudentState(),
    skillStates: {},
    skillCalibrations: {},
    itemCalibrations,
    recent: [],
    at: 0,
    rng: createRng(5),
    ...over,
  };
}

describe('nextPracticeItem', () => {
  it('practises the frontier: the first skill whose prerequisites are known, never a later grade', () => {
    for (let seed = 0; seed < 20; seed++) {
      const choice = nextPracticeItem(input({ skillStates: { a: strong }, rng: createRng(seed) }))!;
      expect(choice.item.skillId).toBe('b');
      expect(choice.kind).toBe('new');
    }
  });

  it('picks the item whose predicted success is closest to 75 %', () => {
    // The frontier is skill b alone; the expected pick is computed here from the model directly.
    const considered = candidates.filter((c) => c.skillId === 'b');
    const predictedOf = (c: PracticeItem): number =>
      predict({
        weights: initialWeights(),
        student: initialStudentState(),
        skill: initialSkillState(),
        skillCalibration: initialSkillCalibration(),
        item: itemCalibrations[`${c.templateId}#${c.level}`],
      });
    const distance = (p: number): number => Math.abs(p - TARGET_SUCCESS);
    const bestDistance = Math.min(...considered.map((c) => distance(predictedOf(c))));
    // The levels really differ in predicted success, so picking another level is a wrong pick.
    expect(new Set(considered.map((c) => predictedOf(c).toFixed(6))).size).toBe(3);
    for (let seed = 0; seed < 20; seed++) {
      const choice = nextPracticeItem(input({ skillStates: { a: strong }, rng: createRng(seed) }))!;
      expect(choice.item.skillId).toBe('b');
      expect(choice.predicted).toBeCloseTo(predictedOf(choice.item), 12);
      expect(
        distance(choice.predicted),
        `seed ${seed} picked ${choice.item.templateId} L${choice.item.level}`,
      ).toBeCloseTo(bestDistance, 12);
    }
  });

  it('never repeats the last template and skips the last 20 items', () => {
    const recent = [
      { templateId: 'b.t0', level: 1, skillId: 'b', correct: true },
      { templateId: 'b.t1', level: 1, skillId: 'b', correct: true },
    ];
    const choice = nextPracticeItem(input({ skillStates: { a: strong }, recent }))!;
    expect(choice.item.templateId).toBe('b.t0');
    expect(choice.item.level).not.toBe(1);
  });

  it('after a wrong answer offers an easier item of the weakest prerequisite or the same skill', () => {
    const recent = [{ templateId: 'c.t0', level: 2, skillId: 'c', correct: false }];
    const weakPrereq = nextPracticeItem(input({ skillStates: { a: strong }, recent }))!;
    expect(weakPrereq.item.skillId).toBe('b');
    expect(weakPrereq.predicted).toBeGreaterThan(0.75);
    const practised = { ...strong, attempts: 6, wins: 6 };
    const knownPrereq = nextPracticeItem(input({ skillStates: { a: strong, b: practised }, recent }))!;
    expect(knownPrereq.item.skillId).toBe('c');
    expect(knownPrereq.item.templateId).toBe('c.t1');
  });

  it('after a wrong answer checks a prerequisite whose "known" was only inferred, once', () => {
    const recent = [{ templateId: 'c.t0', level: 2, skillId: 'c', correct: false }];
    const inferred = nextPracticeItem(input({ skillStates: { a: strong, b: strong }, recent }))!;
    expect(inferred.item.skillId).toBe('b');
    const checked = { ...strong, attempts: 1, wins: 1 };
    const next = nextPracticeItem(input({ skillStates: { a: strong, b: checked }, recent }))!;
    expect(next.item.skillId).toBe('c');
  });

  it('after a wrong answer never offers an item predicted harder than the one missed', () => {
    const b: LearnerSkillState = { ...initialSkillState(), ability: 1, uncertainty: 0.3, attempts: 4 };
    for (const level of [1, 2, 3]) {
      const recent = [{ templateId: 'b.t0', level, skillId: 'b', correct: false }];
      const at = input({ skillStates: { a: strong, b }, recent });
      const missed = 1 / (1 + Math.exp(-(0.5 + 1 - (level - 2))));
      const next = nextPracticeItem(at)!;
      expect(next.predicted).toBeGreaterThan(missed);
      expect(['a', 'b']).toContain(next.item.skillId);
    }
  });

  it('gives a foundation the band shuts out a modest share of items, at its easiest level', () => {
    // b is on the frontier but so weak that even its level 1 items predict about 31 %; c builds
    // on it and sits in the band.
    const checkedA = { ...strong, attempts: 5, wins: 5 };
    const weakB: LearnerSkillState = { ...initialSkillState(), ability: -2.3, uncertainty: 0.3, attempts: 3, fails: 3 };
    const draws = 400;
    const onB = (over: Partial<PracticeInput>) =>
      Array.from({ length: draws }, (_, seed) =>
        nextPracticeItem(input({ skillStates: { a: checkedA, b: weakB }, rng: createRng(seed), ...over })),
      ).filter((c) => c!.item.skillId === 'b');
    const picks = onB({});
    expect(picks.length / draws).toBeGreaterThan(FOUNDATION_SHARE / 2);
    expect(picks.length / draws).toBeLessThan(FOUNDATION_SHARE * 1.5);
    for (const c of picks) {
      expect(c!.item.level).toBe(1);
      expect(c!.predicted).toBeCloseTo(1 / (1 + Math.exp(0.8)), 6);
    }
    // Nothing in the grade builds on it: the band decides as before.
    expect(onB({ skills: skills.filter((s) => s.id !== 'c') })).toHaveLength(0);
  });

  it('steps back to a prerequisite known only by inference when even the easiest item is nearly hopeless', () => {
    const hopelessB: LearnerSkillState = { ...initialSkillState(), ability: -3.5, uncertainty: 0.3, attempts: 3 };
    const skillsOf = (a: LearnerSkillState) =>
      Array.from(
        { length: 200 },
        (_, seed) => nextPracticeItem(input({ skillStates: { a, b: hopelessB }, rng: createRng(seed) }))!.item.skillId,
      );
    const inferred = skillsOf(strong);
    expect(inferred).not.toContain('b');
    expect(inferred.filter((id) => id === 'a').length).toBeGreaterThan(0);
    // Once the child has answered it the prerequisite is not in doubt, and b is not given up on:
    // its easiest item, however low the prediction (every miss would lower it further).
    const checked = skillsOf({ ...strong, attempts: 5, wins: 5 });
    expect(new Set(checked)).toEqual(new Set(['b', 'c']));
  });

  it('keeps known skills fresh starting with foundations the child has never answered', () => {
    const firm: LearnerSkillState = { ...initialSkillState(), ability: 1.5, uncertainty: 0.3 };
    const answered = { ...firm, attempts: 4, wins: 4 };
    const pick = (a: LearnerSkillState, seed: number) =>
      nextPracticeItem(input({ skillStates: { a, b: answered, c: answered }, rng: createRng(seed) }))!.item.skillId;
    for (let seed = 0; seed < 20; seed++) expect(pick(firm, seed)).toBe('a');
    const spread = new Set(Array.from({ length: 40 }, (_, seed) => pick(answered, seed)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it('mixes in due reviews', () => {
    const due: LearnerSkillState = { ...strong, stability: 3, dueAt: 1000, lastAnswerAt: 0 };
    const kinds = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const c = nextPracticeItem(input({ skillStates: { a: due }, at: 2000, rng: createRng(seed) }))!;
      kinds.add(`${c.kind}:${c.item.skillId}`);
    }
    expect(kinds).toEqual(new Set(['review:a', 'new:b']));
  });
});

describe('open topics of the diagnostic', () => {
  // The frontier is b (a known); c (proportions) builds on b, so the normal order never asks it.
  const base = { skillStates: { a: strong } };
  const skillOf = (over: Partial<PracticeInput>, seed: number) =>
    nextPracticeItem(input({ ...base, rng: createRng(seed), ...over }))!.item.skillId;

  it('checks an open topic first, at a suitable level, until it has enough practice answers', () => {
    for (let seed = 0; seed < 20; seed++) {
      expect(skillOf({}, seed)).toBe('b');
      for (let answered = 0; answered < MIN_TOPIC_ANSWERS; answered++) {
        const choice = nextPracticeItem(
          input({ ...base, rng: createRng(seed), openTopics: [{ topicId: 'proportions', answered }] }),
        )!;
        expect(choice.item.skillId).toBe('c');
        expect(choice.predicted).toBeGreaterThanOrEqual(TARGET_SUCCESS - TARGET_BAND.below);
        expect(choice.predicted).toBeLessThanOrEqual(TARGET_SUCCESS + TARGET_BAND.above);
      }
      // Enough evidence: the normal order again.
      expect(skillOf({ openTopics: [{ topicId: 'proportions', answered: MIN_TOPIC_ANSWERS }] }, seed)).toBe('b');
    }
  });

  it('takes the open topics in turns, the one with the fewest answers first', () => {
    const open = (fractions: number, proportions: number) => ({
      openTopics: [
        { topicId: 'fractions_powers' as const, answered: fractions },
        { topicId: 'proportions' as const, answered: proportions },
      ],
    });
    for (let seed = 0; seed < 20; seed++) {
      expect(skillOf(open(1, 0), seed)).toBe('c');
      expect(['a', 'b']).toContain(skillOf(open(0, 1), seed));
      expect(['a', 'b']).toContain(skillOf(open(1, MIN_TOPIC_ANSWERS), seed));
    }
  });

  it('changes nothing without open topics, once they are checked, or when nothing there can be asked', () => {
    const recentC = candidates
      .filter((c) => c.skillId === 'c')
      .map((c) => ({ templateId: c.templateId, level: c.level, skillId: c.skillId, correct: true }));
    const cases: Partial<PracticeInput>[] = [
      { skillStates: { a: strong } },
      { skillStates: { a: strong, b: strong }, at: 5000 },
      { skillStates: {}, recent: [{ templateId: 'c.t0', level: 2, skillId: 'c', correct: false }] },
      { skillStates: { a: strong }, recent: recentC },
    ];
    for (const over of cases) {
      for (let seed = 0; seed < 20; seed++) {
        const plain = nextPracticeItem(input({ ...over, rng: createRng(seed) }));
        const checked = [
          [],
          [{ topicId: 'proportions' as const, answered: MIN_TOPIC_ANSWERS }],
          // Geometry has no skill of grade 6 here.
          [{ topicId: 'geometry' as const, answered: 0 }],
        ];
        for (const openTopics of checked)
          expect(nextPracticeItem(input({ ...over, openTopics, rng: createRng(seed) }))).toEqual(plain);
      }
    }
    // Every item of c asked recently: the topic cannot be checked now, the normal order goes on.
    expect(skillOf({ recent: recentC, openTopics: [{ topicId: 'proportions', answered: 0 }] }, 1)).toBe('b');
  });

  it('after a miss checks the open topic with an easier item than the one missed, if it has one', () => {
    const open = { openTopics: [{ topicId: 'proportions' as const, answered: 0 }] };
    const missedP = (level: number) =>
      predict({
        weights: initialWeights(),
        student: initialStudentState(),
        skill: initialSkillState(),
        skillCalibration: initialSkillCalibration(),
        item: itemCalibrations[`b.t0#${level}`],
      });
    for (let seed = 0; seed < 20; seed++) {
      const recent = [{ templateId: 'b.t0', level: 3, skillId: 'b', correct: false }];
      const choice = nextPracticeItem(input({ ...base, ...open, recent, rng: createRng(seed) }))!;
      expect(choice.item.skillId).toBe('c');
      expect(choice.predicted).toBeGreaterThan(missedP(3));
      // Nothing in the topic is easier than the easiest item missed: the remediation goes first.
      const easiest = [{ templateId: 'b.t0', level: 1, skillId: 'b', correct: false }];
      const fallback = nextPracticeItem(input({ ...base, ...open, recent: easiest, rng: createRng(seed) }))!;
      expect(fallback.item.skillId).not.toBe('c');
      expect(fallback.predicted).toBeGreaterThan(missedP(1));
    }
  });

  it('counts the practice answers in each open topic after the diagnostic, within the check window', () => {
    expect(openTopicsAfterDiagnostic(skills, ['fractions_powers', 'proportions'], ['a', 'c', 'b', 'late'])).toEqual([
      { topicId: 'fractions_powers', answered: 2 },
      { topicId: 'proportions', answered: 1 },
    ]);
    expect(openTopicsAfterDiagnostic(skills, ['proportions'], [])).toEqual([{ topicId: 'proportions', answered: 0 }]);
    expect(openTopicsAfterDiagnostic(skills, ['proportions'], Array(OPEN_CHECK_WINDOW).fill('a'))).toEqual([]);
  });
});

describe('firstInOrder', () => {
  it('keeps what a stable sort puts first, ties in their original order', () => {
    const rng = createRng(3);
    const compare = (a: { key: number }, b: { key: number }): number => b.key - a.key;
    for (let round = 0; round < 200; round++) {
      const items = Array.from({ length: rng.int(0, 12) }, (_, id) => ({ id, key: rng.int(0, 4) }));
      const count = rng.int(0, 5);
      expect(firstInOrder(items, count, compare)).toEqual([...items].sort(compare).slice(0, count));
    }
  });
});
