/**
 * Angles of a triangle, second template (podstawa 7-8.VIII: stosuje twierdzenie o sumie kątów
 * trójkąta): angles told by how they compare — a right triangle's acute angles differing by d
 * (level 1), angles in a ratio (level 2), an isosceles triangle whose vertex angle is k times
 * a base angle (level 3). Each is an equation in one unknown part.
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { qty } from '../../kit/format.ts';
import type { Rng } from '../../../math/random.ts';
import { EQUAL_PARTS, type NounForms } from '../../../text/plural.ts';
import { gcd, rat } from '../../../math/rational.ts';

const PARTS: NounForms = { one: 'część', few: 'części', many: 'części' };
const SUM = 'Suma miar kątów trójkąta jest równa $180^\\circ$.';
const DEGREES_HINT = 'Wpisz miarę kąta w stopniach.';
function angles(rng: Rng, level: 1 | 2 | 3): GeneratedBody | null {
  if (level === 1) {
    const d = 2 * rng.int(3, 35);
    const small = (90 - d) / 2;
    if (small < 5) return null;
    const big = small + d;
    const mistakes: NumericMistake[] = [
      {
        key: 'right_angle_forgotten',
        value: rat(180 - d, 2),
        feedback: 'Kąt prosty ma $90^\\circ$, więc na oba kąty ostre zostaje $180^\\circ - 90^\\circ = 90^\\circ$.',
      },
      {
        key: 'difference_not_subtracted',
        value: rat(45),
        feedback: `Kąty nie są równe: jeden jest o $${d}^\\circ$ większy. Najpierw odejmij $${d}^\\circ$ od $90^\\circ$.`,
      },
      { key: 'larger_given', value: rat(big), feedback: 'To miara większego kąta ostrego. Pytamy o mniejszy.' },
    ];
    if (!mistakesDistinct(rat(small), mistakes)) return null;
    return {
      type: 'numeric',
      stem: `W trójkącie prostokątnym jeden kąt ostry jest o $${d}^\\circ$ większy od drugiego. Oblicz miarę mniejszego kąta ostrego tego trójkąta.`,
      answer: numberAnswer(small),
      answerHint: DEGREES_HINT,
      unitLabel: '°',
      steps: [
        numberStep({
          prompt: 'Ile stopni mają razem oba kąty ostre?',
          value: rat(90),
          hints: [SUM, 'Trzeci kąt jest prosty.', '$180^\\circ - 90^\\circ = 90^\\circ$'],
        }),
        numberStep({
          prompt: 'Oblicz miarę mniejszego kąta ostrego (w stopniach).',
          value: rat(small),
          hints: [
            `Oznacz mniejszy kąt przez $x$; większy ma $x + ${d}^\\circ$.`,
            `$x + x + ${d} = 90$, czyli $2x = ${90 - d}$.`,
            `$x = ${90 - d} : 2 = ${small}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(small, mistakes),
      solution: `Kąty ostre mają razem $90^\\circ$: $x + (x + ${d}^\\circ) = 90^\\circ$, $2x = ${90 - d}^\\circ$, $x = ${small}^\\circ$ (większy ma $${big}^\\circ$).`,
      params: { d },
    };
  }
  if (level === 2) {
    const [p, q, r] = [rng.int(1, 4), rng.int(2, 6), rng.int(3, 9)].sort((x, y) => x - y) as [number, number, number];
    const parts = p + q + r;
    // In lowest terms (2 : 4 : 6 is 1 : 2 : 3).
    if (180 % parts !== 0 || p === r || gcd(gcd(p, q), r) !== 1) return null;
    const unit = 180 / parts;
    const largest = r * unit;
    const mistakes: NumericMistake[] = [
      { key: 'one_part', value: rat(unit), feedback: `To jedna część. Największy kąt to $${r}$ takie części.` },
      {
        key: 'ratio_as_degrees',
        value: rat(180 - p - q),
        feedback: `Liczby ${p}, ${q}, ${r} to części, a nie stopnie: $180^\\circ$ dzielimy na ${qty(parts, EQUAL_PARTS)}.`,
      },
      { key: 'smallest_given', value: rat(p * unit), feedback: 'To najmniejszy kąt. Pytamy o największy.' },
    ];
    if (!mistakesDistinct(rat(largest), mistakes)) return null;
    return {
      type: 'numeric',
      stem: `Miary kątów trójkąta są w stosunku $${p} : ${q} : ${r}$. Oblicz miarę największego kąta tego trójkąta.`,
      answer: numberAnswer(largest),
      answerHint: DEGREES_HINT,
      unitLabel: '°',
      steps: [
        numberStep({
          prompt: 'Na ile równych części dzielimy sumę kątów?',
          value: rat(parts),
          hints: ['Dodaj liczby ze stosunku.', `$${p} + ${q} + ${r}$`, `$${p} + ${q} + ${r} = ${parts}$`],
        }),
        numberStep({
          prompt: 'Ile stopni ma jedna część?',
          value: rat(unit),
          hints: [SUM, `$180^\\circ : ${parts}$`, `$180 : ${parts} = ${unit}$`],
        }),
        numberStep({
          prompt: 'Oblicz miarę największego kąta (w stopniach).',
          value: rat(largest),
          hints: [
            `Największy kąt to ${r} części.`,
            `$${r} \\cdot ${unit}^\\circ$`,
            `$${r} \\cdot ${unit} = ${largest}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(largest, mistakes),
      solution: `$180^\\circ$ dzielimy na $${p} + ${q} + ${r} = ${parts}$ części po $${unit}^\\circ$. Kąty mają $${p * unit}^\\circ$, $${q * unit}^\\circ$ i $${largest}^\\circ$; największy: $${largest}^\\circ$.`,
      params: { p, q, r },
    };
  }
  // Level 3: isosceles, the vertex angle k times a base angle: base = 180 / (k + 2).
  const k = rng.pick([2, 3, 4, 7, 8, 10, 13]);
  const askVertex = rng.chance(0.5);
  const base = 180 / (k + 2);
  const vertex = k * base;
  const answer = askVertex ? vertex : base;
  const mistakes: NumericMistake[] = [
    {
      key: 'one_base_angle',
      value: askVertex ? rat(180 * k, k + 1) : rat(180, k + 1),
      feedback: 'Trójkąt równoramienny ma dwa równe kąty przy podstawie: razem to $k + 2$ części, a nie $k + 1$.',
    },
    askVertex
      ? { key: 'base_given', value: rat(base), feedback: 'To kąt przy podstawie. Pytamy o kąt między ramionami.' }
      : { key: 'vertex_given', value: rat(vertex), feedback: 'To kąt między ramionami. Pytamy o kąt przy podstawie.' },
    {
      key: 'ratio_reversed',
      value: askVertex ? rat(180, 2 * k + 1) : rat(180 * k, 2 * k + 1),
      feedback: `Kąt między ramionami jest ${k} razy WIĘKSZY od kąta przy podstawie.`,
    },
  ];
  if (!mistakesDistinct(rat(answer), mistakes)) return null;
  const asked = askVertex ? 'kąta między ramionami' : 'kąta przy podstawie';
  return {
    type: 'numeric',
    stem: `W trójkącie równoramiennym kąt między ramionami jest ${k} razy większy od kąta przy podstawie. Oblicz miarę ${asked}.`,
    answer: numberAnswer(answer),
    answerHint: DEGREES_HINT,
    unitLabel: '°',
    steps: [
      numberStep({
        prompt: 'Na ile równych części dzielimy sumę kątów, jeśli kąt przy podstawie to jedna część?',
        value: rat(k + 2),
        hints: [
          'Kąty przy podstawie trójkąta równoramiennego są równe: każdy to jedna część.',
          `Kąt między ramionami to ${qty(k, PARTS)}.`,
          `$1 + 1 + ${k} = ${k + 2}$`,
        ],
      }),
      numberStep({
        prompt: 'Ile stopni ma kąt przy podstawie?',
        value: rat(base),
        hints: [SUM, `$${k + 2}x = 180$`, `$x = 180 : ${k + 2} = ${base}$`],
        ...(askVertex ? {} : { errors: stepErrors(mistakes) }),
      }),
      ...(askVertex
        ? [
            numberStep({
              prompt: 'Oblicz miarę kąta między ramionami (w stopniach).',
              value: rat(vertex),
              hints: [
                `Ten kąt jest ${k} razy większy.`,
                `$${k} \\cdot ${base}^\\circ$`,
                `$${k} \\cdot ${base} = ${vertex}$`,
              ],
              errors: stepErrors(mistakes),
            }),
          ]
        : []),
    ],
    commonErrors: numberErrors(answer, mistakes),
    solution: `Kąty przy podstawie mają po $x$, kąt między ramionami $${k}x$: $x + x + ${k}x = ${k + 2}x = 180^\\circ$, więc $x = ${base}^\\circ$, a kąt między ramionami ma $${k} \\cdot ${base}^\\circ = ${vertex}^\\circ$.${askVertex ? '' : ` Kąt przy podstawie ma $${base}^\\circ$.`}`,
    params: { k, askVertex: askVertex ? 1 : 0 },
  };
}

const triangleAngleRatio = defineTemplate({
  id: 'triangle_properties.angle-relations',
  title: 'Kąty trójkąta: różnica, stosunek, wielokrotność',
  generate({ rng, level }) {
    return redrawItem(() => angles(rng, level));
  },
});

export const triangleAngleRatioTemplates: readonly QuestionTemplate[] = [triangleAngleRatio];
