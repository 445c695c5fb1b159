import { checkAnswer, type CheckResult } from '#core/questions/check-answer.ts';
import {
  INVALID_RECORD,
  checkOpenTaskResponses,
  firstPartError,
  openTaskAnswer,
  openTaskMarking,
  scoreOpenTask,
  type OpenTaskMarking,
  type OpenTaskScore,
} from '#core/questions/open-task.ts';
import { itemAnswerText } from '#core/questions/answer-forms.ts';
import { toPublicQuestion, type PublicQuestion } from '#core/questions/public.ts';
import { skillName } from '#core/curriculum/skills.ts';
import type { SQL } from 'drizzle-orm';
import type { LearnerSkillState, StudentState } from '#core/adaptive/index.ts';
import type { Db } from '../../db/client.ts';
import { runAllOrNothing, WriteConflict } from '../../db/statements.ts';
import { AppError } from '../../errors.ts';
import { toAnswerReading } from '../learner-model/learner-model.reads.ts';
import { answerReadingKeys, planAnswerUpdate, type LearnerModelDeps } from '../learner-model/learner-model.usecases.ts';
import { toStoredSubscription } from '../plans/subscription-rows.ts';
import type { PlanGate } from '../plans/plans.usecases.ts';
import type { AnswerRead, AttemptRow, AttemptsRepository } from './attempts.repository.ts';
import { parseOpenTaskResponses } from './attempts.schemas.ts';

export type PublicQuestionDto = PublicQuestion & { skillName: string };

/** The only shape of a served question that leaves the server (id = attempt id). */
export function presentQuestion(a: AttemptRow): PublicQuestionDto {
  return { ...toPublicQuestion(a.item, a.id), skillName: skillName(a.skillId) };
}

export const CORRECT_FEEDBACK = 'Brawo, poprawna odpowiedź!';
export const INCORRECT_FEEDBACK = 'To nie jest poprawna odpowiedź. Porównaj ją z rozwiązaniem poniżej.';

export interface AnswerOutcome {
  correct: boolean;
  result: 'correct' | 'incorrect' | 'invalid';
  feedback: string;
  errorKey?: string;
  solution?: string;
  correctAnswer?: string;
  /** The stored result of an earlier answer was returned; nothing was counted again. */
  duplicate: boolean;
  /** The question has steps the tutor can walk through. */
  tutorAvailable: boolean;
  /** An open task: its points and which criterion of the marking scheme earned or lost each. */
  marking?: OpenTaskMarking;
}

export function rawAnswerText(answer: string | number): string {
  return typeof answer === 'number' ? String(answer) : answer;
}

function feedbackFor(a: AttemptRow, correct: boolean, errorKey: string | null | undefined): string {
  if (correct) return CORRECT_FEEDBACK;
  const detected = errorKey ? a.item.commonErrors.find((e) => e.key === errorKey) : undefined;
  return detected?.feedback ?? INCORRECT_FEEDBACK;
}

/** The reply for an answered attempt (also rebuilt from the stored row for a repeated answer). */
export function storedOutcome(a: AttemptRow, duplicate: boolean): AnswerOutcome {
  const correct = a.correct === true;
  const score = storedOpenTaskScore(a);
  // An open task's feedback names the first wrong part's own mistake (a key may recur in parts).
  const partError = score && !correct ? firstPartError(score) : null;
  const out: AnswerOutcome = {
    correct,
    result: correct ? 'correct' : 'incorrect',
    feedback: partError?.feedback ?? feedbackFor(a, correct, a.errorKey),
    solution: a.item.solution,
    correctAnswer: itemAnswerText(a.item),
    duplicate,
    tutorAvailable: a.item.steps.length > 0,
  };
  if (a.errorKey) out.errorKey = a.errorKey;
  if (score) out.marking = openTaskMarking(a.item, score);
  return out;
}

/** An answered open task's score, rebuilt from the stored answer (scoring is deterministic). */
function storedOpenTaskScore(a: AttemptRow): OpenTaskScore | null {
  const responses = a.rawAnswer === null ? null : parseOpenTaskResponses(a.rawAnswer);
  return responses && openTaskAnswer(a.item) ? scoreOpenTask(a.item, responses) : null;
}

/**
 * Checks an answer: a closed item by the checker; an open task (its answer is the JSON of the
 * parts record) by its marking scheme, with the partial credit the learner model takes as the
 * outcome (points / maxPoints: 2 of 3 points count as 2/3 of a right answer).
 */
function gradeAnswer(a: AttemptRow, answer: string | number): { check: CheckResult; partialCredit?: number } {
  const open = openTaskAnswer(a.item);
  if (!open) return { check: checkAnswer(a.item, answer) };
  const responses = parseOpenTaskResponses(answer);
  if (!responses) return { check: { result: 'invalid', reason: INVALID_RECORD } };
  const { check, score } = checkOpenTaskResponses(open, responses);
  return { check, partialCredit: score.points / score.maxPoints };
}

/** A write that keeps conflicting (the same child answering in many tabs at once) gives up after this many. */
const ANSWER_WRITE_ROUNDS = 5;

/** What a stored answer wrote of the learner and the family's plan. */
export interface StoredAnswer {
  correct: boolean;
  student: StudentState;
  skillStates: Record<string, LearnerSkillState>;
  trialCounted: boolean;
  now: Date;
}

