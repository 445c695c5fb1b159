import { describe, it, expect } from 'vitest';
import { typeset, typographyProblems } from './typography.ts';
import { moneyText, moneyTex, scientificTex, zlotyText } from './kit/format.ts';
import { rat } from '../math/rational.ts';

const NBSP = '\u00a0';

describe('typographyProblems', () => {
  it('finds a breaking space before a unit, in digit groups, one-digit grosze and 1·10^k', () => {
    expect(typographyProblems('Boki mają 6 cm i\u00a02 cm.')).toHaveLength(1);
    expect(typographyProblems('Odcinek $AB$ ma $12$ cm.')).toHaveLength(1);
    expect(typographyProblems('Wpłacono 12 500 zł.')).toHaveLength(2);
    expect(typographyProblems(`Cena: 80,8${NBSP}zł.`)).toHaveLength(1);
    expect(typographyProblems('Cena: $80{,}8\\text{ zł}$.')).toHaveLength(1);
    expect(typographyProblems('Wynik: $1 \\cdot 10^{15}$.')).toHaveLength(1);
  });
  it('accepts Polish typography and words that only start like units', () => {
    for (const ok of [
      `Boki mają 6${NBSP}cm i${NBSP}2${NBSP}cm.`,
      `Wpłacono 12${NBSP}500${NBSP}zł.`,
      `Cena: 80,80${NBSP}zł.`,
      `Ola ma 5 mandarynek i${NBSP}3 lata.`,
      `Wynik: $10^{15}$, a${NBSP}$2{,}5 \\cdot 10^{3}$ też.`,
      `Liczba $12\\,500$ i${NBSP}$5\\text{ cm}$.`,
    ])
      expect(typographyProblems(ok), ok).toEqual([]);
  });
});

describe('typeset', () => {
  it('joins a number and its unit with a non-breaking space, in prose only', () => {
    expect(typeset('Boki mają 6 cm i 2,5 m².')).toBe(`Boki mają 6${NBSP}cm i${NBSP}2,5${NBSP}m².`);
    expect(typeset('Odcinek ma $12$ cm, a $x$ cm to inna sprawa.')).toBe(
      `Odcinek ma $12$${NBSP}cm, a${NBSP}$x$ cm to inna sprawa.`,
    );
    expect(typeset('Pole $\\frac{1}{2}$ m² i $5 \\text{ cm}$.')).toBe(
      `Pole $\\frac{1}{2}$${NBSP}m² i${NBSP}$5 \\text{ cm}$.`,
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

describe('one-letter words (issue 25)', () => {
  it('joins a, i, o, u, w, z to the next word in prose, never inside maths', () => {
    expect(typeset('Idę w góry i z $3$ kolegami, a potem o $x$.')).toBe(
      'Idę w\u00a0góry i\u00a0z\u00a0$3$ kolegami, a\u00a0potem o\u00a0$x$.',
    );
    expect(typeset('W sklepie (w hotelu) „z wizytą”.')).toBe('W\u00a0sklepie (w\u00a0hotelu) „z\u00a0wizytą”.');
    expect(typeset('$a w b$')).toBe('$a w b$');
    expect(typeset('Kupiono 5 cm i w tym')).toBe('Kupiono 5\u00a0cm i\u00a0w\u00a0tym');
  });
  it('the audit finds a one-letter word left at a line end', () => {
    expect(typographyProblems('Idę w góry.')).toHaveLength(1);
    expect(typographyProblems('Idę w\u00a0góry.')).toEqual([]);
  });
});
