import { PLANS, type HintLimit, type PaidPlanId, type PlanId } from './catalogue.ts';
import { trialRemaining, trialState, type TrialCounts, type TrialState, type TrialUsage } from './trial.ts';
import { addDays } from '../time/calendar.ts';

/** What the database knows about a family's plan; a family without a row is on a fresh trial. */
export interface StoredSubscription extends TrialUsage {
  /** The plan granted or redeemed; 'free' when none ever was. */
  plan: PlanId;
  currentPeriodEnd: Date | null;
  note: string | null;
}

export const NO_SUBSCRIPTION: StoredSubscription = {
  plan: 'free',
  currentPeriodEnd: null,
  note: null,
  startedAt: null,
  tasksUsed: 0,
};

/**
 * 'active': a paid plan whose period has not ended; 'trialing': on Darmowy with trial left;
 * 'expired': neither (the trial is over and no paid plan runs).
 */
export type SubscriptionState = 'active' | 'trialing' | 'expired';

/** The subscription status of spec section 3 (the body of GET /api/gating-status). */
export interface SubscriptionStatus {
  activePlan: PlanId;
  status: SubscriptionState;
  trial: TrialState;
  hintLimit: HintLimit;
  maxChildren: number;
  subscription: { currentPeriodEnd: Date | null; note: string | null };
}

/** The paid plan running now, if any: a granted or redeemed plan counts until its period ends. */
export function runningPaidPlan(stored: StoredSubscription, now: Date): PaidPlanId | null {
  if (stored.plan === 'free' || !stored.currentPeriodEnd) return null;
  return stored.currentPeriodEnd.getTime() > now.getTime() ? stored.plan : null;
}

/**
 * The end of a plan period granted or redeemed at `now`: the same plan given again while it runs
 * extends it; anything else starts now.
 */
export function periodEnd(stored: StoredSubscription, plan: PlanId, days: number, now: Date): Date {
  const running = runningPaidPlan(stored, now) === plan ? stored.currentPeriodEnd : null;
  return addDays(running && running.getTime() > now.getTime() ? running : now, days);
}

/** Plans ordered from least to most: a higher plan allows everything a lower one does and more. */
const PLAN_RANK: Readonly<Record<PlanId, number>> = { free: 0, standard: 1, family: 2, exam_plus: 3 };

export function planRank(plan: PlanId): number {
  return PLAN_RANK[plan];
}

/**
 * What redeeming a code for `plan` does to the family's plan (docs/decisions/0027-redeem-never-lowers.md):
 * - 'started': no paid plan runs; the code's plan starts now;
 * - 'extended': the same plan runs; the code's days are added to its end;
 * - 'upgraded': a lower plan runs; the code's higher plan starts now (the lower one ends);
 * - 'refused': a higher plan runs; the code would lower it, so it is refused and not used up.
 */
export type RedeemOutcome =
  | { kind: 'started' | 'extended' | 'upgraded'; endsAt: Date }
  | { kind: 'refused'; running: PaidPlanId; runningUntil: Date };

export function redeemOutcome(stored: StoredSubscription, plan: PlanId, days: number, now: Date): RedeemOutcome {
  const running = runningPaidPlan(stored, now);
  const endsAt = periodEnd(stored, plan, days, now);
  if (!running) return { kind: 'started', endsAt };
  if (running === plan) return { kind: 'extended', endsAt };
  if (planRank(running) > planRank(plan)) {
    return { kind: 'refused', running, runningUntil: stored.currentPeriodEnd! };
  }
  return { kind: 'upgraded', endsAt };
}

export function subscriptionStatus(stored: StoredSubscription, now: Date): SubscriptionStatus {
  const paid = runningPaidPlan(stored, now);
  const trial = trialState(stored, now);
  const activePlan: PlanId = paid ?? 'free';
  const status: SubscriptionState = paid ? 'active' : trialRemaining(trial) ? 'trialing' : 'expired';
  return {
    activePlan,
    status,
    trial,
    hintLimit: PLANS[activePlan].hintLimit,
    maxChildren: PLANS[activePlan].maxChildren,
    subscription: { currentPeriodEnd: stored.currentPeriodEnd, note: stored.note },
  };
}

export type PlanBadge = 'Aktywny' | 'Okres próbny' | 'Nieaktywny';

/** Spec section 4: active and not free → 'Aktywny'; else trial left → 'Okres próbny'; else 'Nieaktywny'. */
export function planBadge(s: { status: SubscriptionState; activePlan: PlanId; trial: TrialCounts }): PlanBadge {
  if (s.status === 'active' && s.activePlan !== 'free') return 'Aktywny';
  if (trialRemaining(s.trial)) return 'Okres próbny';
  return 'Nieaktywny';
}
