/**
 * Common errors: the misconceptions an item anticipates, each with the concrete wrong answer it
 * yields here and Polish feedback naming the mistake.
 */
import type { Rational } from '../../math/rational.ts';
import type { CommonError } from '../types.ts';
import { distinct, distinctByValue, ratOf } from './numbers.ts';

/** A numeric misconception: its key, the wrong value it yields here and Polish feedback. */
export interface NumericMistake {
  key: string;
  value: Rational;
  feedback: string;
}

/** A common error whose wrong answer is a number. */
export function numberError(key: string, wrong: Rational | number, feedback: string): CommonError {
  return { key, wrong: { kind: 'number', value: typeof wrong === 'number' ? ratOf(wrong) : wrong }, feedback };
}

/** A common error whose wrong answer is a text, e.g. a multiple-choice distractor's option text. */
export function textError(key: string, wrongText: string, feedback: string): CommonError {
  return { key, wrong: { kind: 'text', accepted: [wrongText] }, feedback };
}

/** Common errors from numeric mistakes, without those that repeat the correct value or an earlier mistake. */
export function numberErrors(correct: Rational | number, mistakes: readonly NumericMistake[]): CommonError[] {
  return distinctByValue(typeof correct === 'number' ? ratOf(correct) : correct, mistakes, (mk) => mk.value).map((mk) =>
    numberError(mk.key, mk.value, mk.feedback),
  );
}

/** True when every mistake's value differs from the correct value and from each other (redraw otherwise). */
export function mistakesDistinct(correct: Rational, mistakes: readonly NumericMistake[]): boolean {
  return distinct(
    correct,
    mistakes.map((mk) => mk.value),
  );
}

/** A step's wrong answers from numeric mistakes (each recognised in the step, with its feedback). */
export function stepErrors(mistakes: readonly NumericMistake[]): { code: string; value: Rational; feedback: string }[] {
  return mistakes.map((mk) => ({ code: mk.key, value: mk.value, feedback: mk.feedback }));
}
