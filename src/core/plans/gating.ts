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

/** Mock exams the trial includes (docs/decisions/0011-mock-exam.md). */
export const TRIAL_MOCK_EXAMS = 1;

export type MockExamAccess = 'allowed' | 'exam_plus_required' | 'trial_mock_used' | 'trial_expired';

/**
 * Starting a mock exam: unlimited on Egzamin+, one on the trial (counted per family), never on
 * Standard or Rodzinny (they point to Egzamin+); an expired trial is the trial's usual 402.
 */
export function mockExamAccess(
  s: Pick<SubscriptionStatus, 'status' | 'activePlan'>,
  mocksStartedByFamily: number,
): MockExamAccess {
  if (s.status === 'active') return s.activePlan === 'exam_plus' ? 'allowed' : 'exam_plus_required';
  if (s.status === 'expired') return 'trial_expired';
  return mocksStartedByFamily < TRIAL_MOCK_EXAMS ? 'allowed' : 'trial_mock_used';
}
