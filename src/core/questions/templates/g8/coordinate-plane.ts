import { type Rational, rat, add, sub, div } from '../../../math/rational.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { pointPattern, step, numberStep, typedPoint } from '../../kit/steps.ts';
import { MATCH_INSTRUCTION, matchingChoice } from '../../kit/matching.ts';
import { texValue } from '../../kit/format.ts';
import { coordinatePlane, svgDoc, svgDot, svgLine, FIG_ACCENT } from '../../figures.ts';
import type { CommonError, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

type P = [number, number];

/** Points on a grid wide enough for all of them (and the origin), with labels. */
function planeFigure(points: readonly { p: P; label: string }[], segment?: [P, P]): string {
  const xs = [0, ...points.map((q) => q.p[0])];
  const ys = [0, ...points.map((q) => q.p[1])];
  const xMin = Math.floor(Math.min(...xs)) - 1;
  const xMax = Math.ceil(Math.max(...xs)) + 1;
  const yMin = Math.floor(Math.min(...ys)) - 1;
  const yMax = Math.ceil(Math.max(...ys)) + 1;
  const plane = coordinatePlane(xMin, xMax, yMin, yMax);
  let body = plane.body;
  if (segment) body += svgLine(plane.toPx(...segment[0]), plane.toPx(...segment[1]), { color: FIG_ACCENT, width: 2.5 });
  for (const q of points) {
    const others = points.filter((o) => o !== q).map((o) => o.p);
    body += svgDot(plane.toPx(q.p[0], q.p[1])) + plane.label(q.p[0], q.p[1], q.label, others);
  }
  return svgDoc(plane.width, plane.height, body, 'Układ współrzędnych z zaznaczonymi punktami');
}

const pt = (x: Rational, y: Rational): string => `(${texValue(x)};\\ ${texValue(y)})`;
const ptN = (p: P): string => `(${p[0]};\\ ${p[1]})`;

interface PointMistake {
  key: string;
  x: Rational;
  y: Rational;
  feedback: string;
}

/** Midpoint of a segment (levels 1–2), or the other end from the midpoint (level 3). */
const midpoint = defineTemplate({
  id: 'coordinate_plane.midpoint',
  title: 'Środek odcinka w układzie współrzędnych',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const lo = level === 1 ? 0 : -7;
      const A: P = [rng.int(lo, 8), rng.int(lo, 8)];
      const B: P = [rng.int(lo, 8), rng.int(lo, 8)];
      if (A[0] === B[0] || A[1] === B[1]) return null;
      if (level === 1 && ((A[0] + B[0]) % 2 !== 0 || (A[1] + B[1]) % 2 !== 0)) return null;
      if (level === 2 && !A.concat(B).some((v) => v < 0)) return null;
      const S = [div(rat(A[0] + B[0]), rat(2)), div(rat(A[1] + B[1]), rat(2))] as const;
      if (level === 3 && (S[0].d !== 1 || S[1].d !== 1)) return null;
      const mistakes: PointMistake[] =
        level === 3
          ? [
              {
                key: 'midpoint_instead',
                x: div(add(rat(A[0]), S[0]), rat(2)),
                y: div(add(rat(A[1]), S[1]), rat(2)),
                feedback:
                  'Obliczono środek odcinka $AS$. Punkt $S$ jest środkiem odcinka $AB$, więc $B = (2x_S - x_A;\\ 2y_S - y_A)$.',
              },
              {
                key: 'difference_only',
                x: sub(S[0], rat(A[0])),
                y: sub(S[1], rat(A[1])),
                feedback: 'To przesunięcie z $A$ do $S$. Punkt $B$ leży o tyle samo dalej za punktem $S$.',
              },
            ]
          : [
              {
                key: 'half_difference',
                x: div(rat(B[0] - A[0]), rat(2)),
                y: div(rat(B[1] - A[1]), rat(2)),
                feedback: 'Współrzędne środka to połowa SUMY współrzędnych końców, a nie różnicy.',
              },
              {
                key: 'sum_not_halved',
                x: rat(A[0] + B[0]),
                y: rat(A[1] + B[1]),
                feedback: 'Dodano współrzędne, ale nie podzielono sumy przez 2.',
              },
            ];
      const answer = level === 3 ? ([rat(B[0]), rat(B[1])] as const) : S;
      const keys = [answer, ...mistakes.map((mk) => [mk.x, mk.y] as const)].map(
        (q) => `${q[0].n}/${q[0].d}|${q[1].n}/${q[1].d}`,
      );
      if (new Set(keys).size !== keys.length) return null;
      return { A, B, S, answer, mistakes };
    });
    const { A, B, S, answer, mistakes } = d;
    const commonErrors: CommonError[] = mistakes.map((mk) => ({
      key: mk.key,
      wrong: { kind: 'numbers', values: [mk.x, mk.y] },
      feedback: mk.feedback,
    }));
    const stem =
      level === 3
        ? `Punkt $S = ${pt(S[0], S[1])}$ jest środkiem odcinka $AB$, a $A = ${ptN(A)}$. Oblicz współrzędne punktu $B$.`
        : `Oblicz współrzędne środka $S$ odcinka $AB$, jeśli $A = ${ptN(A)}$ i $B = ${ptN(B)}$.`;
    const figure =
      level === 3
        ? planeFigure([
            { p: A, label: 'A' },
            { p: [S[0].n, S[1].n], label: 'S' },
          ])
        : planeFigure(
            [
              { p: A, label: 'A' },
              { p: B, label: 'B' },
            ],
            [A, B],
          );
    const steps: QuestionStep[] =
      level === 3
        ? [
            numberStep({
              prompt: 'Ile wynosi pierwsza współrzędna punktu $B$?',
              value: answer[0],
              hints: [
                '$x_S = \\frac{x_A + x_B}{2}$, więc $x_B = 2x_S - x_A$.',
                `$2 \\cdot ${S[0].n < 0 ? `(${texValue(S[0])})` : texValue(S[0])} - ${A[0] < 0 ? `(${A[0]})` : A[0]}$`,
                `$x_B = ${texValue(answer[0])}$`,
              ],
            }),
            numberStep({
              prompt: 'Ile wynosi druga współrzędna punktu $B$?',
              value: answer[1],
              hints: [
                '$y_B = 2y_S - y_A$.',
                `$2 \\cdot ${S[1].n < 0 ? `(${texValue(S[1])})` : texValue(S[1])} - ${A[1] < 0 ? `(${A[1]})` : A[1]}$`,
                `$y_B = ${texValue(answer[1])}$`,
              ],
            }),
          ]
        : [
            numberStep({
              prompt: 'Ile wynosi pierwsza współrzędna środka?',
              value: S[0],
              hints: [
                'Współrzędna środka to średnia współrzędnych końców.',
                `$\\frac{${A[0]} + ${B[0] < 0 ? `(${B[0]})` : B[0]}}{2}$`,
                `$x_S = ${texValue(S[0])}$`,
              ],
              errors: [{ code: 'half_difference', value: mistakes[0]!.x, feedback: mistakes[0]!.feedback }],
            }),
            numberStep({
              prompt: 'Ile wynosi druga współrzędna środka?',
              value: S[1],
              hints: [
                'Zrób to samo dla drugiej współrzędnej.',
                `$\\frac{${A[1]} + ${B[1] < 0 ? `(${B[1]})` : B[1]}}{2}$`,
                `$y_S = ${texValue(S[1])}$`,
              ],
            }),
          ];
    steps.push(
      step({
        prompt: `Zapisz współrzędne punktu $${level === 3 ? 'B' : 'S'}$ w postaci $(x;\\ y)$.`,
        expected: typedPoint(answer[0], answer[1]),
        patterns: [pointPattern(answer[0], answer[1])],
        hints: [
          'Najpierw pierwsza współrzędna, potem druga, oddzielone średnikiem.',
          'Skorzystaj z dwóch poprzednich kroków.',
          `$${pt(answer[0], answer[1])}$`,
        ],
        errors: mistakes.map((mk) => ({ code: mk.key, patterns: [pointPattern(mk.x, mk.y)], feedback: mk.feedback })),
      }),
    );
    return {
      type: 'numeric',
      stem,
      figure,
      answer: { kind: 'numbers', values: [answer[0], answer[1]], ordered: true, labels: ['x', 'y'], point: true },
      answerHint: 'Wpisz pierwszą współrzędną w polu x, a drugą w polu y.',
      steps,
      commonErrors,
      solution:
        level === 3
          ? `$x_B = 2 \\cdot ${S[0].n < 0 ? `(${texValue(S[0])})` : texValue(S[0])} - ${A[0] < 0 ? `(${A[0]})` : A[0]} = ${texValue(answer[0])}$, $y_B = 2 \\cdot ${S[1].n < 0 ? `(${texValue(S[1])})` : texValue(S[1])} - ${A[1] < 0 ? `(${A[1]})` : A[1]} = ${texValue(answer[1])}$, więc $B = ${pt(answer[0], answer[1])}$.`
          : `$S = \\left(\\frac{${A[0]} + ${B[0] < 0 ? `(${B[0]})` : B[0]}}{2};\\ \\frac{${A[1]} + ${B[1] < 0 ? `(${B[1]})` : B[1]}}{2}\\right) = ${pt(S[0], S[1])}$`,
      params: { ax: A[0], ay: A[1], bx: B[0], by: B[1] },
    };
  },
});

