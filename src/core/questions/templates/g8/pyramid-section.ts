/**
 * Sections of a pyramid, second template for "Przekroje brył" (podstawa 7-8.XI: oblicza pola
 * przekrojów graniastosłupów i ostrosłupów): a regular square pyramid cut through its apex — along
 * the line joining the midpoints of two opposite base edges (levels 1–2) or along a diagonal of
 * the base (level 3). The section is a triangle whose height is the pyramid's height.
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { RIGHT_TRIANGLES, numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { cmText, texValue } from '../../kit/format.ts';
import { pyramidSectionFigure } from '../../chart-figures.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';

const TRIANGLE_AREA = 'Pole trójkąta to połowa iloczynu podstawy i wysokości.';

function pyramidSection(rng: Rng, level: 1 | 2 | 3): GeneratedBody | null {
  const midpoints = level < 3;
  const figure = pyramidSectionFigure(
    midpoints ? 'midpoints' : 'diagonal',
    midpoints
      ? 'Ostrosłup prawidłowy czworokątny ABCDS o spodku wysokości O; zacieniowany przekrój SKL przez wierzchołek S i środki K, L krawędzi AB i CD'
      : 'Ostrosłup prawidłowy czworokątny ABCDS o spodku wysokości O; zacieniowany przekrój ACS przez wierzchołek S i przekątną AC podstawy',
  );
  if (level === 1) {
    const a = rng.int(4, 16);
    const h = rng.int(3, 15);
    const mistakes: NumericMistake[] = [
      { key: 'no_half', value: rat(a * h), feedback: `${TRIANGLE_AREA} Przekrój jest trójkątem, a nie prostokątem.` },
      { key: 'base_area', value: rat(a * a), feedback: 'To pole podstawy ostrosłupa. Przekrój to trójkąt $SKL$.' },
      {
        key: 'half_base',
        value: rat(a * h, 4),
        feedback: `Podstawa trójkąta $KL$ ma długość krawędzi podstawy (${a} cm), a nie jej połowy.`,
      },
    ];
    if (!mistakesDistinct(rat(a * h, 2), mistakes)) return null;
    return {
      type: 'numeric',
      stem: `Ostrosłup prawidłowy czworokątny $ABCDS$ ma krawędź podstawy długości ${cmText(a)} i wysokość ${cmText(h)}. Przecięto go płaszczyzną przechodzącą przez wierzchołek $S$ i środki $K$, $L$ krawędzi $AB$ i $CD$ (rysunek). Oblicz pole przekroju $SKL$.`,
      figure,
      answer: numberAnswer(rat(a * h, 2)),
      answerHint: 'Podaj pole w cm².',
      unitLabel: 'cm²',
      steps: [
        numberStep({
          prompt: 'Jaką długość ma odcinek $KL$ (w cm)?',
          value: rat(a),
          hints: [
            '$K$ i $L$ to środki przeciwległych krawędzi kwadratu.',
            'Odcinek $KL$ jest równoległy do krawędzi $AD$.',
            `$|KL| = ${a}$ cm`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz pole przekroju (w cm²).',
          value: rat(a * h, 2),
          hints: [
            `Wysokością trójkąta $SKL$ jest wysokość ostrosłupa $SO$ (${h} cm).`,
            TRIANGLE_AREA,
            `$\\frac{1}{2} \\cdot ${a} \\cdot ${h} = ${texValue(rat(a * h, 2))}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(rat(a * h, 2), mistakes),
      solution: `Przekrój $SKL$ jest trójkątem o podstawie $|KL| = ${a}$ cm i wysokości $|SO| = ${h}$ cm, więc jego pole to $\\frac{1}{2} \\cdot ${a} \\cdot ${h} = ${texValue(rat(a * h, 2))}$ cm².`,
      params: { a, h },
    };
  }
  const [half, h, slant] = rng.pick(RIGHT_TRIANGLES);
  if (level === 2) {
    // Given the base edge 2·half and the slant height (the height of a lateral face): H from Pythagoras.
    const a = 2 * half;
    const area = half * h;
    const mistakes: NumericMistake[] = [
      {
        key: 'slant_as_height',
        value: rat(half * slant),
        feedback: `Wysokość ściany bocznej $SK$ (${slant} cm) nie jest wysokością przekroju — jest nią $SO$, prostopadła do $KL$.`,
      },
      { key: 'no_half', value: rat(a * h), feedback: `${TRIANGLE_AREA}` },
      {
        key: 'half_edge_as_base',
        value: rat(half * h, 2),
        feedback: `Podstawa przekroju $KL$ ma długość całej krawędzi podstawy: ${a} cm.`,
      },
    ];
    if (!mistakesDistinct(rat(area), mistakes)) return null;
    return sectionThroughHeight({
      stem: `Ostrosłup prawidłowy czworokątny $ABCDS$ ma krawędź podstawy długości ${cmText(a)}, a wysokość jego ściany bocznej ma długość ${cmText(slant)}. Przecięto go płaszczyzną przechodzącą przez wierzchołek $S$ i środki $K$, $L$ krawędzi $AB$ i $CD$ (rysunek). Oblicz pole przekroju $SKL$.`,
      figure,
      base: a,
      triangle: [half, h, slant],
      halfStep: {
        prompt: 'Jaką długość ma odcinek $OK$ (w cm)?',
        hints: ['$O$ to środek kwadratu, $K$ — środek jego boku.', 'To połowa krawędzi podstawy.'],
      },
      rightTriangleHint: `Trójkąt $SOK$ jest prostokątny, a $SK$ (${slant} cm) to wysokość ściany bocznej.`,
      slantAsHeight: { code: 'slant_as_height', feedback: 'To wysokość ściany bocznej, nie ostrosłupa.' },
      mistakes,
      solution: `$|OK| = ${half}$ cm. Z twierdzenia Pitagorasa w trójkącie $SOK$: $|SO| = \\sqrt{${slant}^2 - ${half}^2} = \\sqrt{${h * h}} = ${h}$ cm. Pole przekroju: $\\frac{1}{2} \\cdot ${a} \\cdot ${h} = ${area}$ cm².`,
      params: { a, slant },
    });
  }
  // Level 3: through the diagonal AC; given the diagonal 2·half and the lateral edge.
  const d = 2 * half;
  const area = half * h;
  const mistakes: NumericMistake[] = [
    {
      key: 'edge_as_height',
      value: rat(half * slant),
      feedback: `Krawędź boczna $SA$ (${slant} cm) nie jest wysokością przekroju — jest nią $SO$.`,
    },
    { key: 'no_half', value: rat(d * h), feedback: TRIANGLE_AREA },
  ];
  if (!mistakesDistinct(rat(area), mistakes)) return null;
  return sectionThroughHeight({
    stem: `W ostrosłupie prawidłowym czworokątnym $ABCDS$ przekątna podstawy $AC$ ma długość ${cmText(d)}, a krawędź boczna — ${cmText(slant)}. Przecięto go płaszczyzną przechodzącą przez wierzchołek $S$ i przekątną $AC$ (rysunek). Oblicz pole przekroju $ACS$.`,
    figure,
    base: d,
    triangle: [half, h, slant],
    halfStep: {
      prompt: 'Jaką długość ma odcinek $AO$ (w cm)?',
      hints: ['$O$ to punkt przecięcia przekątnych kwadratu.', 'Przekątne kwadratu dzielą się na połowy.'],
    },
    rightTriangleHint: 'Trójkąt $AOS$ jest prostokątny (kąt prosty przy $O$).',
    slantAsHeight: { code: 'edge_as_height', feedback: 'To krawędź boczna, nie wysokość ostrosłupa.' },
    mistakes,
    solution: `$|AO| = ${d} : 2 = ${half}$ cm. W trójkącie prostokątnym $AOS$: $|SO| = \\sqrt{${slant}^2 - ${half}^2} = \\sqrt{${h * h}} = ${h}$ cm. Przekrój $ACS$ to trójkąt o podstawie ${cmText(d)} i wysokości ${cmText(h)}: pole $\\frac{1}{2} \\cdot ${d} \\cdot ${h} = ${area}$ cm².`,
    params: { d, slant },
  });
}

/**
 * Levels 2–3: a section through the apex whose base is `base` and whose height is the pyramid's
 * height SO, found from the right triangle (half of the base, SO, slant).
 */
