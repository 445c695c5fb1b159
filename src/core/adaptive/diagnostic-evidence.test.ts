import { describe, expect, it } from 'vitest';
import {
  BUCKET_CONFIDENCE,
  bucketProbability,
  normalCdf,
  normalQuantile,
  supportedLevel,
  supportedStatus,
} from './diagnostic-evidence.ts';

describe('diagnostic evidence', () => {
  it('computes the normal CDF and its inverse', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
    expect(normalQuantile(0.85)).toBeCloseTo(1.0364, 3);
  });

  it('splits the probability over the three buckets', () => {
    for (const [p, se] of [
      [0.8, 0.1],
      [0.5, 0.2],
      [0.3, 0.05],
    ] as const) {
      const sum =
        bucketProbability('know', p, se) +
        bucketProbability('in_progress', p, se) +
        bucketProbability('to_learn', p, se);
      expect(sum).toBeCloseTo(1, 9);
    }
    // No uncertainty: the estimate's own bucket, with the shown (rounded) edges.
    expect(bucketProbability('know', 0.745, 0)).toBe(1);
    expect(bucketProbability('know', 0.744, 0)).toBe(0);
  });

  it('labels a topic only when the posterior and its own answers both support the bucket', () => {
    const many = { correct: 6, total: 6 };
    expect(supportedStatus('know', 0.92, 0.03, many)).toBe('know');
    // Same estimate, wide posterior: open.
    expect(supportedStatus('know', 0.8, 0.15, many)).toBe('open');
    // A confident estimate the topic's own answers contradict (1 of 2): open, never "know".
    expect(supportedStatus('know', 0.92, 0.03, { correct: 1, total: 2 })).toBe('open');
    expect(supportedStatus('to_learn', 0.1, 0.02, { correct: 1, total: 2 })).toBe('open');
    expect(supportedStatus('to_learn', 0.1, 0.02, { correct: 0, total: 2 })).toBe('to_learn');
    // No answers in the topic: never labelled, whatever the prior says.
    expect(supportedStatus('in_progress', 0.57, 0.01, { correct: 0, total: 0 })).toBe('open');
    // One answer is one observation: "1 z 1" is not "Opanowane", "0 z 1" not "Do nauki".
    expect(supportedStatus('know', 0.95, 0.01, { correct: 1, total: 1 })).toBe('open');
    expect(supportedStatus('to_learn', 0.05, 0.01, { correct: 0, total: 1 })).toBe('open');
    expect(supportedStatus('know', 0.95, 0.01, { correct: 2, total: 2 })).toBe('know');
    expect(supportedStatus('in_progress', 0.57, 0.1, { correct: 1, total: 2 })).toBe('in_progress');
  });

  it('asks at least 85 % for the labels that move practice on or alarm a parent', () => {
    expect(BUCKET_CONFIDENCE.know).toBeGreaterThanOrEqual(0.85);
    expect(BUCKET_CONFIDENCE.to_learn).toBeGreaterThanOrEqual(0.85);
  });

  it('gives the level the lower bound supports', () => {
    expect(supportedLevel(0.83, 0.01)).toBe('zaawansowany');
    // 83 % ± 8 points: more likely than not above 80 %, but not surely; above 60 % surely.
    expect(supportedLevel(0.83, 0.08)).toBe('sredni');
    expect(supportedLevel(0.83, 0.3)).toBe('podstawowy');
  });
});
