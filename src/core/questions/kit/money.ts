/** Money amounts in templates: exact złote and grosze, the answer shown with grosze (80,80). */
import { type Rational, rat, toNumber } from '../../math/rational.ts';
import type { AnswerSpec } from '../types.ts';
import { numberAnswer } from './numbers.ts';

/** True when the amount is whole grosze (at most two decimal places). */
export function isMoney(r: Rational): boolean {
  return 100 % r.d === 0;
}

/** The amount rounded to grosze, as a pupil writes a price worked out with more decimals. */
export function toGrosze(r: Rational): Rational {
  return rat(Math.round((toNumber(r) + Number.EPSILON) * 100), 100);
}

/** A money answer: whole złote stay whole (240), an amount with grosze shows two decimals (80,80). */
export function moneyAnswer(r: Rational): Extract<AnswerSpec, { kind: 'number' }> {
  return numberAnswer(r, r.d === 1 ? {} : { places: 2 });
}
