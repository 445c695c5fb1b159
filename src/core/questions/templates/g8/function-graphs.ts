/**
 * Reading a function from its graph (grade 8, before the liceum's formal function concept): a
 * value, an argument, zeros, where the function increases, where it is positive, its set of
 * values. Graphs are broken lines through integer points with non-horizontal pieces, so every
 * reading is exact.
 */
import { type Rational, rat, eq, cmp } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { numberAnswer, typed } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromErrors } from '../../kit/mcq.ts';
import { numberPattern, numberStep, step } from '../../kit/steps.ts';
import { texValue } from '../../kit/format.ts';
import { brokenLineGraphFigure } from '../../chart-figures.ts';
import type { CommonError, McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

type Vertex = readonly [number, number];

/** f(x) on the broken line (x inside the domain), exact. */
function valueAt(v: readonly Vertex[], x: Rational): Rational {
  for (let i = 0; i + 1 < v.length; i++) {
    const [x0, y0] = v[i]!;
    const [x1, y1] = v[i + 1]!;
    if (cmp(x, rat(x0)) >= 0 && cmp(x, rat(x1)) <= 0) {
      // y0 + (x − x0)(y1 − y0)/(x1 − x0)
      return rat(y0 * x.d * (x1 - x0) + (x.n - x0 * x.d) * (y1 - y0), x.d * (x1 - x0));
    }
  }
  throw new Error('valueAt: x outside the domain');
}

/** All x with f(x) = c, in increasing order (pieces are never horizontal, so there are finitely many). */
function solve(v: readonly Vertex[], c: number): Rational[] {
  const out: Rational[] = [];
  for (let i = 0; i + 1 < v.length; i++) {
    const [x0, y0] = v[i]!;
    const [x1, y1] = v[i + 1]!;
    if ((y0 - c) * (y1 - c) > 0) continue;
    const x = rat(x0 * (y1 - y0) + (c - y0) * (x1 - x0), y1 - y0);
    if (!out.some((o) => eq(o, x))) out.push(x);
  }
  return out;
}

/**
 * Vertices for a pattern of monotone pieces ('up' / 'down'), each piece one segment 2–4 units
 * long, y in [−4, 4]; the domain starts between −6 and −3.
 */
function drawShape(rng: Rng, pattern: readonly ('up' | 'down')[]): Vertex[] {
  return redraw(() => {
    const v: [number, number][] = [[rng.int(-6, -3), rng.int(-4, 4)]];
    for (const dir of pattern) {
      const [x, y] = v[v.length - 1]!;
      const ny = dir === 'up' ? rng.int(y + 1, 4) : rng.int(-4, y - 1);
      if (ny < -4 || ny > 4 || (dir === 'up' ? ny <= y : ny >= y)) return null;
      v.push([x + rng.int(2, 4), ny]);
    }
    const last = v[v.length - 1]![0];
    return last >= 2 && last <= 7 ? v : null;
  });
}

const graphAria = (v: readonly Vertex[]): string =>
  `Wykres funkcji f: łamana o wierzchołkach ${v.map(([x, y]) => `(${x}; ${y})`).join(', ')}`.replace(/-/g, '\u2212');

const DOMAIN_NOTE = 'Końce wykresu należą do wykresu.';
const ptTex = (x: Rational | number, y: Rational | number): string =>
  `(${typeof x === 'number' ? x : texValue(x)};\\ ${typeof y === 'number' ? y : texValue(y)})`;

/** Value at x, the argument for a value, the zeros. */
const readValues = defineTemplate({
  id: 'function_graphs.read-values',
  title: 'Wartość, argument i miejsca zerowe z wykresu',
  generate({ rng, level }): GeneratedBody {
    const pattern = rng.pick([
      ['up', 'down'],
      ['down', 'up'],
      ['up', 'down', 'up'],
      ['down', 'up', 'down'],
    ] as const);
    if (level === 1) {
      const d = redraw(() => {
        const v = drawShape(rng, pattern);
        const a = rng.int(v[0]![0], v[v.length - 1]![0]);
        const fa = valueAt(v, rat(a));
        if (fa.d !== 1 || a === 0 || a === fa.n) return null;
        return { v, a, fa };
      });
      const { v, a, fa } = d;
      const swapped = solve(v, a);
      const mistakes: NumericMistake[] = [
        ...(swapped.length === 1 && swapped[0]!.d === 1
          ? [
              {
                key: 'axes_swapped',
                value: swapped[0]!,
                feedback: `To argument, dla którego wartość jest równa $${a}$. Szukamy wartości dla argumentu $${a}$: idź od osi $x$ pionowo do wykresu.`,
              },
            ]
          : []),
        { key: 'argument_as_value', value: rat(a), feedback: 'To argument. Wartość funkcji odczytaj na osi $y$.' },
        ...(fa.n !== 0
          ? [
              {
                key: 'sign_lost',
                value: rat(-fa.n),
                feedback: 'Sprawdź znak: czy punkt wykresu leży nad osią $x$, czy pod nią?',
              },
            ]
          : []),
      ];
      return {
        type: 'numeric',
        stem: `Na rysunku przedstawiono wykres funkcji $f$. ${DOMAIN_NOTE} Odczytaj z wykresu wartość $f(${a})$.`,
        figure: brokenLineGraphFigure(v, graphAria(v)),
        answer: numberAnswer(fa),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: `Ile wynosi $f(${a})$?`,
            value: fa,
            hints: [
              `Znajdź na osi $x$ liczbę $${a}$.`,
              'Idź pionowo do wykresu, a potem poziomo do osi $y$.',
              `Wykres przechodzi przez punkt $${ptTex(a, fa)}$, więc $f(${a}) = ${fa.n}$.`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(fa, mistakes),
        solution: `Wykres przechodzi przez punkt $${ptTex(a, fa)}$, więc $f(${a}) = ${fa.n}$.`,
        params: { v: JSON.stringify(v), a },
      };
    }
    if (level === 2) {
      const d = redraw(() => {
        const v = drawShape(rng, pattern);
        const c = rng.int(-4, 4);
        const xs = solve(v, c);
        if (xs.length !== 1 || xs[0]!.d !== 1 || c === 0 || xs[0]!.n === c) return null;
        return { v, c, x: xs[0]! };
      });
      const { v, c, x } = d;
      const fc = c >= v[0]![0] && c <= v[v.length - 1]![0] ? valueAt(v, rat(c)) : null;
      const mistakes: NumericMistake[] = [
        ...(fc && fc.d === 1
          ? [
              {
                key: 'axes_swapped',
                value: fc,
                feedback: `To wartość funkcji dla argumentu $${c}$. Szukamy argumentu, dla którego wartość wynosi $${c}$: idź od osi $y$ poziomo do wykresu.`,
              },
            ]
          : []),
        {
          key: 'value_as_argument',
          value: rat(c),
          feedback: `$${c}$ to wartość funkcji. Argument odczytaj na osi $x$.`,
        },
        ...(x.n !== 0
          ? [
              {
                key: 'sign_lost',
                value: rat(-x.n),
                feedback: 'Sprawdź znak: czy punkt wykresu leży na prawo, czy na lewo od osi $y$?',
              },
            ]
          : []),
      ];
      return {
        type: 'numeric',
        stem: `Na rysunku przedstawiono wykres funkcji $f$. ${DOMAIN_NOTE} Dla jakiego argumentu $x$ funkcja $f$ przyjmuje wartość $${c}$?`,
        figure: brokenLineGraphFigure(v, graphAria(v)),
        answer: numberAnswer(x),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: `Dla jakiego $x$ jest $f(x) = ${c}$?`,
            value: x,
            hints: [
              `Znajdź na osi $y$ liczbę $${c}$.`,
              'Idź poziomo do wykresu, a potem pionowo do osi $x$.',
              `Wykres przechodzi przez punkt $${ptTex(x, c)}$, więc $x = ${x.n}$.`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(x, mistakes),
        solution: `Prosta $y = ${c}$ przecina wykres tylko w punkcie $${ptTex(x, c)}$, więc $f(x) = ${c}$ dla $x = ${x.n}$.`,
        params: { v: JSON.stringify(v), c },
      };
    }
    const d = redraw(() => {
      const v = drawShape(rng, pattern);
      const zeros = solve(v, 0);
      if (zeros.length < 2 || zeros.some((z) => z.d !== 1)) return null;
      const f0 = v[0]![0] <= 0 && v[v.length - 1]![0] >= 0 ? valueAt(v, rat(0)) : null;
      return f0 && f0.n !== 0 && f0.d === 1 ? { v, zeros, f0 } : null;
    });
    const { v, zeros, f0 } = d;
    const list = zeros.map((z) => z.n);
    const commonErrors: CommonError[] = [
      {
        key: 'y_intercept',
        wrong: { kind: 'numbers', values: [rat(0), f0, ...zeros.slice(2)] },
        feedback: `Punkt $${ptTex(0, f0)}$ to przecięcie wykresu z osią $y$. Miejsca zerowe to argumenty, dla których wykres przecina oś $x$.`,
      },
    ];
    return {
      type: 'numeric',
      stem: `Na rysunku przedstawiono wykres funkcji $f$. ${DOMAIN_NOTE} Podaj wszystkie miejsca zerowe funkcji $f$ (oddziel je średnikiem).`,
      figure: brokenLineGraphFigure(v, graphAria(v)),
      answer: { kind: 'numbers', values: zeros, ordered: false },
      answerHint: 'Wpisz liczby oddzielone średnikiem.',
      steps: [
        step({
          prompt: 'W ilu punktach wykres przecina oś $x$ lub ją dotyka?',
          expected: String(zeros.length),
          patterns: [numberPattern(zeros.length)],
          hints: [
            'Miejsce zerowe to argument $x$, dla którego $f(x) = 0$.',
            'Policz punkty wykresu leżące na osi $x$.',
            `Takich punktów jest ${zeros.length}.`,
          ],
        }),
        step({
          prompt: 'Podaj miejsca zerowe (oddziel je średnikiem).',
          expected: list.map((z) => typed(z)).join('; '),
          patterns: [`^${list.map((z) => numberPattern(z).slice(1, -1)).join(' ?; ?')}$`],
          hints: [
            'Odczytaj pierwsze współrzędne punktów wspólnych wykresu i osi $x$.',
            'Sprawdź znaki: punkty na lewo od osi $y$ mają ujemne $x$.',
            `Miejsca zerowe: $${list.join(';\\ ')}$.`,
          ],
        }),
      ],
      commonErrors,
      solution: `Wykres przecina oś $x$ w ${zeros.length === 1 ? '1 punkcie' : `${zeros.length} punktach`}: ${zeros.map((z) => `$${ptTex(z, 0)}$`).join(', ')}, więc miejsca zerowe to $${list.join(';\\ ')}$.`,
      params: { v: JSON.stringify(v) },
    };
  },
});

const closed = (a: number | Rational, b: number | Rational): string =>
  `$\\langle ${typeof a === 'number' ? a : texValue(a)};\\ ${typeof b === 'number' ? b : texValue(b)} \\rangle$`;
const open = (a: number | Rational, b: number | Rational): string =>
  `$(${typeof a === 'number' ? a : texValue(a)};\\ ${typeof b === 'number' ? b : texValue(b)})$`;

interface IntervalItem {
  sentence: string;
  correct: string;
  distractors: McqOption[];
  feedback: Record<string, string>;
  hints: readonly [string, string, string];
  solution: string;
}

/** Where the function increases (one increasing piece). */
function increasingItem(rng: Rng): { v: Vertex[]; item: IntervalItem } {
  const v = drawShape(
    rng,
    rng.pick([
      ['down', 'up'],
      ['up', 'down'],
      ['down', 'up', 'down'],
    ] as const),
  );
  const i = v.findIndex((p, k) => k + 1 < v.length && v[k + 1]![1] > p[1]);
  const [a, fa] = v[i]!;
  const [b, fb] = v[i + 1]!;
  const j = v.findIndex((p, k) => k + 1 < v.length && v[k + 1]![1] < p[1]);
  const [c, d] = [v[j]![0], v[j + 1]![0]];
  return {
    v,
    item: {
      sentence: 'Funkcja $f$ jest rosnąca w przedziale',
      correct: closed(a, b),
      distractors: [
        { text: closed(c, d), errorKey: 'decreasing_chosen' },
        { text: closed(fa, fb), errorKey: 'values_not_arguments' },
        { text: closed(v[0]![0], v[v.length - 1]![0]), errorKey: 'whole_domain' },
      ],
      feedback: {
        decreasing_chosen:
          'W tym przedziale wykres opada — funkcja jest malejąca. Rosnąca jest tam, gdzie wykres idzie w górę (patrząc od lewej do prawej).',
        values_not_arguments:
          'To przedział wartości na osi $y$. Przedziały monotoniczności podaje się dla argumentów — na osi $x$.',
        whole_domain: 'Na całej dziedzinie funkcja nie jest rosnąca: jej wykres miejscami opada.',
      },
      hints: [
        'Patrz na wykres od lewej do prawej.',
        'Funkcja jest rosnąca tam, gdzie wykres idzie w górę.',
        `Wykres idzie w górę od punktu $${ptTex(a, fa)}$ do punktu $${ptTex(b, fb)}$.`,
      ],
      solution: `Wykres idzie w górę od punktu $${ptTex(a, fa)}$ do $${ptTex(b, fb)}$, więc $f$ jest rosnąca w przedziale ${closed(a, b)}.`,
    },
  };
}

/** Where the function is positive (one hump above the axis). */
function positiveItem(rng: Rng): { v: Vertex[]; item: IntervalItem } | null {
  const v = drawShape(
    rng,
    rng.pick([
      ['up', 'down'],
      ['down', 'up', 'down'],
      ['up', 'down', 'up'],
    ] as const),
  );
  // The cheap test first: most graphs drawn fail it, and then their zeros are not needed.
  if (v[0]![1] >= 0 || v[v.length - 1]![1] >= 0) return null;
  const zeros = solve(v, 0);
  if (zeros.length !== 2 || zeros.some((z) => z.d !== 1)) return null;
  const [z1, z2] = [zeros[0]!.n, zeros[1]!.n];
  const mid = valueAt(v, rat(z1 + z2, 2));
  if (mid.n <= 0) return null;
  const top = Math.max(...v.map((p) => p[1]));
  return {
    v,
    item: {
      sentence: 'Funkcja $f$ przyjmuje wartości dodatnie wtedy i tylko wtedy, gdy $x$ należy do przedziału',
      correct: open(z1, z2),
      distractors: [
        { text: closed(z1, z2), errorKey: 'zeros_included' },
        { text: `$(0;\\ ${top} \\rangle$`, errorKey: 'values_not_arguments' },
        { text: closed(v[0]![0], z1), errorKey: 'negative_part' },
      ],
      feedback: {
        zeros_included: `W punktach $x = ${z1}$ i $x = ${z2}$ wartość funkcji jest równa 0, a 0 nie jest liczbą dodatnią — końce przedziału nie należą do niego.`,
        values_not_arguments: 'To przedział wartości na osi $y$. Pytanie dotyczy argumentów — odczytaj je na osi $x$.',
        negative_part: 'Tam wykres leży pod osią $x$ — wartości są ujemne.',
      },
      hints: [
        'Wartości dodatnie: wykres leży nad osią $x$.',
        `Wykres przecina oś $x$ w punktach $x = ${z1}$ i $x = ${z2}$.`,
        `Nad osią $x$ wykres leży dla $x$ między $${z1}$ a $${z2}$ (bez końców).`,
      ],
      solution: `Wykres leży nad osią $x$ dokładnie między miejscami zerowymi $${z1}$ i $${z2}$; w nich $f(x) = 0$, więc $f(x) > 0$ dla $x \\in ${open(z1, z2).slice(1, -1)}$.`,
    },
  };
}

/** The set of values (closed: the end points belong to the graph). */
function rangeItem(rng: Rng): { v: Vertex[]; item: IntervalItem } | null {
  const v = drawShape(
    rng,
    rng.pick([
      ['up', 'down'],
      ['down', 'up'],
      ['up', 'down', 'up'],
      ['down', 'up', 'down'],
    ] as const),
  );
  const ys = v.map((p) => p[1]);
  const [lo, hi] = [Math.min(...ys), Math.max(...ys)];
  const [x0, xn] = [v[0]![0], v[v.length - 1]![0]];
  const [f0, fn] = [v[0]![1], v[v.length - 1]![1]];
  const ends = closed(Math.min(f0, fn), Math.max(f0, fn));
  const correct = closed(lo, hi);
  if (ends === correct || (x0 === lo && xn === hi)) return null;
  return {
    v,
    item: {
      sentence: 'Zbiorem wartości funkcji $f$ jest przedział',
      correct,
      distractors: [
        { text: closed(x0, xn), errorKey: 'domain_not_range' },
        { text: ends, errorKey: 'endpoint_values' },
        { text: open(lo, hi), errorKey: 'open_ends' },
      ],
      feedback: {
        domain_not_range: 'To dziedzina — przedział na osi $x$. Zbiór wartości odczytuje się na osi $y$.',
        endpoint_values:
          'To wartości na końcach wykresu. Najmniejsza i największa wartość mogą być w środku dziedziny.',
        open_ends: `Wartości $${lo}$ i $${hi}$ są przyjmowane (w punktach wykresu), więc końce przedziału do niego należą.`,
      },
      hints: [
        'Zbiór wartości odczytuje się na osi $y$.',
        'Znajdź najniższy i najwyższy punkt wykresu.',
        `Najniższy punkt ma $y = ${lo}$, najwyższy $y = ${hi}$.`,
      ],
      solution: `Najmniejsza wartość funkcji to $${lo}$, największa $${hi}$, a wykres jest ciągły, więc zbiorem wartości jest ${correct}.`,
    },
  };
}

/** E8 „dokończ zdanie”: an interval read off the graph. */
const intervals = defineTemplate({
  id: 'function_graphs.intervals',
  title: 'Monotoniczność, znak i zbiór wartości z wykresu',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const { v, item } = redraw(() => {
      const r = level === 1 ? increasingItem(rng) : level === 2 ? positiveItem(rng) : rangeItem(rng);
      if (!r) return null;
      const texts = [r.item.correct, ...r.item.distractors.map((o) => o.text)];
      return new Set(texts).size === 4 ? r : null;
      // About 1 draw in 90 makes a level-2 graph (one hump, integer zeros, both ends below the
      // axis): 500 tries failed for 1 seed in 270, and a mock exam holding it could not start.
    }, 5000);
    const { options, answer } = mcqFromErrors(rng, item.correct, item.distractors);
    const commonErrors = item.distractors.map((o) => textError(o.errorKey!, o.text, item.feedback[o.errorKey!]!));
    const letter = 'ABCD'[answer.index]!;
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\nNa rysunku przedstawiono wykres funkcji $f$. ${DOMAIN_NOTE}\n\n${item.sentence}`,
      figure: brokenLineGraphFigure(v, graphAria(v)),
      options,
      answer,
      steps: [
        step({
          prompt: 'Którą odpowiedź wybierasz? Wpisz literę A, B, C albo D.',
          expected: letter,
          patterns: [`^${letter.toLowerCase()}$`],
          hints: item.hints,
        }),
      ],
      commonErrors,
      solution: `${item.solution} Poprawna odpowiedź: ${letter}.`,
      params: { v: JSON.stringify(v) },
    };
  },
});

export const functionGraphsTemplates: readonly QuestionTemplate[] = [readValues, intervals];
