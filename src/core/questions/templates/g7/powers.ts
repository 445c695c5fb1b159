import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { FRACTION_OR_DECIMAL_HINT, numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors, type NumericMistake } from '../../kit/errors.ts';
import { mcqFromErrors, DOKONCZ_INSTRUCTION } from '../../kit/mcq.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { texValue } from '../../kit/format.ts';
import { type Rational, mul, neg, rat } from '../../../math/rational.ts';
import { plainRational, texRational } from '../../../text/format.ts';

/** Finite decimals with a decimal comma, other values as fractions. */
const t = texValue;
const pow = (b: Rational, n: number): Rational => {
  let r = rat(1);
  for (let i = 0; i < n; i++) r = mul(r, b);
  return r;
};

const BASE_TIMES_EXPONENT = 'Pomnożono podstawę przez wykładnik. Potęga to iloczyn jednakowych czynników.';

/** A power of a negative base with the wrong sign: the rule for its exponent's parity. */
const negativePowerSign = (n: number): string =>
  n % 2 === 0 ? 'Parzysta potęga liczby ujemnej jest dodatnia.' : 'Nieparzysta potęga liczby ujemnej jest ujemna.';

/** (−a)^n taken for −a·n, and for a·n (the sign lost too, told with `lostSignFeedback`). */
const baseTimesExponent = (a: number, n: number, lostSignFeedback: string): NumericMistake[] => [
  { key: 'base_times_exponent', value: rat(-a * n), feedback: BASE_TIMES_EXPONENT },
  { key: 'base_times_exponent_positive', value: rat(a * n), feedback: lostSignFeedback },
];

