/**
 * Transformations of a graph, second template (podstawa LO.V: szkicuje wykresy funkcji
 * y = f(x − a) + b): the formula of a graph shifted along one axis (level 1) and by a vector
 * (level 2), and the vector that shifts y = |x| or y = x² onto a given graph (level 3).
 */
import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type GeneratedBody, nonZeroInt, redrawItem } from '../../kit/draw.ts';
import { textError } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';
import { qty } from '../../kit/format.ts';
import type { NounForms } from '../../../text/plural.ts';

const UNITS: NounForms = { one: 'jednostkę', few: 'jednostki', many: 'jednostek' };

const BASES = [
  { f: 'x^2', at: (inner: string) => `(${inner})^2` },
  { f: '|x|', at: (inner: string) => `|${inner}|` },
] as const;

/** `x - p` with tidy signs. */
const arg = (p: number): string => (p === 0 ? 'x' : p > 0 ? `x - ${p}` : `x + ${-p}`);
const plus = (q: number): string => (q === 0 ? '' : q > 0 ? ` + ${q}` : ` - ${-q}`);
const RULE =
  'Wykres $y = f(x - p) + q$ to wykres $y = f(x)$ przesunięty o wektor $[p;\\ q]$: o $p$ w prawo (w lewo, gdy $p < 0$) i o $q$ w górę (w dół, gdy $q < 0$).';
const vec = (p: number, q: number): string => `$[${p};\\ ${q}]$`;

function shift(rng: Rng, level: 1 | 2 | 3): GeneratedBody | null {
  const base = rng.pick(BASES);
  const horizontal = level === 1 ? rng.chance(0.5) : true;
  const p = level === 1 && !horizontal ? 0 : nonZeroInt(rng, -6, 6);
  const q = level === 1 && horizontal ? 0 : nonZeroInt(rng, -6, 6);
  if (Math.abs(p) === Math.abs(q)) return null;
  const g = (pp: number, qq: number): string => `$y = ${base.at(arg(pp)).replace(/^\((x)\)/, '$1')}${plus(qq)}$`;
  let stem: string;
  let correct: string;
  let wrong: { text: string; key: string; feedback: string }[];
  if (level < 3) {
    const how =
      level === 1
        ? horizontal
          ? `o ${qty(Math.abs(p), UNITS)} ${p > 0 ? 'w prawo' : 'w lewo'}`
          : `o ${qty(Math.abs(q), UNITS)} ${q > 0 ? 'w górę' : 'w dół'}`
        : `o wektor ${vec(p, q)}`;
    stem = `Wykres funkcji $y = ${base.f}$ przesunięto ${how}. Otrzymano wykres funkcji`;
    correct = g(p, q);
    wrong = [
      {
        text: g(-p, q),
        key: 'sign_of_shift',
        feedback: 'Przesunięcie w prawo o $p$ to $f(x - p)$: w nawiasie odejmujemy $p$.',
      },
      {
        text: g(0, q - p),
        key: 'wrong_axis',
        feedback:
          'Przesunięcie w poziomie zmienia argument (wnętrze nawiasu), a w pionie — wartość (dodajemy $q$ na końcu).',
      },
      {
        text: g(p, -q),
        key: 'vertical_sign',
        feedback: 'Przesunięcie w górę o $q$ to dodanie $q$ do wartości funkcji.',
      },
      {
        text: g(q, p),
        key: 'swapped',
        feedback: 'Pierwsza współrzędna wektora zmienia argument, a druga — wartość funkcji.',
      },
    ];
  } else {
    stem = `Wykres funkcji ${g(p, q)} otrzymano, przesuwając wykres funkcji $y = ${base.f}$ o wektor`;
    correct = vec(p, q);
    wrong = [
      {
        text: vec(-p, q),
        key: 'sign_of_shift',
        feedback: `$${arg(p)}$ w nawiasie to przesunięcie o $${p}$ w poziomie (znak przeciwny do znaku liczby w nawiasie).`,
      },
      {
        text: vec(q, p),
        key: 'swapped',
        feedback: 'Pierwsza współrzędna wektora to przesunięcie w poziomie (z nawiasu), druga — w pionie.',
      },
      {
        text: vec(-p, -q),
        key: 'both_signs',
        feedback: `Liczba dodana na końcu to przesunięcie w pionie z tym samym znakiem: $${q}$.`,
      },
    ];
  }
  const seen = new Set([correct]);
  const kept = wrong.filter((w) => !seen.has(w.text) && seen.add(w.text));
  if (kept.length < 3) return null;
  const { options, answer } = mcqFromErrors(
    rng,
    correct,
    kept.slice(0, 3).map((w): McqOption => ({ text: w.text, errorKey: w.key })),
  );
  return {
    type: 'mcq',
    stem,
    options,
    answer,
    steps: [
      numberStep({
        prompt: 'O ile jednostek w prawo przesunięto wykres? (Przesunięcie w lewo wpisz jako liczbę ujemną.)',
        value: rat(p),
        hints: [
          RULE,
          level === 3
            ? `W nawiasie stoi $${arg(p)}$, czyli $x - (${p})$.`
            : 'Przeczytaj, o ile i w którą stronę przesunięto wykres.',
          `$p = ${p}$`,
        ],
      }),
      numberStep({
        prompt: 'O ile jednostek w górę przesunięto wykres? (Przesunięcie w dół wpisz jako liczbę ujemną.)',
        value: rat(q),
        hints: [
          RULE,
          level === 3
            ? 'Spójrz na liczbę dodaną na końcu wzoru.'
            : 'Przeczytaj, o ile i w którą stronę przesunięto wykres.',
          `$q = ${q}$`,
        ],
      }),
    ],
    commonErrors: kept
      .slice(0, 3)
      .filter((w) => options.some((o) => o.errorKey === w.key))
      .map((w) => textError(w.key, w.text, w.feedback)),
    solution: `${RULE} Tutaj $p = ${p}$, $q = ${q}$: ${level < 3 ? `otrzymano wykres ${correct}` : `wektor ${correct}`}.`,
    params: { base: base.f, p, q },
  };
}

const shiftFormula = defineTemplate({
  id: 'function_concept.shift-formula',
  title: 'Wzór funkcji po przesunięciu wykresu',
  generate({ rng, level }) {
    return redrawItem(() => shift(rng, level));
  },
});

export const shiftFormulaTemplates: readonly QuestionTemplate[] = [shiftFormula];
