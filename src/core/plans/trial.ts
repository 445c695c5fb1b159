import { DAY_MS } from '../time/calendar.ts';

/** The free trial (spec section 9): 7 days or 50 tasks, whichever ends first. */
export const TRIAL_DAYS = 7;
export const TRIAL_TASKS = 50;
/** The banner turns amber at these (spec section 9). */
export const TRIAL_ENDING_DAYS = 2;
export const TRIAL_ENDING_TASKS = 10;

/** What the family has used: the trial starts with the first task a child answers, not at sign-up. */
export interface TrialUsage {
  startedAt: Date | null;
  tasksUsed: number;
}

export interface TrialState {
  daysLeft: number;
  tasksLeft: number;
  startedAt: Date | null;
}

/**
 * Days left count whole or started days: answered first at 10:00, the trial has 7 days left until
 * 10:00 the next day, and 1 left on the seventh day until 10:00 of the eighth, when it ends.
 */
export function trialState(usage: TrialUsage, now: Date): TrialState {
  const tasksLeft = Math.max(0, TRIAL_TASKS - usage.tasksUsed);
  if (!usage.startedAt) return { daysLeft: TRIAL_DAYS, tasksLeft, startedAt: null };
  const endsAt = usage.startedAt.getTime() + TRIAL_DAYS * DAY_MS;
  const daysLeft = Math.max(0, Math.min(TRIAL_DAYS, Math.ceil((endsAt - now.getTime()) / DAY_MS)));
  return { daysLeft, tasksLeft, startedAt: usage.startedAt };
}

/** What the trial's rules read; the start may be a Date or, as the client receives it, a string. */
export type TrialCounts = Pick<TrialState, 'daysLeft' | 'tasksLeft'> & { startedAt?: Date | string | null };

export function trialRemaining(trial: TrialCounts): boolean {
  return trial.daysLeft > 0 && trial.tasksLeft > 0;
}
