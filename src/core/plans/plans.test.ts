import { describe, expect, it } from 'vitest';
import { PLANS, PLAN_IDS, isPlanId, planName, yearlySaving } from './catalogue.ts';
import { canAddChild, canLearn, countsTrialTask, trialBanner } from './gating.ts';
import {
  NO_SUBSCRIPTION,
  periodEnd,
  redeemOutcome,
  planBadge,
  subscriptionStatus,
  type StoredSubscription,
} from './subscription-status.ts';
import { TRIAL_DAYS, TRIAL_TASKS, trialState } from './trial.ts';

import { DAY_MS as DAY } from '../time/calendar.ts';
const start = new Date('2026-03-02T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const trial = (over: Partial<StoredSubscription> = {}): StoredSubscription => ({ ...NO_SUBSCRIPTION, ...over });

describe('plan catalogue', () => {
  it('has the four plans with the spec’s names, prices, children and hints', () => {
    expect(PLAN_IDS.map(planName)).toEqual(['Darmowy', 'Standard', 'Rodzinny', 'Egzamin+']);
    expect(PLAN_IDS.map((p) => PLANS[p].monthlyPrice)).toEqual([0, 4900, 8900, 12900]);
    expect(PLAN_IDS.map((p) => PLANS[p].yearlyPrice)).toEqual([0, 46900, 85900, 123900]);
    expect([PLANS.standard.maxChildren, PLANS.family.maxChildren, PLANS.exam_plus.maxChildren]).toEqual([1, 3, 5]);
    expect(PLAN_IDS.map((p) => PLANS[p].hintLimit)).toEqual([3, 3, 3, 'unlimited']);
    expect(isPlanId('family')).toBe(true);
    expect(isPlanId('premium')).toBe(false);
  });

  it('advertises no handwriting recognition (OCR): the product has none (decision 0022)', () => {
    const features = PLAN_IDS.flatMap((p) => PLANS[p].features).join(' | ');
    expect(features).not.toMatch(/OCR|pisma/i);
    expect(PLANS.exam_plus.features).toContain('Próbne egzaminy ósmoklasisty z punktacją jak w CKE');
  });

  it('computes the yearly saving as twelve months minus the yearly price, up to 20 %', () => {
    expect(yearlySaving('standard')).toEqual({ amount: 11900, percent: 20 });
    expect(yearlySaving('family')).toEqual({ amount: 20900, percent: 20 });
    expect(yearlySaving('exam_plus')).toEqual({ amount: 30900, percent: 20 });
    expect(yearlySaving('free')).toEqual({ amount: 0, percent: 0 });
  });
});

describe('trial', () => {
  it('has not started before the first task: 7 days and 50 tasks left', () => {
    expect(trialState({ startedAt: null, tasksUsed: 0 }, at(100 * DAY))).toEqual({
      daysLeft: TRIAL_DAYS,
      tasksLeft: TRIAL_TASKS,
      startedAt: null,
    });
  });

  it('runs through day 7 and ends at the start of day 8', () => {
    const used = { startedAt: start, tasksUsed: 1 };
    expect(trialState(used, at(0)).daysLeft).toBe(7);
    expect(trialState(used, at(1)).daysLeft).toBe(7);
    expect(trialState(used, at(DAY)).daysLeft).toBe(6);
    expect(trialState(used, at(6 * DAY)).daysLeft).toBe(1);
    expect(trialState(used, at(7 * DAY - 1)).daysLeft).toBe(1);
    expect(trialState(used, at(7 * DAY)).daysLeft).toBe(0);
    expect(trialState(used, at(30 * DAY)).daysLeft).toBe(0);
    expect(subscriptionStatus(trial(used), at(7 * DAY - 1)).status).toBe('trialing');
    expect(subscriptionStatus(trial(used), at(7 * DAY)).status).toBe('expired');
  });

  it('allows task 50 and ends after it: 49 used → trialing, 50 used → expired', () => {
    expect(trialState({ startedAt: start, tasksUsed: 49 }, at(0)).tasksLeft).toBe(1);
    expect(subscriptionStatus(trial({ startedAt: start, tasksUsed: 49 }), at(0)).status).toBe('trialing');
    expect(subscriptionStatus(trial({ startedAt: start, tasksUsed: 50 }), at(0)).status).toBe('expired');
    expect(trialState({ startedAt: start, tasksUsed: 51 }, at(0)).tasksLeft).toBe(0);
  });
});

describe('subscription status', () => {
  it('a new family is trialing on Darmowy with up to 5 children and 3 hints', () => {
    expect(subscriptionStatus(NO_SUBSCRIPTION, start)).toEqual({
      activePlan: 'free',
      status: 'trialing',
      trial: { daysLeft: 7, tasksLeft: 50, startedAt: null },
      hintLimit: 3,
      maxChildren: 5,
      subscription: { currentPeriodEnd: null, note: null },
    });
  });

  it('a granted plan is active until its period ends, then the family is back on Darmowy', () => {
    const granted = trial({
      plan: 'exam_plus',
      currentPeriodEnd: at(30 * DAY),
      note: 'szkoła',
      startedAt: start,
      tasksUsed: 50,
    });
    expect(subscriptionStatus(granted, at(30 * DAY - 1))).toMatchObject({
      activePlan: 'exam_plus',
      status: 'active',
      hintLimit: 'unlimited',
      maxChildren: 5,
      subscription: { currentPeriodEnd: at(30 * DAY), note: 'szkoła' },
    });
    expect(subscriptionStatus(granted, at(30 * DAY))).toMatchObject({
      activePlan: 'free',
      status: 'expired',
      hintLimit: 3,
    });
  });

  it('a plan that ran out before the trial was used leaves the trial to the family', () => {
    const lapsed = trial({ plan: 'standard', currentPeriodEnd: at(DAY) });
    expect(subscriptionStatus(lapsed, at(2 * DAY))).toMatchObject({ activePlan: 'free', status: 'trialing' });
  });

  it('takes each paid plan’s limits', () => {
    for (const plan of ['standard', 'family', 'exam_plus'] as const) {
      const s = subscriptionStatus(trial({ plan, currentPeriodEnd: at(DAY) }), at(0));
      expect(s.maxChildren).toBe(PLANS[plan].maxChildren);
      expect(s.hintLimit).toBe(PLANS[plan].hintLimit);
    }
  });
});

describe('badge (spec section 4)', () => {
  const base = { trial: { daysLeft: 7, tasksLeft: 50, startedAt: null } };
  it('active and not free → Aktywny', () => {
    expect(planBadge({ ...base, status: 'active', activePlan: 'family' })).toBe('Aktywny');
  });
  it('active but free is not Aktywny: trial left → Okres próbny, none → Nieaktywny', () => {
    expect(planBadge({ ...base, status: 'active', activePlan: 'free' })).toBe('Okres próbny');
    expect(
      planBadge({ status: 'active', activePlan: 'free', trial: { daysLeft: 0, tasksLeft: 10, startedAt: start } }),
    ).toBe('Nieaktywny');
  });
  it('trial needs both days and tasks left', () => {
    expect(planBadge({ ...base, status: 'trialing', activePlan: 'free' })).toBe('Okres próbny');
    expect(
      planBadge({ status: 'trialing', activePlan: 'free', trial: { daysLeft: 1, tasksLeft: 1, startedAt: start } }),
    ).toBe('Okres próbny');
    expect(
      planBadge({ status: 'expired', activePlan: 'free', trial: { daysLeft: 3, tasksLeft: 0, startedAt: start } }),
    ).toBe('Nieaktywny');
    expect(
      planBadge({ status: 'expired', activePlan: 'free', trial: { daysLeft: 0, tasksLeft: 30, startedAt: start } }),
    ).toBe('Nieaktywny');
  });
});

describe('trial banner thresholds (spec section 9)', () => {
  const banner = (daysLeft: number, tasksLeft: number) =>
    trialBanner({ status: 'trialing', trial: { daysLeft, tasksLeft, startedAt: start } });
  it('plain above 2 days and 10 tasks', () => {
    expect(banner(7, 50)).toBe('trial');
    expect(banner(3, 11)).toBe('trial');
  });
  it('amber at 2 days or 10 tasks left', () => {
    expect(banner(2, 50)).toBe('ending');
    expect(banner(7, 10)).toBe('ending');
    expect(banner(1, 1)).toBe('ending');
  });
  it('red at 0 days or 0 tasks left', () => {
    expect(banner(0, 50)).toBe('expired');
    expect(banner(7, 0)).toBe('expired');
  });
  it('none with a running paid plan', () => {
    expect(trialBanner({ status: 'active', trial: { daysLeft: 0, tasksLeft: 0, startedAt: start } })).toBe('none');
  });
});

describe('what the trial allows', () => {
  it('learning is allowed while trialing or on a paid plan, refused when expired', () => {
    expect(canLearn({ status: 'trialing' })).toBe(true);
    expect(canLearn({ status: 'active' })).toBe(true);
    expect(canLearn({ status: 'expired' })).toBe(false);
  });
  it('only trial answers use trial tasks', () => {
    expect(countsTrialTask({ status: 'trialing' })).toBe(true);
    expect(countsTrialTask({ status: 'active' })).toBe(false);
    expect(countsTrialTask({ status: 'expired' })).toBe(false);
  });
  it('a child may be added below the plan’s limit only', () => {
    expect(canAddChild({ maxChildren: 1 }, 0)).toBe(true);
    expect(canAddChild({ maxChildren: 1 }, 1)).toBe(false);
    expect(canAddChild({ maxChildren: 5 }, 4)).toBe(true);
    expect(canAddChild({ maxChildren: 5 }, 5)).toBe(false);
  });
});

describe('plan periods', () => {
  it('the same plan given again while it runs extends it; another plan or a lapsed one starts now', () => {
    const running = trial({ plan: 'family', currentPeriodEnd: at(10 * DAY) });
    expect(periodEnd(running, 'family', 30, start)).toEqual(at(40 * DAY));
    expect(periodEnd(running, 'exam_plus', 30, start)).toEqual(at(30 * DAY));
    expect(periodEnd(running, 'family', 30, at(11 * DAY))).toEqual(at(41 * DAY));
  });
});

describe('redeeming a code never lowers a running plan', () => {
  const running = trial({ plan: 'family', currentPeriodEnd: at(10 * DAY) });
  it('a lower plan is refused with the running plan and its end', () => {
    expect(redeemOutcome(running, 'standard', 30, start)).toEqual({
      kind: 'refused',
      running: 'family',
      runningUntil: at(10 * DAY),
    });
  });
  it('the same plan extends, a higher plan starts now, no running plan starts now', () => {
    expect(redeemOutcome(running, 'family', 30, start)).toEqual({ kind: 'extended', endsAt: at(40 * DAY) });
    expect(redeemOutcome(running, 'exam_plus', 30, start)).toEqual({ kind: 'upgraded', endsAt: at(30 * DAY) });
    expect(redeemOutcome(running, 'standard', 30, at(10 * DAY))).toEqual({ kind: 'started', endsAt: at(40 * DAY) });
  });
});
