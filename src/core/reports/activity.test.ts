import { describe, expect, it } from 'vitest';
import { TOPIC_NAMES, topicsOf } from '../adaptive/index.ts';
import { SKILLS } from '../curriculum/skills.ts';
import { accuracyPercent, longestStreak, sessionMinutes, streakDays, topicMastery } from './activity.ts';

const MIN = 60_000;
const span = (until: number, answered: number) => ({ startedAt: 0, endsAt: 20 * MIN, until, answered });

describe('sessionMinutes', () => {
  it('counts whole minutes from the start to the given instant', () => {
    expect(sessionMinutes(span(7 * MIN, 3))).toBe(7);
    expect(sessionMinutes(span(7.5 * MIN, 3))).toBe(8);
    expect(sessionMinutes(span(7.49 * MIN, 3))).toBe(7);
  });

  it('never counts past the end of the time box', () => {
    expect(sessionMinutes(span(45 * MIN, 3))).toBe(20);
  });

  it('a session with an answer counts at least one minute; one without may be zero', () => {
    expect(sessionMinutes(span(10_000, 1))).toBe(1);
    expect(sessionMinutes(span(0, 1))).toBe(1);
    expect(sessionMinutes(span(10_000, 0))).toBe(0);
  });

  it('is never negative', () => {
    expect(sessionMinutes(span(-5 * MIN, 0))).toBe(0);
  });
});

describe('accuracyPercent', () => {
  it('is a whole percent, null when nothing was answered', () => {
    expect(accuracyPercent(0, 0)).toBeNull();
    expect(accuracyPercent(0, 4)).toBe(0);
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(5, 5)).toBe(100);
  });
});

describe('streakDays', () => {
  it('counts consecutive active days ending today or yesterday', () => {
    expect(streakDays([], '2025-09-14')).toBe(0);
    expect(streakDays(['2025-09-14', '2025-09-13', '2025-09-12', '2025-09-10'], '2025-09-14')).toBe(3);
    expect(streakDays(['2025-09-13', '2025-09-12'], '2025-09-14')).toBe(2);
    expect(streakDays(['2025-09-12'], '2025-09-14')).toBe(0);
  });

  it('crosses month ends and leap days', () => {
    expect(streakDays(['2025-03-01', '2025-02-28'], '2025-03-01')).toBe(2);
    expect(streakDays(['2024-03-01', '2024-02-29', '2024-02-28'], '2024-03-01')).toBe(3);
    expect(streakDays(['2026-01-01', '2025-12-31'], '2026-01-01')).toBe(2);
  });
});

describe('longestStreak', () => {
  it('is the longest run of consecutive days, in any order, duplicates ignored', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2025-09-10'])).toBe(1);
    expect(longestStreak(['2025-09-14', '2025-09-10', '2025-09-11', '2025-09-12', '2025-09-12', '2025-09-15'])).toBe(3);
    expect(longestStreak(['2025-09-10', '2025-09-12', '2025-09-14'])).toBe(1);
  });

  it('crosses month and year ends', () => {
    expect(longestStreak(['2024-02-28', '2024-02-29', '2024-03-01'])).toBe(3);
    expect(longestStreak(['2025-12-31', '2026-01-01'])).toBe(2);
  });
});

describe('topicMastery', () => {
  it('averages mastery per topic of the skills, in whole percent, topics without skills left out', () => {
    const [a, b] = SKILLS.filter((s) => topicsOf(s).includes('geometry'));
    const rows = [
      { skillId: a!.id, mastery: 0.2 },
      { skillId: b!.id, mastery: 0.5 },
      { skillId: 'unknown_skill', mastery: 1 },
    ];
    const topics = topicMastery(rows);
    const geometry = topics.find((t) => t.area === 'geometry');
    expect(geometry).toEqual({ area: 'geometry', name: TOPIC_NAMES.geometry, mastery: 35 });
    expect(topics.every((t) => topicsOf(a!).includes(t.area) || topicsOf(b!).includes(t.area))).toBe(true);
    expect(topicMastery([])).toEqual([]);
  });
});
