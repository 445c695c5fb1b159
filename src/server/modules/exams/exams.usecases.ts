import { examTemplates } from '#core/exam/bank.ts';
import { EXAM_AREA_NAMES, MOCK_EXAM_FORMAT, takesEighthGradeExam } from '#core/exam/format.ts';
import { referenceTasks, successPredictor } from '#core/exam/learner-view.ts';
import { assemblePaper } from '#core/exam/paper.ts';
import { examItem, examItemFor } from '#core/exam/exam-item.ts';
import { toPublicQuestion } from '#core/questions/public.ts';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import type { Level } from '#core/questions/types.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { isLevel } from '../learner-model/learner-model.catalog.ts';
import { loadPolicyState } from '../learner-model/learner-model.usecases.ts';
import { ExamErrors } from './exams.errors.ts';
import { finishExam, finishIfOverdue } from './exams-finish.usecases.ts';
import {
  LOCK_STALE_MS,
  type MockExamRow,
  type MockExamTaskRow,
  type NewMockExamTask,
  type StudentRow,
} from './exams.repository.ts';
import type { ExamAnswerEntry } from './exams.schemas.ts';
import { deadlineOf, ownedExam, remainingSeconds, SAVE_GRACE_MS, type ExamsDeps } from './exams.shared.ts';

/** The bank's exam tasks, classified once per process (the templates are code). */
let bank: ReturnType<typeof examTemplates> | null = null;
const examBank = () =>
  (bank ??= examTemplates(allTemplates(), (id, level, seed) => examItem(generateQuestion(id, level, seed))));

/**
 * The runner's view: the same shape as the diagnostic's attempt view (the client's runner
 * reducer serves both), every task public — no answers, no marking scheme.
 */
function examView(e: MockExamRow, student: StudentRow, tasks: readonly MockExamTaskRow[], now: Date) {
  const answers: Record<
    string,
    { raw: string | null; dontKnow: boolean; clientUpdatedAt: number | null; timeMs: number | null }
  > = {};
  for (const t of tasks) {
    if (t.clientUpdatedAt === null) continue;
    answers[t.id] = { raw: t.rawAnswer, dontKnow: false, clientUpdatedAt: t.clientUpdatedAt, timeMs: t.timeSpentMs };
  }
  return {
    attemptId: e.id,
    examId: e.id,
    studentId: student.id,
    nickname: student.nickname,
    status: e.status,
    questionCount: tasks.length,
    maxPoints: e.maxPoints,
    timeLimit: e.timeLimitSeconds,
    remainingSeconds: remainingSeconds(e, now),
    timeUp: e.status === 'in_progress' && now.getTime() >= deadlineOf(e),
    startedAt: e.startedAt.toISOString(),
    questions: tasks.map((t) => ({
      ...toPublicQuestion(t.item, t.id, { includeTemplateId: false }),
      index: t.position,
      maxPoints: t.maxPoints,
      area: t.area,
      areaName: EXAM_AREA_NAMES[t.area],
      kind: t.kind,
    })),
    answers,
  };
}

/** Assembles the paper for the pupil now: tasks near the pupil's level, items generated and stored. */
async function newPaper(studentId: string, deps: ExamsDeps) {
  const state = await loadPolicyState(studentId, deps);
  const seed = deps.seed();
  const plan = assemblePaper({ templates: examBank(), predicted: successPredictor(state), seed });
  const tasks: NewMockExamTask[] = [];
  for (const t of plan) {
    if (!isLevel(t.level)) continue;
    const item = examItemFor(generateQuestion, t.templateId, t.level as Level, t.seed);
    tasks.push({
      position: tasks.length + 1,
      area: t.area,
      kind: t.kind,
      style: t.style,
      templateId: t.templateId,
      level: t.level,
      skillId: t.skillId,
      item,
      maxPoints: t.maxPoints,
      predicted: t.predicted,
    });
  }
  if (tasks.length === 0) throw ExamErrors.startFailed();
  return { seed, tasks, reference: referenceTasks(state, examBank()) };
}

