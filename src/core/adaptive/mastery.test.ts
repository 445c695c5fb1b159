import { describe, expect, it } from 'vitest';
import { bucketFor, levelFor, LEVEL_TEXT, skillMastery, toPercent } from './mastery.ts';
import { initialSkillCalibration, initialSkillState, initialStudentState, initialWeights } from './model.ts';

describe('bucketFor (spec: know ≥ 75 %, in_progress 40–74 %, to_learn < 40 %)', () => {
  it('puts the whole-percent boundaries in the right buckets', () => {
    expect(bucketFor(0)).toBe('to_learn');
    expect(bucketFor(39)).toBe('to_learn');
    expect(bucketFor(40)).toBe('in_progress');
    expect(bucketFor(74)).toBe('in_progress');
    expect(bucketFor(75)).toBe('know');
    expect(bucketFor(100)).toBe('know');
  });

  it('rounds to the percentage the parent sees before bucketing', () => {
    expect(bucketFor(39.4)).toBe('to_learn');
    expect(bucketFor(39.5)).toBe('in_progress');
    expect(bucketFor(74.4)).toBe('in_progress');
    expect(bucketFor(74.5)).toBe('know');
    expect(toPercent(0.745)).toBe(75);
    expect(toPercent(1.2)).toBe(100);
    expect(toPercent(-0.1)).toBe(0);
  });
});

describe('levelFor (spec: 80+ zaawansowany, 60+ średni, below podstawowy)', () => {
  it('uses the boundaries 60 and 80', () => {
    expect(levelFor(59)).toBe('podstawowy');
    expect(levelFor(60)).toBe('sredni');
    expect(levelFor(79)).toBe('sredni');
    expect(levelFor(80)).toBe('zaawansowany');
    expect(LEVEL_TEXT.sredni.name).toBe('Średni');
  });
});

describe('skillMastery', () => {
  it('grows with skill ability and falls with item difficulty', () => {
    const base = {
      weights: initialWeights(),
      student: initialStudentState(),
      skill: initialSkillState(),
      skillCalibration: initialSkillCalibration(),
    };
    const m0 = skillMastery(base);
    const strong = skillMastery({ ...base, skill: { ...base.skill, ability: 1 } });
    const hard = skillMastery({ ...base, typicalItem: { difficulty: 1, count: 10 } });
    expect(strong).toBeGreaterThan(m0);
    expect(hard).toBeLessThan(m0);
  });
});
