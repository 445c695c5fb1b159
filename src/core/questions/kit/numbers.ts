/** Numbers for templates: exact values from literals, numeric answers, typed forms, distinctness. */
import { type Rational, rat, eq, isFiniteDecimal } from '../../math/rational.ts';
import type { AnswerSpec, NumberForms } from '../types.ts';

/** Rational from an integer or a finite decimal number literal. */
export function ratOf(x: number): Rational {
  if (Number.isInteger(x)) return rat(x);
  const s = String(x);
  const frac = s.split('.')[1] ?? '';
  const d = 10 ** frac.length;
  return rat(Math.round(x * d), d);
}

/** A numeric answer; forms default to decimal/fraction/mixed allowed, percent not. */
export function numberAnswer(
  value: Rational | number,
  extra: Omit<Extract<AnswerSpec, { kind: 'number' }>, 'kind' | 'value'> = {},
): Extract<AnswerSpec, { kind: 'number' }> {
  return { kind: 'number', value: typeof value === 'number' ? ratOf(value) : value, ...extra };
}

/** Only for items whose stem asks for a fraction ("Zapisz ją jako ułamek", "Skróć ułamek"). */
export const FRACTION_ONLY: NumberForms = { decimal: false, fraction: true, mixed: true };

/**
 * Input hints of a calculation whose result is usually a fraction but may be written any way
 * ("Oblicz: 1/8 + 5/8" → 3/4, 6/8 or 0,75): forgiving about form. A plain "Oblicz" does not ask
 * for lowest terms (issue 25: 22/20 is a right answer); only a stem that says "ułamek
 * nieskracalny" or "skróć" sets requireSimplest.
 */
export const FRACTION_OR_DECIMAL_HINT = 'Wpisz ułamek zwykły (np. 2/3) albo ułamek dziesiętny.';
export const FRACTION_MIXED_OR_DECIMAL_HINT =
  'Wpisz ułamek zwykły, liczbę mieszaną (np. 1 2/3) albo ułamek dziesiętny.';
/** Input hint of a result that is an integer or a fraction ("Oblicz log₂ 8"). */
export const INTEGER_OR_FRACTION_HINT = 'Wpisz liczbę całkowitą lub ułamek, np. 3/2.';

export type TypedForm = 'fraction' | 'decimal' | 'mixed';

/**
 * A value as a pupil would type it: integers plainly (12500); otherwise as a fraction (3/4),
 * a decimal in Polish notation (2,5, only when it terminates) or a mixed number (2 1/2).
 */
export function typed(value: Rational | number, form: TypedForm = 'fraction'): string {
  const r = typeof value === 'number' ? ratOf(value) : value;
  if (r.d === 1) return String(r.n);
  if (form === 'decimal' && isFiniteDecimal(r)) return String(Number((r.n / r.d).toFixed(10))).replace('.', ',');
  const a = Math.abs(r.n);
  if (form === 'mixed' && a > r.d) return `${r.n < 0 ? '-' : ''}${Math.floor(a / r.d)} ${a % r.d}/${r.d}`;
  return `${r.n}/${r.d}`;
}

/** True when all wrong values differ from the correct one and from each other. */
export function distinct(correct: Rational | number, wrongs: readonly (Rational | number)[]): boolean {
  const all = [correct, ...wrongs].map((x) => (typeof x === 'number' ? ratOf(x) : x));
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) if (eq(all[i]!, all[j]!)) return false;
  }
  return true;
}

/**
 * The items whose value differs from `correct` and from every earlier item's (first wins):
 * random parameters sometimes make two misconceptions give the same wrong value, and the
 * checker could not tell them apart.
 */
export function distinctByValue<T>(correct: Rational, items: readonly T[], valueOf: (item: T) => Rational): T[] {
  const seen: Rational[] = [correct];
  return items.filter((item) => {
    const v = valueOf(item);
    if (seen.some((s) => eq(s, v))) return false;
    seen.push(v);
    return true;
  });
}

/** Decimal number (finite) rounded to drop binary noise, e.g. 0.1 + 0.2 → 0.3. */
export function dec(x: number, digits = 6): number {
  return Number(x.toFixed(digits));
}

/**
 * Pythagorean triples [leg, leg, hypotenuse], the shorter leg first, in the order templates draw
 * from them (a template that wants only the smaller ones takes a prefix).
 */
export const PYTHAGOREAN_TRIPLES: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
  [12, 16, 20],
  [7, 24, 25],
  [15, 20, 25],
];

/**
 * Right triangles with whole sides [leg, leg, hypotenuse], each in both orders of the legs: the
 * half of a base edge, a height and a slant height of a pyramid, a ladder, a section.
 */
export const RIGHT_TRIANGLES: readonly (readonly [number, number, number])[] = [
  [3, 4, 5],
  [4, 3, 5],
  [6, 8, 10],
  [8, 6, 10],
  [5, 12, 13],
  [12, 5, 13],
  [9, 12, 15],
  [12, 9, 15],
  [8, 15, 17],
  [15, 8, 17],
  [12, 16, 20],
  [16, 12, 20],
  [15, 20, 25],
  [20, 15, 25],
];
