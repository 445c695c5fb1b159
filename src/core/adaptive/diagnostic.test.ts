import type { Grade } from '../curriculum/student-profile.ts';
import { describe, expect, it } from 'vitest';
import { createRng } from '../math/random.ts';
import {
  OPEN_TOPIC_SEED_MASTERY,
  diagnosticCandidates,
  diagnosticPlan,
  diagnosticResult,
  estimateAbilities,
  itemInformation,
  nextDiagnosticItem,
  skillsForGrade,
  topicsOf,
  typicalDifficulties,
  type DiagnosticAnswer,
  type DiagnosticItem,
  type DiagnosticSkill,
} from './diagnostic.ts';
import { levelFor } from './mastery.ts';
import { initialSkillCalibration, initialWeights, predict } from './model.ts';

const skills: DiagnosticSkill[] = [
  { id: 'nat', name: 'Działania na liczbach naturalnych', grade: '5', prerequisites: [], areas: [] },
  { id: 'frac', name: 'Ułamki zwykłe', grade: '5', prerequisites: ['nat'], areas: ['fractions_powers'] },
  { id: 'frac_ops', name: 'Działania na ułamkach', grade: '5', prerequisites: ['frac'], areas: ['fractions_powers'] },
  { id: 'angles', name: 'Kąty', grade: '5', prerequisites: [], areas: ['geometry'] },
  { id: 'area', name: 'Pole prostokąta', grade: '5', prerequisites: ['nat'], areas: ['geometry'] },
  { id: 'percent', name: 'Procenty', grade: '6', prerequisites: ['frac_ops'], areas: ['proportions'] },
  { id: 'equations', name: 'Równania', grade: '7', prerequisites: ['frac_ops'], areas: ['linear_equations'] },
  { id: 'pyth', name: 'Twierdzenie Pitagorasa', grade: '8', prerequisites: ['area', 'angles'], areas: ['geometry'] },
  {
    id: 'linfun',
    name: 'Funkcja liniowa',
    grade: '1LO',
    prerequisites: ['equations'],
    areas: ['functions', 'linear_equations'],
  },
];
const templates = skills.flatMap((s) => [0, 1, 2].map((k) => ({ id: `${s.id}.t${k}`, skillId: s.id })));
const candidates = diagnosticCandidates(
  templates,
  () => undefined,
  () => 0,
);

function runTest(grade: Grade, answer: (item: DiagnosticItem) => boolean, seed = 1): DiagnosticAnswer[] {
  const rng = createRng(seed);
  const answers: DiagnosticAnswer[] = [];
  for (let k = 0; k < diagnosticPlan(grade).questionCount; k++) {
    const item = nextDiagnosticItem({ grade, skills, answeredSoFar: answers, candidates, rng });
    if (!item) break;
    answers.push({ item, correct: answer(item) });
  }
  return answers;
}

describe('diagnosticPlan', () => {
  it('follows the spec lengths and times per grade', () => {
    expect(diagnosticPlan('5')).toEqual({ questionCount: 12, timeLimitSeconds: 720 });
    for (const g of ['6', '7', '8'] as const)
      expect(diagnosticPlan(g)).toEqual({ questionCount: 14, timeLimitSeconds: 900 });
    expect(diagnosticPlan('1LO')).toEqual({ questionCount: 16, timeLimitSeconds: 1080 });
  });
});

