import { LEVEL_TEXT } from '#core/adaptive/index.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { DiagnosticErrors } from './diagnostic.errors.ts';
import type { DiagnosticRow, StudentRow } from './diagnostic.repository.ts';
import type { DiagnosticDeps } from './diagnostic.shared.ts';

const LEVEL_NAMES: Readonly<Record<string, { name: string; message: string } | undefined>> = LEVEL_TEXT;

function resultDto(r: DiagnosticRow, student: StudentRow) {
  const counts = { know: 0, in_progress: 0, to_learn: 0, open: 0 };
  for (const t of r.topicBreakdown) counts[t.bucket]++;
  return {
    id: r.id,
    studentId: student.id,
    nickname: student.nickname,
    grade: student.grade,
    score: r.score,
    rawPercent: r.rawPercent,
    level: r.level,
    levelName: LEVEL_NAMES[r.level]?.name ?? r.level,
    levelMessage: LEVEL_NAMES[r.level]?.message ?? '',
    counts,
    topicBreakdown: r.topicBreakdown,
    recommendations: r.recommendations,
    questionCount: r.questionCount,
    answeredCount: r.answeredCount,
    correctCount: r.correctCount,
    completedAt: r.completedAt.toISOString(),
  };
}

export async function getResult(data: { parentId: string; diagnosticId: string }, deps: DiagnosticDeps) {
  const found = await deps.diagnostic.findResultForParent(data.parentId, data.diagnosticId);
  if (!found) throw DiagnosticErrors.resultNotFound();
  return { result: resultDto(found.result, found.student) };
}

export async function latestResult(data: { parentId: string; studentId: string }, deps: DiagnosticDeps) {
  const student = await deps.students.findForParent(data.parentId, data.studentId);
  if (!student) throw StudentErrors.notFound();
  const row = await deps.diagnostic.latestResult(student.id);
  return { result: row ? resultDto(row, student) : null };
}
