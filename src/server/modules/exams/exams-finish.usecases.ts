import { EXAM_AREA_NAMES } from '#core/exam/format.ts';
import { predictExam, type ScoredTask } from '#core/exam/prediction.ts';
import { areaResults, percentOf } from '#core/exam/result.ts';
import { scoreTask } from '#core/exam/scoring.ts';
import { toPublicQuestion } from '#core/questions/public.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { ExamErrors } from './exams.errors.ts';
import type { MockExamRow, MockExamTaskRow, StudentRow } from './exams.repository.ts';
import { deadlineOf, isOverdue, ownedExam, type ExamsDeps } from './exams.shared.ts';

/** Scores every task, stores the result and the prediction — once (two finish calls make one result). */
export async function finishExam(exam: MockExamRow, deps: ExamsDeps): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const locked = await deps.exams.lockForFinish(tx, exam.id);
    if (!locked) throw ExamErrors.notFound();
    if (locked.status === 'finished') return;
    const tasks = await deps.exams.tasks(exam.id, tx);
    const scored: ScoredTask[] = [];
    for (const t of tasks) {
      const score = scoreTask(t.item, t.rawAnswer, t.maxPoints);
      await deps.exams.scoreTaskInTx(tx, t.id, score.points, score.marking);
      scored.push({ area: t.area, points: score.points, maxPoints: t.maxPoints, predicted: t.predicted });
    }
    const points = scored.reduce((s, t) => s + t.points, 0);
    const prediction = predictExam(scored, locked.reference);
    const deadline = deadlineOf(locked);
    await deps.exams.markFinishedInTx(tx, exam.id, {
      finishedAt: new Date(Math.min(now.getTime(), deadline)),
      finishReason: now.getTime() >= deadline ? 'time_up' : 'user',
      points,
      percent: percentOf(points, locked.maxPoints),
      areas: areaResults(scored),
      predictedPercent: prediction.percent,
      predictedLow: prediction.low,
      predictedHigh: prediction.high,
    });
  });
}

/** Finishes a mock whose time ran out with nobody left to finish it. */
export async function finishIfOverdue(exam: MockExamRow, deps: ExamsDeps): Promise<boolean> {
  if (!isOverdue(exam, deps.now())) return false;
  await finishExam(exam, deps);
  return true;
}

function taskResultDto(t: MockExamTaskRow) {
  return {
    id: t.id,
    position: t.position,
    area: t.area,
    areaName: EXAM_AREA_NAMES[t.area],
    kind: t.kind,
    style: t.style,
    points: t.points ?? 0,
    maxPoints: t.maxPoints,
    question: toPublicQuestion(t.item, t.id, { includeTemplateId: false }),
    answer: t.rawAnswer,
    correctAnswer: t.marking?.correctAnswer ?? '',
    marking: t.marking?.open ?? null,
  };
}

export function summaryDto(e: MockExamRow) {
  return {
    id: e.id,
    startedAt: e.startedAt.toISOString(),
    finishedAt: e.finishedAt?.toISOString() ?? null,
    points: e.points ?? 0,
    maxPoints: e.maxPoints,
    percent: e.percent ?? 0,
    prediction: {
      percent: e.predictedPercent ?? 0,
      low: e.predictedLow ?? 0,
      high: e.predictedHigh ?? 0,
    },
  };
}

function resultDto(e: MockExamRow, student: StudentRow, tasks: readonly MockExamTaskRow[]) {
  return {
    ...summaryDto(e),
    studentId: student.id,
    nickname: student.nickname,
    finishReason: e.finishReason,
    areas: (e.areas ?? []).map((a) => ({ ...a, name: EXAM_AREA_NAMES[a.area] })),
    tasks: tasks.map(taskResultDto),
  };
}

export async function getResult(data: { parentId: string; examId: string }, deps: ExamsDeps) {
  const found = await ownedExam(data.parentId, data.examId, deps);
  let exam = found.exam;
  if (await finishIfOverdue(exam, deps)) exam = (await ownedExam(data.parentId, data.examId, deps)).exam;
  if (exam.status !== 'finished') throw ExamErrors.notFinished();
  return { result: resultDto(exam, found.student, await deps.exams.tasks(exam.id)) };
}

/** Spec section 9 (reports): at most 20 fetched; the panel and report show them over time. */
export const HISTORY_LIMIT = 20;

/** A child's finished mocks, oldest first, and the one still running (to resume). */
export async function examHistory(data: { parentId: string; studentId: string }, deps: ExamsDeps) {
  const student = await deps.students.findForParent(data.parentId, data.studentId);
  if (!student) throw StudentErrors.notFound();
  let running = await deps.exams.latestInProgress(student.id);
  if (running && (await finishIfOverdue(running, deps))) running = null;
  const finished = await deps.exams.finishedForStudent(student.id, HISTORY_LIMIT);
  return {
    exams: finished.map(summaryDto),
    running: running ? { id: running.id, startedAt: running.startedAt.toISOString() } : null,
  };
}
