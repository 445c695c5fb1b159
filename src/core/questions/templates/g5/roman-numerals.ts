/**
 * Roman numerals (podstawa 4-6.I.1: liczby w systemie rzymskim do 3000 i więcej): reading a
 * number written with I, V, X, L, C, D, M, where a smaller sign before a larger one is subtracted.
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';

const SIGNS: readonly [string, number][] = [
  ['M', 1000],
  ['CM', 900],
  ['D', 500],
  ['CD', 400],
  ['C', 100],
  ['XC', 90],
  ['L', 50],
  ['XL', 40],
  ['X', 10],
  ['IX', 9],
  ['V', 5],
  ['IV', 4],
  ['I', 1],
];
const SIGN_VALUE: Readonly<Record<string, number>> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/** 1994 → MCMXCIV. */
export function toRoman(n: number): string {
  let out = '';
  let rest = n;
  for (const [sign, value] of SIGNS) {
    while (rest >= value) {
      out += sign;
      rest -= value;
    }
  }
  return out;
}

/** The misreading that adds every sign, also a smaller one before a larger (IV read as 6). */
function addedAll(roman: string): number {
  return [...roman].reduce((sum, c) => sum + SIGN_VALUE[c]!, 0);
}

const SIGN_HINT = 'Znaki rzymskie: I = 1, V = 5, X = 10, L = 50, C = 100, D = 500, M = 1000.';
const PAIR_HINT = 'Mniejszy znak przed większym odejmujemy: IV = 4, IX = 9, XL = 40, XC = 90, CD = 400, CM = 900.';

const romanNumerals = defineTemplate({
  id: 'nat_arithmetic.roman-numerals',
  title: 'Liczby rzymskie',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const n = level === 1 ? rng.int(4, 49) : level === 2 ? rng.int(50, 399) : rng.int(1400, 2099);
      const roman = toRoman(n);
      const added = addedAll(roman);
      // Only numbers with a subtracted pair: reading them is the skill (XXIII is just addition).
      if (added === n) return null;
      const big = n - (n % 100);
      const small = n % 100;
      const [bigRoman, smallRoman] = [toRoman(big), toRoman(small)];
      const errors = numberErrors(rat(n), [
        {
          key: 'subtracted_sign_added',
          value: rat(added),
          feedback: `Dodano wszystkie znaki. Gdy mniejszy znak stoi przed większym, odejmujemy go: ${PAIR_HINT.split(': ')[1]}`,
        },
        {
          key: 'subtracted_twice',
          // Each sign before a larger one taken away twice (IX read as 10 − 1 − 1): n − (added − n).
          value: rat(2 * n - added),
          feedback:
            'Znak stojący przed większym odjęto dwa razy. W parze, np. IX, odejmujemy go tylko od jej większego znaku: IX = 10 − 1.',
        },
      ]).filter((e) => e.wrong.kind !== 'number' || e.wrong.value.n > 0);
      const context =
        level === 1
          ? `Zapisz cyframi arabskimi liczbę ${roman}.`
          : level === 2
            ? `Rozdział książki ma numer ${roman}. Zapisz ten numer cyframi arabskimi.`
            : `Na frontonie budynku wyryto rok jego budowy: ${roman}. W którym roku zbudowano ten budynek?`;
      const steps =
        big === 0
          ? [
              numberStep({
                prompt: `Ile to jest ${toRoman(n - (n % 10))}?`,
                value: rat(n - (n % 10)),
                hints: [SIGN_HINT, PAIR_HINT, `${toRoman(n - (n % 10))} = ${n - (n % 10)}`],
              }),
              numberStep({
                prompt: `Ile to jest ${toRoman(n % 10)}?`,
                value: rat(n % 10),
                hints: [SIGN_HINT, PAIR_HINT, `${toRoman(n % 10)} = ${n % 10}`],
              }),
            ]
          : [
              numberStep({
                prompt: `Ile to jest ${bigRoman} (${big >= 1000 ? 'tysiące i setki' : 'setki'})?`,
                value: rat(big),
                hints: [SIGN_HINT, PAIR_HINT, `${bigRoman} = ${big}`],
              }),
              numberStep({
                prompt: `Ile to jest ${smallRoman} (dziesiątki i jedności)?`,
                value: rat(small),
                hints: [SIGN_HINT, PAIR_HINT, `${smallRoman} = ${small}`],
              }),
            ];
      if (big !== 0 && small === 0) return null;
      if (big === 0 && (n % 10 === 0 || n < 10)) return null;
      const [first, second] = big === 0 ? [n - (n % 10), n % 10] : [big, small];
      return {
        type: 'numeric' as const,
        stem: context,
        answer: numberAnswer(n),
        answerHint: 'Wpisz liczbę cyframi arabskimi.',
        steps: [
          ...steps,
          numberStep({
            prompt: 'Dodaj obie części. Jaka to liczba?',
            value: rat(n),
            hints: [
              'Zapis rzymski czytamy od największych znaków.',
              `Dodaj $${first} + ${second}$.`,
              `$${first} + ${second} = ${n}$`,
            ],
            errors: errors.map((e) => ({
              code: e.key,
              value: e.wrong.kind === 'number' ? e.wrong.value : rat(0),
              feedback: e.feedback,
            })),
          }),
        ],
        commonErrors: errors,
        solution: `${roman} = ${[first, second].map((v) => toRoman(v)).join(' + ')} = $${first} + ${second} = ${n}$.`,
        params: { n },
      };
    });
  },
});

export const romanNumeralsTemplates: readonly QuestionTemplate[] = [romanNumerals];
