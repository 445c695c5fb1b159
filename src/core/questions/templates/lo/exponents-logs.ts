import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, INTEGER_OR_FRACTION_HINT } from '../../kit/numbers.ts';
import { type NumericMistake, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { gcd, rat, type Rational } from '../../../math/rational.ts';
import { texNumber, texRational } from '../../../text/format.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

const tr = (r: Rational): string => texRational(r);
const SIMPLEST = INTEGER_OR_FRACTION_HINT;

const logValue = defineTemplate({
  id: 'exponents_logs.log-value',
  title: 'Obliczanie logarytmu z definicji',
  generate({ rng, level }): Item {
    // (base tex, argument tex, value, base number, argument value as rational, the power written out)
    let base: number;
    let argTex: string;
    let arg: Rational;
    let value: Rational;
    let powerTex: string;
    let common = 0;
    let commonExp = 0;
    if (level === 1) {
      base = rng.pick([2, 3, 4, 5, 10]);
      const maxK = base === 2 ? 7 : base === 10 ? 5 : base === 3 ? 5 : 4;
      const k = rng.int(2, maxK);
      arg = rat(base ** k);
      argTex = texNumber(base ** k);
      value = rat(k);
      powerTex = `${base}^{${k}} = ${argTex}`;
    } else if (level === 2) {
      base = rng.pick([2, 3, 5, 10]);
      const reciprocal = rng.chance(0.5);
      const k = rng.int(1, reciprocal ? (base === 2 ? 5 : 3) : base === 2 ? 4 : base === 10 ? 1 : 2);
      if (reciprocal) {
        arg = rat(1, base ** k);
        argTex = `\\frac{1}{${base ** k}}`;
        value = rat(-k);
        powerTex = `${base}^{-${k}} = \\frac{1}{${base ** k}}`;
      } else {
        arg = rat(base ** k);
        argTex = `\\sqrt{${base ** (2 * k)}}`;
        value = rat(k);
        powerTex = `\\sqrt{${base ** (2 * k)}} = ${base ** k} = ${base}^{${k}}`;
      }
    } else {
      // base = r^eb, argument = r^ea, so log = ea / eb (a non-integer).
      const [b, a, r, eb, ea] = rng.pick([
        [4, 8, 2, 2, 3],
        [8, 4, 2, 3, 2],
        [9, 27, 3, 2, 3],
        [27, 9, 3, 3, 2],
        [4, 32, 2, 2, 5],
        [25, 125, 5, 2, 3],
        [8, 16, 2, 3, 4],
        [16, 8, 2, 4, 3],
        [16, 32, 2, 4, 5],
        [49, 343, 7, 2, 3],
        [8, 32, 2, 3, 5],
        [9, 243, 3, 2, 5],
        [125, 25, 5, 3, 2],
        [32, 8, 2, 5, 3],
      ] as const);
      base = b;
      arg = rat(a);
      argTex = String(a);
      value = rat(ea, eb);
      common = r;
      commonExp = ea;
      powerTex = `${b}^{x} = ${a} \\Leftrightarrow ${r}^{${eb}x} = ${r}^{${ea}} \\Leftrightarrow ${eb}x = ${ea}`;
    }
    const mistakes: NumericMistake[] = [
      {
        key: 'divided_instead',
        value: rat(arg.n, arg.d * base),
        feedback:
          'Logarytm to nie iloraz liczby i podstawy. $\\log_a b$ to wykładnik, do którego trzeba podnieść $a$, aby otrzymać $b$.',
      },
      {
        key: 'reciprocal',
        value: rat(value.d, value.n),
        feedback: 'Odwrócono role podstawy i liczby logarytmowanej — obliczono $\\log_b a$ zamiast $\\log_a b$.',
      },
      ...(value.n < 0
        ? [
            {
              key: 'sign_lost',
              value: rat(-value.n, value.d),
              feedback:
                'Zwróć uwagę na znak wykładnika: liczba mniejsza od 1 przy podstawie większej od 1 daje logarytm ujemny.',
            },
          ]
        : []),
    ];
    const sol = `$\\log_{${base}} ${argTex} = ${tr(value)}$, bo $${powerTex}$.`;
    return {
      type: 'fraction',
      stem: `Oblicz $\\log_{${base}} ${argTex}$.`,
      answer: numberAnswer(value, { preferFraction: true }),
      answerHint: SIMPLEST,
      steps: [
        numberStep({
          prompt: `Zapisz liczbę $${argTex}$ jako potęgę liczby $${level === 3 ? common : base}$. Podaj wykładnik.`,
          value: level === 3 ? rat(commonExp) : value,
          hints: [
            'Mnóż podstawę przez siebie, aż otrzymasz daną liczbę.',
            level === 2
              ? 'Liczba odwrotna do potęgi to potęga o wykładniku ujemnym; pierwiastek kwadratowy to wykładnik $\\frac{1}{2}$.'
              : 'Policz, ile razy podstawa występuje jako czynnik.',
            `$${powerTex}$`,
          ],
        }),
        numberStep({
          prompt: `Ile wynosi $\\log_{${base}} ${argTex}$?`,
          value,
          hints: [
            `Szukamy takiego $x$, że $${base}^x = ${argTex}$.`,
            level === 3
              ? 'Zapisz obie liczby jako potęgi tej samej liczby i porównaj wykładniki.'
              : 'Odczytaj wykładnik z poprzedniego kroku.',
            sol,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(value, mistakes),
      solution: sol,
      params: { base, arg: argTex },
    };
  },
});

const logRules = defineTemplate({
  id: 'exponents_logs.log-rules',
  title: 'Działania na logarytmach',
  generate({ rng, level }): Item {
    let stemTex: string;
    let correct: number;
    let base: number;
    let combined: string;
    let distractors: { text: string; errorKey: string; feedback: string }[];
    if (level === 1) {
      const [c, x, y] = rng.pick([
        [6, 4, 9],
        [6, 2, 3],
        [6, 3, 12],
        [10, 2, 5],
        [10, 4, 25],
        [10, 20, 50],
        [10, 8, 125],
        [12, 3, 4],
        [15, 3, 5],
      ] as const);
      base = c;
      const prod = x * y;
      correct = Math.round(Math.log(prod) / Math.log(c));
      stemTex = `\\log_{${c}} ${x} + \\log_{${c}} ${y}`;
      combined = `\\log_{${c}} (${x} \\cdot ${y}) = \\log_{${c}} ${prod}`;
      distractors = [
        {
          text: `$\\log_{${c}} ${x + y}$`,
          errorKey: 'log_sum_termwise',
          feedback:
            'Suma logarytmów o tej samej podstawie to logarytm ILOCZYNU: $\\log_a x + \\log_a y = \\log_a (xy)$.',
        },
        {
          text: `$${prod}$`,
          errorKey: 'argument_as_value',
          feedback: `$${prod}$ to liczba logarytmowana, a nie wartość logarytmu. Oblicz jeszcze $\\log_{${c}} ${prod}$.`,
        },
        {
          text: `$\\log_{${2 * c}} ${prod}$`,
          errorKey: 'bases_added',
          feedback: 'Podstawy się nie dodaje — zostaje ta sama podstawa.',
        },
      ];
    } else if (level === 2) {
      const c = rng.pick([2, 3, 5]);
      const k = rng.int(2, c === 2 ? 5 : 3);
      const y = rng.pick([3, 6, 7].filter((v) => v !== c && v % c !== 0));
      const x = c ** k * y;
      base = c;
      correct = k;
      stemTex = `\\log_{${c}} ${x} - \\log_{${c}} ${y}`;
      combined = `\\log_{${c}} \\frac{${x}}{${y}} = \\log_{${c}} ${x / y}`;
      distractors = [
        {
          text: `$\\log_{${c}} ${x - y}$`,
          errorKey: 'log_diff_termwise',
          feedback:
            'Różnica logarytmów o tej samej podstawie to logarytm ILORAZU: $\\log_a x - \\log_a y = \\log_a \\frac{x}{y}$.',
        },
        {
          text: `$${x / y}$`,
          errorKey: 'argument_as_value',
          feedback: `$${x / y}$ to liczba logarytmowana, a nie wartość logarytmu. Oblicz jeszcze $\\log_{${c}} ${x / y}$.`,
        },
        {
          text: `$${-k}$`,
          errorKey: 'quotient_inverted',
          feedback: 'Podzielono w odwrotnej kolejności. $\\log_a x - \\log_a y = \\log_a \\frac{x}{y}$.',
        },
      ];
    } else {
      const [c, x, y] = rng.pick([
        [3, 6, 4],
        [2, 6, 9],
        [5, 10, 4],
        [2, 12, 9],
        [3, 12, 16],
        [5, 15, 9],
      ] as const);
      base = c;
      const q = (x * x) / y;
      correct = Math.round(Math.log(q) / Math.log(c));
      stemTex = `2\\log_{${c}} ${x} - \\log_{${c}} ${y}`;
      combined = `\\log_{${c}} ${x}^2 - \\log_{${c}} ${y} = \\log_{${c}} \\frac{${x * x}}{${y}} = \\log_{${c}} ${q}`;
      distractors = [
        {
          text: `$\\log_{${c}} ${x * x - y}$`,
          errorKey: 'log_diff_termwise',
          feedback: 'Różnica logarytmów to logarytm ilorazu, a nie różnicy.',
        },
        {
          text: `$${q}$`,
          errorKey: 'argument_as_value',
          feedback: `$${q}$ to liczba logarytmowana, a nie wartość logarytmu.`,
        },
        {
          text: `$\\log_{${c}} \\frac{${2 * x}}{${y}}$`,
          errorKey: 'coefficient_times_argument',
          feedback: `$2\\log_a x = \\log_a x^2$, a nie $\\log_a (2x)$: współczynnik staje się wykładnikiem.`,
        },
      ];
    }
    const { options, answer } = mcqFromErrors(
      rng,
      `$${correct}$`,
      distractors.map((d) => ({ text: d.text, errorKey: d.errorKey })),
    );
    const sol = `$${stemTex} = ${combined} = ${correct}$, bo $${base}^{${correct}} = ${base ** correct}$.`;
    return {
      type: 'mcq',
      stem: `Liczba $${stemTex}$ jest równa`,
      options,
      answer,
      steps: [
        numberStep({
          prompt: 'Zapisz wyrażenie jako jeden logarytm. Jaka liczba stoi pod logarytmem?',
          value: rat(base ** correct),
          hints: [
            level === 1
              ? 'Suma logarytmów o tej samej podstawie to logarytm iloczynu.'
              : 'Różnica logarytmów o tej samej podstawie to logarytm ilorazu.',
            level === 3
              ? 'Najpierw zamień $2\\log_a x$ na $\\log_a x^2$.'
              : '$\\log_a x \\pm \\log_a y = \\log_a (x \\cdot y)$ lub $\\log_a \\frac{x}{y}$.',
            `$${combined}$`,
          ],
          errors: distractors
            .filter((d) => d.errorKey === 'log_sum_termwise' || d.errorKey === 'log_diff_termwise')
            .map((d) => ({
              code: d.errorKey,
              value: rat(Number(d.text.replace(/^\$\\log_\{\d+\} /, '').replace(/\$$/, ''))),
              feedback: d.feedback,
            })),
        }),
        numberStep({
          prompt: 'Oblicz wartość tego logarytmu.',
          value: rat(correct),
          hints: [
            'Do jakiej potęgi trzeba podnieść podstawę?',
            `Szukamy $x$, dla którego $${base}^x = ${base ** correct}$.`,
            sol,
          ],
        }),
      ],
      commonErrors: distractors.map((d) => textError(d.errorKey, d.text, d.feedback)),
      solution: sol,
      params: { expr: stemTex },
    };
  },
});

const rationalExponent = defineTemplate({
  id: 'exponents_logs.rational-exponent',
  title: 'Potęga o wykładniku wymiernym',
  generate({ rng, level }): Item {
    const [root, n] = rng.pick([
      [2, 2],
      [3, 2],
      [4, 2],
      [5, 2],
      [6, 2],
      [2, 3],
      [3, 3],
      [4, 3],
      [5, 3],
      [2, 4],
      [3, 4],
      [2, 5],
    ] as const);
    const a = root ** n;
    const m = level === 1 ? 1 : rng.pick([2, 3].filter((v) => gcd(v, n) === 1 && root ** v <= 1000));
    const negative = level === 3;
    const powered = root ** m;
    const value = negative ? rat(1, powered) : rat(powered);
    const expTex = `${negative ? '-' : ''}\\frac{${m}}{${n}}`;
    const mistakes: NumericMistake[] = [
      {
        key: 'multiplied_by_exponent',
        value: rat((negative ? -1 : 1) * a * m, n),
        feedback:
          'Potęgi nie liczy się przez mnożenie podstawy przez wykładnik. $a^{\\frac{m}{n}} = \\left(\\sqrt[n]{a}\\right)^m$.',
      },
      {
        key: 'root_only',
        value: negative ? rat(1, root) : rat(root),
        feedback: `Obliczono tylko pierwiastek stopnia ${n}. Trzeba go jeszcze podnieść do potęgi ${m}.`,
      },
      {
        key: 'sign_ignored',
        value: rat(powered),
        feedback: 'Wykładnik ujemny oznacza odwrotność: $a^{-x} = \\frac{1}{a^x}$.',
      },
      {
        key: 'negative_result',
        value: rat(-powered),
        feedback: 'Potęga o wykładniku ujemnym nie jest liczbą ujemną — to odwrotność: $a^{-x} = \\frac{1}{a^x}$.',
      },
    ];
    const rootTex = n === 2 ? `\\sqrt{${a}}` : `\\sqrt[${n}]{${a}}`;
    const sol =
      m === 1 && !negative
        ? `$${a}^{${expTex}} = ${rootTex} = ${root}$`
        : `$${a}^{${expTex}} = ${negative ? '\\frac{1}{' : ''}\\left(${rootTex}\\right)^{${m}}${negative ? '}' : ''} = ${negative ? '\\frac{1}{' : ''}${root}^{${m}}${negative ? '}' : ''} = ${tr(value)}$`;
    return {
      type: 'fraction',
      stem: `Oblicz $${a}^{${expTex}}$.`,
      answer: numberAnswer(value, { preferFraction: true }),
      answerHint: SIMPLEST,
      steps: [
        numberStep({
          prompt: `Oblicz $${rootTex}$.`,
          value: rat(root),
          hints: [
            `Mianownik wykładnika (${n}) to stopień pierwiastka.`,
            `Szukamy liczby, której ${n === 2 ? 'kwadrat' : `${n}. potęga`} jest równa ${a}.`,
            `$${rootTex} = ${root}$, bo $${root}^{${n}} = ${a}$.`,
          ],
        }),
        numberStep({
          prompt: `Oblicz $${a}^{${expTex}}$.`,
          value,
          hints: [
            m > 1
              ? `Licznik wykładnika (${m}) to potęga, do której podnosisz pierwiastek.`
              : 'Wykładnik $\\frac{1}{n}$ oznacza pierwiastek stopnia $n$.',
            negative ? 'Minus w wykładniku oznacza odwrotność.' : `Podnieś ${root} do potęgi ${m}.`,
            sol,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(
        value,
        negative ? mistakes : mistakes.filter((mk) => mk.key !== 'sign_ignored' && mk.key !== 'negative_result'),
      ),
      solution: sol,
      params: { a, m, n, negative },
    };
  },
});

export const exponentsLogsTemplates: readonly QuestionTemplate[] = [logValue, logRules, rationalExponent];
