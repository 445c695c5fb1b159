import { describe, expect, it } from 'vitest';
import { BUCKET_KNOW } from '../adaptive/mastery.ts';
import {
  ACHIEVEMENT_IDS,
  achievements,
  MASTERED_TOPIC_MIN_ANSWERS,
  masteredTopicCount,
  type AchievementFacts,
} from './achievements.ts';

const none: AchievementFacts = {
  completedSessions: 0,
  answered: 0,
  currentStreak: 0,
  bestStreak: 0,
  topicsMastered: 0,
  diagnosticDone: false,
};
const earned = (f: Partial<AchievementFacts>) => achievements({ ...none, ...f }).earned;
const next = (f: Partial<AchievementFacts>) => achievements({ ...none, ...f }).next;

describe('achievements', () => {
  it('a child who has not started has earned nothing; the first session comes first', () => {
    expect(earned({})).toEqual([]);
    expect(next({})).toEqual({ id: 'first_session', unit: 'session', current: 0, target: 1, remaining: 1 });
  });

  it('after the diagnostic the first session is next, even with a day of streak from the test', () => {
    expect(next({ diagnosticDone: true, currentStreak: 1, bestStreak: 1 })).toMatchObject({
      id: 'first_session',
      remaining: 1,
    });
  });

  it('a child practising without the diagnostic is offered it only when it is the closest', () => {
    expect(next({ completedSessions: 1, currentStreak: 1, bestStreak: 1 })).toMatchObject({ id: 'streak_3' });
    expect(next({ completedSessions: 1, answered: 100, topicsMastered: 1, bestStreak: 7 })).toMatchObject({
      id: 'diagnostic_done',
      unit: 'step',
    });
  });

  it('the diagnostic is earned once finished', () => {
    expect(earned({ diagnosticDone: true })).toEqual(['diagnostic_done']);
  });

  it('the first session needs one finished session', () => {
    expect(earned({ completedSessions: 0 })).not.toContain('first_session');
    expect(earned({ completedSessions: 1 })).toContain('first_session');
  });

  it('streaks of 3 and 7 days are earned at exactly 3 and 7 days, from the best run', () => {
    expect(earned({ bestStreak: 2, currentStreak: 2 })).toEqual([]);
    expect(earned({ bestStreak: 3, currentStreak: 3 })).toEqual(['streak_3']);
    expect(earned({ bestStreak: 6 })).toEqual(['streak_3']);
    expect(earned({ bestStreak: 7 })).toEqual(['streak_3', 'streak_7']);
    // A broken streak keeps its badge.
    expect(earned({ bestStreak: 7, currentStreak: 0 })).toEqual(['streak_3', 'streak_7']);
  });

  it('100 answers are earned at 100, not 99', () => {
    expect(earned({ answered: 99 })).toEqual([]);
    expect(earned({ answered: 100 })).toEqual(['answers_100']);
  });

  it('the first mastered topic needs one topic at "know"', () => {
    expect(earned({ topicsMastered: 0 })).toEqual([]);
    expect(earned({ topicsMastered: 1 })).toEqual(['first_topic_mastered']);
  });

  it('with everything earned there is no next one', () => {
    const all = achievements({
      completedSessions: 5,
      answered: 150,
      currentStreak: 7,
      bestStreak: 9,
      topicsMastered: 2,
      diagnosticDone: true,
    });
    expect(all.earned).toEqual(ACHIEVEMENT_IDS);
    expect(all.next).toBeNull();
  });

  it('the next one is the closest to done; the streak counts the days still missing from the current run', () => {
    const after = { diagnosticDone: true, completedSessions: 1, topicsMastered: 0 };
    // 40 of 100 answers (0,4 done) is closer than one day of three (0,33); 20 answers (0,2) is not.
    expect(next({ ...after, currentStreak: 1, bestStreak: 1, answered: 40 })).toMatchObject({
      id: 'answers_100',
      remaining: 60,
    });
    expect(next({ ...after, currentStreak: 1, bestStreak: 1, answered: 20 })).toEqual({
      id: 'streak_3',
      unit: 'day',
      current: 1,
      target: 3,
      remaining: 2,
    });
    // With the 3-day badge earned earlier and the run broken, 7 days count from today's run.
    expect(next({ ...after, currentStreak: 1, bestStreak: 4, answered: 5 })).toMatchObject({
      id: 'streak_7',
      current: 1,
      remaining: 6,
    });
  });

  it('ties go to the earlier achievement', () => {
    expect(next({ completedSessions: 1 })?.id).toBe('diagnostic_done');
    expect(next({ diagnosticDone: true, completedSessions: 1 })?.id).toBe('streak_3');
  });

  it('the last one missing is next, with the days still missing', () => {
    const rest = { diagnosticDone: true, completedSessions: 3, answered: 100, topicsMastered: 1 };
    expect(next({ ...rest, currentStreak: 5, bestStreak: 5 })).toEqual({
      id: 'streak_7',
      unit: 'day',
      current: 5,
      target: 7,
      remaining: 2,
    });
    expect(next({ ...rest, currentStreak: 6, bestStreak: 6 })).toMatchObject({ id: 'streak_7', remaining: 1 });
  });
});

describe('masteredTopicCount', () => {
  const enough = MASTERED_TOPIC_MIN_ANSWERS;
  it('counts topics at or above "know" measured on enough answers', () => {
    const answers = new Map([
      ['a', enough],
      ['b', enough],
      ['c', enough + 10],
    ]);
    expect(masteredTopicCount([], answers)).toBe(0);
    const topics = [
      { area: 'a', mastery: BUCKET_KNOW - 1 },
      { area: 'b', mastery: BUCKET_KNOW },
      { area: 'c', mastery: 100 },
    ];
    expect(masteredTopicCount(topics, answers)).toBe(2);
  });

  it('never on a handful of answers, however well they went', () => {
    const topics = [{ area: 'a', mastery: 100 }];
    expect(masteredTopicCount(topics, new Map([['a', 3]]))).toBe(0);
    expect(masteredTopicCount(topics, new Map([['a', enough - 1]]))).toBe(0);
    expect(masteredTopicCount(topics, new Map())).toBe(0);
    expect(masteredTopicCount(topics, new Map([['a', enough]]))).toBe(1);
  });
});