const evaluate = defineTemplate({
  id: 'powers.evaluate',
  title: 'Obliczanie wartości potęgi',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const { a, n } = redraw(() => {
        const a = rng.int(2, 6);
        const n = rng.int(2, a <= 3 ? 6 : 4);
        return a === n || a ** n === n ** a || a ** n > 1300 ? null : { a, n };
      });
      const v = rat(a ** n);
      const errors = numberErrors(v, [
        {
          key: 'base_times_exponent',
          value: rat(a * n),
          feedback: `Pomnożono podstawę przez wykładnik. $${a}^{${n}}$ to iloczyn ${n} czynników równych ${a}.`,
        },
        {
          key: 'exponent_swapped',
          value: rat(n ** a),
          feedback: `Zamieniono podstawę z wykładnikiem: obliczono $${n}^{${a}}$ zamiast $${a}^{${n}}$.`,
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $${a}^{${n}}$.`,
        answer: numberAnswer(v),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Potęgę $${a}^{${n}}$ zapisz jako iloczyn jednakowych czynników. Ile jest tych czynników?`,
            value: rat(n),
            hints: [
              'Wykładnik mówi, ile razy mnożymy podstawę przez siebie.',
              `Wykładnik to ${n}.`,
              `$${a}^{${n}} = ${Array(n).fill(a).join(' \\cdot ')}$`,
            ],
          }),
          numberStep({
            prompt: `Oblicz $${Array(n).fill(a).join(' \\cdot ')}$.`,
            value: v,
            hints: [
              'Mnóż po kolei.',
              `$${a} \\cdot ${a} = ${a * a}$, dalej mnóż przez ${a}.`,
              `$${a}^{${n}} = ${a ** n}$`,
            ],
            errors: [
              {
                code: 'base_times_exponent',
                value: rat(a * n),
                feedback: 'Mnożymy podstawę przez siebie, a nie przez wykładnik.',
              },
            ],
          }),
        ],
        solution: `$${a}^{${n}} = ${Array(n).fill(a).join(' \\cdot ')} = ${a ** n}$`,
        params: { a, n },
      };
    }
    if (level === 2) {
      const { a, n, bracket } = redraw(() => {
        const a = rng.int(2, 5);
        const n = rng.int(2, 5);
        const bracket = rng.chance(0.5);
        if (a ** n > 700 || a ** n === a * n) return null;
        // Without brackets the trap only bites for even exponents.
        if (!bracket && n % 2 === 1) return null;
        return { a, n, bracket };
      });
      const expr = bracket ? `(-${a})^{${n}}` : `-${a}^{${n}}`;
      const v = bracket ? pow(rat(-a), n) : neg(pow(rat(a), n));
      const errors = numberErrors(v, [
        bracket
          ? {
              key: 'odd_power_sign',
              value: neg(v),
              feedback: negativePowerSign(n),
            }
          : {
              key: 'minus_squared',
              value: neg(v),
              feedback: `Bez nawiasu minus nie jest potęgowany: $-${a}^{${n}} = -(${a}^{${n}})$. Tylko $(-${a})^{${n}}$ jest dodatnie.`,
            },
        ...baseTimesExponent(a, n, 'Pomnożono podstawę przez wykładnik i zgubiono znak.'),
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $${expr}$.`,
        answer: numberAnswer(v),
        answerHint: 'Wpisz liczbę (może być ujemna).',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Oblicz $${a}^{${n}}$ (bez znaku minus).`,
            value: rat(a ** n),
            hints: [
              'Pomnóż podstawę przez siebie tyle razy, ile wskazuje wykładnik.',
              `$${Array(n).fill(a).join(' \\cdot ')}$`,
              `$${a}^{${n}} = ${a ** n}$`,
            ],
          }),
          numberStep({
            prompt: `Ustal znak. Ile wynosi $${expr}$?`,
            value: v,
            hints: [
              bracket
                ? 'Potęgujemy liczbę ujemną — policz, ile jest minusów w iloczynie.'
                : 'Czy minus jest w nawiasie razem z podstawą?',
              bracket
                ? `Parzysta liczba czynników ujemnych daje wynik dodatni, nieparzysta — ujemny.`
                : `Bez nawiasu potęgujemy tylko ${a}, a minus zostaje przed wynikiem.`,
              `$${expr} = ${t(v)}$`,
            ],
            errors: [
              { code: bracket ? 'odd_power_sign' : 'minus_squared', value: neg(v), feedback: 'Sprawdź znak wyniku.' },
            ],
          }),
        ],
        solution: bracket
          ? `$${expr} = ${Array(n).fill(`(-${a})`).join(' \\cdot ')} = ${t(v)}$`
          : `$${expr} = -(${Array(n).fill(a).join(' \\cdot ')}) = ${t(v)}$`,
        params: { a, n, bracket },
      };
    }
    const decimal = rng.chance(0.5);
    const { base, n } = redraw(() => {
      const n = rng.int(2, 3);
      const base = decimal
        ? rat(rng.pick([-1, 1]) * rng.int(2, 9), 10)
        : rat(rng.pick([-1, 1]) * rng.int(1, 4), rng.int(2, 5));
      if (base.d === 1 || (Math.abs(base.n) === 1 && base.d === 10)) return null;
      return { base, n };
    });
    const v = pow(base, n);
    const candidates: NumericMistake[] = decimal
      ? [
          {
            key: 'decimal_places',
            value: mul(v, rat(10)),
            feedback:
              'Źle postawiony przecinek. W wyniku jest tyle cyfr po przecinku, ile łącznie mają wszystkie czynniki.',
          },
          {
            key: 'base_times_exponent',
            value: mul(base, rat(n)),
            feedback: 'Pomnożono podstawę przez wykładnik. Potęga to iloczyn jednakowych czynników.',
          },
          {
            key: 'odd_power_sign',
            value: neg(v),
            feedback: 'Sprawdź znak: parzysta potęga liczby ujemnej jest dodatnia, nieparzysta — ujemna.',
          },
        ]
      : [
          {
            key: 'numerator_only',
            value: rat(base.n ** n, base.d),
            feedback: 'Podniesiono do potęgi tylko licznik. Potęgujemy i licznik, i mianownik.',
          },
          {
            key: 'base_times_exponent',
            value: mul(base, rat(n)),
            feedback: 'Pomnożono podstawę przez wykładnik. Potęga to iloczyn jednakowych czynników.',
          },
          {
            key: 'odd_power_sign',
            value: neg(v),
            feedback: 'Sprawdź znak: parzysta potęga liczby ujemnej jest dodatnia, nieparzysta — ujemna.',
          },
        ];
    const errors = numberErrors(v, candidates);
    const baseTex = decimal ? t(base) : texRational(base);
    const tv = (r: Rational): string => (decimal ? t(r) : texRational(r));
    const expr = base.n < 0 || !decimal ? `\\left(${baseTex}\\right)^{${n}}` : `${baseTex}^{${n}}`;
    return {
      type: decimal ? 'numeric' : 'fraction',
      stem: `Oblicz: $${expr}$.`,
      answer: numberAnswer(v, decimal ? {} : { preferFraction: true }),
      answerHint: decimal ? 'Wpisz liczbę.' : FRACTION_OR_DECIMAL_HINT,
      commonErrors: errors,
      // A positive base has no sign to settle: one step, not the same value asked twice.
      steps:
        base.n > 0
          ? [
              // Decimal: the digits without the comma; fraction: the denominator (never equal to the result).
              numberStep(
                decimal
                  ? {
                      prompt: `Pomiń przecinek i oblicz $${base.n}^{${n}}$.`,
                      value: rat(base.n ** n),
                      hints: [
                        'Najpierw potęgujemy liczbę naturalną, przecinek postawimy na końcu.',
                        `$${Array(n).fill(base.n).join(' \\cdot ')}$`,
                        `$${base.n}^{${n}} = ${base.n ** n}$`,
                      ],
                    }
                  : {
                      prompt: `Ile wynosi mianownik wyniku, czyli $${base.d}^{${n}}$?`,
                      value: rat(base.d ** n),
                      hints: [
                        'Potęgujemy osobno licznik i mianownik.',
                        `$${Array(n).fill(base.d).join(' \\cdot ')}$`,
                        `$${base.d}^{${n}} = ${base.d ** n}$`,
                      ],
                    },
              ),
              numberStep({
                prompt: `Podaj wartość $${expr}$.`,
                value: v,
                form: decimal ? 'decimal' : 'fraction',
                hints: [
                  decimal
                    ? `W wyniku jest tyle cyfr po przecinku, ile łącznie mają wszystkie czynniki (${n}).`
                    : 'Potęgujemy osobno licznik i mianownik.',
                  `$${Array(n).fill(tv(base)).join(' \\cdot ')}$`,
                  `$${expr} = ${tv(v)}$`,
                ],
              }),
            ]
          : [
              numberStep({
                prompt: 'Oblicz potęgę bez zwracania uwagi na znak.',
                value: pow(rat(Math.abs(base.n), base.d), n),
                form: decimal ? 'decimal' : 'fraction',
                hints: [
                  decimal
                    ? 'Pomnóż liczby jak naturalne, potem policz miejsca po przecinku.'
                    : 'Potęgujemy osobno licznik i mianownik.',
                  `$${Array(n)
                    .fill(tv(rat(Math.abs(base.n), base.d)))
                    .join(' \\cdot ')}$`,
                  `$${tv(pow(rat(Math.abs(base.n), base.d), n))}$`,
                ],
              }),
              numberStep({
                prompt: `Ustal znak i podaj wartość $${expr}$.`,
                value: v,
                form: decimal ? 'decimal' : 'fraction',
                hints: [
                  'Czy podstawa jest ujemna?',
                  'Parzysta potęga liczby ujemnej jest dodatnia, nieparzysta — ujemna.',
                  `$${expr} = ${tv(v)}$`,
                ],
                errors: [{ code: 'odd_power_sign', value: neg(v), feedback: 'Sprawdź znak.' }],
              }),
            ],
      solution: `$${expr} = ${Array(n)
        .fill(base.n < 0 || !decimal ? `\\left(${baseTex}\\right)` : baseTex)
        .join(' \\cdot ')} = ${tv(v)}$`,
      params: { base: `${base.n}/${base.d}`, n },
    };
  },
});

