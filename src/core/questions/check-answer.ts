/**
 * Final-answer checking: forgiving about form, strict about value (content-and-adaptivity.md §3).
 * `invalid` is never counted as wrong: it asks the pupil to fix the notation ("Popraw zapis",
 * "Skróć ułamek", "Podaj jednostkę") and try again.
 *
 * Decisions:
 * - The item's unit is `answer.unit` or, when that is absent, the `unitLabel` shown beside the
 *   input. A unit the item does not accept but of the same kind (m² instead of cm²) is converted:
 *   0,0012 m² is 12 cm² (issue 25). Where the stem asks for the unit (`unitAsked`: "Zamień na cm",
 *   the unit-conversion skills) it stays invalid "Podaj wynik w cm" — converting is the task.
 *   A unit of another kind (cm for an area) → incorrect with errorKey 'wrong_unit'.
 * - A final full stop ends the pupil's sentence ("11%.", "6."); "176 zł 40 gr", "3 h 30 min",
 *   "2,3 x 10^7", a named point "S=(5,5; 0)" and a remainder "608 r. 1" are read as written
 *   (parse-number.ts). A relation written out whole ("5/6 > 5/7") is read as its sign.
 * - An exact answer (3√2) typed as its decimal approximation (4,24) is invalid: "Podaj wynik
 *   dokładny…".
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
  convertUnit,
  parseNumberInput,
  parseNumberList,
  normaliseUnit,
  unitDimension,
  withoutFinalStop,
} from '../math/parse-number.ts';
import {
  equivalent,
  evaluate,
  hasBracketProduct,
  parseExpression,
  simplificationIssue,
  type ExprNode,
} from '../math/expression.ts';
import { checkOpenTaskAnswer } from './open-task.ts';
import { pluralForm } from '../text/plural.ts';
import type {
  AnswerSpec,
  CommonError,
  McqOption,
  NumberForms,
  QuestionInstance,
  VerdictRow,
  WrongValue,
} from './types.ts';

export type CheckResult =
  | { result: 'correct' }
  | { result: 'incorrect'; errorKey?: string; feedback?: string }
  | { result: 'invalid'; reason: string };

/** What the checker needs from an item (a full QuestionInstance fits). */
export type CheckableQuestion = Pick<QuestionInstance, 'answer'> &
  Partial<Pick<QuestionInstance, 'type' | 'commonErrors' | 'options' | 'unitLabel' | 'truthCount' | 'verdictRows'>>;

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
      return checkExpression(answer, q.commonErrors ?? [], q.unitLabel, text);
    case 'text':
      return checkText(answer, q.commonErrors ?? [], q.truthCount, text, q.verdictRows);
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
  /** The unit as typed, before a conversion: 12 m² for 12 cm² is the right number in the wrong unit. */
  let typedInOtherUnit: Rational | null = null;
  const { unsimplified, mantissa } = parsed.value;
  const allowed = allowedForms(answer.forms);
  const units = itemUnits(answer, unitLabel);
  const canonical = units.canonical;

  // "−7 stopni" where the item's unit is °C: degrees of temperature, not of an angle.
  if (unit === '°' && canonical !== undefined && normaliseUnit(canonical) === '°c') unit = '°c';
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
    if (given === unitDimension(canonical)) {
      const converted = answer.unitAsked ? null : convertUnit(value, unit, canonical);
      if (!converted) return invalid(`Podaj wynik w ${canonical}.`);
      typedInOtherUnit = value;
      value = converted;
      unit = canonical;
    } else wrongUnit = true;
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
  if (typedInOtherUnit && eq(typedInOtherUnit, answer.value)) {
    return wrongUnitResult(canonical, parsed.value.unit, true);
  }
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

function wrongUnitResult(canonical: string | undefined, given: string | null, sameKind = false): CheckResult {
  const measure = sameKind ? undefined : MEASURE_OF[unitDimension(canonical ?? '') ?? ''];
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

/** "3√2 cm": the unit shown beside the box, typed after an exact value, is not part of the expression. */
function withoutItemUnit(text: string, unitLabel: string | undefined): string {
  const unit = unitLabel?.trim();
  if (!unit) return text;
  const escaped = unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`\\s*${escaped}\\s*$`, 'i'), '');
}

/** A decimal within 1% of an exact irrational value: 4,24 for 3√2. */
function approximatesExact(text: string, expected: ExprNode): boolean {
  const typed = parseNumberInput(text);
  if (!typed.ok || typed.value.unit !== null || typed.value.form !== 'decimal') return false;
  const exact = evaluate(expected, {});
  const value = toNumber(typed.value.value);
  return Number.isFinite(exact) && exact !== 0 && Math.abs(value - exact) <= 0.01 * Math.abs(exact);
}

