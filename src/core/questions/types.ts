import type { Rng } from '../math/random.ts';
import type { Rational } from '../math/rational.ts';
import type { SkillId } from '../curriculum/skill-ids.ts';

/**
 * Question model. A template (one skill) generates unlimited reproducible items from
 * (templateId, level, seed). The server keeps the full QuestionInstance; only
 * PublicQuestion (see public.ts) ever leaves it.
 */

/** 'open' is a multi-part open task ("zadanie otwarte") scored by a marking scheme (open-task.ts). */
export type QuestionType = 'mcq' | 'numeric' | 'fraction' | 'expression' | 'text' | 'open';
export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

/** Egzamin ósmoklasisty task styles (closed tasks); plain items use 'standard'. */
export type ExamStyle = 'standard' | 'dokoncz_zdanie' | 'prawda_falsz' | 'dobieranie' | 'tak_nie';

/**
 * One verdict of a closed task answered by a letter per row: its label and the letters it takes.
 * The P/F task has a row per sentence (P, F); the CKE's "TAK/NIE and its justification" has two,
 * TAK or NIE, then reason 1, 2 or 3.
 */
export interface VerdictRow {
  /** What the row decides ("Odpowiedź", "Uzasadnienie"). */
  label: string;
  /** The choices: the letter sent in the answer, the text on the button, a longer name for screen readers. */
  choices: readonly { letter: string; text: string; name: string }[];
}

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

/** The answer of a closed item, or of one part of an open task. */
export type ClosedAnswerSpec =
  /** A single number compared exactly (or within `tolerance`, absolute). */
  | {
      kind: 'number';
      value: Rational;
      forms?: NumberForms;
      /** A fraction answer must be in lowest terms ("Skróć ułamek" → invalid otherwise). */
      requireSimplest?: boolean;
      /** Shown as a fraction (3/4, not 0,75) after answering: a fractions exercise that accepts any form. */
      preferFraction?: boolean;
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
      /**
       * The stem asks for the result in its unit ("Zamień na cm", "Podaj wynik w metrach"): a right
       * value in another unit of the same kind is invalid ("Podaj wynik w cm") instead of converted.
       */
      unitAsked?: boolean;
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
  | {
      kind: 'text';
      accepted: readonly string[];
      /** For a relation sign (<, >, =): the two values compared, so "5/6 > 5/7" is read as its sign. */
      compared?: readonly [Rational, Rational];
    };

/** Points an open task is worth (the exam's open tasks are worth 2–4 points). */
export type OpenTaskPoints = 2 | 3 | 4;
export const OPEN_TASK_POINTS: readonly number[] = [2, 3, 4];

/**
 * An open task ("zadanie otwarte"): the pupil answers every part, and the marking scheme
 * awards points per criterion (scoreOpenTask in open-task.ts).
 */
export interface PartsAnswerSpec {
  kind: 'parts';
  parts: readonly OpenTaskPart[];
  scheme: readonly MarkingCriterion[];
  points: OpenTaskPoints;
}

export type AnswerSpec = ClosedAnswerSpec | PartsAnswerSpec;

/**
 * What a part of an open task asks for: 'value' an intermediate or final result, 'method' the
 * choice of a method (choice among options), 'reasoning' the choice of the correct chain of
 * reasoning steps of a "Uzasadnij, że …" task (choice or P/F verdicts on the steps).
 */
export type OpenTaskPartRole = 'value' | 'method' | 'reasoning';

/** One part of an open task, answered with the same widget and checker as a closed item. */
export interface OpenTaskPart {
  /** 'a', 'b', … in order; the key of the part in the pupil's responses. */
  id: string;
  /** What this part asks (Polish, KaTeX allowed). */
  prompt: string;
  role: OpenTaskPartRole;
  answer: ClosedAnswerSpec;
  /** For a choice part: its options (2–4), each distractor with the errorKey it stands for. */
  options?: readonly McqOption[];
  unitLabel?: string;
  answerHint?: string;
  /** Misconceptions of this part; a key may repeat in another part when it is the same misconception. */
  commonErrors?: readonly CommonError[];
  /** As QuestionInstance.truthCount: one P/F verdict per numbered sentence of the prompt. */
  truthCount?: number;
  /**
   * The task's own solution of this value part as a calculation in checker syntax, in the earlier
   * parts' ids and the task's numbers ("b*0.9", "14-b"). Scoring recomputes the part from the
   * pupil's own earlier values (the n − 1 rule); the model solution writes it with the values in.
   */
  calc?: string;
  /** A method or a justification the pupil writes (never chosen from options). */
  written?: WrittenMethod;
}

/**
 * What a written method part checks, symbolically: an equation equivalent to the model's (the
 * two sides' difference a non-zero multiple of the model's), or a justification written as a
 * chain of equal expressions starting from the quantity to justify and ending in a form that
 * shows the claim (a product with a factor divisible by `divisor`, or the constant `value`).
 */
export type WrittenMethod =
  | { kind: 'equation'; model: string; variables: readonly string[] }
  | {
      kind: 'identity';
      from: string;
      model: string;
      variables: readonly string[];
      divisor?: number;
      value?: number;
    }
  | {
      /**
       * The conclusion a justification draws, written by the pupil as a chain of equalities and
       * inequalities ("(3√2)² = 18 < 25 = 5²", "9² + 12² = 225 = 15²", "B = C = 70"): true link
       * by link, relating the two quantities as `relation` says, in either order.
       */
      kind: 'relation';
      model: string;
      /** Letters the pupil may use to name the quantities (B and C for angles), [] when none. */
      variables: readonly string[];
      relation: '<' | '>' | '=';
      left: RelatedQuantity;
      right: RelatedQuantity;
    };

/**
 * A quantity a written relation speaks of: the part where it is computed (its value is the
 * pupil's own there, n − 1), the letter naming it, and the calculations that are it ("9^2+12^2").
 * A term of the pupil's chain stands for it when it is one of those calculations, when it is its
 * name or its value and the pupil computed it in its part — a value only when no other quantity
 * of the relation has the same value, so "225 = 225" cannot stand for "a² + b² = c²".
 */
export interface RelatedQuantity {
  part: string;
  name?: string;
  forms: readonly string[];
}

/**
 * One line of the marking scheme, worded as the CKE's ("poprawna metoda obliczenia pola
 * trójkąta"), earned when every part it requires is answered correctly. Criteria are cumulative:
 * "2 pkt — poprawny wynik" is written as a 1-point method criterion plus a 1-point result
 * criterion that requires the method's part and the result's part.
 */
export interface MarkingCriterion {
  id: string;
  points: number;
  description: string;
  /** Ids of the parts that must all be correct. */
  requires: readonly string[];
  /** The CKE's level of progress this criterion marks ("istotny postęp", …), when scored that way. */
  level?: string;
}

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
  /**
   * With truthCount: the letters each verdict takes when they are not P/F (one row per verdict;
   * the answer is one letter per row in row order, "T2"). Absent for the P/F task.
   */
  verdictRows?: readonly VerdictRow[];
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
   * An open task (its items have answer kind 'parts'). The diagnostic and the demo, which need
   * quick closed items, leave open tasks out.
   */
  open?: boolean;
  /**
   * The property test checks that the last step's `expected` equals the final answer.
   * Set to false only when the item's last step is deliberately something else (say why in
   * a comment next to it).
   */
  lastStepIsAnswer?: boolean;
  /** Produces everything but the identifying fields, which the registry adds. */
  generate(ctx: GenerateContext): Omit<QuestionInstance, 'templateId' | 'skillId' | 'level' | 'seed' | 'examStyle'>;
}
