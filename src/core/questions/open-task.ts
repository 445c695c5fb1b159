/**
 * Open tasks ("zadania otwarte") scored like the CKE scores them: the pupil answers every part
 * (intermediate results, the final answer, a choice of method or of the chain of reasoning) and
 * the marking scheme awards each criterion whose required parts are all correct.
 *
 * Decisions:
 * - Each part is checked by the ordinary checker (checkAnswer) with the part's own answer spec,
 *   options and common errors, so "forgiving about form, strict about value" holds per part.
 * - Scoring (the mock exam, the points of a practice answer): a part left empty or written in a
 *   notation the checker refuses ('invalid') is simply not correct — an examiner cannot give a
 *   point for an answer that is not there.
 * - Practice (checkOpenTaskAnswer): an empty or invalid part is sent back to be fixed before
 *   anything is counted, exactly as for closed items.
 * - The wire format of a whole answer is the JSON of the responses record, {"a":"12","b":"1"};
 *   a choice part's response is the chosen option's index.
 */
import { checkAnswer, type CheckResult, WRONG_UNIT_KEY } from './check-answer.ts';
import { unitDimension } from '../math/parse-number.ts';
import { acceptedInputs, answerText } from './answer-forms.ts';
import { type ExprNode, equivalent, evaluate, parseExpression, sameValue, toText } from '../math/expression.ts';
import {
  chainHolds,
  chainRelation,
  linksHold,
  readExpressionChain,
  readQuantity,
  readRelationChain,
  type Relation,
  sameQuantity,
  shapeOf,
} from './open-task-reading.ts';
import type {
  ClosedAnswerSpec,
  CommonError,
  OpenTaskPart,
  OpenTaskPartRole,
  PartsAnswerSpec,
  QuestionInstance,
  RelatedQuantity,
  WrittenMethod,
} from './types.ts';

/** The pupil's answer to an open task: part id → what was typed or chosen (choice: the index). */
export type OpenTaskResponses = Readonly<Record<string, string>>;

export interface OpenTaskScore {
  points: number;
  maxPoints: number;
  parts: ScoredPart[];
  criteria: { id: string; description: string; points: number; earned: boolean; level?: string }[];
}

/** What the pupil sees after answering: the marking and each part's correct answer. */
export interface OpenTaskMarking {
  points: number;
  maxPoints: number;
  /** Points lost to calculation slips in a solution carried on consistently (n − 1), when that rule gave the points. */
  slipsCost?: number;
  criteria: { id: string; description: string; points: number; earned: boolean; level?: string }[];
  parts: {
    id: string;
    prompt: string;
    role: OpenTaskPartRole;
    result: CheckResult['result'];
    /** How the examiner counted the part (a right value, shown by a later part, a slip, …). */
    credit: PartCredit;
    /** The named mistake (a part's common error) or what is wrong with the notation. */
    feedback?: string;
    /** The tidy form of a right answer written in another notation. */
    tidy?: string;
    correctAnswer: string;
  }[];
}

/** The answer spec of an open task, or null for a closed item. */
export function openTaskAnswer(q: Pick<QuestionInstance, 'answer'>): PartsAnswerSpec | null {
  return q.answer.kind === 'parts' ? q.answer : null;
}

/**
 * An open task's item-level common errors: its parts' errors, each key once (the same
 * misconception may show in several parts, e.g. "percents added" in the method and the result;
 * the first part's wording is kept). The learner model records misconceptions by key.
 */
export function openTaskCommonErrors(parts: readonly OpenTaskPart[]): CommonError[] {
  const seen = new Set<string>();
  return parts
    .flatMap((p) => p.commonErrors ?? [])
    .filter((e) => {
      if (seen.has(e.key)) return false;
      seen.add(e.key);
      return true;
    });
}

/** A part seen as a closed item: what the checker and the input widget need. */
export type PartQuestion = Pick<QuestionInstance, 'commonErrors'> &
  Partial<Pick<QuestionInstance, 'options' | 'unitLabel' | 'truthCount'>> & { answer: ClosedAnswerSpec };

export function partAsQuestion(part: OpenTaskPart): PartQuestion {
  const q: PartQuestion = {
    answer: part.answer,
    commonErrors: part.commonErrors ?? [],
  };
  if (part.options !== undefined) q.options = part.options;
  if (part.unitLabel !== undefined) q.unitLabel = part.unitLabel;
  if (part.truthCount !== undefined) q.truthCount = part.truthCount;
  return q;
}

