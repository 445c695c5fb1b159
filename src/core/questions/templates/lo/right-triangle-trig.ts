import type { CommonError, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { FRACTION_OR_DECIMAL_HINT, numberAnswer } from '../../kit/numbers.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { type Surd, surdExpr, surdPatterns, surdTex, surdTyped } from '../../kit/surds.ts';
import { rat, div, type Rational } from '../../../math/rational.ts';
import { texRational } from '../../../text/format.ts';
import { svgAngle, svgDoc, svgPolygon, svgRightAngle, svgSideLabel, svgVertexLabel, centroid } from '../../figures.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

const TRIPLES: readonly [number, number, number][] = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [15, 8, 17],
  [7, 24, 25],
  [24, 7, 25],
  [20, 21, 29],
  [21, 20, 29],
];

const tr = (r: Rational): string => texRational(r);

/** Right triangle ABC (right angle at C), angle α at A; a = |BC| (opposite α), b = |AC|. */
function rightTriangleAlphaFigure(a: number, b: number, labels: { a?: string; b?: string; c?: string }): string {
  const scale = Math.min(220 / b, 200 / a);
  // Only as tall as the triangle (a fixed-height canvas left flat triangles floating in space).
  const top = 28;
  const A = { x: 30, y: top + a * scale };
  const C = { x: 30 + b * scale, y: A.y };
  const B = { x: C.x, y: top };
  const ctr = centroid([A, B, C]);
  let body = svgPolygon([A, B, C]) + svgRightAngle(C, A, B) + svgAngle(A, C, B, 'α', 30);
  body += svgVertexLabel(A, ctr, 'A') + svgVertexLabel(B, ctr, 'B') + svgVertexLabel(C, ctr, 'C');
  if (labels.a) body += svgSideLabel(B, C, ctr, labels.a, 22);
  if (labels.b) body += svgSideLabel(A, C, ctr, labels.b, 16);
  if (labels.c) body += svgSideLabel(A, B, ctr, labels.c, 18);
  const width = C.x + 70;
  return svgDoc(width, A.y + 34, body, 'Trójkąt prostokątny ABC z kątem prostym przy wierzchołku C');
}

const FUNCS = ['sin', 'cos', 'tg'] as const;
type Fn = (typeof FUNCS)[number];
const fnTex = (f: Fn): string => (f === 'tg' ? '\\operatorname{tg}' : `\\${f}`);

function ratioOf(f: Fn, a: number, b: number, c: number): Rational {
  return f === 'sin' ? rat(a, c) : f === 'cos' ? rat(b, c) : rat(a, b);
}