/** The caller's read no longer held (answerAttempt's readGuards): nothing was stored. */
export class StaleRead extends Error {
  constructor() {
    super('the answer was read from a stale snapshot');
  }
}

/**
 * Checks an answer to a served question and, unless it is only a notation problem ('invalid',
 * never counted), stores it and updates the learner model before replying — in two round trips
 * and no transaction: ONE statement reads the attempt's state, the learner's model rows and the
 * family's plan (or the caller passes that read, made with its own: `read`); ONE statement
 * (runAllOrNothing) stores the answer, the learner's rows and the trial count, only if the
 * attempt, the learner's version and the family's row are still as read; the shared increments
 * go to the calibration cache (written behind, decision 0016). A concurrent change makes the
 * write store nothing; it then reads again and retries.
 * A question answered before (also concurrently) returns the stored result.
 * `record: false` checks without storing (tutor training on an already answered question).
 * A recorded answer is a task of the family's plan: refused once the trial is over, counted on
 * the trial in the same statement (plans.usecases.ts `taskCount`).
 */
export async function answerAttempt(
  data: {
    parentId: string;
    attempt: AttemptRow;
    answer: string | number;
    timeSpentMs: number | null;
    record: boolean;
    /** The first round's read, when the caller read it with the attempt (one round trip less). */
    read?: AnswerRead;
    /**
     * Guards that `read` still holds beyond what the write checks itself (for runAllOrNothing;
     * a read remembered from an earlier request). When the first write conflicts with them, or
     * the plan as remembered refuses the task, this throws StaleRead for the caller to read
     * everything again, instead of retrying.
     */
    readGuards?: readonly SQL[];
    /** Told what the stored answer wrote of the learner and the plan (the caller's snapshot). */
    onStored?: (stored: StoredAnswer) => void;
  },
  deps: {
    db: Db;
    attempts: AttemptsRepository;
    planGate: Pick<PlanGate, 'taskCount'>;
    now: () => Date;
  } & LearnerModelDeps,
): Promise<AnswerOutcome> {
  const a = data.attempt;
  if (data.record && (a.result === 'correct' || a.result === 'incorrect')) return storedOutcome(a, true);
  const { check, partialCredit } = gradeAnswer(a, data.answer);
  if (check.result === 'invalid') {
    return {
      correct: false,
      result: 'invalid',
      feedback: check.reason,
      duplicate: false,
      tutorAvailable: a.item.steps.length > 0,
    };
  }
  const correct = check.result === 'correct';
  const errorKey = check.result === 'incorrect' ? (check.errorKey ?? null) : null;
  const answered = {
    ...a,
    correct,
    errorKey,
    rawAnswer: rawAnswerText(data.answer),
    result: correct ? ('correct' as const) : ('incorrect' as const),
  };
  if (!data.record) return storedOutcome(answered, false);
  const now = deps.now();
  const readingKeys = answerReadingKeys({ skillId: a.skillId });
  /**
   * The plan's refusal decides only on a read made now: a read remembered from an earlier request
   * (a snapshot) may predate a plan granted since, so its refusal reads the database again.
   */
  const countTask = (read: AnswerRead, remembered: boolean) => {
    try {
      return deps.planGate.taskCount(data.parentId, toStoredSubscription(read), now);
    } catch (err) {
      if (remembered && err instanceof AppError) throw new StaleRead();
      throw err;
    }
  };
  for (let round = 1; ; round++) {
    const read =
      round === 1 && data.read
        ? data.read
        : await deps.attempts.readForAnswer({
            attemptId: a.id,
            parentId: data.parentId,
            studentId: a.studentId,
            templateId: a.templateId,
            level: a.level,
            ...readingKeys,
          });
    if (!read.attempt) throw new Error('attempt vanished');
    if (read.attempt.result === 'correct' || read.attempt.result === 'incorrect') {
      return storedOutcome({ ...a, ...read.attempt }, true);
    }
    const trialCount = countTask(read, round === 1 && data.readGuards !== undefined);
    const update = planAnswerUpdate(
      toAnswerReading(read),
      await deps.calibrations.get(),
      {
        studentId: a.studentId,
        skillId: a.skillId,
        templateId: a.templateId,
        level: a.level,
        observation: {
          correct,
          hintsUsed: read.attempt.hintsUsed,
          at: now.getTime(),
          ...(partialCredit !== undefined && !correct ? { partialCredit } : {}),
        },
      },
      deps,
    );
    const stored = deps.attempts.answerWrite(a.id, read.attempt, {
      rawAnswer: rawAnswerText(data.answer).slice(0, 500),
      correct,
      errorKey,
      timeSpentMs: data.timeSpentMs,
      now,
    });
    try {
      await runAllOrNothing(deps.db, {
        guarded: [
          stored,
          ...update.guarded,
          ...(trialCount ? [trialCount] : []),
          ...(round === 1 ? (data.readGuards ?? []) : []),
        ],
        always: update.always,
      });
    } catch (err) {
      if (err instanceof WriteConflict && round === 1 && data.readGuards) throw new StaleRead();
      if (err instanceof WriteConflict && round < ANSWER_WRITE_ROUNDS) continue;
      throw err;
    }
    deps.calibrations.addShared(update.shared);
    data.onStored?.({
      correct,
      student: update.result.student,
      skillStates: update.result.skillStates,
      trialCounted: trialCount !== null,
      now,
    });
    return storedOutcome(answered, false);
  }
}
