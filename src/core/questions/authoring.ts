/**
 * Small helpers shared by all question templates, so every template builds options, answers
 * and steps the same way. Keep template files about the maths, not the plumbing.
 */
import type { Rng } from '../math/random.ts';
import { type Rational, rat, eq, isFiniteDecimal, toNumber } from '../math/rational.ts';
import { formatNumber, texNumber, texRational } from '../text/format.ts';
import type { AnswerSpec, CommonError, McqOption, NumberForms, QuestionStep } from './types.ts';
import { normaliseStepInput } from './check-step.ts';
import { wrongEqualsAnswer } from './check-answer.ts';

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
    if (isFiniteDecimal(r)) alts.add(escapeRegex(plainDecimal(toNumber(r))) + '0*');
    alts.add(`${sign}${absN}/${r.d}`);
    if (absN > r.d) alts.add(`${sign}${Math.floor(absN / r.d)} ${absN % r.d}/${r.d}`);
    if (opts.allowUnsimplified) alts.add(`${sign}(\\d+)/(\\d+)`);
  }
  return `^(${[...alts].join('|')})$`;
}

function plainDecimal(x: number): string {
  return String(Number(x.toFixed(10)));
}

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

export const FRACTION_ONLY: NumberForms = { decimal: false, fraction: true, mixed: true };

/** A common error whose wrong answer is a number. */
export function numberError(key: string, wrong: Rational | number, feedback: string): CommonError {
  return { key, wrong: { kind: 'number', value: typeof wrong === 'number' ? ratOf(wrong) : wrong }, feedback };
}

/**
 * Multiple choice from the correct text and distractors that each stand for a common error.
 * Distractors equal to the correct text or to each other are dropped; when fewer than three
 * remain, `fillers` (plausible values, still tagged with an error key) are used.
 */
export function mcqFromErrors(
  rng: Rng,
  correct: string,
  distractors: readonly McqOption[],
  fillers: readonly McqOption[] = [],
  count = 4,
): { options: McqOption[]; answer: Extract<AnswerSpec, { kind: 'choice' }> } {
  const seen = new Set([correct]);
  const chosen: McqOption[] = [];
  for (const d of [...distractors, ...fillers]) {
    if (chosen.length >= count - 1) break;
    if (seen.has(d.text)) continue;
    if (!d.errorKey) throw new Error('mcqFromErrors: every distractor needs an errorKey');
    seen.add(d.text);
    chosen.push(d);
  }
  if (chosen.length < count - 1)
    throw new Error(`mcqFromErrors: only ${chosen.length + 1} distinct options for "${correct}"`);
  const options = rng.shuffle([{ text: correct }, ...chosen]);
  return { options, answer: { kind: 'choice', index: options.findIndex((o) => o.text === correct && !o.errorKey) } };
}

/** Number as inline KaTeX: $2{,}5$ or $\frac{3}{4}$. */
export function m(value: Rational | number): string {
  if (typeof value === 'number') return `$${texNumber(value)}$`;
  return `$${texRational(value)}$`;
}

/** Same number as plain text in Polish notation (2,5), for prose and option labels. */
export function pl(value: number): string {
  return formatNumber(value);
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
 * Drops common errors whose wrong value equals the correct answer or an earlier error's
 * value (random parameters sometimes make two misconceptions coincide; the checker could
 * not tell them apart and would show the wrong feedback).
 */
export function uniqueErrors(answer: AnswerSpec, errors: readonly CommonError[]): CommonError[] {
  const kept: CommonError[] = [];
  for (const e of errors) {
    if (wrongEqualsAnswer(answer, e.wrong)) continue;
    if (kept.some((k) => k.key === e.key || sameWrong(k.wrong, e.wrong))) continue;
    kept.push(e);
  }
  return kept;
}

function sameWrong(a: CommonError['wrong'], b: CommonError['wrong']): boolean {
  if (a.kind === 'number' && b.kind === 'number') return eq(a.value, b.value);
  if (a.kind === 'numbers' && b.kind === 'numbers') {
    return a.values.length === b.values.length && a.values.every((v, i) => eq(v, b.values[i]!));
  }
  if (a.kind === 'expression' && b.kind === 'expression') {
    return wrongEqualsAnswer({ kind: 'expression', expr: a.expr, variables: expressionLetters(a.expr + b.expr) }, b);
  }
  if (a.kind === 'text' && b.kind === 'text')
    return a.accepted.some((t) =>
      wrongEqualsAnswer({ kind: 'text', accepted: b.accepted }, { kind: 'text', accepted: [t] }),
    );
  return false;
}

function expressionLetters(expr: string): string[] {
  const cleaned = expr.replace(/sqrt|cbrt|pi|pierwiastek/gi, '');
  return [...new Set(cleaned.match(/[a-ząćęłńóśźż]/gi) ?? [])];
}

export { eq as ratEquals };