const LENGTH_TRIPLES: Record<1 | 2 | 3, readonly [number, number][]> = {
  1: [
    [3, 4],
    [4, 3],
  ],
  2: [
    [3, 4],
    [4, 3],
    [6, 8],
    [8, 6],
  ],
  3: [
    [5, 12],
    [12, 5],
    [9, 12],
    [12, 9],
  ],
};

/** Length of a segment from the coordinates of its ends (Pythagoras on the grid). */
const segmentLength = defineTemplate({
  id: 'coordinate_plane.segment-length',
  title: 'Długość odcinka w układzie współrzędnych',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const [dx0, dy0] = rng.pick(LENGTH_TRIPLES[level]);
      const dx = rng.chance(0.5) ? dx0 : -dx0;
      const dy = rng.chance(0.5) ? dy0 : -dy0;
      const lo = level === 1 ? 0 : -6;
      const A: P = [rng.int(lo, 6), rng.int(lo, 6)];
      const B: P = [A[0] + dx, A[1] + dy];
      if (level === 1 && (B[0] < 0 || B[1] < 0)) return null;
      if (level >= 2 && !A.concat(B).some((v) => v < 0)) return null;
      if (Math.max(...A.map(Math.abs), ...B.map(Math.abs)) > 13) return null;
      const len = rat(Math.round(Math.hypot(dx, dy)));
      const mistakes: NumericMistake[] = [
        {
          key: 'no_root',
          value: rat(dx * dx + dy * dy),
          feedback: 'To kwadrat długości odcinka. Oblicz jeszcze pierwiastek.',
        },
        {
          key: 'added_differences',
          value: rat(Math.abs(dx) + Math.abs(dy)),
          feedback:
            'Dodano różnice współrzędnych. Odcinek jest przeciwprostokątną trójkąta o przyprostokątnych $|x_B - x_A|$ i $|y_B - y_A|$: skorzystaj z twierdzenia Pitagorasa.',
        },
      ];
      if (A[0] + B[0] !== 0 || A[1] + B[1] !== 0) {
        const sx = A[0] + B[0];
        const sy = A[1] + B[1];
        const s2 = sx * sx + sy * sy;
        const r = Math.round(Math.sqrt(s2));
        if (r * r === s2)
          mistakes.push({
            key: 'sum_of_coordinates',
            value: rat(r),
            feedback: 'Dodano współrzędne zamiast je odjąć. Potrzebne są różnice współrzędnych końców odcinka.',
          });
      }
      return mistakesDistinct(len, mistakes) ? { A, B, dx, dy, len, mistakes } : null;
    });
    const { A, B, dx, dy, len } = d;
    const sqSum = dx * dx + dy * dy;
    return {
      type: 'numeric',
      stem: `Oblicz długość odcinka $AB$, jeśli $A = ${ptN(A)}$ i $B = ${ptN(B)}$.`,
      figure: planeFigure(
        [
          { p: A, label: 'A' },
          { p: B, label: 'B' },
        ],
        [A, B],
      ),
      answer: numberAnswer(len),
      answerHint: 'Wpisz długość odcinka (w jednostkach układu).',
      steps: [
        numberStep({
          prompt: 'O ile różnią się pierwsze współrzędne punktów $A$ i $B$? Podaj wartość bezwzględną różnicy.',
          value: rat(Math.abs(dx)),
          hints: [
            'Odejmij pierwsze współrzędne.',
            `$|${B[0]} - ${A[0] < 0 ? `(${A[0]})` : A[0]}|$`,
            `$${Math.abs(dx)}$`,
          ],
        }),
        numberStep({
          prompt: 'O ile różnią się drugie współrzędne punktów $A$ i $B$? Podaj wartość bezwzględną różnicy.',
          value: rat(Math.abs(dy)),
          hints: ['Odejmij drugie współrzędne.', `$|${B[1]} - ${A[1] < 0 ? `(${A[1]})` : A[1]}|$`, `$${Math.abs(dy)}$`],
        }),
        numberStep({
          prompt: 'Ile wynosi długość odcinka $AB$?',
          value: len,
          hints: [
            'Różnice współrzędnych to przyprostokątne trójkąta prostokątnego, a odcinek $AB$ to przeciwprostokątna.',
            `$\\sqrt{${Math.abs(dx)}^2 + ${Math.abs(dy)}^2} = \\sqrt{${sqSum}}$`,
            `$|AB| = ${len.n}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(len, d.mistakes),
      solution: `$|AB| = \\sqrt{${Math.abs(dx)}^2 + ${Math.abs(dy)}^2} = \\sqrt{${sqSum}} = ${len.n}$`,
      params: { ax: A[0], ay: A[1], bx: B[0], by: B[1] },
    };
  },
});

/** E8 "dobieranie": the midpoint (A/B) and the length (C/D) of one segment. */
const midpointLengthMatching = defineTemplate({
  id: 'coordinate_plane.e8-matching',
  title: 'Środek i długość odcinka (dobieranie)',
  examStyle: 'dobieranie',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const [dx0, dy0] = rng.pick(LENGTH_TRIPLES[level]);
      const dx = (rng.chance(0.5) ? 1 : -1) * dx0;
      const dy = (rng.chance(0.5) ? 1 : -1) * dy0;
      const lo = level === 1 ? 0 : -6;
      const A: P = [rng.int(lo, 6), rng.int(lo, 6)];
      const B: P = [A[0] + dx, A[1] + dy];
      if (level === 1 && (B[0] < 0 || B[1] < 0)) return null;
      if (Math.max(...A.map(Math.abs), ...B.map(Math.abs)) > 14) return null;
      const S = [div(rat(A[0] + B[0]), rat(2)), div(rat(A[1] + B[1]), rat(2))] as const;
      const wrongS = [div(rat(B[0] - A[0]), rat(2)), div(rat(B[1] - A[1]), rat(2))] as const;
      if (eqPoint(S, wrongS)) return null;
      const len = Math.round(Math.hypot(dx, dy));
      const wrongLen = rng.chance(0.5)
        ? {
            key: 'added_differences',
            value: Math.abs(dx) + Math.abs(dy),
            feedback: 'Długość odcinka to nie suma różnic współrzędnych: skorzystaj z twierdzenia Pitagorasa.',
          }
        : {
            key: 'no_root',
            value: dx * dx + dy * dy,
            feedback: 'To kwadrat długości odcinka. Oblicz jeszcze pierwiastek.',
          };
      return { A, B, dx, dy, S, wrongS, len, wrongLen };
    });
    const { A, B, dx, dy, S, wrongS, len, wrongLen } = d;
    const sFirst = rng.chance(0.5);
    const lFirst = rng.chance(0.5);
    const [optA, optB] = sFirst ? [S, wrongS] : [wrongS, S];
    const [optC, optD] = lFirst ? [len, wrongLen.value] : [wrongLen.value, len];
    const rS = sFirst ? 'A' : 'B';
    const rL = lFirst ? 'C' : 'D';
    const correct = `${rS} i ${rL}`;
    const sFeedback = 'Współrzędne środka to połowa SUMY współrzędnych końców, a nie połowa ich różnicy.';
    const { options, answer, commonErrors } = matchingChoice(
      [rS, rL],
      { errorKey: 'half_difference', feedback: sFeedback },
      { errorKey: wrongLen.key, feedback: wrongLen.feedback },
      `${sFeedback} ${wrongLen.feedback}`,
    );
    const sq = dx * dx + dy * dy;
    return {
      type: 'mcq',
      stem:
        `${MATCH_INSTRUCTION}\n\n` +
        `Dane są punkty $K = ${ptN(A)}$ i $L = ${ptN(B)}$.\n\n` +
        `Środkiem odcinka $KL$ jest punkt A. $${pt(optA[0], optA[1])}$ albo B. $${pt(optB[0], optB[1])}$.\n\n` +
        `Długość odcinka $KL$ jest równa C. $${optC}$ albo D. $${optD}$.`,
      figure: planeFigure(
        [
          { p: A, label: 'K' },
          { p: B, label: 'L' },
        ],
        [A, B],
      ),
      options,
      answer,
      steps: [
        numberStep({
          prompt: 'Ile wynosi pierwsza współrzędna środka odcinka $KL$?',
          value: S[0],
          hints: [
            'To średnia pierwszych współrzędnych końców.',
            `$\\frac{${A[0]} + ${B[0] < 0 ? `(${B[0]})` : B[0]}}{2}$`,
            `$${texValue(S[0])}$`,
          ],
          errors: [{ code: 'half_difference', value: wrongS[0], feedback: sFeedback }],
        }),
        numberStep({
          prompt: 'Ile wynosi druga współrzędna środka odcinka $KL$?',
          value: S[1],
          hints: [
            'To średnia drugich współrzędnych końców.',
            `$\\frac{${A[1]} + ${B[1] < 0 ? `(${B[1]})` : B[1]}}{2}$`,
            `$${texValue(S[1])}$`,
          ],
        }),
        numberStep({
          prompt: 'Ile wynosi długość odcinka $KL$?',
          value: rat(len),
          hints: [
            'Skorzystaj z twierdzenia Pitagorasa dla różnic współrzędnych.',
            `$\\sqrt{${Math.abs(dx)}^2 + ${Math.abs(dy)}^2} = \\sqrt{${sq}}$`,
            `$${len}$`,
          ],
          errors: [{ code: wrongLen.key, value: rat(wrongLen.value), feedback: wrongLen.feedback }],
        }),
      ],
      commonErrors,
      solution: `$S = ${pt(S[0], S[1])}$ (${rS}), $|KL| = \\sqrt{${Math.abs(dx)}^2 + ${Math.abs(dy)}^2} = ${len}$ (${rL}). Odpowiedź: ${correct}.`,
      params: { ax: A[0], ay: A[1], bx: B[0], by: B[1] },
    };
  },
});

const eqPoint = (p: readonly [Rational, Rational], q: readonly [Rational, Rational]): boolean =>
  p[0].n === q[0].n && p[0].d === q[0].d && p[1].n === q[1].n && p[1].d === q[1].d;

export const coordinatePlaneTemplates: readonly QuestionTemplate[] = [midpoint, segmentLength, midpointLengthMatching];