const EMPTY: CheckResult = { result: 'invalid', reason: 'Brak odpowiedzi.' };

/**
 * How a part counted in the scoring, the examiner's way:
 * - 'right': the right value, or the value the task's own solution gives from the pupil's own
 *   earlier values (computed "konsekwentnie");
 * - 'implied': left empty, but a later part that needs it is right (the pupil reached a later
 *   stage, so the earlier one is shown);
 * - 'slip': a wrong value that is no named misconception (a calculation slip, n − 1);
 * - 'wrong': a wrong method (a named misconception, a wrong equation or justification);
 * - 'empty', 'unreadable'.
 */
export type PartCredit = 'right' | 'implied' | 'slip' | 'wrong' | 'empty' | 'unreadable';

export interface ScoredPart {
  id: string;
  check: CheckResult;
  credit: PartCredit;
  /** The tidy form of a right answer written in another notation ("60,50 zł" for "60 zł 50 gr"). */
  tidy?: string;
}

/** Checks one part on its own (right value only); a missing or blank response is invalid. */
export function checkPart(part: OpenTaskPart, response: string | undefined): CheckResult {
  if (response === undefined || response.trim() === '') return EMPTY;
  return checkAnswer(partAsQuestion(part), response);
}

/** Ids of the earlier parts a part's calculation (or the relation it concludes) uses. */
function dependsOn(part: OpenTaskPart, ids: readonly string[]): string[] {
  if (part.written?.kind === 'relation') {
    const uses = [part.written.left.part, part.written.right.part];
    return ids.filter((id) => uses.includes(id));
  }
  if (!part.calc) return [];
  const letters = new Set(part.calc.match(/\b[a-z]\b/g) ?? []);
  return ids.filter((id) => letters.has(id));
}

/** A value of the model calculation with the given values of the earlier parts. */
function calcValue(part: OpenTaskPart, env: Readonly<Record<string, number>>, ids: readonly string[]): number | null {
  if (!part.calc) return null;
  const letters = [...new Set(part.calc.match(/\b[a-z]\b/g) ?? [])];
  // A calculation that needs a later part is an authoring error the audit reports; no recomputation.
  if (letters.some((l) => !ids.includes(l))) return null;
  const parsed = parseExpression(part.calc, letters);
  if (!parsed.ok) throw new Error(`open task part ${part.id}: bad calc ${part.calc}`);
  const v = evaluate(parsed.value, env);
  return Number.isFinite(v) ? v : null;
}

function trueNumber(part: OpenTaskPart): number | null {
  return part.answer.kind === 'number' ? part.answer.value.n / part.answer.value.d : null;
}

function tolerance(part: OpenTaskPart): number {
  if (part.answer.kind !== 'number') return 0;
  if (part.answer.tolerance !== undefined) return part.answer.tolerance;
  // Money: an exact calculation of a price rounded to grosze in the key ("620 : 0,9").
  return part.unitLabel === 'zł' || part.answer.unit?.accepted.includes('zł') ? 0.005 : 0;
}

interface PartReading {
  credit: PartCredit;
  check: CheckResult;
  /** The pupil's value (or the expected one when the part is empty), for later parts. */
  value: number | null;
  /** A calculation, an equation or an expression was written: the method is shown. */
  shown: boolean;
  tidy?: string;
}

function namedMistake(part: OpenTaskPart, response: string): CheckResult {
  const check = checkAnswer(partAsQuestion(part), response);
  return check.result === 'incorrect' && check.errorKey ? check : { result: 'incorrect' };
}

