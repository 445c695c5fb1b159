/**
 * Answer keys of the written-arithmetic templates recomputed independently (plain integer
 * arithmetic from the item's parameters), and the column walk-through checked digit by digit.
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { eachItem, numberValue } from '../answer-key-checks.ts';
import { toNumber } from '../../../math/rational.ts';

describe('written arithmetic: answer keys', () => {
  it('column addition is the sum of the addends, with carries at every level', () => {
    eachItem('written_add_sub.column-addition', (q, level) => {
      const addends = String(q.params.addends).split('+').map(Number);
      expect(addends).toHaveLength(level === 3 ? 3 : 2);
      expect(numberValue(q)).toBe(addends.reduce((a, b) => a + b, 0));
      // The stem shows the same addends the key was computed from (issue 25: 4870 shown as 487).
      const shown = /\$([^$]+)\$/.exec(q.stem)![1]!.replace(/\\,/g, '').split('+').map(Number);
      expect(shown).toEqual(addends);
      const stemSum = /\$([^$]+)\$/.exec(q.stem)![1]!;
      expect(q.solution).toContain(`${stemSum} = `);
      // One step per column plus the reading of the result; the column digits spell the sum.
      const written = q.steps.slice(0, -1).map((s) => s.expected);
      expect(written.reverse().join('')).toBe(String(numberValue(q)));
    });
  });

  it('column subtraction is a − b and the digits under the line spell it', () => {
    eachItem('written_add_sub.column-subtraction', (q) => {
      const a = Number(q.params.a);
      const b = Number(q.params.b);
      expect(numberValue(q)).toBe(a - b);
      expect(
        q.steps
          .slice(0, -1)
          .map((s) => s.expected)
          .reverse()
          .join(''),
      ).toBe(String(a - b));
    });
  });

  it('the slip "smaller digit from the larger" is recognised: 3006 − 1633', () => {
    const q = generateQuestion('written_add_sub.column-subtraction', 3, 1);
    expect([q.params.a, q.params.b]).toEqual([3006, 1633]);
    expect(q.commonErrors.find((e) => e.key === 'smaller_from_larger')?.wrong).toEqual({
      kind: 'number',
      value: { n: 2633, d: 1 },
    });
  });

  it('multiplication is a · b', () => {
    eachItem('written_mul_div.column-multiplication', (q) => {
      expect(numberValue(q)).toBe(Number(q.params.a) * Number(q.params.b));
    });
  });

  it('long division gives the quotient (and the remainder at level 3)', () => {
    eachItem('written_mul_div.long-division', (q, level) => {
      const n = Number(q.params.dividend);
      const d = Number(q.params.d);
      if (level < 3) {
        expect(n % d).toBe(0);
        expect(numberValue(q)).toBe(n / d);
        // Level 2 has a zero in the quotient (the digit pupils leave out); level 1 has none.
        if (level === 2) expect(String(n / d)).toContain('0');
        if (level === 1) expect(String(n / d)).not.toContain('0');
      } else {
        expect(q.answer).toMatchObject({ kind: 'numbers' });
        if (q.answer.kind !== 'numbers') return;
        expect(q.answer.values.map(toNumber)).toEqual([Math.floor(n / d), n % d]);
        expect(n % d).toBeGreaterThan(0);
      }
    });
  });
});
