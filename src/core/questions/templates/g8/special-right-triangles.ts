/**
 * The two special right triangles of grade 8: half of a square (45°, 45°, 90°: sides a, a, a√2)
 * and half of an equilateral triangle (30°, 60°, 90°: sides a, a√3, 2a). Answers are exact,
 * typed as 5√2 or 5*sqrt(2).
 */
import { rat, type Rational } from '../../../math/rational.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromErrors } from '../../kit/mcq.ts';
import { numberStep, step } from '../../kit/steps.ts';
import { type Surd, surdExpr, surdPatterns, surdTex, surdTyped } from '../../kit/surds.ts';
import {
  type Pt,
  centroid,
  svgAngle,
  svgDoc,
  svgLine,
  svgPolygon,
  svgRightAngle,
  svgSideLabel,
  svgText,
  svgVertexLabel,
} from '../../figures.ts';
import type { CommonError, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

const surdHint = (r: 2 | 3): string => `Wpisz dokładny wynik, np. 5√${r} albo 5*sqrt(${r}).`;

/**
 * Right triangle ABC, right angle at C, drawn true to the angle at A (45° or 30°), with angle
 * marks and side labels (BC opposite A, AC, AB the hypotenuse).
 */
function specialTriangleFigure(angleA: 45 | 30, labels: { bc: string; ac: string; ab: string }): string {
  const ac = 240;
  const bc = angleA === 45 ? 240 * 0.8 : 240 / Math.sqrt(3);
  // For 45° keep the drawing true: a shorter AC with the same legs.
  const legAC = angleA === 45 ? bc : ac;
  const left = 40;
  const top = 26;
  const C: Pt = { x: left + legAC, y: top + bc };
  const A: Pt = { x: left, y: top + bc };
  const B: Pt = { x: left + legAC, y: top };
  const mid = centroid([A, B, C]);
  let body = svgPolygon([A, B, C]);
  body += svgRightAngle(C, A, B);
  body += svgAngle(A, C, B, `${angleA}°`, 30);
  body += svgAngle(B, A, C, `${90 - angleA}°`, 24);
  if (labels.bc) body += svgSideLabel(B, C, mid, labels.bc, 16);
  if (labels.ac) body += svgSideLabel(A, C, mid, labels.ac, 16);
  if (labels.ab) body += svgSideLabel(A, B, mid, labels.ab, 16);
  body += svgVertexLabel(A, mid, 'A') + svgVertexLabel(B, mid, 'B') + svgVertexLabel(C, mid, 'C');
  return svgDoc(
    left + legAC + 70,
    top + bc + 34,
    body,
    `Trójkąt prostokątny ABC z kątem prostym przy C i kątem ${angleA}° przy A`,
  );
}

/** Equilateral triangle with side labels and its height dashed. */
function equilateralFigure(side: string): string {
  const s = 230;
  const h = (s * Math.sqrt(3)) / 2;
  const top = 30;
  const A: Pt = { x: 30, y: top + h };
  const B: Pt = { x: 30 + s, y: top + h };
  const C: Pt = { x: 30 + s / 2, y: top };
  const D: Pt = { x: 30 + s / 2, y: top + h };
  const mid = centroid([A, B, C]);
  let body = svgPolygon([A, B, C]);
  body += svgLine(C, D, { dashed: true, color: '#db2777' }) + svgRightAngle(D, B, C, 10);
  // Sides AC and BC are labelled: the foot D of the height sits under AB.
  body += svgSideLabel(A, C, mid, side, 16) + svgSideLabel(B, C, mid, side, 16);
  body += svgVertexLabel(A, mid, 'A') + svgVertexLabel(B, mid, 'B') + svgVertexLabel(C, mid, 'C');
  body += svgText({ x: D.x, y: D.y + 14 }, 'D');
  return svgDoc(30 + s + 60, top + h + 34, body, 'Trójkąt równoboczny ABC z zaznaczoną wysokością');
}

const surd = (k: number | Rational, r: 1 | 2 | 3): Surd => ({ k: typeof k === 'number' ? rat(k) : k, r });

interface SurdMistake {
  key: string;
  value: Surd;
  feedback: string;
}

/** Common errors (expression answers) from surd mistakes, without ones equal to the answer or each other. */
function surdErrors(answer: Surd, mistakes: readonly SurdMistake[]): CommonError[] {
  const seen = [surdExpr(answer)];
  const out: CommonError[] = [];
  for (const mk of mistakes) {
    const expr = surdExpr(mk.value);
    if (seen.includes(expr)) continue;
    seen.push(expr);
    out.push({ key: mk.key, wrong: { kind: 'expression', expr }, feedback: mk.feedback });
  }
  return out;
}

/** The last step of a surd item: its answer typed exactly, with the mistakes recognised. */
function surdAnswerStep(
  prompt: string,
  answer: Surd,
  hints: readonly [string, string, string],
  mistakes: readonly SurdMistake[],
) {
  return step({
    prompt,
    expected: surdTyped(answer),
    patterns: surdPatterns(answer),
    hints,
    errors: surdErrors(answer, mistakes).map((e) => ({
      code: e.key,
      patterns: surdPatterns(mistakes.find((mk) => mk.key === e.key)!.value),
      feedback: e.feedback,
    })),
  });
}

/** "Oblicz długość" does not ask to take a factor out of the root: √18 is as right as 3√2 (issue 25). */
const surdAnswer = (v: Surd) => ({
  kind: 'expression' as const,
  expr: surdExpr(v),
  variables: [],
  form: 'any' as const,
});

/** 45°, 45°, 90°: hypotenuse from a leg, a leg from the hypotenuse, the area from the hypotenuse. */
const isoscelesRight = defineTemplate({
  id: 'special_right_triangles.isosceles-right',
  title: 'Trójkąt prostokątny równoramienny (45°, 45°, 90°)',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const a = rng.int(2, 15);
      const answer = surd(a, 2);
      const mistakes: SurdMistake[] = [
        {
          key: 'doubled',
          value: surd(2 * a, 1),
          feedback: 'Przeciwprostokątna nie jest sumą przyprostokątnych. W tym trójkącie ma długość $a\\sqrt{2}$.',
        },
        {
          key: 'no_root',
          value: surd(2 * a * a, 1),
          feedback: `To $c^2 = ${a}^2 + ${a}^2$. Oblicz jeszcze pierwiastek.`,
        },
        {
          key: 'wrong_root',
          value: surd(a, 3),
          feedback:
            'Pierwiastek z 3 pojawia się w trójkącie o kątach 30° i 60°. Tu kąty ostre mają po 45°, więc $c = a\\sqrt{2}$.',
        },
      ];
      const ctx = rng.chance(0.5);
      // The square's diagonal is the hypotenuse of half of the square.
      const side = ctx ? 'przekątnej' : 'przeciwprostokątnej';
      return {
        type: 'expression',
        stem: ctx
          ? `Kwadrat ma bok długości $${a}\\text{ cm}$. Oblicz długość przekątnej tego kwadratu.`
          : `Trójkąt prostokątny $ABC$ ma kąty ostre $45^\\circ$, a jego przyprostokątne mają długość $${a}\\text{ cm}$. Oblicz długość przeciwprostokątnej $AB$.`,
        // The square's diagonal is the same computation; its stem needs no triangle drawn.
        ...(ctx ? {} : { figure: specialTriangleFigure(45, { bc: `${a} cm`, ac: `${a} cm`, ab: '?' }) }),
        answer: surdAnswer(answer),
        answerHint: surdHint(2),
        unitLabel: 'cm',
        steps: [
          numberStep({
            prompt: `Ile wynosi kwadrat długości ${side}?`,
            value: rat(2 * a * a),
            hints: [
              'Twierdzenie Pitagorasa: $c^2 = a^2 + a^2$.',
              `$${a}^2 + ${a}^2$`,
              `$${a * a} + ${a * a} = ${2 * a * a}$`,
            ],
          }),
          surdAnswerStep(
            `Ile wynosi długość ${side}? Zapisz ją dokładnie.`,
            answer,
            [
              '$c = \\sqrt{2a^2} = a\\sqrt{2}$.',
              `$\\sqrt{${2 * a * a}} = \\sqrt{${a * a} \\cdot 2}$`,
              `$c = ${a}\\sqrt{2}$ cm`,
            ],
            mistakes,
          ),
        ],
        commonErrors: surdErrors(answer, mistakes),
        solution: `$c^2 = ${a}^2 + ${a}^2 = ${2 * a * a}$, więc $c = \\sqrt{${2 * a * a}} = ${a}\\sqrt{2}$ cm.`,
        params: { a, ctx },
      };
    }
    if (level === 2) {
      const c = 2 * rng.int(2, 14);
      const answer = surd(c / 2, 2);
      const mistakes: SurdMistake[] = [
        {
          key: 'halved',
          value: surd(c / 2, 1),
          feedback:
            'Przyprostokątna nie jest połową przeciwprostokątnej. Z $a\\sqrt{2} = c$ wynika $a = \\frac{c}{\\sqrt{2}} = \\frac{c\\sqrt{2}}{2}$.',
        },
        {
          key: 'multiplied',
          value: surd(c, 2),
          feedback:
            'Pomnożono przez $\\sqrt{2}$ zamiast podzielić. Przyprostokątna jest krótsza od przeciwprostokątnej.',
        },
        {
          key: 'wrong_root',
          value: surd(c / 2, 3),
          feedback: 'Pierwiastek z 3 pojawia się w trójkącie o kątach 30° i 60°. Tu $a = \\frac{c\\sqrt{2}}{2}$.',
        },
      ];
      return {
        type: 'expression',
        stem: `Przeciwprostokątna trójkąta prostokątnego równoramiennego ma długość $${c}\\text{ cm}$. Oblicz długość przyprostokątnej.`,
        figure: specialTriangleFigure(45, { bc: '?', ac: '', ab: `${c} cm` }),
        answer: surdAnswer(answer),
        answerHint: surdHint(2),
        unitLabel: 'cm',
        steps: [
          numberStep({
            prompt: 'Ile wynosi kwadrat długości przyprostokątnej?',
            value: rat((c * c) / 2),
            hints: [
              '$a^2 + a^2 = c^2$, czyli $2a^2 = c^2$.',
              `$a^2 = ${c}^2 : 2$`,
              `$a^2 = ${c * c} : 2 = ${(c * c) / 2}$`,
            ],
          }),
          surdAnswerStep(
            'Ile wynosi długość przyprostokątnej? Zapisz ją dokładnie.',
            answer,
            [
              'Wyłącz czynnik przed pierwiastek.',
              `$\\sqrt{${(c * c) / 2}} = \\sqrt{${(c * c) / 4} \\cdot 2}$`,
              `$a = ${c / 2}\\sqrt{2}$ cm`,
            ],
            mistakes,
          ),
        ],
        commonErrors: surdErrors(answer, mistakes),
        solution: `$2a^2 = ${c}^2 = ${c * c}$, więc $a^2 = ${(c * c) / 2}$ i $a = \\sqrt{${(c * c) / 2}} = ${c / 2}\\sqrt{2}$ cm.`,
        params: { c },
      };
    }
    const c = 2 * rng.int(2, 14);
    const area = rat(c * c, 4);
    const mistakes: NumericMistake[] = [
      {
        key: 'no_half',
        value: rat(c * c, 2),
        feedback:
          'To $a^2$, czyli pole kwadratu. Pole trójkąta to połowa iloczynu przyprostokątnych: $\\frac{a^2}{2}$.',
      },
      {
        key: 'leg_half_hypotenuse',
        value: rat(c * c, 8),
        feedback:
          'Przyjęto, że przyprostokątna to połowa przeciwprostokątnej. Z twierdzenia Pitagorasa $a^2 = \\frac{c^2}{2}$.',
      },
    ];
    return {
      type: 'numeric',
      stem: `Przeciwprostokątna trójkąta prostokątnego równoramiennego ma długość $${c}\\text{ cm}$. Oblicz pole tego trójkąta.`,
      figure: specialTriangleFigure(45, { bc: '', ac: '', ab: `${c} cm` }),
      answer: numberAnswer(area, { unit: { accepted: ['cm²', 'cm2', 'cm^2'], required: false } }),
      answerHint: 'Wpisz pole w cm².',
      unitLabel: 'cm²',
      steps: [
        numberStep({
          prompt: 'Ile wynosi kwadrat długości przyprostokątnej, $a^2$?',
          value: rat((c * c) / 2),
          hints: ['$a^2 + a^2 = c^2$', `$a^2 = ${c * c} : 2$`, `$a^2 = ${(c * c) / 2}$`],
        }),
        numberStep({
          prompt: 'Ile wynosi pole trójkąta?',
          value: area,
          hints: [
            'Pole trójkąta prostokątnego to połowa iloczynu przyprostokątnych: $\\frac{a \\cdot a}{2} = \\frac{a^2}{2}$.',
            `$${(c * c) / 2} : 2$`,
            `$${(c * c) / 2} : 2 = ${(c * c) / 4}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(area, mistakes),
      solution: `$2a^2 = ${c}^2$, więc $a^2 = ${(c * c) / 2}$. Pole: $\\frac{a^2}{2} = \\frac{${(c * c) / 2}}{2} = ${(c * c) / 4}\\text{ cm}^2$.`,
      params: { c },
    };
  },
});

/** 30°, 60°, 90°: the longer leg from the shorter, the legs from the hypotenuse, an equilateral triangle's height. */
const thirtySixty = defineTemplate({
  id: 'special_right_triangles.thirty-sixty',
  title: 'Trójkąt o kątach 30°, 60°, 90°; wysokość trójkąta równobocznego',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const a = rng.int(2, 15);
      const answer = surd(a, 3);
      const mistakes: SurdMistake[] = [
        {
          key: 'hypotenuse_given',
          value: surd(2 * a, 1),
          feedback: `$${2 * a}$ cm to przeciwprostokątna (dwa razy dłuższa od krótszej przyprostokątnej). Dłuższa przyprostokątna ma długość $a\\sqrt{3}$.`,
        },
        {
          key: 'wrong_root',
          value: surd(a, 2),
          feedback: 'Pierwiastek z 2 pojawia się w trójkącie o kątach 45°. Tu dłuższa przyprostokątna to $a\\sqrt{3}$.',
        },
        {
          key: 'no_root',
          value: surd(3 * a * a, 1),
          feedback: `To kwadrat szukanej długości: $${2 * a}^2 - ${a}^2 = ${3 * a * a}$. Oblicz jeszcze pierwiastek.`,
        },
      ];
      return {
        type: 'expression',
        stem: `W trójkącie prostokątnym $ABC$ kąt przy wierzchołku $A$ ma $30^\\circ$, a przyprostokątna $BC$ leżąca naprzeciw niego ma długość $${a}\\text{ cm}$. Oblicz długość przyprostokątnej $AC$.`,
        figure: specialTriangleFigure(30, { bc: `${a} cm`, ac: '?', ab: '' }),
        answer: surdAnswer(answer),
        answerHint: surdHint(3),
        unitLabel: 'cm',
        steps: [
          numberStep({
            prompt: 'Ile centymetrów ma przeciwprostokątna $AB$?',
            value: rat(2 * a),
            hints: [
              'Ten trójkąt to połowa trójkąta równobocznego.',
              'Przyprostokątna naprzeciw kąta $30^\\circ$ jest połową przeciwprostokątnej.',
              `$|AB| = 2 \\cdot ${a} = ${2 * a}$`,
            ],
          }),
          surdAnswerStep(
            'Ile wynosi długość $AC$? Zapisz ją dokładnie.',
            answer,
            [
              '$|AC|^2 = |AB|^2 - |BC|^2$',
              `$${2 * a}^2 - ${a}^2 = ${3 * a * a}$`,
              `$|AC| = \\sqrt{${3 * a * a}} = ${a}\\sqrt{3}$ cm`,
            ],
            mistakes,
          ),
        ],
        commonErrors: surdErrors(answer, mistakes),
        solution: `$|AB| = 2 \\cdot ${a} = ${2 * a}$ cm, $|AC|^2 = ${2 * a}^2 - ${a}^2 = ${3 * a * a}$, więc $|AC| = ${a}\\sqrt{3}$ cm.`,
        params: { a },
      };
    }
    if (level === 2) {
      const c = 2 * rng.int(2, 14);
      const answer = surd(c / 2, 3);
      const mistakes: SurdMistake[] = [
        {
          key: 'short_leg',
          value: surd(c / 2, 1),
          feedback: `$${c / 2}$ cm to krótsza przyprostokątna (naprzeciw kąta $30^\\circ$). Dłuższa ma długość $${c / 2}\\sqrt{3}$.`,
        },
        {
          key: 'hypotenuse_times_root',
          value: surd(c, 3),
          feedback: 'Pomnożono przez $\\sqrt{3}$ przeciwprostokątną, a trzeba krótszą przyprostokątną.',
        },
        {
          key: 'wrong_root',
          value: surd(c / 2, 2),
          feedback: 'Pierwiastek z 2 pojawia się w trójkącie o kątach 45°. Tu dłuższa przyprostokątna to $a\\sqrt{3}$.',
        },
      ];
      return {
        type: 'expression',
        stem: `W trójkącie prostokątnym $ABC$ kąt przy wierzchołku $A$ ma $30^\\circ$, a przeciwprostokątna $AB$ ma długość $${c}\\text{ cm}$. Oblicz długość przyprostokątnej $AC$.`,
        figure: specialTriangleFigure(30, { bc: '', ac: '?', ab: `${c} cm` }),
        answer: surdAnswer(answer),
        answerHint: surdHint(3),
        unitLabel: 'cm',
        steps: [
          numberStep({
            prompt: 'Ile centymetrów ma przyprostokątna $BC$ (naprzeciw kąta $30^\\circ$)?',
            value: rat(c / 2),
            hints: [
              'Ten trójkąt to połowa trójkąta równobocznego.',
              'Przyprostokątna naprzeciw kąta $30^\\circ$ jest połową przeciwprostokątnej.',
              `$|BC| = ${c} : 2 = ${c / 2}$`,
            ],
          }),
          surdAnswerStep(
            'Ile wynosi długość $AC$? Zapisz ją dokładnie.',
            answer,
            [
              'Dłuższa przyprostokątna jest $\\sqrt{3}$ razy dłuższa od krótszej.',
              `$|AC| = ${c / 2} \\cdot \\sqrt{3}$`,
              `$|AC| = ${c / 2}\\sqrt{3}$ cm`,
            ],
            mistakes,
          ),
        ],
        commonErrors: surdErrors(answer, mistakes),
        solution: `$|BC| = \\frac{${c}}{2} = ${c / 2}$ cm, a $|AC| = |BC|\\sqrt{3} = ${c / 2}\\sqrt{3}$ cm (sprawdzenie: $${c / 2}^2 + 3 \\cdot ${c / 2}^2 = ${c * c} = ${c}^2$).`,
        params: { c },
      };
    }
    const a = 2 * rng.int(2, 14);
    const answer = surd(a / 2, 3);
    const mistakes: SurdMistake[] = [
      {
        key: 'no_half',
        value: surd(a, 3),
        feedback: 'Wysokość trójkąta równobocznego to $\\frac{a\\sqrt{3}}{2}$ — zapomniano podzielić przez 2.',
      },
      {
        key: 'half_side',
        value: surd(a / 2, 1),
        feedback: `$${a / 2}$ cm to połowa boku (odcinek $AD$), a nie wysokość.`,
      },
      {
        key: 'wrong_root',
        value: surd(a / 2, 2),
        feedback: 'W trójkącie równobocznym pojawia się $\\sqrt{3}$, a nie $\\sqrt{2}$: $h = \\frac{a\\sqrt{3}}{2}$.',
      },
    ];
    return {
      type: 'expression',
      stem: `Trójkąt równoboczny $ABC$ ma bok długości $${a}\\text{ cm}$. Oblicz długość wysokości $CD$ tego trójkąta.`,
      figure: equilateralFigure(`${a} cm`),
      answer: surdAnswer(answer),
      answerHint: surdHint(3),
      unitLabel: 'cm',
      steps: [
        numberStep({
          prompt: 'Wysokość dzieli bok $AB$ na połowy. Ile centymetrów ma połowa boku?',
          value: rat(a / 2),
          hints: ['Wysokość trójkąta równobocznego pada na środek boku.', `$${a} : 2$`, `$${a / 2}$`],
        }),
        surdAnswerStep(
          'Ile wynosi wysokość? Zapisz ją dokładnie.',
          answer,
          [
            'Wysokość dzieli trójkąt na dwa trójkąty o kątach $30^\\circ$, $60^\\circ$, $90^\\circ$.',
            `$h^2 = ${a}^2 - ${a / 2}^2 = ${a * a - (a * a) / 4}$`,
            `$h = \\sqrt{${(3 * a * a) / 4}} = ${a / 2}\\sqrt{3}$ cm`,
          ],
          mistakes,
        ),
      ],
      commonErrors: surdErrors(answer, mistakes),
      solution: `$h = \\frac{a\\sqrt{3}}{2} = \\frac{${a}\\sqrt{3}}{2} = ${surdTex(answer)}$ cm (z twierdzenia Pitagorasa: $h^2 = ${a}^2 - ${a / 2}^2 = ${(3 * a * a) / 4}$).`,
      params: { a },
    };
  },
});

/**
 * E8 closed task "Dokończ zdanie": an exact length in a special right triangle — the diagonal of a
 * square (level 1), the height of an equilateral triangle (level 2), the longer leg of a 30°–60°–90°
 * triangle from its hypotenuse (level 3). Distractors: the wrong root, the square not rooted, a
 * forgotten half or a doubled side.
 */
const examExactLength = defineTemplate({
  id: 'special_right_triangles.e8-exact-length',
  title: 'Przekątna kwadratu, wysokość trójkąta równobocznego (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const a = level === 1 ? rng.int(2, 12) : 2 * rng.int(2, 9);
    const h = a / 2;
    const cm = (v: Surd) => `$${surdTex(v)}\\text{ cm}$`;
    const task =
      level === 1
        ? {
            sentence: `Przekątna kwadratu o boku $${a}\\text{ cm}$ ma długość`,
            answer: surd(a, 2),
            square: 2 * a * a,
            squareTex: `${a}^2 + ${a}^2`,
            first:
              'Przekątna dzieli kwadrat na dwa trójkąty prostokątne równoramienne: przekątna jest ich przeciwprostokątną.',
            mistakes: [
              {
                key: 'doubled_side',
                value: surd(2 * a, 1),
                feedback: `Przekątna nie jest dwa razy dłuższa od boku: z twierdzenia Pitagorasa $d^2 = ${a}^2 + ${a}^2$, więc $d = ${a}\\sqrt{2}$.`,
              },
              {
                key: 'wrong_root',
                value: surd(a, 3),
                feedback:
                  'Pierwiastek z 3 pojawia się w trójkącie równobocznym. Przekątna kwadratu o boku $a$ to $a\\sqrt{2}$.',
              },
              {
                key: 'no_root',
                value: surd(2 * a * a, 1),
                feedback: `To kwadrat długości przekątnej: $${a}^2 + ${a}^2 = ${2 * a * a}$. Oblicz jeszcze pierwiastek.`,
              },
            ],
            figure: undefined,
          }
        : level === 2
          ? {
              sentence: `Wysokość trójkąta równobocznego o boku $${a}\\text{ cm}$ jest równa`,
              answer: surd(h, 3),
              square: a * a - h * h,
              squareTex: `${a}^2 - ${h}^2`,
              first: `Wysokość dzieli trójkąt równoboczny na dwa trójkąty prostokątne o przyprostokątnej $${h}\\text{ cm}$ i przeciwprostokątnej $${a}\\text{ cm}$.`,
              mistakes: [
                {
                  key: 'forgot_half',
                  value: surd(a, 3),
                  feedback: `Wysokość trójkąta równobocznego o boku $a$ to $\\frac{a\\sqrt{3}}{2}$: zapomniano podzielić przez 2.`,
                },
                {
                  key: 'wrong_root',
                  value: surd(h, 2),
                  feedback:
                    'Pierwiastek z 2 pojawia się w kwadracie i w trójkącie o kątach 45°. Tu wysokość to $\\frac{a\\sqrt{3}}{2}$.',
                },
                {
                  key: 'no_root',
                  value: surd(a * a - h * h, 1),
                  feedback: `To kwadrat wysokości: $${a}^2 - ${h}^2 = ${a * a - h * h}$. Oblicz jeszcze pierwiastek.`,
                },
              ],
              figure: equilateralFigure(`${a} cm`),
            }
          : {
              sentence: `W trójkącie prostokątnym $ABC$ kąt przy wierzchołku $A$ ma $30^\\circ$, a przeciwprostokątna $AB$ ma długość $${a}\\text{ cm}$. Przyprostokątna $AC$ ma długość`,
              answer: surd(h, 3),
              square: a * a - h * h,
              squareTex: `${a}^2 - ${h}^2`,
              first: `Przyprostokątna $BC$ leży naprzeciw kąta $30^\\circ$, więc jest dwa razy krótsza od przeciwprostokątnej: $BC = ${h}\\text{ cm}$.`,
              mistakes: [
                {
                  key: 'shorter_leg',
                  value: surd(h, 1),
                  feedback: `$${h}\\text{ cm}$ to przyprostokątna $BC$ leżąca naprzeciw kąta $30^\\circ$. Przyprostokątna $AC$ jest od niej $\\sqrt{3}$ razy dłuższa.`,
                },
                {
                  key: 'hypotenuse_times_root',
                  value: surd(a, 3),
                  feedback: `Razy $\\sqrt{3}$ mnożymy krótszą przyprostokątną ($${h}\\text{ cm}$), a nie przeciwprostokątną.`,
                },
                {
                  key: 'wrong_root',
                  value: surd(h, 2),
                  feedback: 'Pierwiastek z 2 pojawia się w trójkącie o kątach 45°. Tu $AC = BC\\sqrt{3}$.',
                },
              ],
              figure: specialTriangleFigure(30, { bc: '', ac: '?', ab: `${a} cm` }),
            };
    const slips = task.mistakes.filter((mk) => surdExpr(mk.value) !== surdExpr(task.answer));
    const { options, answer } = mcqFromErrors(
      rng,
      cm(task.answer),
      slips.map((mk) => ({ text: cm(mk.value), errorKey: mk.key })),
    );
    const root = surdTex(task.answer);
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\n${task.sentence}`,
      ...(task.figure ? { figure: task.figure } : {}),
      options,
      answer,
      steps: [
        numberStep({
          prompt: `Oblicz kwadrat szukanej długości z twierdzenia Pitagorasa.`,
          value: rat(task.square),
          hints: [task.first, `Oblicz $${task.squareTex}$.`, `$${task.squareTex} = ${task.square}$`],
        }),
        surdAnswerStep(
          'Podaj szukaną długość w centymetrach (dokładnie, z pierwiastkiem).',
          task.answer,
          [
            'Długość to pierwiastek z otrzymanej liczby.',
            `Rozłóż $${task.square}$ na iloczyn kwadratu liczby całkowitej i liczby ${task.answer.r}.`,
            `$\\sqrt{${task.square}} = ${root}$`,
          ],
          slips,
        ),
      ],
      commonErrors: slips.map((mk) => textError(mk.key, cm(mk.value), mk.feedback)),
      solution: `${task.first} Z twierdzenia Pitagorasa kwadrat szukanej długości to $${task.squareTex} = ${task.square}$, więc długość to $\\sqrt{${task.square}} = ${root}\\text{ cm}$.`,
      params: { level, a },
    };
  },
});

export const specialRightTrianglesTemplates: readonly QuestionTemplate[] = [
  isoscelesRight,
  thirtySixty,
  examExactLength,
];
