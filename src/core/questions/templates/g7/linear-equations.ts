import { type Rational, rat, div } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, nonZeroInt, redraw } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { polyText, texValue } from '../../kit/format.ts';
import type { Level, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

interface Equation {
  tex: string;
  x: Rational;
  mistakes: NumericMistake[];
  steps: QuestionStep[];
  solution: string;
}

const lin = (a: number, b: number): string =>
  polyText([
    [a, 'x'],
    [b, ''],
  ]);
const br = (v: number): string => (v < 0 ? `(${v})` : String(v));

function drawEquation(rng: Rng, level: Level): Equation {
  return redraw<Equation>(() => {
    if (level === 1) {
      const a = rng.int(2, 9);
      const x = rng.int(1, 12);
      const b = rng.int(1, 20);
      const c = a * x + b;
      const mistakes: NumericMistake[] = [
        {
          key: 'sign_not_changed',
          value: rat(c + b, a),
          feedback: `Przenosząc $${b}$ na drugą stronę, trzeba zmienić znak: $${a}x = ${c} - ${b}$.`,
        },
        {
          key: 'divide_one_term',
          value: rat(c - a * b, a),
          feedback: `Dzieląc przez ${a}, trzeba podzielić każdy wyraz, także $${b}$. Lepiej najpierw odejmij $${b}$ od obu stron.`,
        },
        {
          key: 'subtract_coefficient',
          value: rat(c - b - a),
          feedback: `$${a}x$ oznacza $${a} \\cdot x$, więc na końcu dzielimy przez ${a}, a nie odejmujemy ${a}.`,
        },
      ];
      if (!mistakesDistinct(rat(x), mistakes)) return null;
      return {
        tex: `${a}x + ${b} = ${c}`,
        x: rat(x),
        mistakes,
        steps: [
          numberStep({
            prompt: `Odejmij $${b}$ od obu stron równania. Ile wynosi $${a}x$?`,
            value: rat(c - b),
            hints: [
              'Chcemy zostawić po lewej stronie tylko wyraz z $x$.',
              `Oblicz $${c} - ${b}$.`,
              `$${a}x = ${c - b}$`,
            ],
            errors: [
              {
                code: 'sign_not_changed',
                value: rat(c + b),
                feedback: 'Odejmujemy, a nie dodajemy: liczba zmienia znak po przeniesieniu na drugą stronę.',
              },
            ],
          }),
          numberStep({
            prompt: 'Ile wynosi $x$?',
            value: rat(x),
            hints: [`Podziel obie strony przez ${a}.`, `$x = ${c - b} : ${a}$`, `$x = ${x}$`],
            errors: stepErrors(mistakes),
          }),
        ],
        solution: `$${a}x = ${c} - ${b} = ${c - b}$, więc $x = ${c - b} : ${a} = ${x}$.`,
      };
    }
    if (level === 2) {
      const a = nonZeroInt(rng, -9, 9);
      const cc = nonZeroInt(rng, -9, 9);
      const x = nonZeroInt(rng, -9, 9);
      const b = nonZeroInt(rng, -15, 15);
      if (a === cc || a - cc === 1 || a + cc === 0) return null;
      const d = (a - cc) * x + b;
      if (d === 0) return null;
      const mistakes: NumericMistake[] = [
        {
          key: 'sign_not_changed',
          value: div(rat(d - b), rat(a + cc)),
          feedback: `Przenosząc $${lin(cc, 0)}$ na lewą stronę, trzeba zmienić znak: po lewej będzie $${polyText([
            [a, 'x'],
            [-cc, 'x'],
          ])}$.`,
        },
        {
          key: 'constant_sign_not_changed',
          value: div(rat(d + b), rat(a - cc)),
          feedback: `Przenosząc $${b}$ na prawą stronę, trzeba zmienić znak.`,
        },
      ];
      if (!mistakesDistinct(rat(x), mistakes)) return null;
      return {
        tex: `${lin(a, b)} = ${lin(cc, d)}`,
        x: rat(x),
        mistakes,
        steps: [
          numberStep({
            prompt: 'Przenieś wyrazy z $x$ na lewą stronę. Jaki współczynnik stoi przy $x$ po redukcji?',
            value: rat(a - cc),
            hints: [
              'Wyraz przeniesiony na drugą stronę zmienia znak.',
              `Oblicz $${a} - ${br(cc)}$.`,
              `$${a} - ${br(cc)} = ${a - cc}$`,
            ],
            errors: [
              { code: 'sign_not_changed', value: rat(a + cc), feedback: 'Wyraz z $x$ po przeniesieniu zmienia znak.' },
            ],
          }),
          numberStep({
            prompt: 'Przenieś liczby na prawą stronę. Ile wynosi prawa strona po redukcji?',
            value: rat(d - b),
            hints: [
              'Liczba przeniesiona na drugą stronę zmienia znak.',
              `Oblicz $${d} - ${br(b)}$.`,
              `$${d} - ${br(b)} = ${d - b}$`,
            ],
            errors: [
              {
                code: 'constant_sign_not_changed',
                value: rat(d + b),
                feedback: 'Liczba po przeniesieniu zmienia znak.',
              },
            ],
          }),
          numberStep({
            prompt: 'Ile wynosi $x$?',
            value: rat(x),
            hints: ['Podziel obie strony przez współczynnik przy $x$.', `$x = ${d - b} : ${br(a - cc)}$`, `$x = ${x}$`],
            errors: stepErrors(mistakes),
          }),
        ],
        solution: `$${polyText([
          [a, 'x'],
          [-cc, 'x'],
        ])} = ${polyText([
          [d, ''],
          [-b, ''],
        ])}$, czyli $${lin(a - cc, 0)} = ${d - b}$${coefficientNote(a - cc)}, więc $x = ${x}$.`,
      };
    }
    // Level 3: a bracket on the left, a possibly fractional solution.
    const k = rng.int(2, 6);
    const p = nonZeroInt(rng, -7, 7);
    const m = rng.int(1, 12);
    const e = nonZeroInt(rng, -3, 9);
    const f = nonZeroInt(rng, -15, 15);
    if (k === e || k + e === 0) return null;
    // k(x + p) − m = ex + f  →  (k − e)x = f − kp + m
    const coef = k - e;
    const right = f - k * p + m;
    const x = div(rat(right), rat(coef));
    if (x.n === 0 || x.d > 6 || (Math.abs(coef) === 1 && x.d === 1 && rng.chance(0.5))) return null;
    const mistakes: NumericMistake[] = [
      {
        key: 'multiply_first_only',
        value: div(rat(f - p + m), rat(coef)),
        feedback: `Liczbę ${k} mnożymy przez każdy wyraz w nawiasie: $${k}(x ${p < 0 ? '-' : '+'} ${Math.abs(p)}) = ${lin(k, k * p)}$.`,
      },
      {
        key: 'sign_not_changed',
        value: div(rat(right), rat(k + e)),
        feedback: `Przenosząc $${lin(e, 0)}$ na lewą stronę, trzeba zmienić znak.`,
      },
      {
        key: 'constant_sign_not_changed',
        value: div(rat(f + k * p - m), rat(coef)),
        feedback: 'Liczby przeniesione na prawą stronę zmieniają znak.',
      },
    ];
    if (!mistakesDistinct(x, mistakes)) return null;
    return {
      tex: `${k}(x ${p < 0 ? '-' : '+'} ${Math.abs(p)}) - ${m} = ${lin(e, f)}`,
      x,
      mistakes,
      steps: [
        numberStep({
          prompt: `Opuść nawias i zredukuj liczby po lewej stronie. Ile wynosi wyraz wolny po lewej stronie?`,
          value: rat(k * p - m),
          hints: [
            `Pomnóż ${k} przez każdy wyraz w nawiasie.`,
            `$${k} \\cdot ${br(p)} - ${m}$`,
            `$${k * p} - ${m} = ${k * p - m}$`,
          ],
          errors: [
            {
              code: 'multiply_first_only',
              value: rat(p - m),
              feedback: `Liczbę $${p}$ też trzeba pomnożyć przez ${k}.`,
            },
          ],
        }),
        numberStep({
          prompt: 'Przenieś wyrazy z $x$ na lewą stronę, a liczby na prawą. Jaki współczynnik stoi przy $x$?',
          value: rat(coef),
          hints: [
            'Wyraz przeniesiony na drugą stronę zmienia znak.',
            `$${polyText([
              [k, ''],
              [-e, ''],
            ])}$`,
            `$${coef}$`,
          ],
          errors: [
            { code: 'sign_not_changed', value: rat(k + e), feedback: 'Wyraz z $x$ po przeniesieniu zmienia znak.' },
          ],
        }),
        numberStep({
          prompt: 'Ile wynosi prawa strona po redukcji?',
          value: rat(right),
          hints: [
            'Liczba przeniesiona na drugą stronę zmienia znak.',
            `$${polyText([
              [f, ''],
              [-(k * p - m), ''],
            ])}$`,
            `$${right}$`,
          ],
        }),
        numberStep({
          prompt: 'Ile wynosi $x$? Możesz podać ułamek.',
          value: x,
          hints: [
            'Podziel obie strony przez współczynnik przy $x$.',
            `$x = ${right} : ${br(coef)}$`,
            `$x = ${texValue(x)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      solution:
        `Opuszczamy nawias: $${lin(k, k * p)} - ${m} = ${lin(e, f)}$, czyli $${lin(k, k * p - m)} = ${lin(e, f)}$` +
        (k * p - m === 0 ? ' (wyraz wolny po lewej stronie wynosi $0$)' : '') +
        `. Przenosimy wyrazy z $x$ na lewą stronę, a liczby na prawą: $${lin(coef, 0)} = ${right}$${coefficientNote(coef)}, więc $x = ${texValue(x)}$.`,
    };
  });
}

/** "-x" hides its coefficient, so the solution names it when it is ±1. */
function coefficientNote(coefficient: number): string {
  return Math.abs(coefficient) === 1 ? ` (współczynnik przy $x$ wynosi $${coefficient}$)` : '';
}

const solve = defineTemplate({
  id: 'linear_equations.solve',
  title: 'Rozwiązywanie równań pierwszego stopnia',
  generate({ rng, level }): GeneratedBody {
    const eqn = drawEquation(rng, level);
    return {
      type: eqn.x.d === 1 ? 'numeric' : 'fraction',
      stem: `Rozwiąż równanie $${eqn.tex}$.`,
      answer: numberAnswer(eqn.x),
      answerHint: eqn.x.d === 1 ? 'Wpisz rozwiązanie, np. -3.' : 'Wpisz rozwiązanie (może być ułamkiem, np. 7/3).',
      steps: eqn.steps,
      commonErrors: numberErrors(eqn.x, eqn.mistakes),
      solution: eqn.solution,
      params: { equation: eqn.tex },
    };
  },
});

/** E8 closed task: "Rozwiązaniem równania … jest liczba". */
const solutionE8 = defineTemplate({
  id: 'linear_equations.e8-solution',
  title: 'Rozwiązanie równania (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const { eqn, mistakes } = redraw(() => {
      const eqn = drawEquation(rng, level);
      // The opposite number is a natural extra distractor (a sign slip at the last step).
      const mistakes: NumericMistake[] = [
        ...eqn.mistakes,
        {
          key: 'sign_of_result',
          value: rat(-eqn.x.n, eqn.x.d),
          feedback: 'Sprawdź znak wyniku: podstaw swoją liczbę do równania i porównaj obie strony.',
        },
      ];
      const texts = new Set([eqn.x, ...mistakes.map((mk) => mk.value)].map(texValue));
      return texts.size >= 4 ? { eqn, mistakes } : null;
    });
    const { options, answer, commonErrors } = mcqFromMistakes(rng, eqn.x, mistakes, (r) => `$${texValue(r)}$`);
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\nRozwiązaniem równania $${eqn.tex}$ jest liczba`,
      options,
      answer,
      steps: eqn.steps,
      commonErrors,
      solution: eqn.solution,
      params: { equation: eqn.tex },
    };
  },
});

export const linearEquationsTemplates: readonly QuestionTemplate[] = [solve, solutionE8];
