/**
 * Equations with an absolute value (podstawa LO.III: rozwiązuje równania z wartością
 * bezwzględną typu |x − a| = b): the two numbers at distance r from a on the number line
 * (level 1), after moving a term to the other side (level 2), with a coefficient of x (level 3).
 */
import type { CommonError, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { typed } from '../../kit/numbers.ts';
import { type GeneratedBody, nonZeroInt, redrawItem } from '../../kit/draw.ts';
import { numberPattern, numberStep, step } from '../../kit/steps.ts';
import { texValue } from '../../kit/format.ts';
import type { Rng } from '../../../math/random.ts';
import { type Rational, add, cmp, div, eq, neg, rat, sub } from '../../../math/rational.ts';

/** A term `x - a` (or `bx - c`) in KaTeX with tidy signs. */
function linTex(b: number, c: number): string {
  const x = b === 1 ? 'x' : `${b}x`;
  if (c === 0) return x;
  return c > 0 ? `${x} - ${c}` : `${x} + ${-c}`;
}

const sorted = (xs: readonly Rational[]): Rational[] => [...xs].sort(cmp);
const sameSet = (p: readonly Rational[], q: readonly Rational[]): boolean =>
  p.length === q.length && sorted(p).every((v, i) => eq(v, sorted(q)[i]!));

interface WrongPair {
  key: string;
  values: readonly [Rational, Rational];
  feedback: string;
}

/** Wrong pairs that differ from the solutions and from each other (the checker tells them apart). */
function distinctPairs(correct: readonly Rational[], wrongs: readonly WrongPair[]): WrongPair[] {
  const seen: Rational[][] = [[...correct]];
  return wrongs.filter((w) => {
    if (eq(w.values[0], w.values[1]) || seen.some((s) => sameSet(s, w.values))) return false;
    seen.push([...w.values]);
    return true;
  });
}

const pairPattern = (p: Rational, q: Rational): string => {
  const a = numberPattern(p).slice(1, -1);
  const b = numberPattern(q).slice(1, -1);
  return `^(${a} ?; ?${b}|${b} ?; ?${a})$`;
};

/**
 * |bx − c| + k = m, solved as |bx − c| = r, then bx − c = r or bx − c = −r.
 * The wrong pairs are the misconceptions of each level.
 */
function absoluteItem(level: 1 | 2 | 3, b: number, c: number, k: number, r: number): GeneratedBody | null {
  const m = r + k;
  const inner = linTex(b, c);
  const lhs = k === 0 ? `|${inner}|` : k > 0 ? `|${inner}| + ${k}` : `|${inner}| - ${-k}`;
  const x1 = div(rat(c - r), rat(b));
  const x2 = div(rat(c + r), rat(b));
  const solutions = sorted([x1, x2]);
  const wrongs: WrongPair[] = [
    {
      key: 'opposite_solutions',
      values: [x2, neg(x2)],
      feedback: `Z równania $|${inner}| = ${r}$ wynika $${inner} = ${r}$ lub $${inner} = -${r}$ — zmienia się znak prawej strony, a nie samego wyniku $x$.`,
    },
  ];
  if (c !== 0) {
    wrongs.push({
      key: 'center_sign',
      values: [div(rat(-c - r), rat(b)), div(rat(-c + r), rat(b))],
      feedback: `Sprawdź znaki: $${inner} = ${r}$ daje $${b === 1 ? 'x' : `${b}x`} = ${c} + ${r}$. Liczba w module zmienia znak po przeniesieniu na drugą stronę.`,
    });
  }
  if (k !== 0) {
    wrongs.push({
      key: 'term_not_moved',
      values: [div(rat(c - m), rat(b)), div(rat(c + m), rat(b))],
      feedback: `Najpierw przenieś $${Math.abs(k)}$ na prawą stronę: $|${inner}| = ${m} ${k > 0 ? '-' : '+'} ${Math.abs(k)} = ${r}$.`,
    });
    wrongs.push({
      key: 'moved_without_sign_change',
      values: [div(rat(c - (m + k)), rat(b)), div(rat(c + (m + k)), rat(b))],
      feedback: `Przeniesiona liczba zmienia znak: $|${inner}| = ${m} ${k > 0 ? '-' : '+'} ${Math.abs(k)}$.`,
    });
  }
  if (b !== 1) {
    wrongs.push({
      key: 'not_divided',
      values: [rat(c - r), rat(c + r)],
      feedback: `To rozwiązania dla $${b}x$. Podziel jeszcze obie strony przez $${b}$.`,
    });
  }
  const kept = distinctPairs(solutions, wrongs).slice(0, 4);
  if (kept.length < 2) return null;
  const commonErrors: CommonError[] = kept.map((w) => ({
    key: w.key,
    wrong: { kind: 'numbers', values: w.values },
    feedback: w.feedback,
  }));
  const bx = b === 1 ? 'x' : `${b}x`;
  const isolate = c > 0 ? `Dodaj $${c}$ do obu stron` : `Odejmij $${-c}$ od obu stron`;
  const solveOne = (sign: 1 | -1, x: Rational) =>
    `$${inner} = ${sign < 0 ? '-' : ''}${r}$, więc $${bx} = ${c} ${sign < 0 ? '-' : '+'} ${r} = ${c + sign * r}$${b === 1 ? '' : `, $x = ${texValue(x)}$`}`;
  const moveStep =
    k === 0
      ? []
      : [
          numberStep({
            prompt: `Ile wynosi $|${inner}|$?`,
            value: rat(r),
            hints: [
              'Zostaw wartość bezwzględną sama po lewej stronie.',
              `Przenieś $${Math.abs(k)}$ na prawą stronę ze zmienionym znakiem.`,
              `$|${inner}| = ${m} ${k > 0 ? '-' : '+'} ${Math.abs(k)} = ${r}$`,
            ],
            errors: [
              {
                code: 'moved_without_sign_change',
                value: rat(m + k),
                feedback: 'Przeniesiona liczba zmienia znak.',
              },
            ],
          }),
        ];
  const solution = `${k === 0 ? '' : `$|${inner}| = ${m} ${k > 0 ? '-' : '+'} ${Math.abs(k)} = ${r}$. `}Liczba w module jest równa $${r}$ albo $-${r}$: ${solveOne(1, x2)}; ${solveOne(-1, x1)}. Rozwiązania: $x = ${texValue(solutions[0]!)}$ lub $x = ${texValue(solutions[1]!)}$, czyli zbiór rozwiązań to $\\{${texValue(solutions[0]!)};\\ ${texValue(solutions[1]!)}\\}$.`;
  return {
    type: 'numeric',
    stem: `Rozwiąż równanie $${lhs} = ${m}$. Podaj wszystkie jego rozwiązania (oddziel je średnikiem).`,
    answer: { kind: 'numbers', values: solutions, ordered: false },
    answerHint: 'Wpisz liczby oddzielone średnikiem.',
    steps: [
      ...moveStep,
      numberStep({
        prompt: `Rozwiąż równanie $${inner} = ${r}$.`,
        value: x2,
        form: 'fraction',
        hints: [
          `Wartość bezwzględna jest równa $${r}$, gdy liczba w module to $${r}$ albo $-${r}$. Zacznij od $${r}$.`,
          `${isolate}${b === 1 ? '' : `, a potem podziel obie strony przez $${b}$`}.`,
          solveOne(1, x2),
        ],
      }),
      numberStep({
        prompt: `Rozwiąż równanie $${inner} = -${r}$.`,
        value: x1,
        form: 'fraction',
        hints: [
          'To drugi przypadek: liczba w module jest ujemna.',
          `${isolate}${b === 1 ? '' : `, a potem podziel obie strony przez $${b}$`}.`,
          solveOne(-1, x1),
        ],
        errors: [
          {
            code: 'opposite_solutions',
            value: neg(x2),
            feedback: 'Zmienia się znak prawej strony równania, a nie samego rozwiązania.',
          },
        ],
      }),
      step({
        prompt: 'Podaj oba rozwiązania (oddziel je średnikiem).',
        expected: `${typed(solutions[0]!, 'decimal')}; ${typed(solutions[1]!, 'decimal')}`,
        patterns: [pairPattern(solutions[0]!, solutions[1]!)],
        hints: [
          'Równanie z wartością bezwzględną ma tu dwa rozwiązania.',
          'Zbierz wyniki dwóch poprzednich kroków.',
          `$x = ${texValue(solutions[0]!)}$ lub $x = ${texValue(solutions[1]!)}$`,
        ],
        errors: kept.map((w) => ({
          code: w.key,
          patterns: [pairPattern(w.values[0], w.values[1])],
          feedback: w.feedback,
        })),
      }),
    ],
    commonErrors,
    solution,
    params: { level, b, c, k, r },
  };
}

function draw(rng: Rng, level: 1 | 2 | 3): GeneratedBody | null {
  const r = rng.int(1, 9);
  if (level === 1) return absoluteItem(1, 1, rng.int(-9, 9), 0, r);
  if (level === 2) return absoluteItem(2, 1, nonZeroInt(rng, -9, 9), nonZeroInt(rng, -8, 8), r);
  const b = rng.int(2, 5);
  const c = nonZeroInt(rng, -12, 12);
  // Solutions with a small denominator only: (c ± r) / b.
  const x1 = div(rat(c - r), rat(b));
  const x2 = div(rat(c + r), rat(b));
  if (x1.d > 4 || x2.d > 4 || eq(add(x1, x2), rat(0)) || eq(sub(x2, x1), rat(0))) return null;
  return absoluteItem(3, b, c, rng.chance(0.5) ? 0 : nonZeroInt(rng, -6, 6), r);
}

const absoluteValueEquation = defineTemplate({
  id: 'linear_inequalities.absolute-value-equation',
  title: 'Równanie z wartością bezwzględną',
  generate({ rng, level }) {
    return redrawItem(() => draw(rng, level));
  },
});

export const absoluteValueEquationTemplates: readonly QuestionTemplate[] = [absoluteValueEquation];
