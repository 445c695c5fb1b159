/**
 * The CKE's "dobieranie" closed task: two sentences, the first completed by A or B, the second by
 * C or D. It is asked as a choice among the four pairs ("A i C", …); each wrong pair stands for
 * the slip of the sentence it completes wrongly (both wrong: 'both_wrong').
 */
import type { Rng } from '../../math/random.ts';
import type { AnswerSpec, CommonError, McqOption, QuestionStep } from '../types.ts';
import { textError } from './errors.ts';
import { step } from './steps.ts';

export const MATCH_INSTRUCTION =
  'Uzupełnij zdania. Wybierz odpowiedź spośród oznaczonych literami A i B oraz odpowiedź spośród oznaczonych literami C i D.';

export interface MatchSentence {
  /** The sentence to complete, without its ending ("Długość $7{,}5$ m to"). */
  text: string;
  /** The right and the wrong ending (KaTeX allowed). */
  right: string;
  wrong: string;
  /** The misconception the wrong ending stands for, and what to tell the pupil who picks it. */
  errorKey: string;
  feedback: string;
  /** Two hints towards the right ending; the third hint is `explain`. */
  hints: readonly [string, string];
  /** The sentence worked out (a whole clause, no final full stop), shown in the solution. */
  explain: string;
}

export function matchingBody(
  rng: Rng,
  first: MatchSentence,
  second: MatchSentence,
  intro?: string,
): {
  type: 'mcq';
  stem: string;
  options: McqOption[];
  answer: Extract<AnswerSpec, { kind: 'choice' }>;
  commonErrors: CommonError[];
  steps: QuestionStep[];
  solution: string;
} {
  if (first.errorKey === second.errorKey) throw new Error('matchingBody: the sentences need different error keys');
  const firstIsA = rng.chance(0.5);
  const secondIsC = rng.chance(0.5);
  const right = [firstIsA ? 'A' : 'B', secondIsC ? 'C' : 'D'] as const;
  const wrong = [firstIsA ? 'B' : 'A', secondIsC ? 'D' : 'C'] as const;
  const [A, B] = firstIsA ? [first.right, first.wrong] : [first.wrong, first.right];
  const [C, D] = secondIsC ? [second.right, second.wrong] : [second.wrong, second.right];
  const { options, answer, commonErrors } = matchingChoice(right, first, second);
  const sentenceStep = (s: MatchSentence, i: 0 | 1) =>
    step({
      prompt: `Które zakończenie ${i === 0 ? 'pierwszego' : 'drugiego'} zdania jest poprawne? Wpisz ${i === 0 ? 'A albo B' : 'C albo D'}.`,
      expected: right[i],
      patterns: [`^${right[i].toLowerCase()}$`],
      hints: [s.hints[0], s.hints[1], `${s.explain}, więc ${right[i]}.`],
      errors: [{ code: s.errorKey, patterns: [`^${wrong[i].toLowerCase()}$`], feedback: s.feedback }],
    });
  return {
    type: 'mcq',
    stem: `${MATCH_INSTRUCTION}\n\n${intro ? `${intro}\n\n` : ''}${first.text} A. ${A} albo B. ${B}\n\n${second.text} C. ${C} albo D. ${D}`,
    options,
    answer,
    commonErrors,
    steps: [sentenceStep(first, 0), sentenceStep(second, 1)],
    solution: `${first.explain}, więc ${right[0]}. ${second.explain}, więc ${right[1]}. Odpowiedź: ${right[0]} i ${right[1]}.`,
  };
}

/** The slip a wrong ending stands for: its key and what to tell the pupil who picks it. */
interface EndingSlip {
  errorKey: string;
  feedback: string;
}

/**
 * The four pairs as options in the exam's order (A i C, A i D, B i C, B i D), the right one
 * `right`; each wrong pair tagged with the slip of the sentence it completes wrongly ('both_wrong'
 * when it completes both wrongly), and the common errors of those three pairs.
 */
export function matchingChoice(
  right: readonly ['A' | 'B', 'C' | 'D'],
  first: EndingSlip,
  second: EndingSlip,
  bothWrongFeedback = `Oba wybory są błędne. ${first.feedback} ${second.feedback}`,
): { options: McqOption[]; answer: Extract<AnswerSpec, { kind: 'choice' }>; commonErrors: CommonError[] } {
  const pairs = ['A', 'B'].flatMap((x) => ['C', 'D'].map((y) => [x, y] as const));
  const options: McqOption[] = pairs.map(([x, y]) => {
    const text = `${x} i ${y}`;
    const firstOk = x === right[0];
    const secondOk = y === right[1];
    if (firstOk && secondOk) return { text };
    return { text, errorKey: !firstOk && !secondOk ? 'both_wrong' : !firstOk ? first.errorKey : second.errorKey };
  });
  const textOf = (key: string) => options.find((o) => o.errorKey === key)!.text;
  return {
    options,
    answer: { kind: 'choice', index: pairs.findIndex(([x, y]) => x === right[0] && y === right[1]) },
    commonErrors: [
      textError(first.errorKey, textOf(first.errorKey), first.feedback),
      textError(second.errorKey, textOf(second.errorKey), second.feedback),
      textError('both_wrong', textOf('both_wrong'), bothWrongFeedback),
    ],
  };
}
