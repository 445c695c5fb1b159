/**
 * A P/F task in the CKE layout: two sentences, each judged P or F. The answer is the two letters
 * in the order of the sentences ("PF"): the app marks `truthCount` and shows a P/F toggle pair per
 * sentence that submits those letters, and a typed "PF" (or "P, F", "prawda, fałsz") is checked
 * the same way. Every other pair of letters is a common error that names the sentence judged
 * wrongly.
 */
import type { Rng } from '../../math/random.ts';
import type { AnswerSpec, CommonError, QuestionStep } from '../types.ts';
import { step } from './steps.ts';
import { redraw } from './draw.ts';

export const PF_PAIR_INSTRUCTION =
  'Oceń prawdziwość podanych zdań. Wybierz P, jeśli zdanie jest prawdziwe, albo F, jeśli jest fałszywe.';
export const PF_PAIR_HINT = 'Przy każdym zdaniu wybierz P (prawda) albo F (fałsz).';

export interface PfStatement {
  /** The sentence (Polish, KaTeX allowed), without its number. */
  text: string;
  truth: boolean;
  /**
   * Why it is true or false, read after "Zdanie 1 jest fałszywe: " (lower case or maths) or after
   * "Zdanie 1 jest fałszywe. " (a whole sentence); ends with a full stop. Shown when the sentence
   * is misjudged and in the solution.
   */
  why: string;
  /** Worked steps that decide this sentence (prompts are prefixed with the sentence number). */
  steps: readonly QuestionStep[];
}

/** Truth values of two sentences; each of PP, PF, FP, FF is equally likely. */
export function drawTruths(rng: Rng): [boolean, boolean] {
  return [rng.chance(0.5), rng.chance(0.5)];
}

/**
 * Truth values and the two sentence sources: `draw(truth)` makes one, the second is redrawn
 * until `differ(first, second)` holds (two identical sentences would make a weak task).
 */
export function drawPair<T>(
  rng: Rng,
  draw: (truth: boolean) => T,
  differ: (first: T, second: T) => boolean,
): { truths: [boolean, boolean]; first: T; second: T } {
  const truths = drawTruths(rng);
  const first = draw(truths[0]);
  const second = redraw(() => {
    const candidate = draw(truths[1]);
    return differ(first, candidate) ? candidate : null;
  });
  return { truths, first, second };
}

const letter = (truth: boolean): string => (truth ? 'P' : 'F');

/** The ways a pupil may type one verdict pair ("PF", "P F", "P, F", "1. P, 2. F", "prawda, fałsz"). */
function typings(truths: readonly boolean[]): string[] {
  const letters = truths.map(letter);
  const words = truths.map((t) => (t ? 'prawda' : 'fałsz'));
  return [
    letters.join(''),
    letters.join(' '),
    letters.join(', '),
    letters.join(','),
    letters.join('; '),
    letters.join(';'),
    letters.map((l, i) => `${i + 1}${l}`).join(' '),
    letters.map((l, i) => `${i + 1}${l}`).join(', '),
    letters.map((l, i) => `${i + 1}. ${l}`).join(', '),
    words.join(' '),
    words.join(', '),
  ];
}

/** Step pattern for a verdict pair after step normalisation (lowercase, comma → dot). */
function stepPattern(truths: readonly boolean[]): string {
  const one = (t: boolean, i: number) => `(${i + 1}\\.? ?)?(${t ? 'p|prawda' : 'f|fałsz|falsz'})`;
  return `^${truths.map(one).join('[ .;]*')}$`;
}

const adjective = (truth: boolean): string => (truth ? 'prawdziwe' : 'fałszywe');

/** "Zdanie 2 jest fałszywe: …" (with "(F)" in the solution). */
function verdict(statements: readonly PfStatement[], i: number, withLetter = false): string {
  const s = statements[i]!;
  // A colon before a lower-case explanation or maths; a full stop before a whole sentence.
  const joint = /^\p{Lu}/u.test(s.why) ? '.' : ':';
  return `Zdanie ${i + 1} jest ${adjective(s.truth)}${withLetter ? ` (${letter(s.truth)})` : ''}${joint} ${s.why}`;
}

function misjudgedFeedback(statements: readonly PfStatement[], indices: readonly number[]): string {
  return indices.map((i) => verdict(statements, i)).join(' ');
}

/** Every other verdict pair, with the sentences it misjudges. */
function wrongPairs(statements: readonly PfStatement[]): { truths: boolean[]; misjudged: number[] }[] {
  const n = statements.length;
  const out: { truths: boolean[]; misjudged: number[] }[] = [];
  for (let mask = 1; mask < 1 << n; mask++) {
    const misjudged = statements.map((_, i) => i).filter((i) => (mask >> i) & 1);
    out.push({ truths: statements.map((s, i) => (misjudged.includes(i) ? !s.truth : s.truth)), misjudged });
  }
  return out;
}

const errorKey = (misjudged: readonly number[], n: number): string =>
  misjudged.length === n ? 'misjudged_all' : `misjudged_${misjudged.map((i) => i + 1).join('_')}`;

/**
 * Stem, answer, steps, common errors and solution of a P/F item with the given sentences;
 * `intro` (a shared situation, a table) goes between the instruction and the sentences.
 */
export function pfPairBody(
  statements: readonly PfStatement[],
  intro?: string,
): {
  type: 'text';
  stem: string;
  answer: Extract<AnswerSpec, { kind: 'text' }>;
  truthCount: number;
  answerHint: string;
  steps: QuestionStep[];
  commonErrors: CommonError[];
  solution: string;
} {
  const truths = statements.map((s) => s.truth);
  const letters = truths.map(letter).join('');
  const wrong = wrongPairs(statements);
  const verdictStep = step({
    prompt: 'Oceń oba zdania: wpisz dwie litery (P albo F) w kolejności zdań.',
    expected: letters,
    patterns: [stepPattern(truths)],
    hints: [
      'Oceń każde zdanie osobno, korzystając z wyników poprzednich kroków.',
      'Pierwsza litera dotyczy zdania 1, druga — zdania 2.',
      `${statements.map((s, i) => `${i === 0 ? 'Zdanie' : 'zdanie'} ${i + 1} jest ${adjective(s.truth)}`).join(', ')}, więc ${letters}.`,
    ],
    errors: wrong.map((w) => ({
      code: errorKey(w.misjudged, statements.length),
      patterns: [stepPattern(w.truths)],
      feedback: misjudgedFeedback(statements, w.misjudged),
    })),
  });
  const steps = statements.flatMap((s, i) => s.steps.map((st) => ({ ...st, prompt: `Zdanie ${i + 1}. ${st.prompt}` })));
  // A single letter is not a verdict pair: the checker asks for both letters (invalid, not wrong).
  const commonErrors: CommonError[] = wrong.map((w) => ({
    key: errorKey(w.misjudged, statements.length),
    wrong: { kind: 'text' as const, accepted: typings(w.truths) },
    feedback: misjudgedFeedback(statements, w.misjudged),
  }));
  const sentences = statements.map((s, i) => `${i + 1}. ${s.text}`).join('\n');
  return {
    type: 'text',
    stem: `${PF_PAIR_INSTRUCTION}\n\n${intro ? `${intro}\n\n` : ''}${sentences}`,
    answer: { kind: 'text', accepted: typings(truths) },
    truthCount: statements.length,
    answerHint: PF_PAIR_HINT,
    steps: [...steps, verdictStep],
    commonErrors,
    solution: `${statements.map((_, i) => verdict(statements, i, true)).join('\n')}\n\nOdpowiedź: ${letters}.`,
  };
}
