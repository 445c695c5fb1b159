/** Closed tasks: multiple choice whose distractors each stand for a common error. */
import type { Rng } from '../../math/random.ts';
import type { Rational } from '../../math/rational.ts';
import type { AnswerSpec, CommonError, McqOption } from '../types.ts';
import { type NumericMistake, textError } from './errors.ts';

/** The exam's instruction for a closed task answered by choosing one of the options ("wybór"). */
export const CHOICE_INSTRUCTION = 'Wybierz właściwą odpowiedź spośród podanych.';

/** The exam's instruction for "Dokończ zdanie" tasks. */
export const DOKONCZ_INSTRUCTION = `Dokończ zdanie. ${CHOICE_INSTRUCTION}`;

type Choice = Extract<AnswerSpec, { kind: 'choice' }>;

/**
 * Multiple choice from the correct text and distractors that each stand for a common error.
 * Distractors equal to the correct text or to each other are dropped; when fewer than three
 * remain, `fillers` (plausible values, still tagged with an error key) are used.
 */
export function mcqFromErrors(
  rng: Rng,
  correct: string,
  distractors: readonly McqOption[],
  fillers: readonly McqOption[] = [],
  count = 4,
): { options: McqOption[]; answer: Choice } {
  const seen = new Set([correct]);
  const chosen: McqOption[] = [];
  for (const d of [...distractors, ...fillers]) {
    if (chosen.length >= count - 1) break;
    if (seen.has(d.text)) continue;
    if (!d.errorKey) throw new Error('mcqFromErrors: every distractor needs an errorKey');
    seen.add(d.text);
    chosen.push(d);
  }
  if (chosen.length < count - 1)
    throw new Error(`mcqFromErrors: only ${chosen.length + 1} distinct options for "${correct}"`);
  const options = rng.shuffle([{ text: correct }, ...chosen]);
  return { options, answer: { kind: 'choice', index: options.findIndex((o) => o.text === correct && !o.errorKey) } };
}

/**
 * `mcqFromErrors` for numeric mistakes: the distractors are the mistakes' values formatted by
 * `fmt` (the first three distinct ones), and the matching text-kind common errors come back too.
 */
export function mcqFromMistakes(
  rng: Rng,
  correct: Rational,
  mistakes: readonly NumericMistake[],
  fmt: (r: Rational) => string,
): { options: McqOption[]; answer: Choice; commonErrors: CommonError[] } {
  const correctText = fmt(correct);
  const distractors: McqOption[] = [];
  const commonErrors: CommonError[] = [];
  const seen = new Set([correctText]);
  for (const mk of mistakes) {
    const text = fmt(mk.value);
    if (seen.has(text) || distractors.length >= 3) continue;
    seen.add(text);
    distractors.push({ text, errorKey: mk.key });
    commonErrors.push(textError(mk.key, text, mk.feedback));
  }
  const { options, answer } = mcqFromErrors(rng, correctText, distractors);
  return { options, answer, commonErrors };
}
