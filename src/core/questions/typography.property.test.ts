/**
 * Typography of every generated text (stem, options, hints, feedback, solution) over every
 * template × level × several seeds: non-breaking spaces between a number and its unit and in
 * large numbers, money with grosze, 10^k without a mantissa of 1. See typography.ts.
 */
import { describe, it, expect } from 'vitest';
import { allTemplates, generateQuestion } from './registry.ts';
import { itemTexts } from './audit.ts';
import { typographyProblems } from './typography.ts';
import { LEVELS } from './types.ts';

const SEEDS = Number(process.env.TYPOGRAPHY_SEEDS ?? 12);

describe('typography of every template', () => {
  for (const t of allTemplates()) {
    it(t.id, () => {
      const problems = new Set<string>();
      for (const level of LEVELS) {
        for (let seed = 1; seed <= SEEDS; seed++) {
          const q = generateQuestion(t.id, level, seed);
          for (const { where, text } of itemTexts(q)) {
            for (const p of typographyProblems(text)) problems.add(`L${level} s${seed} ${where}: ${p}`);
          }
        }
      }
      expect([...problems].slice(0, 8), `${problems.size} problems`).toEqual([]);
    });
  }
});
