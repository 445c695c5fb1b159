import { and, desc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PlanId } from '#core/plans/catalogue.ts';
import { NO_SUBSCRIPTION, type StoredSubscription } from '#core/plans/subscription-status.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import {
  accessRequests,
  auditLog,
  planGrants,
  redeemCodeUses,
  redeemCodes,
  subscriptions,
  user,
} from '../../db/schema/index.ts';

export type RedeemCodeRow = typeof redeemCodes.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toStored(row: SubscriptionRow | undefined): StoredSubscription {
  if (!row) return NO_SUBSCRIPTION;
  return {
    plan: row.plan,
    currentPeriodEnd: row.currentPeriodEnd,
    note: row.note,
    startedAt: row.trialStartedAt,
    tasksUsed: row.trialTasksUsed,
  };
}

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
  return {
    subscription: sql<SubscriptionJson | null>`(select json_build_object('plan', s.plan, 'currentPeriodEnd', s.current_period_end, 'note', s.note,
      'trialStartedAt', s.trial_started_at, 'trialTasksUsed', s.trial_tasks_used)
      from subscriptions s where s.user_id = ${userId})`,
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
  return sql`insert into subscriptions (user_id, trial_started_at, trial_tasks_used, updated_at)
    values (${userId}, ${now}, 1, ${now})
    on conflict (user_id) do update set
      trial_tasks_used = subscriptions.trial_tasks_used + 1,
      trial_started_at = coalesce(subscriptions.trial_started_at, excluded.trial_started_at),
      updated_at = excluded.updated_at
    where subscriptions.trial_tasks_used = ${stored.tasksUsed} and subscriptions.plan = ${stored.plan}
    returning 1`;
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
  return sql`coalesce((select s.plan = ${expected.plan} and s.trial_tasks_used = ${expected.tasksUsed}::int
      and date_trunc('milliseconds', s.current_period_end) is not distinct from ${expected.periodEnd}::timestamptz
      and date_trunc('milliseconds', s.trial_started_at) is not distinct from ${expected.startedAt}::timestamptz
    from subscriptions s where s.user_id = ${userId}), ${expected.absent}::boolean)`;
}