function checkExpression(
  answer: Extract<AnswerSpec, { kind: 'expression' }>,
  errors: readonly CommonError[],
  unitLabel: string | undefined,
  input: string,
): CheckResult {
  const text = withoutItemUnit(withoutFinalStop(input), unitLabel);
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
  if (error) return errorResult(error);
  if (answer.variables.length === 0 && approximatesExact(text, expected)) {
    return invalid('Podaj wynik dokładny (np. 5√2), a nie jego przybliżenie dziesiętne.');
  }
  return INCORRECT;
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
  {
    // Also hours as a decimal ("3,4 h"): a length of time, so a wrong one is wrong, not a typing slip.
    form: new RegExp(`^(?:\\d+[.,]\\d+ ?(?:h|godz|godzin[aey]?)|${DURATION_FORM.source.slice(1, -1)})$`),
    problem: 'Wpisz czas w godzinach i minutach, np. 2 h 35 min.',
  },
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

/**
 * The letters of a verdict-rows answer ("T2"), one per row, from any spelling a pupil may type:
 * "T2", "t 2", "TAK, 2", "tak, ponieważ 2.", "NIE 3"; a choice is its letter or its text. Null
 * when the input is not one choice per row.
 */
export function parseRowVerdicts(input: string, rows: readonly VerdictRow[]): string | null {
  const fold = (t: string) => normaliseText(t, true);
  let rest = fold(input)
    .replace(/\bponiewaz\b/g, ' ')
    .replace(/[,;.:()]/g, ' ')
    .trim();
  let out = '';
  for (const row of rows) {
    rest = rest.trimStart();
    // The longest spelling first ("tak" before "t").
    const spellings = row.choices
      .flatMap((c) => [
        { letter: c.letter, word: fold(c.text) },
        { letter: c.letter, word: fold(c.letter) },
      ])
      .sort((a, b) => b.word.length - a.word.length);
    // A word ends where a letter-word meets a non-letter, a digit-word a non-digit ("t2", "tak 2").
    const ends = (word: string, next: string) =>
      next === '' || (/\p{L}$/u.test(word) ? !/^\p{L}/u.test(next) : !/^\d/.test(next));
    const hit = spellings.find((sp) => rest.startsWith(sp.word) && ends(sp.word, rest.slice(sp.word.length)));
    if (!hit) return null;
    out += hit.letter;
    rest = rest.slice(hit.word.length);
  }
  return rest.trim() === '' ? out : null;
}

/** Why a text answer is not of the answer's form (a relation sign, P/F verdicts, TEXT_FORMS), or null. */
function textFormProblem(
  answer: Extract<AnswerSpec, { kind: 'text' }>,
  truthCount: number | undefined,
  text: string,
  rows?: readonly VerdictRow[],
): string | null {
  if (rows) {
    if (parseRowVerdicts(text, rows) !== null) return null;
    const example = rows.map((r) => r.choices[0]!.letter).join('');
    return `Wybierz po jednej odpowiedzi w każdym wierszu (${rows.map((r) => r.choices.map((c) => c.letter).join('/')).join(', ')}), np. ${example}.`;
  }
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
  // Hours as a decimal: "3,5 h", "1,25 godz." (a whole number of minutes).
  const decimal = /^(\d+[.,]\d+) ?(?:h|godz|godzin[aey]?)$/.exec(foldForForm(t));
  if (decimal) {
    const minutes = Number(decimal[1]!.replace(',', '.')) * 60;
    return Number.isInteger(Math.round(minutes * 1e9) / 1e9) ? Math.round(minutes) : null;
  }
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

/** "godz. 15:46", "o 15:46", "godzina 15:46" → "15:46" (for clock-time answers). */
function withoutClockWord(text: string): string {
  return text.replace(/^\s*(?:o\s+)?(?:godz\.?|godzina|godzinie)?\s*(?=\d{1,2}[:.]\d{2}\s*$)/i, '');
}

const FLIPPED: Record<string, string> = { '<': '>', '>': '<', '=': '=' };

/** A number or an arithmetic expression's value ("5/6", "2^3", "0,8"), or null. */
function valueOf(side: string): number | null {
  const n = parseNumberInput(side);
  if (n.ok && n.value.unit === null) return toNumber(n.value.value);
  const e = parseExpression(side, []);
  return e.ok ? evaluate(e.value, {}) : null;
}

/**
 * "5/6 > 5/7" (the whole relation instead of the sign) → ">", when its two sides are the two
 * compared values, in either order ("5/7 < 5/6" is ">" too); null otherwise.
 */
function relationSign(answer: Extract<AnswerSpec, { kind: 'text' }>, text: string): string | null {
  if (!answer.compared) return null;
  const m = /^(.+?)\s*(<|>|=)\s*(.+)$/.exec(withoutFinalStop(text.trim()));
  if (!m) return null;
  const [left, right] = [valueOf(m[1]!), valueOf(m[3]!)];
  if (left === null || right === null) return null;
  const [a, b] = answer.compared.map(toNumber) as [number, number];
  const same = (x: number, y: number) => Math.abs(x - y) < 1e-9;
  if (same(left, a) && same(right, b)) return m[2]!;
  if (same(left, b) && same(right, a)) return FLIPPED[m[2]!]!;
  return null;
}

function checkText(
  answer: Extract<AnswerSpec, { kind: 'text' }>,
  errors: readonly CommonError[],
  truthCount: number | undefined,
  input: string,
  rows?: readonly VerdictRow[],
): CheckResult {
  const clock = answer.accepted.every((a) => /^\d{1,2}[:.]\d{2}$/.test(a.trim()));
  const text = relationSign(answer, input) ?? (clock ? withoutClockWord(input) : input);
  if (textMatches(answer.accepted, text) || sameDuration(answer.accepted, text)) return { result: 'correct' };
  const problem = textFormProblem(answer, truthCount, text, rows);
  if (problem) return invalid(problem);
  if (truthCount !== undefined) {
    // Any spelling of the verdicts counts ("P. F", "1P2F", "tak, ponieważ 2"): compare the letters themselves.
    const read = (t: string) => (rows ? parseRowVerdicts(t, rows) : parseVerdicts(t));
    const verdicts = read(text);
    const sameVerdicts = (accepted: readonly string[]) => accepted.some((a) => read(a) === verdicts);
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
