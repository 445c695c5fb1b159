import { BUCKET_KNOW } from '../adaptive/mastery.ts';

/**
 * Achievements a parent sees on the panel, earned from a child's real learning figures. Pure: the
 * dashboard reads the figures once and this decides what is earned and what comes next.
 */

/** A child's figures the achievements are decided from. */
export interface AchievementFacts {
  /** Practice sessions the child finished. */
  completedSessions: number;
  /** Practice questions answered (correct or incorrect). */
  answered: number;
  /** Consecutive days with learning ending today or yesterday. */
  currentStreak: number;
  /** The longest run of consecutive days with learning ever. */
  bestStreak: number;
  /** Topics whose mastery is at least "know" (BUCKET_KNOW). */
  topicsMastered: number;
  /** A finished diagnostic exists. */
  diagnosticDone: boolean;
}

export type AchievementId =
  'diagnostic_done' | 'first_session' | 'streak_3' | 'streak_7' | 'answers_100' | 'first_topic_mastered';

/** What the progress towards an achievement is counted in (the client picks the Polish noun). */
export type AchievementUnit = 'step' | 'session' | 'day' | 'answer' | 'topic';

interface Rule {
  id: AchievementId;
  unit: AchievementUnit;
  target: number;
  /** Whether it is earned (may use the best ever, so a broken streak keeps its badge). */
  earned: (f: AchievementFacts) => boolean;
  /** Where the child stands now on the way to it. */
  current: (f: AchievementFacts) => number;
  /** While unearned it is always the next one: the step every other badge builds on. */
  leads?: boolean;
}

const streak = (days: 3 | 7): Rule => ({
  id: `streak_${days}`,
  unit: 'day',
  target: days,
  earned: (f) => f.bestStreak >= days,
  // A streak is rebuilt from the current run, so the days still missing count from it.
  current: (f) => f.currentStreak,
});

/** In the order a child usually meets them; ties for "next" go to the earlier one. */
const RULES: readonly Rule[] = [
  {
    id: 'diagnostic_done',
    unit: 'step',
    target: 1,
    earned: (f) => f.diagnosticDone,
    current: (f) => (f.diagnosticDone ? 1 : 0),
  },
  {
    id: 'first_session',
    unit: 'session',
    target: 1,
    earned: (f) => f.completedSessions >= 1,
    current: (f) => f.completedSessions,
    // Right after the diagnostic the first session is the step to take, not the streak its day began.
    leads: true,
  },
  streak(3),
  streak(7),
  { id: 'answers_100', unit: 'answer', target: 100, earned: (f) => f.answered >= 100, current: (f) => f.answered },
  {
    id: 'first_topic_mastered',
    unit: 'topic',
    target: 1,
    earned: (f) => f.topicsMastered >= 1,
    current: (f) => f.topicsMastered,
  },
];

export const ACHIEVEMENT_IDS: readonly AchievementId[] = RULES.map((r) => r.id);

export interface NextAchievement {
  id: AchievementId;
  unit: AchievementUnit;
  current: number;
  target: number;
  /** How many units are still missing (at least 1). */
  remaining: number;
}

export interface Achievements {
  earned: AchievementId[];
  /**
   * The first session while it is missing, else the unearned achievement closest to done (by
   * share of its target); null when all are earned.
   */
  next: NextAchievement | null;
}

export function achievements(f: AchievementFacts): Achievements {
  const earned = RULES.filter((r) => r.earned(f));
  const open = RULES.filter((r) => !earned.includes(r));
  const candidates = open.some((r) => r.leads) ? open.filter((r) => r.leads) : open;
  let next: NextAchievement | null = null;
  for (const r of candidates) {
    const current = Math.min(Math.max(0, r.current(f)), r.target - 1);
    if (next === null || current / r.target > next.current / next.target) {
      next = { id: r.id, unit: r.unit, current, target: r.target, remaining: r.target - current };
    }
  }
  return { earned: earned.map((r) => r.id), next };
}

/**
 * Answers a topic needs before its mastery earns the badge: a few right answers in one skill move
 * the model's estimate to "know", but a topic is not mastered on three questions.
 */
export const MASTERED_TOPIC_MIN_ANSWERS = 15;

/**
 * Topics counted as mastered for the achievements: mean mastery (0–100) at least "know", over at
 * least MASTERED_TOPIC_MIN_ANSWERS answers in the topic.
 */
export function masteredTopicCount(
  topics: readonly { area: string; mastery: number }[],
  answersByTopic: ReadonlyMap<string, number>,
): number {
  return topics.filter(
    (t) => t.mastery >= BUCKET_KNOW && (answersByTopic.get(t.area) ?? 0) >= MASTERED_TOPIC_MIN_ANSWERS,
  ).length;
}
