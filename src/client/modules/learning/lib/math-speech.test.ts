import { describe, it, expect } from 'vitest';
import { mathToSpeech } from './math-speech.ts';

describe('mathToSpeech (accessible names for maths-only labels)', () => {
  it('reads fractions, products, roots and powers as plain text', () => {
    expect(mathToSpeech('$\\frac{11}{4}$')).toBe('11/4');
    expect(mathToSpeech('$-\\frac{3}{5} \\cdot \\left(-\\frac{1}{4}\\right)$')).toBe('-3/5 · (-1/4)');
    expect(mathToSpeech('$\\sqrt{49}$')).toBe('√49');
    expect(mathToSpeech('$x^{2} + 2{,}5$')).toBe('x^2 + 2,5');
    expect(mathToSpeech('$\\frac{a+1}{2}$')).toBe('(a+1)/2');
  });
  it('keeps the surrounding text and never returns TeX braces or backslashes', () => {
    const out = mathToSpeech('Prawda: $2^{3} = 8$ oraz $\\text{cm}^2$');
    expect(out).toBe('Prawda: 2^3 = 8 oraz cm^2');
    expect(mathToSpeech('$\\mathbb{R}$')).not.toMatch(/[\\{}]/);
  });
});
