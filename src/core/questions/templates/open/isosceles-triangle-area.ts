/**
 * Open task (grade 8, Pythagoras): the area of an isosceles triangle from its base and legs,
 * through the height — the exam's classic 2–3-point task. Level 3 first finds the leg from the
 * perimeter. Scheme: one point per stage (leg, height), the last point for the right area.
 */
import { type Rational, rat, mul, add, sub, div, eq } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { redraw } from '../../kit/draw.ts';
import type { NumericMistake } from '../../kit/errors.ts';
import { criterion, numberPart, openTask } from '../../kit/open-task.ts';
import { dot } from '../../kit/open-task.ts';
import { numberStep } from '../../kit/steps.ts';
import { texValue } from '../../kit/format.ts';
import { svgDoc, svgLine, svgPolygon, svgRightAngle, svgSideLabel, centroid, svgVertexLabel } from '../../figures.ts';
import type { Level, OpenTaskPart, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { stepErrors } from '../../kit/errors.ts';

/** (half of the base, height, leg): Pythagorean triples, both ways round. */
const TRIPLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [15, 8, 17],
  [6, 8, 10],
  [8, 6, 10],
];

const sq = (r: Rational): Rational => mul(r, r);
const LENGTH = { accepted: ['cm'], required: false };
const AREA = { accepted: ['cm²', 'cm2', 'cm^2'], required: false };

/**
 * Level 1: the small triples (3-4-5, 5-12-13) up to three times; level 2: 8-15-17 up to three times
 * or the small ones four or five times (never a level-1 triangle); level 3: half-centimetre sides.
 */
function drawTriangle(rng: Rng, level: Level): { half: Rational; h: Rational; leg: Rational } {
  const small = TRIPLES.slice(0, 4);
  const eightFifteen = TRIPLES.slice(4, 6);
  const [[x, y, z], k] =
    level === 1
      ? [rng.pick(small), rat(rng.int(1, 3))]
      : level === 2
        ? rng.int(0, 2) < 2
          ? [rng.pick(eightFifteen), rat(rng.int(1, 3))]
          : [rng.pick(small), rat(rng.int(4, 5))]
        : [rng.pick(TRIPLES), rat(rng.pick([1, 3, 5]), 2)];
  return { half: mul(rat(x), k), h: mul(rat(y), k), leg: mul(rat(z), k) };
}

/** The triangle ABC (base AB) with its height CD, drawn to scale; labels as given in the stem. */
function figure(half: number, h: number, labels: { base: string; leg: string }): string {
  const scale = 150 / Math.max(half, h);
  const pad = 40;
  const A = { x: pad, y: pad + h * scale };
  const B = { x: pad + 2 * half * scale, y: pad + h * scale };
  const C = { x: pad + half * scale, y: pad };
  const D = { x: C.x, y: A.y };
  const center = centroid([A, B, C]);
  const body =
    svgPolygon([A, B, C]) +
    svgLine(C, D, { dashed: true }) +
    svgRightAngle(D, B, C) +
    svgSideLabel(A, B, center, labels.base, 18) +
    svgSideLabel(B, C, center, labels.leg, 22) +
    svgVertexLabel(A, center, 'A') +
    svgVertexLabel(B, center, 'B') +
    svgVertexLabel(C, center, 'C') +
    svgVertexLabel(D, { x: D.x, y: D.y - 10 }, 'D');
  return svgDoc(B.x + pad, A.y + pad, body, 'Trójkąt równoramienny ABC o podstawie AB z wysokością CD');
}

const label = (r: Rational): string => `${texValue(r).replace('{,}', ',')} cm`;

