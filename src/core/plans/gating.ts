import { TRIAL_ENDING_DAYS, TRIAL_ENDING_TASKS, type TrialCounts } from './trial.ts';
import type { SubscriptionStatus } from './subscription-status.ts';

/**
 * The trial banner of spec section 9: none with a running paid plan; red 'expired' when days or
 * tasks are used up; amber 'ending' at 2 days or 10 tasks left; otherwise plain blue 'trial'.
 */
export type TrialBanner = 'none' | 'trial' | 'ending' | 'expired';

export function trialBanner(s: { status: SubscriptionStatus['status']; trial: TrialCounts }): TrialBanner {
  if (s.status === 'active') return 'none';
  const { daysLeft, tasksLeft } = s.trial;
  if (daysLeft <= 0 || tasksLeft <= 0) return 'expired';
  if (daysLeft <= TRIAL_ENDING_DAYS || tasksLeft <= TRIAL_ENDING_TASKS) return 'ending';
  return 'trial';
}

/**
 * Starting a practice session or a diagnostic, and answering a task, needs a running paid plan or
 * trial left. Everything already there (history, the parent panel, reports) stays readable and
 * nothing is deleted when the trial ends.
 */
export function canLearn(s: Pick<SubscriptionStatus, 'status'>): boolean {
  return s.status !== 'expired';
}

/** A task answered on Darmowy uses one of the trial's tasks; on a paid plan nothing is counted. */
export function countsTrialTask(s: Pick<SubscriptionStatus, 'status'>): boolean {
  return s.status === 'trialing';
}

export function canAddChild(s: Pick<SubscriptionStatus, 'maxChildren'>, children: number): boolean {
  return children < s.maxChildren;
}
