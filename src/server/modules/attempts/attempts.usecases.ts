import { checkAnswer } from '#core/questions/check-answer.ts';
import { answerText } from '#core/questions/answer-forms.ts';
import { toPublicQuestion, type PublicQuestion } from '#core/questions/public.ts';
import { skillName } from '#core/curriculum/skills.ts';
import type { Db } from '../../db/client.ts';
import { applySharedUpdate, recordAnswerInTx, type LearnerModelDeps } from '../learner-model/learner-model.usecases.ts';
import type { PlanGate } from '../plans/plans.usecases.ts';
import type { AttemptRow, AttemptsRepository } from './attempts.repository.ts';

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
  const out: AnswerOutcome = {
    correct,
    result: correct ? 'correct' : 'incorrect',
    feedback: feedbackFor(a, correct, a.errorKey),
    solution: a.item.solution,
    correctAnswer: answerText(a.item.answer, a.item.options, a.item.unitLabel),
    duplicate,
    tutorAvailable: a.item.steps.length > 0,
  };
  if (a.errorKey) out.errorKey = a.errorKey;
  return out;
}

/**
 * Checks an answer to a served question and, unless it is only a notation problem ('invalid',
 * never counted), stores it and updates the learner model in ONE transaction before replying.
 * A question answered before (also concurrently) returns the stored result.
 * `record: false` checks without storing (tutor training on an already answered question).
 * A recorded answer is a task of the family's plan: refused once the trial is over, counted on
 * the trial in the same transaction (plans.usecases.ts `countTaskInTx`).
 */
export async function answerAttempt(
  data: { parentId: string; attempt: AttemptRow; answer: string | number; timeSpentMs: number | null; record: boolean },
  deps: {
    db: Db;
    attempts: AttemptsRepository;
    planGate: Pick<PlanGate, 'countTaskInTx'>;
    now: () => Date;
  } & LearnerModelDeps,
): Promise<AnswerOutcome> {
  const a = data.attempt;
  if (data.record && (a.result === 'correct' || a.result === 'incorrect')) return storedOutcome(a, true);
  const check = checkAnswer(a.item, data.answer);
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
  if (!data.record) {
    return storedOutcome({ ...a, correct, errorKey, result: correct ? 'correct' : 'incorrect' }, false);
  }
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const locked = await deps.attempts.lockInTx(tx, a.id);
    if (!locked) throw new Error('attempt vanished');
    if (locked.result === 'correct' || locked.result === 'incorrect') {
      return { duplicateOf: { ...a, ...locked }, shared: null };
    }
    await deps.planGate.countTaskInTx(tx, data.parentId, now);
    const recorded = await recordAnswerInTx(
      tx,
      {
        studentId: a.studentId,
        skillId: a.skillId,
        templateId: a.templateId,
        level: a.level,
        observation: { correct, hintsUsed: locked.hintsUsed, at: now.getTime() },
        seenExceptAttemptId: a.id,
        alongside: [
          deps.attempts.answerUpdate(tx, a.id, {
            rawAnswer: rawAnswerText(data.answer).slice(0, 500),
            correct,
            errorKey,
            timeSpentMs: data.timeSpentMs,
            now,
          }),
        ],
      },
      deps,
    );
    return { shared: recorded.shared, duplicateOf: null };
  });
  if (done.duplicateOf) return storedOutcome(done.duplicateOf, true);
  if (done.shared) await applySharedUpdate(done.shared, now, deps);
  return storedOutcome({ ...a, correct, errorKey, result: correct ? 'correct' : 'incorrect' }, false);
}