describe('nextDiagnosticItem', () => {
  it('asks only skills of the grade, never repeats a template and covers every topic of the grade', () => {
    for (const grade of ['5', '8', '1LO'] as const) {
      for (let seed = 1; seed <= 5; seed++) {
        const answers = runTest(grade, (item) => item.level < 3, seed);
        const inGrade = new Set(skillsForGrade(skills, grade).map((s) => s.id));
        expect(answers.every((a) => inGrade.has(a.item.skillId))).toBe(true);
        const used = answers.map((a) => a.item.templateId);
        expect(new Set(used).size).toBe(used.length);
        const topicsAsked = new Set(answers.flatMap((a) => topicsOf(skills.find((s) => s.id === a.item.skillId)!)));
        const topicsOfGrade = new Set(skillsForGrade(skills, grade).flatMap((s) => topicsOf(s)));
        expect(topicsAsked).toEqual(topicsOfGrade);
      }
    }
  });

  it('stops when no askable item is left', () => {
    const answers = runTest('5', () => true);
    // Grade 5 has 5 skills × 3 templates = 15 templates ≥ 12 questions.
    expect(answers).toHaveLength(12);
    const few = candidates.filter((c) => c.skillId === 'nat');
    const rng = createRng(3);
    const asked: DiagnosticAnswer[] = [];
    for (let k = 0; k < 12; k++) {
      const item = nextDiagnosticItem({ grade: '5', skills, answeredSoFar: asked, candidates: few, rng });
      if (!item) break;
      asked.push({ item, correct: true });
    }
    expect(asked).toHaveLength(3);
  });

  it('picks the most informative item: harder after correct answers, easier after wrong ones', () => {
    const single: DiagnosticSkill[] = [{ id: 'x', name: 'X', grade: '5', prerequisites: [], areas: ['geometry'] }];
    const items: DiagnosticItem[] = [-3, -1.5, 0, 1.5, 3].map((d, i) => ({
      templateId: `x.${i}`,
      level: 2,
      skillId: 'x',
      difficulty: d,
    }));
    const pick = (answeredSoFar: DiagnosticAnswer[]): DiagnosticItem =>
      nextDiagnosticItem({ grade: '5', skills: single, answeredSoFar, candidates: items, rng: createRng(9) })!;
    expect(pick([]).difficulty).toBe(0);
    const right = pick([{ item: items[2]!, correct: true }]);
    const wrong = pick([{ item: items[2]!, correct: false }]);
    expect(right.difficulty).toBeGreaterThan(0);
    expect(wrong.difficulty).toBeLessThan(0);
    const theta = estimateAbilities(single, '5', [{ item: items[2]!, correct: true }]).skills.get('x')!.mean;
    const infos = items.filter((i) => i !== items[2]).map((i) => itemInformation(theta, i.difficulty));
    expect(itemInformation(theta, right.difficulty)).toBe(Math.max(...infos));
  });
});