const ratioFromSides = defineTemplate({
  id: 'right_triangle_trig.ratio-from-sides',
  title: 'Funkcje trygonometryczne kąta ostrego z boków trójkąta',
  generate({ rng, level }): Item {
    const [a0, b0, c0] = rng.pick(TRIPLES);
    const k = level === 1 ? 1 : rng.int(1, 3);
    const [a, b, c] = [a0 * k, b0 * k, c0 * k];
    const f: Fn = level === 2 ? rng.pick(['sin', 'cos'] as const) : rng.pick(FUNCS);
    const correct = ratioOf(f, a, b, c);
    const mistakes: NumericMistake[] = [
      {
        key: 'opposite_adjacent_swapped',
        value: f === 'sin' ? rat(b, c) : f === 'cos' ? rat(a, c) : rat(b, a),
        feedback:
          'Pomylono przyprostokątne: przyprostokątna naprzeciw kąta $\\alpha$ to $BC$, a przyległa do niego to $AC$.',
      },
      {
        key: 'ratio_inverted',
        value: f === 'sin' ? rat(c, a) : f === 'cos' ? rat(c, b) : rat(b, a),
        feedback: `Odwrócono iloraz. ${f === 'tg' ? '$\\operatorname{tg} \\alpha$ to przyprostokątna naprzeciw kąta przez przyprostokątną przy kącie.' : 'Przeciwprostokątna jest w mianowniku (sinus i cosinus kąta ostrego są mniejsze od 1).'}`,
      },
      {
        key: 'wrong_function',
        value: f === 'tg' ? rat(a, c) : rat(a, b),
        feedback:
          f === 'tg'
            ? 'To jest sinus. Tangens to stosunek przyprostokątnych.'
            : 'To jest tangens. Sinus i cosinus mają w mianowniku przeciwprostokątną.',
      },
    ];
    let stem: string;
    let figure: string;
    const steps = [];
    if (level === 1) {
      stem = `W trójkącie prostokątnym $ABC$ kąt przy wierzchołku $C$ jest prosty, $|BC| = ${a}$, $|AC| = ${b}$, $|AB| = ${c}$. Oblicz $${fnTex(f)} \\alpha$, gdzie $\\alpha$ jest kątem przy wierzchołku $A$.`;
      figure = rightTriangleAlphaFigure(a, b, { a: String(a), b: String(b), c: String(c) });
      steps.push(
        step({
          prompt:
            f === 'cos'
              ? 'Który bok trójkąta leży przy kącie $\\alpha$ i nie jest przeciwprostokątną? Wpisz jego nazwę, np. AB.'
              : 'Który bok trójkąta leży naprzeciw kąta $\\alpha$? Wpisz jego nazwę, np. AB.',
          expected: f === 'cos' ? 'AC' : 'BC',
          patterns: [f === 'cos' ? '^(ac|ca)$' : '^(bc|cb)$'],
          hints: [
            'Kąt $\\alpha$ jest przy wierzchołku $A$, a kąt prosty przy $C$.',
            'Bok naprzeciw kąta nie wychodzi z jego wierzchołka.',
            f === 'cos' ? 'To bok $AC$.' : 'To bok $BC$.',
          ],
          errors: [
            {
              code: 'opposite_adjacent_swapped',
              patterns: [f === 'cos' ? '^(bc|cb)$' : '^(ac|ca)$'],
              feedback: 'Pomylono przyprostokątne: naprzeciw kąta $\\alpha$ leży $BC$, a przy nim $AC$.',
            },
          ],
        }),
      );
    } else if (level === 2) {
      stem = `W trójkącie prostokątnym $ABC$ kąt przy wierzchołku $C$ jest prosty, a przyprostokątne mają długości $|BC| = ${a}$ i $|AC| = ${b}$. Oblicz $${fnTex(f)} \\alpha$, gdzie $\\alpha$ jest kątem przy wierzchołku $A$.`;
      figure = rightTriangleAlphaFigure(a, b, { a: String(a), b: String(b), c: '?' });
      steps.push(
        numberStep({
          prompt: 'Oblicz długość przeciwprostokątnej $AB$.',
          value: rat(c),
          hints: [
            'Skorzystaj z twierdzenia Pitagorasa.',
            `$|AB|^2 = ${a}^2 + ${b}^2$`,
            `$|AB|^2 = ${a * a + b * b}$, więc $|AB| = ${c}$.`,
          ],
          errors: [
            {
              code: 'hypotenuse_added',
              value: rat(a + b),
              feedback: 'Przeciwprostokątna to nie suma przyprostokątnych. Użyj twierdzenia Pitagorasa.',
            },
            { code: 'no_root', value: rat(c * c), feedback: 'To $|AB|^2$. Wyciągnij pierwiastek.' },
          ],
        }),
      );
    } else {
      const given: Fn = f === 'tg' ? 'sin' : 'tg';
      const gv = ratioOf(given, a0, b0, c0);
      stem = `Kąt $\\alpha$ jest ostry i $${fnTex(given)} \\alpha = ${tr(gv)}$. Oblicz $${fnTex(f)} \\alpha$.`;
      figure = rightTriangleAlphaFigure(
        a0,
        b0,
        given === 'tg' ? { a: String(a0) + 'x', b: String(b0) + 'x' } : { a: String(a0) + 'x', c: String(c0) + 'x' },
      );
      steps.push(
        numberStep({
          prompt:
            given === 'tg'
              ? `Przyjmij przyprostokątne $${a0}x$ (naprzeciw $\\alpha$) i $${b0}x$. Przeciwprostokątna to $\\ldots \\cdot x$. Podaj liczbę.`
              : `Przyjmij przyprostokątną naprzeciw $\\alpha$ równą $${a0}x$ i przeciwprostokątną $${c0}x$. Druga przyprostokątna to $\\ldots \\cdot x$. Podaj liczbę.`,
          value: rat(given === 'tg' ? c0 : b0),
          hints: [
            'Narysuj trójkąt prostokątny z kątem $\\alpha$ i zaznacz boki zgodnie z podaną wartością.',
            'Brakujący bok oblicz z twierdzenia Pitagorasa.',
            given === 'tg' ? `$(${a0}x)^2 + (${b0}x)^2 = (${c0}x)^2$` : `$(${c0}x)^2 - (${a0}x)^2 = (${b0}x)^2$`,
          ],
        }),
      );
    }
    const A = level === 3 ? a0 : a;
    const B = level === 3 ? b0 : b;
    const C = level === 3 ? c0 : c;
    const def = f === 'sin' ? '\\frac{|BC|}{|AB|}' : f === 'cos' ? '\\frac{|AC|}{|AB|}' : '\\frac{|BC|}{|AC|}';
    const raw = f === 'sin' ? `\\frac{${A}}{${C}}` : f === 'cos' ? `\\frac{${B}}{${C}}` : `\\frac{${A}}{${B}}`;
    const sol = `${level === 3 ? `Boki trójkąta są proporcjonalne do $${a0}$, $${b0}$, $${c0}$. ` : level === 2 ? `$|AB| = \\sqrt{${a}^2 + ${b}^2} = ${c}$. ` : ''}$${fnTex(f)} \\alpha = ${def} = ${raw}${tr(correct) !== raw ? ` = ${tr(correct)}` : ''}$`;
    steps.push(
      numberStep({
        prompt: `Oblicz $${fnTex(f)} \\alpha$.`,
        value: correct,
        form: 'fraction',
        hints: [
          f === 'tg'
            ? 'Tangens to stosunek przyprostokątnej naprzeciw kąta do przyprostokątnej przy kącie.'
            : f === 'sin'
              ? 'Sinus to stosunek przyprostokątnej naprzeciw kąta do przeciwprostokątnej.'
              : 'Cosinus to stosunek przyprostokątnej przy kącie do przeciwprostokątnej.',
          `$${fnTex(f)} \\alpha = ${def}$`,
          sol,
        ],
        errors: stepErrors(mistakes),
      }),
    );
    return {
      type: 'fraction',
      stem,
      figure,
      answer: numberAnswer(correct, { preferFraction: true }),
      answerHint: FRACTION_OR_DECIMAL_HINT,
      steps,
      commonErrors: numberErrors(correct, mistakes),
      solution: sol,
      params: { a, b, c, f },
    };
  },
});

