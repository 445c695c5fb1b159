import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { practiceSessions, students } from '../../db/schema/index.ts';
import { isUuid } from '../learner/attempts.repository.ts';

export type SessionRow = typeof practiceSessions.$inferSelect;
export type StudentRow = typeof students.$inferSelect;

/** Practice sessions; every read by id joins the acting parent. */
export function createPracticeRepository(db: Db) {
  return {
    async create(p: { studentId: string; startedAt: Date; endsAt: Date }): Promise<SessionRow> {
      const [row] = await db
        .insert(practiceSessions)
        .values({ studentId: p.studentId, startedAt: p.startedAt, endsAt: p.endsAt, status: 'active' })
        .returning();
      if (!row) throw new Error('practice session insert returned no row');
      return row;
    },

    async findForParent(
      parentId: string,
      sessionId: string,
    ): Promise<{ session: SessionRow; student: StudentRow } | null> {
      if (!isUuid(sessionId)) return null;
      const [row] = await db
        .select({ session: practiceSessions, student: students })
        .from(practiceSessions)
        .innerJoin(students, eq(students.id, practiceSessions.studentId))
        .where(and(eq(practiceSessions.id, sessionId), eq(students.parentId, parentId)))
        .limit(1);
      return row ?? null;
    },

    /** Ends an active session once; returns the row as stored afterwards. */
    async end(
      sessionId: string,
      p: { endedAt: Date; reason: 'user' | 'expired' | 'no_questions'; summary: Record<string, unknown> },
    ): Promise<SessionRow | null> {
      const [updated] = await db
        .update(practiceSessions)
        .set({ status: 'ended', endedAt: p.endedAt, endReason: p.reason, summary: p.summary })
        .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.status, 'active')))
        .returning();
      if (updated) return updated;
      const [row] = await db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
      return row ?? null;
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
