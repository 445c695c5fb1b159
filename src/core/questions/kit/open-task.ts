/**
 * Open tasks ("zadania otwarte"): parts answered with the ordinary widgets and a marking scheme
 * worded like the CKE's. `openTask` assembles the item (its type, its points, the union of the
 * parts' common errors), so a template only writes the maths, the parts and the scheme.
 */
import type { Rng } from '../../math/random.ts';
import type { Rational } from '../../math/rational.ts';
import type {
  ClosedAnswerSpec,
  CommonError,
  MarkingCriterion,
  OpenTaskPart,
  OpenTaskPartRole,
  OpenTaskPoints,
  QuestionStep,
  WrittenMethod,
} from '../types.ts';
import { OPEN_TASK_POINTS } from '../types.ts';
import { openTaskCommonErrors } from '../open-task.ts';
import type { GeneratedBody } from './draw.ts';
import { type NumericMistake, numberErrors, textError } from './errors.ts';
import { mcqFromErrors } from './mcq.ts';
import { numberAnswer } from './numbers.ts';

/** The CKE's levels of progress in a 3-point task's scheme. */
export const ISTOTNY_POSTEP = 'istotny postęp';
export const ZASADNICZE_TRUDNOSCI = 'pokonanie zasadniczych trudności';
export const ROZWIAZANIE_PELNE = 'rozwiązanie pełne';

/** One line of the marking scheme: `points` for `description`, earned when every required part is right. */
export function criterion(
  id: string,
  points: number,
  description: string,
  requires: readonly string[],
  level?: string,
): MarkingCriterion {
  return { id, points, description, requires, ...(level ? { level } : {}) };
}

/** A rational as a number in a model calculation (checker syntax, decimal point): 1.1, (-3), (1/3). */
export function dot(r: Rational | number): string {
  const v = typeof r === 'number' ? { n: r, d: 1 } : r;
  const text =
    v.d === 1
      ? String(v.n)
      : Number.isInteger((v.n * 10 ** 8) / v.d) && isTerminating(v.d)
        ? String(v.n / v.d)
        : `(${v.n}/${v.d})`;
  return v.n < 0 ? `(${text})` : text;
}

function isTerminating(d: number): boolean {
  let x = d;
  while (x % 2 === 0) x /= 2;
  while (x % 5 === 0) x /= 5;
  return x === 1;
}

/** A part whose answer is a number (an intermediate or the final result) with its numeric mistakes. */
export function numberPart(spec: {
  id: string;
  prompt: string;
  value: Rational;
  answer?: Omit<Extract<ClosedAnswerSpec, { kind: 'number' }>, 'kind' | 'value'>;
  unitLabel?: string;
  answerHint?: string;
  mistakes?: readonly NumericMistake[];
  /** The task's solution of this part from the earlier parts' ids and the data ("b*0.9"). */
  calc?: string;
}): OpenTaskPart {
  const part: OpenTaskPart = {
    id: spec.id,
    prompt: spec.prompt,
    role: 'value',
    answer: numberAnswer(spec.value, spec.answer ?? {}),
    commonErrors: numberErrors(spec.value, spec.mistakes ?? []),
  };
  if (spec.unitLabel !== undefined) part.unitLabel = spec.unitLabel;
  if (spec.answerHint !== undefined) part.answerHint = spec.answerHint;
  if (spec.calc !== undefined) part.calc = spec.calc;
  return part;
}

/**
 * A part where the pupil writes the method or the justification (never chosen): an equation
 * checked for equivalence, or a chain of equal expressions that proves the claim.
 */
export function writtenPart(spec: {
  id: string;
  prompt: string;
  role: 'method' | 'reasoning';
  written: WrittenMethod;
  answerHint: string;
}): OpenTaskPart {
  const w = spec.written;
  // The expression the part's answer spec holds: what the written work starts from.
  const expr = w.kind === 'equation' ? w.model.split('=')[0]! : w.kind === 'identity' ? w.from : w.left.forms[0]!;
  return {
    id: spec.id,
    prompt: spec.prompt,
    role: spec.role,
    answer: { kind: 'expression', expr, variables: spec.written.variables },
    answerHint: spec.answerHint,
    written: spec.written,
  };
}

/** A wrong option of a choice part: the misconception it stands for and its feedback. */
export interface WrongChoice {
  text: string;
  key: string;
  feedback: string;
}

/**
 * A choice part: the method (role 'method'), the chain of reasoning of a "Uzasadnij, że …" task
 * (role 'reasoning') or a value chosen among options. Options are shuffled; each wrong option
 * carries its misconception, so choosing it gives that feedback.
 */
export function choicePart(
  rng: Rng,
  spec: { id: string; prompt: string; role: OpenTaskPartRole; correct: string; wrong: readonly WrongChoice[] },
): OpenTaskPart {
  const { options, answer } = mcqFromErrors(
    rng,
    spec.correct,
    spec.wrong.map((w) => ({ text: w.text, errorKey: w.key })),
    [],
    spec.wrong.length + 1,
  );
  return {
    id: spec.id,
    prompt: spec.prompt,
    role: spec.role,
    answer,
    options,
    commonErrors: spec.wrong.map((w) => textError(w.key, w.text, w.feedback)),
  };
}

/**
 * The generated body of an open task. Its points are the scheme's sum (2–4, the exam's open
 * tasks); its common errors are the parts' (see openTaskCommonErrors).
 */
export function openTask(spec: {
  stem: string;
  figure?: string;
  parts: readonly OpenTaskPart[];
  scheme: readonly MarkingCriterion[];
  steps: readonly QuestionStep[];
  solution: string;
  params: Readonly<Record<string, number | string | boolean>>;
}): GeneratedBody {
  const points = spec.scheme.reduce((sum, c) => sum + c.points, 0);
  if (!OPEN_TASK_POINTS.includes(points)) throw new Error(`openTask: the scheme sums to ${points} points (2–4)`);
  const commonErrors: CommonError[] = openTaskCommonErrors(spec.parts);
  return {
    type: 'open',
    stem: spec.stem,
    ...(spec.figure !== undefined ? { figure: spec.figure } : {}),
    answer: { kind: 'parts', parts: spec.parts, scheme: spec.scheme, points: points as OpenTaskPoints },
    steps: spec.steps,
    commonErrors,
    solution: spec.solution,
    params: spec.params,
  };
}
