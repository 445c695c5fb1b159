import { describe, expect, it } from 'vitest';
import { solutionShows } from './solution-steps.ts';

describe('solutionShows', () => {
  it('reads a KaTeX fraction as a pupil types it on one line', () => {
    expect(solutionShows('$h = \\frac{V}{\\pi r^2}$', 'V/(pi*r^2)')).toBe(true);
    expect(solutionShows('$c = \\frac{V}{ab}$', 'V/(a*b)')).toBe(true);
    expect(solutionShows('$h = \\frac{2P}{a}$', '2*P/a')).toBe(true);
    expect(solutionShows('$m = \\frac{2E}{v^2}$', '2*E/v^2')).toBe(true);
    expect(solutionShows('$a = \\frac{O - 2b}{2}$', '(O-2*b)/2')).toBe(true);
    expect(solutionShows('$\\pi r^2$', 'πr^2')).toBe(true);
  });

  it('does not see a result the solution does not show', () => {
    expect(solutionShows('$h = \\frac{V}{\\pi r^2}$', 'V/(pi*r)')).toBe(false);
    expect(solutionShows('$a = \\frac{O - 2b}{2}$', 'O-2*b/2')).toBe(false);
    expect(solutionShows('$2 \\cdot 3 = 6$', '23')).toBe(false);
  });
});
