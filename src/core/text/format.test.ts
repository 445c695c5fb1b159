import { describe, expect, it } from 'vitest';
import { formatNumber, texNumber } from './format.ts';

describe('formatNumber', () => {
  it('writes integers as toFixed would, its zero decimals cut', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(100)).toBe('100');
    expect(formatNumber(-3)).toBe('\u22123');
    expect(formatNumber(1000)).toBe('1000');
    expect(formatNumber(12500)).toBe('12\u00a0500');
    expect(formatNumber(-1_234_567)).toBe('\u22121\u00a0234\u00a0567');
    expect(formatNumber(1e15)).toBe('1\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000');
  });

  it('rounds fractions to the digits asked and cuts trailing zeros', () => {
    expect(formatNumber(2.5)).toBe('2,5');
    expect(formatNumber(-0.125, 2)).toBe('\u22120,13');
    expect(formatNumber(-0.001, 2)).toBe('0');
    expect(formatNumber(12500.75)).toBe('12\u00a0500,75');
    expect(texNumber(-12500.75)).toBe('-12\\,500{,}75');
  });

  it("keeps an integer's own trailing zeros whatever the digits asked (issue 25: 4870 shown as 487)", () => {
    expect(formatNumber(4870, 0)).toBe('4870');
    expect(texNumber(4870, 0)).toBe('4870');
    expect(formatNumber(1200.4, 0)).toBe('1200');
    expect(formatNumber(2.5, 0)).toBe('3');
  });
});
