import { subscriptions } from '../db/schema/index.ts';
import type { PlanId } from '#core/plans/catalogue.ts';
import type { TestApp } from './app.ts';

/** Gives the family a paid plan for 30 days, as an admin grant would (the exam suites need Egzamin+). */
export async function givePlan(t: TestApp, userId: string, plan: PlanId) {
  const currentPeriodEnd = new Date(t.clock.now().getTime() + 30 * 24 * 3600 * 1000);
  await t.database.db
    .insert(subscriptions)
    .values({ userId, plan, status: 'active', currentPeriodEnd })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { plan, status: 'active', currentPeriodEnd } });
}