describe('diagnosticResult', () => {
  const typical = typicalDifficulties(candidates);

  it('scores "nie wiem" exactly like a wrong answer', () => {
    const answers = runTest('7', (item) => item.level === 1);
    const asDontKnow = answers.map((a) => (a.correct ? a : { ...a, dontKnow: true }));
    const a = diagnosticResult({ grade: '7', skills, answers, typicalDifficulty: typical, at: 0 });
    const b = diagnosticResult({ grade: '7', skills, answers: asDontKnow, typicalDifficulty: typical, at: 0 });
    expect(b.topics).toEqual(a.topics);
    expect(b.score).toBe(a.score);
    // A "nie wiem" on an item marked correct still earns nothing.
    const cheat = answers.map((x) => ({ ...x, correct: true, dontKnow: true }));
    const c = diagnosticResult({ grade: '7', skills, answers: cheat, typicalDifficulty: typical, at: 0 });
    expect(c.rawPercent).toBe(0);
  });

  it('reports per-topic model percentages, buckets, level and counts consistently', () => {
    const strong = diagnosticResult({
      grade: '8',
      skills,
      answers: runTest('8', () => true),
      typicalDifficulty: typical,
      at: 0,
    });
    const weak = diagnosticResult({
      grade: '8',
      skills,
      answers: runTest('8', () => false),
      typicalDifficulty: typical,
      at: 0,
    });
    expect(strong.score).toBeGreaterThan(weak.score);
    expect(strong.level).toBe('zaawansowany');
    expect(weak.level).toBe('podstawowy');
    expect(weak.levelMessage.length).toBeGreaterThan(10);
    for (const r of [strong, weak]) {
      expect(r.topics.map((t) => t.topicId).sort()).toEqual([
        'fractions_powers',
        'geometry',
        'linear_equations',
        'numbers',
        'proportions',
      ]);
      expect(r.counts.know + r.counts.in_progress + r.counts.to_learn).toBe(r.topics.length);
      for (const t of r.topics) {
        expect(t.percentage).toBeGreaterThanOrEqual(0);
        expect(t.percentage).toBeLessThanOrEqual(100);
        expect(t.bucket).toBe(t.percentage >= 75 ? 'know' : t.percentage >= 40 ? 'in_progress' : 'to_learn');
      }
    }
    // Model percentages shrink towards the overall level: all-correct is not a blind 100 %.
    expect(Math.max(...strong.topics.map((t) => t.percentage))).toBeLessThan(100);
    expect(strong.rawPercent).toBe(100);
  });

  it('recommends at most 4 weakest topics in Polish, prerequisites first', () => {
    const r = diagnosticResult({
      grade: '8',
      skills,
      answers: runTest('8', () => false),
      typicalDifficulty: typical,
      at: 0,
    });
    expect(r.recommendations.length).toBeGreaterThan(0);
    expect(r.recommendations.length).toBeLessThanOrEqual(4);
    expect(r.recommendations[0]).toMatch(/^Zacznij od tematu „/);
    const named = r.recommendations.map((text) => skills.find((s) => text.includes(`„${s.name}”`))!.id);
    const before = (a: string, b: string): boolean =>
      !named.includes(a) || !named.includes(b) || named.indexOf(a) < named.indexOf(b);
    for (const s of skills) for (const p of s.prerequisites) expect(before(p, s.id)).toBe(true);
    const strong = diagnosticResult({
      grade: '5',
      skills,
      goal: 'exam_70',
      answers: runTest('5', () => true),
      typicalDifficulty: typical,
      at: 0,
    });
    // A strong result still names what to do next: open topics, the grade's next material, the goal.
    expect(strong.recommendations.length).toBeGreaterThan(0);
    expect(strong.recommendations.length).toBeLessThanOrEqual(4);
    for (const text of strong.recommendations)
      expect(text).toMatch(/^(Najpierw sprawdzimy w ćwiczeniach|Następny krok|Cel: )/);
    expect(strong.recommendations.at(-1)).toMatch(/^Cel: egzamin/);
  });

  it('labels a topic only when its own answers agree: 1 of 2 correct is never "know"', () => {
    let k = 0;
    const inGeometry = (item: DiagnosticItem): boolean =>
      topicsOf(skills.find((s) => s.id === item.skillId)!).includes('geometry');
    const oneOfTwo = diagnosticResult({
      grade: '8',
      skills,
      answers: runTest('8', (item) => !inGeometry(item) || k++ % 2 === 0),
      typicalDifficulty: typical,
      at: 0,
    });
    for (const t of oneOfTwo.topics) {
      if (t.bucket === 'know') expect(2 * t.correct).toBeGreaterThan(t.total);
      if (t.bucket === 'to_learn') expect(2 * t.correct).toBeLessThan(t.total);
      if (t.total === 0) expect(t.bucket).toBe('open');
    }
    const counted =
      oneOfTwo.counts.know + oneOfTwo.counts.in_progress + oneOfTwo.counts.to_learn + oneOfTwo.counts.open;
    expect(counted).toBe(oneOfTwo.topics.length);
  });

  it('stores an open topic below "know" and never claims a higher level than the answers support', () => {
    const empty = diagnosticResult({ grade: '7', skills, answers: [], typicalDifficulty: typical, at: 0 });
    expect(empty.topics.every((t) => t.bucket === 'open')).toBe(true);
    expect(Object.values(empty.seed.mastery).every((m) => m <= OPEN_TOPIC_SEED_MASTERY)).toBe(true);
    expect(empty.level).toBe('podstawowy');
    const all = diagnosticResult({
      grade: '7',
      skills,
      answers: runTest('7', () => true),
      typicalDifficulty: typical,
      at: 0,
    });
    // The level is a lower bound: never above the estimate's own level.
    expect(['podstawowy', 'sredni', 'zaawansowany'].indexOf(all.level)).toBeLessThanOrEqual(
      ['podstawowy', 'sredni', 'zaawansowany'].indexOf(levelFor(all.score)),
    );
  });

  it("starts from the practice model's base rate: an empty test seeds the average new student", () => {
    const r = diagnosticResult({ grade: '6', skills, answers: [], typicalDifficulty: typical, at: 0 });
    expect(r.seed.student.ability).toBeCloseTo(0, 9);
    // A skill of the child's own grade (no years of practice since it was taught).
    expect(r.seed.skills.percent!.ability).toBeCloseTo(0, 9);
    const p = predict({
      weights: initialWeights(),
      student: r.seed.student,
      skill: r.seed.skills.percent!,
      skillCalibration: initialSkillCalibration(),
      item: { difficulty: 0, count: 10 },
    });
    // The same expectation a brand-new practice student gets: σ(bias).
    expect(p).toBeCloseTo(1 / (1 + Math.exp(-(initialWeights().w[0] ?? 0))), 9);
  });

  it('seeds learner states that make the practice model predict what the diagnostic estimated', () => {
    const answers = runTest('7', (item) => item.level === 1);
    const r = diagnosticResult({ grade: '7', skills, answers, typicalDifficulty: typical, at: 123 });
    const est = estimateAbilities(skills, '7', answers);
    for (const id of ['frac', 'percent', 'equations']) {
      const p = predict({
        weights: initialWeights(),
        student: r.seed.student,
        skill: r.seed.skills[id]!,
        skillCalibration: initialSkillCalibration(),
        item: { difficulty: 0.4, count: 10 },
      });
      expect(p).toBeCloseTo(1 / (1 + Math.exp(-(est.skills.get(id)!.mean - 0.4))), 9);
      expect(r.seed.skills[id]!.uncertainty).toBeLessThanOrEqual(1);
    }
    expect(Object.keys(r.seed.skills).sort()).toEqual(
      skillsForGrade(skills, '7')
        .map((s) => s.id)
        .sort(),
    );
    expect(r.seed.student.attempts).toBe(answers.length);
  });
});
