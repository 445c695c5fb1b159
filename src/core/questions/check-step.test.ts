import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkStep, normaliseStepInput } from './check-step.ts';
import { numberPattern, step } from './kit/index.ts';
import { rat } from '../math/rational.ts';

const hints = ['Pomyśl.', 'Strategia.', 'Rozwiązanie.'] as const;

const question = {
  steps: [
    step({
      prompt: 'Sprowadź do wspólnego mianownika: ile to $\\frac{1}{2}$?',
      expected: '3/6',
      hints,
      errors: [{ code: 'add_across', patterns: ['^2/5$'], feedback: 'Nie dodajemy mianowników.' }],
    }),
    step({ prompt: 'Wynik?', expected: '5/6', patterns: [numberPattern(rat(5, 6))], hints }),
    step({ prompt: 'Wyrażenie?', expected: '2·x + 3', hints }),
    step({ prompt: 'Zły wzorzec', expected: 'abc', patterns: ['([unclosed', '^abc$'], hints }),
  ],
};

describe('normaliseStepInput (spec §5)', () => {
  it('trims, lowercases, collapses spaces, comma → dot, removes spaces around operators', () => {
    expect(normaliseStepInput('  X  =  2,5 ')).toBe('x=2.5');
    expect(normaliseStepInput('3 x + 5 = 20')).toBe('3 x+5=20');
    expect(normaliseStepInput('( 2 + 3 ) · 4')).toBe('(2+3)*4');
    expect(normaliseStepInput('−3 × 2')).toBe('-3*2');
    expect(normaliseStepInput('2 1/2')).toBe('2 1/2');
    expect(normaliseStepInput('12 500')).toBe('12500');
    expect(normaliseStepInput('12\u00a0500,5')).toBe('12500.5');
  });
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseStepInput(normaliseStepInput(s)) === normaliseStepInput(s)));
  });
});

describe('checkStep', () => {
  it('correct by pattern or by the normalised expected answer', () => {
    expect(checkStep(question, 0, '3/6')).toEqual({ status: 'correct' });
    expect(checkStep(question, 0, ' 3 / 6 ')).toEqual({ status: 'correct' });
    expect(checkStep(question, 1, '5/6')).toEqual({ status: 'correct' });
    expect(checkStep(question, 2, '2*x+3')).toEqual({ status: 'correct' });
    expect(checkStep(question, 2, '2 × X + 3')).toEqual({ status: 'correct' });
  });
  it('number patterns accept decimal comma and point', () => {
    const q = { steps: [step({ prompt: 'Ile?', expected: '2,5', hints })] };
    for (const input of ['2,5', '2.5', '5/2', '2 1/2', '2,50'])
      expect(checkStep(q, 0, input).status, input).toBe('correct');
    expect(checkStep(q, 0, '2,6').status).toBe('incorrect');
  });
  it('incorrect with the error code and canned feedback of the first matching error pattern', () => {
    expect(checkStep(question, 0, '2/5')).toEqual({
      status: 'incorrect',
      errorCode: 'add_across',
      feedback: 'Nie dodajemy mianowników.',
    });
  });
  it('incorrect without error code when nothing matches (UI shows its Polish fallback)', () => {
    expect(checkStep(question, 0, '7')).toEqual({ status: 'incorrect' });
  });
  it('empty input → not_attempted', () => {
    expect(checkStep(question, 0, '')).toEqual({ status: 'not_attempted' });
    expect(checkStep(question, 0, '   ')).toEqual({ status: 'not_attempted' });
    expect(checkStep(question, 0, null)).toEqual({ status: 'not_attempted' });
  });
  it('step index outside the steps → invalid', () => {
    expect(checkStep(question, 4, '1')).toEqual({ status: 'invalid' });
    expect(checkStep(question, -1, '1')).toEqual({ status: 'invalid' });
    expect(checkStep(question, 1.5, '1')).toEqual({ status: 'invalid' });
    expect(checkStep(question, Number.NaN, '1')).toEqual({ status: 'invalid' });
  });
  it('an invalid regex counts as no match and never throws', () => {
    expect(checkStep(question, 3, 'abc')).toEqual({ status: 'correct' });
    expect(checkStep(question, 3, '([unclosed')).toEqual({ status: 'incorrect' });
    fc.assert(
      fc.property(fc.string(), fc.string(), (pattern, input) => {
        const q = {
          steps: [{ ...question.steps[0]!, patterns: [pattern], errorPatterns: [{ code: 'x', patterns: [pattern] }] }],
        };
        expect(['correct', 'incorrect', 'not_attempted']).toContain(checkStep(q, 0, input).status);
      }),
    );
  });
});
