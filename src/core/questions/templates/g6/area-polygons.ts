import type { QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { cmText, decimalTex } from '../../kit/format.ts';
import { type Rational, add, mul, div, rat, toNumber } from '../../../math/rational.ts';
import {
  type Pt,
  centroid,
  fitToBox,
  svgDoc,
  svgLine,
  svgPolygon,
  svgRightAngle,
  svgSideLabel,
  svgText,
} from '../../figures.ts';

/**
 * Figures are drawn to scale from the item's numbers: the slanted side's horizontal run is
 * √(side² − h²), so the picture shows where the height's foot really falls (outside the base
 * for an obtuse triangle, with the base line extended).
 */
function run(side: Rational, h: Rational): number {
  return Math.sqrt(Math.max(toNumber(side) ** 2 - toNumber(h) ** 2, 0));
}

function parallelogramFigure(a: Rational, b: Rational, h: Rational): string {
  const A = toNumber(a);
  const H = toNumber(h);
  const off = run(b, h);
  const pts: Pt[] = [
    { x: 0, y: 0 },
    { x: A, y: 0 },
    { x: A + off, y: H },
    { x: off, y: H },
  ];
  const footX = off <= A ? off : A + off;
  const from = off <= A ? pts[3]! : pts[2]!;
  const fit = fitToBox([...pts, { x: footX, y: 0 }], 250, 170, 34);
  const P = pts.map(fit.map);
  const top = fit.map(from);
  const foot = fit.map({ x: footX, y: 0 });
  const c = centroid(P);
  let body = svgPolygon(P);
  if (footX > A) body += svgLine(P[1]!, foot, { dashed: true, width: 1.2 });
  body +=
    svgLine(top, foot, { dashed: true }) +
    svgRightAngle(foot, top, P[0]!, 10) +
    svgSideLabel(P[0]!, P[1]!, c, cmText(a), 16) +
    svgSideLabel(P[1]!, P[2]!, c, cmText(b)) +
    svgText({ x: top.x + 8, y: (top.y + foot.y) / 2 }, cmText(h), { anchor: 'start' });
  return svgDoc(fit.width + 20, fit.height, body, 'Równoległobok z zaznaczoną wysokością');
}

function triangleWithHeightFigure(a: Rational, b: Rational, h: Rational): string {
  const base = toNumber(a);
  const H = toNumber(h);
  const off = run(b, h);
  const pts: Pt[] = [
    { x: 0, y: 0 },
    { x: base, y: 0 },
    { x: off, y: H },
  ];
  const fit = fitToBox([...pts, { x: off, y: 0 }], 250, 170, 34);
  const [A, B, C] = pts.map(fit.map) as [Pt, Pt, Pt];
  const foot = fit.map({ x: off, y: 0 });
  const c = centroid([A, B, C]);
  let body = svgPolygon([A, B, C]);
  if (off > base) body += svgLine(B, foot, { dashed: true, width: 1.2 });
  body +=
    svgLine(C, foot, { dashed: true }) +
    svgRightAngle(foot, C, A, 10) +
    svgSideLabel(A, B, c, cmText(a), 16) +
    svgSideLabel(A, C, c, cmText(b)) +
    svgText({ x: C.x + 8, y: (C.y + foot.y) / 2 + 10 }, cmText(h), { anchor: 'start' });
  return svgDoc(fit.width + 30, fit.height, body, 'Trójkąt z zaznaczoną wysokością');
}

function trapezoidFigure(a: Rational, b: Rational, h: Rational, c: Rational): string {
  const A = toNumber(a);
  const B = toNumber(b);
  const H = toNumber(h);
  const off = run(c, h);
  const pts: Pt[] = [
    { x: 0, y: 0 },
    { x: A, y: 0 },
    { x: off + B, y: H },
    { x: off, y: H },
  ];
  const fit = fitToBox(pts, 250, 160, 34);
  const P = pts.map(fit.map);
  const foot = fit.map({ x: off, y: 0 });
  const ctr = centroid(P);
  return svgDoc(
    fit.width,
    fit.height,
    svgPolygon(P) +
      svgLine(P[3]!, foot, { dashed: true }) +
      svgRightAngle(foot, P[3]!, P[1]!, 10) +
      svgSideLabel(P[0]!, P[1]!, ctr, cmText(a), 16) +
      svgSideLabel(P[2]!, P[3]!, ctr, cmText(b), 16) +
      svgSideLabel(P[3]!, P[0]!, ctr, cmText(c)) +
      svgText({ x: P[3]!.x + 8, y: (P[3]!.y + foot.y) / 2 }, cmText(h), { anchor: 'start' }),
    'Trapez z zaznaczoną wysokością',
  );
}

/** An item whose answer is an area in cm², its common errors from the numeric mistakes. */
function areaItem(spec: {
  stem: string;
  figure: string;
  area: Rational;
  mistakes: readonly NumericMistake[];
  steps: QuestionStep[];
  solution: string;
  params: Record<string, number>;
}): GeneratedBody {
  return {
    type: 'numeric',
    stem: spec.stem,
    figure: spec.figure,
    answer: numberAnswer(spec.area),
    answerHint: 'Podaj pole w cm².',
    unitLabel: 'cm²',
    commonErrors: numberErrors(spec.area, spec.mistakes),
    steps: spec.steps,
    solution: spec.solution,
    params: spec.params,
  };
}

/**
 * The slips with an area that is half of base times height (a triangle, a trapezoid with the sum
 * of its bases): the halving forgotten, the slanted side taken for the height.
 */
function halvedProductSlips(
  lengths: { base: Rational; h: Rational; side: Rational },
  words: { shape: string; formula: string; side: string },
): NumericMistake[] {
  const { base, h, side } = lengths;
  return [
    {
      key: 'forgot_half',
      value: mul(base, h),
      feedback: `Zabrakło dzielenia przez 2. Pole ${words.shape} to ${words.formula}.`,
    },
    {
      key: 'side_as_height',
      value: div(mul(base, side), rat(2)),
      feedback: `Użyto ${words.side} zamiast wysokości. Wysokość ma ${cmText(h)}.`,
    },
  ];
}

/** A step multiplying x by y (two lengths); the last hint works the product out. */
function productStep(
  prompt: string,
  x: Rational,
  y: Rational,
  hints: readonly [string, string],
  errors?: { code: string; value: Rational; feedback: string }[],
): QuestionStep {
  return numberStep({
    prompt,
    value: mul(x, y),
    hints: [...hints, `$${decimalTex(x)} \\cdot ${decimalTex(y)} = ${decimalTex(mul(x, y))}$`],
    errors,
  });
}

/** The last step, the area itself; the last hint states it. */
function areaStep(prompt: string, area: Rational, hints: readonly [string, string]): QuestionStep {
  return numberStep({ prompt, value: area, hints: [...hints, `$P = ${decimalTex(area)}$ cm²`] });
}

const areaFigures = defineTemplate({
  id: 'area_polygons.parallelogram-triangle-trapezoid',
  title: 'Pole równoległoboku, trójkąta i trapezu',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const { a, b, h } = redraw(() => {
        const a = rng.int(5, 15);
        const h = rng.int(3, 10);
        const b = rng.int(h + 1, h + 5);
        return a === b || a === h ? null : { a: rat(a), b: rat(b), h: rat(h) };
      });
      const area = mul(a, h);
      return areaItem({
        stem: `Oblicz pole równoległoboku przedstawionego na rysunku.`,
        figure: parallelogramFigure(a, b, h),
        area,
        mistakes: [
          {
            key: 'side_as_height',
            value: mul(a, b),
            feedback: `Pomnożono podstawę przez bok ukośny. Pole to podstawa razy wysokość (${cmText(h)}).`,
          },
          { key: 'area_perimeter_confused', value: mul(rat(2), add(a, b)), feedback: 'Obliczono obwód, a nie pole.' },
          {
            key: 'extra_half',
            value: div(area, rat(2)),
            feedback: 'Podzielono przez 2 jak w trójkącie. Pole równoległoboku to $a \\cdot h$, bez dzielenia.',
          },
        ],
        steps: [
          numberStep({
            prompt: 'Jaką długość ma wysokość opuszczona na podstawę długości ' + cmText(a) + '? (w cm)',
            value: h,
            hints: [
              'Wysokość jest prostopadła do podstawy.',
              'Na rysunku zaznaczono ją linią przerywaną.',
              `Wysokość ma ${cmText(h)}.`,
            ],
            errors: [{ code: 'side_as_height', value: b, feedback: 'To bok ukośny, a nie wysokość.' }],
          }),
          areaStep(`Oblicz pole: $P = a \\cdot h$.`, area, [
            'Pole równoległoboku to podstawa razy wysokość.',
            `$P = ${decimalTex(a)} \\cdot ${decimalTex(h)}$`,
          ]),
        ],
        solution: `$P = a \\cdot h = ${decimalTex(a)} \\cdot ${decimalTex(h)} = ${decimalTex(area)}$, więc pole wynosi ${decimalTex(area)} cm².`,
        params: { a: toNumber(a), b: toNumber(b), h: toNumber(h) },
      });
    }
    if (level === 2) {
      const { a, b, h } = redraw(() => {
        const a = rng.int(4, 20);
        const h = rng.int(3, 14);
        const b = rng.int(h + 1, h + 6);
        // Keep the height's foot near the base, so the drawn triangle is not a sliver.
        if (run(rat(b), rat(h)) > 1.3 * a) return null;
        return a === b || a === h || b === 2 * h ? null : { a: rat(a), b: rat(b), h: rat(h) };
      });
      const area = div(mul(a, h), rat(2));
      return areaItem({
        stem: 'Oblicz pole trójkąta przedstawionego na rysunku.',
        figure: triangleWithHeightFigure(a, b, h),
        area,
        mistakes: halvedProductSlips(
          { base: a, h, side: b },
          { shape: 'trójkąta', formula: '$\\frac{1}{2} \\cdot a \\cdot h$', side: 'boku' },
        ),
        steps: [
          productStep(
            'Oblicz iloczyn podstawy i wysokości: $a \\cdot h$.',
            a,
            h,
            [
              'Wysokość to odcinek prostopadły do podstawy (linia przerywana).',
              `Podstawa: ${cmText(a)}, wysokość: ${cmText(h)}.`,
            ],
            [{ code: 'side_as_height', value: mul(a, b), feedback: 'Użyj wysokości, a nie boku.' }],
          ),
          areaStep('Podziel wynik przez 2 i podaj pole trójkąta.', area, [
            'Trójkąt to połowa równoległoboku o tej samej podstawie i wysokości.',
            `$P = \\frac{1}{2} \\cdot ${decimalTex(a)} \\cdot ${decimalTex(h)}$`,
          ]),
        ],
        solution: `$P = \\frac{1}{2} \\cdot a \\cdot h = \\frac{1}{2} \\cdot ${decimalTex(a)} \\cdot ${decimalTex(h)} = \\frac{1}{2} \\cdot ${decimalTex(mul(a, h))} = ${decimalTex(area)}$ (cm²).`,
        params: { a: toNumber(a), b: toNumber(b), h: toNumber(h) },
      });
    }
    const { a, b, h, c } = redraw(() => {
      const a = rng.int(8, 24);
      const b = rng.int(3, a - 3);
      const h = rat(rng.int(3, 15) * 10 + rng.pick([0, 5]), 10);
      const c = add(h, rat(rng.int(1, 4)));
      // The top base must fit above the bottom one, or the drawn trapezoid looks skewed.
      if (run(c, h) + b > a + 1) return null;
      return h.d === 1 && rng.chance(0.7) ? null : { a: rat(a), b: rat(b), h, c };
    });
    const sum = add(a, b);
    const area = div(mul(sum, h), rat(2));
    return areaItem({
      stem: 'Oblicz pole trapezu przedstawionego na rysunku.',
      figure: trapezoidFigure(a, b, h, c),
      area,
      mistakes: [
        ...halvedProductSlips(
          { base: sum, h, side: c },
          { shape: 'trapezu', formula: '$\\frac{(a + b) \\cdot h}{2}$', side: 'ramienia' },
        ),
        {
          key: 'one_base_only',
          value: div(mul(a, h), rat(2)),
          feedback: 'Użyto tylko jednej podstawy. We wzorze jest suma obu podstaw.',
        },
      ],
      steps: [
        numberStep({
          prompt: 'Oblicz sumę długości podstaw $a + b$.',
          value: sum,
          hints: [
            'Podstawy trapezu to boki równoległe.',
            `Podstawy mają ${cmText(a)} i ${cmText(b)}.`,
            `$${decimalTex(a)} + ${decimalTex(b)} = ${decimalTex(sum)}$`,
          ],
        }),
        productStep(
          'Pomnóż sumę podstaw przez wysokość.',
          sum,
          h,
          ['Wysokość to odcinek zaznaczony linią przerywaną.', `$${decimalTex(sum)} \\cdot ${decimalTex(h)}$`],
          [{ code: 'side_as_height', value: mul(sum, c), feedback: 'Użyj wysokości, a nie ramienia.' }],
        ),
        areaStep('Podziel wynik przez 2 i podaj pole trapezu.', area, [
          'We wzorze na pole trapezu jest dzielenie przez 2.',
          `$${decimalTex(mul(sum, h))} : 2$`,
        ]),
      ],
      solution: `$P = \\frac{(a + b) \\cdot h}{2} = \\frac{(${decimalTex(a)} + ${decimalTex(b)}) \\cdot ${decimalTex(h)}}{2} = \\frac{${decimalTex(sum)} \\cdot ${decimalTex(h)}}{2} = \\frac{${decimalTex(mul(sum, h))}}{2} = ${decimalTex(area)}$ (cm²).`,
      params: { a: toNumber(a), b: toNumber(b), h: toNumber(h), c: toNumber(c) },
    });
  },
});

