/**
 * Absolute value, second template (podstawa LO.I: posługuje się pojęciem wartości
 * bezwzględnej): the value of expressions with absolute values — of integers (level 1), of
 * expressions in x at a given x (level 2), of a root minus an integer (level 3, |√n − k|).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, nonZeroInt, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { parenIfNeg } from '../../kit/format.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';

const ABS = '$|a| = a$ dla $a \\ge 0$ i $|a| = -a$ dla $a < 0$: wartość bezwzględna nigdy nie jest ujemna.';
const p = (n: number): string => parenIfNeg(String(n), n);

/** Level 1: |a − b| − |c − d| with a < b. */
function integers(rng: Rng): GeneratedBody | null {
  const a = rng.int(-9, 9);
  const b = rng.int(a + 2, a + 14);
  const c = rng.int(-9, 9);
  const d = nonZeroInt(rng, -9, 9);
  const first = Math.abs(a - b);
  const second = Math.abs(c - d);
  const answer = first - second;
  const mistakes: NumericMistake[] = [
    {
      key: 'abs_ignored',
      value: rat(a - b - (c - d)),
      feedback: `${ABS} Tu $|${a} - ${p(b)}| = |${a - b}| = ${first}$.`,
    },
    {
      key: 'abs_termwise',
      value: rat(Math.abs(a) - Math.abs(b) - (Math.abs(c) - Math.abs(d))),
      feedback: 'Najpierw oblicz wyrażenie wewnątrz modułu, a dopiero potem jego wartość bezwzględną.',
    },
    {
      key: 'minus_into_abs',
      value: rat(first + second),
      feedback: `Minus przed modułem zostaje: odejmujemy $|${c} - ${p(d)}| = ${second}$.`,
    },
  ];
  if (c === d || !mistakesDistinct(rat(answer), mistakes)) return null;
  const expr = `|${a} - ${p(b)}| - |${c} - ${p(d)}|`;
  return {
    type: 'numeric',
    stem: `Oblicz wartość wyrażenia $${expr}$.`,
    answer: numberAnswer(answer),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: `Oblicz $|${a} - ${p(b)}|$.`,
        value: rat(first),
        hints: [ABS, `$${a} - ${p(b)} = ${a - b}$`, `$|${a - b}| = ${first}$`],
        errors: [{ code: 'abs_ignored', value: rat(a - b), feedback: 'Wartość bezwzględna nie jest ujemna.' }],
      }),
      numberStep({
        prompt: `Oblicz $|${c} - ${p(d)}|$.`,
        value: rat(second),
        hints: [ABS, `$${c} - ${p(d)} = ${c - d}$`, `$|${c - d}| = ${second}$`],
      }),
      numberStep({
        prompt: 'Oblicz wartość całego wyrażenia.',
        value: rat(answer),
        hints: ['Odejmij drugi wynik od pierwszego.', `$${first} - ${second}$`, `$${first} - ${second} = ${answer}$`],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(answer, mistakes),
    solution: `$${expr} = |${a - b}| - |${c - d}| = ${first} - ${second} = ${answer}$.`,
    params: { a, b, c, d },
  };
}

