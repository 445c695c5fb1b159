/**
 * Points of one exam task (pure). A closed task is worth its point when the checker says
 * correct; an answer left empty or written so the checker refuses it ('invalid') earns nothing,
 * as an examiner gives no point for an answer that is not there.
 */
import { answerText, itemAnswerText } from '../questions/answer-forms.ts';
import { checkAnswer } from '../questions/check-answer.ts';
import {
  openTaskMarking,
  parseOpenTaskResponses,
  scoreOpenTask,
  type OpenTaskMarking,
} from '../questions/open-task.ts';
import type { QuestionInstance } from '../questions/types.ts';

/** What the result shows of a task beside its points. */
export interface TaskMarking {
  /** The correct answer as text. */
  correctAnswer: string;
  /** An open task's marking: each criterion earned or lost, each part's correct answer. */
  open?: OpenTaskMarking;
}

export interface TaskScore {
  points: number;
  maxPoints: number;
  marking: TaskMarking;
}

/**
 * The stored answer of a task: the raw text (a choice's index as text; an open task's parts as
 * JSON, {"a":"12","b":"1"}); null when not answered.
 */
export type TaskAnswer = string | null;

/** An open task by its marking scheme: a part left empty or unreadable earns nothing. */
export function scoreOpenExamTask(item: QuestionInstance, answer: TaskAnswer): TaskScore {
  const responses = (answer === null ? null : parseOpenTaskResponses(answer)) ?? {};
  const score = scoreOpenTask(item, responses);
  const marking = { correctAnswer: answerText(item.answer), open: openTaskMarking(item, score) };
  return { points: score.points, maxPoints: score.maxPoints, marking };
}

/** Any task of the paper. */
export function scoreTask(item: QuestionInstance, answer: TaskAnswer, maxPoints: number): TaskScore {
  return item.answer.kind === 'parts' ? scoreOpenExamTask(item, answer) : scoreClosedTask(item, answer, maxPoints);
}

export function scoreClosedTask(item: QuestionInstance, answer: TaskAnswer, maxPoints: number): TaskScore {
  const marking = { correctAnswer: itemAnswerText(item) };
  if (answer === null || answer.trim() === '') return { points: 0, maxPoints, marking };
  const check = checkAnswer(item, answer);
  return { points: check.result === 'correct' ? maxPoints : 0, maxPoints, marking };
}