const sideFromRatio = defineTemplate({
  id: 'right_triangle_trig.side-from-ratio',
  title: 'Długość boku trójkąta prostokątnego z wartości funkcji trygonometrycznej',
  generate({ rng, level }): Item {
    const [a0, b0, c0] = rng.pick(TRIPLES);
    const k = rng.int(2, level === 1 ? 4 : 6);
    const [a, b, c] = [a0 * k, b0 * k, c0 * k];
    let stem: string;
    let correct: number;
    let mistakes: NumericMistake[];
    let sol: string;
    let labels: { a?: string; b?: string; c?: string };
    let stepsSpec: { prompt: string; value: Rational; hints: [string, string, string] }[];
    if (level === 1) {
      const s = rat(a0, c0);
      stem = `W trójkącie prostokątnym $ABC$ kąt przy wierzchołku $C$ jest prosty, $|AB| = ${c}$ i $\\sin \\alpha = ${tr(s)}$, gdzie $\\alpha$ jest kątem przy wierzchołku $A$. Oblicz długość boku $BC$.`;
      correct = a;
      labels = { c: String(c), a: '?' };
      mistakes = [
        {
          key: 'divided_instead',
          value: div(rat(c), s),
          feedback: `Z równania $\\frac{|BC|}{${c}} = ${tr(s)}$ wynika $|BC| = ${c} \\cdot ${tr(s)}$ — mnożymy.`,
        },
        {
          key: 'opposite_adjacent_swapped',
          value: rat(b),
          feedback: 'Obliczono przyprostokątną przy kącie $\\alpha$. Sinus dotyczy przyprostokątnej naprzeciw kąta.',
        },
        {
          key: 'fraction_parts_used',
          value: rat(a0),
          feedback: `Wartość $${tr(s)}$ to stosunek boków, a nie same długości. Pomnóż ${c} przez $${tr(s)}$.`,
        },
      ];
      sol = `$\\sin \\alpha = \\frac{|BC|}{|AB|}$, więc $|BC| = ${c} \\cdot ${tr(s)} = ${a}$.`;
      stepsSpec = [
        {
          prompt: 'Oblicz $|BC|$.',
          value: rat(a),
          hints: ['$|BC| = |AB| \\cdot \\sin \\alpha$', `$${c} \\cdot ${tr(s)}$`, sol],
        },
      ];
    } else if (level === 2) {
      const t = rat(a0, b0);
      stem = `W trójkącie prostokątnym $ABC$ kąt przy wierzchołku $C$ jest prosty, $|AC| = ${b}$ i $\\operatorname{tg} \\alpha = ${tr(t)}$, gdzie $\\alpha$ jest kątem przy wierzchołku $A$. Oblicz obwód tego trójkąta.`;
      correct = a + b + c;
      labels = { b: String(b) };
      mistakes = [
        {
          key: 'tan_inverted',
          value: rat(b * (a0 + b0 + c0), a0),
          feedback:
            '$\\operatorname{tg} \\alpha = \\frac{|BC|}{|AC|}$ — przyprostokątna naprzeciw kąta przez przyprostokątną przy kącie, a nie odwrotnie.',
        },
        {
          key: 'hypotenuse_added',
          value: rat(a + b + a + b),
          feedback: 'Przeciwprostokątna to nie suma przyprostokątnych. Oblicz ją z twierdzenia Pitagorasa.',
        },
        { key: 'legs_only', value: rat(a + b), feedback: 'Obwód to suma trzech boków — dodaj przeciwprostokątną.' },
      ];
      sol = `$|BC| = ${b} \\cdot ${tr(t)} = ${a}$, $|AB| = \\sqrt{${a}^2 + ${b}^2} = ${c}$, obwód: $${a} + ${b} + ${c} = ${a + b + c}$.`;
      stepsSpec = [
        {
          prompt: 'Oblicz $|BC|$.',
          value: rat(a),
          hints: [
            '$\\operatorname{tg} \\alpha = \\frac{|BC|}{|AC|}$',
            `$|BC| = ${b} \\cdot ${tr(t)}$`,
            `$|BC| = ${a}$`,
          ],
        },
        {
          prompt: 'Oblicz $|AB|$.',
          value: rat(c),
          hints: ['Skorzystaj z twierdzenia Pitagorasa.', `$|AB|^2 = ${a}^2 + ${b}^2$`, `$|AB| = ${c}$`],
        },
        {
          prompt: 'Oblicz obwód trójkąta.',
          value: rat(a + b + c),
          hints: ['Dodaj długości trzech boków.', `$${a} + ${b} + ${c}$`, sol],
        },
      ];
    } else {
      const co = rat(b0, c0);
      stem = `W trójkącie prostokątnym $ABC$ kąt przy wierzchołku $C$ jest prosty, $|AC| = ${b}$ i $\\cos \\alpha = ${tr(co)}$, gdzie $\\alpha$ jest kątem przy wierzchołku $A$. Oblicz pole tego trójkąta.`;
      correct = (a * b) / 2;
      labels = { b: String(b) };
      mistakes = [
        {
          key: 'no_root',
          value: rat(a * a * b, 2),
          feedback: 'Zapomniano wyciągnąć pierwiastek przy obliczaniu $|BC|$ z twierdzenia Pitagorasa.',
        },
        {
          key: 'triangle_no_half',
          value: rat(a * b),
          feedback: 'Pole trójkąta prostokątnego to połowa iloczynu przyprostokątnych.',
        },
        {
          key: 'hypotenuse_as_leg',
          value: rat(b * c, 2),
          feedback: 'Do wzoru na pole bierzemy dwie przyprostokątne, a nie przeciwprostokątną.',
        },
      ];
      sol = `$|AB| = \\frac{${b}}{${tr(co)}} = ${c}$, $|BC| = \\sqrt{${c}^2 - ${b}^2} = ${a}$, pole: $\\frac{${a} \\cdot ${b}}{2} = ${texRational(rat(a * b, 2))}$.`;
      stepsSpec = [
        {
          prompt: 'Oblicz $|AB|$.',
          value: rat(c),
          hints: ['$\\cos \\alpha = \\frac{|AC|}{|AB|}$', `$|AB| = ${b} : ${tr(co)}$`, `$|AB| = ${c}$`],
        },
        {
          prompt: 'Oblicz $|BC|$.',
          value: rat(a),
          hints: ['Skorzystaj z twierdzenia Pitagorasa.', `$|BC|^2 = ${c}^2 - ${b}^2$`, `$|BC| = ${a}$`],
        },
        {
          prompt: 'Oblicz pole trójkąta.',
          value: rat(a * b, 2),
          hints: [
            'Pole trójkąta prostokątnego to połowa iloczynu przyprostokątnych.',
            `$\\frac{${a} \\cdot ${b}}{2}$`,
            sol,
          ],
        },
      ];
    }
    const numeric = stepsSpec.map((s, i) =>
      numberStep({
        ...s,
        errors: i === stepsSpec.length - 1 ? stepErrors(mistakes) : [],
      }),
    );
    const steps =
      level === 1
        ? [
            step({
              prompt: 'Który bok trójkąta leży naprzeciw kąta $\\alpha$? Wpisz jego nazwę, np. AB.',
              expected: 'BC',
              patterns: ['^(bc|cb|\\|bc\\|)$'],
              hints: [
                'Kąt $\\alpha$ jest przy wierzchołku $A$.',
                'Bok naprzeciw kąta nie wychodzi z jego wierzchołka.',
                'To bok $BC$.',
              ],
              errors: [
                {
                  code: 'opposite_adjacent_swapped',
                  patterns: ['^(ac|ca)$'],
                  feedback: 'Bok $AC$ leży przy kącie $\\alpha$, a nie naprzeciw niego.',
                },
              ],
            }),
            ...numeric,
          ]
        : numeric;
    return {
      type: 'numeric',
      stem,
      figure: rightTriangleAlphaFigure(a, b, labels),
      answer: numberAnswer(rat(correct * 2, 2)),
      answerHint: 'Wpisz liczbę.',
      steps,
      commonErrors: numberErrors(rat(correct * 2, 2), mistakes),
      solution: sol,
      params: { a, b, c },
    };
  },
});

