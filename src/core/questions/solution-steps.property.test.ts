/**
 * Worked solutions show each step's intermediate result (issue 13, part 5): over every template ×
 * level × several seeds, each step's expected answer appears in the solution (solution-steps.ts).
 * Every template complies; there is no skip list.
 */
import { describe, it, expect } from 'vitest';
import { allTemplates, generateQuestion } from './registry.ts';
import { solutionShows } from './solution-steps.ts';
import { LEVELS } from './types.ts';

const SEEDS = 5;

function missingResults(templateId: string): string[] {
  const missing: string[] = [];
  for (const level of LEVELS) {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const q = generateQuestion(templateId, level, seed);
      q.steps.forEach((s, i) => {
        if (!solutionShows(q.solution, s.expected)) missing.push(`L${level} s${seed} step ${i} "${s.expected}"`);
      });
    }
  }
  return missing;
}

describe('worked solutions show every step result', () => {
  it('solutionShows reads KaTeX and other forms of the same number', () => {
    expect(solutionShows('$2\\frac{2}{3} = \\frac{2 \\cdot 3 + 2}{3} = \\frac{8}{3}$', '8/3')).toBe(true);
    expect(solutionShows('$x = 0{,}75$', '3/4')).toBe(true);
    expect(solutionShows('$a = \\sqrt{49} = 7$', '√49')).toBe(true);
    expect(solutionShows('$2 \\cdot 3 + 2 = 8$', '6')).toBe(false);
    expect(solutionShows('$16$', '1,6')).toBe(false);
  });

  for (const t of allTemplates()) {
    it(t.id, () => {
      const missing = missingResults(t.id);
      expect(missing.slice(0, 6), `${missing.length} step results missing from the solution`).toEqual([]);
    });
  }
});
