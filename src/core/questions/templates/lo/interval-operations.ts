/**
 * Intervals, second template (podstawa LO.I: wyznacza iloczyn, sumę i różnicę przedziałów):
 * the intersection (level 1), union (level 2) and difference (level 3) of two overlapping
 * intervals, as a choice among intervals whose wrong ones are the usual mistakes.
 */
import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { textError } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';

interface Interval {
  a: number;
  b: number;
  /** The end belongs to the interval (⟨, ⟩). */
  aIn: boolean;
  bIn: boolean;
}

const tex = (i: Interval): string => `$${i.aIn ? '\\langle' : '('} ${i.a};\\ ${i.b} ${i.bIn ? '\\rangle' : ')'}$`;
const flip = (i: Interval): Interval => ({ ...i, aIn: !i.aIn, bIn: !i.bIn });

type Op = 'intersection' | 'union' | 'difference';
const OP_TEX: Readonly<Record<Op, string>> = {
  intersection: 'A \\cap B',
  union: 'A \\cup B',
  difference: 'A \\setminus B',
};
const OP_MEANING: Readonly<Record<Op, string>> = {
  intersection: 'liczby należące jednocześnie do $A$ i do $B$',
  union: 'liczby należące do $A$ lub do $B$',
  difference: 'liczby należące do $A$, ale nienależące do $B$',
};

function operations(rng: Rng, op: Op): GeneratedBody | null {
  const a1 = rng.int(-9, 3);
  const a2 = a1 + rng.int(2, 6);
  const b1 = a2 + rng.int(2, 6);
  const b2 = b1 + rng.int(2, 6);
  const A: Interval = { a: a1, b: b1, aIn: rng.chance(0.5), bIn: rng.chance(0.5) };
  const B: Interval = { a: a2, b: b2, aIn: rng.chance(0.5), bIn: rng.chance(0.5) };
  const inter: Interval = { a: a2, b: b1, aIn: B.aIn, bIn: A.bIn };
  const union: Interval = { a: a1, b: b2, aIn: A.aIn, bIn: B.bIn };
  const diff: Interval = { a: a1, b: a2, aIn: A.aIn, bIn: !B.aIn };
  const reversed: Interval = { a: b1, b: b2, aIn: !A.bIn, bIn: B.bIn };
  const correct = op === 'intersection' ? inter : op === 'union' ? union : diff;
  const wrong: { i: Interval; key: string; feedback: string }[] =
    op === 'intersection'
      ? [
          {
            i: union,
            key: 'union_instead',
            feedback: 'To suma przedziałów. Iloczyn to tylko część wspólna: liczby należące do obu przedziałów.',
          },
          {
            i: flip(inter),
            key: 'brackets',
            feedback: `Końce części wspólnej mają nawiasy z tych przedziałów, z których pochodzą: $${a2}$ z $B$, $${b1}$ z $A$.`,
          },
          {
            i: diff,
            key: 'difference_instead',
            feedback: 'To część $A$ poza $B$. Iloczyn to liczby należące do obu przedziałów.',
          },
        ]
      : op === 'union'
        ? [
            {
              i: inter,
              key: 'intersection_instead',
              feedback: 'To część wspólna. Suma to wszystkie liczby należące do któregokolwiek z przedziałów.',
            },
            {
              i: flip(union),
              key: 'brackets',
              feedback: `Końce sumy mają nawiasy z tych przedziałów, z których pochodzą: $${a1}$ z $A$, $${b2}$ z $B$.`,
            },
            { i: A, key: 'first_only', feedback: 'To sam przedział $A$. Do sumy należą też liczby z $B$.' },
          ]
        : [
            {
              i: inter,
              key: 'intersection_instead',
              feedback: 'To część wspólna. Różnica $A \\setminus B$ to liczby z $A$, których nie ma w $B$.',
            },
            {
              i: reversed,
              key: 'reversed_difference',
              feedback: 'To różnica $B \\setminus A$. Kolejność ma znaczenie: bierzemy liczby z $A$.',
            },
            {
              i: { ...diff, bIn: !diff.bIn },
              key: 'bracket_at_cut',
              feedback: `Liczba $${a2}$ ${B.aIn ? 'należy do $B$, więc nie należy do różnicy' : 'nie należy do $B$, więc należy do różnicy'}.`,
            },
          ];
  const correctText = tex(correct);
  const seen = new Set([correctText]);
  const kept = wrong.filter((w) => {
    const t = tex(w.i);
    if (seen.has(t)) return false;
    seen.add(t);
    return true;
  });
  if (kept.length < 3) return null;
  const { options, answer } = mcqFromErrors(
    rng,
    correctText,
    kept.map((w): McqOption => ({ text: tex(w.i), errorKey: w.key })),
  );
  const verdict = (n: number, isIn: boolean, where: string) => `$${n}$ ${isIn ? 'należy' : 'nie należy'} do ${where}`;
  return {
    type: 'mcq',
    stem: `Dane są przedziały $A = ${tex(A).slice(1, -1)}$ i $B = ${tex(B).slice(1, -1)}$. Zbiór $${OP_TEX[op]}$ to przedział`,
    options,
    answer,
    steps: [
      numberStep({
        prompt: `Podaj lewy koniec przedziału $${OP_TEX[op]}$.`,
        value: rat(correct.a),
        hints: [
          'Zaznacz oba przedziały na osi liczbowej.',
          `$${OP_TEX[op]}$ to ${OP_MEANING[op]}.`,
          `Lewy koniec to $${correct.a}$.`,
        ],
      }),
      numberStep({
        prompt: `Podaj prawy koniec przedziału $${OP_TEX[op]}$.`,
        value: rat(correct.b),
        hints: [
          'Zaznacz oba przedziały na osi liczbowej.',
          'Sprawdź, czy końce należą do wyniku — od tego zależy nawias.',
          `Prawy koniec to $${correct.b}$; ${verdict(correct.b, correct.bIn, 'wyniku')}.`,
        ],
      }),
    ],
    commonErrors: kept
      .filter((w) => options.some((o) => o.errorKey === w.key))
      .map((w) => textError(w.key, tex(w.i), w.feedback)),
    solution: `Zbiór $${OP_TEX[op]}$ to ${OP_MEANING[op]}. Na osi: ${correctText}. Lewy koniec: ${verdict(correct.a, correct.aIn, 'zbioru')}, prawy koniec: ${verdict(correct.b, correct.bIn, 'zbioru')}.`,
    params: { a1, b1, a2, b2, op },
  };
}

const intervalOperations = defineTemplate({
  id: 'real_numbers_intervals.interval-operations',
  title: 'Iloczyn, suma i różnica przedziałów',
  generate({ rng, level }) {
    const op: Op = level === 1 ? 'intersection' : level === 2 ? 'union' : 'difference';
    return redrawItem(() => operations(rng, op));
  },
});

export const intervalOperationsTemplates: readonly QuestionTemplate[] = [intervalOperations];
