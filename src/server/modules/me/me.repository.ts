import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { session, user } from '../../db/schema/index.ts';

export function createMeRepository(db: Db) {
  return {
    async findProfile(userId: string) {
      const [row] = await db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** Every sign-in creates a session, so the newest session is the last sign-in. */
    async lastSignInAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(session.createdAt) })
        .from(session)
        .where(eq(session.userId, userId));
      return row?.at ?? null;
    },
  };
}

export type MeRepository = ReturnType<typeof createMeRepository>;
