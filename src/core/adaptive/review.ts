import type { LearnerSkillState } from './model.ts';

/**
 * Review scheduling in the manner of FSRS (Ye et al.; the ts-fsrs defaults), compact and with a
 * fixed item difficulty, because a skill is practised with fresh generated items, not one card:
 * - a skill that reaches mastery gets a memory stability S (days) and a review due in S days
 *   (the power forgetting curve R(t) = (1 + t / (9 S))⁻¹ gives 90 % recall at t = S);
 * - a successful review after a gap grows S, more when recall was less likely (spacing);
 * - a failed review is a lapse: S shrinks and the skill is due again the next day;
 * - answers within the same day do not change S (no spacing happened).
 */

const DAY_MS = 86_400_000;
/** Target recall probability at the due date. */
export const TARGET_RETENTION = 0.9;
/** Mastery probability from which a skill counts as learned and is scheduled. */
export const SCHEDULE_FROM_MASTERY = 0.75;

// FSRS-4.5 default parameters used here (w2 initial stability on "good", w8–w10 growth,
// w11–w14 lapse, w15 "hard" penalty), with difficulty fixed at the middle of its 1–10 scale.
const INITIAL_STABILITY = 2.4;
const W8 = 1.49;
const W9 = 0.14;
const W10 = 0.94;
const W11 = 2.18;
const W12 = 0.05;
const W13 = 0.34;
const W14 = 1.26;
const HARD_PENALTY = 0.29;
const DIFFICULTY = 5;
const MIN_STABILITY = 0.5;
const MAX_STABILITY = 365;
const SAME_DAY_DAYS = 0.5;

export function retrievability(stabilityDays: number, elapsedDays: number): number {
  if (stabilityDays <= 0) return 0;
  return 1 / (1 + Math.max(0, elapsedDays) / (9 * stabilityDays));
}

/** Days until recall falls to `retention` (= S at 90 %). */
export function intervalDays(stabilityDays: number, retention = TARGET_RETENTION): number {
  return 9 * stabilityDays * (1 / retention - 1);
}

function grownStability(s: number, r: number, outcome: number): number {
  const hard = outcome < 1 ? HARD_PENALTY : 1;
  const factor = Math.exp(W8) * (11 - DIFFICULTY) * Math.pow(s, -W9) * (Math.exp(W10 * (1 - r)) - 1) * hard;
  return s * (1 + factor);
}

function lapsedStability(s: number, r: number): number {
  const next = W11 * Math.pow(DIFFICULTY, -W12) * (Math.pow(s + 1, W13) - 1) * Math.exp(W14 * (1 - r));
  return Math.min(s, next);
}

function clampStability(s: number): number {
  return Math.min(MAX_STABILITY, Math.max(MIN_STABILITY, s));
}

/**
 * Review fields after an answer. `before` is the state before the answer (its lastAnswerAt is
 * the previous practice), `after` the model-updated state; `mastery` the mastery after it.
 */
export function scheduleReview(
  before: LearnerSkillState,
  after: LearnerSkillState,
  outcome: number,
  mastery: number,
  at: number,
): LearnerSkillState {
  if (before.stability <= 0) {
    if (mastery < SCHEDULE_FROM_MASTERY) return after;
    const s = INITIAL_STABILITY;
    return { ...after, stability: s, dueAt: at + intervalDays(s) * DAY_MS };
  }
  const elapsed = before.lastAnswerAt === null ? 0 : (at - before.lastAnswerAt) / DAY_MS;
  if (elapsed < SAME_DAY_DAYS) {
    // A wrong answer right after learning still signals the skill is not held: bring the review forward.
    if (outcome <= 0 && after.dueAt !== null) return { ...after, dueAt: Math.min(after.dueAt, at + DAY_MS) };
    return after;
  }
  const r = retrievability(before.stability, elapsed);
  if (outcome >= 0.5) {
    const s = clampStability(grownStability(before.stability, r, outcome));
    return { ...after, stability: s, dueAt: at + intervalDays(s) * DAY_MS, reviews: before.reviews + 1 };
  }
  const s = clampStability(lapsedStability(before.stability, r));
  return { ...after, stability: s, dueAt: at + DAY_MS, reviews: before.reviews + 1, lapses: before.lapses + 1 };
}

export function isDue(skill: LearnerSkillState, at: number): boolean {
  return skill.dueAt !== null && skill.dueAt <= at;
}

/** Current recall probability of a scheduled skill (1 for never-scheduled skills is wrong: returns null). */
export function recallProbability(skill: LearnerSkillState, at: number): number | null {
  if (skill.stability <= 0 || skill.lastAnswerAt === null) return null;
  return retrievability(skill.stability, (at - skill.lastAnswerAt) / DAY_MS);
}
