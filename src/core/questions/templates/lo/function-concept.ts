import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, INTEGER_OR_FRACTION_HINT } from '../../kit/numbers.ts';
import { nonZeroInt, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { polyText, texBaseParen } from '../../kit/format.ts';
import { rat, add, mul, neg, type Rational } from '../../../math/rational.ts';
import { texRational } from '../../../text/format.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

const tr = (r: Rational): string => texRational(r);

const functionValue = defineTemplate({
  id: 'function_concept.function-value',
  title: 'Wartość funkcji dla danego argumentu',
  generate({ rng, level }): Item {
    const { a, b, c, x } = redraw(() => {
      const a = level === 1 ? nonZeroInt(rng, -6, 6) : rng.pick([1, -1, 2, -2, 3]);
      const b = nonZeroInt(rng, -9, 9);
      const c = nonZeroInt(rng, -9, 9);
      const x =
        level === 3
          ? rng.pick([rat(1, 2), rat(-1, 2), rat(1, 3), rat(-1, 3), rat(2, 3), rat(3, 2)])
          : rat(-rng.int(2, 6));
      if (level === 1 && Math.abs(a) === 1) return null;
      return { a, b, c, x };
    });
    const quadratic = level > 1;
    const fTex = quadratic
      ? polyText([
          [a, 'x^2'],
          [b, 'x'],
          [c, ''],
        ])
      : polyText([
          [a, 'x'],
          [b, ''],
        ]);
    const x2 = mul(x, x);
    const value = quadratic ? add(add(mul(rat(a), x2), mul(rat(b), x)), rat(c)) : add(mul(rat(a), x), rat(b));
    const mistakes: NumericMistake[] = quadratic
      ? [
          {
            key: 'minus_squared',
            value: add(add(mul(rat(a), neg(x2)), mul(rat(b), x)), rat(c)),
            feedback:
              'Kwadrat liczby ujemnej jest dodatni: $(-k)^2 = k^2$. Podstawiając liczbę ujemną, weź ją w nawias.',
          },
          {
            key: 'sign_error',
            value: add(add(mul(rat(a), x2), mul(rat(-b), x)), rat(c)),
            feedback: 'Sprawdź znak iloczynu współczynnika przy $x$ i argumentu.',
          },
          ...(level === 3
            ? [
                {
                  key: 'denominator_not_squared',
                  value: add(add(mul(rat(a), rat(x.n * x.n, x.d)), mul(rat(b), x)), rat(c)),
                  feedback: `Do kwadratu podnosimy cały ułamek: $\\left(\\frac{p}{q}\\right)^2 = \\frac{p^2}{q^2}$.`,
                },
              ]
            : [
                {
                  key: 'squared_as_doubled',
                  value: add(add(mul(rat(a), mul(rat(2), x)), mul(rat(b), x)), rat(c)),
                  feedback: '$x^2$ to $x \\cdot x$, a nie $2x$.',
                },
              ]),
        ]
      : [
          {
            key: 'sign_error',
            value: add(mul(rat(-a), x), rat(b)),
            feedback: 'Podstawiając liczbę ujemną, weź ją w nawias i uważaj na znak iloczynu.',
          },
          {
            key: 'order_of_operations',
            value: mul(rat(a), add(x, rat(b))),
            feedback: 'Najpierw mnożenie, potem dodawanie: $a \\cdot x + b$, a nie $a \\cdot (x + b)$.',
          },
          {
            key: 'added_instead',
            value: add(add(rat(a), x), rat(b)),
            feedback: `$${a}x$ oznacza iloczyn $${a} \\cdot x$, a nie sumę.`,
          },
        ];
    const sub = quadratic
      ? `${a === 1 ? '' : a === -1 ? '-' : `${a} \\cdot `}${texBaseParen(x)}^2 ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : `${Math.abs(b)} \\cdot `}${texBaseParen(x)} ${c < 0 ? '-' : '+'} ${Math.abs(c)}`
      : `${a} \\cdot ${texBaseParen(x)} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
    // The intermediate line shows the first step's result (x² or a·x) before the final value.
    const firstResult = quadratic
      ? `${a === 1 ? '' : a === -1 ? '-' : `${a} \\cdot `}${tr(x2)} ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : `${Math.abs(b)} \\cdot `}${texBaseParen(x)} ${c < 0 ? '-' : '+'} ${Math.abs(c)}`
      : `${tr(mul(rat(a), x))} ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;
    const sol = `$f(${tr(x)}) = ${sub} = ${firstResult} = ${tr(value)}$`;
    return {
      type: level === 3 ? 'fraction' : 'numeric',
      stem: `Funkcja $f$ jest określona wzorem $f(x) = ${fTex}$. Oblicz $f(${tr(x)})$.`,
      answer: numberAnswer(value, level === 3 ? { preferFraction: true } : {}),
      answerHint: level === 3 ? INTEGER_OR_FRACTION_HINT : 'Wpisz liczbę.',
      steps: [
        quadratic
          ? numberStep({
              prompt: `Oblicz $${texBaseParen(x)}^2$.`,
              value: x2,
              hints: [
                'Kwadrat liczby ujemnej jest dodatni.',
                level === 3 ? 'Podnieś do kwadratu licznik i mianownik.' : 'Pomnóż liczbę przez siebie.',
                `$${texBaseParen(x)}^2 = ${tr(x2)}$`,
              ],
              errors: [{ code: 'minus_squared', value: neg(x2), feedback: 'Kwadrat liczby ujemnej jest dodatni.' }],
            })
          : numberStep({
              prompt: `Oblicz $${a} \\cdot ${texBaseParen(x)}$.`,
              value: mul(rat(a), x),
              hints: [
                'Pomnóż współczynnik przez argument.',
                'Iloczyn liczb o różnych znakach jest ujemny, o jednakowych — dodatni.',
                `$${a} \\cdot ${texBaseParen(x)} = ${tr(mul(rat(a), x))}$`,
              ],
            }),
        numberStep({
          prompt: `Ile wynosi $f(${tr(x)})$?`,
          value,
          hints: [
            'Podstaw argument w miejsce każdego $x$ we wzorze.',
            'Najpierw potęgi, potem mnożenie, na końcu dodawanie.',
            sol,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(value, mistakes),
      solution: sol,
      params: { a, b, c, x: tr(x) },
    };
  },
});

const zeroOfFunction = defineTemplate({
  id: 'function_concept.zero-of-function',
  title: 'Miejsce zerowe funkcji',
  generate({ rng, level }): Item {
    const { a, b, c } = redraw(() => {
      const a = nonZeroInt(rng, -6, 6);
      const b = nonZeroInt(rng, -12, 12);
      const c = level === 3 ? nonZeroInt(rng, -6, 6) : 0;
      if (Math.abs(a) === 1) return null;
      if (level === 1 && b % a !== 0) return null;
      if (level >= 2 && b % a === 0) return null;
      if (level === 3 && (rat(-b, a).n === -c * rat(-b, a).d || b === c * a)) return null;
      return { a, b, c };
    });
    const zero = rat(-b, a);
    const num = polyText([
      [a, 'x'],
      [b, ''],
    ]);
    const den = polyText([
      [1, 'x'],
      [c, ''],
    ]);
    const fTex = level === 3 ? `\\frac{${num}}{${den}}` : num;
    const mistakes: NumericMistake[] = [
      {
        key: 'slope_as_zero',
        value: rat(a),
        feedback: 'Współczynnik przy $x$ to nie miejsce zerowe. Miejsce zerowe to argument, dla którego $f(x) = 0$.',
      },
      {
        key: 'sign_error',
        value: rat(b, a),
        feedback: 'Przenosząc wyraz wolny na drugą stronę, trzeba zmienić jego znak.',
      },
      {
        key: 'value_at_zero',
        value: level === 3 ? rat(b, c) : rat(b),
        feedback: 'To wartość funkcji dla $x = 0$ (punkt przecięcia z osią $y$), a nie miejsce zerowe.',
      },
      ...(level === 3
        ? [
            {
              key: 'denominator_zero',
              value: rat(-c),
              feedback: `Dla $x = ${-c}$ mianownik jest równy 0 — ta liczba nie należy do dziedziny. Miejsce zerowe to zero licznika.`,
            },
          ]
        : []),
    ];
    const sol = `${level === 3 ? `Ułamek jest równy 0, gdy licznik jest równy 0 (a mianownik nie): ` : ''}$${num} = 0 \\Rightarrow ${a}x = ${-b} \\Rightarrow x = ${tr(zero)}$.${level === 3 ? ` Dla $x = ${tr(zero)}$ mianownik jest różny od 0.` : ''}`;
    return {
      type: level === 1 ? 'numeric' : 'fraction',
      stem: `Wyznacz miejsce zerowe funkcji $f(x) = ${fTex}$.`,
      answer: numberAnswer(zero, level === 1 ? {} : { preferFraction: true }),
      answerHint: level === 1 ? 'Wpisz liczbę.' : INTEGER_OR_FRACTION_HINT,
      steps: [
        numberStep({
          prompt: `Rozwiąż równanie $${num} = 0$. Ile wynosi $${a}x$?`,
          value: rat(-b),
          hints: [
            'Miejsce zerowe to argument, dla którego wartość funkcji jest równa 0.',
            'Przenieś wyraz wolny na drugą stronę ze zmianą znaku.',
            `$${a}x = ${-b}$`,
          ],
          errors: [{ code: 'sign_error', value: rat(b), feedback: 'Zmień znak przenoszonej liczby.' }],
        }),
        numberStep({
          prompt: 'Podaj miejsce zerowe.',
          value: zero,
          hints: [`Podziel obie strony przez $${a}$.`, `$x = \\frac{${-b}}{${a}}$`, sol],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(zero, mistakes),
      solution: sol,
      params: { a, b, c },
    };
  },
});

const domain = defineTemplate({
  id: 'function_concept.domain',
  title: 'Dziedzina funkcji',
  generate({ rng, level }): Item {
    const a = nonZeroInt(rng, -9, 9);
    const k = rng.int(1, 9);
    const shifted = a > 0 ? `x - ${a}` : `x + ${-a}`;
    const reversed = a > 0 ? `${a} - x` : `${a} - x`;
    const R = '\\mathbb{R}';
    const minusSet = (v: number) => `$${R} \\setminus \\{${v}\\}$`;
    let fTex: string;
    let correct: string;
    let included: boolean;
    let distractors: { text: string; errorKey: string; feedback: string }[];
    let reason: string;
    const flip = level === 3 && rng.chance(0.5);
    if (level === 1) {
      fTex = `\\frac{${k}}{${shifted}}`;
      correct = minusSet(a);
      included = false;
      reason = `Mianownik nie może być równy 0: $${shifted} \\ne 0$, czyli $x \\ne ${a}$.`;
      distractors = [
        {
          text: minusSet(-a),
          errorKey: 'sign_error',
          feedback: `Mianownik $${shifted}$ jest równy 0 dla $x = ${a}$, a nie dla $x = ${-a}$.`,
        },
        {
          text: `$${R}$`,
          errorKey: 'domain_all_reals',
          feedback: 'Nie można dzielić przez 0 — trzeba wykluczyć liczbę, dla której mianownik jest zerem.',
        },
        {
          text: `$(${a}; +\\infty)$`,
          errorKey: 'sqrt_confused',
          feedback: 'Tu nie ma pierwiastka. Wykluczamy tylko jedną liczbę — tę, dla której mianownik jest zerem.',
        },
      ];
    } else if (level === 2) {
      fTex = `\\sqrt{${shifted}}`;
      correct = `$\\langle ${a}; +\\infty)$`;
      included = true;
      reason = `Wyrażenie pod pierwiastkiem musi być nieujemne: $${shifted} \\ge 0$, czyli $x \\ge ${a}$.`;
      distractors = [
        {
          text: `$(${a}; +\\infty)$`,
          errorKey: 'bracket_type',
          feedback: `Pierwiastek z zera istnieje, więc $x = ${a}$ należy do dziedziny.`,
        },
        {
          text: `$\\langle ${-a}; +\\infty)$`,
          errorKey: 'sign_error',
          feedback: `Rozwiąż nierówność $${shifted} \\ge 0$ — uważaj na znak.`,
        },
        {
          text: minusSet(a),
          errorKey: 'fraction_confused',
          feedback:
            'Pod pierwiastkiem kwadratowym nie może być liczba ujemna — wykluczamy całą półprostą, a nie jedną liczbę.',
        },
      ];
    } else if (!flip) {
      fTex = `\\frac{${k}}{\\sqrt{${shifted}}}`;
      correct = `$(${a}; +\\infty)$`;
      included = false;
      reason = `Wyrażenie pod pierwiastkiem musi być nieujemne, a mianownik różny od 0, więc $${shifted} > 0$, czyli $x > ${a}$.`;
      distractors = [
        {
          text: `$\\langle ${a}; +\\infty)$`,
          errorKey: 'bracket_type',
          feedback: `Dla $x = ${a}$ mianownik jest równy 0 — tej liczby trzeba się pozbyć.`,
        },
        {
          text: `$(-\\infty; ${a})$`,
          errorKey: 'direction_reversed',
          feedback: `Pod pierwiastkiem ma być liczba dodatnia: $${shifted} > 0$, czyli $x > ${a}$.`,
        },
        {
          text: minusSet(a),
          errorKey: 'fraction_confused',
          feedback: 'Oprócz mianownika trzeba pamiętać o pierwiastku: liczba pod nim nie może być ujemna.',
        },
      ];
    } else {
      fTex = `\\sqrt{${reversed}}`;
      correct = `$(-\\infty; ${a}\\rangle$`;
      included = true;
      reason = `Wyrażenie pod pierwiastkiem musi być nieujemne: $${reversed} \\ge 0$, czyli $x \\le ${a}$.`;
      distractors = [
        {
          text: `$\\langle ${a}; +\\infty)$`,
          errorKey: 'direction_reversed',
          feedback: `Z nierówności $${reversed} \\ge 0$ wynika $x \\le ${a}$ — liczba $x$ ma być co najwyżej ${a}.`,
        },
        {
          text: `$(-\\infty; ${a})$`,
          errorKey: 'bracket_type',
          feedback: `Pierwiastek z zera istnieje, więc $x = ${a}$ należy do dziedziny.`,
        },
        {
          text: `$(-\\infty; ${-a}\\rangle$`,
          errorKey: 'sign_error',
          feedback: `Rozwiąż nierówność $${reversed} \\ge 0$ — uważaj na znak.`,
        },
      ];
    }
    const { options, answer } = mcqFromErrors(
      rng,
      correct,
      distractors.map((d) => ({ text: d.text, errorKey: d.errorKey })),
    );
    return {
      type: 'mcq',
      stem: `Dziedziną funkcji $f(x) = ${fTex}$ jest zbiór`,
      options,
      answer,
      steps: [
        numberStep({
          prompt: 'Dla jakiej liczby $x$ wyrażenie w mianowniku lub pod pierwiastkiem jest równe 0?',
          value: rat(a),
          hints: [
            'Znajdź liczbę „graniczną” dla dziedziny.',
            level === 1 ? `Rozwiąż równanie $${shifted} = 0$.` : `Rozwiąż równanie $${flip ? reversed : shifted} = 0$.`,
            `$x = ${a}$`,
          ],
          errors: [{ code: 'sign_error', value: rat(-a), feedback: 'Uważaj na znak.' }],
        }),
        step({
          prompt: `Czy liczba $${a}$ należy do dziedziny? Wpisz „tak” albo „nie”.`,
          expected: included ? 'tak' : 'nie',
          patterns: [included ? '^tak$' : '^nie$'],
          hints: [
            'Podstaw tę liczbę do wzoru funkcji.',
            'Nie można dzielić przez 0, ale pierwiastek z 0 istnieje.',
            reason,
          ],
          errors: [
            {
              code: 'bracket_type',
              patterns: [included ? '^nie$' : '^tak$'],
              feedback: included
                ? 'Pierwiastek z zera istnieje i jest równy 0.'
                : 'Dla tej liczby mianownik jest równy 0.',
            },
          ],
        }),
      ],
      commonErrors: distractors
        .filter((d) => options.some((o) => o.errorKey === d.errorKey))
        .map((d) => textError(d.errorKey, d.text, d.feedback)),
      solution: `${level === 1 ? 'Mianownik jest równy' : 'Wyrażenie pod pierwiastkiem jest równe'} 0 dla $x = ${a}$. ${reason} ${included ? `Czy liczba $${a}$ należy do dziedziny? Tak, bo pierwiastek z zera istnieje.` : `Czy liczba $${a}$ należy do dziedziny? Nie, bo wtedy mianownik byłby równy 0.`} Dziedzina: ${correct}.`,
      params: { a, k, level, flip },
    };
  },
});

export const functionConceptTemplates: readonly QuestionTemplate[] = [functionValue, zeroOfFunction, domain];
