import { and, desc, eq, gt, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