/** Level 2: |x − m| + |x + n| (or minus) at a given x. */
function atX(rng: Rng): GeneratedBody | null {
  const x = nonZeroInt(rng, -8, 8);
  const m = rng.int(1, 9);
  const n = rng.int(1, 9);
  const plus = rng.chance(0.5);
  const u = x - m;
  const v = x + n;
  const answer = Math.abs(u) + (plus ? 1 : -1) * Math.abs(v);
  const op = plus ? '+' : '-';
  const mistakes: NumericMistake[] = [
    {
      key: 'abs_ignored',
      value: rat(u + (plus ? v : -v)),
      feedback: `${ABS} Dla $x = ${x}$: $|${u}| = ${Math.abs(u)}$, $|${v}| = ${Math.abs(v)}$.`,
    },
    {
      key: 'x_sign_lost',
      value: rat(Math.abs(-x - m) + (plus ? 1 : -1) * Math.abs(-x + n)),
      feedback: `Podstaw $x = ${x}$ ze znakiem: $${x} - ${m} = ${u}$.`,
    },
  ];
  if (u === 0 || v === 0 || (u > 0 && v > 0) || !mistakesDistinct(rat(answer), mistakes)) return null;
  const expr = `|x - ${m}| ${op} |x + ${n}|`;
  return {
    type: 'numeric',
    stem: `Oblicz wartość wyrażenia $${expr}$ dla $x = ${x}$.`,
    answer: numberAnswer(answer),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: `Oblicz $|x - ${m}|$ dla $x = ${x}$.`,
        value: rat(Math.abs(u)),
        hints: [ABS, `$${p(x)} - ${m} = ${u}$`, `$|${u}| = ${Math.abs(u)}$`],
        errors: [{ code: 'abs_ignored', value: rat(u), feedback: 'Wartość bezwzględna nie jest ujemna.' }],
      }),
      numberStep({
        prompt: `Oblicz $|x + ${n}|$ dla $x = ${x}$.`,
        value: rat(Math.abs(v)),
        hints: [ABS, `$${p(x)} + ${n} = ${v}$`, `$|${v}| = ${Math.abs(v)}$`],
        errors: v < 0 ? [{ code: 'abs_ignored', value: rat(v), feedback: 'Wartość bezwzględna nie jest ujemna.' }] : [],
      }),
      numberStep({
        prompt: 'Oblicz wartość całego wyrażenia.',
        value: rat(answer),
        hints: [
          'Połącz oba wyniki.',
          `$${Math.abs(u)} ${op} ${Math.abs(v)}$`,
          `$${Math.abs(u)} ${op} ${Math.abs(v)} = ${answer}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(answer, mistakes),
    solution: `Dla $x = ${x}$: $|${p(x)} - ${m}| ${op} |${p(x)} + ${n}| = |${u}| ${op} |${v}| = ${Math.abs(u)} ${op} ${Math.abs(v)} = ${answer}$.`,
    params: { x, m, n, plus: plus ? 1 : 0 },
  };
}

/** Level 3: |√s − k| + |√s − m| with k < √s < m: the roots cancel, leaving m − k. */
function roots(rng: Rng): GeneratedBody | null {
  const s = rng.int(2, 99);
  const root = Math.sqrt(s);
  if (Number.isInteger(root)) return null;
  const fl = Math.floor(root);
  const k = fl - rng.int(0, 2);
  const m = fl + 1 + rng.int(0, 2);
  if (k < 1) return null;
  const answer = m - k;
  const mistakes: NumericMistake[] = [
    {
      key: 'both_flipped',
      value: rat(k - m),
      feedback: `$\\sqrt{${s}} - ${m} < 0$, więc $|\\sqrt{${s}} - ${m}| = ${m} - \\sqrt{${s}}$, ale $\\sqrt{${s}} - ${k} > 0$ zostaje bez zmiany znaku. Wartość bezwzględna nie jest ujemna.`,
    },
    {
      key: 'numbers_added',
      value: rat(m + k),
      feedback: `Pierwiastki się redukują: $(\\sqrt{${s}} - ${k}) + (${m} - \\sqrt{${s}}) = ${m} - ${k}$.`,
    },
  ];
  if (!mistakesDistinct(rat(answer), mistakes)) return null;
  const expr = `|\\sqrt{${s}} - ${k}| + |\\sqrt{${s}} - ${m}|`;
  return {
    type: 'numeric',
    stem: `Oblicz wartość wyrażenia $${expr}$.`,
    answer: numberAnswer(answer),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: `Jaka jest największa liczba całkowita mniejsza od $\\sqrt{${s}}$?`,
        value: rat(fl),
        hints: [
          'Porównaj liczbę pod pierwiastkiem z kwadratami liczb całkowitych.',
          `$${fl}^2 = ${fl * fl} < ${s} < ${(fl + 1) ** 2} = ${fl + 1}^2$`,
          `$${fl} < \\sqrt{${s}} < ${fl + 1}$, więc to ${fl}.`,
        ],
      }),
      numberStep({
        prompt: 'Oblicz wartość wyrażenia.',
        value: rat(answer),
        hints: [
          `$\\sqrt{${s}} - ${k} > 0$, a $\\sqrt{${s}} - ${m} < 0$.`,
          `$|\\sqrt{${s}} - ${k}| = \\sqrt{${s}} - ${k}$, $|\\sqrt{${s}} - ${m}| = ${m} - \\sqrt{${s}}$`,
          `$\\sqrt{${s}} - ${k} + ${m} - \\sqrt{${s}} = ${answer}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(answer, mistakes),
    solution: `$${fl} < \\sqrt{${s}} < ${fl + 1}$, więc $\\sqrt{${s}} - ${k} > 0$ i $\\sqrt{${s}} - ${m} < 0$. Stąd $${expr} = \\sqrt{${s}} - ${k} + ${m} - \\sqrt{${s}} = ${answer}$.`,
    params: { s, k, m },
  };
}

const absoluteValueCompute = defineTemplate({
  id: 'real_numbers_intervals.absolute-value-compute',
  title: 'Wartość bezwzględna: obliczanie wartości wyrażeń',
  generate({ rng, level }) {
    return redrawItem(() => (level === 1 ? integers(rng) : level === 2 ? atX(rng) : roots(rng)));
  },
});

export const absoluteValueComputeTemplates: readonly QuestionTemplate[] = [absoluteValueCompute];