function rhombusFigure(e: Rational, f: Rational): string {
  // To scale, the longer diagonal across (each diagonal carries its own label).
  if (toNumber(f) > toNumber(e)) [e, f] = [f, e];
  const E = toNumber(e);
  const F = toNumber(f);
  const pts: Pt[] = [
    { x: 0, y: 0 },
    { x: E / 2, y: F / 2 },
    { x: E, y: 0 },
    { x: E / 2, y: -F / 2 },
  ];
  const fit = fitToBox(pts, 250, 200, 16);
  const P = pts.map(fit.map);
  const O = fit.map({ x: E / 2, y: 0 });
  return svgDoc(
    fit.width + 30,
    fit.height,
    svgPolygon(P) +
      svgLine(P[0]!, P[2]!, { dashed: true }) +
      svgLine(P[1]!, P[3]!, { dashed: true }) +
      // Near the centre, where even a flat rhombus leaves room above and below the diagonal.
      svgText({ x: O.x - 8, y: O.y - 11 }, cmText(e), { anchor: 'end' }) +
      svgText({ x: O.x + 7, y: O.y + 12 }, cmText(f), { anchor: 'start' }),
    'Romb z zaznaczonymi przekątnymi',
  );
}

const rhombusAndHeight = defineTemplate({
  id: 'area_polygons.rhombus-and-height',
  title: 'Pole rombu; wysokość z pola',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const { e, f } = redraw(() => {
        const e = rng.int(4, 20);
        const f = rng.int(3, 16);
        return e === f || e * f === 2 * (e + f) || e % 2 !== 0 || f % 2 !== 0 ? null : { e: rat(e), f: rat(f) };
      });
      const area = div(mul(e, f), rat(2));
      return areaItem({
        stem: `Przekątne rombu mają długości ${cmText(e)} i ${cmText(f)}. Oblicz pole tego rombu.`,
        figure: rhombusFigure(e, f),
        area,
        mistakes: [
          {
            key: 'forgot_half',
            value: mul(e, f),
            feedback: 'Zabrakło dzielenia przez 2. Pole rombu to $\\frac{e \\cdot f}{2}$.',
          },
          {
            key: 'diagonals_added',
            value: add(e, f),
            feedback: 'Dodano przekątne. Pole rombu to połowa iloczynu przekątnych.',
          },
          {
            key: 'both_halved',
            value: mul(div(e, rat(2)), div(f, rat(2))),
            feedback:
              'Podzielono przez 2 obie przekątne, więc wynik jest dwa razy za mały. Dzielimy przez 2 tylko raz: $\\frac{e \\cdot f}{2}$.',
          },
        ],
        steps: [
          productStep('Pomnóż długości przekątnych.', e, f, [
            'Romb jest połową prostokąta o bokach równych przekątnym.',
            `$${decimalTex(e)} \\cdot ${decimalTex(f)}$`,
          ]),
          areaStep('Podziel iloczyn przez 2.', area, [
            'Pole rombu to połowa iloczynu przekątnych.',
            `$${decimalTex(mul(e, f))} : 2$`,
          ]),
        ],
        solution: `$P = \\frac{e \\cdot f}{2} = \\frac{${decimalTex(e)} \\cdot ${decimalTex(f)}}{2} = \\frac{${decimalTex(mul(e, f))}}{2} = ${decimalTex(area)}$ (cm²).`,
        params: { e: toNumber(e), f: toNumber(f) },
      });
    }
    const triangle = level === 3;
    const { a, h } = redraw(() => {
      const a = rng.int(4, 16);
      const h = rng.int(3, 15);
      return a === h || (triangle && (a * h) % 2 !== 0) ? null : { a: rat(a), h: rat(h) };
    });
    const area = triangle ? div(mul(a, h), rat(2)) : mul(a, h);
    const errors = numberErrors(h, [
      {
        key: 'multiplied_instead',
        value: mul(area, a),
        feedback: triangle
          ? 'Pomnożono pole przez podstawę. Wysokość obliczamy z dzielenia: $h = 2P : a$.'
          : 'Pomnożono pole przez podstawę. Skoro $P = a \\cdot h$, to $h = P : a$.',
      },
      triangle
        ? {
            key: 'forgot_double',
            value: div(area, a),
            feedback:
              'W trójkącie $P = \\frac{a \\cdot h}{2}$, więc $h = \\frac{2P}{a}$ — zapomniano pomnożyć pole przez 2.',
          }
        : {
            key: 'extra_half',
            value: div(area, mul(a, rat(2))),
            feedback: 'Podzielono dodatkowo przez 2. W równoległoboku $P = a \\cdot h$, bez dzielenia przez 2.',
          },
      {
        key: 'subtracted',
        value: rat(Math.abs(toNumber(area) - toNumber(a))),
        feedback: 'Odjęto podstawę od pola. Wysokość obliczamy z dzielenia.',
      },
    ]);
    const shape = triangle ? 'trójkąta' : 'równoległoboku';
    return {
      type: 'numeric',
      stem: `Pole ${shape} jest równe ${decimalTex(area).replace('{,}', ',')} cm², a jego podstawa ma długość ${cmText(a)}. Oblicz wysokość ${shape} opuszczoną na tę podstawę.`,
      answer: numberAnswer(h),
      answerHint: 'Podaj wysokość w cm.',
      unitLabel: 'cm',
      commonErrors: errors,
      steps: triangle
        ? [
            numberStep({
              prompt: 'Pole trójkąta to $\\frac{a \\cdot h}{2}$. Ile wynosi $a \\cdot h$, czyli podwojone pole?',
              value: mul(area, rat(2)),
              hints: [
                'Jeśli połowa iloczynu to pole, to cały iloczyn jest dwa razy większy.',
                `$2 \\cdot ${decimalTex(area)}$`,
                `$a \\cdot h = ${decimalTex(mul(area, rat(2)))}$`,
              ],
            }),
            numberStep({
              prompt: 'Oblicz wysokość $h$.',
              value: h,
              hints: [
                'Znasz iloczyn $a \\cdot h$ i podstawę $a$.',
                `$h = ${decimalTex(mul(area, rat(2)))} : ${decimalTex(a)}$`,
                `$h = ${decimalTex(h)}$ cm`,
              ],
              errors: [
                { code: 'forgot_double', value: div(area, a), feedback: 'Podziel podwojone pole, a nie samo pole.' },
              ],
            }),
          ]
        : [
            step2Parallelogram(area, a, h),
            numberStep({
              prompt: 'Oblicz wysokość $h$.',
              value: h,
              hints: [
                'Wysokość to pole podzielone przez podstawę.',
                `$h = ${decimalTex(area)} : ${decimalTex(a)}$`,
                `$h = ${decimalTex(h)}$ cm`,
              ],
              errors: [
                { code: 'multiplied_instead', value: mul(area, a), feedback: 'Trzeba podzielić, a nie pomnożyć.' },
              ],
            }),
          ],
      solution: triangle
        ? `$\\frac{a \\cdot h}{2} = P$, więc $a \\cdot h = 2P = 2 \\cdot ${decimalTex(area)} = ${decimalTex(mul(area, rat(2)))}$. Stąd $h = ${decimalTex(mul(area, rat(2)))} : ${decimalTex(a)} = ${decimalTex(h)}$ (cm).`
        : `$a \\cdot h = P$, więc $h = P : a = ${decimalTex(area)} : ${decimalTex(a)} = ${decimalTex(h)}$ (cm).`,
      params: { a: toNumber(a), h: toNumber(h), shape: triangle ? 'triangle' : 'parallelogram' },
    };
  },
});

function step2Parallelogram(area: Rational, a: Rational, h: Rational) {
  return numberStep({
    prompt: `Wzór na pole to $P = a \\cdot h$. Podstaw dane: $${decimalTex(area)} = ${decimalTex(a)} \\cdot h$. Przez jaką liczbę trzeba podzielić pole, aby otrzymać $h$?`,
    value: a,
    hints: [
      'Mnożenie odwracamy dzieleniem.',
      `Skoro $${decimalTex(a)} \\cdot h = ${decimalTex(area)}$, to $h = ${decimalTex(area)} : ${decimalTex(a)}$.`,
      `Dzielimy przez $${decimalTex(a)}$ (wyjdzie $${decimalTex(h)}$).`,
    ],
  });
}

export const areaPolygonsTemplates: readonly QuestionTemplate[] = [areaFigures, rhombusAndHeight];
