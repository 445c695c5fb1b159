/**
 * Factorising and rational expressions (podstawa LO.II: rozkłada wielomiany na czynniki
 * metodą wyłączania wspólnego czynnika przed nawias, grupowania wyrazów i za pomocą wzorów
 * skróconego mnożenia; wyznacza dziedzinę prostego wyrażenia wymiernego i je upraszcza).
 */
import type { CommonError, McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, typed } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { exprStepPatterns, numberPattern, numberStep, step } from '../../kit/steps.ts';
import { polyText } from '../../kit/format.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';

/** `x - 5` / `x + 5` / `2x - 3` in KaTeX and in checker syntax. */
const lin = (a: number, c: number): string =>
  polyText([
    [a, 'x'],
    [c, ''],
  ]);
const linExpr = (a: number, c: number): string => `${a === 1 ? '' : `${a}*`}x${c < 0 ? '-' : '+'}${Math.abs(c)}`;

interface Wrong {
  text: string;
  errorKey: string;
  feedback: string;
}

/** A multiple choice whose distractors are wrong factorisations, with their feedback as common errors. */
function factorChoice(
  rng: Rng,
  correct: string,
  wrongs: readonly Wrong[],
): { options: McqOption[]; answer: { kind: 'choice'; index: number }; commonErrors: CommonError[] } {
  const { options, answer } = mcqFromErrors(
    rng,
    correct,
    wrongs.map((w) => ({ text: w.text, errorKey: w.errorKey })),
  );
  const commonErrors = wrongs
    .filter((w) => options.some((o) => o.errorKey === w.errorKey))
    .map((w) => textError(w.errorKey, w.text, w.feedback));
  return { options, answer, commonErrors };
}

const DIFF_SQUARES = '$a^2 - b^2 = (a - b)(a + b)$';
const SQUARE_SUM = '$a^2 \\pm 2ab + b^2 = (a \\pm b)^2$';

/** Level 1: a difference of squares k²x² − n². */
function differenceOfSquares(rng: Rng): GeneratedBody | null {
  const k = rng.pick([1, 1, 2, 3]);
  const n = rng.int(2, k === 1 ? 12 : 7);
  const poly = polyText([
    [k * k, 'x^2'],
    [-n * n, ''],
  ]);
  const kx = k === 1 ? 'x' : `${k}x`;
  const kxSquared = k === 1 ? 'x^2' : `(${kx})^2`;
  const correct = `$(${lin(k, -n)})(${lin(k, n)})$`;
  const { options, answer, commonErrors } = factorChoice(rng, correct, [
    {
      text: `$(${lin(k, -n)})^2$`,
      errorKey: 'square_of_difference',
      feedback: `$(${lin(k, -n)})^2$ ma wyraz środkowy $-${2 * k * n}x$. Różnicę kwadratów rozkłada się wzorem ${DIFF_SQUARES}.`,
    },
    {
      text: `$(${lin(k, n)})^2$`,
      errorKey: 'square_of_sum',
      feedback: `$(${lin(k, n)})^2 = ${polyText([
        [k * k, 'x^2'],
        [2 * k * n, 'x'],
        [n * n, ''],
      ])}$, a nie $${poly}$. Skorzystaj ze wzoru ${DIFF_SQUARES}.`,
    },
    {
      text: `$(${n} - ${kx})(${n} + ${kx})$`,
      errorKey: 'order_swapped',
      feedback: `$(${n} - ${kx})(${n} + ${kx}) = ${n * n} - ${k * k === 1 ? '' : k * k}x^2$ — znak jest przeciwny. We wzorze ${DIFF_SQUARES} $a = ${kx}$, $b = ${n}$.`,
    },
  ]);
  return {
    type: 'mcq',
    stem: `Który iloczyn jest rozkładem wielomianu $W(x) = ${poly}$ na czynniki?`,
    options,
    answer,
    steps: [
      numberStep({
        prompt: `Jaka liczba dodatnia podniesiona do kwadratu daje $${n * n}$?`,
        value: rat(n),
        hints: [
          'Wielomian jest różnicą dwóch kwadratów.',
          `Szukasz $b$, dla którego $b^2 = ${n * n}$.`,
          `$${n}^2 = ${n * n}$`,
        ],
      }),
      step({
        prompt: 'Zapisz wielomian w postaci iloczynu.',
        expected: `(${linExpr(k, -n).replace('*', '')})(${linExpr(k, n).replace('*', '')})`,
        patterns: exprStepPatterns([`(${linExpr(k, -n)})(${linExpr(k, n)})`, `(${linExpr(k, n)})(${linExpr(k, -n)})`]),
        hints: [
          `Zapisz $${poly}$ jako $${kxSquared} - ${n}^2$.`,
          DIFF_SQUARES,
          `$${poly} = (${lin(k, -n)})(${lin(k, n)})$`,
        ],
      }),
    ],
    commonErrors,
    solution: `$${poly} = ${kxSquared} - ${n}^2 = (${lin(k, -n)})(${lin(k, n)})$ ze wzoru ${DIFF_SQUARES}.`,
    params: { k, n },
  };
}

