/**
 * The distance of a point from a line and of two parallel lines (podstawa 4-6.VII.3–4): a point
 * between two parallel lines (level 1) or on one side of both (level 2), the distance of a right
 * triangle's vertex from the hypotenuse's line, from the area counted twice (level 3).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { cmText, texValue } from '../../kit/format.ts';
import { type Rational, add, div, mul, rat, sub } from '../../../math/rational.ts';

const DISTANCE_HINT =
  'Odległość punktu od prostej to długość odcinka prostopadłego poprowadzonego od punktu do tej prostej.';

/** Level 1 (between = true) and level 2: the distance of parallel lines a and b from a point's distances. */
function parallelLines(x: Rational, y: Rational, between: boolean): GeneratedBody | null {
  const distance = between ? add(x, y) : sub(y, x);
  const mistakes: NumericMistake[] = between
    ? [
        {
          key: 'subtracted_instead_of_added',
          value: sub(y, x),
          feedback:
            'Punkt $P$ leży między prostymi, więc odcinki prostopadłe do $a$ i do $b$ składają się na całą odległość prostych — dodaj je.',
        },
        {
          key: 'one_distance_only',
          value: y,
          feedback: 'To odległość punktu $P$ od jednej prostej. Odległość prostych to suma obu odległości punktu.',
        },
      ]
    : [
        {
          key: 'added_instead_of_subtracted',
          value: add(x, y),
          feedback:
            'Obie proste leżą po tej samej stronie punktu $P$, więc odległość prostych to różnica odległości punktu od nich.',
        },
        {
          key: 'one_distance_only',
          value: x,
          feedback: 'To odległość punktu $P$ od prostej $a$, a nie odległość prostych $a$ i $b$.',
        },
      ];
  if (!mistakesDistinct(distance, mistakes)) return null;
  const [tx, ty, td] = [x, y, distance].map(texValue);
  const where = between ? 'leży między tymi prostymi' : 'leży poza pasem między tymi prostymi, bliżej prostej $a$';
  const op = between ? '+' : '-';
  const [first, second] = between ? [tx, ty] : [ty, tx];
  return {
    type: 'numeric',
    stem: `Proste $a$ i $b$ są równoległe. Punkt $P$ ${where}. Odległość punktu $P$ od prostej $a$ jest równa ${cmText(x)}, a od prostej $b$ — ${cmText(y)}. Oblicz odległość prostych $a$ i $b$.`,
    answer: numberAnswer(distance),
    answerHint: 'Podaj odległość w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt:
          'Odległość punktu $P$ od prostej $a$ mierzymy odcinkiem od $P$ do prostej $a$. Jaki kąt tworzy ten odcinek z prostą $a$? Podaj miarę w stopniach.',
        value: rat(90),
        hints: [DISTANCE_HINT, 'Odcinek prostopadły do prostej tworzy z nią kąt prosty.', 'Kąt prosty ma $90^\\circ$.'],
      }),
      numberStep({
        prompt: 'Oblicz odległość prostych $a$ i $b$ (w cm).',
        value: distance,
        hints: [
          DISTANCE_HINT,
          between
            ? 'Odcinki od $P$ do $a$ i od $P$ do $b$ leżą na jednej prostej po dwóch stronach punktu $P$ — dodaj je.'
            : 'Odcinek od $P$ do $a$ jest częścią odcinka od $P$ do $b$ — odejmij.',
          `$${first} ${op} ${second} = ${td}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(distance, mistakes),
    solution: `Odległości mierzymy odcinkami prostopadłymi (kąt $90^\\circ$). Prosta prostopadła do $a$ jest prostopadła także do $b$, więc oba odcinki z punktu $P$ leżą na jednej prostej. Odległość prostych: $${first} ${op} ${second} = ${td}$ cm.`,
    params: { x: texValue(x), y: texValue(y), between: between ? 1 : 0 },
  };
}

const RIGHT_TRIANGLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [9, 12, 15],
  [12, 16, 20],
  [15, 20, 25],
  [7, 24, 25],
  [12, 9, 15],
  [8, 6, 10],
  [4, 3, 5],
  [24, 7, 25],
  [16, 12, 20],
  [20, 15, 25],
];

function vertexFromHypotenuse(a: number, b: number, c: number, scale: number): GeneratedBody {
  const [la, lb, lc] = [a * scale, b * scale, c * scale];
  const area = rat(la * lb, 2);
  const h = div(rat(la * lb), rat(lc));
  const mistakes: NumericMistake[] = [
    {
      key: 'leg_as_distance',
      value: rat(la),
      feedback:
        'Przyprostokątna $BC$ nie jest prostopadła do prostej $AB$. Odległość mierzymy odcinkiem prostopadłym do $AB$.',
    },
    {
      key: 'area_not_doubled',
      value: div(area, rat(lc)),
      feedback:
        'Pole trójkąta to połowa iloczynu podstawy i wysokości: $P = \\frac{1}{2} \\cdot |AB| \\cdot h$, więc $h = 2P : |AB|$.',
    },
    {
      key: 'area_as_distance',
      value: area,
      feedback:
        'To pole trójkąta. Odległość punktu $C$ od prostej $AB$ to wysokość opuszczona na $AB$: $h = 2P : |AB|$.',
    },
  ];
  const [tArea, tH] = [texValue(area), texValue(h)];
  return {
    type: 'numeric',
    stem: `W trójkącie prostokątnym $ABC$ przyprostokątne mają długości $|BC| = ${la}$ cm i $|AC| = ${lb}$ cm, a przeciwprostokątna $|AB| = ${lc}$ cm. Oblicz odległość wierzchołka $C$ od prostej $AB$.`,
    answer: numberAnswer(h),
    answerHint: 'Podaj odległość w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt: 'Oblicz pole trójkąta $ABC$ (w cm²).',
        value: area,
        hints: [
          'Przyprostokątne są do siebie prostopadłe: jedna jest wysokością opuszczoną na drugą.',
          `Pole: $\\frac{1}{2} \\cdot ${la} \\cdot ${lb}$.`,
          `$\\frac{1}{2} \\cdot ${la} \\cdot ${lb} = ${tArea}$`,
        ],
      }),
      numberStep({
        prompt: 'Oblicz odległość punktu $C$ od prostej $AB$ (w cm).',
        value: h,
        hints: [
          DISTANCE_HINT + ' To wysokość trójkąta opuszczona na bok $AB$.',
          `Z pola: $\\frac{1}{2} \\cdot ${lc} \\cdot h = ${tArea}$, więc $h = 2 \\cdot ${tArea} : ${lc}$.`,
          `$h = ${texValue(mul(rat(2), area))} : ${lc} = ${tH}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(h, mistakes),
    solution: `Pole trójkąta: $\\frac{1}{2} \\cdot ${la} \\cdot ${lb} = ${tArea}$ cm². Ta sama wielkość to $\\frac{1}{2} \\cdot ${lc} \\cdot h$, więc $h = 2 \\cdot ${tArea} : ${lc} = ${tH}$ cm.`,
    params: { a: la, b: lb, c: lc },
  };
}

const pointLineDistance = defineTemplate({
  id: 'polygons_properties.point-line-distance',
  title: 'Odległość punktu od prostej i odległość prostych równoległych',
  generate({ rng, level }) {
    if (level === 3) {
      const [a, b, c] = rng.pick(RIGHT_TRIANGLES);
      return vertexFromHypotenuse(a, b, c, rng.pick([1, 2]));
    }
    return redrawItem(() => {
      // Whole centimetres or halves, so level 2 also practises decimals.
      const x = rng.chance(0.3) ? rat(2 * rng.int(1, 12) + 1, 2) : rat(rng.int(1, 12));
      const y = rat(rng.int(2, 15));
      if (level === 2 && y.n <= x.n / x.d + 0.5) return null;
      return parallelLines(x, y, level === 1);
    });
  },
});

export const pointLineDistanceTemplates: readonly QuestionTemplate[] = [pointLineDistance];