/** A family's plan, trial, grants and the access codes; the family is always the parent's user id. */
export function createPlansRepository(db: Db) {
  return {
    async readSubscription(userId: string, ex: Executor = db): Promise<StoredSubscription> {
      const [row] = await ex.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return toStored(row);
    },

    /** The family's row, created if missing and locked to the end of the transaction. */
    async lockSubscriptionInTx(tx: Tx, userId: string, now: Date): Promise<StoredSubscription> {
      await tx.insert(subscriptions).values({ userId, updatedAt: now }).onConflictDoNothing();
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
      return toStored(row);
    },

    async setPlanInTx(
      tx: Tx,
      p: { userId: string; plan: PlanId; currentPeriodEnd: Date | null; note: string | null; now: Date },
    ): Promise<void> {
      await tx
        .update(subscriptions)
        .set({
          plan: p.plan,
          status: p.plan === 'free' ? 'trial' : 'active',
          currentPeriodEnd: p.currentPeriodEnd,
          note: p.note,
          updatedAt: p.now,
        })
        .where(eq(subscriptions.userId, p.userId));
    },

    async insertGrantInTx(tx: Tx, row: typeof planGrants.$inferInsert): Promise<void> {
      await tx.insert(planGrants).values(row);
    },

    async auditInTx(
      tx: Tx,
      row: { actorId: string | null; action: string; target: string | null; data: Record<string, unknown>; now: Date },
    ): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: row.actorId,
        action: row.action,
        target: row.target,
        data: row.data,
        createdAt: row.now,
      });
    },

    async findUserIdByEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
        .limit(1);
      return row?.id ?? null;
    },

    async findCode(code: string): Promise<RedeemCodeRow | null> {
      const [row] = await db.select().from(redeemCodes).where(eq(redeemCodes.code, code)).limit(1);
      return row ?? null;
    },

    /** Inserts the code, or returns null when the code string is taken (the caller draws another). */
    async insertCode(row: typeof redeemCodes.$inferInsert, ex: Executor = db): Promise<RedeemCodeRow | null> {
      const [inserted] = await ex.insert(redeemCodes).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    /** This family's use of the code; false when the family has used it before. */
    async recordCodeUseInTx(tx: Tx, codeId: string, userId: string, now: Date): Promise<boolean> {
      const rows = await tx
        .insert(redeemCodeUses)
        .values({ codeId, userId, usedAt: now })
        .onConflictDoNothing()
        .returning({ id: redeemCodeUses.id });
      return rows.length > 0;
    },

    /**
     * One use of the code, only while it is valid and below max_uses. A conditional UPDATE: on
     * PostgreSQL concurrent redemptions queue on the row and re-check the condition, so `used`
     * never passes `max_uses`.
     */
    async claimCodeUseInTx(tx: Tx, codeId: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(redeemCodes)
        .set({ used: sql`${redeemCodes.used} + 1` })
        .where(
          and(
            eq(redeemCodes.id, codeId),
            lt(redeemCodes.used, redeemCodes.maxUses),
            isNull(redeemCodes.revokedAt),
            gt(redeemCodes.expiresAt, now),
          ),
        )
        .returning({ id: redeemCodes.id });
      return rows.length > 0;
    },

    async revokeCodeInTx(tx: Tx, codeId: string, now: Date): Promise<RedeemCodeRow | null> {
      if (!UUID_RE.test(codeId)) return null;
      const [row] = await tx
        .update(redeemCodes)
        .set({ revokedAt: sql`coalesce(${redeemCodes.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(redeemCodes.id, codeId))
        .returning();
      return row ?? null;
    },

    async listCodes(limit: number) {
      const codes = await db.select().from(redeemCodes).orderBy(desc(redeemCodes.createdAt)).limit(limit);
      const uses =
        codes.length === 0
          ? []
          : await db
              .select({ codeId: redeemCodeUses.codeId, email: user.email, usedAt: redeemCodeUses.usedAt })
              .from(redeemCodeUses)
              .innerJoin(user, eq(user.id, redeemCodeUses.userId))
              .where(
                inArray(
                  redeemCodeUses.codeId,
                  codes.map((c) => c.id),
                ),
              )
              .orderBy(desc(redeemCodeUses.usedAt));
      return { codes, uses };
    },

    /** Accounts whose e-mail or name contains the query (LIKE wildcards taken literally), newest first. */
    async searchUsers(query: string, limit: number) {
      const pattern = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const rows = await db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          createdAt: user.createdAt,
          subscription: subscriptions,
        })
        .from(user)
        .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
        .where(query ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined)
        .orderBy(desc(user.createdAt))
        .limit(limit);
      return rows.map(({ subscription, ...u }) => ({ ...u, stored: toStored(subscription ?? undefined) }));
    },

    async insertAccessRequest(row: {
      email: string;
      message: string | null;
      plan: PlanId | null;
      userId: string | null;
      now: Date;
    }) {
      await db.insert(accessRequests).values({
        email: row.email,
        message: row.message,
        plan: row.plan,
        userId: row.userId,
        createdAt: row.now,
      });
    },

    /** Open requests first (oldest waiting longest on top), then the answered ones, newest first. */
    listAccessRequests(limit: number) {
      return db
        .select({
          id: accessRequests.id,
          email: accessRequests.email,
          message: accessRequests.message,
          plan: accessRequests.plan,
          status: accessRequests.status,
          handledAt: accessRequests.handledAt,
          createdAt: accessRequests.createdAt,
          code: redeemCodes.code,
        })
        .from(accessRequests)
        .leftJoin(redeemCodes, eq(redeemCodes.id, accessRequests.codeId))
        .orderBy(
          sql`case when ${accessRequests.status} = 'open' then 0 else 1 end`,
          sql`case when ${accessRequests.status} = 'open' then ${accessRequests.createdAt} end asc`,
          desc(accessRequests.createdAt),
        )
        .limit(limit);
    },

    /** The request, locked to the end of the transaction (null for an unknown id). */
    async lockAccessRequestInTx(tx: Tx, id: string) {
      if (!UUID_RE.test(id)) return null;
      const [row] = await tx.select().from(accessRequests).where(eq(accessRequests.id, id)).for('update');
      return row ?? null;
    },

    async closeAccessRequestInTx(
      tx: Tx,
      p: { id: string; status: 'code_sent' | 'done'; adminId: string; codeId: string | null; now: Date },
    ): Promise<void> {
      await tx
        .update(accessRequests)
        .set({ status: p.status, handledAt: p.now, handledBy: p.adminId, codeId: p.codeId })
        .where(eq(accessRequests.id, p.id));
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