/** Level 2: a perfect square a(x ± n)², the common factor first when a > 1. */
function perfectSquare(rng: Rng): GeneratedBody | null {
  const a = rng.pick([1, 1, 2, 3]);
  const n = rng.int(2, 9);
  const s = rng.chance(0.5) ? -1 : 1;
  const poly = polyText([
    [a, 'x^2'],
    [2 * a * n * s, 'x'],
    [a * n * n, ''],
  ]);
  const pre = a === 1 ? '' : String(a);
  const correct = `$${pre}(${lin(1, s * n)})^2$`;
  const { options, answer, commonErrors } = factorChoice(rng, correct, [
    {
      text: `$${pre}(${lin(1, -s * n)})^2$`,
      errorKey: 'sign_of_middle_term',
      feedback: `Znak w nawiasie jest taki jak znak wyrazu z $x$: ${SQUARE_SUM}.`,
    },
    {
      text: `$${pre}(x - ${n})(x + ${n})$`,
      errorKey: 'difference_of_squares',
      feedback: `$(x - ${n})(x + ${n}) = x^2 - ${n * n}$ — nie ma wyrazu z $x$. Tu jest kwadrat ${s < 0 ? 'różnicy' : 'sumy'}: ${SQUARE_SUM}.`,
    },
    {
      text: `$${pre}(${lin(1, s * 2 * n)})^2$`,
      errorKey: 'middle_term_not_halved',
      feedback: `Wyraz środkowy to $2ab$, więc $b$ jest połową współczynnika przy $x$${a === 1 ? '' : ' (po wyłączeniu $' + a + '$)'}: $b = ${n}$.`,
    },
  ]);
  const inner = polyText([
    [1, 'x^2'],
    [2 * n * s, 'x'],
    [n * n, ''],
  ]);
  const steps = [
    ...(a === 1
      ? []
      : [
          numberStep({
            prompt: 'Jaki wspólny czynnik liczbowy można wyłączyć przed nawias?',
            value: rat(a),
            hints: [
              'Sprawdź, przez jaką liczbę dzielą się wszystkie współczynniki.',
              `Współczynniki: $${a}$, $${2 * a * n * s}$, $${a * n * n}$.`,
              `$${poly} = ${a}(${inner})$`,
            ],
          }),
        ]),
    numberStep({
      prompt: `Jaka liczba $b$ spełnia $b^2 = ${n * n}$ i $2b = ${2 * n}$?`,
      value: rat(n),
      hints: [
        `Wyrażenie $${inner}$ ma postać $x^2 ${s < 0 ? '-' : '+'} 2bx + b^2$.`,
        `Podziel współczynnik przy $x$ przez 2: $${2 * n} : 2$.`,
        `$b = ${n}$`,
      ],
      errors: [
        { code: 'middle_term_not_halved', value: rat(2 * n), feedback: 'Wyraz środkowy to $2bx$ — podziel przez 2.' },
      ],
    }),
    step({
      prompt: 'Zapisz wielomian w postaci iloczynu.',
      expected: `${pre}(${linExpr(1, s * n)})^2`,
      patterns: exprStepPatterns([`${pre}(${linExpr(1, s * n)})^2`, `${pre}(${linExpr(1, s * n)})²`]),
      hints: [SQUARE_SUM, `Tutaj $a = x$, $b = ${n}$.`, `$${poly} = ${pre}(${lin(1, s * n)})^2$`],
    }),
  ];
  return {
    type: 'mcq',
    stem: `Który iloczyn jest rozkładem wielomianu $W(x) = ${poly}$ na czynniki?`,
    options,
    answer,
    steps,
    commonErrors,
    solution: `${a === 1 ? '' : `$${poly} = ${a}(${inner})$. `}$${inner} = x^2 ${s < 0 ? '-' : '+'} 2 \\cdot ${n} \\cdot x + ${n}^2 = (${lin(1, s * n)})^2$, więc $W(x) = ${pre}(${lin(1, s * n)})^2$.`,
    params: { a, n, s },
  };
}

