import type { Rng } from '../math/random.ts';
import type { Rational } from '../math/rational.ts';
import type { SkillId } from '../curriculum/skill-ids.ts';

/**
 * Question model. A template (one skill) generates unlimited reproducible items from
 * (templateId, level, seed). The server keeps the full QuestionInstance; only
 * PublicQuestion (see public.ts) ever leaves it.
 */

export type QuestionType = 'mcq' | 'numeric' | 'fraction' | 'expression' | 'text';
export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

/** Egzamin ósmoklasisty task styles (closed tasks); plain items use 'standard'. */
export type ExamStyle = 'standard' | 'dokoncz_zdanie' | 'prawda_falsz' | 'dobieranie';

/** How the value of a numeric answer may be written. Omitted flags default to true. */
export interface NumberForms {
  /** 2,5 or 2.5 */
  decimal?: boolean;
  /** 5/2 */
  fraction?: boolean;
  /** 2 1/2 */
  mixed?: boolean;
  /** 250% (only when the item is about percent, default false) */
  percent?: boolean;
  /** 3,2·10^5 (scientific notation); defaults to the `decimal` flag. */
  scientific?: boolean;
}

export type AnswerSpec =
  /** A single number compared exactly (or within `tolerance`, absolute). */
  | {
      kind: 'number';
      value: Rational;
      forms?: NumberForms;
      /** A fraction answer must be in lowest terms ("Skróć ułamek" → invalid otherwise). */
      requireSimplest?: boolean;
      tolerance?: number;
      /**
       * The one form the pupil must use, e.g. 'scientific' for "zapisz w notacji wykładniczej",
       * 'mixed' for "zamień na liczbę mieszaną" (another form of the right value → invalid).
       */
      requiredForm?: 'decimal' | 'fraction' | 'mixed' | 'percent' | 'scientific';
      /** When set, the answer must carry one of these units (first one is canonical, e.g. 'cm²'). */
      unit?: { accepted: readonly string[]; required: boolean };
      /** Decimal places the answer is written with (rounded to hundredths, 3,6 is written 3,60). */
      places?: number;
    }
  /** Several numbers in a fixed order, e.g. coordinates (x, y) or a system's solution. */
  | {
      kind: 'numbers';
      values: readonly Rational[];
      ordered: boolean;
      labels?: readonly string[];
      /** The values are a point's coordinates: shown as (3; −2), not as x = 3; y = −2. */
      point?: boolean;
    }
  /**
   * An algebraic expression in the given variables, equal by value at random points.
   * `form` adds a form rule: 'expanded' forbids brackets, 'simplified' requires no like terms twice.
   */
  | { kind: 'expression'; expr: string; variables: readonly string[]; form?: 'any' | 'expanded' | 'simplified' }
  /** Multiple choice: index into options. */
  | { kind: 'choice'; index: number }
  /** Free text compared after normalisation against the accepted list (e.g. 'P', 'tak', 'ostrokątny'). */
  | { kind: 'text'; accepted: readonly string[] };

/** A misconception that yields a concrete wrong answer for this item. */
export interface CommonError {
  /** Stable key, e.g. 'add_across', 'minus_squared'. */
  key: string;
  /** The wrong answer this misconception produces, in the same kind as the answer spec. */
  wrong: WrongValue;
  /** Polish feedback shown when this error is detected (names the exact mistake). */
  feedback: string;
}

export type WrongValue =
  | { kind: 'number'; value: Rational }
  | { kind: 'numbers'; values: readonly Rational[] }
  | { kind: 'expression'; expr: string }
  | { kind: 'text'; accepted: readonly string[] };

export interface McqOption {
  /** Option text (KaTeX allowed inside $…$). */
  text: string;
  /** Error key that this distractor stands for; undefined for the correct option. */
  errorKey?: string;
}

export interface QuestionStep {
  /** What the pupil is asked at this step (Polish, KaTeX allowed). */
  prompt: string;
  /** Expected answer as a pupil would type it (used in worked step, also matched exactly after normalisation). */
  expected: string;
  /**
   * Regex sources (case-insensitive) matched against the normalised input (spec section 5:
   * trim, lowercase, collapse spaces, comma → dot, spaces around operators removed).
   */
  patterns: readonly string[];
  /** Three graded hints: nudge → strategy → the step worked out. */
  hints: readonly [string, string, string];
  /** Regex sources per error code, matched like `patterns`, for wrong step answers. */
  errorPatterns?: readonly { code: string; patterns: readonly string[] }[];
  /** Canned Polish feedback per error code. */
  feedbackByError: Readonly<Record<string, string>>;
}

export interface QuestionInstance {
  templateId: string;
  skillId: SkillId;
  level: Level;
  seed: number;
  type: QuestionType;
  examStyle: ExamStyle;
  /** Polish stem; inline maths in KaTeX between $…$ (display maths $$…$$). */
  stem: string;
  /** SVG markup drawn from the same numbers, when the task needs a picture. */
  figure?: string;
  /** For mcq: exactly four options (P/F items may have two). */
  options?: readonly McqOption[];
  answer: AnswerSpec;
  /**
   * Set when a text answer is one P/F verdict per numbered sentence of the stem, typed in sentence
   * order ("PF"): the app then shows a P/F toggle pair per sentence instead of a text box.
   */
  truthCount?: number;
  /** Short hint for the input, e.g. 'Podaj wynik w cm²' or 'Wpisz ułamek nieskracalny'. */
  answerHint?: string;
  /** Unit shown after the input box, if any (e.g. 'cm²'). */
  unitLabel?: string;
  steps: readonly QuestionStep[];
  commonErrors: readonly CommonError[];
  /** Worked solution in Polish, shown after answering (KaTeX allowed). */
  solution: string;
  /** Parameters the item was built from (stored with attempts for review). */
  params: Readonly<Record<string, number | string | boolean>>;
}

export interface GenerateContext {
  rng: Rng;
  level: Level;
}

export interface QuestionTemplate {
  /** Stable id: `<skillId>.<short-name>`, e.g. 'fraction_add_sub.unlike-denominators'. */
  id: string;
  skillId: SkillId;
  /** Short Polish title for the admin content browser. */
  title: string;
  examStyle?: ExamStyle;
  /**
   * The property test checks that the last step's `expected` equals the final answer.
   * Set to false only when the item's last step is deliberately something else (say why in
   * a comment next to it).
   */
  lastStepIsAnswer?: boolean;
  /** Produces everything but the identifying fields, which the registry adds. */
  generate(ctx: GenerateContext): Omit<QuestionInstance, 'templateId' | 'skillId' | 'level' | 'seed' | 'examStyle'>;
}
