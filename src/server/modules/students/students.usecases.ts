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

// Plan-based limits on the number of children (Standard 1, Rodzinny 3, Egzamin+ 5) arrive with plans.
export async function addChild(
  data: { parentId: string; body: CreateStudentBody },
  deps: { students: StudentsRepository; now: () => Date },
): Promise<StudentDto> {
  const row = await deps.students.insertForParent(data.parentId, data.body, deps.now());
  return toStudentDto(row);
}
