/**
 * Answer keys of the speed-unit templates recomputed independently with floating-point factors
 * (1 km/h = 1000/3600 m/s, 1 m/min = 60/1000 km/h), plus the textbook facts 36 km/h = 10 m/s.
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { eachItem } from '../answer-key-checks.ts';
import { toNumber } from '../../../math/rational.ts';
import { checkAnswer } from '../../check-answer.ts';

const SEEDS = 150;
const KMH: Record<string, number> = { 'km/h': 1, 'm/s': 3600 / 1000, 'm/min': 60 / 1000 };
const texNum = (s: string): number => Number(s.replace('{,}', '.').replace(/\\,/g, ''));

describe('speed units: answer keys', () => {
  it('conversions match km/h = 1000 m / 3600 s', () => {
    eachItem('speed_units.convert', (q, level) => {
      const v = texNum(String(q.params.v));
      const from = String(q.params.from);
      const to = String(q.params.to);
      const expected = (v * KMH[from]!) / KMH[to]!;
      if (q.answer.kind !== 'number') throw new Error('number answer expected');
      expect(toNumber(q.answer.value)).toBeCloseTo(expected, 9);
      expect(q.unitLabel).toBe(to);
      if (level === 3) expect(q.answer.value.d).not.toBe(1);
    });
  });

  it('36 km/h = 10 m/s and 5 m/s = 18 km/h are accepted as typed', () => {
    const kmhToMs = Array.from({ length: 60 }, (_, i) => generateQuestion('speed_units.convert', 1, i + 1)).find(
      (q) => q.params.from === 'km/h' && q.params.v === '36',
    );
    expect(kmhToMs).toBeDefined();
    expect(checkAnswer(kmhToMs!, '10').result).toBe('correct');
    expect(checkAnswer(kmhToMs!, '129,6')).toMatchObject({ result: 'incorrect', errorKey: 'multiplied_by_factor' });
  });

  it('the fastest (or slowest) racer is the right option, and never the largest bare number', () => {
    for (const level of [1, 2] as const) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('speed_units.compare', level, seed);
        const racers = [...q.stem.matchAll(/^(.+): \$([\d{},]+)\\ \\text\{([a-z/]+)\}\$$/gm)].map((m) => ({
          who: m[1]!,
          v: texNum(m[2]!),
          kmh: texNum(m[2]!) * KMH[m[3]!]!,
        }));
        expect(racers).toHaveLength(4);
        const fastest = q.params.fastest === true;
        const best = [...racers].sort((a, b) => (fastest ? b.kmh - a.kmh : a.kmh - b.kmh))[0]!;
        const byNumber = [...racers].sort((a, b) => (fastest ? b.v - a.v : a.v - b.v))[0]!;
        if (q.answer.kind !== 'choice') throw new Error('choice expected');
        expect(q.options![q.answer.index]!.text).toBe(best.who);
        expect(byNumber.who).not.toBe(best.who);
      }
    }
  });

  it('the difference in km/h of a speed in m/s and one in m/min', () => {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const q = generateQuestion('speed_units.compare', 3, seed);
      const diff = texNum(String(q.params.fast)) * 3.6 - texNum(String(q.params.slow)) * 0.06;
      if (q.answer.kind !== 'number') throw new Error('number answer expected');
      expect(toNumber(q.answer.value)).toBeCloseTo(diff, 9);
      expect(diff).toBeGreaterThan(0);
    }
  });
});