export async function startExam(data: { parentId: string; studentId: string }, deps: ExamsDeps) {
  const student = await deps.students.findForParent(data.parentId, data.studentId);
  if (!student) throw StudentErrors.notFound();
  if (!takesEighthGradeExam(student.grade)) throw ExamErrors.wrongGrade();
  const open = await deps.exams.latestInProgress(student.id);
  if (open) {
    const now = deps.now();
    if (now.getTime() < deadlineOf(open)) {
      return { ...examView(open, student, await deps.exams.tasks(open.id), now), resumed: true };
    }
    // Time ran out on an earlier mock that was never finished: keep its result.
    await finishExam(open, deps);
  }
  const paper = await newPaper(student.id, deps);
  const exam = await deps.mockGate.startMockWithinPlan(
    data.parentId,
    (tx) => deps.exams.countForFamilyInTx(tx, data.parentId),
    (tx, plan) =>
      deps.exams.createInTx(
        tx,
        {
          studentId: student.id,
          plan,
          seed: paper.seed,
          timeLimitSeconds: MOCK_EXAM_FORMAT.timeLimitSeconds,
          startedAt: deps.now(),
          reference: paper.reference,
          maxPoints: paper.tasks.reduce((s, t) => s + t.maxPoints, 0),
        },
        paper.tasks,
      ),
  );
  return { ...examView(exam, student, await deps.exams.tasks(exam.id), deps.now()), resumed: false };
}

export async function getExam(data: { parentId: string; examId: string }, deps: ExamsDeps) {
  const { exam, student } = await ownedExam(data.parentId, data.examId, deps);
  if (await finishIfOverdue(exam, deps)) {
    const again = await ownedExam(data.parentId, data.examId, deps);
    return examView(again.exam, student, await deps.exams.tasks(exam.id), deps.now());
  }
  return examView(exam, student, await deps.exams.tasks(exam.id), deps.now());
}

/** Whether this tab's answers count; no tab id → only when nobody holds the lock. */
async function tabActive(e: MockExamRow, tabId: string | undefined, now: Date, deps: ExamsDeps) {
  if (tabId) return deps.exams.heartbeat(e.id, tabId, now);
  return e.lockTabId === null || e.lockAt === null || now.getTime() - e.lockAt.getTime() > LOCK_STALE_MS;
}

export async function heartbeat(data: { parentId: string; examId: string; tabId: string }, deps: ExamsDeps) {
  const { exam } = await ownedExam(data.parentId, data.examId, deps);
  const now = deps.now();
  if (await finishIfOverdue(exam, deps)) return { active: false, remainingSeconds: 0, status: 'finished' as const };
  const active = exam.status === 'in_progress' && (await deps.exams.heartbeat(exam.id, data.tabId, now));
  return { active, remainingSeconds: remainingSeconds(exam, now), status: exam.status };
}

/** Saves answers when the tab is active and the mock still takes answers; everything else is ignored. */
async function saveIfAllowed(
  e: MockExamRow,
  tabId: string | undefined,
  answers: Record<string, ExamAnswerEntry>,
  deps: ExamsDeps,
  now: Date,
) {
  const ids = Object.keys(answers);
  const open = e.status === 'in_progress' && now.getTime() <= deadlineOf(e) + SAVE_GRACE_MS;
  const active = e.status === 'in_progress' && (await tabActive(e, tabId, now, deps));
  if (!open || !active) return { active, saved: [] as string[], ignored: ids };
  const saved: string[] = [];
  const ignored: string[] = [];
  for (const [taskId, entry] of Object.entries(answers)) {
    const ok = await deps.exams.saveAnswer({
      examId: e.id,
      taskId,
      rawAnswer: entry.raw === null ? null : String(entry.raw),
      clientUpdatedAt: entry.clientUpdatedAt,
      timeMs: entry.timeMs ?? null,
    });
    (ok ? saved : ignored).push(taskId);
  }
  return { active, saved, ignored };
}

export async function saveAnswers(
  data: { parentId: string; examId: string; tabId?: string; answers: Record<string, ExamAnswerEntry> },
  deps: ExamsDeps,
) {
  const { exam } = await ownedExam(data.parentId, data.examId, deps);
  const now = deps.now();
  const r = await saveIfAllowed(exam, data.tabId, data.answers, deps, now);
  if (await finishIfOverdue(exam, deps)) return { ...r, remainingSeconds: 0, status: 'finished' as const };
  return { ...r, remainingSeconds: remainingSeconds(exam, now), status: exam.status };
}

/** Saves the last answers and finishes: the result is ready at once. */
export async function finishWithAnswers(
  data: { parentId: string; examId: string; tabId?: string; answers?: Record<string, ExamAnswerEntry> },
  deps: ExamsDeps,
) {
  const { exam } = await ownedExam(data.parentId, data.examId, deps);
  if (exam.status === 'in_progress' && data.answers) {
    await saveIfAllowed(exam, data.tabId, data.answers, deps, deps.now());
  }
  await finishExam(exam, deps);
  return { examId: exam.id };
}
