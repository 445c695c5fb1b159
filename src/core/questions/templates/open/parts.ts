/**
 * Building blocks of the open-task bank (issue 13, part 1): a task is a situation (stem), parts
 * written as specs — a value to compute, or the choice of a method or of a chain of reasoning —
 * and a CKE-style marking scheme over the parts. `openItem` turns the specs into the item: the
 * parts with their answers and misconceptions, one worked step per value part (with its three
 * hints and the same wrong values recognised), and the worked solution from each part's work.
 */
import type { Rng } from '../../../math/random.ts';
import { type Rational, rat } from '../../../math/rational.ts';
import { type TypedForm, ratOf } from '../../kit/numbers.ts';
import type { NumericMistake } from '../../kit/errors.ts';
import { exprStepPatterns, numberStep, step } from '../../kit/steps.ts';
import type { GeneratedBody } from '../../kit/draw.ts';
import { texValue } from '../../kit/format.ts';
import type { NumberForms, OpenTaskPart, QuestionStep, WrittenMethod } from '../../types.ts';
import { type WrongChoice, choicePart, criterion, numberPart, openTask, writtenPart } from '../../kit/open-task.ts';
import { stepErrors } from '../../kit/errors.ts';

/** A misconception's wrong value here (a number literal or exact rational) and its feedback. */
export interface Mistake {
  key: string;
  value: Rational | number;
  feedback: string;
}

const exact = (v: Rational | number): Rational => (typeof v === 'number' ? ratOf(v) : v);

/** A part whose answer is a number (an intermediate result or the final answer). */
export interface ValueSpec {
  prompt: string;
  value: Rational | number;
  /** Unit shown after the box and accepted after the number ('cm²', 'zł', '%'). */
  unit?: string;
  answerHint?: string;
  /** Three graded hints of this part's worked step: nudge → strategy → the step worked out. */
  hints: readonly [string, string, string];
  /** Wrong values a misconception gives here, with feedback naming the mistake. */
  mistakes?: readonly Mistake[];
  /** How the step shows its expected value (default a decimal when it terminates). */
  form?: TypedForm;
  forms?: NumberForms;
  /** Absolute tolerance for rounded answers (e.g. with π ≈ 3,14). */
  tolerance?: number;
  /** This part's line of the worked solution, with its intermediate result. */
  work: string;
  /**
   * The task's own solution of this part as a calculation in the earlier parts' letters and the
   * data ("b*0.9"): scoring recomputes it from the pupil's own values (n − 1).
   */
  calc?: string;
}

/** A part where the pupil writes the method (an equation) or the justification (a chain of equalities). */
export interface WrittenSpec {
  role: 'method' | 'reasoning';
  prompt: string;
  written: WrittenMethod;
  answerHint: string;
  work: string;
}

/** A part answered by choosing the method or the correct chain of reasoning steps. */
export interface ChoiceSpec {
  role: 'method' | 'reasoning';
  prompt: string;
  correct: string;
  /** One to three flawed options, each a named misconception. */
  wrong: readonly WrongChoice[];
  work: string;
}

/** A part whose answer is an algebraic expression (e.g. the sum of consecutive numbers, simplified). */
export interface ExprSpec {
  prompt: string;
  /** The answer in checker syntax ('3*n+3'); equal expressions are accepted. */
  expr: string;
  variables: readonly string[];
  form?: 'any' | 'expanded' | 'simplified';
  answerHint?: string;
  /** How the step's answer is shown, and the typings its pattern accepts ('3n+3', '3*n+3'). */
  expected: string;
  variants: readonly string[];
  hints: readonly [string, string, string];
  /** Wrong expressions a misconception gives here. */
  mistakes?: readonly { key: string; expr: string; variants: readonly string[]; feedback: string }[];
  work: string;
}

export type PartSpec = ValueSpec | ChoiceSpec | ExprSpec | WrittenSpec;

const isWritten = (p: PartSpec): p is WrittenSpec => 'written' in p;
const isChoice = (p: PartSpec): p is ChoiceSpec => 'role' in p && !('written' in p);
const isExpr = (p: PartSpec): p is ExprSpec => 'expr' in p;

/** One line of the scheme: points, the CKE wording, and the parts (by letter) it needs. */
export type SchemeLine = readonly [points: number, description: string, requires: readonly string[], level?: string];

const partId = (i: number): string => String.fromCharCode(97 + i);

