/**
 * Estimating results (podstawa 4-6.II.3: szacowanie wyników działań): round each number as the
 * stem says, then compute with the rounded numbers — a sum or a difference (level 1), a product
 * (level 2), a quotient in a shopping context (level 3).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { texNumber } from '../../../text/format.ts';
import { rat } from '../../../math/rational.ts';

/** Rounds to the nearest multiple of `unit` (half up, as taught at school). */
const roundTo = (x: number, unit: number): number => Math.round(x / unit) * unit;
/** Cuts the digits off instead of rounding (the slip: 487 → 400). */
const cutTo = (x: number, unit: number): number => Math.floor(x / unit) * unit;
/** True when x is not halfway between two multiples of unit (no tie to argue about). */
const noTie = (x: number, unit: number): boolean => x % unit !== unit / 2;

const UNIT_NAME: Readonly<Record<number, string>> = { 10: 'dziesiątek', 100: 'setek', 1000: 'tysięcy' };
const ROUND_HINT = 'Zaokrąglając, patrz na pierwszą odrzucaną cyfrę: 0–4 — zaokrąglasz w dół, 5–9 — w górę.';

interface Estimate {
  a: number;
  b: number;
  unitA: number;
  unitB: number;
  op: '+' | '-' | '\\cdot' | ':';
  stem: string;
  unitLabel?: string;
}

const apply = (op: Estimate['op'], x: number, y: number): number =>
  op === '+' ? x + y : op === '-' ? x - y : op === '\\cdot' ? x * y : x / y;

function estimateItem(e: Estimate): GeneratedBody | null {
  const { a, b, unitA, unitB, op } = e;
  if (!noTie(a, unitA) || !noTie(b, unitB)) return null;
  const ra = roundTo(a, unitA);
  const rb = roundTo(b, unitB);
  if (ra === a || rb === b || rb === 0 || ra === cutTo(a, unitA) || rb === cutTo(b, unitB)) return null;
  const estimate = apply(op, ra, rb);
  if (!Number.isInteger(estimate) || estimate <= 0) return null;
  const exact = apply(op, a, b);
  const mistakes: NumericMistake[] = [
    {
      key: 'exact_not_estimated',
      value: rat(Math.round(exact * 100), 100),
      feedback:
        'To dokładny wynik. Zadanie polega na szacowaniu: najpierw zaokrąglij liczby, potem licz na zaokrąglonych.',
    },
    {
      key: 'digits_cut_not_rounded',
      value: rat(Math.round(apply(op, cutTo(a, unitA), cutTo(b, unitB)) * 100), 100),
      feedback: 'Odcięto cyfry zamiast zaokrąglić. Gdy pierwsza odrzucana cyfra to 5–9, zaokrąglamy w górę.',
    },
  ];
  const [ta, tb, tra, trb, te] = [a, b, ra, rb, estimate].map((x) => texNumber(x));
  return {
    type: 'numeric',
    stem: e.stem,
    answer: numberAnswer(estimate),
    answerHint: 'Wpisz przybliżony wynik obliczony na zaokrąglonych liczbach.',
    ...(e.unitLabel ? { unitLabel: e.unitLabel } : {}),
    steps: [
      numberStep({
        prompt: `Zaokrąglij $${ta}$ do pełnych ${UNIT_NAME[unitA]}.`,
        value: rat(ra),
        hints: [
          ROUND_HINT,
          `Liczba $${ta}$ leży między $${texNumber(cutTo(a, unitA))}$ a $${texNumber(cutTo(a, unitA) + unitA)}$.`,
          `$${ta} \\approx ${tra}$`,
        ],
      }),
      numberStep({
        prompt: `Zaokrąglij $${tb}$ do pełnych ${UNIT_NAME[unitB]}.`,
        value: rat(rb),
        hints: [
          ROUND_HINT,
          `Liczba $${tb}$ leży między $${texNumber(cutTo(b, unitB))}$ a $${texNumber(cutTo(b, unitB) + unitB)}$.`,
          `$${tb} \\approx ${trb}$`,
        ],
      }),
      numberStep({
        prompt: 'Oblicz wynik na zaokrąglonych liczbach.',
        value: rat(estimate),
        hints: [
          'Licz tylko na zaokrąglonych liczbach — to łatwe rachunki w pamięci.',
          `Oblicz $${tra} ${op} ${trb}$.`,
          `$${tra} ${op} ${trb} = ${te}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(estimate, mistakes),
    solution: `$${ta} ${op} ${tb} \\approx ${tra} ${op} ${trb} = ${te}$.`,
    params: { a, b, unitA, unitB },
  };
}

const estimating = defineTemplate({
  id: 'nat_arithmetic.estimating',
  title: 'Szacowanie wyników działań',
  generate({ rng, level }) {
    return redrawItem(() => {
      if (level === 1) {
        const a = rng.int(120, 980);
        const b = rng.int(110, 960);
        const op = rng.chance(0.5) ? '+' : '-';
        const [x, y] = op === '-' && b > a ? [b, a] : [a, b];
        return estimateItem({
          a: x,
          b: y,
          unitA: 100,
          unitB: 100,
          op,
          stem: `Oszacuj wynik działania $${x} ${op} ${y}$: zaokrąglij obie liczby do pełnych setek i oblicz wynik na zaokrąglonych liczbach.`,
        });
      }
      if (level === 2) {
        const a = rng.int(12, 98);
        const b = rng.int(120, 980);
        return estimateItem({
          a,
          b,
          unitA: 10,
          unitB: 100,
          op: '\\cdot',
          stem: `Oszacuj wynik mnożenia $${a} \\cdot ${b}$: pierwszą liczbę zaokrąglij do pełnych dziesiątek, drugą do pełnych setek i oblicz iloczyn zaokrąglonych liczb.`,
        });
      }
      const count = rng.int(12, 49);
      const total = rng.int(1200, 9800);
      return estimateItem({
        a: total,
        b: count,
        unitA: 100,
        unitB: 10,
        op: ':',
        unitLabel: 'zł',
        stem: `Na wycieczkę klasową zebrano ${total} zł. Każdy uczestnik wpłacił tyle samo, a uczestników było ${count}. Oszacuj, ile wpłacił jeden uczestnik: kwotę zaokrąglij do pełnych setek, liczbę uczestników do pełnych dziesiątek i podziel zaokrąglone liczby.`,
      });
    });
  },
});

export const estimatingTemplates: readonly QuestionTemplate[] = [estimating];
