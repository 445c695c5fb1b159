import { and, eq, exists, gte, inArray, lt, sql } from 'drizzle-orm';
import type { NotificationKind } from '#core/notifications/settings.ts';
import type { SkillStanding } from '#core/reports/suggestions.ts';
import type { Db, Executor } from '../../db/client.ts';
import { attempts, consents, learnerSkillState, notificationLog, students, user } from '../../db/schema/index.ts';

/** A parent who may get scheduled e-mails: verified address, parental consent, at least one child. */
export interface Recipient {
  userId: string;
  email: string;
  createdAt: Date;
}

/** The scheduled e-mails' reads and the exactly-once log. */
export function createNotificationsRepository(db: Db) {
  return {
    async recipients(): Promise<Recipient[]> {
      const rows = await db
        .select({ userId: user.id, email: user.email, createdAt: user.createdAt })
        .from(user)
        .where(
          and(
            eq(user.emailVerified, true),
            exists(
              db
                .select({ one: sql`1` })
                .from(consents)
                .where(and(eq(consents.userId, user.id), eq(consents.type, 'parental'))),
            ),
            exists(
              db
                .select({ one: sql`1` })
                .from(students)
                .where(eq(students.parentId, user.id)),
            ),
          ),
        )
        .orderBy(user.id);
      return rows;
    },

    async recipient(userId: string): Promise<Recipient | null> {
      const [row] = await db
        .select({ userId: user.id, email: user.email, createdAt: user.createdAt })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },

    /**
     * Takes the (parent, kind, period) key in the caller's transaction; false when it was taken
     * before. The transaction also writes the outbox row, so the key exists exactly when the mail does.
     */
    async claim(data: { userId: string; kind: NotificationKind; period: string; at: Date }, ex: Executor) {
      const rows = await ex
        .insert(notificationLog)
        .values({ userId: data.userId, kind: data.kind, period: data.period, createdAt: data.at })
        .onConflictDoNothing()
        .returning({ id: notificationLog.id });
      return rows[0]?.id ?? null;
    },

    async wasSent(key: { userId: string; kind: NotificationKind; period: string }): Promise<boolean> {
      const [row] = await db
        .select({ id: notificationLog.id })
        .from(notificationLog)
        .where(
          and(
            eq(notificationLog.userId, key.userId),
            eq(notificationLog.kind, key.kind),
            eq(notificationLog.period, key.period),
          ),
        );
      return row !== undefined;
    },

    async attachOutbox(logId: string, outboxId: string, ex: Executor): Promise<void> {
      await ex.update(notificationLog).set({ outboxId }).where(eq(notificationLog.id, logId));
    },

    /** The children (of the given ones) with at least one answer in [from, to). */
    async practisedBetween(studentIds: readonly string[], from: Date, to: Date): Promise<Set<string>> {
      if (studentIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ studentId: attempts.studentId })
        .from(attempts)
        .where(
          and(
            inArray(attempts.studentId, [...studentIds]),
            inArray(attempts.result, ['correct', 'incorrect']),
            gte(attempts.answeredAt, from),
            lt(attempts.answeredAt, to),
          ),
        );
      return new Set(rows.map((r) => r.studentId));
    },

    /** What the learner model knows of each of a child's skills (for the e-mail's suggestions). */
    async skillStandings(studentId: string): Promise<SkillStanding[]> {
      const rows = await db
        .select({
          skillId: learnerSkillState.skillId,
          mastery: learnerSkillState.mastery,
          attempts: learnerSkillState.attempts,
          dueAt: learnerSkillState.dueAt,
        })
        .from(learnerSkillState)
        .where(eq(learnerSkillState.studentId, studentId));
      return rows.map((r) => ({ ...r, dueAt: r.dueAt?.getTime() ?? null }));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