const completeSentence = defineTemplate({
  id: 'powers.dokoncz-zdanie',
  title: 'Wartość wyrażenia z potęgami (zadanie zamknięte)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    let expr: string;
    let v: Rational;
    let distractors: { key: string; value: Rational; feedback: string }[];
    let solution: string;
    let params: Record<string, number>;
    if (level === 1) {
      const { a, n } = redraw(() => {
        const a = rng.int(2, 5);
        const n = rng.int(3, 5);
        return a ** n > 700 ? null : { a, n };
      });
      expr = `(-${a})^{${n}}`;
      v = pow(rat(-a), n);
      distractors = [
        {
          key: 'odd_power_sign',
          value: neg(v),
          feedback: negativePowerSign(n),
        },
        ...baseTimesExponent(a, n, BASE_TIMES_EXPONENT),
      ];
      solution = `$${expr} = ${Array(n).fill(`(-${a})`).join(' \\cdot ')} = ${texRational(v)}$`;
      params = { a, n };
    } else if (level === 2) {
      const a = rng.int(2, 6);
      const b = rng.int(2, 4);
      expr = `-${a}^{2} + (-${b})^{3}`;
      v = rat(-(a * a) - b ** 3);
      distractors = [
        {
          key: 'minus_squared',
          value: rat(a * a - b ** 3),
          feedback: `$-${a}^{2}$ to $-(${a}^{2}) = -${a * a}$ — bez nawiasu minus nie jest potęgowany.`,
        },
        {
          key: 'odd_power_sign',
          value: rat(-(a * a) + b ** 3),
          feedback: 'Nieparzysta potęga liczby ujemnej jest ujemna.',
        },
        {
          key: 'base_times_exponent',
          value: rat(-2 * a - 3 * b),
          feedback: 'Pomnożono podstawy przez wykładniki. Potęga to iloczyn jednakowych czynników.',
        },
        {
          key: 'both_signs',
          value: rat(a * a + b ** 3),
          feedback: 'Pomylono oba znaki: $-' + a + '^{2}$ jest ujemne i $(-' + b + ')^{3}$ też jest ujemne.',
        },
      ];
      solution = `$-${a}^{2} = -${a * a}$, $(-${b})^{3} = -${b ** 3}$, więc $${expr} = -${a * a} - ${b ** 3} = ${texRational(v)}$.`;
      params = { a, b };
    } else {
      const { p, q, n } = redraw(() => {
        const q = rng.int(2, 5);
        const p = rng.int(1, q - 1);
        const n = rng.int(2, 3);
        return rat(p, q).d !== q || (p === 1 && n === 2 && q === 2) ? null : { p, q, n };
      });
      const base = rat(-p, q);
      expr = `\\left(-\\frac{${p}}{${q}}\\right)^{${n}}`;
      v = pow(base, n);
      distractors = [
        {
          key: 'numerator_only',
          value: rat((-p) ** n, q),
          feedback: 'Podniesiono do potęgi tylko licznik. Potęgujemy licznik i mianownik.',
        },
        {
          key: 'odd_power_sign',
          value: neg(v),
          feedback: negativePowerSign(n),
        },
        { key: 'base_times_exponent', value: mul(base, rat(n)), feedback: 'Pomnożono podstawę przez wykładnik.' },
        {
          key: 'denominator_only',
          value: rat(-p, q ** n),
          feedback: 'Podniesiono do potęgi tylko mianownik. Potęgujemy licznik i mianownik.',
        },
      ];
      solution = `$${expr} = ${n % 2 === 0 ? '' : '-'}\\frac{${p}^{${n}}}{${q}^{${n}}} = ${texRational(v)}$`;
      params = { p, q, n };
    }
    const errors = numberErrors(v, distractors);
    const options: McqOption[] = errors.map((e) => ({
      text: `$${texRational((e.wrong as { value: Rational }).value)}$`,
      errorKey: e.key,
    }));
    const mcq = mcqFromErrors(rng, `$${texRational(v)}$`, options);
    const used = new Set(mcq.options.map((o) => o.errorKey).filter(Boolean));
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\nWartość wyrażenia $${expr}$ jest równa`,
      options: mcq.options,
      answer: mcq.answer,
      commonErrors: errors
        .filter((e) => used.has(e.key))
        .map((e) => ({
          ...e,
          wrong: { kind: 'text' as const, accepted: [plainRational((e.wrong as { value: Rational }).value)] },
        })),
      steps: [
        numberStep({
          prompt: 'Oblicz wartość wyrażenia.',
          value: v,
          form: 'fraction',
          hints: [
            'Zwróć uwagę, czy minus jest w nawiasie razem z podstawą.',
            'Parzysta potęga liczby ujemnej jest dodatnia, nieparzysta — ujemna.',
            solution,
          ],
        }),
        // The letter, not the value again: the value was the previous step's answer.
        step({
          prompt: 'Porównaj wynik z odpowiedziami. Wpisz literę właściwej odpowiedzi (A, B, C albo D).',
          expected: 'ABCD'[mcq.answer.index]!,
          hints: [
            'Znajdź odpowiedź równą Twojemu wynikowi.',
            'Sprawdź znak.',
            `Właściwa odpowiedź: ${'ABCD'[mcq.answer.index]!}. $${texRational(v)}$`,
          ],
        }),
      ],
      solution: `${solution}${solution.endsWith('.') ? '' : '.'} Poprawna odpowiedź: ${'ABCD'[mcq.answer.index]!}.`,
      params,
    };
  },
});

export const powersTemplates: readonly QuestionTemplate[] = [evaluate, completeSentence];
