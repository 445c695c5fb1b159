/**
 * Generic helpers for template authors (shared; add new helpers at the end, never change
 * the behaviour of existing ones — other templates depend on them).
 */
import type { Rng } from '../math/random.ts';
import type { CommonError, McqOption, AnswerSpec, QuestionStep, QuestionTemplate } from './types.ts';
import { escapeRegex, mcqFromErrors, numberPattern, ratOf, step } from './authoring.ts';
import { type Rational, eq, isFiniteDecimal, toNumber } from '../math/rational.ts';
import { formatNumber } from '../text/format.ts';
import { type NounForms, pluralForm } from '../text/plural.ts';
import { texNumber, texRational } from '../text/format.ts';

/** A first name with its grammatical gender, so verbs agree ("Ola kupiła", "Kuba kupił"). */
export interface Person {
  name: string;
  female: boolean;
}

export const FEMALE_NAMES = [
  'Ala',
  'Ola',
  'Zosia',
  'Maja',
  'Hania',
  'Ewa',
  'Julia',
  'Lena',
  'Natalia',
  'Basia',
] as const;
export const MALE_NAMES = [
  'Kuba',
  'Szymon',
  'Antek',
  'Tomek',
  'Igor',
  'Bartek',
  'Filip',
  'Michał',
  'Wojtek',
  'Adam',
] as const;

export function pickPerson(rng: Rng): Person {
  return rng.chance(0.5)
    ? { name: rng.pick(FEMALE_NAMES), female: true }
    : { name: rng.pick(MALE_NAMES), female: false };
}

/** Two different people (for comparisons in word problems). */
export function pickTwoPeople(rng: Rng): [Person, Person] {
  const a = pickPerson(rng);
  let b = pickPerson(rng);
  for (let i = 0; i < 20 && b.name === a.name; i++) b = pickPerson(rng);
  if (b.name === a.name) b = a.female ? { name: 'Kuba', female: false } : { name: 'Ola', female: true };
  return [a, b];
}

/** Past-tense verb ending by gender: verb(p, 'kupił', 'kupiła'). */
export function verb(p: Person, masculine: string, feminine: string): string {
  return p.female ? feminine : masculine;
}

/** Random integer in [min, max] other than 0. */
export function nonZeroInt(rng: Rng, min: number, max: number): number {
  for (let i = 0; i < 100; i++) {
    const v = rng.int(min, max);
    if (v !== 0) return v;
  }
  return max !== 0 ? max : min;
}

/**
 * Bounded reject-and-redraw: calls `draw` until it returns a value (not null/undefined). The last
 * attempt must succeed, so templates should make the final fallback deterministic-safe.
 */
export function redraw<T>(draw: () => T | null | undefined, tries = 500): T {
  for (let i = 0; i < tries; i++) {
    const v = draw();
    if (v !== null && v !== undefined) return v;
  }
  throw new Error('redraw: no valid parameters found');
}