function readValuePart(part: OpenTaskPart, response: string, expected: number | null): PartReading {
  const reading = readQuantity(response);
  if (!reading.ok) {
    const check = checkAnswer(partAsQuestion(part), response);
    if (check.result === 'correct') return { credit: 'right', check, value: trueNumber(part), shown: false };
    return { credit: 'unreadable', check: { result: 'invalid', reason: reading.reason }, value: null, shown: false };
  }
  const truth = trueNumber(part);
  const tol = tolerance(part);
  const partUnit = part.answer.kind === 'number' ? (part.answer.unit?.accepted[0] ?? part.unitLabel) : part.unitLabel;
  if (reading.unit && partUnit && unitDimension(reading.unit) !== unitDimension(partUnit)) {
    // A unit of another kind (kg for an area) is a wrong answer, as in the closed items.
    return {
      credit: 'wrong',
      check: { result: 'incorrect', errorKey: WRONG_UNIT_KEY },
      value: reading.value,
      shown: reading.calculation,
    };
  }
  const matches = (target: number | null) =>
    target !== null &&
    (sameQuantity(reading.value, target, tol) ||
      (reading.percentValue !== undefined && sameQuantity(reading.percentValue, target, tol)));
  const value =
    reading.percentValue !== undefined && matches(truth) && !sameQuantity(reading.value, truth!, tol)
      ? reading.percentValue
      : reading.value;
  if (matches(expected) || matches(truth)) {
    const tidy = tidyForm(part, response);
    return {
      credit: 'right',
      check: { result: 'correct' },
      value,
      shown: reading.calculation,
      ...(tidy ? { tidy } : {}),
    };
  }
  // A written calculation with the right method and a slip in working it out.
  const calcRight =
    reading.calculationValue !== undefined &&
    expected !== null &&
    sameQuantity(reading.calculationValue, expected, tol);
  const check = namedMistake(part, response);
  const named = check.result === 'incorrect' && check.errorKey !== undefined;
  return {
    credit: calcRight || !named ? 'slip' : 'wrong',
    check,
    value: reading.value,
    shown: reading.calculation,
  };
}

/** The tidy form shown beside a right answer written in another notation, if it differs. */
function tidyForm(part: OpenTaskPart, response: string): string | undefined {
  const tidy = partAnswerText(part);
  // The checker accepts many notations ("60 zł 50 gr"); the marking shows the tidy one whenever
  // the pupil wrote the value otherwise (spaces, letter case and a unit left out aside).
  const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '').toLowerCase();
  const [written, shown] = [plain(response), plain(tidy)];
  const sameValue = shown.startsWith(written) && !/[0-9]/.test(shown.slice(written.length));
  return written !== '' && sameValue ? undefined : tidy;
}

function readExpressionPart(part: OpenTaskPart, response: string): PartReading {
  if (part.answer.kind !== 'expression') throw new Error('not an expression part');
  const { variables } = part.answer;
  const chain = readExpressionChain(response, variables);
  if (!chain.ok)
    return { credit: 'unreadable', check: { result: 'invalid', reason: chain.reason }, value: null, shown: false };
  const model = parseExpression(part.answer.expr, variables);
  if (!model.ok) throw new Error(`open task part ${part.id}: bad expression ${part.answer.expr}`);
  const last = chain.sides.at(-1)!;
  if (chainHolds(chain.sides, variables) && equivalent(last, model.value, variables)) {
    const tidy = tidyForm(part, response);
    return { credit: 'right', check: { result: 'correct' }, value: null, shown: true, ...(tidy ? { tidy } : {}) };
  }
  const check = namedMistake(part, toText(last));
  return { credit: 'wrong', check, value: null, shown: true };
}

/** A linear-style check: f is a non-zero constant multiple of g wherever g is not zero. */
function proportional(f: ExprNode, g: ExprNode, variables: readonly string[]): boolean {
  let ratio: number | null = null;
  let compared = 0;
  for (const x of [0.7317, -1.2589, 2.3711, 3.1416, 5.5772, -2.7183, 11.4142]) {
    const env: Record<string, number> = {};
    variables.forEach((v, j) => (env[v] = x * (1 + j / 7)));
    const gv = evaluate(g, env);
    const fv = evaluate(f, env);
    if (!Number.isFinite(gv) || !Number.isFinite(fv)) continue;
    if (Math.abs(gv) < 1e-9) {
      if (Math.abs(fv) > 1e-9) return false;
      continue;
    }
    const r = fv / gv;
    if (ratio === null) ratio = r;
    else if (!sameValue(r, ratio)) return false;
    compared++;
  }
  return ratio !== null && Math.abs(ratio) > 1e-12 && compared >= 3;
}

function difference(sides: readonly ExprNode[]): ExprNode {
  return { t: 'sub', a: sides[0]!, b: sides[1]! };
}

/** "x = 12" states a solution, not an equation that describes the task. */
const bareSolution = (sides: readonly ExprNode[]) =>
  sides.some((s) => s.t === 'var') && sides.some((s) => s.t === 'num' || (s.t === 'neg' && s.a.t === 'num'));