function sectionThroughHeight(spec: {
  stem: string;
  figure: string;
  base: number;
  triangle: readonly [half: number, h: number, slant: number];
  halfStep: { prompt: string; hints: readonly [string, string] };
  rightTriangleHint: string;
  slantAsHeight: { code: string; feedback: string };
  mistakes: readonly NumericMistake[];
  solution: string;
  params: Record<string, number>;
}): GeneratedBody {
  const [half, h, slant] = spec.triangle;
  const area = half * h;
  return {
    type: 'numeric',
    stem: spec.stem,
    figure: spec.figure,
    answer: numberAnswer(area),
    answerHint: 'Podaj pole w cm².',
    unitLabel: 'cm²',
    steps: [
      numberStep({
        prompt: spec.halfStep.prompt,
        value: rat(half),
        hints: [...spec.halfStep.hints, `$${spec.base} : 2 = ${half}$`],
      }),
      numberStep({
        prompt: 'Oblicz wysokość ostrosłupa $SO$ (w cm).',
        value: rat(h),
        hints: [
          spec.rightTriangleHint,
          `$|SO|^2 = ${slant}^2 - ${half}^2$`,
          `$|SO|^2 = ${slant * slant} - ${half * half} = ${h * h}$, $|SO| = ${h}$`,
        ],
        errors: [{ ...spec.slantAsHeight, value: rat(slant) }],
      }),
      numberStep({
        prompt: 'Oblicz pole przekroju (w cm²).',
        value: rat(area),
        hints: [
          TRIANGLE_AREA,
          `$\\frac{1}{2} \\cdot ${spec.base} \\cdot ${h}$`,
          `$\\frac{1}{2} \\cdot ${spec.base} \\cdot ${h} = ${area}$`,
        ],
        errors: stepErrors(spec.mistakes),
      }),
    ],
    commonErrors: numberErrors(area, spec.mistakes),
    solution: spec.solution,
    params: spec.params,
  };
}

const pyramidSectionTemplate = defineTemplate({
  id: 'solid_nets_sections.pyramid-section',
  title: 'Przekrój ostrosłupa prawidłowego czworokątnego',
  generate({ rng, level }) {
    return redrawItem(() => pyramidSection(rng, level));
  },
});

export const pyramidSectionTemplates: readonly QuestionTemplate[] = [pyramidSectionTemplate];
