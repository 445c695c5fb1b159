import { and, asc, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { NO_PRACTICE_LIMITS, type PracticeLimits } from '#core/family/child-access.ts';
import type { Db } from '../../db/client.ts';
import {
  childAccess,
  childFamilies,
  childPinLockouts,
  childSessions,
  childSignInLinks,
  practiceSessions,
  students,
  user,
} from '../../db/schema/index.ts';
import { tableAs } from '../../db/sql-names.ts';

/**
 * The rows of a child's own sign-in and of the parent's limits. Reads for the parent panel are
 * scoped to the parent; the sign-in reads go by family code, link or device token.
 */
export function createChildAccessRepository(db: Db) {
  return {
    async familyCode(parentId: string): Promise<string | null> {
      const [row] = await db
        .select({ code: childFamilies.familyCode })
        .from(childFamilies)
        .where(eq(childFamilies.parentId, parentId));
      return row?.code ?? null;
    },

    /** Stores a new code for the family unless it has one (or the code is taken): false then. */
    async insertFamilyCode(parentId: string, code: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(childFamilies)
        .values({ parentId, familyCode: code, createdAt: now })
        .onConflictDoNothing()
        .returning({ parentId: childFamilies.parentId });
      return rows.length > 0;
    },

    /** Gives the family a new code unless another family has it (false then): the old one stops working. */
    async replaceFamilyCode(parentId: string, code: string): Promise<boolean> {
      const taken = tableAs(childFamilies, 'taken');
      const rows = await db
        .update(childFamilies)
        .set({ familyCode: code })
        .where(
          and(
            eq(childFamilies.parentId, parentId),
            sql`not exists (select 1 from ${taken.$from} where ${taken.familyCode} = ${code})`,
          ),
        )
        .returning({ parentId: childFamilies.parentId });
      return rows.length > 0;
    },

    /**
     * Forgets devices whose session ran out and sign-in links a day past their time: nothing a
     * parent is shown or a child can use (a link just expired still says so when opened).
     */
    async removeExpired(now: Date): Promise<{ devices: number; links: number }> {
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const devices = await db
        .delete(childSessions)
        .where(lt(childSessions.expiresAt, now))
        .returning({ id: childSessions.id });
      const links = await db
        .delete(childSignInLinks)
        .where(lt(childSignInLinks.expiresAt, dayAgo))
        .returning({ id: childSignInLinks.id });
      return { devices: devices.length, links: links.length };
    },

    async familyByCode(code: string): Promise<string | null> {
      const [row] = await db
        .select({ parentId: childFamilies.parentId })
        .from(childFamilies)
        .where(eq(childFamilies.familyCode, code));
      return row?.parentId ?? null;
    },

    /** The family's children as a child picks their name (nickname only). */
    async childrenOf(parentId: string) {
      return db
        .select({ id: students.id, nickname: students.nickname })
        .from(students)
        .where(eq(students.parentId, parentId))
        .orderBy(asc(students.createdAt));
    },

    async parentEmail(parentId: string): Promise<string | null> {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, parentId));
      return row?.email ?? null;
    },

    async createLink(p: { studentId: string; tokenHash: string; now: Date; expiresAt: Date }) {
      await db.insert(childSignInLinks).values({
        studentId: p.studentId,
        tokenHash: p.tokenHash,
        createdAt: p.now,
        expiresAt: p.expiresAt,
      });
    },

    /** Uses a link once: the one update that marks it used answers its child; later ones get null. */
    async consumeLink(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(childSignInLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(childSignInLinks.tokenHash, tokenHash),
            isNull(childSignInLinks.usedAt),
            gt(childSignInLinks.expiresAt, now),
          ),
        )
        .returning({ studentId: childSignInLinks.studentId });
      return row?.studentId ?? null;
    },

    async setPin(studentId: string, pinHash: string, now: Date) {
      await db
        .insert(childAccess)
        .values({ studentId, pinHash, updatedAt: now })
        .onConflictDoUpdate({
          target: childAccess.studentId,
          set: { pinHash, pinFailures: 0, pinLockedUntil: null, updatedAt: now },
        });
    },

    async access(studentId: string) {
      const [row] = await db.select().from(childAccess).where(eq(childAccess.studentId, studentId));
      return row ?? null;
    },

    /** One more wrong PIN, counted atomically across instances; answers the count. */
    async countFailure(studentId: string, now: Date): Promise<number> {
      const [row] = await db
        .update(childAccess)
        .set({ pinFailures: sql`${childAccess.pinFailures} + 1`, updatedAt: now })
        .where(eq(childAccess.studentId, studentId))
        .returning({ failures: childAccess.pinFailures });
      return row?.failures ?? 0;
    },

    /** Locks the PIN sign-in and records the event, in one transaction. */
    async lock(studentId: string, now: Date, until: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(childAccess)
          .set({ pinFailures: 0, pinLockedUntil: until, updatedAt: now })
          .where(eq(childAccess.studentId, studentId));
        await tx.insert(childPinLockouts).values({ studentId, lockedAt: now, lockedUntil: until });
      });
    },

    async resetFailures(studentId: string, now: Date) {
      await db
        .update(childAccess)
        .set({ pinFailures: 0, pinLockedUntil: null, updatedAt: now })
        .where(and(eq(childAccess.studentId, studentId), gt(childAccess.pinFailures, 0)));
    },

    async limits(studentId: string): Promise<PracticeLimits> {
      const [row] = await db
        .select({ dailyLimitMinutes: childAccess.dailyLimitMinutes, quietHoursApply: childAccess.quietHoursApply })
        .from(childAccess)
        .where(eq(childAccess.studentId, studentId));
      return row ?? NO_PRACTICE_LIMITS;
    },

    async setLimits(studentId: string, limits: PracticeLimits, now: Date) {
      await db
        .insert(childAccess)
        .values({ studentId, ...limits, updatedAt: now })
        .onConflictDoUpdate({ target: childAccess.studentId, set: { ...limits, updatedAt: now } });
    },

    /** Seconds of practice sessions started since `since` (a running one counts up to now). */
    async practisedSeconds(studentId: string, since: Date, now: Date): Promise<number> {
      const end = sql`least(coalesce(${practiceSessions.endedAt}, ${practiceSessions.endsAt}), ${now}::timestamptz)`;
      const [row] = await db
        .select({
          seconds: sql<string>`coalesce(sum(greatest(0, extract(epoch from (${end} - ${practiceSessions.startedAt})))), 0)`,
        })
        .from(practiceSessions)
        .where(and(eq(practiceSessions.studentId, studentId), gte(practiceSessions.startedAt, since)));
      return Number(row?.seconds ?? 0);
    },

    /** The child's devices that are still signed in, most recently used first. */
    async devices(studentId: string, now: Date) {
      return db
        .select({
          id: childSessions.id,
          via: childSessions.via,
          userAgent: childSessions.userAgent,
          createdAt: childSessions.createdAt,
          lastUsedAt: childSessions.lastUsedAt,
        })
        .from(childSessions)
        .where(and(eq(childSessions.studentId, studentId), gt(childSessions.expiresAt, now)))
        .orderBy(desc(childSessions.lastUsedAt));
    },

    async deleteDevice(studentId: string, deviceId: string): Promise<boolean> {
      const rows = await db
        .delete(childSessions)
        .where(and(eq(childSessions.studentId, studentId), eq(childSessions.id, deviceId)))
        .returning({ id: childSessions.id });
      return rows.length > 0;
    },

    /**
     * Claims today's "a child asked for access" e-mail: true for the first claim in a day,
     * false for every later one (on any instance).
     */
    async claimAccessAsk(parentId: string, now: Date): Promise<boolean> {
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const rows = await db
        .update(childFamilies)
        .set({ accessAskSentAt: now })
        .where(
          and(
            eq(childFamilies.parentId, parentId),
            or(isNull(childFamilies.accessAskSentAt), lt(childFamilies.accessAskSentAt, dayAgo)),
          ),
        )
        .returning({ parentId: childFamilies.parentId });
      return rows.length > 0;
    },
  };
}

export type ChildAccessRepository = ReturnType<typeof createChildAccessRepository>;
