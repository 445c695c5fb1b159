import { type Rational, rat, add, cmp, eq } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { type PfStatement, drawTruths, pfPairBody } from '../../kit/true-false-pair.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { texValue, degreesTex } from '../../kit/format.ts';
import { type Pt, centroid, svgAngle, svgDoc, svgLine, svgPolygon, svgText, svgVertexLabel } from '../../figures.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

/**
 * Triangle ABC drawn to scale from its angles at A and B, with angle labels
 * (the unknown shown as a Greek letter); optional exterior angle at C.
 */
function triangleFromAnglesFigure(
  alpha: number,
  beta: number,
  labels: { A: string; B: string; C: string },
  exterior?: string,
): string {
  const ra = (alpha * Math.PI) / 180;
  const rb = (beta * Math.PI) / 180;
  // A = (0,0), B = (1,0); C from the angles (law of sines), y axis pointing up.
  const gamma = Math.PI - ra - rb;
  const b = Math.sin(rb) / Math.sin(gamma);
  const c0 = { x: b * Math.cos(ra), y: b * Math.sin(ra) };
  const e0 = { x: c0.x * 1.35, y: c0.y * 1.35 };
  const xs = exterior ? [0, 1, c0.x, e0.x] : [0, 1, c0.x];
  const top = exterior ? e0.y : c0.y;
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs, 1);
  const width = 300;
  const scale = Math.min((width - 60) / (maxX - minX), 180 / Math.max(top, 0.2));
  const pad = 30;
  const height = top * scale + 2 * pad;
  const toPx = (p: { x: number; y: number }): Pt => ({ x: pad + (p.x - minX) * scale, y: height - pad - p.y * scale });
  const A = toPx({ x: 0, y: 0 });
  const B = toPx({ x: 1, y: 0 });
  const C = toPx(c0);
  const center = centroid([A, B, C]);
  let body = svgPolygon([A, B, C]);
  body += svgAngle(A, B, C, labels.A) + svgAngle(B, C, A, labels.B);
  if (exterior) {
    // Extend AC beyond C and mark the exterior angle between that extension and CB.
    const ext = toPx(e0);
    body += svgLine(C, ext, { dashed: true });
    body += svgAngle(C, ext, B, exterior, 20);
  } else if (labels.C) {
    body += svgAngle(C, A, B, labels.C);
  }
  body += svgVertexLabel(A, center, 'A') + svgVertexLabel(B, center, 'B');
  // With an exterior angle the extension leaves C upwards, so the label goes to the left.
  body += exterior ? svgText({ x: C.x - 16, y: C.y + 6 }, 'C') : svgVertexLabel(C, center, 'C');
  const totalW = Math.max(...[A.x, B.x, C.x]) + pad + (exterior ? 40 : 0);
  return svgDoc(Math.max(totalW, width), height, body, 'Trójkąt ABC z zaznaczonymi kątami');
}

