import { describe, expect, it } from 'vitest';
import { initialSkillState, type LearnerSkillState } from './model.ts';
import { intervalDays, isDue, recallProbability, retrievability, scheduleReview } from './review.ts';

const DAY = 86_400_000;

describe('review scheduling', () => {
  it('schedules a skill only once it is mastered', () => {
    const s = initialSkillState();
    expect(scheduleReview(s, s, 1, 0.6, 0).dueAt).toBeNull();
    const learned = scheduleReview(s, s, 1, 0.8, 0);
    expect(learned.stability).toBeGreaterThan(0);
    expect(learned.dueAt).toBe(intervalDays(learned.stability) * DAY);
  });

  it('gives 90 % recall at t = S and falls with time', () => {
    expect(retrievability(3, 3)).toBeCloseTo(0.9, 10);
    expect(intervalDays(3)).toBeCloseTo(3, 10);
    expect(retrievability(3, 10)).toBeLessThan(retrievability(3, 5));
  });

  it('grows stability with each successful spaced review, and more after longer gaps', () => {
    let s: LearnerSkillState = { ...initialSkillState(), stability: 2.4, lastAnswerAt: 0, dueAt: 2.4 * DAY };
    const stabilities: number[] = [s.stability];
    for (let k = 0; k < 4; k++) {
      const at = s.dueAt!;
      const next = scheduleReview(s, { ...s, lastAnswerAt: at }, 1, 0.9, at);
      stabilities.push(next.stability);
      s = next;
    }
    for (let k = 1; k < stabilities.length; k++) expect(stabilities[k]!).toBeGreaterThan(stabilities[k - 1]!);
    expect(s.reviews).toBe(4);
    const base: LearnerSkillState = { ...initialSkillState(), stability: 5, lastAnswerAt: 0, dueAt: 5 * DAY };
    const early = scheduleReview(base, base, 1, 0.9, 2 * DAY).stability;
    const late = scheduleReview(base, base, 1, 0.9, 10 * DAY).stability;
    expect(late).toBeGreaterThan(early);
    const hinted = scheduleReview(base, base, 0.75, 0.9, 10 * DAY).stability;
    expect(hinted).toBeLessThan(late);
  });

  it('treats a failed review as a lapse due the next day', () => {
    const s: LearnerSkillState = { ...initialSkillState(), stability: 20, lastAnswerAt: 0, dueAt: 20 * DAY };
    const lapsed = scheduleReview(s, s, 0, 0.5, 20 * DAY);
    expect(lapsed.stability).toBeLessThan(20);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.dueAt).toBe(21 * DAY);
  });

  it('leaves stability alone within the same day, but a wrong answer brings the review forward', () => {
    const s: LearnerSkillState = { ...initialSkillState(), stability: 20, lastAnswerAt: 0, dueAt: 20 * DAY };
    expect(scheduleReview(s, s, 1, 0.9, 3_600_000)).toEqual(s);
    const wrong = scheduleReview(s, s, 0, 0.7, 3_600_000);
    expect(wrong.stability).toBe(20);
    expect(wrong.dueAt).toBe(3_600_000 + DAY);
  });

  it('reports due skills and recall', () => {
    const s: LearnerSkillState = { ...initialSkillState(), stability: 4, lastAnswerAt: 0, dueAt: 4 * DAY };
    expect(isDue(s, 3 * DAY)).toBe(false);
    expect(isDue(s, 4 * DAY)).toBe(true);
    expect(isDue(initialSkillState(), 1e15)).toBe(false);
    expect(recallProbability(s, 4 * DAY)).toBeCloseTo(0.9, 10);
    expect(recallProbability(initialSkillState(), 0)).toBeNull();
  });
});