const isoscelesTriangleArea = defineTemplate({
  id: 'pythagoras.open-isosceles-area',
  title: 'Zadanie otwarte: pole trójkąta równoramiennego przez wysokość',
  open: true,
  generate({ rng, level }) {
    const { half, h, leg } = redraw(() => {
      const t = drawTriangle(rng, level);
      // The "subtracted lengths" mistake must not give the right height by chance.
      return eq(sub(t.leg, t.half), t.h) ? null : t;
    });
    const base = mul(half, rat(2));
    const area = mul(half, h);
    const perimeter = add(base, mul(leg, rat(2)));
    const fromPerimeter = level === 3;
    const hSq = sub(sq(leg), sq(half));

    const heightMistakes: NumericMistake[] = [
      {
        key: 'no_root',
        value: hSq,
        feedback: `To jest kwadrat wysokości, $h^2 = ${texValue(hSq)}$. Oblicz jeszcze pierwiastek kwadratowy.`,
      },
      {
        key: 'difference_of_sides',
        value: sub(leg, half),
        feedback:
          'Odjęto długości boków. Twierdzenie Pitagorasa dotyczy kwadratów długości: $h^2 = c^2 - \\left(\\frac{a}{2}\\right)^2$.',
      },
    ];
    const areaMistakes: NumericMistake[] = [
      {
        key: 'area_not_halved',
        value: mul(base, h),
        feedback: 'Pole trójkąta to połowa iloczynu podstawy i wysokości: $P = \\frac{1}{2} a h$.',
      },
      {
        key: 'leg_as_height',
        value: mul(half, leg),
        feedback: 'Ramię nie jest wysokością. Wysokość opuszczona na podstawę jest do niej prostopadła.',
      },
    ];

    const legPart = numberPart({
      id: 'a',
      prompt: 'Oblicz długość ramienia trójkąta.',
      value: leg,
      answer: { unit: LENGTH },
      unitLabel: 'cm',
      answerHint: 'Wpisz długość w centymetrach.',
      calc: `(${dot(perimeter)}-${dot(base)})/2`,
      mistakes: [
        {
          key: 'perimeter_not_halved',
          value: sub(perimeter, base),
          feedback: 'Po odjęciu podstawy od obwodu zostają oba ramiona. Podziel tę długość przez 2.',
        },
        {
          key: 'perimeter_thirds',
          value: div(perimeter, rat(3)),
          feedback: 'Trójkąt nie jest równoboczny: podstawa ma inną długość niż ramiona.',
        },
      ],
    });
    const heightPart = (id: string): OpenTaskPart =>
      numberPart({
        id,
        calc: id === 'a' ? `sqrt(${dot(leg)}^2-${dot(half)}^2)` : `sqrt(a^2-${dot(half)}^2)`,
        prompt: 'Oblicz wysokość $CD$ trójkąta opuszczoną na podstawę $AB$.',
        value: h,
        answer: { unit: LENGTH },
        unitLabel: 'cm',
        answerHint: 'Wpisz długość w centymetrach.',
        mistakes: heightMistakes,
      });
    const areaPart = (id: string): OpenTaskPart =>
      numberPart({
        id,
        calc: `${dot(base)}*${id === 'b' ? 'a' : 'b'}/2`,
        prompt: 'Oblicz pole trójkąta $ABC$.',
        value: area,
        answer: { unit: AREA },
        unitLabel: 'cm²',
        answerHint: 'Wpisz pole w centymetrach kwadratowych.',
        mistakes: areaMistakes,
      });

    const heightStep: QuestionStep = numberStep({
      prompt: `Wysokość $CD$ dzieli podstawę na połowy. Ile wynosi wysokość? Użyj twierdzenia Pitagorasa w trójkącie $BCD$.`,
      value: h,
      hints: [
        'Trójkąt $BCD$ jest prostokątny: przeciwprostokątna to ramię $BC$, przyprostokątne to $BD$ i $CD$.',
        `$|BD| = ${texValue(half)}$ cm, więc $h^2 = ${texValue(leg)}^2 - ${texValue(half)}^2$.`,
        `$h^2 = ${texValue(sq(leg))} - ${texValue(sq(half))} = ${texValue(hSq)}$, więc $h = ${texValue(h)}$ cm.`,
      ],
      errors: stepErrors(heightMistakes),
    });
    const areaStep: QuestionStep = numberStep({
      prompt: 'Ile wynosi pole trójkąta $ABC$?',
      value: area,
      hints: [
        'Pole trójkąta to połowa iloczynu podstawy i wysokości opuszczonej na tę podstawę.',
        `$P = \\frac{1}{2} \\cdot ${texValue(base)} \\cdot ${texValue(h)}$`,
        `$P = \\frac{1}{2} \\cdot ${texValue(base)} \\cdot ${texValue(h)} = ${texValue(area)}$ cm².`,
      ],
      errors: stepErrors(areaMistakes),
    });
    const areaSolution = `$h^2 = ${texValue(leg)}^2 - ${texValue(half)}^2 = ${texValue(sq(leg))} - ${texValue(sq(half))} = ${texValue(hSq)}$, więc $h = ${texValue(h)}$ cm. Pole: $P = \\frac{1}{2} \\cdot ${texValue(base)} \\cdot ${texValue(h)} = ${texValue(area)}$ cm².`;

    if (!fromPerimeter) {
      return openTask({
        stem: `Trójkąt równoramienny $ABC$ ma podstawę $AB$ długości $${texValue(base)}$ cm i ramiona długości $${texValue(leg)}$ cm. Oblicz pole tego trójkąta. Zapisz obliczenia: najpierw wysokość, potem pole.`,
        figure: figure(half.n / half.d, h.n / h.d, { base: label(base), leg: label(leg) }),
        parts: [heightPart('a'), areaPart('b')],
        scheme: [
          criterion('height', 1, 'Poprawna metoda obliczenia wysokości trójkąta (twierdzenie Pitagorasa).', ['a']),
          criterion('area', 1, 'Poprawne obliczenie pola trójkąta.', ['a', 'b']),
        ],
        steps: [heightStep, areaStep],
        solution: `Wysokość $CD$ dzieli podstawę na połowy: $|BD| = ${texValue(half)}$ cm. W trójkącie prostokątnym $BCD$: ${areaSolution}`,
        params: { base: texValue(base), leg: texValue(leg) },
      });
    }
    const legStep = numberStep({
      prompt: 'Ile wynosi długość ramienia trójkąta?',
      value: leg,
      hints: [
        'Obwód to suma długości podstawy i dwóch równych ramion.',
        `Oba ramiona razem: $${texValue(perimeter)} - ${texValue(base)} = ${texValue(sub(perimeter, base))}$ cm.`,
        `Jedno ramię: $${texValue(sub(perimeter, base))} : 2 = ${texValue(leg)}$ cm.`,
      ],
      errors: [
        {
          code: 'perimeter_not_halved',
          value: sub(perimeter, base),
          feedback: 'To długość obu ramion razem. Podziel ją przez 2.',
        },
      ],
    });
    return openTask({
      stem: `Obwód trójkąta równoramiennego $ABC$ jest równy $${texValue(perimeter)}$ cm, a jego podstawa $AB$ ma długość $${texValue(base)}$ cm. Oblicz pole tego trójkąta. Zapisz obliczenia: ramię, wysokość, pole.`,
      figure: figure(half.n / half.d, h.n / h.d, { base: label(base), leg: '?' }),
      parts: [legPart, heightPart('b'), areaPart('c')],
      scheme: [
        criterion('leg', 1, 'Poprawne obliczenie długości ramienia z obwodu trójkąta.', ['a']),
        criterion('height', 1, 'Poprawna metoda obliczenia wysokości trójkąta (twierdzenie Pitagorasa).', ['a', 'b']),
        criterion('area', 1, 'Poprawne obliczenie pola trójkąta.', ['a', 'b', 'c']),
      ],
      steps: [legStep, heightStep, areaStep],
      solution: `Ramię: $(${texValue(perimeter)} - ${texValue(base)}) : 2 = ${texValue(leg)}$ cm. Wysokość $CD$ dzieli podstawę na połowy: $|BD| = ${texValue(half)}$ cm. W trójkącie prostokątnym $BCD$: ${areaSolution}`,
      params: { base: texValue(base), perimeter: texValue(perimeter) },
    });
  },
});

export const isoscelesTriangleAreaTemplates: readonly QuestionTemplate[] = [isoscelesTriangleArea];
