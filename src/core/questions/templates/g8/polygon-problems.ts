import { type Rational, rat, mul, div } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { type NounForms, pluralForm } from '../../../text/plural.ts';
import { RIGHT_TRIANGLES, numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { qty, texValue, degreesTex } from '../../kit/format.ts';
import {
  type Pt,
  centroid,
  svgDoc,
  svgLine,
  svgPolygon,
  svgRightAngle,
  svgSideLabel,
  svgText,
  svgVertexLabel,
} from '../../figures.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

const EQUAL_ANGLES: NounForms = { one: 'równy kąt', few: 'równe kąty', many: 'równych kątów' };

const NAMES: Record<number, string> = {
  5: 'pięciokąta',
  6: 'sześciokąta',
  7: 'siedmiokąta',
  8: 'ośmiokąta',
  9: 'dziewięciokąta',
  10: 'dziesięciokąta',
  11: 'jedenastokąta',
  12: 'dwunastokąta',
  14: 'czternastokąta',
  15: 'piętnastokąta',
  16: 'szesnastokąta',
  18: 'osiemnastokąta',
  20: 'dwudziestokąta',
  24: 'dwudziestoczterokąta',
  30: 'trzydziestokąta',
  36: 'trzydziestosześciokąta',
  40: 'czterdziestokąta',
};

interface AngleTask {
  stem: string;
  answer: Rational;
  mistakes: NumericMistake[];
  steps: ReturnType<typeof numberStep>[];
  solution: string;
  params: Record<string, number>;
}

/** Angles of (regular) polygons: angle sum (1), interior angle (2), number of sides (3). */
function drawAngleTask(rng: Rng, level: 1 | 2 | 3): AngleTask {
  if (level === 1) {
    const n = rng.pick([5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 18, 20]);
    const sumAngles = (n - 2) * 180;
    const mistakes: NumericMistake[] = [
      {
        key: 'n_times_180',
        value: rat(n * 180),
        feedback: `Wielokąt o ${n} bokach dzieli się przekątnymi z jednego wierzchołka na ${n - 2} ${pluralForm(n - 2, { one: 'trójkąt', few: 'trójkąty', many: 'trójkątów' })}, a nie na ${n}.`,
      },
      {
        key: 'exterior_sum',
        value: rat(360),
        feedback:
          'Suma $360^\\circ$ to suma kątów zewnętrznych (albo kątów czworokąta). Suma kątów wewnętrznych wielokąta to $(n-2) \\cdot 180^\\circ$.',
      },
      {
        key: 'n_minus_one',
        value: rat((n - 1) * 180),
        feedback: 'Z jednego wierzchołka prowadzimy przekątne, które dzielą wielokąt na $n - 2$ trójkąty.',
      },
    ];
    return {
      stem: `Oblicz sumę miar kątów wewnętrznych ${NAMES[n]}.`,
      answer: rat(sumAngles),
      mistakes,
      steps: [
        numberStep({
          prompt: `Przekątne ${NAMES[n]} poprowadzone z jednego wierzchołka dzielą go na trójkąty. Ile jest tych trójkątów?`,
          value: rat(n - 2),
          hints: [
            'Narysuj wielokąt i poprowadź przekątne z jednego wierzchołka.',
            'Liczba trójkątów to $n - 2$.',
            `$${n} - 2 = ${n - 2}$`,
          ],
          errors: [{ code: 'n_times_180', value: rat(n), feedback: 'Trójkątów jest o 2 mniej niż boków.' }],
        }),
        numberStep({
          prompt: 'Ile wynosi suma miar kątów wewnętrznych?',
          value: rat(sumAngles),
          hints: [
            'Suma kątów każdego trójkąta to $180^\\circ$.',
            `$${n - 2} \\cdot 180^\\circ$`,
            `$${degreesTex(sumAngles)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      solution: `$(${n} - 2) \\cdot 180^\\circ = ${n - 2} \\cdot 180^\\circ = ${degreesTex(sumAngles)}$`,
      params: { n },
    };
  }
  if (level === 2) {
    // Whole-degree angles: 360 is divisible by n.
    const n = rng.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40]);
    const sumAngles = (n - 2) * 180;
    const angle = rat(sumAngles, n);
    const mistakes: NumericMistake[] = [
      {
        key: 'sum_not_divided',
        value: rat(sumAngles),
        feedback: `To suma wszystkich kątów. Wielokąt foremny ma ${qty(n, EQUAL_ANGLES)}, więc podziel ją przez ${n}.`,
      },
      {
        key: 'exterior_angle',
        value: rat(360, n),
        feedback: 'To kąt zewnętrzny ($360^\\circ : n$). Kąt wewnętrzny to $180^\\circ$ minus kąt zewnętrzny.',
      },
      {
        key: 'n_times_180',
        value: rat(180),
        feedback: 'Suma kątów wielokąta to $(n-2) \\cdot 180^\\circ$, a nie $n \\cdot 180^\\circ$.',
      },
    ];
    return {
      stem: `Oblicz miarę kąta wewnętrznego ${NAMES[n]} foremnego.`,
      answer: angle,
      mistakes,
      steps: [
        numberStep({
          prompt: 'Ile wynosi suma miar kątów wewnętrznych tego wielokąta?',
          value: rat(sumAngles),
          hints: [
            'Suma kątów wewnętrznych $n$-kąta to $(n-2) \\cdot 180^\\circ$.',
            `$(${n} - 2) \\cdot 180^\\circ$`,
            `$${degreesTex(sumAngles)}$`,
          ],
        }),
        numberStep({
          prompt: 'Ile wynosi miara jednego kąta?',
          value: angle,
          hints: [
            'W wielokącie foremnym wszystkie kąty są równe.',
            `$${sumAngles}^\\circ : ${n}$`,
            `$${degreesTex(angle)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      solution: `$(${n} - 2) \\cdot 180^\\circ : ${n} = ${sumAngles}^\\circ : ${n} = ${degreesTex(angle)}$`,
      params: { n },
    };
  }
  const n = rng.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40]);
  const angle = rat((n - 2) * 180, n);
  const ext = rat(360, n);
  const mistakes: NumericMistake[] = [
    {
      key: 'divided_180',
      value: div(rat(180), ext),
      feedback: 'Suma kątów zewnętrznych wielokąta to $360^\\circ$, a nie $180^\\circ$.',
    },
    {
      key: 'angle_as_exterior',
      value: div(rat(360), angle),
      feedback:
        'Podzielono $360^\\circ$ przez kąt wewnętrzny. Dzielimy przez kąt zewnętrzny: $180^\\circ$ minus kąt wewnętrzny.',
    },
    {
      key: 'angle_not_count',
      value: ext,
      feedback:
        'To miara kąta zewnętrznego, a pytanie dotyczy liczby boków: podziel $360^\\circ$ przez kąt zewnętrzny.',
    },
  ];
  return {
    stem: `Kąt wewnętrzny wielokąta foremnego ma miarę $${degreesTex(angle)}$. Ile boków ma ten wielokąt?`,
    answer: rat(n),
    mistakes,
    steps: [
      numberStep({
        prompt: 'Ile wynosi miara kąta zewnętrznego tego wielokąta?',
        value: ext,
        hints: [
          'Kąt wewnętrzny i zewnętrzny przy tym samym wierzchołku są przyległe.',
          `$180^\\circ - ${degreesTex(angle)}$`,
          `$${degreesTex(ext)}$`,
        ],
      }),
      numberStep({
        prompt: 'Ile boków ma wielokąt?',
        value: rat(n),
        hints: [
          'Suma kątów zewnętrznych każdego wielokąta wypukłego to $360^\\circ$.',
          `$360^\\circ : ${degreesTex(ext)}$`,
          `$n = ${n}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    solution: `Kąt zewnętrzny: $180^\\circ - ${degreesTex(angle)} = ${degreesTex(ext)}$, liczba boków: $360^\\circ : ${degreesTex(ext)} = ${n}$.`,
    params: { n },
  };
}

const polygonAngles = defineTemplate({
  id: 'polygon_problems.regular-angles',
  title: 'Kąty wielokątów foremnych',
  generate({ rng, level }): GeneratedBody {
    const t = redraw(() => {
      const cand = drawAngleTask(rng, level);
      return mistakesDistinct(cand.answer, cand.mistakes) ? cand : null;
    });
    return {
      type: 'numeric',
      stem: t.stem,
      answer: numberAnswer(t.answer, level === 3 ? {} : { unit: { accepted: ['°'], required: false } }),
      answerHint: level === 3 ? 'Wpisz liczbę boków.' : 'Wpisz miarę kąta w stopniach.',
      ...(level === 3 ? {} : { unitLabel: '°' }),
      steps: t.steps,
      commonErrors: numberErrors(t.answer, t.mistakes),
      solution: t.solution,
      params: t.params,
    };
  },
});

/** E8 closed task built on the same angle facts. */
const polygonAnglesE8 = defineTemplate({
  id: 'polygon_problems.e8-regular-angles',
  title: 'Kąty wielokątów foremnych (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const t = redraw(() => {
      const cand = drawAngleTask(rng, level);
      const texts = new Set([cand.answer, ...cand.mistakes.map((mk) => mk.value)].map(texValue));
      return texts.size >= 4 && mistakesDistinct(cand.answer, cand.mistakes) ? cand : null;
    });
    const isCount = level === 3;
    const fmt = (r: Rational): string => (isCount ? `$${texValue(r)}$` : `$${degreesTex(r)}$`);
    const { options, answer, commonErrors } = mcqFromMistakes(rng, t.answer, t.mistakes, fmt);
    // Turn the question into the start of a sentence, as in the exam.
    const sentence = t.stem
      .replace(/^Oblicz sumę miar kątów wewnętrznych (.*)\.$/, 'Suma miar kątów wewnętrznych $1 jest równa')
      .replace(/^Oblicz miarę kąta wewnętrznego (.*)\.$/, 'Kąt wewnętrzny $1 ma miarę')
      .replace(/Ile boków ma ten wielokąt\?$/, 'Liczba boków tego wielokąta jest równa');
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\n${sentence}`,
      options,
      answer,
      steps: t.steps,
      commonErrors,
      solution: t.solution,
      params: t.params,
    };
  },
});

/** Rhombus drawn with its diagonals, half-diagonal labels on the diagonals. */
function rhombusFigure(e: number, f: number, labelE: string, labelF: string): string {
  const scale = 240 / Math.max(e, f);
  const w = e * scale;
  const h = f * scale;
  const pad = 30;
  const O = { x: pad + w / 2, y: pad + h / 2 };
  const A = { x: pad, y: O.y };
  const C = { x: pad + w, y: O.y };
  const B = { x: O.x, y: pad };
  const D = { x: O.x, y: pad + h };
  let body = svgPolygon([A, B, C, D]);
  body += svgLine(A, C, { dashed: true }) + svgLine(B, D, { dashed: true });
  body += svgRightAngle(O, C, B, 9);
  body +=
    svgText({ x: (A.x + O.x) / 2, y: O.y + 14 }, labelE) +
    svgText({ x: O.x + 8, y: (D.y + O.y) / 2 }, labelF, { anchor: 'start' });
  const center = O;
  for (const [p, l] of [
    [A, 'A'],
    [B, 'B'],
    [C, 'C'],
    [D, 'D'],
  ] as [Pt, string][])
    body += svgVertexLabel(p, center, l);
  return svgDoc(w + 2 * pad, h + 2 * pad, body, 'Romb ABCD z przekątnymi');
}

/** Isosceles trapezoid with bases, legs and the dashed height. */
function trapezoidFigure(
  a: number,
  b: number,
  h: number,
  labels: { a: string; b: string; c: string; h: string },
): string {
  const scale = Math.min(250 / a, 170 / h);
  const pad = 30;
  const A = { x: pad, y: pad + h * scale };
  const B = { x: pad + a * scale, y: A.y };
  const off = ((a - b) / 2) * scale;
  const D = { x: pad + off, y: pad };
  const C = { x: pad + off + b * scale, y: pad };
  const center = centroid([A, B, C, D]);
  let body = svgPolygon([A, B, C, D]);
  const foot = { x: D.x, y: A.y };
  body += svgLine(D, foot, { dashed: true }) + svgRightAngle(foot, B, D, 9);
  body +=
    svgSideLabel(A, B, center, labels.a) +
    svgSideLabel(D, C, center, labels.b) +
    svgSideLabel(B, C, center, labels.c, 22);
  body += svgText({ x: D.x + 6, y: (D.y + foot.y) / 2 }, labels.h, { anchor: 'start' });
  // Vertex names go sideways, so a short top base keeps room for its own label above it.
  body +=
    svgText({ x: A.x - 12, y: A.y + 6 }, 'A') +
    svgText({ x: B.x + 12, y: B.y + 6 }, 'B') +
    svgText({ x: C.x + 13, y: C.y - 2 }, 'C') +
    svgText({ x: D.x - 13, y: D.y - 2 }, 'D');
  return svgDoc(a * scale + 2 * pad + 30, h * scale + 2 * pad, body, 'Trapez równoramienny ABCD z wysokością');
}

/** Rhombus from its diagonals (1–2) and an isosceles trapezoid's area (3): Pythagoras inside polygons. */
const rhombusTrapezoid = defineTemplate({
  id: 'polygon_problems.rhombus-trapezoid',
  title: 'Romb i trapez — odcinki i pola z twierdzenia Pitagorasa',
  generate({ rng, level }): GeneratedBody {
    const cm = (v: Rational | number): string => `${typeof v === 'number' ? v : texValue(v)}\\text{ cm}`;
    if (level < 3) {
      const d = redraw(() => {
        const [p, q, s] = rng.pick(RIGHT_TRIANGLES);
        const e = 2 * p;
        const f = 2 * q;
        const answer = rat(level === 1 ? s : 4 * s);
        const mistakes: NumericMistake[] =
          level === 1
            ? [
                {
                  key: 'diagonals_not_halved',
                  value: rat(Math.sqrt(e * e + f * f)),
                  feedback:
                    'Przekątne rombu dzielą się na połowy: przyprostokątne to połowy przekątnych, a nie całe przekątne.',
                },
                {
                  key: 'hypotenuse_added',
                  value: rat(p + q),
                  feedback: 'Dodano długości przyprostokątnych. Skorzystaj z twierdzenia Pitagorasa.',
                },
                { key: 'no_root', value: rat(s * s), feedback: 'To kwadrat długości boku. Oblicz pierwiastek.' },
              ]
            : [
                {
                  key: 'side_not_perimeter',
                  value: rat(s),
                  feedback: 'To długość jednego boku. Obwód rombu to suma czterech równych boków.',
                },
                {
                  key: 'diagonals_not_halved',
                  value: rat(4 * Math.sqrt(e * e + f * f)),
                  feedback: 'Przekątne rombu dzielą się na połowy: w trójkącie prostokątnym są połowy przekątnych.',
                },
                {
                  key: 'sum_of_diagonals',
                  value: rat(2 * (e + f)),
                  feedback: 'Obwód to suma długości boków, a nie przekątnych.',
                },
              ];
        return mistakesDistinct(answer, mistakes) ? { p, q, s, e, f, answer, mistakes } : null;
      });
      const { p, q, s, e, f, answer } = d;
      return {
        type: 'numeric',
        stem: `Przekątne rombu $ABCD$ mają długości $${cm(e)}$ i $${cm(f)}$. Oblicz ${level === 1 ? 'długość boku' : 'obwód'} tego rombu.`,
        figure: rhombusFigure(e, f, `${p} cm`, `${q} cm`),
        answer: numberAnswer(answer, { unit: { accepted: ['cm'], required: false } }),
        answerHint: 'Wpisz długość w centymetrach.',
        unitLabel: 'cm',
        steps: [
          numberStep({
            prompt:
              'Przekątne rombu przecinają się pod kątem prostym i dzielą na połowy. Ile wynosi suma kwadratów połówek przekątnych?',
            value: rat(p * p + q * q),
            hints: [
              `Połówki przekątnych to $${p}$ i $${q}$.`,
              `$${p}^2 + ${q}^2$`,
              `$${p * p} + ${q * q} = ${p * p + q * q}$`,
            ],
          }),
          numberStep({
            prompt: 'Ile wynosi długość boku rombu?',
            value: rat(s),
            hints: ['Bok rombu jest przeciwprostokątną.', `$\\sqrt{${p * p + q * q}}$`, `$${s}$`],
            errors: level === 1 ? stepErrors(d.mistakes) : [],
          }),
          ...(level === 2
            ? [
                numberStep({
                  prompt: 'Ile wynosi obwód rombu?',
                  value: answer,
                  hints: ['Romb ma cztery równe boki.', `$4 \\cdot ${s}$`, `$${answer.n}$`],
                  errors: stepErrors(d.mistakes),
                }),
              ]
            : []),
        ],
        commonErrors: numberErrors(answer, d.mistakes),
        solution: `Połówki przekątnych: $${p}$ i $${q}$. Bok: $\\sqrt{${p}^2 + ${q}^2} = \\sqrt{${p * p + q * q}} = ${cm(s)}$.${level === 2 ? ` Obwód: $4 \\cdot ${s} = ${cm(answer)}$.` : ''}`,
        params: { e, f },
      };
    }
    const d = redraw(() => {
      const [x, h, c] = rng.pick(RIGHT_TRIANGLES);
      const b = rng.int(2, 12);
      const a = b + 2 * x;
      const area = mul(div(rat(a + b), rat(2)), rat(h));
      const mistakes: NumericMistake[] = [
        {
          key: 'area_not_halved',
          value: mul(rat(a + b), rat(h)),
          feedback: 'Pole trapezu to połowa iloczynu sumy podstaw i wysokości.',
        },
        {
          key: 'leg_as_height',
          value: mul(div(rat(a + b), rat(2)), rat(c)),
          feedback: 'Ramię nie jest wysokością: wysokość oblicz z twierdzenia Pitagorasa.',
        },
        { key: 'base_difference_not_halved', value: rat(-1), feedback: '' },
      ];
      // The third misconception uses the whole difference of bases as a leg of the right triangle.
      const wrongLeg2 = c * c - (a - b) * (a - b);
      const wrongH = Math.round(Math.sqrt(Math.max(wrongLeg2, 0)));
      if (wrongLeg2 > 0 && wrongH * wrongH === wrongLeg2) {
        mistakes[2] = {
          key: 'base_difference_not_halved',
          value: mul(div(rat(a + b), rat(2)), rat(wrongH)),
          feedback:
            'Różnicę podstaw trzeba podzielić na dwa: z każdej strony wystaje odcinek długości $\\frac{a-b}{2}$.',
        };
      } else mistakes.pop();
      return mistakesDistinct(area, mistakes) ? { a, b, c, h, x, area, mistakes } : null;
    });
    const { a, b, c, h, x, area } = d;
    return {
      type: 'numeric',
      stem: `Podstawy trapezu równoramiennego mają długości $${cm(a)}$ i $${cm(b)}$, a ramię ma długość $${cm(c)}$. Oblicz pole tego trapezu.`,
      figure: trapezoidFigure(a, b, h, { a: `${a} cm`, b: `${b} cm`, c: `${c} cm`, h: 'h' }),
      answer: numberAnswer(area, { unit: { accepted: ['cm²', 'cm2', 'cm^2'], required: false } }),
      answerHint: 'Wpisz pole w centymetrach kwadratowych.',
      unitLabel: 'cm²',
      steps: [
        numberStep({
          prompt:
            'Wysokość poprowadzona z wierzchołka krótszej podstawy odcina trójkąt prostokątny. Ile wynosi jego krótsza przyprostokątna (na dłuższej podstawie)?',
          value: rat(x),
          hints: ['Różnica podstaw rozkłada się po równo na obie strony trapezu.', `$(${a} - ${b}) : 2$`, `$${x}$`],
          errors: [
            { code: 'base_difference_not_halved', value: rat(a - b), feedback: 'Różnicę podstaw podziel przez 2.' },
          ],
        }),
        numberStep({
          prompt: 'Ile wynosi wysokość trapezu?',
          value: rat(h),
          hints: [
            'Ramię jest przeciwprostokątną tego trójkąta.',
            `$h = \\sqrt{${c}^2 - ${x}^2}$`,
            `$h = \\sqrt{${c * c - x * x}} = ${h}$`,
          ],
        }),
        numberStep({
          prompt: 'Ile wynosi pole trapezu?',
          value: area,
          hints: ['$P = \\frac{(a + b) \\cdot h}{2}$', `$\\frac{(${a} + ${b}) \\cdot ${h}}{2}$`, `$${texValue(area)}$`],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(area, d.mistakes),
      solution: `$\\frac{${a} - ${b}}{2} = ${x}$, $h = \\sqrt{${c}^2 - ${x}^2} = ${h}$, $P = \\frac{(${a} + ${b}) \\cdot ${h}}{2} = ${texValue(area)}\\text{ cm}^2$.`,
      params: { a, b, c },
    };
  },
});

export const polygonProblemsTemplates: readonly QuestionTemplate[] = [polygonAngles, polygonAnglesE8, rhombusTrapezoid];
