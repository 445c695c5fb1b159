import { nextDiagnosticItem, diagnosticPlan } from '#core/adaptive/index.ts';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { createRng } from '#core/math/random.ts';
import { checkAnswer } from '#core/questions/check-answer.ts';
import { generateQuestion } from '#core/questions/registry.ts';
import { randomSeed } from '../../random-seed.ts';
import { StudentErrors } from '../students/students.errors.ts';
import type { AttemptRow } from '../attempts/attempts.repository.ts';
import { presentQuestion } from '../attempts/attempts.usecases.ts';
import { DIAGNOSTIC_SKILLS, isLevel } from '../learner-model/learner-model.catalog.ts';
import { loadPolicyState } from '../learner-model/learner-model.usecases.ts';
import { saveIfAllowed } from './diagnostic-answers.usecases.ts';
import { finishAttempt } from './diagnostic-finish.usecases.ts';
import { DiagnosticErrors } from './diagnostic.errors.ts';
import type { DiagnosticAttemptRow, StudentRow } from './diagnostic.repository.ts';
import type { AnswerEntry } from './diagnostic.schemas.ts';
import {
  answersOf,
  candidatesFrom,
  deadlineOf,
  owned,
  remainingSeconds,
  type DiagnosticDeps,
} from './diagnostic.shared.ts';

function attemptView(a: DiagnosticAttemptRow, student: StudentRow, rows: readonly AttemptRow[], now: Date) {
  const answers: Record<
    string,
    { raw: string | null; dontKnow: boolean; clientUpdatedAt: number | null; timeMs: number | null }
  > = {};
  for (const r of rows) {
    if (r.clientUpdatedAt === null && !r.dontKnow) continue;
    answers[r.id] = {
      raw: r.rawAnswer,
      dontKnow: r.dontKnow,
      clientUpdatedAt: r.clientUpdatedAt,
      timeMs: r.timeSpentMs,
    };
  }
  return {
    sessionId: a.id,
    attemptId: a.id,
    studentId: student.id,
    nickname: student.nickname,
    status: a.status,
    questionCount: a.questionCount,
    timeLimit: a.timeLimitSeconds,
    remainingSeconds: remainingSeconds(a, now),
    timeUp: a.status === 'in_progress' && now.getTime() >= deadlineOf(a),
    startedAt: a.startedAt.toISOString(),
    diagnosticId: a.diagnosticId,
    questions: rows.map((r) => ({ ...presentQuestion(r), index: r.position })),
    answers,
  };
}

/** Chooses and stores the next item; null when nothing askable is left. */
async function serveNext(a: DiagnosticAttemptRow, rows: readonly AttemptRow[], deps: DiagnosticDeps, now: Date) {
  const state = await loadPolicyState(a.studentId, deps);
  const candidates = candidatesFrom(state);
  const broken = new Set<string>();
  for (let tries = 0; tries < 5; tries++) {
    const choice = nextDiagnosticItem({
      grade: a.grade as Grade,
      skills: DIAGNOSTIC_SKILLS,
      answeredSoFar: [
        ...answersOf(rows, candidates),
        // Served but unanswered items must not be chosen again either: count them as asked.
        ...rows
          .filter((r) => r.result === null)
          .map((r) => ({
            item: { templateId: r.templateId, level: r.level, skillId: r.skillId, difficulty: 0 },
            correct: false,
            dontKnow: true,
          })),
      ],
      candidates: broken.size === 0 ? candidates : candidates.filter((c) => !broken.has(c.templateId)),
      rng: createRng(randomSeed()),
    });
    if (!choice || !isLevel(choice.level)) return null;
    let item;
    try {
      item = generateQuestion(choice.templateId, choice.level, randomSeed());
    } catch {
      broken.add(choice.templateId);
      continue;
    }
    const inserted = await deps.attempts.insertServed({
      studentId: a.studentId,
      diagnosticAttemptId: a.id,
      kind: 'diagnostic',
      position: rows.length + 1,
      item,
      now,
    });
    // A concurrent request served this position first: use its item.
    return (
      inserted ?? (await deps.attempts.listForDiagnostic(a.id)).find((r) => r.position === rows.length + 1) ?? null
    );
  }
  return null;
}

export async function startDiagnostic(data: { parentId: string; studentId: string }, deps: DiagnosticDeps) {
  const student = await deps.students.findForParent(data.parentId, data.studentId);
  if (!student) throw StudentErrors.notFound();
  const now = deps.now();
  const open = await deps.diagnostic.latestInProgress(student.id);
  if (open) {
    if (now.getTime() < deadlineOf(open)) {
      const rows = await deps.attempts.listForDiagnostic(open.id);
      return { ...attemptView(open, student, rows, now), resumed: true };
    }
    // Time ran out on an earlier test that was never finished: keep its result.
    await finishAttempt(open, student, deps);
  }
  // A test already running may be finished after the trial ended; a new one needs a plan or trial.
  await deps.planGate.assertCanLearn(data.parentId);
  const plan = diagnosticPlan(student.grade as Grade);
  const attempt = await deps.diagnostic.create({
    studentId: student.id,
    grade: student.grade,
    questionCount: plan.questionCount,
    timeLimitSeconds: plan.timeLimitSeconds,
    startedAt: now,
  });
  const first = await serveNext(attempt, [], deps, now);
  if (!first) throw DiagnosticErrors.startFailed();
  return { ...attemptView(attempt, student, [first], now), resumed: false };
}

export async function nextDiagnosticQuestion(
  data: { parentId: string; attemptId: string; tabId?: string; answers?: Record<string, AnswerEntry> },
  deps: DiagnosticDeps,
) {
  const { attempt } = await owned(data.parentId, data.attemptId, deps);
  const now = deps.now();
  const { rows, active } = await saveIfAllowed(attempt, data.tabId, data.answers, deps, now);
  const base = { questionCount: attempt.questionCount, remainingSeconds: remainingSeconds(attempt, now), active };
  const timeUp = now.getTime() >= deadlineOf(attempt);
  if (attempt.status === 'finished' || timeUp) return { ...base, question: null, index: rows.length, done: true };
  const last = rows[rows.length - 1];
  if (last && last.result === null) {
    if (last.rawAnswer !== null && last.rawAnswer.trim() !== '') {
      const check = checkAnswer(last.item, last.rawAnswer);
      if (check.result === 'invalid') {
        return {
          ...base,
          question: null,
          index: last.position,
          done: false,
          answerIssue: { questionId: last.id, reason: check.reason },
        };
      }
    }
    return { ...base, question: { ...presentQuestion(last), index: last.position }, index: last.position, done: false };
  }
  if (rows.length >= attempt.questionCount) return { ...base, question: null, index: rows.length, done: true };
  const served = await serveNext(attempt, rows, deps, now);
  if (!served) return { ...base, question: null, index: rows.length, done: true };
  return {
    ...base,
    question: { ...presentQuestion(served), index: served.position },
    index: served.position,
    done: false,
  };
}

export async function getAttempt(data: { parentId: string; attemptId: string }, deps: DiagnosticDeps) {
  const { attempt, student } = await owned(data.parentId, data.attemptId, deps);
  const rows = await deps.attempts.listForDiagnostic(attempt.id);
  return attemptView(attempt, student, rows, deps.now());
}
