import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { students } from '../../db/schema/index.ts';
import type { CreateStudentBody } from './students.schemas.ts';

export type StudentRow = typeof students.$inferSelect;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every function takes the acting parent's id: no query here can reach another family's children. */
export function createStudentsRepository(db: Db) {
  return {
    listForParent(parentId: string): Promise<StudentRow[]> {
      return db
        .select()
        .from(students)
        .where(eq(students.parentId, parentId))
        .orderBy(desc(students.createdAt), desc(students.id));
    },

    async countForParent(parentId: string, ex: Executor = db): Promise<number> {
      const [row] = await ex.select({ n: count() }).from(students).where(eq(students.parentId, parentId));
      return row?.n ?? 0;
    },

    async findForParent(parentId: string, studentId: string): Promise<StudentRow | null> {
      if (!UUID_RE.test(studentId)) return null;
      const [row] = await db
        .select()
        .from(students)
        .where(and(eq(students.id, studentId), eq(students.parentId, parentId)))
        .limit(1);
      return row ?? null;
    },

    async insertForParent(
      parentId: string,
      data: CreateStudentBody,
      now: Date,
      ex: Executor = db,
    ): Promise<StudentRow> {
      const [row] = await ex
        .insert(students)
        .values({
          parentId,
          nickname: data.nickname,
          grade: data.grade,
          goal: data.goal,
          difficulties: data.difficulties,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('student insert returned no row');
      return row;
    },
  };
}

export type StudentsRepository = ReturnType<typeof createStudentsRepository>;
