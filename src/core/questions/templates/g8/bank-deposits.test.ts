/**
 * Answer keys of the bank-deposit templates recomputed independently in grosze: interest for
 * months = yearly interest · months/12, the tax is 19% of the interest only, capitalisation
 * multiplies period by period.
 */
import { describe, expect, it } from 'vitest';
import { eachItem, answerInGrosze } from '../answer-key-checks.ts';

describe('bank deposits: answer keys', () => {
  it('interest for a year, for months, and the payout after the 19% tax', () => {
    eachItem('bank_deposits.interest-and-tax', (q, level) => {
      const k = Number(q.params.k) * 100;
      const r = Number(q.params.r);
      const months = Number(q.params.months);
      const interest = (k * r * months) / 1200;
      expect(Number.isInteger(interest)).toBe(true);
      if (level === 1) expect(answerInGrosze(q)).toBe(k + interest);
      if (level === 2) expect(answerInGrosze(q)).toBe(interest);
      if (level === 3) {
        expect(q.stem).toContain('19');
        expect(answerInGrosze(q)).toBe(k + interest - (interest * 19) / 100);
      }
    });
  });

  it('capitalisation yearly for two years, every half year for one, and the deposit from the payout', () => {
    eachItem('bank_deposits.capitalisation', (q, level) => {
      const r = Number(q.params.r);
      if (level < 3) {
        const k = Number(q.params.k);
        const periodRate = level === 1 ? r / 100 : r / 200;
        expect(answerInGrosze(q)).toBe(Math.round(k * (1 + periodRate) ** 2 * 100));
      } else {
        const payout = Number(String(q.params.payout).replace('{,}', '.').replace(/\\,/g, ''));
        const deposit = payout / (1 + (0.81 * r) / 100);
        expect(answerInGrosze(q)).toBe(Math.round(deposit * 100));
        expect(Math.abs(deposit - Math.round(deposit))).toBeLessThan(1e-6);
      }
    });
  });
});