/** The product of the whole numbers multiplied in a product: 37·3a → 111, 7·11·13·x → 1001. */
function numericFactor(node: ExprNode): number {
  if (node.t === 'num') return Number.isInteger(node.value) ? node.value : 1;
  if (node.t === 'mul') return numericFactor(node.a) * numericFactor(node.b);
  if (node.t === 'neg') return numericFactor(node.a);
  return 1;
}

/** A product with a whole-number factor divisible by d: 3(n + 1), 7·2^n, 111a, 7·11·13·x. */
function showsFactor(node: ExprNode, d: number): boolean {
  if (node.t !== 'mul' && node.t !== 'neg') return false;
  const f = numericFactor(node);
  return f !== 0 && f % d === 0;
}

/** What the pupil computed in the earlier parts: their values (or the expected ones) and which they answered. */
interface EarlierWork {
  values: Readonly<Record<string, number>>;
  answered: ReadonlySet<string>;
  /** The right values of the parts (what a quantity's name, "B" for the angle at B, means). */
  truths: Readonly<Record<string, number>>;
}

const flip = (r: Relation | null): Relation | null =>
  r === '<' ? '>' : r === '>' ? '<' : r === '<=' ? '>=' : r === '>=' ? '<=' : r;

/**
 * A written conclusion ("(3√2)² = 18 < 25 = 5²"): every link true, and two of its terms standing
 * for the two quantities (see RelatedQuantity) related as the claim needs, in either order. A
 * relation between other numbers, a false link or the claim restated proves nothing.
 */
function readRelationPart(
  response: string,
  written: Extract<WrittenMethod, { kind: 'relation' }>,
  earlier: EarlierWork,
): PartReading {
  const chain = readRelationChain(response, written.variables);
  if (!chain.ok)
    return { credit: 'unreadable', check: { result: 'invalid', reason: chain.reason }, value: null, shown: false };
  const wrong: PartReading = { credit: 'wrong', check: { result: 'incorrect' }, value: null, shown: true };
  const { left, right } = written;
  // A quantity's name means the quantity itself ("B = 70" is true of the angle at B whatever
  // the pupil's part says; a slip there costs that part's point, not this one).
  const names: Record<string, number> = {};
  for (const q of [left, right]) if (q.name && q.part in earlier.truths) names[q.name] = earlier.truths[q.part]!;
  if (chain.sides.length < 2 || !linksHold(chain.sides, chain.links, names)) return wrong;
  const shapes = (q: RelatedQuantity) =>
    q.forms.map((f) => {
      const parsed = parseExpression(f, written.variables);
      if (!parsed.ok) throw new Error(`relation form ${f}: ${parsed.reason}`);
      return shapeOf(parsed.value);
    });
  const [leftShapes, rightShapes] = [shapes(left), shapes(right)];
  const stands = (node: ExprNode, q: RelatedQuantity, qShapes: readonly string[], other: RelatedQuantity) => {
    if (qShapes.includes(shapeOf(node))) return true;
    if (!earlier.answered.has(q.part)) return false;
    if (node.t === 'var') return node.name === q.name;
    const v = evaluate(node, names);
    const [mine, theirs] = [earlier.values[q.part], earlier.values[other.part]];
    return mine !== undefined && sameValue(v, mine) && !(theirs !== undefined && sameValue(v, theirs));
  };
  const sides = chain.sides;
  const related = sides.some((x, i) =>
    sides.some((y, j) => {
      if (i === j || !stands(x, left, leftShapes, right) || !stands(y, right, rightShapes, left)) return false;
      const rel = i < j ? chainRelation(chain.links, i, j) : flip(chainRelation(chain.links, j, i));
      return rel === written.relation;
    }),
  );
  return related ? { credit: 'right', check: { result: 'correct' }, value: null, shown: true } : wrong;
}

