/**
 * Worked steps: what the pupil types at each step, the patterns that accept it, three graded
 * hints and the wrong answers recognised with their feedback.
 */
import { type Rational, isFiniteDecimal, toNumber } from '../../math/rational.ts';
import type { QuestionStep } from '../types.ts';
import { normaliseStepInput } from '../check-step.ts';
import { distinctByValue, ratOf, type TypedForm, typed } from './numbers.ts';
import { withPlaces } from '../answer-forms.ts';

export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The ways a pupil may type a number in a step, already normalised as the step checker does
 * (lowercase, comma → dot, no spaces around operators): 2.5, 5/2, 2 1/2, 10/4 …
 * Returns one anchored regex source.
 */
export function numberPattern(value: Rational | number, opts: { allowUnsimplified?: boolean } = {}): string {
  const r = typeof value === 'number' ? ratOf(value) : value;
  const alts = new Set<string>();
  const sign = r.n < 0 ? '-' : '';
  const absN = Math.abs(r.n);
  if (r.d === 1) {
    alts.add(`${sign}${absN}(\\.0+)?`);
  } else {
    if (isFiniteDecimal(r)) alts.add(escapeRegex(String(Number(toNumber(r).toFixed(10)))) + '0*');
    alts.add(`${sign}${absN}/${r.d}`);
    if (absN > r.d) alts.add(`${sign}${Math.floor(absN / r.d)} ${absN % r.d}/${r.d}`);
    if (opts.allowUnsimplified) alts.add(`${sign}(\\d+)/(\\d+)`);
  }
  return `^(${[...alts].join('|')})$`;
}

/** Pattern for an exact literal text after normalisation (lowercase, comma → dot). */
export function literalPattern(s: string): string {
  return `^${escapeRegex(s.trim().toLowerCase().replace(/,/g, '.'))}$`;
}

/**
 * Step patterns for expressions a pupil may type, given as plain variants ('2*P/a', '(2*P)/a'):
 * lowercased like the step checker's input, spaces dropped, every '*' optional (2P/a = 2*P/a).
 */
export function exprStepPatterns(variants: readonly string[]): string[] {
  return variants.map((v) => {
    const norm = v.toLowerCase().replace(/\s+/g, '').replace(/,/g, '.');
    const escaped = norm.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replace(/\*/g, '\\*?');
    return `^${escaped}$`;
  });
}

/**
 * A step: prompt, the expected answer as typed, three graded hints and optional error
 * patterns with feedback. `patterns` default to the expected value (as a number when it is one).
 */
export function step(spec: {
  prompt: string;
  expected: string;
  patterns?: readonly string[];
  hints: readonly [string, string, string];
  errors?: readonly { code: string; patterns: readonly string[]; feedback: string }[];
}): QuestionStep {
  const patterns = spec.patterns ?? [defaultPattern(spec.expected)];
  return {
    prompt: spec.prompt,
    expected: spec.expected,
    patterns,
    hints: spec.hints,
    errorPatterns: spec.errors?.map((e) => ({ code: e.code, patterns: e.patterns })),
    feedbackByError: Object.fromEntries((spec.errors ?? []).map((e) => [e.code, e.feedback])),
  };
}

function defaultPattern(expected: string): string {
  // Same normalisation as the step checker, so "2·3", "2 × 3" and "2*3" all match.
  const normalised = normaliseStepInput(expected);
  const asNumber = /^-?(\d+(\.\d+)?|\.\d+)$/.test(normalised) ? Number(normalised) : NaN;
  if (Number.isFinite(asNumber)) return numberPattern(ratOf(asNumber));
  return `^${escapeRegex(normalised)}$`;
}

/**
 * What a step expects when its answer is a number: the text typed in `form`, and patterns
 * accepting every equal form (and thousands grouped with a space, 12 500). Spread into `step`.
 */
export function expectNumber(
  value: Rational | number,
  form: TypedForm = 'fraction',
): { expected: string; patterns: string[] } {
  const r = typeof value === 'number' ? ratOf(value) : value;
  const patterns = [numberPattern(r)];
  if (r.d === 1 && Math.abs(r.n) >= 1000) {
    // Pupils often group thousands with a space: 12 500.
    patterns.push(`^${r.n < 0 ? '-' : ''}${thousandGroups(Math.abs(r.n), ' ?')}$`);
  }
  return { expected: typed(r, form), patterns };
}

/**
 * The digits of a whole number in groups of three joined by `separator`. Below 10²¹ String(n) is
 * all digits, and a regex is far cheaper than toLocaleString's number formatter.
 */
function thousandGroups(n: number, separator: string): string {
  if (n >= 1e21) return n.toLocaleString('en-US').replace(/,/g, separator);
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** What a step expects when its answer must be this exact fraction text (unsimplified 6/8 or simplest 3/4). */
export function expectFraction(n: number, d: number): { expected: string; patterns: string[] } {
  return { expected: `${n}/${d}`, patterns: [`^${n}/${d}$`] };
}

/**
 * A whole step whose answer is a number (written in `form`, by default a decimal when it
 * terminates) with wrong values, each a misconception code, matched to their feedback. Error
 * values equal to the expected value or to an earlier error are dropped.
 */
export function numberStep(spec: {
  prompt: string;
  value: Rational;
  hints: readonly [string, string, string];
  errors?: readonly { code: string; value: Rational; feedback: string }[];
  form?: TypedForm;
  /** An amount of money: written with whole grosze (33,60, never 33,6), as every price the pupil reads. */
  money?: boolean;
}): QuestionStep {
  const errors = distinctByValue(spec.value, spec.errors ?? [], (e) => e.value).map((e) => ({
    code: e.code,
    patterns: [numberPattern(e.value)],
    feedback: e.feedback,
  }));
  const expected = expectNumber(spec.value, spec.form ?? 'decimal');
  if (spec.money && spec.value.d !== 1 && isFiniteDecimal(spec.value))
    expected.expected = withPlaces(expected.expected, 2);
  return step({ prompt: spec.prompt, ...expected, hints: spec.hints, errors });
}

/** Regex for a typed point "(x; y)", brackets optional. */
export function pointPattern(x: Rational, y: Rational): string {
  const inner = (v: Rational) => numberPattern(v).slice(1, -1);
  // A semicolon, or a comma (a dot after normalisation) for pupils used to (x, y).
  return `^\\(?\\s*${inner(x)}(\\s*;\\s*|\\.\\s*)${inner(y)}\\s*\\)?$`;
}

/** A point as a pupil types it: (2; -1,5). */
export const typedPoint = (x: Rational, y: Rational): string => `(${typed(x, 'decimal')}; ${typed(y, 'decimal')})`;

/** The step asking for the least common denominator L of denominators b and d, hinted by multiples. */
export function commonDenominatorStep(
  prompt: string,
  [b, d]: readonly [number, number],
  L: number,
  errors?: readonly { code: string; patterns: readonly string[]; feedback: string }[],
): QuestionStep {
  return step({
    prompt,
    ...expectNumber(L),
    hints: [
      'Szukaj najmniejszej liczby podzielnej przez oba mianowniki.',
      `Sprawdzaj wielokrotności liczby ${Math.max(b, d)}.`,
      `$\\text{NWW}(${b}, ${d}) = ${L}$`,
    ],
    errors,
  });
}