const DEG = { 30: '30^\\circ', 45: '45^\\circ', 60: '60^\\circ' } as const;

interface SpecialCase {
  alpha: 30 | 45 | 60;
  given: 'a' | 'b' | 'c';
  givenValue: number;
  asked: 'a' | 'b' | 'c' | 'area';
  answer: Surd;
  /** The trigonometric value used in the first step. */
  fn: 'sin' | 'cos' | 'tg';
  fnValue: Surd;
  mistakes: { key: string; value: Surd; feedback: string }[];
}

const SIDE_NAME = { a: '|BC|', b: '|AC|', c: '|AB|' } as const;
const half = (n: number): Rational => rat(n, 2);

/**
 * Sides from the trigonometric values of 30°, 45° and 60° (exact values with roots): the
 * matura classic. Level 3 asks for the area, so both legs are needed.
 */
const specialAngles = defineTemplate({
  id: 'right_triangle_trig.special-angles',
  title: 'Boki trójkąta z wartości funkcji kątów 30°, 45°, 60°',
  generate({ rng, level }): Item {
    const u = rng.int(2, 12);
    const sq = (n: number | Rational, r: 1 | 2 | 3): Surd => ({ k: typeof n === 'number' ? rat(n) : n, r });
    const options: SpecialCase[] =
      level === 1
        ? [
            {
              alpha: 30,
              given: 'c',
              givenValue: 2 * u,
              asked: 'a',
              answer: sq(u, 1),
              fn: 'sin',
              fnValue: sq(half(1), 1),
              mistakes: [
                {
                  key: 'sin_cos_swapped',
                  value: sq(u, 3),
                  feedback: 'Bok $BC$ leży naprzeciw kąta $\\alpha$ — potrzebny jest sinus, a nie cosinus.',
                },
                {
                  key: 'multiplied_instead',
                  value: sq(4 * u, 1),
                  feedback:
                    '$\\sin 30^\\circ = \\frac{1}{2}$, więc przyprostokątna jest dwa razy KRÓTSZA od przeciwprostokątnej.',
                },
              ],
            },
            {
              alpha: 60,
              given: 'b',
              givenValue: u,
              asked: 'c',
              answer: sq(2 * u, 1),
              fn: 'cos',
              fnValue: sq(half(1), 1),
              mistakes: [
                {
                  key: 'divided_instead',
                  value: sq(half(u), 1),
                  feedback: 'Przeciwprostokątna jest najdłuższym bokiem: $|AB| = \\frac{|AC|}{\\cos 60^\\circ}$.',
                },
                {
                  key: 'sin_cos_swapped',
                  value: sq(rat(2 * u, 3), 3),
                  feedback: 'Bok $AC$ leży przy kącie $\\alpha$ — potrzebny jest cosinus, a nie sinus.',
                },
              ],
            },
            {
              alpha: 45,
              given: 'b',
              givenValue: u,
              asked: 'a',
              answer: sq(u, 1),
              fn: 'tg',
              fnValue: sq(1, 1),
              mistakes: [
                {
                  key: 'hypotenuse_instead',
                  value: sq(u, 2),
                  feedback:
                    'To długość przeciwprostokątnej. Przy kącie $45^\\circ$ przyprostokątne są równe ($\\operatorname{tg} 45^\\circ = 1$).',
                },
                {
                  key: 'halved',
                  value: sq(half(u), 1),
                  feedback: '$\\operatorname{tg} 45^\\circ = 1$, więc przyprostokątne są równe — nic nie dzielimy.',
                },
              ],
            },
          ]
        : level === 2
          ? [
              {
                alpha: 60,
                given: 'c',
                givenValue: 2 * u,
                asked: 'a',
                answer: sq(u, 3),
                fn: 'sin',
                fnValue: sq(half(1), 3),
                mistakes: [
                  {
                    key: 'sin_cos_swapped',
                    value: sq(u, 1),
                    feedback:
                      'Użyto cosinusa. Bok $BC$ leży naprzeciw kąta $60^\\circ$, więc $|BC| = |AB| \\cdot \\sin 60^\\circ$.',
                  },
                  {
                    key: 'no_root',
                    value: sq(u * 3, 1),
                    feedback: '$\\sin 60^\\circ = \\frac{\\sqrt{3}}{2}$, a nie $\\frac{3}{2}$.',
                  },
                ],
              },
              {
                alpha: 30,
                given: 'a',
                givenValue: u,
                asked: 'b',
                answer: sq(u, 3),
                fn: 'tg',
                fnValue: sq(rat(1, 3), 3),
                mistakes: [
                  {
                    key: 'multiplied_by_tg',
                    value: sq(rat(u, 3), 3),
                    feedback:
                      '$\\operatorname{tg} 30^\\circ = \\frac{|BC|}{|AC|}$, więc $|AC| = \\frac{|BC|}{\\operatorname{tg} 30^\\circ}$ — dzielimy, a nie mnożymy.',
                  },
                  {
                    key: 'hypotenuse_instead',
                    value: sq(2 * u, 1),
                    feedback: 'To długość przeciwprostokątnej $AB$. Pytanie dotyczy przyprostokątnej $AC$.',
                  },
                ],
              },
              {
                alpha: 45,
                given: 'a',
                givenValue: u,
                asked: 'c',
                answer: sq(u, 2),
                fn: 'sin',
                fnValue: sq(half(1), 2),
                mistakes: [
                  {
                    key: 'legs_equal_hyp',
                    value: sq(u, 1),
                    feedback:
                      'Przeciwprostokątna jest dłuższa od przyprostokątnej: $|AB| = \\frac{|BC|}{\\sin 45^\\circ}$.',
                  },
                  {
                    key: 'doubled',
                    value: sq(2 * u, 1),
                    feedback:
                      'Przeciwprostokątna trójkąta o kątach $45^\\circ$ to przyprostokątna razy $\\sqrt{2}$, a nie razy 2.',
                  },
                ],
              },
            ]
          : [
              {
                alpha: 30,
                given: 'c',
                givenValue: 4 * u,
                asked: 'area',
                answer: sq(2 * u * u, 3),
                fn: 'sin',
                fnValue: sq(half(1), 1),
                mistakes: [
                  {
                    key: 'forgot_half',
                    value: sq(4 * u * u, 3),
                    feedback: 'Pole trójkąta prostokątnego to POŁOWA iloczynu przyprostokątnych.',
                  },
                  {
                    key: 'hyp_as_leg',
                    value: sq(4 * u * u, 1),
                    feedback:
                      'Przeciwprostokątna nie jest wysokością. Oblicz obie przyprostokątne i weź połowę ich iloczynu.',
                  },
                ],
              },
              {
                alpha: 45,
                given: 'c',
                givenValue: 2 * u,
                asked: 'area',
                answer: sq(u * u, 1),
                fn: 'sin',
                fnValue: sq(half(1), 2),
                mistakes: [
                  {
                    key: 'forgot_half',
                    value: sq(2 * u * u, 1),
                    feedback: 'Pole trójkąta prostokątnego to POŁOWA iloczynu przyprostokątnych.',
                  },
                  {
                    key: 'legs_half_hyp',
                    value: sq(half(u * u), 1),
                    feedback:
                      'Przyprostokątne nie są połowami przeciwprostokątnej: $|BC| = |AB| \\cdot \\sin 45^\\circ$.',
                  },
                ],
              },
            ];
    const c = rng.pick(options);
    const fnTexName = c.fn === 'tg' ? '\\operatorname{tg}' : `\\${c.fn}`;
    const givenText = `$${SIDE_NAME[c.given]} = ${c.givenValue}$`;
    const askText =
      c.asked === 'area'
        ? 'Oblicz pole tego trójkąta.'
        : `Oblicz długość boku ${c.asked === 'a' ? '$BC$' : c.asked === 'b' ? '$AC$' : '$AB$'}.`;
    const stem = `W trójkącie prostokątnym $ABC$ kąt przy wierzchołku $C$ jest prosty, kąt $\\alpha$ przy wierzchołku $A$ ma miarę $${DEG[c.alpha]}$, a ${givenText}. ${askText}`;
    // Drawing: true proportions of the 30/45/60 triangle.
    const rad = (c.alpha * Math.PI) / 180;
    const labels: { a?: string; b?: string; c?: string } = {};
    labels[c.given] = String(c.givenValue);
    if (c.asked !== 'area') labels[c.asked] = '?';
    const figure = rightTriangleAlphaFigure(Math.sin(rad), Math.cos(rad), labels);
    const errors: CommonError[] = [];
    const seen = [surdExpr(c.answer)];
    for (const mk of c.mistakes) {
      if (seen.includes(surdExpr(mk.value))) continue;
      seen.push(surdExpr(mk.value));
      errors.push({ key: mk.key, wrong: { kind: 'expression', expr: surdExpr(mk.value) }, feedback: mk.feedback });
    }
    const steps = [
      step({
        prompt: `Ile wynosi $${fnTexName} ${DEG[c.alpha]}$?`,
        expected: surdTyped(c.fnValue),
        patterns: surdPatterns(c.fnValue),
        hints: [
          'Przypomnij sobie wartości funkcji trygonometrycznych kątów $30^\\circ$, $45^\\circ$, $60^\\circ$ (są w tablicach).',
          c.fn === 'tg'
            ? 'Tangens to sinus podzielony przez cosinus.'
            : 'Pomyśl o połowie trójkąta równobocznego albo połowie kwadratu.',
          `$${fnTexName} ${DEG[c.alpha]} = ${surdTex(c.fnValue)}$`,
        ],
      }),
    ];
    let solution: string;
    if (c.asked === 'area') {
      const legA = c.alpha === 30 ? sq(2 * u, 1) : sq(u, 2);
      const legB = c.alpha === 30 ? sq(2 * u, 3) : sq(u, 2);
      steps.push(
        step({
          prompt: 'Oblicz długość przyprostokątnej $BC$.',
          expected: surdTyped(legA),
          patterns: surdPatterns(legA),
          hints: [
            'Bok $BC$ leży naprzeciw kąta $\\alpha$.',
            `$|BC| = |AB| \\cdot \\sin ${DEG[c.alpha]}$`,
            `$|BC| = ${c.givenValue} \\cdot ${surdTex(c.fnValue)} = ${surdTex(legA)}$`,
          ],
        }),
        step({
          prompt: 'Oblicz długość przyprostokątnej $AC$.',
          expected: surdTyped(legB),
          patterns: surdPatterns(legB),
          hints: [
            'Bok $AC$ leży przy kącie $\\alpha$.',
            `$|AC| = |AB| \\cdot \\cos ${DEG[c.alpha]}$`,
            `$|AC| = ${surdTex(legB)}$`,
          ],
        }),
        step({
          prompt: 'Oblicz pole trójkąta.',
          expected: surdTyped(c.answer),
          patterns: surdPatterns(c.answer),
          hints: [
            'Pole trójkąta prostokątnego to połowa iloczynu przyprostokątnych.',
            `$P = \\frac{1}{2} \\cdot ${surdTex(legA)} \\cdot ${surdTex(legB)}$`,
            `$P = ${surdTex(c.answer)}$`,
          ],
        }),
      );
      solution = `Z tablic: $${fnTexName} ${DEG[c.alpha]} = ${surdTex(c.fnValue)}$. Stąd $|BC| = ${c.givenValue} \\cdot \\sin ${DEG[c.alpha]} = ${surdTex(legA)}$, $|AC| = ${c.givenValue} \\cdot \\cos ${DEG[c.alpha]} = ${surdTex(legB)}$, więc $P = \\frac{1}{2} \\cdot ${surdTex(legA)} \\cdot ${surdTex(legB)} = ${surdTex(c.answer)}$.`;
    } else {
      const relation =
        c.fn === 'tg'
          ? `\\operatorname{tg} ${DEG[c.alpha]} = \\frac{|BC|}{|AC|}`
          : c.fn === 'sin'
            ? `\\sin ${DEG[c.alpha]} = \\frac{|BC|}{|AB|}`
            : `\\cos ${DEG[c.alpha]} = \\frac{|AC|}{|AB|}`;
      steps.push(
        step({
          prompt: `Oblicz ${c.asked === 'a' ? '$|BC|$' : c.asked === 'b' ? '$|AC|$' : '$|AB|$'}.`,
          expected: surdTyped(c.answer),
          patterns: surdPatterns(c.answer),
          hints: [
            `Skorzystaj z zależności $${relation}$.`,
            `Podstaw $${SIDE_NAME[c.given]} = ${c.givenValue}$ i $${fnTexName} ${DEG[c.alpha]} = ${surdTex(c.fnValue)}$.`,
            `Szukany bok ma długość $${surdTex(c.answer)}$.`,
          ],
          errors: errors.map((e) => ({
            code: e.key,
            patterns: surdPatterns(c.mistakes.find((mk) => mk.key === e.key)!.value),
            feedback: e.feedback,
          })),
        }),
      );
      solution = `$${relation}$ i $${fnTexName} ${DEG[c.alpha]} = ${surdTex(c.fnValue)}$, więc szukany bok ma długość $${surdTex(c.answer)}$.`;
    }
    return {
      type: 'expression',
      stem,
      figure,
      answer: { kind: 'expression', expr: surdExpr(c.answer), variables: [], form: 'any' },
      answerHint: 'Wpisz liczbę, np. 12 albo 5√3.',
      commonErrors: errors,
      steps,
      solution,
      params: { alpha: c.alpha, given: c.given, givenValue: c.givenValue, asked: c.asked },
    };
  },
});

export const rightTriangleTrigTemplates: readonly QuestionTemplate[] = [ratioFromSides, sideFromRatio, specialAngles];