function readWrittenPart(part: OpenTaskPart, response: string, earlier: EarlierWork): PartReading {
  const written = part.written!;
  if (written.kind === 'relation') return readRelationPart(response, written, earlier);
  const chain = readExpressionChain(response, written.variables);
  if (!chain.ok)
    return { credit: 'unreadable', check: { result: 'invalid', reason: chain.reason }, value: null, shown: false };
  const wrong: PartReading = { credit: 'wrong', check: { result: 'incorrect' }, value: null, shown: true };
  if (written.kind === 'equation') {
    const model = readExpressionChain(written.model, written.variables);
    if (!model.ok || model.sides.length !== 2) throw new Error(`open task part ${part.id}: bad model equation`);
    if (chain.sides.length !== 2 || bareSolution(chain.sides)) return wrong;
    const right = proportional(difference(chain.sides), difference(model.sides), written.variables);
    return right ? { credit: 'right', check: { result: 'correct' }, value: null, shown: true } : wrong;
  }
  const from = parseExpression(written.from, written.variables);
  if (!from.ok) throw new Error(`open task part ${part.id}: bad identity`);
  const sides = chain.sides;
  const last = sides.at(-1)!;
  const right =
    sides.length >= 2 &&
    chainHolds(sides, written.variables) &&
    equivalent(sides[0]!, from.value, written.variables) &&
    (written.divisor !== undefined
      ? showsFactor(last, written.divisor)
      : written.value !== undefined && sameValue(evaluate(last, {}), written.value));
  return right ? { credit: 'right', check: { result: 'correct' }, value: null, shown: true } : wrong;
}

function readChoicePart(part: OpenTaskPart, response: string): PartReading {
  const check = checkAnswer(partAsQuestion(part), response);
  const credit: PartCredit = check.result === 'correct' ? 'right' : check.result === 'invalid' ? 'unreadable' : 'wrong';
  return { credit, check, value: null, shown: check.result === 'correct' };
}

/**
 * Scores an open task as the CKE's examiners do (exam-scoring.md, pure):
 * - every part is read leniently (a number or a calculation, any unambiguous notation);
 * - a value part is right when it equals what the task's own solution gives from the pupil's own
 *   earlier values (consistent work after a slip keeps its points);
 * - an empty part is shown by a later right part that needs it (any order, any path);
 * - the method must be written: a calculation, an equation or an expression, or the stages'
 *   values answered one by one — a bare final result alone earns nothing;
 * - criteria are earned by right or shown parts; a solution complete but for k calculation slips,
 *   carried on consistently, earns the maximum less k (n − 1).
 */
export function scoreOpenTask(q: Pick<QuestionInstance, 'answer'>, responses: OpenTaskResponses): OpenTaskScore {
  const answer = openTaskAnswer(q);
  if (!answer) throw new Error('scoreOpenTask: not an open task');
  const ids = answer.parts.map((p) => p.id);
  const env: Record<string, number> = {};
  const readings: PartReading[] = [];
  const answeredParts = new Set<string>();
  const truths: Record<string, number> = {};
  for (const part of answer.parts) {
    const t = trueNumber(part);
    if (t !== null) truths[part.id] = t;
  }
  answer.parts.forEach((part, i) => {
    const response = Object.hasOwn(responses, part.id) ? responses[part.id] : undefined;
    const expected = calcValue(part, env, ids.slice(0, i)) ?? trueNumber(part);
    let reading: PartReading;
    if (response === undefined || response.trim() === '') {
      reading = { credit: 'empty', check: EMPTY, value: expected, shown: false };
    } else if (part.written)
      reading = readWrittenPart(part, response, { values: env, answered: answeredParts, truths });
    else if (part.answer.kind === 'choice') reading = readChoicePart(part, response);
    else if (part.answer.kind === 'expression') reading = readExpressionPart(part, response);
    else if (part.answer.kind === 'number') reading = readValuePart(part, response, expected);
    else {
      const check = checkAnswer(partAsQuestion(part), response);
      const credit: PartCredit =
        check.result === 'correct' ? 'right' : check.result === 'invalid' ? 'unreadable' : 'wrong';
      reading = { credit, check, value: null, shown: false };
    }
    if (reading.value !== null) env[part.id] = reading.value;
    if (reading.credit !== 'empty' && reading.credit !== 'unreadable') answeredParts.add(part.id);
    readings.push(reading);
  });
  // An empty part is shown by a later right part that needs it, directly or through others.
  for (let i = answer.parts.length - 1; i >= 0; i--) {
    const r = readings[i]!;
    if (r.credit !== 'right' && r.credit !== 'implied' && !(r.credit === 'slip' && r.shown)) continue;
    const markImplied = (part: OpenTaskPart) => {
      for (const id of dependsOn(part, ids)) {
        const j = ids.indexOf(id);
        if (readings[j]!.credit === 'empty') {
          readings[j]!.credit = 'implied';
          markImplied(answer.parts[j]!);
        }
      }
    };
    markImplied(answer.parts[i]!);
  }
  const answered = readings.filter((r) => r.credit !== 'empty' && r.credit !== 'implied' && r.credit !== 'unreadable');
  // The method is shown by a written calculation, equation or expression, by stages answered one
  // by one, or by a right stage that is its own method (a value read off, counted or solved: the
  // task's solution has no calculation for it).
  const methodShown =
    readings.some((r) => r.shown && r.credit !== 'wrong') ||
    answered.length >= 2 ||
    readings.some((r, i) => r.credit === 'right' && answer.parts[i]!.calc === undefined);
  const counts = (r: PartReading) => methodShown && (r.credit === 'right' || r.credit === 'implied');
  const byId = new Map(ids.map((id, i) => [id, readings[i]!]));
  const criteria = answer.scheme.map((c) => ({
    id: c.id,
    description: c.description,
    points: c.points,
    earned: c.requires.every((id) => byId.has(id) && counts(byId.get(id)!)),
    ...(c.level ? { level: c.level } : {}),
  }));
  const criteriaPoints = criteria.reduce((sum, c) => sum + (c.earned ? c.points : 0), 0);
  const slips = readings.filter((r) => r.credit === 'slip').length;
  const restSound = readings.every((r) => r.credit === 'slip' || counts(r));
  const withSlips = methodShown && slips > 0 && restSound ? Math.max(0, answer.points - slips) : 0;
  return {
    points: Math.max(criteriaPoints, withSlips),
    maxPoints: answer.points,
    parts: answer.parts.map((part, i) => {
      const r = readings[i]!;
      return { id: part.id, check: r.check, credit: r.credit, ...(r.tidy ? { tidy: r.tidy } : {}) };
    }),
    criteria,
  };
}