function valuePart(id: string, spec: ValueSpec): { part: OpenTaskPart; step: QuestionStep } {
  const value = exact(spec.value);
  const mistakes: NumericMistake[] = (spec.mistakes ?? []).map((mk) => ({ ...mk, value: exact(mk.value) }));
  const part = numberPart({
    id,
    prompt: spec.prompt,
    value,
    answer: {
      ...(spec.unit ? { unit: { accepted: [spec.unit], required: false } } : {}),
      ...(spec.forms ? { forms: spec.forms } : {}),
      ...(spec.tolerance !== undefined ? { tolerance: spec.tolerance } : {}),
    },
    ...(spec.unit ? { unitLabel: spec.unit } : {}),
    ...(spec.answerHint ? { answerHint: spec.answerHint } : {}),
    ...(spec.calc ? { calc: spec.calc } : {}),
    mistakes,
  });
  const step = numberStep({
    prompt: spec.prompt,
    value,
    hints: spec.hints,
    form: spec.form ?? 'decimal',
    errors: stepErrors(mistakes),
  });
  return { part, step };
}

function exprPart(id: string, spec: ExprSpec): { part: OpenTaskPart; step: QuestionStep } {
  const mistakes = spec.mistakes ?? [];
  const part: OpenTaskPart = {
    id,
    prompt: spec.prompt,
    role: 'value',
    answer: {
      kind: 'expression',
      expr: spec.expr,
      variables: spec.variables,
      ...(spec.form ? { form: spec.form } : {}),
    },
    ...(spec.answerHint ? { answerHint: spec.answerHint } : {}),
    commonErrors: mistakes.map((mk) => ({
      key: mk.key,
      wrong: { kind: 'expression', expr: mk.expr },
      feedback: mk.feedback,
    })),
  };
  const s = step({
    prompt: spec.prompt,
    expected: spec.expected,
    patterns: exprStepPatterns(spec.variants),
    hints: spec.hints,
    errors: mistakes.map((mk) => ({ code: mk.key, patterns: exprStepPatterns(mk.variants), feedback: mk.feedback })),
  });
  return { part, step: s };
}

/**
 * The whole open task from its stem, part specs (lettered a, b, c … in order) and scheme lines.
 * The solution is each part's work in order, then `conclusion`.
 */
export function openItem(
  rng: Rng,
  spec: {
    stem: string;
    figure?: string;
    parts: readonly PartSpec[];
    scheme: readonly SchemeLine[];
    conclusion: string;
    params: Readonly<Record<string, number | string | boolean>>;
  },
): GeneratedBody {
  const parts: OpenTaskPart[] = [];
  const steps: QuestionStep[] = [];
  spec.parts.forEach((p, i) => {
    const id = partId(i);
    if (isWritten(p)) parts.push(writtenPart({ id, ...p }));
    else if (isChoice(p)) parts.push(choicePart(rng, { id, ...p }));
    else {
      const built = isExpr(p) ? exprPart(id, p) : valuePart(id, p);
      parts.push(built.part);
      steps.push(built.step);
    }
  });
  const scheme = spec.scheme.map(([points, description, requires, level], i) =>
    criterion(`k${i + 1}`, points, description, requires, level),
  );
  const solution = [...spec.parts.map((p, i) => `${partId(i)}) ${p.work}`), spec.conclusion].join('\n\n');
  return openTask({
    stem: spec.stem,
    ...(spec.figure ? { figure: spec.figure } : {}),
    parts,
    scheme,
    steps,
    solution,
    params: spec.params,
  });
}

/** A quantity with its unit in KaTeX (put inside $…$): 12{,}5\text{ cm}, 40\text{ m}^2. */
export function withUnit(value: Rational | number, unit: string): string {
  const r = typeof value === 'number' ? ratOf(value) : value;
  const power = unit.endsWith('²') ? 2 : unit.endsWith('³') ? 3 : 0;
  const base = power ? unit.slice(0, -1) : unit;
  return `${texValue(r)}\\text{ ${base}}${power ? `^${power}` : ''}`;
}

/** A noun with grammatical gender for stems ("Kurtka kosztowała", "Rower kosztował"). */
export interface Thing {
  name: string;
  /** Accusative ("kurtkę", "rower"). */
  acc: string;
  female: boolean;
}

/** An amount rounded to whole grosze, half a grosz up, exactly (no floating-point ties). */
export function roundToGrosze(amount: Rational): Rational {
  const grosze = { n: amount.n * 100, d: amount.d };
  return rat(Math.floor((2 * grosze.n + grosze.d) / (2 * grosze.d)), 100);
}

export { ISTOTNY_POSTEP, ROZWIAZANIE_PELNE, ZASADNICZE_TRUDNOSCI, dot } from '../../kit/open-task.ts';
