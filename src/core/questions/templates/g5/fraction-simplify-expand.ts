import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { gcd, rat } from '../../../math/rational.ts';
import { FRACTION_ONLY, numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectFraction, expectNumber } from '../../kit/steps.ts';
import { tf } from '../../kit/format.ts';

const simplify = defineTemplate({
  id: 'fraction_simplify_expand.simplify',
  title: 'Skracanie ułamków',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const g = level === 1 ? rng.int(2, 5) : level === 2 ? rng.int(3, 12) : rng.pick([12, 14, 15, 16, 18, 21, 24, 25]);
      const a = rng.int(1, level === 1 ? 6 : 9);
      const b = rng.int(a + 1, level === 1 ? 9 : 12);
      if (gcd(a, b) !== 1) return null;
      const n = a * g;
      const d = b * g;
      const ans = rat(a, b);
      const oneSide = rat(a, d);
      const subtractCommon = n > g ? rat(n - g, d - g) : null;
      const wrongs = [oneSide, ...(subtractCommon ? [subtractCommon] : [])];
      if (!subtractCommon || !distinct(ans, wrongs)) return null;
      // A pupil who divides by a smaller common divisor stops half-way: a useful step error.
      const small = [2, 3, 5].find((p) => g % p === 0 && p < g);
      return {
        type: 'fraction' as const,
        stem: `Skróć ułamek $${tf(n, d)}$ do postaci nieskracalnej.`,
        answer: numberAnswer(ans, { forms: FRACTION_ONLY, requireSimplest: true }),
        answerHint: 'Podaj ułamek nieskracalny, np. 2/3.',
        steps: [
          step({
            prompt: `Jaka jest największa liczba, przez którą dzielą się i ${n}, i ${d}?`,
            ...expectNumber(g),
            hints: [
              'Szukasz NWD licznika i mianownika.',
              `Wypisz dzielniki liczby ${n} i sprawdź, które dzielą ${d}.`,
              `$\\text{NWD}(${n}, ${d}) = ${g}$`,
            ],
            errors: small
              ? [
                  {
                    code: 'common_not_greatest',
                    patterns: [`^${small}$`],
                    feedback: `${small} to wspólny dzielnik, ale nie największy.`,
                  },
                ]
              : [],
          }),
          step({
            prompt: `Podziel licznik i mianownik przez ${g}. Jaki ułamek otrzymasz?`,
            ...expectFraction(a, b),
            hints: [
              'Licznik i mianownik dzielimy przez tę samą liczbę.',
              `$${n} : ${g}$ oraz $${d} : ${g}$`,
              `$${tf(n, d)} = ${tf(a, b)}$`,
            ],
            errors: [
              {
                code: 'divide_one_part',
                patterns: [`^${a}/${d}$`],
                feedback: 'Mianownik też trzeba podzielić przez tę samą liczbę.',
              },
              ...(small
                ? [
                    {
                      code: 'not_fully_simplified',
                      patterns: [`^${n / small}/${d / small}$`],
                      feedback: 'Ten ułamek da się jeszcze skrócić.',
                    },
                  ]
                : []),
            ],
          }),
        ],
        commonErrors: [
          numberError(
            'divide_one_part',
            oneSide,
            `Podzielono tylko licznik. Przy skracaniu licznik i mianownik dzielimy przez tę samą liczbę, tutaj ${g}.`,
          ),
          numberError(
            'subtract_common',
            subtractCommon,
            `Od licznika i mianownika odjęto ${g}. Skracanie to dzielenie, a nie odejmowanie.`,
          ),
        ],
        solution: `$\\text{NWD}(${n}, ${d}) = ${g}$, więc $${tf(n, d)} = \\frac{${n} : ${g}}{${d} : ${g}} = ${tf(a, b)}$.`,
        params: { n, d, g },
      };
    });
  },
});

