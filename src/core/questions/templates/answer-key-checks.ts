/**
 * Helpers for tests that recompute templates' answer keys independently: every item of a
 * template over levels × seeds, and the answer's value (in grosze for money).
 */
import { expect } from 'vitest';
import { generateQuestion } from '../registry.ts';
import { LEVELS, type Level, type QuestionInstance } from '../types.ts';
import { toNumber } from '../../math/rational.ts';

/** Calls `check` for every level and seeds 1…`seeds` of the template. */
export function eachItem(templateId: string, check: (q: QuestionInstance, level: Level) => void, seeds = 150): void {
  for (const level of LEVELS)
    for (let seed = 1; seed <= seeds; seed++) check(generateQuestion(templateId, level, seed), level);
}

/** The value of a number answer. */
export function numberValue(q: QuestionInstance): number {
  if (q.answer.kind !== 'number') throw new Error(`${q.templateId}: not a number answer (${q.answer.kind})`);
  return toNumber(q.answer.value);
}

/** A money answer in grosze; fails the test when it is not whole grosze. */
export function answerInGrosze(q: QuestionInstance): number {
  const g = numberValue(q) * 100;
  expect(Math.abs(g - Math.round(g))).toBeLessThan(1e-6);
  return Math.round(g);
}

/** The first accepted text of a text answer (the form the item shows). */
export function firstAccepted(q: QuestionInstance): string {
  if (q.answer.kind !== 'text') throw new Error(`${q.templateId}: not a text answer (${q.answer.kind})`);
  return q.answer.accepted[0]!;
}

/** A text with its non-breaking spaces (typography: "w\u00a0piątek", "5\u00a0cm") as plain spaces, for parsing. */
export function plainSpaces(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}
