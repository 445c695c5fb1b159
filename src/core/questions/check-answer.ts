/**
 * Final-answer checking: forgiving about form, strict about value (content-and-adaptivity.md §3).
 * `invalid` is never counted as wrong: it asks the pupil to fix the notation ("Popraw zapis",
 * "Skróć ułamek", "Podaj jednostkę") and try again.
 *
 * Decisions:
 * - A unit the item does not accept but of the same kind (m instead of cm) → invalid
 *   "Podaj wynik w cm" (no silent conversion: unit-conversion items would be trivial).
 *   A unit of another kind (cm for an area) → incorrect with errorKey 'wrong_unit'.
 * - A disallowed form (decimal where a fraction is required) → invalid, whatever the value.
 * - An unreduced fraction with requireSimplest → invalid only when its value is right;
 *   a wrong unreduced fraction is simply incorrect.
 * - Text answers: case, spaces, quotes and a final full stop are ignored; missing Polish
 *   diacritics are accepted (phones and school computers often lack a Polish keyboard, and
 *   no accepted answer pair in our content differs only by diacritics).
 */
import { type Rational, eq, sub, toNumber, div, rat, cmp } from '../math/rational.ts';
import {
  type NumberForm,
  parseNumberInput,
  parseNumberList,
  normaliseUnit,
  unitDimension,
} from '../math/parse-number.ts';
import {
  equivalent,
  hasBracketProduct,
  parseExpression,
  simplificationIssue,
  type ExprNode,
} from '../math/expression.ts';
import type { AnswerSpec, CommonError, McqOption, NumberForms, QuestionInstance, WrongValue } from './types.ts';

export type CheckResult =
  | { result: 'correct' }
  | { result: 'incorrect'; errorKey?: string; feedback?: string }
  | { result: 'invalid'; reason: string };

/** What the checker needs from an item (a full QuestionInstance fits). */
export type CheckableQuestion = Pick<QuestionInstance, 'answer'> &
  Partial<Pick<QuestionInstance, 'type' | 'commonErrors' | 'options' | 'unitLabel'>>;

export const WRONG_UNIT_KEY = 'wrong_unit';

const INCORRECT: CheckResult = { result: 'incorrect' };
const invalid = (reason: string): CheckResult => ({ result: 'invalid', reason });

export function checkAnswer(q: CheckableQuestion, input: string | number): CheckResult {
  const answer = q.answer;
  if (answer.kind === 'choice') return checkChoice(answer, q.options ?? [], q.commonErrors ?? [], input);
  const text = typeof input === 'number' ? String(input) : input;
  if (text.trim() === '') return invalid('Wpisz odpowiedź.');
  switch (answer.kind) {
    case 'number':
      return checkNumber(answer, q.commonErrors ?? [], q.unitLabel, text);
    case 'numbers':
      return checkNumbers(answer, q.commonErrors ?? [], text);
    case 'expression':
      return checkExpression(answer, q.commonErrors ?? [], text);
    case 'text':
      return checkText(answer, q.commonErrors ?? [], text);
  }
}

function errorResult(error: CommonError): CheckResult {
  return { result: 'incorrect', errorKey: error.key, feedback: error.feedback };
}

function checkChoice(
  answer: Extract<AnswerSpec, { kind: 'choice' }>,
  options: readonly McqOption[],
  errors: readonly CommonError[],
  input: string | number,
): CheckResult {
  const index = typeof input === 'number' ? input : /^\s*\d+\s*$/.test(input) ? Number(input) : NaN;
  if (!Number.isInteger(index) || index < 0 || (options.length > 0 && index >= options.length)) {
    return invalid('Wybierz jedną z odpowiedzi.');
  }
  if (index === answer.index) return { result: 'correct' };
  const key = options[index]?.errorKey;
  if (!key) return INCORRECT;
  const error = errors.find((e) => e.key === key);
  return { result: 'incorrect', errorKey: key, ...(error ? { feedback: error.feedback } : {}) };
}

const FORM_NAMES: Record<NumberForm, string> = {
  integer: 'liczbę całkowitą',
  decimal: 'ułamek dziesiętny (np. 2,5)',
  fraction: 'ułamek zwykły (np. 5/2)',
  mixed: 'liczbę mieszaną (np. 2 1/2)',
  percent: 'procent (np. 25%)',
  scientific: 'w notacji wykładniczej (np. 3,2·10^5)',
};

function formInstruction(form: NumberForm): string {
  return form === 'scientific'
    ? 'Zapisz wynik w notacji wykładniczej (np. 3,2·10^5).'
    : `Zapisz wynik jako ${FORM_NAMES[form]}.`;
}

