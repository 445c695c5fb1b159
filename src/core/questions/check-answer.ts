/**
 * Final-answer checking: forgiving about form, strict about value (content-and-adaptivity.md §3).
 * `invalid` is never counted as wrong: it asks the pupil to fix the notation ("Popraw zapis",
 * "Skróć ułamek", "Podaj jednostkę") and try again.
 *
 * Decisions:
 * - The item's unit is `answer.unit` or, when that is absent, the `unitLabel` shown beside the
 *   input. A unit the item does not accept but of the same kind (m instead of cm) → invalid
 *   "Podaj wynik w cm" (no silent conversion: unit-conversion items would be trivial).
 *   A unit of another kind (cm for an area) → incorrect with errorKey 'wrong_unit'.
 * - Where the answer is a percentage (the item's unit is %), "30%" and "30 %" mean 30.
 * - Where the answer is a multiple of π (unitLabel "π cm"), the number before π is the answer:
 *   "14", "14π", "14 pi", "14π cm", "7π/2" are all accepted; a decimal approximation of the
 *   exact value is invalid ("Podaj wynik dokładny, z użyciem π"). π typed in any other number
 *   item is invalid.
 * - A disallowed form (decimal where a fraction is required) → invalid, whatever the value.
 * - An unreduced fraction with requireSimplest → invalid only when its value is right;
 *   a wrong unreduced fraction is simply incorrect.
 * - Text answers: case, spaces, quotes and a final full stop are ignored; missing Polish
 *   diacritics are accepted (phones and school computers often lack a Polish keyboard, and
 *   no accepted answer pair in our content differs only by diacritics). A text answer that is
 *   not of the answer's form — not a relation sign where one is asked, not one P/F verdict per
 *   sentence — is invalid, not wrong: the pupil has not answered the question yet.
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
import { checkOpenTaskAnswer } from './open-task.ts';
import { pluralForm } from '../text/plural.ts';
import type { AnswerSpec, CommonError, McqOption, NumberForms, QuestionInstance, WrongValue } from './types.ts';

export type CheckResult =
  | { result: 'correct' }
  | { result: 'incorrect'; errorKey?: string; feedback?: string }
  | { result: 'invalid'; reason: string };

/** What the checker needs from an item (a full QuestionInstance fits). */
export type CheckableQuestion = Pick<QuestionInstance, 'answer'> &
  Partial<Pick<QuestionInstance, 'type' | 'commonErrors' | 'options' | 'unitLabel' | 'truthCount'>>;

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
      return checkText(answer, q.commonErrors ?? [], q.truthCount, text);
    case 'parts':
      // An open task answered as a whole (practice): scored by its marking scheme.
      return checkOpenTaskAnswer(answer, text);
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

/** "π cm²" → a multiple of π measured in cm²; "π" alone → a multiple of π without a unit. */
const PI_LABEL = /^\s*π\s*/;

/** The units an item's number answer may carry: its answer spec's, else the unit beside the input. */
function itemUnits(
  answer: Extract<AnswerSpec, { kind: 'number' }>,
  unitLabel: string | undefined,
): { accepted: string[]; canonical: string | undefined; required: boolean } {
  if (answer.unit) {
    return {
      accepted: answer.unit.accepted.map(normaliseUnit),
      canonical: answer.unit.accepted[0],
      required: answer.unit.required,
    };
  }
  const label = unitLabel?.replace(PI_LABEL, '').trim();
  if (!label) return { accepted: [], canonical: undefined, required: false };
  return { accepted: [normaliseUnit(label)], canonical: label, required: false };
}

const PI_SIGN = /\s*[*·×⋅]?\s*(?:π|pi(?![a-ząćęłńóśźż]))\s*/i;

/** "14π cm" → "14 cm", "7π/2" → "7/2", "-π" → "-1"; null when no π is typed. */
function withoutPi(text: string): string | null {
  const m = PI_SIGN.exec(text);
  if (!m) return null;
  let before = text.slice(0, m.index).trim();
  const after = text.slice(m.index + m[0].length).trim();
  if (before === '' || before === '-' || before === '+' || before === '\u2212') before += '1';
  if (after === '') return before;
  return /^[/:]/.test(after) ? `${before}${after}` : `${before} ${after}`;
}