/** True when all values are pairwise different (numbers compared by value). */
export function allDistinct(values: readonly (number | string)[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * Linear-combination term in KaTeX/plain form, e.g. termText(3, 'x', true) → '+ 3x',
 * termText(-1, 'x', false) → '-x'. Coefficient 0 gives ''.
 */
export function termText(coef: number, variable: string, withSign: boolean): string {
  if (coef === 0) return '';
  const abs = Math.abs(coef);
  const body = variable === '' ? String(abs) : abs === 1 ? variable : `${abs}${variable}`;
  if (!withSign) return coef < 0 ? `-${body}` : body;
  return coef < 0 ? ` - ${body}` : ` + ${body}`;
}

/**
 * A sum of terms [coef, variable] as KaTeX source with tidy signs: [[3,'x'],[-5,'']] → '3x - 5'.
 * Zero terms are skipped; all-zero gives '0'.
 */
export function polyText(terms: readonly (readonly [number, string])[]): string {
  let out = '';
  for (const [c, v] of terms) {
    if (c === 0) continue;
    out += termText(c, v, out !== '');
  }
  return out === '' ? '0' : out;
}

/**
 * The same sum in the answer-checker syntax with explicit '*': [[3,'x'],[-5,'']] → '3*x-5'.
 * Powers like 'x^2' may be used as the variable part.
 */
export function polyExpr(terms: readonly (readonly [number, string])[]): string {
  let out = '';
  for (const [c, v] of terms) {
    if (c === 0) continue;
    const abs = Math.abs(c);
    const body = v === '' ? String(abs) : abs === 1 ? v : `${abs}*${v}`;
    out += c < 0 ? `-${body}` : out === '' ? body : `+${body}`;
  }
  return out === '' ? '0' : out;
}

/** A number in KaTeX wrapped in brackets when negative: (-3). */
export function parenIfNeg(tex: string, value: number): string {
  return value < 0 ? `(${tex})` : tex;
}

export const PF_INSTRUCTION =
  'Oceń prawdziwość zdania. Wybierz P, jeśli zdanie jest prawdziwe, albo F, jeśli jest fałszywe.';
export const DOKONCZ_INSTRUCTION = 'Dokończ zdanie. Wybierz właściwą odpowiedź spośród podanych.';

/**
 * A true/false (P/F) closed task: options in the fixed exam order P, F; the wrong option
 * carries `errorKey`, and the matching common error (text form) is returned for commonErrors.
 */
export function trueFalse(
  truth: boolean,
  errorKey: string,
  feedback: string,
): { options: McqOption[]; answer: Extract<AnswerSpec, { kind: 'choice' }>; error: CommonError } {
  const options: McqOption[] = truth
    ? [{ text: 'P' }, { text: 'F', errorKey }]
    : [{ text: 'P', errorKey }, { text: 'F' }];
  return {
    options,
    answer: { kind: 'choice', index: truth ? 0 : 1 },
    error: { key: errorKey, wrong: { kind: 'text', accepted: [truth ? 'F' : 'P'] }, feedback },
  };
}

/** A common error for a multiple-choice distractor, its wrong value being the option text. */
export function textError(key: string, wrongText: string, feedback: string): CommonError {
  return { key, wrong: { kind: 'text', accepted: [wrongText] }, feedback };
}

/** A candidate misconception with its concrete wrong number, before de-duplication. */
export interface NumberErrorCandidate {
  key: string;
  value: Rational;
  feedback: string;
}

/**
 * Keeps only candidates whose wrong value differs from the correct one and from every
 * earlier candidate (first wins), so detectors never collide; returns them as CommonErrors.
 */
export function distinctNumberErrors(correct: Rational, candidates: readonly NumberErrorCandidate[]): CommonError[] {
  const seen: Rational[] = [correct];
  const out: CommonError[] = [];
  for (const c of candidates) {
    if (seen.some((s) => s.n === c.value.n && s.d === c.value.d)) continue;
    seen.push(c.value);
    out.push({ key: c.key, wrong: { kind: 'number', value: c.value }, feedback: c.feedback });
  }
  return out;
}

/** A number as a pupil would type it in Polish notation: 7, 2,5, -3/4 (non-terminating → fraction). */
export function typedNumber(r: Rational): string {
  if (r.d === 1) return String(r.n);
  if (isFiniteDecimal(r)) return String(Number((r.n / r.d).toFixed(10))).replace('.', ',');
  return `${r.n}/${r.d}`;
}

/**
 * A step whose answer is a number: expected typed in Polish notation, accepted in every
 * equivalent form, and wrong values (each a misconception code) matched to their feedback.
 * Error values equal to the expected value or to an earlier error are dropped.
 */
export function numberStep(spec: {
  prompt: string;
  value: Rational;
  hints: readonly [string, string, string];
  errors?: readonly { code: string; value: Rational; feedback: string }[];
  /** Show the expected value as a fraction (3/4) rather than a decimal, for fraction tasks. */
  fraction?: boolean;
}): QuestionStep {
  const seen: Rational[] = [spec.value];
  const errors: { code: string; patterns: string[]; feedback: string }[] = [];
  for (const e of spec.errors ?? []) {
    if (seen.some((s) => s.n === e.value.n && s.d === e.value.d)) continue;
    seen.push(e.value);
    errors.push({ code: e.code, patterns: [numberPattern(e.value)], feedback: e.feedback });
  }
  return step({
    prompt: spec.prompt,
    expected: spec.fraction && spec.value.d !== 1 ? `${spec.value.n}/${spec.value.d}` : typedNumber(spec.value),
    patterns: [numberPattern(spec.value)],
    hints: spec.hints,
    errors,
  });
}

/** A numeric misconception: its key, the wrong value it yields here and Polish feedback. */
export interface NumericMistake {
  key: string;
  value: Rational;
  feedback: string;
}

/** True when every mistake's value differs from the correct value and from each other. */
export function mistakesDistinct(correct: Rational, mistakes: readonly NumericMistake[]): boolean {
  const seen = [correct];
  for (const mk of mistakes) {
    if (seen.some((s) => eq(s, mk.value))) return false;
    seen.push(mk.value);
  }
  return true;
}

/** Common errors (number kind) from numeric mistakes. */
export function numericErrors(mistakes: readonly NumericMistake[]): CommonError[] {
  return mistakes.map((mk) => ({ key: mk.key, wrong: { kind: 'number', value: mk.value }, feedback: mk.feedback }));
}

/** KaTeX for a value: a finite decimal in Polish notation (2{,}5), otherwise a fraction. */
export function texValue(r: Rational): string {
  return isFiniteDecimal(r) ? texNumber(toNumber(r)) : texRational(r);
}

/**
 * Four-option multiple choice whose distractors are the mistakes' values (first three
 * distinct ones), formatted by `fmt`; returns matching text-kind common errors.
 */
export function mcqFromMistakes(
  rng: Rng,
  correct: Rational,
  mistakes: readonly NumericMistake[],
  fmt: (r: Rational) => string,
): { options: McqOption[]; answer: Extract<AnswerSpec, { kind: 'choice' }>; commonErrors: CommonError[] } {
  const correctText = fmt(correct);
  const distractors: McqOption[] = [];
  const commonErrors: CommonError[] = [];
  const seen = new Set([correctText]);
  for (const mk of mistakes) {
    const text = fmt(mk.value);
    if (seen.has(text) || distractors.length >= 3) continue;
    seen.add(text);
    distractors.push({ text, errorKey: mk.key });
    commonErrors.push(textError(mk.key, text, mk.feedback));
  }
  const { options, answer } = mcqFromErrors(rng, correctText, distractors);
  return { options, answer, commonErrors };
}

/** What a template's generate() returns; annotate generate with it when branches differ in params. */
export type GeneratedBody = ReturnType<QuestionTemplate['generate']>;

/** Money amount in KaTeX: whole złote as 240, otherwise always two decimals: 52{,}80. */
export function texMoney(r: Rational): string {
  if (r.d === 1) return texNumber(r.n);
  const cents = Math.round((r.n * 100) / r.d);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${texNumber(Math.floor(abs / 100))}{,}${String(abs % 100).padStart(2, '0')}`;
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

/** `redraw` typed for a whole generated item, so branches with different optional fields unify. */
export function redrawItem(draw: () => GeneratedBody | null | undefined, tries = 500): GeneratedBody {
  return redraw<GeneratedBody>(draw, tries);
}

/** KaTeX fraction exactly as written (no simplification), e.g. \frac{6}{8}. */
export function tf(n: number, d: number): string {
  return `\\frac{${n}}{${d}}`;
}

/** KaTeX mixed number 2\frac{1}{3}; whole part alone when the fraction part is zero. */
export function tmix(w: number, n: number, d: number): string {
  if (n === 0) return String(w);
  if (w === 0) return tf(n, d);
  return `${w}\\frac{${n}}{${d}}`;
}

/** KaTeX of a rational as a mixed number when improper (7/3 → 2\frac{1}{3}). */
export function texMixed(r: Rational): string {
  if (r.d === 1) return String(r.n);
  const sign = r.n < 0 ? '-' : '';
  const a = Math.abs(r.n);
  return sign + tmix(Math.floor(a / r.d), a % r.d, r.d);
}

/** "5 jabłek" with the right Polish plural form (number in Polish notation). */
export function qty(n: number, forms: NounForms): string {
  return `${formatNumber(n)} ${pluralForm(n, forms)}`;
}

export type TypedForm = 'fraction' | 'decimal' | 'mixed';

/**
 * A value as a pupil would type it: integers plainly (12500); otherwise as a fraction (3/4),
 * a decimal (2,5, only when it terminates) or a mixed number (2 1/2).
 */
export function typed(value: Rational | number, form: TypedForm = 'fraction'): string {
  const r = typeof value === 'number' ? ratOf(value) : value;
  if (r.d === 1) return String(r.n);
  if (form === 'decimal' && isFiniteDecimal(r)) return typedNumber(r);
  const a = Math.abs(r.n);
  if (form === 'mixed' && a > r.d) return `${r.n < 0 ? '-' : ''}${Math.floor(a / r.d)} ${a % r.d}/${r.d}`;
  return `${r.n}/${r.d}`;
}

/** Step answer for a number: expected text plus a pattern accepting every equal form. */
export function numStep(
  value: Rational | number,
  form: TypedForm = 'fraction',
): { expected: string; patterns: string[] } {
  const r = typeof value === 'number' ? ratOf(value) : value;
  const patterns = [numberPattern(r)];
  if (r.d === 1 && Math.abs(r.n) >= 1000) {
    // Pupils often group thousands with a space: 12 500.
    patterns.push(`^${r.n < 0 ? '-' : ''}${Math.abs(r.n).toLocaleString('en-US').replace(/,/g, ' ?')}$`);
  }
  return { expected: typed(r, form), patterns };
}

/** Step answer that must be this exact fraction text (e.g. unsimplified 6/8 or simplest 3/4). */
export function fracStep(n: number, d: number): { expected: string; patterns: string[] } {
  return { expected: `${n}/${d}`, patterns: [`^${n}/${d}$`] };
}

/** Pattern for an exact literal text after normalisation (lowercase, comma → dot). */
export function literalPattern(s: string): string {
  return `^${escapeRegex(s.trim().toLowerCase().replace(/,/g, '.'))}$`;
}

/** True when all wrong values differ from the correct one and from each other. */
export function distinct(correct: Rational | number, wrongs: readonly (Rational | number)[]): boolean {
  const all = [correct, ...wrongs].map((x) => (typeof x === 'number' ? ratOf(x) : x));
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) if (eq(all[i]!, all[j]!)) return false;
  }
  return true;
}

/** Decimal number (finite) rounded to drop binary noise, e.g. 0.1 + 0.2 → 0.3. */
export function dec(x: number, digits = 6): number {
  return Number(x.toFixed(digits));
}