function allowedForms(forms: NumberForms | undefined): Record<NumberForm, boolean> {
  const decimal = forms?.decimal ?? true;
  return {
    integer: true,
    decimal,
    fraction: forms?.fraction ?? true,
    mixed: forms?.mixed ?? true,
    percent: forms?.percent ?? false,
    scientific: forms?.scientific ?? decimal,
  };
}

/** Reason the written form is not allowed, or null. */
function formProblem(form: NumberForm, allowed: Record<NumberForm, boolean>): string | null {
  if (allowed[form]) return null;
  const alternatives = (['fraction', 'mixed', 'decimal'] as const).filter((f) => allowed[f]);
  if (form === 'percent') return 'Podaj wynik jako liczbę, bez znaku %.';
  const target = alternatives[0];
  if (!target) return 'Zapisz wynik jako liczbę całkowitą.';
  if (form === 'fraction' && alternatives.includes('mixed') && !alternatives.includes('decimal')) {
    return 'Zapisz wynik jako liczbę mieszaną (np. 2 1/2).';
  }
  return formInstruction(target);
}

function checkNumber(
  answer: Extract<AnswerSpec, { kind: 'number' }>,
  errors: readonly CommonError[],
  unitLabel: string | undefined,
  text: string,
): CheckResult {
  const parsed = parseNumberInput(text);
  if (!parsed.ok) return invalid(parsed.reason);
  let { value, form, unit } = parsed.value;
  const { unsimplified, mantissa } = parsed.value;
  const allowed = allowedForms(answer.forms);
  const accepted = (answer.unit?.accepted ?? []).map(normaliseUnit);
  const canonical = answer.unit?.accepted[0];

  if (unit === '%' && !accepted.includes('%')) {
    if (!allowed.percent && answer.requiredForm !== 'percent') return invalid('Podaj wynik jako liczbę, bez znaku %.');
    value = div(value, rat(100));
    form = 'percent';
    unit = null;
  }

  let wrongUnit = false;
  if (unit !== null && !accepted.includes(unit)) {
    if (!answer.unit) {
      if (!(unitLabel && normaliseUnit(unitLabel) === unit)) return invalid('Wpisz samą liczbę, bez jednostki.');
    } else {
      const given = unitDimension(unit);
      if (given === undefined) return invalid(`Nie rozpoznaję jednostki „${unit}”. Popraw zapis.`);
      if (given === unitDimension(canonical ?? '')) return invalid(`Podaj wynik w ${canonical}.`);
      wrongUnit = true;
    }
  } else if (unit === null && answer.unit?.required) {
    return invalid(`Podaj jednostkę (${canonical}).`);
  }

  if (answer.requiredForm) {
    const ok =
      answer.requiredForm === form ||
      (answer.requiredForm === 'fraction' && form === 'integer' && answer.value.d === 1) ||
      (answer.requiredForm === 'decimal' && form === 'integer');
    if (!ok) return invalid(formInstruction(answer.requiredForm));
    if (form === 'scientific' && mantissa) {
      const abs = mantissa.n < 0 ? rat(-mantissa.n, mantissa.d) : mantissa;
      if (cmp(abs, rat(1)) < 0 || cmp(abs, rat(10)) >= 0) {
        return invalid('W notacji wykładniczej pierwszy czynnik jest nie mniejszy niż 1 i mniejszy niż 10.');
      }
    }
  } else {
    const problem = formProblem(form, allowed);
    if (problem) return invalid(problem);
  }

  const right =
    answer.tolerance !== undefined
      ? Math.abs(toNumber(sub(value, answer.value))) <= answer.tolerance + 1e-12
      : eq(value, answer.value);
  if (right) {
    if (answer.requireSimplest && unsimplified) return invalid('Skróć ułamek.');
    if (wrongUnit) return wrongUnitResult(canonical, unit);
    return { result: 'correct' };
  }
  const error = errors.find((e) => e.wrong.kind === 'number' && eq(e.wrong.value, value));
  if (error) return errorResult(error);
  if (wrongUnit) return wrongUnitResult(canonical, unit);
  return INCORRECT;
}

function wrongUnitResult(canonical: string | undefined, given: string | null): CheckResult {
  return {
    result: 'incorrect',
    errorKey: WRONG_UNIT_KEY,
    feedback: `Sprawdź jednostkę: tu wynik podajemy w ${canonical}, a nie w ${given}.`,
  };
}

