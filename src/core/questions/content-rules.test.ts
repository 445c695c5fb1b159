import { describe, expect, it } from 'vitest';
import { rat } from '../math/rational.ts';
import { step } from './kit/steps.ts';
import { exponentProblems, hintFormProblems, moneyStepProblems, ratioProblems } from './content-rules.ts';
import { generateQuestion } from './registry.ts';
import type { QuestionInstance } from './types.ts';

const moneyItem = (expected: string, worked: string): QuestionInstance =>
  ({
    answer: { kind: 'number', value: rat(1764, 10) },
    unitLabel: 'zł',
    steps: [
      step({ prompt: 'O ile złotych zmalała cena?', expected, hints: ['a', 'b', worked] }),
      step({ prompt: 'Ile wynosi nowa cena?', expected: '176,40', hints: ['a', 'b', '$210 - 33{,}60 = 176{,}40$'] }),
    ],
  }) as unknown as QuestionInstance;

describe('content rules (issue 25)', () => {
  it('money in a money item’s steps has whole grosze (percent_changes.price-after-change L3 s3 showed 33,6)', () => {
    expect(moneyStepProblems(moneyItem('33,6', '$0{,}16 \\cdot 210 = 33{,}6$'))).toHaveLength(2);
    expect(moneyStepProblems(moneyItem('33,60', '$0{,}16 \\cdot 210 = 33{,}60$'))).toEqual([]);
    expect(moneyStepProblems(generateQuestion('percent_changes.price-after-change', 3, 3))).toEqual([]);
  });

  it('a hint naming a common fraction for a decimal key (speed_units.convert L3 s3, key 12,5)', () => {
    const item = (answerHint: string, value = rat(25, 2)) =>
      ({ answerHint, answer: { kind: 'number', value } }) as unknown as QuestionInstance;
    expect(hintFormProblems(item('Wpisz prędkość w m/s jako ułamek zwykły lub liczbę mieszaną.'))).toHaveLength(1);
    expect(hintFormProblems(item('Wpisz prędkość w m/s jako ułamek zwykły lub liczbę mieszaną.', rat(25, 3)))).toEqual(
      [],
    );
    expect(hintFormProblems(item('Wpisz prędkość w m/s.'))).toEqual([]);
    expect(hintFormProblems(generateQuestion('speed_units.convert', 3, 3))).toEqual([]);
  });

  it('exponents in lowest terms (exponents_logs.rational-exponent L3 s6 asked for 81^{-2/4})', () => {
    expect(exponentProblems('Oblicz $81^{-\\frac{2}{4}}$.')).toHaveLength(1);
    expect(exponentProblems('Oblicz $81^{-\\frac{3}{4}}$ i $\\frac{2}{4}$.')).toEqual([]);
    const q = generateQuestion('exponents_logs.rational-exponent', 3, 6);
    expect(exponentProblems(q.stem)).toEqual([]);
  });

  it('ratios in a stem in lowest terms', () => {
    expect(ratioProblems('Podziel 60 zł w stosunku $4 : 6$.')).toHaveLength(1);
    expect(ratioProblems('Podziel 60 zł w stosunku $2 : 3$.')).toEqual([]);
  });
});
