import type { Tx } from '../../db/client.ts';
import { StudentErrors } from './students.errors.ts';
import type { StudentRow, StudentsRepository } from './students.repository.ts';
import type { CreateStudentBody } from './students.schemas.ts';

export interface StudentDto {
  id: string;
  nickname: string;
  grade: StudentRow['grade'];
  goal: StudentRow['goal'];
  difficulties: StudentRow['difficulties'];
  createdAt: string;
}

export function toStudentDto(row: StudentRow): StudentDto {
  return {
    id: row.id,
    nickname: row.nickname,
    grade: row.grade,
    goal: row.goal,
    difficulties: row.difficulties,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listChildren(data: { parentId: string }, deps: { students: StudentsRepository }) {
  const rows = await deps.students.listForParent(data.parentId);
  return rows.map(toStudentDto);
}

export async function getChild(
  data: { parentId: string; studentId: string },
  deps: { students: StudentsRepository },
): Promise<StudentDto> {
  const row = await deps.students.findForParent(data.parentId, data.studentId);
  if (!row) throw StudentErrors.notFound();
  return toStudentDto(row);
}

/** The family's plan decides how many children it may have (injected: students does not import plans). */
export interface ChildLimit {
  /**
   * Runs `add` in a transaction that holds the family's plan row, after checking the children
   * counted inside it against the plan; throws the plan's typed error when one more is not allowed.
   */
  addWithinLimit<T>(parentId: string, count: (tx: Tx) => Promise<number>, add: (tx: Tx) => Promise<T>): Promise<T>;
}

export async function addChild(
  data: { parentId: string; body: CreateStudentBody },
  deps: { students: StudentsRepository; childLimit: ChildLimit; now: () => Date },
): Promise<StudentDto> {
  const row = await deps.childLimit.addWithinLimit(
    data.parentId,
    (tx) => deps.students.countForParent(data.parentId, tx),
    (tx) => deps.students.insertForParent(data.parentId, data.body, deps.now(), tx),
  );
  return toStudentDto(row);
}