/** Level 3: grouping x³ + px² − n²x − pn² = (x + p)(x − n)(x + n). */
function grouping(rng: Rng): GeneratedBody | null {
  const n = rng.int(1, 6);
  const p = rng.int(-7, 7);
  if (p === 0 || Math.abs(p) === n) return null;
  const poly = polyText([
    [1, 'x^3'],
    [p, 'x^2'],
    [-n * n, 'x'],
    [-p * n * n, ''],
  ]);
  const xp = lin(1, p);
  const correct = `$(${xp})(x - ${n})(x + ${n})$`;
  const { options, answer, commonErrors } = factorChoice(rng, correct, [
    {
      text: `$(${lin(1, -p)})(x - ${n})(x + ${n})$`,
      errorKey: 'grouping_sign',
      feedback: `Z $x^2(${xp}) - ${n * n}(${xp})$ wyłącza się nawias $(${xp})$ — ten sam, który stoi w obu składnikach.`,
    },
    {
      text: `$(${xp})(x - ${n})^2$`,
      errorKey: 'square_of_difference',
      feedback: `$x^2 - ${n * n}$ to różnica kwadratów: $(x - ${n})(x + ${n})$, a nie $(x - ${n})^2$.`,
    },
    {
      text: `$(${xp})(x^2 + ${n * n})$`,
      errorKey: 'sign_in_bracket',
      feedback: `Po wyłączeniu $(${xp})$ zostaje $x^2 - ${n * n}$ (minus przed $${n * n}x$), a to jeszcze rozkłada się na $(x - ${n})(x + ${n})$.`,
    },
  ]);
  return {
    type: 'mcq',
    stem: `Który iloczyn jest rozkładem wielomianu $W(x) = ${poly}$ na czynniki?`,
    options,
    answer,
    steps: [
      step({
        prompt: `Pogrupuj wyrazy: $x^2(${xp}) - ${n * n}(\\ldots)$. Jaki dwumian stoi w drugim nawiasie?`,
        expected: linExpr(1, p),
        patterns: exprStepPatterns([linExpr(1, p)]),
        hints: [
          `Wyłącz $x^2$ z dwóch pierwszych wyrazów i $-${n * n}$ z dwóch ostatnich.`,
          `$${polyText([
            [-n * n, 'x'],
            [-p * n * n, ''],
          ])} = -${n * n}(\\ldots)$`,
          `$-${n * n}(${xp})$`,
        ],
      }),
      step({
        prompt: 'Zapisz wielomian jako iloczyn trzech czynników liniowych.',
        expected: `(${linExpr(1, p)})(x-${n})(x+${n})`,
        patterns: exprStepPatterns([
          `(${linExpr(1, p)})(x-${n})(x+${n})`,
          `(${linExpr(1, p)})(x+${n})(x-${n})`,
          `(x-${n})(x+${n})(${linExpr(1, p)})`,
          `(x+${n})(x-${n})(${linExpr(1, p)})`,
        ]),
        hints: [
          `Wyłącz wspólny nawias $(${xp})$: $(${xp})(x^2 - ${n * n})$.`,
          DIFF_SQUARES,
          `$(${xp})(x - ${n})(x + ${n})$`,
        ],
      }),
    ],
    commonErrors,
    solution: `$W(x) = x^2(${xp}) - ${n * n}(${xp}) = (${xp})(x^2 - ${n * n}) = (${xp})(x - ${n})(x + ${n})$.`,
    params: { n, p },
  };
}

const factorise = defineTemplate({
  id: 'short_multiplication.factorise',
  title: 'Rozkład wielomianu na czynniki',
  generate({ rng, level }) {
    return redrawItem(() =>
      level === 1 ? differenceOfSquares(rng) : level === 2 ? perfectSquare(rng) : grouping(rng),
    );
  },
});

// ── Rational expressions ───────────────────────────────────────────────────────────────────