/** The missing angle of a triangle (sum 180°, isosceles, exterior angle). */
const missingAngle = defineTemplate({
  id: 'triangle_properties.missing-angle',
  title: 'Brakujący kąt w trójkącie',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const d = redraw(() => {
        const a = rng.int(25, 100);
        const b = rng.int(25, 100);
        const g = 180 - a - b;
        if (g < 30) return null;
        const mistakes: NumericMistake[] = [
          {
            key: 'sum_360',
            value: rat(360 - a - b),
            feedback: 'Suma kątów w trójkącie to $180^\\circ$, a nie $360^\\circ$ (to suma kątów czworokąta).',
          },
          {
            key: 'subtract_one',
            value: rat(180 - a),
            feedback: 'Od $180^\\circ$ odejmij oba znane kąty, nie tylko jeden.',
          },
          {
            key: 'sum_of_given',
            value: rat(a + b),
            feedback: 'To suma znanych kątów. Brakujący kąt to $180^\\circ$ minus ta suma.',
          },
        ];
        return mistakesDistinct(rat(g), mistakes) ? { a, b, g, mistakes } : null;
      });
      const { a, b, g } = d;
      return {
        type: 'numeric',
        stem: `W trójkącie $ABC$ kąt przy wierzchołku $A$ ma miarę $${degreesTex(a)}$, a kąt przy wierzchołku $B$ ma miarę $${degreesTex(b)}$. Oblicz miarę kąta $\\gamma$ przy wierzchołku $C$.`,
        figure: triangleFromAnglesFigure(a, b, { A: `${a}°`, B: `${b}°`, C: 'γ' }),
        answer: numberAnswer(g, { unit: { accepted: ['°'], required: false } }),
        answerHint: 'Wpisz miarę kąta w stopniach.',
        unitLabel: '°',
        steps: [
          numberStep({
            prompt: 'Ile wynosi suma znanych kątów?',
            value: rat(a + b),
            hints: [
              'Dodaj miary kątów przy $A$ i $B$.',
              `$${a} + ${b}$`,
              `$${degreesTex(a)} + ${degreesTex(b)} = ${degreesTex(a + b)}$`,
            ],
          }),
          numberStep({
            prompt: 'Ile wynosi kąt $\\gamma$?',
            value: rat(g),
            hints: [
              'Suma kątów w trójkącie to $180^\\circ$.',
              `$180^\\circ - ${degreesTex(a + b)}$`,
              `$\\gamma = ${degreesTex(g)}$`,
            ],
            errors: stepErrors(d.mistakes),
          }),
        ],
        commonErrors: numberErrors(g, d.mistakes),
        solution: `$${degreesTex(a)} + ${degreesTex(b)} = ${degreesTex(a + b)}$, więc $\\gamma = 180^\\circ - ${degreesTex(a + b)} = ${degreesTex(g)}$`,
        params: { a, b },
      };
    }
    if (level === 2) {
      const vertexGiven = rng.chance(0.5);
      const d = redraw(() => {
        const v = vertexGiven ? rng.int(10, 70) * 2 : 0;
        const base = vertexGiven ? (180 - v) / 2 : rng.int(20, 80);
        const vertex = vertexGiven ? v : 180 - 2 * base;
        if (vertex <= 0 || base === 60) return null;
        const answer = vertexGiven ? base : vertex;
        const mistakes: NumericMistake[] = vertexGiven
          ? [
              {
                key: 'not_halved',
                value: rat(180 - vertex),
                feedback:
                  'Kąty przy podstawie są dwa i są równe: $180^\\circ$ minus kąt przy wierzchołku trzeba jeszcze podzielić przez 2.',
              },
              { key: 'sum_360', value: rat((360 - vertex) / 2), feedback: 'Suma kątów w trójkącie to $180^\\circ$.' },
              {
                key: 'base_equals_vertex',
                value: rat(vertex),
                feedback:
                  'W trójkącie równoramiennym równe są kąty przy podstawie, a nie kąt przy wierzchołku i kąt przy podstawie.',
              },
            ]
          : [
              {
                key: 'base_angle_once',
                value: rat(180 - base),
                feedback: 'Kąty przy podstawie są dwa i są równe: od $180^\\circ$ odejmij oba.',
              },
              { key: 'sum_360', value: rat(360 - 2 * base), feedback: 'Suma kątów w trójkącie to $180^\\circ$.' },
              {
                key: 'base_equals_vertex',
                value: rat(base),
                feedback:
                  'W trójkącie równoramiennym równe są kąty przy podstawie, a nie kąt przy wierzchołku i kąt przy podstawie.',
              },
            ];
        return mistakesDistinct(rat(answer), mistakes) ? { vertex, base, answer, mistakes } : null;
      });
      const { vertex, base, answer } = d;
      const stem = vertexGiven
        ? `Trójkąt $ABC$ jest równoramienny, $|AC| = |BC|$. Kąt przy wierzchołku $C$ ma miarę $${degreesTex(vertex)}$. Oblicz miarę kąta $\\alpha$ przy podstawie.`
        : `Trójkąt $ABC$ jest równoramienny, $|AC| = |BC|$. Kąt przy podstawie ma miarę $${degreesTex(base)}$. Oblicz miarę kąta $\\gamma$ przy wierzchołku $C$.`;
      return {
        type: 'numeric',
        stem,
        figure: triangleFromAnglesFigure(
          base,
          base,
          vertexGiven ? { A: 'α', B: 'α', C: `${vertex}°` } : { A: `${base}°`, B: `${base}°`, C: 'γ' },
        ),
        answer: numberAnswer(answer, { unit: { accepted: ['°'], required: false } }),
        answerHint: 'Wpisz miarę kąta w stopniach.',
        unitLabel: '°',
        steps: vertexGiven
          ? [
              numberStep({
                prompt: 'Ile wynosi suma obu kątów przy podstawie?',
                value: rat(180 - vertex),
                hints: [
                  'Suma kątów w trójkącie to $180^\\circ$.',
                  `$180^\\circ - ${degreesTex(vertex)}$`,
                  `$${degreesTex(180 - vertex)}$`,
                ],
              }),
              numberStep({
                prompt: 'Ile wynosi kąt $\\alpha$?',
                value: rat(answer),
                hints: [
                  'Kąty przy podstawie trójkąta równoramiennego są równe.',
                  `$${degreesTex(180 - vertex)} : 2$`,
                  `$\\alpha = ${degreesTex(answer)}$`,
                ],
                errors: stepErrors(d.mistakes),
              }),
            ]
          : [
              numberStep({
                prompt: 'Ile wynosi suma obu kątów przy podstawie?',
                value: rat(2 * base),
                hints: ['Kąty przy podstawie są równe.', `$2 \\cdot ${degreesTex(base)}$`, `$${degreesTex(2 * base)}$`],
              }),
              numberStep({
                prompt: 'Ile wynosi kąt $\\gamma$?',
                value: rat(answer),
                hints: [
                  'Suma kątów w trójkącie to $180^\\circ$.',
                  `$180^\\circ - ${degreesTex(2 * base)}$`,
                  `$\\gamma = ${degreesTex(answer)}$`,
                ],
                errors: stepErrors(d.mistakes),
              }),
            ],
        commonErrors: numberErrors(answer, d.mistakes),
        solution: vertexGiven
          ? `Kąty przy podstawie są równe: $\\alpha = (180^\\circ - ${degreesTex(vertex)}) : 2 = ${degreesTex(180 - vertex)} : 2 = ${degreesTex(answer)}$.`
          : `$\\gamma = 180^\\circ - 2 \\cdot ${degreesTex(base)} = 180^\\circ - ${degreesTex(2 * base)} = ${degreesTex(answer)}$.`,
        params: { vertexGiven, vertex, base },
      };
    }
    // Level 3: exterior angle at C equals the sum of the two remote interior angles.
    const d = redraw(() => {
      const a = rng.int(30, 80);
      const ext = rng.int(a + 25, 145);
      const b = ext - a;
      if (b < 20 || a + b >= 170 || a === b) return null;
      const mistakes: NumericMistake[] = [
        {
          key: 'exterior_as_interior',
          value: rat(180 - a - ext),
          feedback:
            'Kąt zewnętrzny nie jest kątem trójkąta. Kąt wewnętrzny przy $C$ to $180^\\circ$ minus kąt zewnętrzny.',
        },
        {
          key: 'sum_instead_of_difference',
          value: rat(a + ext),
          feedback:
            'Kąt zewnętrzny jest równy sumie dwóch kątów wewnętrznych nieprzyległych do niego, więc szukany kąt to różnica, nie suma.',
        },
        {
          key: 'interior_at_c',
          value: rat(180 - ext),
          feedback: 'To kąt wewnętrzny przy wierzchołku $C$. Pytanie dotyczy kąta przy wierzchołku $B$.',
        },
      ];
      if (mistakes[0]!.value.n <= 0) mistakes.shift();
      return mistakesDistinct(rat(b), mistakes) ? { a, ext, b, mistakes } : null;
    });
    const { a, ext, b } = d;
    return {
      type: 'numeric',
      stem: `W trójkącie $ABC$ kąt przy wierzchołku $A$ ma miarę $${degreesTex(a)}$, a kąt zewnętrzny przy wierzchołku $C$ (zaznaczony na rysunku) ma miarę $${degreesTex(ext)}$. Oblicz miarę kąta $\\beta$ przy wierzchołku $B$.`,
      figure: triangleFromAnglesFigure(a, b, { A: `${a}°`, B: 'β', C: '' }, `${ext}°`),
      answer: numberAnswer(b, { unit: { accepted: ['°'], required: false } }),
      answerHint: 'Wpisz miarę kąta w stopniach.',
      unitLabel: '°',
      steps: [
        numberStep({
          prompt: 'Ile wynosi kąt wewnętrzny trójkąta przy wierzchołku $C$?',
          value: rat(180 - ext),
          hints: [
            'Kąt wewnętrzny i kąt zewnętrzny przy tym samym wierzchołku są przyległe.',
            `$180^\\circ - ${degreesTex(ext)}$`,
            `$${degreesTex(180 - ext)}$`,
          ],
        }),
        numberStep({
          prompt: 'Ile wynosi kąt $\\beta$?',
          value: rat(b),
          hints: [
            'Suma kątów w trójkącie to $180^\\circ$.',
            `$180^\\circ - ${degreesTex(a)} - ${degreesTex(180 - ext)}$`,
            `$\\beta = ${degreesTex(b)}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(b, d.mistakes),
      solution: `Kąt przy $C$: $180^\\circ - ${degreesTex(ext)} = ${degreesTex(180 - ext)}$, więc $\\beta = 180^\\circ - ${degreesTex(a)} - ${degreesTex(180 - ext)} = ${degreesTex(b)}$ (albo krócej: $${degreesTex(ext)} - ${degreesTex(a)}$).`,
      params: { a, ext },
    };
  },
});

type Segments = { sides: Rational[]; sorted: Rational[]; sumSmall: Rational };

/** Three different segment lengths (cm) that do or do not form a triangle. */
function drawSegments(rng: Rng, level: number, truth: boolean): Segments {
  return redraw(() => {
    const scale = level === 1 ? 1 : 10;
    const a = rng.int(level === 1 ? 2 : 15, level === 1 ? 12 : 90);
    const b = rng.int(level === 1 ? 2 : 15, level === 1 ? 12 : 90);
    // Level 3 targets the boundary case: the longest side equals the sum of the others.
    const kind = truth ? 'ok' : level === 3 || rng.chance(0.5) ? 'equal' : 'too_long';
    const c =
      kind === 'ok'
        ? Math.abs(a - b) + rng.int(1, Math.max(1, Math.min(a, b) * 2 - 1))
        : kind === 'equal'
          ? a + b
          : a + b + rng.int(1, 5 * (scale === 1 ? 1 : 4));
    if (c <= 0 || a === b || b === c || a === c) return null;
    const sides = rng.shuffle([a, b, c]).map((v) => rat(v, scale));
    const sorted = [...sides].sort(cmp);
    const sumSmall = add(sorted[0]!, sorted[1]!);
    if (cmp(sumSmall, sorted[2]!) > 0 !== truth) return null;
    return { sides, sorted, sumSmall };
  });
}

function inequalityStatement({ sides, sorted, sumSmall }: Segments, truth: boolean): PfStatement {
  const list = sides.map((s) => `${texValue(s)}\\text{ cm}`);
  const [short1, short2, longest] = sorted.map(texValue) as [string, string, string];
  const sum = texValue(sumSmall);
  const relation = truth ? '>' : eq(sumSmall, sorted[2]!) ? '=' : '<';
  return {
    text: `Z trzech odcinków o długościach $${list[0]}$, $${list[1]}$ i $${list[2]}$ można zbudować trójkąt.`,
    truth,
    why: truth
      ? `$${short1} + ${short2} = ${sum} > ${longest}$ — suma dwóch krótszych odcinków jest większa od najdłuższego.`
      : relation === '='
        ? `$${short1} + ${short2} = ${sum}$, czyli tyle, ile najdłuższy odcinek — odcinki „składają się” w jeden odcinek i trójkąta nie ma.`
        : `$${short1} + ${short2} = ${sum} < ${longest}$ — najdłuższy odcinek musi być krótszy od sumy dwóch pozostałych.`,
    steps: [
      numberStep({
        prompt: 'Ile wynosi suma długości dwóch krótszych odcinków (w cm)?',
        value: sumSmall,
        hints: ['Wybierz dwa najkrótsze odcinki.', `$${short1} + ${short2}$`, `$${sum}$`],
      }),
      step({
        prompt: `Czy ta suma jest większa od $${longest}$? Wpisz P (prawda) albo F (fałsz).`,
        expected: truth ? 'P' : 'F',
        patterns: truth ? ['^(p|prawda|tak)$'] : ['^(f|fałsz|falsz|nie)$'],
        hints: [
          'Trójkąt istnieje, gdy najdłuższy bok jest krótszy od sumy dwóch pozostałych.',
          'Równość nie wystarcza: suma musi być większa.',
          `$${sum} ${relation} ${longest}$, więc ${truth ? 'P' : 'F'}.`,
        ],
      }),
    ],
  };
}

/** E8 P/F (two sentences): can a triangle be built from three segments (triangle inequality)? */
const inequalityTrueFalse = defineTemplate({
  id: 'triangle_properties.e8-triangle-inequality',
  title: 'Nierówność trójkąta (P/F)',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const truths = drawTruths(rng);
    const first = drawSegments(rng, level, truths[0]);
    const second = redraw(() => {
      const s = drawSegments(rng, level, truths[1]);
      return s.sorted.some((v, i) => !eq(v, first.sorted[i]!)) ? s : null;
    });
    const body = pfPairBody([inequalityStatement(first, truths[0]), inequalityStatement(second, truths[1])]);
    return {
      ...body,
      params: {
        sides1: first.sides.map(texValue).join(';'),
        sides2: second.sides.map(texValue).join(';'),
        truth1: truths[0],
        truth2: truths[1],
      },
    };
  },
});

export const trianglePropertiesTemplates: readonly QuestionTemplate[] = [missingAngle, inequalityTrueFalse];
