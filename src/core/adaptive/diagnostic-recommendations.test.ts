import { describe, expect, it } from 'vitest';
import type { TopicId, TopicResult } from './diagnostic.ts';
import {
  diagnosticRecommendations,
  MAX_RECOMMENDATIONS,
  type RecommendationInput,
} from './diagnostic-recommendations.ts';

const skills: RecommendationInput['skills'] = [
  { id: 'frac', name: 'Ułamki zwykłe', grade: '5', prerequisites: [], areas: [], topics: ['fractions_powers'] },
  { id: 'pow', name: 'Potęgi', grade: '7', prerequisites: ['frac'], areas: [], topics: ['fractions_powers'] },
  { id: 'roots', name: 'Pierwiastki', grade: '7', prerequisites: ['pow'], areas: [], topics: ['fractions_powers'] },
  { id: 'angles', name: 'Kąty', grade: '5', prerequisites: [], areas: [], topics: ['geometry'] },
  { id: 'eq', name: 'Równania', grade: '7', prerequisites: [], areas: [], topics: ['linear_equations'] },
];

const topic = (topicId: TopicId, bucket: TopicResult['bucket'], percentage: number, correct = 2, total = 2) =>
  ({ topicId, name: topicId, correct, total, percentage, bucket }) satisfies TopicResult;

const mastery = (values: Record<string, number>) => new Map(Object.entries(values));

describe('diagnostic recommendations', () => {
  it('after a strong result names the grade’s next material and the goal, never just "all mastered"', () => {
    const recs = diagnosticRecommendations({
      grade: '7',
      goal: 'exam_70',
      skills,
      topics: [
        topic('fractions_powers', 'know', 88),
        topic('geometry', 'know', 90),
        topic('linear_equations', 'know', 86),
      ],
      mastery: mastery({ frac: 0.95, pow: 0.8, roots: 0.7, angles: 0.93, eq: 0.85 }),
    });
    expect(recs).toEqual([
      'Następny krok: nowy materiał klasy 7 — „Pierwiastki” (szacowane opanowanie 70%).',
      expect.stringMatching(/^Cel: egzamin na 70% i więcej/),
    ]);
  });

  it('names the open topics first (practice checks them first), then weak topics, prerequisites first', () => {
    const input = {
      grade: '7' as const,
      skills,
      topics: [
        topic('fractions_powers', 'to_learn', 30, 0, 3),
        topic('geometry', 'open', 70, 1, 2),
        topic('linear_equations', 'in_progress', 55, 1, 2),
      ],
      mastery: mastery({ frac: 0.2, pow: 0.3, roots: 0.35, angles: 0.7, eq: 0.55 }),
    };
    const recs = diagnosticRecommendations(input);
    expect(recs.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
    expect(recs[0]).toBe(
      'Najpierw sprawdzimy w ćwiczeniach temat „geometry” (1 z 2 poprawnych w teście — za mało odpowiedzi, by ocenić).',
    );
    expect(recs[1]).toMatch(/^Potem przećwicz temat „Ułamki zwykłe”/);
    expect(recs[2]).toMatch(/^Potem przećwicz temat „Równania”/);
    // Without an open topic the weakest foundation leads.
    const closed = input.topics.map((t) => (t.bucket === 'open' ? { ...t, bucket: 'know' as const } : t));
    const plain = diagnosticRecommendations({ ...input, topics: closed });
    expect(plain[0]).toMatch(/^Zacznij od tematu „Ułamki zwykłe”/);
    expect(plain[1]).toMatch(/^Potem przećwicz temat „Równania”/);
  });

  it('names several open topics in one sentence and keeps to four', () => {
    const recs = diagnosticRecommendations({
      grade: '7',
      goal: 'habit',
      skills,
      topics: [
        topic('fractions_powers', 'open', 70, 1, 1),
        topic('geometry', 'open', 70, 1, 2),
        topic('linear_equations', 'to_learn', 30, 0, 3),
      ],
      mastery: mastery({ frac: 0.7, pow: 0.7, roots: 0.7, angles: 0.7, eq: 0.2 }),
    });
    expect(recs[0]).toBe(
      'Najpierw sprawdzimy w ćwiczeniach tematy, o których test powiedział za mało: ' +
        '„fractions_powers” (1 z 1 poprawnych), „geometry” (1 z 2 poprawnych).',
    );
    expect(recs[1]).toMatch(/^Potem przećwicz temat „Równania”/);
    expect(recs.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
  });

  it('always says something to do, even with nothing left to name', () => {
    const recs = diagnosticRecommendations({ grade: '5', skills: [], topics: [], mastery: new Map() });
    expect(recs).toHaveLength(1);
  });
});
