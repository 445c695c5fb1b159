import { describe, expect, it } from 'vitest';
import { auc, logLoss, LOG_LOSS_EPS } from './metrics.ts';

describe('auc', () => {
  it('is 1 for a perfect ranking, 0 for a reversed one and 0,5 for constant scores', () => {
    expect(auc([0.1, 0.2, 0.8, 0.9], [0, 0, 1, 1])).toBe(1);
    expect(auc([0.9, 0.8, 0.2, 0.1], [0, 0, 1, 1])).toBe(0);
    expect(auc([0.5, 0.5, 0.5, 0.5], [0, 1, 0, 1])).toBe(0.5);
  });

  it('counts tied pairs as one half (brute-force check)', () => {
    const scores = [0.3, 0.3, 0.7, 0.1, 0.7, 0.5, 0.3];
    const labels = [1, 0, 1, 0, 0, 1, 1];
    let wins = 0;
    let pairs = 0;
    for (let i = 0; i < scores.length; i++)
      for (let j = 0; j < scores.length; j++)
        if (labels[i] === 1 && labels[j] === 0) {
          pairs++;
          wins += scores[i]! > scores[j]! ? 1 : scores[i] === scores[j] ? 0.5 : 0;
        }
    expect(auc(scores, labels)).toBeCloseTo(wins / pairs, 12);
  });

  it('is undefined with one class only', () => {
    expect(auc([0.2, 0.4], [1, 1])).toBeNaN();
  });
});

describe('logLoss', () => {
  it('matches the definition and clips certain mistakes', () => {
    expect(logLoss([0.8, 0.4], [1, 0])).toBeCloseTo((-Math.log(0.8) - Math.log(0.6)) / 2, 12);
    expect(logLoss([0], [1])).toBeCloseTo(-Math.log(LOG_LOSS_EPS), 9);
    expect(Number.isFinite(logLoss([1], [0]))).toBe(true);
  });
});