function sameList(
  expected: readonly Rational[],
  given: readonly Rational[],
  ordered: boolean,
  expectedLabels: readonly string[] | undefined,
  givenLabels: readonly (string | null)[],
): boolean {
  if (expected.length !== given.length) return false;
  if (expectedLabels && givenLabels.every((l) => l !== null)) {
    const want = expectedLabels.map((l) => l.toLowerCase());
    const byLabel = new Map<string, Rational>();
    givenLabels.forEach((l, i) => byLabel.set(l!, given[i]!));
    if (byLabel.size === want.length && want.every((l) => byLabel.has(l))) {
      return want.every((l, i) => eq(byLabel.get(l)!, expected[i]!));
    }
  }
  if (ordered) return expected.every((v, i) => eq(v, given[i]!));
  const rest = [...given];
  for (const v of expected) {
    const i = rest.findIndex((g) => eq(g, v));
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  return true;
}

function checkNumbers(
  answer: Extract<AnswerSpec, { kind: 'numbers' }>,
  errors: readonly CommonError[],
  text: string,
): CheckResult {
  const parsed = parseNumberList(text, answer.values.length);
  if (!parsed.ok) return invalid(parsed.reason);
  const { values, labels } = parsed.value;
  if (answer.labels) {
    const want = answer.labels.map((l) => l.toLowerCase());
    const unknown = labels.find((l) => l !== null && !want.includes(l));
    if (unknown) return invalid(`Nieznana niewiadoma „${unknown}”. Użyj: ${answer.labels.join(', ')}.`);
  }
  if (sameList(answer.values, values, answer.ordered, answer.labels, labels)) return { result: 'correct' };
  const error = errors.find(
    (e) => e.wrong.kind === 'numbers' && sameList(e.wrong.values, values, answer.ordered, answer.labels, labels),
  );
  return error ? errorResult(error) : INCORRECT;
}

function parseOwn(expr: string, variables: readonly string[]): ExprNode {
  const parsed = parseExpression(expr, variables);
  if (!parsed.ok) throw new Error(`Template expression "${expr}" does not parse: ${parsed.reason}`);
  return parsed.value;
}

/** Form rule violation for an expression, or null. */
export function expressionFormIssue(
  node: ExprNode,
  form: 'any' | 'expanded' | 'simplified' | undefined,
): string | null {
  if (!form || form === 'any') return null;
  if (hasBracketProduct(node)) return 'Opuść nawiasy — wykonaj mnożenie.';
  if (form === 'simplified') return simplificationIssue(node);
  return null;
}

function checkExpression(
  answer: Extract<AnswerSpec, { kind: 'expression' }>,
  errors: readonly CommonError[],
  text: string,
): CheckResult {
  const parsed = parseExpression(text, answer.variables);
  if (!parsed.ok) return invalid(parsed.reason);
  const expected = parseOwn(answer.expr, answer.variables);
  if (equivalent(parsed.value, expected, answer.variables)) {
    const issue = expressionFormIssue(parsed.value, answer.form);
    return issue ? invalid(issue) : { result: 'correct' };
  }
  const error = errors.find(
    (e) =>
      e.wrong.kind === 'expression' &&
      equivalent(parsed.value, parseOwn(e.wrong.expr, answer.variables), answer.variables),
  );
  return error ? errorResult(error) : INCORRECT;
}

/** Lowercase, single spaces, no quotes or final full stop; `stripDiacritics` also folds ą→a, ł→l… */
export function normaliseText(s: string, stripDiacritics = false): string {
  let t = s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[„”“"'‘’«»]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '')
    .trim();
  if (stripDiacritics)
    t = t
      .replace(/ł/g, 'l')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  return t;
}

function textMatches(accepted: readonly string[], input: string): boolean {
  const exact = normaliseText(input);
  if (accepted.some((a) => normaliseText(a) === exact)) return true;
  const folded = normaliseText(input, true);
  return accepted.some((a) => normaliseText(a, true) === folded);
}

function checkText(
  answer: Extract<AnswerSpec, { kind: 'text' }>,
  errors: readonly CommonError[],
  text: string,
): CheckResult {
  if (textMatches(answer.accepted, text)) return { result: 'correct' };
  const error = errors.find((e) => e.wrong.kind === 'text' && textMatches(e.wrong.accepted, text));
  return error ? errorResult(error) : INCORRECT;
}

/** Does a common error's wrong value equal the correct answer? (A template bug the harness reports.) */
export function wrongEqualsAnswer(answer: AnswerSpec, wrong: WrongValue): boolean {
  if (answer.kind === 'number' && wrong.kind === 'number') return eq(answer.value, wrong.value);
  if (answer.kind === 'numbers' && wrong.kind === 'numbers') {
    return sameList(answer.values, wrong.values, answer.ordered, undefined, []);
  }
  if (answer.kind === 'expression' && wrong.kind === 'expression') {
    return equivalent(
      parseOwn(answer.expr, answer.variables),
      parseOwn(wrong.expr, answer.variables),
      answer.variables,
    );
  }
  if (answer.kind === 'text' && wrong.kind === 'text')
    return wrong.accepted.some((w) => textMatches(answer.accepted, w));
  return false;
}
