import { STEP_FALLBACK_FEEDBACK, STEP_FALLBACK_NO_HINTS_FEEDBACK, checkStep } from '#core/questions/check-step.ts';
import type { Db } from '../../db/client.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import type { AttemptRow, AttemptStepRow, AttemptsRepository } from '../attempts/attempts.repository.ts';
import { answerAttempt, presentQuestion } from '../attempts/attempts.usecases.ts';
import type { LearnerModelDeps } from '../learner-model/learner-model.usecases.ts';
import type { HintLimit } from '#core/plans/catalogue.ts';
import type { PlanGate } from '../plans/plans.usecases.ts';
import { TutorErrors } from './tutor.errors.ts';

/** Each step's hints go nudge → strategy → worked step. */
export const HINT_LEVELS = 3;

export interface TutorDeps extends LearnerModelDeps {
  db: Db;
  students: StudentsRepository;
  attempts: AttemptsRepository;
  planGate: Pick<PlanGate, 'hintLimit' | 'taskCount'>;
  now: () => Date;
}

/** Hints left on a question; null when the plan's hints are unlimited (Egzamin+). */
function remainingHints(limit: HintLimit, used: number): number | null {
  return limit === 'unlimited' ? null : Math.max(0, limit - used);
}

/**
 * The attempt, if it belongs to the acting parent and is a practice question (diagnostic items
 * get no tutor: it would give answers away during the test). With a student id (the client's
 * /student/{studentId}/tutor/{questionId} route) that child must be the parent's and the owner.
 */
async function ownedAttempt(
  data: { parentId: string; attemptId: string; studentId?: string },
  deps: TutorDeps,
): Promise<AttemptRow> {
  if (data.studentId !== undefined) {
    const student = await deps.students.findForParent(data.parentId, data.studentId);
    if (!student) throw TutorErrors.studentNotFound();
  }
  const attempt = await deps.attempts.findForParent(data.parentId, data.attemptId);
  if (!attempt || attempt.kind === 'diagnostic') throw TutorErrors.attemptNotFound();
  if (data.studentId !== undefined && attempt.studentId !== data.studentId) throw TutorErrors.accessDenied();
  return attempt;
}

function stepViews(a: AttemptRow, rows: readonly AttemptStepRow[]) {
  const byIndex = new Map(rows.map((r) => [r.stepIndex, r]));
  return a.item.steps.map((s, index) => {
    const r = byIndex.get(index);
    return {
      index,
      prompt: s.prompt,
      status: r?.status ?? 'not_attempted',
      errorCode: r?.errorCode ?? null,
      input: r?.input ?? null,
      hintLevel: r?.hintLevel ?? 0,
    };
  });
}

export async function getTutor(data: { parentId: string; attemptId: string; studentId?: string }, deps: TutorDeps) {
  const a = await ownedAttempt(data, deps);
  const steps = stepViews(a, await deps.attempts.listSteps([a.id]));
  const answered = a.result === 'correct' || a.result === 'incorrect';
  const hintLimit = await deps.planGate.hintLimit(data.parentId);
  return {
    attemptId: a.id,
    studentId: a.studentId,
    sessionId: a.sessionId,
    question: presentQuestion(a),
    steps,
    hintsUsed: a.hintsUsed,
    hintLimit,
    remainingHints: remainingHints(hintLimit, a.hintsUsed),
    finalUnlocked: steps.every((s) => s.status === 'correct'),
    answered: answered ? { result: a.result, correct: a.correct === true } : null,
  };
}

export async function checkTutorStep(
  data: { parentId: string; attemptId: string; studentId?: string; stepIndex: number; input: string },
  deps: TutorDeps,
) {
  const a = await ownedAttempt(data, deps);
  const check = checkStep(a.item, data.stepIndex, data.input);
  if (check.status === 'invalid') throw TutorErrors.invalidStep();
  await deps.attempts.upsertStep({
    attemptId: a.id,
    stepIndex: data.stepIndex,
    input: data.input,
    status: check.status,
    errorCode: check.errorCode ?? null,
    now: deps.now(),
  });
  const steps = await deps.attempts.listSteps([a.id]);
  const allStepsCorrect = stepViews(a, steps).every((s) => s.status === 'correct');
  const out: { status: typeof check.status; errorCode?: string; feedback?: string; allStepsCorrect: boolean } = {
    status: check.status,
    allStepsCorrect,
  };
  if (check.errorCode) out.errorCode = check.errorCode;
  if (check.status === 'incorrect') {
    out.feedback =
      check.feedback ??
      ((await hintLeft(a, steps, data, deps)) ? STEP_FALLBACK_FEEDBACK : STEP_FALLBACK_NO_HINTS_FEEDBACK);
  }
  return out;
}

/** Whether the step could still give a hint: levels left on the step and hints left in the plan. */
async function hintLeft(
  a: AttemptRow,
  steps: readonly AttemptStepRow[],
  data: { parentId: string; stepIndex: number },
  deps: TutorDeps,
): Promise<boolean> {
  const level = steps.find((s) => s.stepIndex === data.stepIndex)?.hintLevel ?? 0;
  if (level >= HINT_LEVELS) return false;
  const limit = await deps.planGate.hintLimit(data.parentId);
  return limit === 'unlimited' || a.hintsUsed < limit;
}

export async function takeHint(
  data: { parentId: string; attemptId: string; studentId?: string; stepIndex: number; errorCode?: string },
  deps: TutorDeps,
) {
  const a = await ownedAttempt(data, deps);
  const step = Number.isInteger(data.stepIndex) ? a.item.steps[data.stepIndex] : undefined;
  if (!step || data.stepIndex < 0) throw TutorErrors.invalidStep();
  const hintLimit = await deps.planGate.hintLimit(data.parentId);
  const r = await deps.attempts.takeHint({
    attemptId: a.id,
    stepIndex: data.stepIndex,
    limit: hintLimit === 'unlimited' ? Number.POSITIVE_INFINITY : hintLimit,
    maxLevel: HINT_LEVELS,
    now: deps.now(),
  });
  if (!r) throw TutorErrors.attemptNotFound();
  if ('limited' in r) throw TutorErrors.hintLimit();
  const hint = step.hints[Math.max(0, r.hintLevel - 1)] ?? step.hints[0];
  // With a detected error the canned feedback for it comes first, then the graded hint.
  const errorText = data.errorCode ? step.feedbackByError[data.errorCode] : undefined;
  return {
    next_prompt: errorText ? `${errorText} ${hint}` : hint,
    hint_level: r.hintLevel,
    remaining_hints: remainingHints(hintLimit, r.hintsUsed),
  };
}

export async function finalAnswer(
  data: { parentId: string; attemptId: string; studentId?: string; answer: string | number },
  deps: TutorDeps,
) {
  const a = await ownedAttempt(data, deps);
  const steps = stepViews(a, await deps.attempts.listSteps([a.id]));
  if (!steps.every((s) => s.status === 'correct')) throw TutorErrors.stepsIncomplete();
  const answered = a.result === 'correct' || a.result === 'incorrect';
  const counted = !answered && a.result !== 'skipped';
  const outcome = await answerAttempt(
    { parentId: data.parentId, attempt: a, answer: data.answer, timeSpentMs: null, record: counted },
    deps,
  );
  return { ...outcome, counted: counted && outcome.result !== 'invalid' };
}
