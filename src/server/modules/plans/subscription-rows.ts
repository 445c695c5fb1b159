import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PlanId } from '#core/plans/catalogue.ts';
import { NO_SUBSCRIPTION, type StoredSubscription } from '#core/plans/subscription-status.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { columnNames, nameList, tableAs, value, withNames } from '../../db/sql-names.ts';

/**
 * The family's subscription row inside other statements: read as a column of a hot path's own
 * read, counted on an answer's one write, guarded for a write made from an earlier read; and what
 * each of them makes of the row, for a caller that keeps it (a practice session's snapshot).
 */

const SUBSCRIPTION = tableAs(subscriptions, 's');

/** trialTaskCount's statement, its names written in once. */
const TRIAL_TASK_COUNT = ((row, name) =>
  withNames`insert into ${name.$from} (${nameList(subscriptions.userId, subscriptions.trialStartedAt, subscriptions.trialTasksUsed, subscriptions.updatedAt)})
    values (${value('userId')}, ${value('now')}, 1, ${value('now')})
    on conflict (${name.userId}) do update set
      ${name.trialTasksUsed} = ${row.trialTasksUsed} + 1,
      ${name.trialStartedAt} = coalesce(${row.trialStartedAt}, excluded.${name.trialStartedAt}),
      ${name.updatedAt} = excluded.${name.updatedAt}
    where ${row.trialTasksUsed} = ${value('tasksUsed')} and ${row.plan} = ${value('plan')}
    returning 1`)(tableAs(subscriptions), columnNames(subscriptions));

/** subscriptionUnchanged's condition, its names written in once. */
const UNCHANGED = ((s) =>
  withNames`coalesce((select ${s.plan} = ${value('plan')} and ${s.trialTasksUsed} = ${value('tasksUsed')}::int
      and date_trunc('milliseconds', ${s.currentPeriodEnd}) is not distinct from ${value('periodEnd')}::timestamptz
      and date_trunc('milliseconds', ${s.trialStartedAt}) is not distinct from ${value('startedAt')}::timestamptz
    from ${s.$from} where ${s.userId} = ${value('userId')}), ${value('absent')}::boolean)`)(SUBSCRIPTION);

/** A subscriptions row as JSON (timestamps as ISO text). */
export interface SubscriptionJson {
  plan: PlanId;
  currentPeriodEnd: string | null;
  note: string | null;
  trialStartedAt: string | null;
  trialTasksUsed: number;
}

/**
 * The family's stored subscription as a column of another statement (null = no row yet), so a
 * hot path reads it in the same round trip as its own rows; see toStoredSubscription.
 */
export function subscriptionField(userId: AnyPgColumn | SQL) {
  const s = SUBSCRIPTION;
  return {
    subscription: sql<SubscriptionJson | null>`(select json_build_object('plan', ${s.plan}, 'currentPeriodEnd', ${s.currentPeriodEnd}, 'note', ${s.note},
      'trialStartedAt', ${s.trialStartedAt}, 'trialTasksUsed', ${s.trialTasksUsed})
      from ${s.$from} where ${s.userId} = ${userId})`,
  };
}

/** What subscriptionField read. */
export function toStoredSubscription(row: { subscription: SubscriptionJson | null }): StoredSubscription {
  const s = row.subscription;
  if (!s) return NO_SUBSCRIPTION;
  return {
    plan: s.plan,
    currentPeriodEnd: s.currentPeriodEnd === null ? null : new Date(s.currentPeriodEnd),
    note: s.note,
    startedAt: s.trialStartedAt === null ? null : new Date(s.trialStartedAt),
    tasksUsed: s.trialTasksUsed,
  };
}

/**
 * Counts one trial task if the family's row is still as read (`stored`): a statement for
 * runAllOrNothing's guarded writes (it returns a row only when it counted). A missing row is
 * created with the task counted; a concurrent count or plan change makes it return none.
 */
export function trialTaskCount(userId: string, stored: StoredSubscription, now: Date): SQL {
  return TRIAL_TASK_COUNT({ userId, now, tasksUsed: stored.tasksUsed, plan: stored.plan });
}

/** The family's row after trialTaskCount counted a task on `stored`: the trial starts with its first task. */
export function afterTrialTaskCount(stored: StoredSubscription, now: Date): StoredSubscription {
  return { ...stored, tasksUsed: stored.tasksUsed + 1, startedAt: stored.startedAt ?? now };
}

/** A stored subscription as subscriptionField reads it (the reverse of toStoredSubscription). */
export function toSubscriptionJson(s: StoredSubscription): SubscriptionJson {
  return {
    plan: s.plan,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    note: s.note,
    trialStartedAt: s.startedAt?.toISOString() ?? null,
    trialTasksUsed: s.tasksUsed,
  };
}

/** What subscriptionUnchanged compares, as values (or, in a prepared statement, placeholders). */
export interface SubscriptionGuard<V = unknown> {
  plan: V;
  tasksUsed: V;
  /** ISO text or null. */
  periodEnd: V;
  startedAt: V;
  /** Whether no row at all also holds (the stored subscription is NO_SUBSCRIPTION). */
  absent: V;
}

export function subscriptionGuardValues(stored: StoredSubscription): SubscriptionGuard {
  return {
    plan: stored.plan,
    tasksUsed: stored.tasksUsed,
    periodEnd: stored.currentPeriodEnd?.toISOString() ?? null,
    startedAt: stored.startedAt?.toISOString() ?? null,
    absent:
      stored.plan === NO_SUBSCRIPTION.plan &&
      stored.currentPeriodEnd === null &&
      stored.startedAt === null &&
      stored.tasksUsed === NO_SUBSCRIPTION.tasksUsed,
  };
}

/**
 * True while the family's row still holds what decides whether the family may learn (plan,
 * period, trial start and tasks) as `expected` says (subscriptionGuardValues): a guard for a write
 * made from an earlier read (practice's session snapshots). Timestamps are compared at the
 * milliseconds a JavaScript Date keeps.
 */
export function subscriptionUnchanged(userId: unknown, expected: SubscriptionGuard): SQL {
  return UNCHANGED({ ...expected, userId });
}
