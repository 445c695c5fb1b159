import { describe, it, expect } from 'vitest';
import { demoScore, sessionXp } from './score.ts';

describe('demo scoring (spec 5 and 9)', () => {
  it('derives the level from the percentage: 80+ zaawansowany, 60+ średni, below podstawowy', () => {
    expect(demoScore(['correct', 'correct', 'correct', 'correct', 'incorrect'], 5)).toMatchObject({
      correct: 4,
      percent: 80,
      level: 'zaawansowany',
      levelName: 'Zaawansowany',
    });
    expect(demoScore(['correct', 'correct', 'correct', 'dontKnow', 'incorrect'], 5).level).toBe('sredni');
    expect(demoScore(['correct', 'correct', 'dontKnow', 'dontKnow', 'incorrect'], 5).level).toBe('podstawowy');
  });
  it('counts unanswered questions as not correct', () => {
    expect(demoScore(['correct'], 5)).toMatchObject({ correct: 1, total: 5, percent: 20 });
    expect(demoScore([], 0).percent).toBe(0);
  });
  it('gives 50 XP per correct answer', () => {
    expect(sessionXp(3, 50)).toBe(150);
    expect(sessionXp(0, 50)).toBe(0);
  });
});
