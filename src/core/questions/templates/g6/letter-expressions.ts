import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { type Rational, add, isFiniteDecimal, mul, rat, sub, toNumber } from '../../../math/rational.ts';
import { texNumber, texRational } from '../../../text/format.ts';

/** Expected step answers in the same form as the worked hints (t). */
const shownAsDecimal = (r: Rational): boolean => isFiniteDecimal(r) && r.d !== 1 && r.d <= 10;
const t = (r: Rational): string => (shownAsDecimal(r) ? texNumber(toNumber(r)) : texRational(r));
const tp = (r: Rational): string => (r.n < 0 ? `\\left(${t(r)}\\right)` : t(r));

const evaluate = defineTemplate({
  id: 'letter_expressions.evaluate',
  title: 'Wartość wyrażenia algebraicznego',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const { c, x, b } = redraw(() => {
        const c = rng.int(2, 9);
        const x = rng.int(2, 9);
        const b = rng.int(1, 15);
        return c * x + b === c * (x + b) ? null : { c, x, b };
      });
      const v = rat(c * x + b);
      const errors = numberErrors(v, [
        {
          key: 'concatenation',
          value: rat(c * 10 + x + b),
          feedback: `Zapis $${c}a$ oznacza $${c} \\cdot a$, a nie liczbę ${c}${x} utworzoną z cyfr.`,
        },
        { key: 'order_of_ops', value: rat(c * (x + b)), feedback: 'Najpierw mnożenie, potem dodawanie.' },
        {
          key: 'coefficient_ignored',
          value: rat(x + b),
          feedback: `Pominięto współczynnik ${c}: $${c}a$ to ${c} razy $a$.`,
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz wartość wyrażenia $${c}a + ${b}$ dla $a = ${x}$.`,
        answer: numberAnswer(v),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Ile wynosi $${c}a$ dla $a = ${x}$?`,
            value: rat(c * x),
            hints: [
              `$${c}a$ oznacza $${c} \\cdot a$.`,
              `Wstaw ${x} w miejsce $a$: $${c} \\cdot ${x}$.`,
              `$${c} \\cdot ${x} = ${c * x}$`,
            ],
            errors: [
              { code: 'concatenation', value: rat(c * 10 + x), feedback: 'Między liczbą a literą jest mnożenie.' },
            ],
          }),
          numberStep({
            prompt: `Dodaj ${b}.`,
            value: v,
            hints: ['Dodaj drugi składnik.', `$${c * x} + ${b}$`, `$${c * x} + ${b} = ${c * x + b}$`],
          }),
        ],
        solution: `$${c} \\cdot ${x} + ${b} = ${c * x} + ${b} = ${c * x + b}$`,
        params: { c, x, b },
      };
    }
    if (level === 2) {
      const { c, d, x } = redraw(() => {
        const c = rng.int(2, 5);
        const d = rng.int(2, 9);
        const x = -rng.int(2, 5);
        const v = c * x * x - d * x;
        const wrongs = new Set([-c * x * x - d * x, c * x * x + d * x, 2 * c * x - d * x]);
        return wrongs.size < 3 || wrongs.has(v) ? null : { c, d, x };
      });
      const v = rat(c * x * x - d * x);
      const errors = numberErrors(v, [
        {
          key: 'minus_squared',
          value: rat(-c * x * x - d * x),
          feedback: `Kwadrat liczby ujemnej jest dodatni: $(${x})^2 = ${x * x}$.`,
        },
        {
          key: 'minus_minus_as_minus',
          value: rat(c * x * x + d * x),
          feedback: `$-${d} \\cdot (${x}) = ${-d * x}$ — minus razy minus daje plus.`,
        },
        {
          key: 'square_as_double',
          value: rat(c * 2 * x - d * x),
          feedback: `$a^2$ to $a \\cdot a$, a nie $2 \\cdot a$.`,
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz wartość wyrażenia $${c}x^2 - ${d}x$ dla $x = ${x}$.`,
        answer: numberAnswer(v),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Oblicz $${c}x^2$ dla $x = ${x}$.`,
            value: rat(c * x * x),
            hints: [
              'Najpierw potęga, potem mnożenie.',
              `$(${x})^2 = ${x * x}$`,
              `$${c} \\cdot ${x * x} = ${c * x * x}$`,
            ],
            errors: [
              { code: 'minus_squared', value: rat(-c * x * x), feedback: 'Kwadrat liczby ujemnej jest dodatni.' },
            ],
          }),
          numberStep({
            prompt: `Oblicz $-${d}x$ dla $x = ${x}$.`,
            value: rat(-d * x),
            hints: ['Minus razy minus daje plus.', `$-${d} \\cdot (${x})$`, `$-${d} \\cdot (${x}) = ${-d * x}$`],
            errors: [{ code: 'minus_minus_as_minus', value: rat(d * x), feedback: 'Minus razy minus daje plus.' }],
          }),
          numberStep({
            prompt: 'Dodaj oba wyniki.',
            value: v,
            hints: ['Zsumuj obliczone części.', `$${c * x * x} + ${-d * x}$`, `$${c * x * x - d * x}$`],
          }),
        ],
        solution: `$${c} \\cdot (${x})^2 - ${d} \\cdot (${x}) = ${c} \\cdot ${x * x} + ${-d * x} = ${c * x * x} + ${-d * x} = ${c * x * x - d * x}$`,
        params: { c, d, x },
      };
    }
    const { p, q, a, b } = redraw(() => {
      const p = rng.pick([2, 3, 4, 6, 8, 9, 10, 12]);
      const q = rng.pick([2, 3, 4, 6, 8, 9, 10, 12]);
      const a = rat(rng.int(1, 5), rng.pick([2, 3, 4]));
      const b = rat(-rng.int(1, 5), rng.pick([2, 3, 4]));
      if (a.d === 1 || b.d === 1 || p === q) return null;
      const v = sub(mul(rat(p), a), mul(rat(q), b));
      return v.d > 12 ? null : { p, q, a, b };
    });
    const pa = mul(rat(p), a);
    const qb = mul(rat(q), b);
    const v = sub(pa, qb);
    const errors = numberErrors(v, [
      {
        key: 'minus_minus_as_minus',
        value: add(pa, qb),
        feedback: `Odejmujesz liczbę ujemną $${t(qb)}$, więc ją dodajesz.`,
      },
      {
        key: 'coefficient_ignored',
        value: sub(a, b),
        feedback: `Pominięto współczynniki: $${p}a$ to $${p} \\cdot a$.`,
      },
      { key: 'wrong_sign', value: sub(qb, pa), feedback: 'Odjęto w odwrotnej kolejności.' },
    ]);
    return {
      type: 'fraction',
      stem: `Oblicz wartość wyrażenia $${p}a - ${q}b$ dla $a = ${t(a)}$ i $b = ${t(b)}$.`,
      answer: numberAnswer(v),
      answerHint: 'Wpisz liczbę (może być ułamkiem).',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Oblicz $${p}a = ${p} \\cdot ${tp(a)}$.`,
          value: pa,
          form: shownAsDecimal(pa) ? 'decimal' : 'fraction',
          hints: [
            'Pomnóż liczbę całkowitą przez licznik ułamka.',
            `$${p} \\cdot ${t(a)}$`,
            `$${p} \\cdot ${t(a)} = ${t(pa)}$`,
          ],
        }),
        numberStep({
          prompt: `Oblicz $${q}b = ${q} \\cdot ${tp(b)}$.`,
          value: qb,
          form: shownAsDecimal(qb) ? 'decimal' : 'fraction',
          hints: [
            'Iloczyn liczby dodatniej i ujemnej jest ujemny.',
            `$${q} \\cdot ${tp(b)}$`,
            `$${q} \\cdot ${tp(b)} = ${t(qb)}$`,
          ],
        }),
        numberStep({
          prompt: `Oblicz $${t(pa)} - ${tp(qb)}$.`,
          value: v,
          form: shownAsDecimal(v) ? 'decimal' : 'fraction',
          hints: [
            'Odejmowanie liczby ujemnej to dodawanie liczby przeciwnej.',
            `$${t(pa)} + ${t(mul(qb, rat(-1)))}$`,
            `$${t(v)}$`,
          ],
          errors: [
            {
              code: 'minus_minus_as_minus',
              value: add(pa, qb),
              feedback: 'Odejmujesz liczbę ujemną — dodaj liczbę przeciwną.',
            },
          ],
        }),
      ],
      solution: `$${p} \\cdot ${tp(a)} - ${q} \\cdot ${tp(b)} = ${t(pa)} - ${tp(qb)} = ${t(v)}$`,
      params: { p, q, a: `${a.n}/${a.d}`, b: `${b.n}/${b.d}` },
    };
  },
});

interface Phrase {
  text: string;
  expr: string;
  /** Regex sources over the normalised input (no spaces, `*` for ·). */
  patterns: string[];
  tex: string;
  vars: string[];
  errors: { key: string; expr: string; feedback: string }[];
  /** Worked value at the sample point, to check understanding numerically first. */
  sample: { at: string; value: Rational; calc: string };
}

function phrase(rng: { int(a: number, b: number): number; pick<T>(x: readonly T[]): T }, level: number): Phrase {
  const k = rng.int(2, 9);
  const m = rng.int(2, 4);
  if (level === 1) {
    const kind = rng.pick(['more', 'less', 'times', 'fraction'] as const);
    const x10 = 12 * k;
    switch (kind) {
      case 'more':
        return {
          text: `liczba o ${k} większa od liczby $x$`,
          expr: `x+${k}`,
          patterns: [`^(x\\+${k}|${k}\\+x)$`],
          tex: `x + ${k}`,
          vars: ['x'],
          errors: [
            {
              key: 'o_as_times',
              expr: `${k}*x`,
              feedback: `„O ${k} większa” oznacza dodanie ${k}, a „${k} razy większa” — mnożenie.`,
            },
            { key: 'more_as_less', expr: `x-${k}`, feedback: '„Większa” oznacza dodawanie.' },
          ],
          sample: { at: `x = ${x10}`, value: rat(x10 + k), calc: `${x10} + ${k} = ${x10 + k}` },
        };
      case 'less':
        return {
          text: `liczba o ${k} mniejsza od liczby $x$`,
          expr: `x-${k}`,
          patterns: [`^x-${k}$`],
          tex: `x - ${k}`,
          vars: ['x'],
          errors: [
            { key: 'order_reversed', expr: `${k}-x`, feedback: `Od liczby $x$ odejmujemy ${k}, a nie odwrotnie.` },
            {
              key: 'o_as_times',
              expr: `x/${k}`,
              feedback: `„O ${k} mniejsza” to odejmowanie, a „${k} razy mniejsza” — dzielenie.`,
            },
          ],
          sample: { at: `x = ${x10}`, value: rat(x10 - k), calc: `${x10} - ${k} = ${x10 - k}` },
        };
      case 'times':
        return {
          text: `liczba ${k} razy większa od liczby $x$`,
          expr: `${k}*x`,
          patterns: [`^(${k}\\*?x|x\\*${k})$`],
          tex: `${k}x`,
          vars: ['x'],
          errors: [
            {
              key: 'times_as_plus',
              expr: `x+${k}`,
              feedback: `„${k} razy większa” oznacza mnożenie przez ${k}, a nie dodanie ${k}.`,
            },
            { key: 'times_more_as_power', expr: `x^${k}`, feedback: 'To nie potęga, tylko mnożenie przez liczbę.' },
          ],
          sample: { at: `x = ${x10}`, value: rat(k * x10), calc: `${k} \\cdot ${x10} = ${k * x10}` },
        };
      default:
        return {
          text: `liczba ${k} razy mniejsza od liczby $x$`,
          expr: `x/${k}`,
          patterns: [`^(x/${k}|x:${k})$`],
          tex: `\\frac{x}{${k}}`,
          vars: ['x'],
          errors: [
            {
              key: 'times_less_as_minus',
              expr: `x-${k}`,
              feedback: `„${k} razy mniejsza” oznacza dzielenie przez ${k}, a nie odejmowanie ${k}.`,
            },
            { key: 'division_reversed', expr: `${k}/x`, feedback: `Dzielimy $x$ przez ${k}, a nie ${k} przez $x$.` },
          ],
          sample: { at: `x = ${x10}`, value: rat(x10 / k), calc: `${x10} : ${k} = ${x10 / k}` },
        };
    }
  }
  if (level === 2) {
    const kind = rng.pick(['lessThanMultiple', 'halfPlus', 'moreThanMultiple'] as const);
    const mult = ['', '', 'podwojonej', 'potrojonej', 'poczwórnej'][m]!;
    const MULTIPLE_NOMINATIVE = ['', '', 'Podwojona', 'Potrojona', 'Poczwórna'];
    if (kind === 'halfPlus') {
      return {
        text: `połowa liczby $x$ powiększona o ${k}`,
        expr: `x/2+${k}`,
        patterns: [`^(x/2\\+${k}|${k}\\+x/2|1/2\\*?x\\+${k}|0\\.5\\*?x\\+${k})$`],
        tex: `\\frac{x}{2} + ${k}`,
        vars: ['x'],
        errors: [
          {
            key: 'bracket_error',
            expr: `(x+${k})/2`,
            feedback: 'Najpierw bierzemy połowę liczby $x$, a dopiero potem dodajemy — nie dzielimy całej sumy.',
          },
          { key: 'half_as_minus', expr: `x-2+${k}`, feedback: 'Połowa to dzielenie przez 2, a nie odejmowanie 2.' },
        ],
        sample: { at: 'x = 20', value: rat(10 + k), calc: `20 : 2 + ${k} = ${10 + k}` },
      };
    }
    const less = kind === 'lessThanMultiple';
    return {
      text: `liczba o ${k} ${less ? 'mniejsza' : 'większa'} od ${mult} liczby $x$`,
      expr: `${m}*x${less ? '-' : '+'}${k}`,
      patterns: less ? [`^${m}\\*?x-${k}$`] : [`^(${m}\\*?x\\+${k}|${k}\\+${m}\\*?x)$`],
      tex: `${m}x ${less ? '-' : '+'} ${k}`,
      vars: ['x'],
      errors: less
        ? [
            {
              key: 'order_reversed',
              expr: `${k}-${m}*x`,
              feedback: `Od ${mult} liczby $x$ odejmujemy ${k}, a nie odwrotnie.`,
            },
            {
              key: 'bracket_error',
              expr: `${m}*(x-${k})`,
              feedback: `Najpierw mnożymy $x$ przez ${m}, potem odejmujemy ${k}.`,
            },
          ]
        : [
            {
              key: 'bracket_error',
              expr: `${m}*(x+${k})`,
              feedback: `Najpierw mnożymy $x$ przez ${m}, potem dodajemy ${k}.`,
            },
            {
              key: 'multiple_as_power',
              expr: `x^${m}+${k}`,
              feedback: `${MULTIPLE_NOMINATIVE[m]} liczba to liczba pomnożona przez ${m}, a nie potęga.`,
            },
          ],
      sample: {
        at: 'x = 10',
        value: rat(m * 10 + (less ? -k : k)),
        calc: `${m} \\cdot 10 ${less ? '-' : '+'} ${k} = ${m * 10 + (less ? -k : k)}`,
      },
    };
  }
  const kind = rng.pick([
    'squareOfSum',
    'sumOfSquares',
    'doubleDifference',
    'squareOfDifference',
    'differenceOfSquares',
    'mean',
    'multipleOfSum',
    'productSumDifference',
  ] as const);
  if (kind === 'squareOfDifference')
    return {
      text: 'kwadrat różnicy liczb $a$ i $b$',
      expr: '(a-b)^2',
      patterns: ['^\\(a-b\\)(\\^2|²)$'],
      tex: '(a - b)^2',
      vars: ['a', 'b'],
      errors: [
        {
          key: 'difference_of_squares',
          expr: 'a^2-b^2',
          feedback:
            '„Kwadrat różnicy” to najpierw różnica, potem kwadrat: $(a - b)^2$. Zapis $a^2 - b^2$ to różnica kwadratów.',
        },
        {
          key: 'double_instead_square',
          expr: '2*(a-b)',
          feedback: 'Kwadrat to mnożenie liczby przez siebie, a nie przez 2.',
        },
      ],
      sample: { at: 'a = 7, b = 4', value: rat(9), calc: '(7 - 4)^2 = 9' },
    };
  if (kind === 'differenceOfSquares')
    return {
      text: 'różnica kwadratów liczb $a$ i $b$',
      expr: 'a^2-b^2',
      patterns: ['^a(\\^2|²)-b(\\^2|²)$'],
      tex: 'a^2 - b^2',
      vars: ['a', 'b'],
      errors: [
        {
          key: 'square_of_difference',
          expr: '(a-b)^2',
          feedback: '„Różnica kwadratów” to najpierw kwadraty, potem różnica: $a^2 - b^2$.',
        },
        {
          key: 'double_instead_square',
          expr: '2*a-2*b',
          feedback: 'Kwadrat to mnożenie liczby przez siebie, a nie przez 2.',
        },
      ],
      sample: { at: 'a = 5, b = 3', value: rat(16), calc: '5^2 - 3^2 = 16' },
    };
  if (kind === 'mean')
    return {
      text: 'średnia arytmetyczna liczb $a$ i $b$',
      expr: '(a+b)/2',
      patterns: ['^(\\((a\\+b|b\\+a)\\)/2|a/2\\+b/2|0\\.5\\*?\\((a\\+b|b\\+a)\\))$'],
      tex: '\\frac{a + b}{2}',
      vars: ['a', 'b'],
      errors: [
        {
          key: 'bracket_error',
          expr: 'a+b/2',
          feedback: 'Przez 2 dzielimy całą sumę, więc potrzebny jest nawias: $(a + b) : 2$.',
        },
        { key: 'sum_only', expr: 'a+b', feedback: 'To suma. Średnia to suma podzielona przez liczbę składników (2).' },
      ],
      sample: { at: 'a = 7, b = 3', value: rat(5), calc: '(7 + 3) : 2 = 5' },
    };
  if (kind === 'multipleOfSum')
    return {
      text: `${['', '', 'podwojona', 'potrojona', 'poczwórna'][m]} suma liczb $a$ i $b$`,
      expr: `${m}*(a+b)`,
      patterns: [`^(${m}\\*?\\((a\\+b|b\\+a)\\)|\\((a\\+b|b\\+a)\\)\\*?${m}|${m}\\*?a\\+${m}\\*?b)$`],
      tex: `${m}(a + b)`,
      vars: ['a', 'b'],
      errors: [
        {
          key: 'bracket_error',
          expr: `${m}*a+b`,
          feedback: `Mnożymy całą sumę, więc potrzebny jest nawias: $${m}(a + b)$.`,
        },
        {
          key: 'added_instead',
          expr: `a+b+${m}`,
          feedback: `${['', '', 'Podwojona', 'Potrojona', 'Poczwórna'][m]} suma to suma pomnożona przez ${m}, a nie powiększona o ${m}.`,
        },
      ],
      sample: { at: 'a = 4, b = 1', value: rat(m * 5), calc: `${m} \\cdot (4 + 1) = ${m * 5}` },
    };
  if (kind === 'productSumDifference')
    return {
      text: 'iloczyn sumy liczb $a$ i $b$ przez ich różnicę',
      expr: '(a+b)*(a-b)',
      patterns: ['^(\\((a\\+b|b\\+a)\\)\\*?\\(a-b\\)|\\(a-b\\)\\*?\\((a\\+b|b\\+a)\\))$'],
      tex: '(a + b)(a - b)',
      vars: ['a', 'b'],
      errors: [
        {
          key: 'brackets_missing',
          expr: 'a+b*a-b',
          feedback: 'Mnożymy całą sumę przez całą różnicę: obie muszą być w nawiasach.',
        },
        { key: 'sum_times_sum', expr: '(a+b)*(a+b)', feedback: 'Drugi czynnik to różnica liczb: $a - b$.' },
      ],
      sample: { at: 'a = 5, b = 2', value: rat(21), calc: '(5 + 2) \\cdot (5 - 2) = 21' },
    };
  if (kind === 'squareOfSum')
    return {
      text: 'kwadrat sumy liczb $a$ i $b$',
      expr: '(a+b)^2',
      patterns: ['^\\((a\\+b|b\\+a)\\)(\\^2|²)$'],
      tex: '(a + b)^2',
      vars: ['a', 'b'],
      errors: [
        {
          key: 'sum_of_squares',
          expr: 'a^2+b^2',
          feedback: '„Kwadrat sumy” to najpierw suma, potem kwadrat: $(a + b)^2$. Zapis $a^2 + b^2$ to suma kwadratów.',
        },
        {
          key: 'double_instead_square',
          expr: '2*(a+b)',
          feedback: 'Kwadrat to mnożenie liczby przez siebie, a nie przez 2.',
        },
      ],
      sample: { at: 'a = 3, b = 4', value: rat(49), calc: '(3 + 4)^2 = 49' },
    };
  if (kind === 'sumOfSquares')
    return {
      text: 'suma kwadratów liczb $a$ i $b$',
      expr: 'a^2+b^2',
      patterns: ['^(a(\\^2|²)\\+b(\\^2|²)|b(\\^2|²)\\+a(\\^2|²))$'],
      tex: 'a^2 + b^2',
      vars: ['a', 'b'],
      errors: [
        {
          key: 'square_of_sum',
          expr: '(a+b)^2',
          feedback: '„Suma kwadratów” to najpierw kwadraty, potem suma: $a^2 + b^2$.',
        },
        {
          key: 'double_instead_square',
          expr: '2*a+2*b',
          feedback: 'Kwadrat to mnożenie liczby przez siebie, a nie przez 2.',
        },
      ],
      sample: { at: 'a = 3, b = 4', value: rat(25), calc: '3^2 + 4^2 = 25' },
    };
  return {
    text: `${['', '', 'podwojona', 'potrojona', 'poczwórna'][m]} różnica liczb $a$ i $b$`,
    expr: `${m}*(a-b)`,
    patterns: [`^(${m}\\*?\\(a-b\\)|\\(a-b\\)\\*?${m}|${m}\\*?a-${m}\\*?b)$`],
    tex: `${m}(a - b)`,
    vars: ['a', 'b'],
    errors: [
      {
        key: 'bracket_error',
        expr: `${m}*a-b`,
        feedback: `Mnożymy całą różnicę, więc potrzebny jest nawias: $${m}(a - b)$.`,
      },
      { key: 'order_reversed', expr: `${m}*(b-a)`, feedback: 'Różnica liczb $a$ i $b$ to $a - b$, nie $b - a$.' },
    ],
    sample: { at: 'a = 7, b = 2', value: rat(m * 5), calc: `${m} \\cdot (7 - 2) = ${m * 5}` },
  };
}

const writeExpression = defineTemplate({
  id: 'letter_expressions.write',
  title: 'Zapisywanie wyrażeń algebraicznych',
  generate({ rng, level }): GeneratedBody {
    const ph = phrase(rng, level);
    return {
      type: 'expression',
      stem: `Zapisz za pomocą wyrażenia algebraicznego: ${ph.text}.`,
      answer: { kind: 'expression', expr: ph.expr, variables: ph.vars },
      answerHint: 'Wpisz wyrażenie, np. 2x+3. Mnożenie możesz pominąć lub zapisać jako *.',
      commonErrors: ph.errors.map((e) => ({
        key: e.key,
        wrong: { kind: 'expression' as const, expr: e.expr },
        feedback: e.feedback,
      })),
      steps: [
        numberStep({
          prompt: `Sprawdź na przykładzie: ile wynosi ta liczba dla $${ph.sample.at}$?`,
          value: ph.sample.value,
          hints: [
            'Przeczytaj opis powoli i wykonaj działania po kolei.',
            'Zwróć uwagę, co jest liczone najpierw.',
            `$${ph.sample.calc}$`,
          ],
        }),
        step({
          prompt: 'Teraz zapisz to samo z literami zamiast liczb.',
          expected: ph.expr.replace(/\*/g, ''),
          patterns: ph.patterns,
          hints: [
            'Zastąp liczby z przykładu literami.',
            'Pamiętaj o nawiasach, jeśli działanie dotyczy całej sumy lub różnicy.',
            `$${ph.tex}$`,
          ],
          errors: ph.errors.map((e) => ({
            code: e.key,
            patterns: [`^${e.expr.replace(/[()^+*./]/g, (c) => `\\${c}`).replace(/\\\*/g, '\\*?')}$`],
            feedback: e.feedback,
          })),
        }),
      ],
      solution: `Na przykładzie: dla $${ph.sample.at}$ ta liczba wynosi $${ph.sample.calc}$. To samo z literami: ${ph.text} to $${ph.tex}$.`,
      params: { level, expr: ph.expr },
    };
  },
});

export const letterExpressionsTemplates: readonly QuestionTemplate[] = [evaluate, writeExpression];
