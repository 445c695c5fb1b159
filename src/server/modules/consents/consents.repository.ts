import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents, type ConsentAccepted } from '../../db/schema/index.ts';

export type ConsentRow = typeof consents.$inferSelect;

export function createConsentsRepository(db: Db) {
  return {
    async hasParentalConsent(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: consents.id })
        .from(consents)
        .where(and(eq(consents.userId, userId), eq(consents.type, 'parental')))
        .limit(1);
      return rows.length > 0;
    },

    async findParental(userId: string): Promise<ConsentRow | null> {
      const [row] = await db
        .select()
        .from(consents)
        .where(and(eq(consents.userId, userId), eq(consents.type, 'parental')))
        .limit(1);
      return row ?? null;
    },

    /** One row per user and type: a repeated consent replaces the answers and the timestamp. */
    async upsertParental(p: {
      userId: string;
      accepted: ConsentAccepted;
      userAgent: string | null;
      now: Date;
    }): Promise<ConsentRow> {
      const [row] = await db
        .insert(consents)
        .values({
          userId: p.userId,
          type: 'parental',
          accepted: p.accepted,
          ip: null,
          userAgent: p.userAgent,
          createdAt: p.now,
        })
        .onConflictDoUpdate({
          target: [consents.userId, consents.type],
          set: { accepted: p.accepted, userAgent: p.userAgent, createdAt: p.now, ip: sql`null` },
        })
        .returning();
      if (!row) throw new Error('consent upsert returned no row');
      return row;
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
