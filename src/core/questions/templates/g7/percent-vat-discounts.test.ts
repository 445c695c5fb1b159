/**
 * Answer keys of the VAT and discount templates recomputed independently in grosze (integer
 * arithmetic), so every price is exact and shown with two decimals.
 */
import { describe, expect, it } from 'vitest';
import { eachItem, answerInGrosze } from '../answer-key-checks.ts';
import { toNumber } from '../../../math/rational.ts';
import { answerText } from '../../answer-forms.ts';

const grosze = (tex: string): number => Math.round(Number(tex.replace('{,}', '.').replace(/\\,/g, '')) * 100);

describe('VAT and discounts: answer keys', () => {
  it('brutto = netto + rate% of netto; netto = brutto : (1 + rate)', () => {
    eachItem('percent_vat_discounts.vat', (q, level) => {
      const rate = Number(q.params.rate);
      expect([5, 8, 23]).toContain(rate);
      if (level < 3) {
        const netto = grosze(String(q.params.netto));
        expect((netto * rate) % 100).toBe(0);
        expect(answerInGrosze(q)).toBe(netto + (netto * rate) / 100);
      } else {
        const brutto = grosze(String(q.params.brutto));
        expect((brutto * 100) % (100 + rate)).toBe(0);
        expect(answerInGrosze(q)).toBe((brutto * 100) / (100 + rate));
      }
    });
  });

  it('money with grosze is shown with two decimals', () => {
    eachItem('percent_vat_discounts.vat', (q) => {
      const shown = answerText(q.answer, q.options, q.unitLabel);
      expect(shown).not.toMatch(/,\d(?!\d)/);
    });
  });

  it('successive discounts, a rise and a fall, the equal single discount', () => {
    eachItem('percent_vat_discounts.successive-discounts', (q, level) => {
      const p = Number(q.params.p);
      if (level === 1) {
        const x = Number(q.params.x) * 100;
        const q2 = Number(q.params.q);
        expect(answerInGrosze(q)).toBe((x * (100 - p) * (100 - q2)) / 10_000);
      } else if (level === 2) {
        const x = Number(q.params.x) * 100;
        expect(answerInGrosze(q)).toBe(x - (x * (100 + p) * (100 - p)) / 10_000);
      } else {
        const q2 = Number(q.params.q);
        if (q.answer.kind !== 'number') throw new Error('number answer expected');
        expect(toNumber(q.answer.value)).toBeCloseTo(100 - ((100 - p) * (100 - q2)) / 100, 9);
      }
    });
  });
});
