import type { QuestionTemplate, CommonError } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { rat, type Rational } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectNumber } from '../../kit/steps.ts';
import { degreesTex } from '../../kit/format.ts';
import {
  parallelogramPoints,
  quadrilateralFigure,
  quadrilateralFromAngles,
  triangleAnglesFigure,
} from '../../figures.ts';

const values = (errors: readonly CommonError[]): Rational[] =>
  errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));
const DEG_HINT = 'Podaj miarę kąta w stopniach.';

const triangleAngles = defineTemplate({
  id: 'polygons_properties.triangle-angles',
  title: 'Kąty w trójkącie',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 1) {
        const a = rng.int(25, 100);
        const b = rng.int(20, 150 - a);
        const c = 180 - a - b;
        if (c < 15) return null;
        const errors = [
          numberError(
            'sum_360',
            360 - a - b,
            'Suma kątów w trójkącie to 180°, a nie 360° (360° to suma kątów czworokąta).',
          ),
          numberError('only_one_subtracted', 180 - a, `Od 180° trzeba odjąć oba znane kąty: ${a}° i ${b}°.`),
        ];
        if (!distinct(c, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `W trójkącie dwa kąty mają miary $${degreesTex(a)}$ i $${degreesTex(b)}$. Oblicz miarę trzeciego kąta.`,
          figure: triangleAnglesFigure(a, b, [`${a}°`, `${b}°`, '?']),
          answer: numberAnswer(c),
          answerHint: DEG_HINT,
          unitLabel: '°',
          steps: [
            step({
              prompt: 'Ile wynosi suma miar kątów w trójkącie?',
              ...expectNumber(180),
              hints: [
                'To wiadomość, którą warto zapamiętać.',
                'Kąty trójkąta złożone razem tworzą kąt półpełny.',
                '180°',
              ],
              errors: [{ code: 'sum_360', patterns: ['^360$'], feedback: '360° to suma kątów czworokąta.' }],
            }),
            step({
              prompt: 'Ile wynosi suma dwóch znanych kątów?',
              ...expectNumber(a + b),
              hints: [
                'Dodaj znane miary.',
                `$${a} + ${b}$`,
                `$${degreesTex(a)} + ${degreesTex(b)} = ${degreesTex(a + b)}$`,
              ],
            }),
            step({
              prompt: 'Oblicz trzeci kąt.',
              ...expectNumber(c),
              hints: [
                'Od 180° odejmij sumę znanych kątów.',
                `$180^\\circ - ${degreesTex(a + b)}$`,
                `$180^\\circ - ${degreesTex(a + b)} = ${degreesTex(c)}$`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `Suma kątów trójkąta to $180^\\circ$. $${degreesTex(a)} + ${degreesTex(b)} = ${degreesTex(a + b)}$, więc trzeci kąt ma $180^\\circ - ${degreesTex(a + b)} = ${degreesTex(c)}$.`,
          params: { a, b },
        };
      }
      if (level === 2) {
        const givenVertex = rng.chance(0.5);
        if (givenVertex) {
          const v = rng.int(10, 70) * 2;
          const base = (180 - v) / 2;
          const errors = [
            numberError(
              'not_halved',
              180 - v,
              'Przy podstawie są dwa równe kąty. Różnicę $180^\\circ - ' + degreesTex(v) + '$ trzeba podzielić na dwa.',
            ),
            numberError(
              'base_equals_vertex',
              v,
              'W trójkącie równoramiennym równe są kąty przy podstawie, a nie kąt przy wierzchołku i kąt przy podstawie.',
            ),
          ];
          if (!distinct(base, values(errors))) return null;
          return {
            type: 'numeric' as const,
            stem: `W trójkącie równoramiennym kąt między ramionami ma miarę $${degreesTex(v)}$. Oblicz miarę kąta przy podstawie.`,
            figure: triangleAnglesFigure(base, base, ['?', '?', `${v}°`]),
            answer: numberAnswer(base),
            answerHint: DEG_HINT,
            unitLabel: '°',
            steps: [
              step({
                prompt: 'Ile stopni mają razem oba kąty przy podstawie?',
                ...expectNumber(180 - v),
                hints: [
                  'Suma kątów w trójkącie to 180°.',
                  `$180^\\circ - ${degreesTex(v)}$`,
                  `$180^\\circ - ${degreesTex(v)} = ${degreesTex(180 - v)}$`,
                ],
              }),
              step({
                prompt: 'Ile ma jeden kąt przy podstawie?',
                ...expectNumber(base),
                hints: [
                  'Kąty przy podstawie są równe.',
                  `$${degreesTex(180 - v)} : 2$`,
                  `$${degreesTex(180 - v)} : 2 = ${degreesTex(base)}$`,
                ],
                errors: [
                  {
                    code: 'not_halved',
                    patterns: [`^${180 - v}$`],
                    feedback: 'To suma dwóch kątów. Podziel ją przez 2.',
                  },
                ],
              }),
            ],
            commonErrors: errors,
            solution: `Kąty przy podstawie są równe: $(180^\\circ - ${degreesTex(v)}) : 2 = ${degreesTex(base)}$.`,
            params: { v },
          };
        }
        const base = rng.int(25, 85);
        const v = 180 - 2 * base;
        const errors = [
          numberError('base_counted_once', 180 - base, 'Przy podstawie są dwa równe kąty. Od 180° odejmij oba.'),
          numberError(
            'base_equals_vertex',
            base,
            'W trójkącie równoramiennym kąt między ramionami nie musi być równy kątom przy podstawie.',
          ),
        ];
        if (v <= 0 || base === 60 || !distinct(v, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `W trójkącie równoramiennym kąt przy podstawie ma miarę $${degreesTex(base)}$. Oblicz miarę kąta między ramionami.`,
          figure: triangleAnglesFigure(base, base, [`${base}°`, '', '?']),
          answer: numberAnswer(v),
          answerHint: DEG_HINT,
          unitLabel: '°',
          steps: [
            step({
              prompt: 'Ile stopni mają razem oba kąty przy podstawie?',
              ...expectNumber(2 * base),
              hints: [
                'Kąty przy podstawie trójkąta równoramiennego są równe.',
                `$2 \\cdot ${degreesTex(base)}$`,
                `$2 \\cdot ${degreesTex(base)} = ${degreesTex(2 * base)}$`,
              ],
            }),
            step({
              prompt: 'Oblicz kąt między ramionami.',
              ...expectNumber(v),
              hints: [
                'Suma kątów w trójkącie to 180°.',
                `$180^\\circ - ${degreesTex(2 * base)}$`,
                `$180^\\circ - ${degreesTex(2 * base)} = ${degreesTex(v)}$`,
              ],
              errors: [
                {
                  code: 'base_counted_once',
                  patterns: [`^${180 - base}$`],
                  feedback: 'Odejmij oba kąty przy podstawie.',
                },
              ],
            }),
          ],
          commonErrors: errors,
          solution: `$180^\\circ - 2 \\cdot ${degreesTex(base)} = 180^\\circ - ${degreesTex(2 * base)} = ${degreesTex(v)}$`,
          params: { base },
        };
      }
      const gamma = rng.int(6, 30) * 3;
      const k = rng.int(2, 4);
      const rest = 180 - gamma;
      if (rest % (k + 1) !== 0) return null;
      const alpha = rest / (k + 1);
      const big = k * alpha;
      const errors = [
        numberError('divided_by_k', rest / k, `Kąty $\\alpha$ i $${k}\\alpha$ to razem ${k + 1} części, a nie ${k}.`),
        numberError('sum_360', (360 - gamma) / (k + 1), 'Suma kątów w trójkącie to 180°, a nie 360°.'),
        numberError('gave_larger_angle', big, `To miara kąta $${k}\\alpha$. Pytanie dotyczy kąta $\\alpha$.`),
      ];
      if (!distinct(alpha, values(errors)) || alpha < 10) return null;
      return {
        type: 'numeric' as const,
        stem: `Jeden kąt trójkąta ma miarę $${degreesTex(gamma)}$. Pozostałe dwa kąty mają miary $\\alpha$ i $${k}\\alpha$ (jeden jest ${k} razy większy od drugiego). Oblicz $\\alpha$.`,
        figure: triangleAnglesFigure(alpha, big, ['α', `${k}α`, `${gamma}°`]),
        answer: numberAnswer(alpha),
        answerHint: DEG_HINT,
        unitLabel: '°',
        steps: [
          step({
            prompt: `Ile stopni mają razem kąty $\\alpha$ i $${k}\\alpha$?`,
            ...expectNumber(rest),
            hints: [
              'Suma kątów w trójkącie to 180°.',
              `$180^\\circ - ${degreesTex(gamma)}$`,
              `$180^\\circ - ${degreesTex(gamma)} = ${degreesTex(rest)}$`,
            ],
          }),
          step({
            prompt: `Ile równych części $\\alpha$ mieści się w sumie $\\alpha + ${k}\\alpha$?`,
            ...expectNumber(k + 1),
            hints: [`$\\alpha + ${k}\\alpha = ${k + 1}\\alpha$`, 'Policz części.', `Jest ich ${k + 1}.`],
          }),
          step({
            prompt: 'Oblicz $\\alpha$.',
            ...expectNumber(alpha),
            hints: [
              'Podziel sumę przez liczbę części.',
              `$${degreesTex(rest)} : ${k + 1}$`,
              `$\\alpha = ${degreesTex(alpha)}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$\\alpha + ${k}\\alpha = 180^\\circ - ${degreesTex(gamma)} = ${degreesTex(rest)}$, więc $${k + 1}\\alpha = ${degreesTex(rest)}$ i $\\alpha = ${degreesTex(alpha)}$.`,
        params: { gamma, k },
      };
    });
  },
});

interface ShapeAxes {
  name: string;
  axes: number;
  level: 1 | 2 | 3;
  stepPrompt: string;
  stepValue: number;
  stepHint: string;
  /** The worked solution's first sentence: the step's fact, with its number in digits. */
  stepFact: string;
  errors: readonly { key: string; value: number; feedback: string }[];
}

const SHAPES: readonly ShapeAxes[] = [
  {
    name: 'kwadrat',
    axes: 4,
    level: 1,
    stepPrompt: 'Ile osi symetrii kwadratu przechodzi przez jego przeciwległe wierzchołki?',
    stepValue: 2,
    stepHint: 'Obie przekątne kwadratu są jego osiami symetrii.',
    stepFact:
      'Przez przeciwległe wierzchołki przechodzą 2 osie symetrii kwadratu (jego przekątne), a 2 kolejne — przez środki przeciwległych boków.',
    errors: [
      {
        key: 'diagonals_missed',
        value: 2,
        feedback: 'Kwadrat ma osie przez środki boków (2) i wzdłuż przekątnych (2).',
      },
      { key: 'only_diagonals', value: 2, feedback: 'Kwadrat ma osie przez środki boków (2) i wzdłuż przekątnych (2).' },
      {
        key: 'sides_counted',
        value: 8,
        feedback: 'Oś symetrii dzieli figurę na dwie jednakowe połowy. Kwadrat ma 4 takie osie, nie 8.',
      },
    ],
  },
  {
    name: 'prostokąt, który nie jest kwadratem',
    axes: 2,
    level: 1,
    stepPrompt: 'Ile przekątnych tego prostokąta jest jego osiami symetrii?',
    stepValue: 0,
    stepHint: 'Zegnij prostokąt wzdłuż przekątnej: połówki się nie pokryją.',
    stepFact:
      'Po zgięciu wzdłuż przekątnej połówki prostokąta się nie pokrywają, więc przekątnych będących osiami symetrii jest 0. Osiami są 2 proste przez środki przeciwległych boków.',
    errors: [
      {
        key: 'diagonals_as_axes',
        value: 4,
        feedback:
          'Przekątne prostokąta (niebędącego kwadratem) nie są osiami symetrii. Osie przechodzą przez środki przeciwległych boków.',
      },
      {
        key: 'only_one_axis',
        value: 1,
        feedback: 'Prostokąt ma dwie osie: pionową i poziomą, przez środki przeciwległych boków.',
      },
    ],
  },
  {
    name: 'trójkąt równoboczny',
    axes: 3,
    level: 1,
    stepPrompt: 'Ile osi symetrii przechodzi przez jeden wierzchołek trójkąta równobocznego?',
    stepValue: 1,
    stepHint: 'Każda oś przechodzi przez wierzchołek i środek przeciwległego boku.',
    stepFact: 'Przez każdy wierzchołek przechodzi 1 oś symetrii — do środka przeciwległego boku, a wierzchołki są 3.',
    errors: [
      { key: 'only_one_axis', value: 1, feedback: 'Trójkąt równoboczny ma oś przez każdy wierzchołek, czyli 3 osie.' },
      {
        key: 'sides_counted',
        value: 6,
        feedback: 'Każda oś przechodzi przez wierzchołek i środek przeciwległego boku, więc osi jest 3, nie 6.',
      },
    ],
  },
  {
    name: 'trójkąt równoramienny, który nie jest równoboczny',
    axes: 1,
    level: 1,
    stepPrompt: 'Ile boków tego trójkąta ma równą długość?',
    stepValue: 2,
    stepHint: 'Trójkąt równoramienny ma dwa równe ramiona.',
    stepFact:
      'Ten trójkąt ma 2 boki równej długości (ramiona). Oś symetrii przechodzi przez wierzchołek między ramionami i środek podstawy.',
    errors: [
      {
        key: 'like_equilateral',
        value: 3,
        feedback:
          'Trzy osie ma tylko trójkąt równoboczny. Trójkąt równoramienny ma jedną oś: przez wierzchołek między ramionami.',
      },
      {
        key: 'no_axes',
        value: 0,
        feedback: 'Trójkąt równoramienny ma oś symetrii: prostą przez wierzchołek między ramionami i środek podstawy.',
      },
    ],
  },
  {
    name: 'romb, który nie jest kwadratem',
    axes: 2,
    level: 2,
    stepPrompt: 'Ile przekątnych rombu jest jego osiami symetrii?',
    stepValue: 2,
    stepHint: 'Zegnij romb wzdłuż przekątnej: połówki się pokryją.',
    stepFact:
      'Po zgięciu wzdłuż każdej z przekątnych połówki rombu się pokrywają, więc osiami symetrii są 2 przekątne.',
    errors: [
      {
        key: 'like_square',
        value: 4,
        feedback: 'Cztery osie ma kwadrat. Romb (niebędący kwadratem) ma tylko dwie: swoje przekątne.',
      },
      { key: 'no_axes', value: 0, feedback: 'Przekątne rombu są jego osiami symetrii.' },
    ],
  },
  {
    name: 'równoległobok, który nie jest ani prostokątem, ani rombem',
    axes: 0,
    level: 2,
    stepPrompt: 'Ile przekątnych tego równoległoboku jest jego osiami symetrii?',
    stepValue: 0,
    stepHint: 'Zegnij równoległobok wzdłuż przekątnej: połówki się nie pokryją.',
    stepFact:
      'Po zgięciu wzdłuż przekątnej połówki równoległoboku się nie pokrywają, więc przekątnych będących osiami symetrii jest 0. Proste przez środki boków też nie są osiami.',
    errors: [
      {
        key: 'diagonals_as_axes',
        value: 2,
        feedback:
          'Przekątne dzielą równoległobok na równe trójkąty, ale nie są osiami symetrii: po zgięciu połówki się nie pokrywają.',
      },
      {
        key: 'like_rectangle',
        value: 4,
        feedback: 'Taki równoległobok nie ma żadnej osi symetrii (ma tylko środek symetrii).',
      },
    ],
  },
  {
    name: 'trapez równoramienny',
    axes: 1,
    level: 2,
    stepPrompt: 'Ile par boków równoległych ma trapez równoramienny (który nie jest prostokątem)?',
    stepValue: 1,
    stepHint: 'Trapez ma jedną parę boków równoległych: podstawy.',
    stepFact:
      'Trapez równoramienny ma 1 parę boków równoległych — podstawy. Oś symetrii przechodzi przez środki obu podstaw.',
    errors: [
      {
        key: 'like_rectangle',
        value: 2,
        feedback: 'Trapez równoramienny ma tylko jedną oś: prostą przez środki obu podstaw.',
      },
      { key: 'no_axes', value: 0, feedback: 'Trapez równoramienny ma oś symetrii: prostą przez środki obu podstaw.' },
    ],
  },
  {
    name: 'trapez prostokątny',
    axes: 0,
    level: 2,
    stepPrompt: 'Ile kątów prostych ma trapez prostokątny (który nie jest prostokątem)?',
    stepValue: 2,
    stepHint: 'Ramię prostopadłe do podstaw tworzy z nimi dwa kąty proste.',
    stepFact:
      'Trapez prostokątny ma 2 kąty proste, ale jego ramiona mają różne długości, więc żadna prosta nie dzieli go na dwie pokrywające się połówki.',
    errors: [
      {
        key: 'like_isosceles_trapezoid',
        value: 1,
        feedback: 'Oś symetrii ma trapez równoramienny. Trapez prostokątny nie ma żadnej osi symetrii.',
      },
      {
        key: 'like_rectangle',
        value: 2,
        feedback: 'Trapez prostokątny nie ma żadnej osi symetrii: ramiona mają różne długości.',
      },
    ],
  },
  ...[5, 6, 8, 10].map((n): ShapeAxes => ({
    name: `${{ 5: 'pięciokąt', 6: 'sześciokąt', 8: 'ośmiokąt', 10: 'dziesięciokąt' }[n]} foremny`,
    axes: n,
    level: 3,
    stepPrompt: `Ile wierzchołków ma ten wielokąt?`,
    stepValue: n,
    stepHint: `Wielokąt foremny o ${n} bokach ma ${n} wierzchołków.`,
    stepFact:
      n % 2 === 0
        ? `Ten wielokąt ma ${n} wierzchołków. Osie symetrii przechodzą przez pary przeciwległych wierzchołków (${n / 2}) i przez środki par przeciwległych boków (${n / 2}).`
        : `Ten wielokąt ma ${n} wierzchołków. Przez każdy wierzchołek przechodzi jedna oś — do środka przeciwległego boku.`,
    errors:
      n % 2 === 0
        ? [
            {
              key: 'only_vertex_axes',
              value: n / 2,
              feedback: `Policzono tylko osie przez przeciwległe wierzchołki (${n / 2}). Są jeszcze osie przez środki przeciwległych boków, razem ${n}.`,
            },
            {
              key: 'vertices_and_sides_added',
              value: 2 * n,
              feedback: `Każda oś przechodzi przez dwa wierzchołki albo przez środki dwóch boków, więc osi jest ${n}, a nie ${2 * n}.`,
            },
          ]
        : [
            {
              key: 'vertices_and_sides_added',
              value: 2 * n,
              feedback: `Każda oś przechodzi przez wierzchołek i środek przeciwległego boku. Osie przez wierzchołki i przez boki to te same proste: jest ich ${n}.`,
            },
            {
              key: 'only_one_axis',
              value: 1,
              feedback: `Oś pionowa to nie jedyna oś. Przez każdy wierzchołek przechodzi jedna oś, razem ${n}.`,
            },
          ],
  })),
];

/** "ma 3 osie symetrii" / "nie ma żadnej osi symetrii". */
function axesSentence(axes: number): string {
  if (axes === 0) return 'nie ma żadnej osi symetrii';
  if (axes === 1) return 'ma jedną oś symetrii';
  return `ma ${axes} ${axes < 5 ? 'osie' : 'osi'} symetrii`;
}

const symmetryAxes = defineTemplate({
  id: 'polygons_properties.symmetry-axes',
  title: 'Osie symetrii wielokątów',
  generate({ rng, level }) {
    const shape = rng.pick(SHAPES.filter((s) => s.level === level));
    const errs = shape.errors.filter(
      (e, i, all) => e.value !== shape.axes && all.findIndex((x) => x.value === e.value) === i,
    );
    return {
      type: 'numeric' as const,
      stem: `Ile osi symetrii ma ${shape.name}?`,
      answer: numberAnswer(shape.axes),
      answerHint: 'Wpisz liczbę osi.',
      steps: [
        step({
          prompt: shape.stepPrompt,
          ...expectNumber(shape.stepValue),
          hints: [
            'Oś symetrii to prosta, wzdłuż której można zgiąć figurę tak, by połówki się pokryły.',
            shape.stepHint,
            `Odpowiedź: ${shape.stepValue}.`,
          ],
        }),
        step({
          prompt: `Ile osi symetrii ma ${shape.name}?`,
          ...expectNumber(shape.axes),
          hints: [
            'Sprawdź proste przez wierzchołki i przez środki boków.',
            'Każdą oś policz tylko raz.',
            `Osi symetrii jest ${shape.axes}.`,
          ],
          errors: errs.map((e) => ({ code: e.key, patterns: [`^${e.value}$`], feedback: e.feedback })),
        }),
      ],
      commonErrors: errs.map((e) => numberError(e.key, e.value, e.feedback)),
      solution: `${shape.stepFact} ${shape.name[0]!.toUpperCase()}${shape.name.slice(1)}${shape.name.includes(', który') ? ',' : ''} ${axesSentence(shape.axes)}.${shape.axes < 2 ? ` Odpowiedź: ${shape.axes}.` : ''}`,
      params: { shape: shape.name },
    };
  },
});

/** Parallelogram corners (bottom-left, bottom-right, top-right, top-left) for an acute angle at A. */
const quadrilateralAngles = defineTemplate({
  id: 'polygons_properties.quadrilateral-angles',
  title: 'Kąty w czworokątach',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 1) {
        const alpha = rng.int(42, 85);
        const ans = 180 - alpha;
        const errors = [
          numberError(
            'opposite_as_adjacent',
            alpha,
            'Kąty leżące naprzeciw siebie są równe, ale kąt $\\beta$ leży przy tym samym boku co kąt dany. Takie kąty dają razem 180°.',
          ),
          numberError('sum_360', 360 - alpha, 'Kąty przy jednym boku równoległoboku dają razem 180°, a nie 360°.'),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `W równoległoboku jeden z kątów ma miarę $${degreesTex(alpha)}$. Oblicz miarę kąta $\\beta$ leżącego przy tym samym boku.`,
          figure: quadrilateralFigure(parallelogramPoints(alpha), [`${alpha}°`, 'β', '', '']),
          answer: numberAnswer(ans),
          answerHint: DEG_HINT,
          unitLabel: '°',
          steps: [
            step({
              prompt: 'Ile stopni mają razem dwa kąty równoległoboku leżące przy tym samym boku?',
              ...expectNumber(180),
              hints: [
                'Suma wszystkich kątów czworokąta to 360°.',
                'Równoległobok ma dwie pary równych kątów, więc dwa sąsiednie kąty to połowa z 360°.',
                'Razem mają 180°.',
              ],
              errors: [{ code: 'sum_360', patterns: ['^360$'], feedback: 'To suma wszystkich czterech kątów.' }],
            }),
            step({
              prompt: 'Oblicz $\\beta$.',
              ...expectNumber(ans),
              hints: [
                'Od 180° odejmij dany kąt.',
                `$180^\\circ - ${degreesTex(alpha)}$`,
                `$\\beta = ${degreesTex(ans)}$`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `Kąty przy jednym boku równoległoboku dają razem $180^\\circ$, więc $\\beta = 180^\\circ - ${degreesTex(alpha)} = ${degreesTex(ans)}$.`,
          params: { alpha },
        };
      }
      if (level === 2) {
        // At most 110° apart: a flatter parallelogram leaves no room for the angle labels.
        const d = rng.int(2, 11) * 10;
        const small = (180 - d) / 2;
        const big = small + d;
        const askBig = rng.chance(0.5);
        const ans = askBig ? big : small;
        const errors = [
          numberError(
            'not_halved',
            180 - d,
            'Po odjęciu różnicy zostają dwa równe kąty. Trzeba jeszcze podzielić przez 2.',
          ),
          numberError(
            'sum_360',
            askBig ? (360 - d) / 2 + d : (360 - d) / 2,
            'Dwa sąsiednie kąty równoległoboku dają razem 180°, a nie 360°.',
          ),
          numberError(
            askBig ? 'gave_smaller_angle' : 'gave_larger_angle',
            askBig ? small : big,
            askBig ? 'To mniejszy kąt. Pytanie dotyczy większego.' : 'To większy kąt. Pytanie dotyczy mniejszego.',
          ),
        ];
        if (small < 20 || !distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `W równoległoboku jeden kąt jest o $${degreesTex(d)}$ większy od drugiego. Oblicz miarę ${askBig ? 'większego' : 'mniejszego'} kąta tego równoległoboku.`,
          figure: quadrilateralFigure(parallelogramPoints(small), ['α', `α + ${d}°`, '', '']),
          answer: numberAnswer(ans),
          answerHint: DEG_HINT,
          unitLabel: '°',
          steps: [
            step({
              prompt: 'Ile stopni mają razem dwa sąsiednie kąty równoległoboku?',
              ...expectNumber(180),
              hints: [
                'Kąty przy jednym boku równoległoboku dają razem 180°.',
                'To połowa sumy kątów czworokąta.',
                'Razem mają 180°.',
              ],
            }),
            step({
              prompt: 'Oblicz mniejszy kąt.',
              ...expectNumber(small),
              hints: [
                'Odejmij różnicę i podziel przez 2.',
                `$(180^\\circ - ${degreesTex(d)}) : 2$`,
                `$(180^\\circ - ${degreesTex(d)}) : 2 = ${degreesTex(small)}$`,
              ],
              errors: [{ code: 'not_halved', patterns: [`^${180 - d}$`], feedback: 'Podziel jeszcze przez 2.' }],
            }),
            ...(askBig
              ? [
                  step({
                    prompt: 'Oblicz większy kąt.',
                    ...expectNumber(big),
                    hints: [
                      'Dodaj różnicę do mniejszego kąta.',
                      `$${degreesTex(small)} + ${degreesTex(d)}$`,
                      `$${degreesTex(big)}$`,
                    ],
                  }),
                ]
              : []),
          ],
          commonErrors: errors,
          solution: `Sąsiednie kąty dają $180^\\circ$: $\\alpha + \\alpha + ${degreesTex(d)} = 180^\\circ$, więc $\\alpha = ${degreesTex(small)}$, a większy kąt ma $${degreesTex(big)}$.`,
          params: { d, askBig },
        };
      }
      const a = rng.int(50, 130);
      const b = rng.int(50, 130);
      const c = rng.int(50, 130);
      const dAngle = 360 - a - b - c;
      if (dAngle < 40 || dAngle > 150) return null;
      const errors = [
        numberError(
          'forgot_an_angle',
          360 - a - b,
          `Od 360° trzeba odjąć wszystkie trzy znane kąty, także $${degreesTex(c)}$.`,
        ),
        numberError('sum_of_three', a + b + c, 'To suma trzech znanych kątów. Odejmij ją od 360°.'),
      ];
      if (!distinct(dAngle, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Trzy kąty czworokąta mają miary $${degreesTex(a)}$, $${degreesTex(b)}$ i $${degreesTex(c)}$. Oblicz miarę czwartego kąta.`,
        figure: quadrilateralFigure(quadrilateralFromAngles(a, b, c, dAngle), [`${a}°`, `${b}°`, `${c}°`, '?']),
        answer: numberAnswer(dAngle),
        answerHint: DEG_HINT,
        unitLabel: '°',
        steps: [
          step({
            prompt: 'Ile wynosi suma kątów w czworokącie?',
            ...expectNumber(360),
            hints: [
              'Czworokąt można podzielić przekątną na dwa trójkąty.',
              'Każdy trójkąt ma sumę kątów 180°.',
              'Suma kątów czworokąta to 360°.',
            ],
            errors: [{ code: 'triangle_sum', patterns: ['^180$'], feedback: '180° to suma kątów trójkąta.' }],
          }),
          step({
            prompt: 'Ile wynosi suma trzech znanych kątów?',
            ...expectNumber(a + b + c),
            hints: ['Dodaj trzy miary.', `$${a} + ${b} + ${c}$`, `$${degreesTex(a + b + c)}$`],
          }),
          step({
            prompt: 'Oblicz czwarty kąt.',
            ...expectNumber(dAngle),
            hints: [
              'Od 360° odejmij sumę znanych kątów.',
              `$360^\\circ - ${degreesTex(a + b + c)}$`,
              `$${degreesTex(dAngle)}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$360^\\circ - (${degreesTex(a)} + ${degreesTex(b)} + ${degreesTex(c)}) = 360^\\circ - ${degreesTex(a + b + c)} = ${degreesTex(dAngle)}$`,
        params: { a, b, c },
      };
    });
  },
});

export const polygonsPropertiesTemplates: readonly QuestionTemplate[] = [
  triangleAngles,
  quadrilateralAngles,
  symmetryAxes,
];
