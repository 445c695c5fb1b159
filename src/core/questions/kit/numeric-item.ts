/**
 * A numeric item whose answer and common errors come from one value: the answer accepts the value,
 * the common errors are its numeric mistakes (those equal to the value or to an earlier one dropped).
 */
import type { Rational } from '../../math/rational.ts';
import type { QuestionStep } from '../types.ts';
import type { GeneratedBody } from './draw.ts';
import { type NumericMistake, numberErrors } from './errors.ts';
import { numberAnswer } from './numbers.ts';

export interface NumericItemSpec {
  stem: string;
  figure?: string;
  value: Rational | number;
  mistakes: readonly NumericMistake[];
  answerHint?: string;
  unitLabel?: string;
  steps: readonly QuestionStep[];
  solution: string;
  params: GeneratedBody['params'];
}

export function numericItem(spec: NumericItemSpec): GeneratedBody {
  const { value, mistakes, ...shown } = spec;
  return { type: 'numeric', ...shown, answer: numberAnswer(value), commonErrors: numberErrors(value, mistakes) };
}
