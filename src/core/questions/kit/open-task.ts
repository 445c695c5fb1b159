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
} from '../types.ts';
import { OPEN_TASK_POINTS } from '../types.ts';
import { openTaskCommonErrors } from '../open-task.ts';
import type { GeneratedBody } from './draw.ts';
import { type NumericMistake, numberErrors, textError } from './errors.ts';
import { mcqFromErrors } from './mcq.ts';
import { numberAnswer } from './numbers.ts';

/** One line of the marking scheme: `points` for `description`, earned when every required part is right. */
export function criterion(
  id: string,
  points: number,
  description: string,
  requires: readonly string[],
): MarkingCriterion {
  return { id, points, description, requires };
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
  return part;
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