/** The responses record from the wire (JSON text), or null when it is not one. */
export function parseOpenTaskResponses(input: string): Record<string, string> | null {
  let value: unknown;
  try {
    value = JSON.parse(input);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[k] = String(v);
    else return null;
  }
  return out;
}

/** The first named mistake among the parts (what practice stores and shows as the item's error). */
export function firstPartError(score: OpenTaskScore): { errorKey: string; feedback?: string } | null {
  for (const p of score.parts) {
    if (p.check.result === 'incorrect' && p.check.errorKey) {
      return { errorKey: p.check.errorKey, ...(p.check.feedback ? { feedback: p.check.feedback } : {}) };
    }
  }
  return null;
}

/**
 * The whole answer of an open task checked like a closed item (practice, tutor): invalid when
 * a part is empty or badly written (say which part), correct with full points, otherwise
 * incorrect with the first part's named mistake. The score comes along for the marking.
 */
export function checkOpenTaskResponses(
  answer: PartsAnswerSpec,
  responses: OpenTaskResponses,
): { check: CheckResult; score: OpenTaskScore } {
  const score = scoreOpenTask({ answer }, responses);
  // A part may stay empty when the answer earns full points without it (any correct path).
  const full = score.points === score.maxPoints;
  const badPart = score.parts.find((p) => p.credit === 'unreadable' || (p.credit === 'empty' && !full));
  if (badPart?.check.result === 'invalid') {
    const reason =
      badPart.check === EMPTY ? `Odpowiedz na część ${badPart.id}).` : `Część ${badPart.id}): ${badPart.check.reason}`;
    return { check: { result: 'invalid', reason }, score };
  }
  if (score.points === score.maxPoints) return { check: { result: 'correct' }, score };
  const error = firstPartError(score);
  return { check: error ? { result: 'incorrect', ...error } : { result: 'incorrect' }, score };
}

/** checkOpenTaskResponses for the wire format: the JSON of the responses record. */
export function checkOpenTaskAnswer(answer: PartsAnswerSpec, input: string): CheckResult {
  const responses = parseOpenTaskResponses(input);
  if (!responses) return { result: 'invalid', reason: INVALID_RECORD };
  return checkOpenTaskResponses(answer, responses).check;
}

/** What a malformed whole answer (not a record of the parts' answers) gets back. */
export const INVALID_RECORD = 'Odpowiedz na każdą część zadania.';

