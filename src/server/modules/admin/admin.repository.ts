import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consents, students, user } from '../../db/schema/index.ts';

/** Cross-family reads: only admin use-cases may use this repository. */
export function createAdminRepository(db: Db) {
  const countOf = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  return {
    async counts() {
      const [users, parents, admins, studentCount, consentCount] = await Promise.all([
        countOf(db.select({ n: count() }).from(user)),
        countOf(db.select({ n: count() }).from(user).where(eq(user.role, 'parent'))),
        countOf(db.select({ n: count() }).from(user).where(eq(user.role, 'admin'))),
        countOf(db.select({ n: count() }).from(students)),
        countOf(db.select({ n: count() }).from(consents)),
      ]);
      return { users, parents, admins, students: studentCount, consents: consentCount };
    },

    recentUsers(limit: number) {
      return db
        .select({ id: user.id, email: user.email, role: user.role, createdAt: user.createdAt })
        .from(user)
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(limit);
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