function checkNumber(
  answer: Extract<AnswerSpec, { kind: 'number' }>,
  errors: readonly CommonError[],
  unitLabel: string | undefined,
  input: string,
): CheckResult {
  const piItem = PI_LABEL.test(unitLabel ?? '');
  const noPi = withoutPi(input);
  if (noPi !== null && !piItem) return invalid('Podaj wynik jako liczbę, bez π.');
  const text = noPi ?? input;
  const parsed = parseNumberInput(text);
  if (!parsed.ok) return invalid(piItem ? 'Wpisz liczbę, która stoi przed π, np. 5 albo 5π.' : parsed.reason);
  let { value, form, unit } = parsed.value;
  const { unsimplified, mantissa } = parsed.value;
  const allowed = allowedForms(answer.forms);
  const units = itemUnits(answer, unitLabel);
  const canonical = units.canonical;

  if (unit === '%' && !units.accepted.includes('%')) {
    if (!allowed.percent && answer.requiredForm !== 'percent') return invalid('Podaj wynik jako liczbę, bez znaku %.');
    value = div(value, rat(100));
    form = 'percent';
    unit = null;
  }

  let wrongUnit = false;
  if (unit !== null && !units.accepted.includes(unit)) {
    const given = unitDimension(unit);
    if (canonical === undefined) return invalid('Wpisz samą liczbę, bez jednostki.');
    if (given === undefined) return invalid(`Nie rozpoznaję jednostki „${unit}”. Popraw zapis.`);
    if (given === unitDimension(canonical)) return invalid(`Podaj wynik w ${canonical}.`);
    wrongUnit = true;
  } else if (unit === null && units.required) {
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
  if (piItem && noPi === null && approximatesPiMultiple(value, answer.value)) {
    return invalid('Podaj wynik dokładny, z użyciem π, a nie jego przybliżenie: wpisz liczbę, która stoi przed π.');
  }
  return INCORRECT;
}

/** 43,96 or 44 for 14π: within 1% of the exact value (π ≈ 3,14 and π ≈ 22/7 both fit). */
function approximatesPiMultiple(typed: Rational, coefficient: Rational): boolean {
  const exact = toNumber(coefficient) * Math.PI;
  return exact !== 0 && Math.abs(toNumber(typed) - exact) <= 0.01 * Math.abs(exact);
}

const MEASURE_OF: Record<string, string> = {
  area: 'Pole podajemy w jednostkach kwadratowych',
  volume: 'Objętość podajemy w jednostkach sześciennych',
  length: 'Długość podajemy w jednostkach długości',
};

function wrongUnitResult(canonical: string | undefined, given: string | null): CheckResult {
  const measure = MEASURE_OF[unitDimension(canonical ?? '') ?? ''];
  return {
    result: 'incorrect',
    errorKey: WRONG_UNIT_KEY,
    feedback: `Sprawdź jednostkę${measure ? `. ${measure}` : ''}: tu wynik podajemy w ${canonical}, a nie w ${given}.`,
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

const RELATION_SIGNS = ['<', '>', '='];

/**
 * Text answers of a fixed form, told apart by the form of every accepted spelling: when all of
 * them are, say, durations, an input that is no duration is not an answer ("xyz") but a typing
 * slip to point out. `form` tests the input folded by normaliseText(…, true); it also admits the
 * wrong answers of that form (15:82, 2 h 60 min), so the misconceptions are still named.
 */
const DURATION_FORM = /^(?=.*\d)(?:(\d+) ?(?:h|godz|godzin[aey]?) ?(?:i )?)?(?:(\d+) ?(?:min|minut[aey]?))?$/;

const TEXT_FORMS: readonly { form: RegExp; problem: string }[] = [
  { form: DURATION_FORM, problem: 'Wpisz czas w godzinach i minutach, np. 2 h 35 min.' },
  { form: /^\d{1,2}[:.]\d{2,3}$/, problem: 'Wpisz godzinę w postaci gg:mm, np. 7:05.' },
  {
    form: /^(we? )?(poniedzial|wtor|srod|czwart|piat|sobot|niedziel)[a-z]*$/,
    problem: 'Wpisz nazwę dnia tygodnia, np. środa.',
  },
];

/** One verdict per sentence from "PF", "P F", "1. P, 2. F", "prawda, fałsz"; null when not that. */
export function parseVerdicts(input: string): string | null {
  const words = normaliseText(input, true)
    .replace(/\d+\s*[.)]?\s*/g, ' ')
    .replace(/[,;.]/g, ' ')
    .trim();
  if (words === '') return null;
  let out = '';
  for (const word of words.split(/\s+/)) {
    if (word === 'prawda') out += 'P';
    else if (word === 'falsz') out += 'F';
    else if (/^[pf]+$/.test(word)) out += word.toUpperCase();
    else return null;
  }
  return out;
}

/** Why a text answer is not of the answer's form (a relation sign, P/F verdicts, TEXT_FORMS), or null. */
function textFormProblem(
  answer: Extract<AnswerSpec, { kind: 'text' }>,
  truthCount: number | undefined,
  text: string,
): string | null {
  if (truthCount !== undefined) {
    const verdicts = parseVerdicts(text);
    if (verdicts !== null && verdicts.length === truthCount) return null;
    const letters = pluralForm(truthCount, { one: 'literę', few: 'litery', many: 'liter' });
    return `Oceń każde zdanie: wpisz ${truthCount} ${letters} P albo F, po jednej dla każdego zdania (np. ${'PF'.repeat(truthCount).slice(0, truthCount)}).`;
  }
  if (answer.accepted.every((a) => RELATION_SIGNS.includes(a.trim()))) {
    return RELATION_SIGNS.includes(text.trim()) ? null : 'Wpisz jeden znak: <, > lub =.';
  }
  const ofForm = (form: RegExp, t: string) => form.test(foldForForm(t));
  const fixed = TEXT_FORMS.find((f) => answer.accepted.every((a) => ofForm(f.form, a)));
  if (fixed && !ofForm(fixed.form, text)) return fixed.problem;
  return null;
}

function foldForForm(t: string): string {
  return normaliseText(t, true).replace(/(?<=[a-z])\./g, '');
}

/** A duration's length in minutes ("2 h 20 min", "140 min", "2 godziny"), or null when not a duration. */
function durationMinutes(t: string): number | null {
  const m = DURATION_FORM.exec(foldForForm(t));
  if (!m) return null;
  const minutes = Number(m[2] ?? 0);
  // "1 h 80 min" is not how a length of time is written; only minutes alone may pass 59.
  if (m[1] !== undefined && minutes >= 60) return null;
  return Number(m[1] ?? 0) * 60 + minutes;
}

/** The same length of time written another way (140 min for 2 h 20 min) is the same answer. */
function sameDuration(accepted: readonly string[], text: string): boolean {
  const wanted = accepted.map(durationMinutes);
  const given = durationMinutes(text);
  return given !== null && wanted.length > 0 && wanted.every((w) => w === given);
}

function checkText(
  answer: Extract<AnswerSpec, { kind: 'text' }>,
  errors: readonly CommonError[],
  truthCount: number | undefined,
  text: string,
): CheckResult {
  if (textMatches(answer.accepted, text) || sameDuration(answer.accepted, text)) return { result: 'correct' };
  const problem = textFormProblem(answer, truthCount, text);
  if (problem) return invalid(problem);
  if (truthCount !== undefined) {
    // Any spelling of the verdicts counts ("P. F", "1P2F"): compare the letters themselves.
    const verdicts = parseVerdicts(text);
    const sameVerdicts = (accepted: readonly string[]) => accepted.some((a) => parseVerdicts(a) === verdicts);
    if (sameVerdicts(answer.accepted)) return { result: 'correct' };
    const error = errors.find((e) => e.wrong.kind === 'text' && sameVerdicts(e.wrong.accepted));
    return error ? errorResult(error) : INCORRECT;
  }
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
