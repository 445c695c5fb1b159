import { describe, it, expect } from 'vitest';
import { typeset, typographyProblems } from './typography.ts';
import { moneyText, moneyTex, scientificTex, zlotyText } from './kit/format.ts';
import { rat } from '../math/rational.ts';

const NBSP = '\u00a0';

describe('typographyProblems', () => {
  it('finds a breaking space before a unit, in digit groups, one-digit grosze and 1·10^k', () => {
    expect(typographyProblems('Boki mają 6 cm i 2 cm.')).toHaveLength(1);
    expect(typographyProblems('Odcinek $AB$ ma $12$ cm.')).toHaveLength(1);
    expect(typographyProblems('Wpłacono 12 500 zł.')).toHaveLength(2);
    expect(typographyProblems(`Cena: 80,8${NBSP}zł.`)).toHaveLength(1);
    expect(typographyProblems('Cena: $80{,}8\\text{ zł}$.')).toHaveLength(1);
    expect(typographyProblems('Wynik: $1 \\cdot 10^{15}$.')).toHaveLength(1);
  });
  it('accepts Polish typography and words that only start like units', () => {
    for (const ok of [
      `Boki mają 6${NBSP}cm i 2${NBSP}cm.`,
      `Wpłacono 12${NBSP}500${NBSP}zł.`,
      `Cena: 80,80${NBSP}zł.`,
      'Ola ma 5 mandarynek i 3 lata.',
      'Wynik: $10^{15}$, a $2{,}5 \\cdot 10^{3}$ też.',
      'Liczba $12\\,500$ i $5\\text{ cm}$.',
    ])
      expect(typographyProblems(ok), ok).toEqual([]);
  });
});

describe('typeset', () => {
  it('joins a number and its unit with a non-breaking space, in prose only', () => {
    expect(typeset('Boki mają 6 cm i 2,5 m².')).toBe(`Boki mają 6${NBSP}cm i 2,5${NBSP}m².`);
    expect(typeset('Odcinek ma $12$ cm, a $x$ cm to inna sprawa.')).toBe(
      `Odcinek ma $12$${NBSP}cm, a $x$ cm to inna sprawa.`,
    );
    expect(typeset('Pole $\\frac{1}{2}$ m² i $5 \\text{ cm}$.')).toBe(
      `Pole $\\frac{1}{2}$${NBSP}m² i $5 \\text{ cm}$.`,
    );
    expect(typeset('Ola ma 5 mandarynek.')).toBe('Ola ma 5 mandarynek.');
  });
  it('output passes typographyProblems for units', () => {
    expect(typographyProblems(typeset('Jechał 3 h z prędkością 60 km/h i przejechał 180 km.'))).toEqual([]);
  });
});

describe('money and scientific formatters', () => {
  it('money always with whole grosze, grouped with non-breaking spaces', () => {
    expect(moneyText(rat(404, 5))).toBe(`80,80${NBSP}zł`);
    expect(moneyText(rat(240))).toBe(`240${NBSP}zł`);
    expect(moneyText(rat(12500))).toBe(`12${NBSP}500${NBSP}zł`);
    expect(zlotyText(rat(48, 10))).toBe(`4,80${NBSP}zł`);
    expect(moneyTex(rat(404, 5))).toBe('80{,}80\\text{ zł}');
  });
  it('10^k without a mantissa of 1', () => {
    expect(scientificTex(1, 15)).toBe('10^{15}');
    expect(scientificTex(3.2, 5)).toBe('3{,}2 \\cdot 10^{5}');
    expect(scientificTex(-1, -3)).toBe('-10^{-3}');
  });
});
