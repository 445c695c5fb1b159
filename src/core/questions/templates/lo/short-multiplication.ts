import type { CommonError, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { step, exprStepPatterns, numberStep } from '../../kit/steps.ts';
import { polyExpr, polyText } from '../../kit/format.ts';
import { rat } from '../../../math/rational.ts';
import { texNumber } from '../../../text/format.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

type Poly = readonly (readonly [number, string])[];
const quad = (a2: number, a1: number, a0: number): Poly => [
  [a2, 'x^2'],
  [a1, 'x'],
  [a0, ''],
];
/** Patterns for a quadratic typed in the usual order, with ^2 or ². */
const quadPatterns = (p: Poly): string[] => {
  const e = polyExpr(p);
  return exprStepPatterns([e, e.replace(/\^2/g, '²')]);
};
const polyKey = (p: Poly): string => polyExpr(p);

const expandSquare = defineTemplate({
  id: 'short_multiplication.expand',
  title: 'Wzory skróconego mnożenia — rozwijanie',
  generate({ rng, level }): Item {
    if (level < 3) {
      const a = level === 1 ? 1 : rng.int(2, 5);
      const b = rng.int(1, 9);
      const minus = level === 2 ? rng.chance(0.7) : rng.chance(0.5);
      const s = minus ? -1 : 1;
      const ax = a === 1 ? 'x' : `${a}x`;
      const exprTex = `(${ax} ${minus ? '-' : '+'} ${b})^2`;
      const correct = quad(a * a, 2 * a * b * s, b * b);
      const wrongs: { key: string; p: Poly; feedback: string }[] = [
        {
          key: 'square_termwise',
          p: quad(a * a, 0, b * b),
          feedback: 'Kwadrat sumy (różnicy) to nie suma kwadratów. Brakuje wyrazu środkowego $2ab$.',
        },
        {
          key: 'middle_term_single',
          p: quad(a * a, a * b * s, b * b),
          feedback: 'Wyraz środkowy to PODWOJONY iloczyn: $2 \\cdot a \\cdot b$.',
        },
        ...(minus
          ? [
              {
                key: 'minus_squared',
                p: quad(a * a, -2 * a * b, -b * b),
                feedback: 'Kwadrat liczby ujemnej jest dodatni: $(-b)^2 = b^2$, więc ostatni wyraz ma znak plus.',
              },
            ]
          : []),
        ...(a > 1
          ? [
              {
                key: 'coefficient_not_squared',
                p: quad(a, 2 * a * b * s, b * b),
                feedback: `Do kwadratu podnosimy cały wyraz $${a}x$: $(${a}x)^2 = ${a * a}x^2$.`,
              },
            ]
          : []),
      ];
      const commonErrors: CommonError[] = wrongs
        .slice(0, 4)
        .map((w) => ({ key: w.key, wrong: { kind: 'expression', expr: polyExpr(w.p) }, feedback: w.feedback }));
      const sol = `$${exprTex} = (${ax})^2 ${minus ? '-' : '+'} 2 \\cdot ${a === 1 ? '' : `${a} \\cdot `}x \\cdot ${b} + ${b}^2 = ${polyText(correct)}$`;
      return {
        type: 'expression',
        stem: `Zapisz wyrażenie $${exprTex}$ w postaci sumy algebraicznej.`,
        answer: { kind: 'expression', expr: polyExpr(correct), variables: ['x'], form: 'expanded' },
        answerHint: 'Wpisz wyrażenie bez nawiasów (potęgę zapisz jako x^2).',
        steps: [
          numberStep({
            prompt: `Oblicz współczynnik wyrazu środkowego (przy $x$) ze wzoru $(a ${minus ? '-' : '+'} b)^2 = a^2 ${minus ? '-' : '+'} 2ab + b^2$.`,
            value: rat(2 * a * b * s),
            hints: [
              'Wyraz środkowy to $2ab$ ze znakiem takim jak w nawiasie.',
              `Tutaj $a = ${ax}$, $b = ${b}$.`,
              `$${minus ? '-' : ''}2 \\cdot ${a === 1 ? '' : `${a} \\cdot `}${b} = ${2 * a * b * s}$`,
            ],
            errors: [
              {
                code: 'middle_term_single',
                value: rat(a * b * s),
                feedback: 'Wyraz środkowy to podwojony iloczyn — pomnóż jeszcze przez 2.',
              },
            ],
          }),
          step({
            prompt: 'Zapisz całe wyrażenie bez nawiasów.',
            expected: polyExpr(correct).replace(/\*/g, ''),
            patterns: quadPatterns(correct),
            hints: [
              'Użyj wzoru skróconego mnożenia.',
              `$(a ${minus ? '-' : '+'} b)^2 = a^2 ${minus ? '-' : '+'} 2ab + b^2$`,
              sol,
            ],
            errors: wrongs.map((w) => ({ code: w.key, patterns: quadPatterns(w.p), feedback: w.feedback })),
          }),
        ],
        commonErrors,
        solution: sol,
        params: { a, b, minus },
      };
    }
    const { a, b, c } = redraw(() => {
      const a = rng.int(2, 4);
      const b = rng.int(1, 6);
      const c = rng.int(1, 6);
      return b !== c ? { a, b, c } : null;
    });
    const correct = quad(a * a - 1, 2 * c, -b * b - c * c);
    const wrongs: { key: string; p: Poly; feedback: string }[] = [
      {
        key: 'sign_not_distributed',
        p: quad(a * a - 1, -2 * c, -b * b + c * c),
        feedback: 'Minus przed nawiasem zmienia znaki WSZYSTKICH wyrazów kwadratu $(x - ' + c + ')^2$.',
      },
      {
        key: 'square_termwise',
        p: quad(a * a - 1, 0, -b * b + c * c),
        feedback: `$(x - ${c})^2 \\ne x^2 - ${c * c}$. Kwadrat różnicy ma wyraz środkowy $-2 \\cdot ${c}x$.`,
      },
      {
        key: 'diff_squares_sign',
        p: quad(a * a - 1, 2 * c, b * b - c * c),
        feedback: '$(a + b)(a - b) = a^2 - b^2$ — iloczyn sumy i różnicy daje RÓŻNICĘ kwadratów.',
      },
    ];
    const first = quad(a * a, 0, -b * b);
    const second = quad(1, -2 * c, c * c);
    const stemTex = `(${a}x + ${b})(${a}x - ${b}) - (x - ${c})^2`;
    const sol = `$(${a}x + ${b})(${a}x - ${b}) = ${polyText(first)}$, $(x - ${c})^2 = ${polyText(second)}$. Stąd $${polyText(first)} - (${polyText(second)}) = ${polyText(correct)}$.`;
    return {
      type: 'expression',
      stem: `Zapisz wyrażenie $${stemTex}$ w najprostszej postaci.`,
      answer: { kind: 'expression', expr: polyExpr(correct), variables: ['x'], form: 'simplified' },
      answerHint: 'Wpisz wyrażenie bez nawiasów, z zredukowanymi wyrazami podobnymi.',
      steps: [
        step({
          prompt: `Oblicz $(${a}x + ${b})(${a}x - ${b})$.`,
          expected: polyExpr(first).replace(/\*/g, ''),
          patterns: quadPatterns(first),
          hints: [
            'To iloczyn sumy i różnicy tych samych wyrazów.',
            '$(a + b)(a - b) = a^2 - b^2$',
            `$${polyText(first)}$`,
          ],
          errors: [
            {
              code: 'diff_squares_sign',
              patterns: quadPatterns(quad(a * a, 0, b * b)),
              feedback: 'Iloczyn sumy i różnicy to różnica kwadratów.',
            },
          ],
        }),
        step({
          prompt: `Oblicz $(x - ${c})^2$.`,
          expected: polyExpr(second).replace(/\*/g, ''),
          patterns: quadPatterns(second),
          hints: ['Kwadrat różnicy.', '$(a - b)^2 = a^2 - 2ab + b^2$', `$${polyText(second)}$`],
          errors: [
            {
              code: 'square_termwise',
              patterns: quadPatterns(quad(1, 0, -c * c)),
              feedback: 'Brakuje wyrazu środkowego $-2ab$, a $(-' + c + ')^2$ jest dodatnie.',
            },
          ],
        }),
        step({
          prompt: 'Odejmij drugi wynik od pierwszego i zredukuj wyrazy podobne.',
          expected: polyExpr(correct).replace(/\*/g, ''),
          patterns: quadPatterns(correct),
          hints: [
            'Drugi wynik weź w nawias — minus zmienia znaki wszystkich jego wyrazów.',
            `$${polyText(first)} - (${polyText(second)})$`,
            sol,
          ],
          errors: wrongs.map((w) => ({ code: w.key, patterns: quadPatterns(w.p), feedback: w.feedback })),
        }),
      ],
      commonErrors: wrongs
        .filter((w, i, all) => all.findIndex((v) => polyKey(v.p) === polyKey(w.p)) === i)
        .map((w) => ({ key: w.key, wrong: { kind: 'expression', expr: polyExpr(w.p) }, feedback: w.feedback })),
      solution: sol,
      params: { a, b, c },
    };
  },
});

const clever = defineTemplate({
  id: 'short_multiplication.compute-with-formulas',
  title: 'Obliczenia z użyciem wzorów skróconego mnożenia',
  generate({ rng, level }): Item {
    let stem: string;
    let correct: number;
    let mistakes: NumericMistake[];
    let steps;
    let sol: string;
    // The worked solution, where it walks through more than the last hint (sol) does.
    let worked: string | undefined;
    let params: Record<string, number>;
    if (level === 1) {
      const { x, y } = redraw(() => {
        const s = rng.pick([100, 200, 50, 150]);
        const x = rng.int(Math.ceil(s / 2) + 1, s - 3);
        const y = s - x;
        return x !== y ? { x, y } : null;
      });
      correct = (x - y) * (x + y);
      stem = `Oblicz bez kalkulatora, korzystając ze wzoru skróconego mnożenia: $${x}^2 - ${y}^2$.`;
      mistakes = [
        {
          key: 'square_termwise',
          value: rat((x - y) ** 2),
          feedback: '$a^2 - b^2 \\ne (a - b)^2$. Różnica kwadratów to $(a - b)(a + b)$.',
        },
        {
          key: 'no_square',
          value: rat(x - y),
          feedback: 'Zgubiono kwadraty. Skorzystaj ze wzoru $a^2 - b^2 = (a - b)(a + b)$.',
        },
        {
          key: 'difference_times_two',
          value: rat(2 * (x - y)),
          feedback: 'Kwadrat to nie mnożenie przez 2. Skorzystaj ze wzoru $a^2 - b^2 = (a - b)(a + b)$.',
        },
      ];
      sol = `$${x}^2 - ${y}^2 = (${x} - ${y})(${x} + ${y}) = ${x - y} \\cdot ${x + y} = ${texNumber(correct)}$`;
      steps = [
        numberStep({
          prompt: `Oblicz $${x} - ${y}$.`,
          value: rat(x - y),
          hints: ['Odejmij.', 'To pierwszy czynnik wzoru $(a - b)(a + b)$.', `$${x - y}$`],
        }),
        numberStep({
          prompt: `Oblicz $${x} + ${y}$.`,
          value: rat(x + y),
          hints: ['Dodaj.', 'To drugi czynnik wzoru $(a - b)(a + b)$.', `$${x + y}$`],
        }),
        numberStep({
          prompt: `Ile wynosi $${x}^2 - ${y}^2$?`,
          value: rat(correct),
          hints: ['Pomnóż wyniki dwóch poprzednich kroków.', '$a^2 - b^2 = (a - b)(a + b)$', sol],
          errors: stepErrors(mistakes),
        }),
      ];
      params = { x, y };
    } else if (level === 2) {
      const { a, b } = redraw(() => {
        const a = rng.pick([2, 3, 5, 6, 7, 10, 11, 13]);
        const b = rng.int(2, 5);
        return a !== b * b && a - b * b !== 0 ? { a, b } : null;
      });
      correct = a - b * b;
      stem = `Oblicz $(\\sqrt{${a}} - ${b})(\\sqrt{${a}} + ${b})$.`;
      mistakes = [
        {
          key: 'no_square',
          value: rat(a - b),
          feedback: `Drugi wyraz też trzeba podnieść do kwadratu: $${b}^2 = ${b * b}$.`,
        },
        {
          key: 'diff_squares_sign',
          value: rat(a + b * b),
          feedback: 'Iloczyn sumy i różnicy to RÓŻNICA kwadratów: $(x - y)(x + y) = x^2 - y^2$.',
        },
        {
          key: 'root_squared_wrong',
          value: rat(a * a - b * b),
          feedback: `$(\\sqrt{${a}})^2 = ${a}$, a nie $${a}^2$.`,
        },
      ];
      sol = `$(\\sqrt{${a}} - ${b})(\\sqrt{${a}} + ${b}) = (\\sqrt{${a}})^2 - ${b}^2 = ${a} - ${b * b} = ${correct}$`;
      steps = [
        numberStep({
          prompt: `Ile wynosi $(\\sqrt{${a}})^2$?`,
          value: rat(a),
          hints: ['Kwadrat pierwiastka kwadratowego.', '$(\\sqrt{x})^2 = x$ dla $x \\ge 0$.', `$${a}$`],
          errors: [{ code: 'root_squared_wrong', value: rat(a * a), feedback: `Kwadrat pierwiastka z ${a} to ${a}.` }],
        }),
        numberStep({
          prompt: 'Oblicz wartość całego wyrażenia.',
          value: rat(correct),
          hints: ['Skorzystaj ze wzoru $(x - y)(x + y) = x^2 - y^2$.', `$x = \\sqrt{${a}}$, $y = ${b}$.`, sol],
          errors: stepErrors(mistakes),
        }),
      ];
      params = { a, b };
    } else {
      const { a, b } = redraw(() => {
        const a = rng.pick([2, 3, 5, 6, 7]);
        const b = rng.pick([2, 3, 5, 6, 7, 10]);
        return a !== b && a * b !== 4 && Math.sqrt(a * b) % 1 !== 0 ? { a, b } : null;
      });
      correct = 2 * (a + b);
      stem = `Oblicz $(\\sqrt{${a}} + \\sqrt{${b}})^2 + (\\sqrt{${a}} - \\sqrt{${b}})^2$.`;
      mistakes = [
        {
          key: 'square_termwise',
          value: rat(2 * a),
          feedback: `Kwadrat różnicy to nie różnica kwadratów: $(\\sqrt{${a}} - \\sqrt{${b}})^2 = ${a} - 2\\sqrt{${a * b}} + ${b}$.`,
        },
        { key: 'first_bracket_only', value: rat(a + b), feedback: 'Obliczono tylko jeden z kwadratów — dodaj oba.' },
        {
          key: 'root_squared_wrong',
          value: rat(2 * (a * a + b * b)),
          feedback: `$(\\sqrt{${a}})^2 = ${a}$, a nie $${a}^2$.`,
        },
      ];
      sol = `$(\\sqrt{${a}} + \\sqrt{${b}})^2 = ${a} + 2\\sqrt{${a * b}} + ${b}$, $(\\sqrt{${a}} - \\sqrt{${b}})^2 = ${a} - 2\\sqrt{${a * b}} + ${b}$. Suma: $2 \\cdot ${a} + 2 \\cdot ${b} = ${correct}$ (wyrazy środkowe się redukują).`;
      worked = `$(\\sqrt{${a}} + \\sqrt{${b}})^2 = ${a} + 2\\sqrt{${a * b}} + ${b} = ${a + b} + 2\\sqrt{${a * b}}$ i $(\\sqrt{${a}} - \\sqrt{${b}})^2 = ${a} - 2\\sqrt{${a * b}} + ${b} = ${a + b} - 2\\sqrt{${a * b}}$. Wyrazy z pierwiastkiem się redukują, więc suma wynosi $${a + b} + ${a + b} = ${correct}$.`;
      steps = [
        numberStep({
          prompt: `Jaka liczba wymierna zostaje w $(\\sqrt{${a}} + \\sqrt{${b}})^2$ poza wyrazem $2\\sqrt{${a * b}}$?`,
          value: rat(a + b),
          hints: [
            '$(x + y)^2 = x^2 + 2xy + y^2$',
            `$(\\sqrt{${a}})^2 = ${a}$, $(\\sqrt{${b}})^2 = ${b}$`,
            `$${a} + ${b} = ${a + b}$`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz wartość całego wyrażenia.',
          value: rat(correct),
          hints: ['Rozwiń oba kwadraty.', 'Wyrazy $+2\\sqrt{ab}$ i $-2\\sqrt{ab}$ się redukują.', sol],
          errors: stepErrors(mistakes),
        }),
      ];
      params = { a, b };
    }
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(correct),
      answerHint: 'Wpisz liczbę.',
      steps,
      commonErrors: numberErrors(rat(correct), mistakes),
      solution: worked ?? sol,
      params,
    };
  },
});

export const shortMultiplicationTemplates: readonly QuestionTemplate[] = [expandSquare, clever];