const expand = defineTemplate({
  id: 'fraction_simplify_expand.expand',
  title: 'Rozszerzanie ułamków',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const b = rng.int(2, level === 1 ? 6 : 12);
      const a = rng.int(1, b - 1);
      if (gcd(a, b) !== 1) return null;
      const k = rng.int(2, level === 1 ? 5 : 9);
      if (level === 3) {
        // The given fraction is not in lowest terms: simplify first, then expand.
        const s = rng.int(2, 4);
        const n0 = a * s;
        const d0 = b * s;
        const D = b * k;
        if (k === s || D === d0) return null;
        const ans = a * k;
        const additive = n0 + (D - d0);
        if (additive <= 0 || !distinct(ans, [additive, n0])) return null;
        return {
          type: 'numeric' as const,
          stem: `Uzupełnij: $${tf(n0, d0)} = \\frac{\\square}{${D}}$. Jaką liczbę trzeba wpisać w kratkę?`,
          answer: numberAnswer(ans),
          answerHint: 'Wpisz licznik.',
          steps: [
            step({
              prompt: `Skróć ułamek $${tf(n0, d0)}$ do postaci nieskracalnej.`,
              ...expectFraction(a, b),
              hints: [
                'Podziel licznik i mianownik przez ich NWD.',
                `$\\text{NWD}(${n0}, ${d0}) = ${s}$`,
                `$${tf(n0, d0)} = ${tf(a, b)}$`,
              ],
            }),
            step({
              prompt: `Przez jaką liczbę trzeba pomnożyć mianownik ${b}, aby otrzymać ${D}?`,
              ...expectNumber(k),
              hints: [
                'Rozszerzanie to mnożenie licznika i mianownika przez tę samą liczbę.',
                `$${D} : ${b}$`,
                `$${D} : ${b} = ${k}$`,
              ],
            }),
            step({
              prompt: 'Jaki licznik trzeba wpisać?',
              ...expectNumber(ans),
              hints: ['Pomnóż licznik przez tę samą liczbę.', `$${a} \\cdot ${k}$`, `$${a} \\cdot ${k} = ${ans}$`],
              errors: [
                {
                  code: 'add_instead_of_multiply',
                  patterns: [`^${additive}$`],
                  feedback: 'Do licznika dodano tyle, ile do mianownika. Trzeba mnożyć, a nie dodawać.',
                },
              ],
            }),
          ],
          commonErrors: [
            numberError(
              'add_instead_of_multiply',
              additive,
              `Do licznika dodano tyle samo, ile do mianownika (${D - d0}). Ułamek rozszerzamy przez mnożenie licznika i mianownika przez tę samą liczbę.`,
            ),
            numberError(
              'expand_denominator_only',
              n0,
              'Zmieniono tylko mianownik. Licznik też trzeba zmienić w tym samym stosunku.',
            ),
          ],
          solution: `$${tf(n0, d0)} = ${tf(a, b)} = \\frac{${a} \\cdot ${k}}{${b} \\cdot ${k}} = ${tf(ans, D)}$. W kratkę wpisujemy ${ans}.`,
          params: { n0, d0, D },
        };
      }
      const D = b * k;
      const N = a * k;
      const askDenominator = level === 2 && rng.chance(0.5);
      const ans = askDenominator ? D : N;
      const additive = askDenominator ? b + (N - a) : a + (D - b);
      const unchanged = askDenominator ? b : a;
      if (!distinct(ans, [additive, unchanged, k]) || (askDenominator ? N - a : D - b) === k) return null;
      const stem = askDenominator
        ? `Rozszerz ułamek $${tf(a, b)}$ tak, aby jego licznik był równy ${N}. Jaki będzie mianownik?`
        : `Rozszerz ułamek $${tf(a, b)}$ tak, aby jego mianownik był równy ${D}. Jaki będzie licznik?`;
      const given = askDenominator ? N : D;
      const from = askDenominator ? a : b;
      return {
        type: 'numeric' as const,
        stem,
        answer: numberAnswer(ans),
        answerHint: askDenominator ? 'Wpisz mianownik.' : 'Wpisz licznik.',
        steps: [
          step({
            prompt: `Przez jaką liczbę trzeba pomnożyć ${from}, aby otrzymać ${given}?`,
            ...expectNumber(k),
            hints: [
              'Rozszerzanie to mnożenie licznika i mianownika przez tę samą liczbę.',
              `$${given} : ${from}$`,
              `$${given} : ${from} = ${k}$`,
            ],
            errors: [
              {
                code: 'add_instead_of_multiply',
                patterns: [`^${given - from}$`],
                feedback: 'Szukamy liczby, przez którą mnożymy, a nie różnicy.',
              },
            ],
          }),
          step({
            prompt: askDenominator ? 'Jaki będzie mianownik?' : 'Jaki będzie licznik?',
            ...expectNumber(ans),
            hints: [
              'Drugą część ułamka pomnóż przez tę samą liczbę.',
              `$${askDenominator ? b : a} \\cdot ${k}$`,
              `$${tf(a, b)} = \\frac{${a} \\cdot ${k}}{${b} \\cdot ${k}} = ${tf(N, D)}$`,
            ],
          }),
        ],
        commonErrors: [
          numberError(
            'add_instead_of_multiply',
            additive,
            `Dodano tę samą liczbę (${given - from}) zamiast pomnożyć. Licznik i mianownik mnożymy przez ${k}.`,
          ),
          numberError(
            'expand_denominator_only',
            unchanged,
            askDenominator
              ? 'Zmieniono tylko licznik. Mianownik też trzeba pomnożyć przez tę samą liczbę.'
              : 'Zmieniono tylko mianownik. Licznik też trzeba pomnożyć przez tę samą liczbę.',
          ),
          numberError(
            'multiplier_as_answer',
            k,
            `${k} to liczba, przez którą mnożymy. ${askDenominator ? 'Mianownik' : 'Licznik'} to ${askDenominator ? b : a} · ${k}.`,
          ),
        ],
        solution: `$${tf(a, b)} = \\frac{${a} \\cdot ${k}}{${b} \\cdot ${k}} = ${tf(N, D)}$`,
        params: { a, b, k, askDenominator },
      };
    });
  },
});

export const fractionSimplifyExpandTemplates: readonly QuestionTemplate[] = [simplify, expand];
