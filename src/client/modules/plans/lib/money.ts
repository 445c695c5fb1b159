import { PLANS, yearlySaving, type PlanId } from '#core/plans/catalogue.ts';

const zloty = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 0 });

/** Grosze as Polish złoty: 4900 → "49 zł", 1999 → "19,99 zł". */
export function formatZloty(grosze: number): string {
  return zloty.format(grosze / 100);
}

export function formatPercentWhole(p: number): string {
  return percent.format(p / 100);
}

export type BillingPeriod = 'monthly' | 'yearly';

/** The price of a plan for the chosen period, from the one catalogue. */
export function planPrice(plan: PlanId, period: BillingPeriod): number {
  return period === 'monthly' ? PLANS[plan].monthlyPrice : PLANS[plan].yearlyPrice;
}

/** The best yearly saving among the given plans in whole percent ("do 20%"). */
export function bestYearlySaving(plans: readonly PlanId[]): number {
  return Math.max(0, ...plans.map((p) => yearlySaving(p).percent));
}
