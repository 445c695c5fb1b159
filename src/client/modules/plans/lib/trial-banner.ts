import { trialBanner, type TrialBanner } from '#core/plans/gating.ts';
import type { TrialState } from '#core/plans/trial.ts';
import type { SubscriptionState } from '#core/plans/subscription-status.ts';
import { nouns, plural } from '../../../i18n/pl.ts';
import { learningNouns } from '../../../i18n/learning.ts';

/** The status as the client reads it (dates arrive as strings). */
export interface BannerInput {
  status: SubscriptionState;
  trial: Omit<TrialState, 'startedAt'> & { startedAt: string | null };
}

/**
 * The banner to show (spec 9). A trial that has not started (no task answered yet) shows none:
 * the family has not begun to use it, and sign-up alone must not look like a running clock.
 */
export function visibleBanner(s: BannerInput): TrialBanner {
  const banner = trialBanner(s);
  if (banner === 'expired') return banner;
  return s.trial.startedAt === null ? 'none' : banner;
}

/** "5 dni", "1 zadanie": what is left of the trial, with Polish plural forms. */
export function trialLeft(trial: { daysLeft: number; tasksLeft: number }): { days: string; tasks: string } {
  return { days: plural(trial.daysLeft, nouns.day), tasks: plural(trial.tasksLeft, learningNouns.task) };
}