/** Level 1: the one number outside the domain of (x + a)/(x − b). */
function excludedValue(rng: Rng): GeneratedBody | null {
  const a = rng.int(-9, 9);
  const b = rng.int(-9, 9);
  if (b === 0 || a === -b || a === 0) return null;
  const num = lin(1, a);
  const den = lin(1, -b);
  const mistakes: NumericMistake[] = [
    {
      key: 'denominator_sign',
      value: rat(-b),
      feedback: `Sprawdź znak: $${den} = 0$ dla $x = ${b}$.`,
    },
    {
      key: 'numerator_zero',
      value: rat(-a),
      feedback:
        'Dla tej liczby zeruje się licznik — wtedy wyrażenie jest równe 0, ale ma sens. Nie wolno dzielić przez 0: sprawdź mianownik.',
    },
  ];
  return {
    type: 'numeric',
    stem: `Dla jakiej liczby $x$ wyrażenie $\\frac{${num}}{${den}}$ nie jest określone?`,
    answer: numberAnswer(b),
    answerHint: 'Wpisz liczbę.',
    steps: [
      step({
        prompt: 'Która część ułamka nie może być równa zero?',
        expected: 'mianownik',
        patterns: ['^mianownik$'],
        hints: ['Nie wolno dzielić przez zero.', 'Przez co dzielimy w ułamku?', 'Mianownik.'],
        errors: [
          {
            code: 'numerator_zero',
            patterns: ['^licznik$'],
            feedback: 'Licznik może być zerem; dzielić nie wolno przez zero.',
          },
        ],
      }),
      numberStep({
        prompt: `Rozwiąż równanie $${den} = 0$.`,
        value: rat(b),
        hints: ['Wyrażenie nie ma sensu, gdy mianownik jest zerem.', `Przenieś liczbę na prawą stronę.`, `$x = ${b}$`],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(b, mistakes),
    solution: `Mianownik nie może być zerem: $${den} = 0$ dla $x = ${b}$. Dla tej liczby wyrażenie nie jest określone.`,
    params: { a, b },
  };
}

/** Level 2: the two numbers outside the domain: the denominator x² − b² or x² + cx. */
function excludedPair(rng: Rng): GeneratedBody | null {
  const squares = rng.chance(0.5);
  const b = rng.int(2, 9);
  const numC = rng.int(-9, 9);
  const den = squares
    ? polyText([
        [1, 'x^2'],
        [-b * b, ''],
      ])
    : polyText([
        [1, 'x^2'],
        [b, 'x'],
      ]);
  const values = squares ? [rat(-b), rat(b)] : [rat(-b), rat(0)];
  const num = lin(2, numC);
  const factored = squares ? `(x - ${b})(x + ${b})` : `x(x + ${b})`;
  const wrongs: { key: string; values: [number, number]; feedback: string }[] = squares
    ? [
        {
          key: 'root_not_taken',
          values: [-b * b, b * b],
          feedback: `$x^2 = ${b * b}$ daje $x = ${b}$ lub $x = -${b}$, a nie $\\pm ${b * b}$.`,
        },
      ]
    : [
        { key: 'factor_sign', values: [0, b], feedback: `$x + ${b} = 0$ dla $x = -${b}$.` },
        {
          key: 'zero_forgotten',
          values: [-b, b],
          feedback: `Mianownik $x(x + ${b})$ jest zerem dla $x = 0$ lub $x = -${b}$.`,
        },
      ];
  const commonErrors: CommonError[] = wrongs.map((w) => ({
    key: w.key,
    wrong: { kind: 'numbers', values: w.values.map((v) => rat(v)) },
    feedback: w.feedback,
  }));
  const pair = (p: number, q: number) => {
    const x = numberPattern(p).slice(1, -1);
    const y = numberPattern(q).slice(1, -1);
    return `^(${x} ?; ?${y}|${y} ?; ?${x})$`;
  };
  return {
    type: 'numeric',
    stem: `Wyznacz liczby, dla których wyrażenie $\\frac{${num}}{${den}}$ nie jest określone. Podaj je oddzielone średnikiem.`,
    answer: { kind: 'numbers', values, ordered: false },
    answerHint: 'Wpisz liczby oddzielone średnikiem.',
    steps: [
      step({
        prompt: 'Zapisz mianownik w postaci iloczynu.',
        expected: factored.replace(/ /g, ''),
        patterns: exprStepPatterns(
          squares ? [`(x-${b})(x+${b})`, `(x+${b})(x-${b})`] : [`x(x+${b})`, `(x+${b})x`, `x*(x+${b})`],
        ),
        hints: [
          squares ? 'Mianownik jest różnicą kwadratów.' : 'Wyłącz $x$ przed nawias.',
          squares ? DIFF_SQUARES : `$x^2 + ${b}x = x \\cdot (\\ldots)$`,
          `$${den} = ${factored}$`,
        ],
      }),
      step({
        prompt: 'Dla jakich liczb mianownik jest równy 0? (Oddziel je średnikiem.)',
        expected: `${typed(values[0]!)}; ${typed(values[1]!)}`,
        patterns: [pair(values[0]!.n, values[1]!.n)],
        hints: [
          'Iloczyn jest zerem, gdy jeden z czynników jest zerem.',
          `Przyrównaj każdy czynnik iloczynu $${factored}$ do zera.`,
          `$x = ${values[0]!.n}$ lub $x = ${values[1]!.n}$`,
        ],
        errors: wrongs.map((w) => ({ code: w.key, patterns: [pair(w.values[0], w.values[1])], feedback: w.feedback })),
      }),
    ],
    commonErrors,
    solution: `Mianownik: $${den} = ${factored}$. Jest równy 0 dla $x = ${values[0]!.n}$ lub $x = ${values[1]!.n}$, więc wyrażenie nie jest określone dla $x \\in \\{${values[0]!.n};\\ ${values[1]!.n}\\}$.`,
    params: { squares: squares ? 1 : 0, b, numC },
  };
}

/** Level 3: simplifying (x² − b²)/(x² + bx) = (x − b)/x. */
function simplify(rng: Rng): GeneratedBody | null {
  const b = rng.int(2, 9);
  const s = rng.chance(0.5) ? 1 : -1;
  // (x² − b²)/(x² + s·bx): the common factor is (x + s·b).
  const num = polyText([
    [1, 'x^2'],
    [-b * b, ''],
  ]);
  const den = polyText([
    [1, 'x^2'],
    [s * b, 'x'],
  ]);
  const common = lin(1, s * b);
  const rest = lin(1, -s * b);
  const correct = `$\\frac{${rest}}{x}$`;
  const { options, answer, commonErrors } = factorChoice(rng, correct, [
    {
      text: `$\\frac{${common}}{x}$`,
      errorKey: 'wrong_factor_cancelled',
      feedback: `Skraca się czynnik wspólny licznika i mianownika, czyli $(${common})$; w liczniku zostaje $(${rest})$.`,
    },
    {
      text: `$${s < 0 ? '' : '-'}\\frac{${b}}{x}$`,
      errorKey: 'terms_cancelled',
      feedback:
        'Skracać można tylko czynniki iloczynu, a nie składniki sumy ($x^2$ z $x^2$). Najpierw rozłóż licznik i mianownik na czynniki.',
    },
    {
      text: `$${rest}$`,
      errorKey: 'denominator_dropped',
      feedback: 'Po skróceniu w mianowniku zostaje $x$.',
    },
  ]);
  return {
    type: 'mcq',
    stem: `Wyrażenie $\\frac{${num}}{${den}}$ (dla $x \\ne 0$ i $x \\ne ${-s * b}$) po uproszczeniu jest równe`,
    options,
    answer,
    steps: [
      step({
        prompt: 'Rozłóż licznik na czynniki.',
        expected: `(x-${b})(x+${b})`,
        patterns: exprStepPatterns([`(x-${b})(x+${b})`, `(x+${b})(x-${b})`]),
        hints: ['Licznik to różnica kwadratów.', DIFF_SQUARES, `$${num} = (x - ${b})(x + ${b})$`],
      }),
      step({
        prompt: 'Rozłóż mianownik na czynniki.',
        expected: `x(${linExpr(1, s * b)})`,
        patterns: exprStepPatterns([`x(${linExpr(1, s * b)})`, `x*(${linExpr(1, s * b)})`, `(${linExpr(1, s * b)})x`]),
        hints: ['Wyłącz $x$ przed nawias.', `$${den} = x \\cdot (\\ldots)$`, `$${den} = x(${common})$`],
      }),
    ],
    commonErrors,
    solution: `$\\frac{${num}}{${den}} = \\frac{(x - ${b})(x + ${b})}{x(${common})} = \\frac{${rest}}{x}$ — skraca się wspólny czynnik $(${common})$.`,
    params: { b, s },
  };
}

const rationalExpression = defineTemplate({
  id: 'short_multiplication.rational-expression',
  title: 'Wyrażenia wymierne: dziedzina i skracanie',
  generate({ rng, level }) {
    return redrawItem(() => (level === 1 ? excludedValue(rng) : level === 2 ? excludedPair(rng) : simplify(rng)));
  },
});

export const factorisingTemplates: readonly QuestionTemplate[] = [factorise, rationalExpression];
