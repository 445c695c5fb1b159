import { describe, expect, it } from 'vitest';
import { answerPoints, POINTS_PER_SOLVED, POINTS_WITH_HINTS, totalPoints, type AnswerFacts } from './points.ts';

const solved: AnswerFacts = { correct: true, hinted: false, solutionShown: false, rapidGuess: false };

describe('practice points', () => {
  it('gives the demo’s 50 for a question solved alone and half with hints', () => {
    expect(answerPoints(solved)).toBe(50);
    expect(POINTS_PER_SOLVED).toBe(50);
    expect(answerPoints({ ...solved, hinted: true })).toBe(POINTS_WITH_HINTS);
    expect(POINTS_WITH_HINTS).toBeLessThan(POINTS_PER_SOLVED);
  });

  it('never pays for a wrong, skipped or unknown answer, a shown solution or a rapid guess', () => {
    expect(answerPoints({ ...solved, correct: false })).toBe(0);
    expect(answerPoints({ ...solved, solutionShown: true })).toBe(0);
    expect(answerPoints({ ...solved, solutionShown: true, hinted: true })).toBe(0);
    expect(answerPoints({ ...solved, rapidGuess: true })).toBe(0);
    expect(answerPoints({ ...solved, rapidGuess: true, hinted: true })).toBe(0);
  });

  it('sums counted groups of answers', () => {
    expect(
      totalPoints([
        { ...solved, count: 3 },
        { ...solved, hinted: true, count: 2 },
        { ...solved, rapidGuess: true, count: 5 },
        { ...solved, correct: false, count: 4 },
      ]),
    ).toBe(3 * 50 + 2 * 25);
    expect(totalPoints([])).toBe(0);
  });
});