/** The public marking of a scored answer (criteria revealed only now, after answering). */
export function openTaskMarking(q: Pick<QuestionInstance, 'answer'>, score: OpenTaskScore): OpenTaskMarking {
  const answer = openTaskAnswer(q);
  if (!answer) throw new Error('openTaskMarking: not an open task');
  const criteriaPoints = score.criteria.reduce((sum, c) => sum + (c.earned ? c.points : 0), 0);
  const slipsCost = score.points > criteriaPoints ? score.maxPoints - score.points : 0;
  return {
    points: score.points,
    maxPoints: score.maxPoints,
    ...(slipsCost > 0 ? { slipsCost } : {}),
    criteria: score.criteria.map((c) => ({ ...c })),
    parts: answer.parts.map((part) => {
      const scored = score.parts.find((p) => p.id === part.id);
      const check = scored?.check ?? EMPTY;
      const credit = scored?.credit ?? 'empty';
      const feedback =
        creditFeedback(credit) ??
        (check.result === 'incorrect' ? check.feedback : check.result === 'invalid' ? check.reason : undefined);
      return {
        id: part.id,
        prompt: part.prompt,
        role: part.role,
        result: check.result,
        credit,
        ...(feedback ? { feedback } : {}),
        ...(scored?.tidy ? { tidy: scored.tidy } : {}),
        correctAnswer: partAnswerText(part),
      };
    }),
  };
}

/** What the marking says of a part counted without its own right answer. */
function creditFeedback(credit: PartCredit): string | undefined {
  if (credit === 'implied') return 'Pominięte, ale pokazane przez dalsze obliczenia.';
  return undefined;
}

/** A part's correct answer as Polish display text. */
export function partAnswerText(part: OpenTaskPart): string {
  // A written method or justification: the model as a pupil writes it, "(3√2)² = 18 < 25 = 5²".
  if (part.written)
    return answerText({ kind: 'expression', expr: part.written.model, variables: part.written.variables })
      .replace(/\^(\d+)/g, (_, n: string) => [...n].map((d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(d)]).join(''))
      .replace(/\s*(<|>|=)\s*/g, ' $1 ')
      .replace(/(\d)\.(?=\d)/g, '$1,');
  return answerText(part.answer, part.options, part.unitLabel);
}

/** Responses that answer every part correctly (each part's answer as the pupil would type it). */
export function correctResponses(
  answer: PartsAnswerSpec,
  pick: (inputs: readonly string[]) => string = (inputs) => inputs[0]!,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of answer.parts) out[part.id] = part.written ? part.written.model : pick(acceptedInputs(part.answer));
  return out;
}

/** A number as a pupil writes it in a calculation: decimal comma, a negative in brackets. */
function typed(v: number): string {
  const text = String(Number(v.toPrecision(12))).replace('.', ',');
  return v < 0 ? `(${text})` : text;
}

/** A part's model calculation with the given values of the earlier parts written in. */
export function calcWithValues(part: OpenTaskPart, values: Readonly<Record<string, number>>): string | null {
  if (!part.calc) return null;
  // Division written with a colon, as in school: 637 : 20 is a division, 637/20 a fraction.
  return part.calc
    .replace(/\b[a-z]\b/g, (id) => (id in values ? typed(values[id]!) : id))
    .replace(/\./g, ',')
    .replace(/\//g, ':');
}

/** The value of a part's model calculation from the given values of the earlier parts. */
export function calcResult(part: OpenTaskPart, values: Readonly<Record<string, number>>): number | null {
  const letters = part.calc?.match(/\b[a-z]\b/g) ?? [];
  if (letters.some((l) => !(l in values))) return null;
  return calcValue(part, values, Object.keys(values));
}

/**
 * The model solution as a pupil would write it: every computed part as its calculation with the
 * earlier results written in ("1232·0,9"), a written method or justification as the model's, any
 * other part as its answer. `override` replaces what the pupil writes for some parts (with the
 * value they state), and later calculations are done from those values (a consistent solution).
 */
export function modelResponses(
  answer: PartsAnswerSpec,
  override: Readonly<Record<string, { text: string; value: number }>> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const values: Record<string, number> = {};
  for (const part of answer.parts) {
    const given = override[part.id];
    if (given) {
      out[part.id] = given.text;
      values[part.id] = given.value;
      continue;
    }
    if (part.written) {
      out[part.id] = part.written.model;
      continue;
    }
    const calc = calcWithValues(part, values);
    if (calc !== null) {
      out[part.id] = calc;
      values[part.id] = calcResult(part, values) ?? trueNumber(part)!;
      continue;
    }
    out[part.id] = acceptedInputs(part.answer)[0]!;
    const truth = trueNumber(part);
    if (truth !== null) values[part.id] = truth;
  }
  return out;
}
