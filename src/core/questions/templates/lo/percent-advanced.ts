import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { nonZeroInt, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { moneyTex, moneyText, texMoney, texValue } from '../../kit/format.ts';
import { pickAdult, verb } from '../../kit/people.ts';
import { rat, mul, sub, div, type Rational, toNumber } from '../../../math/rational.ts';
import { formatNumber, texNumber } from '../../../text/format.ts';
import { pluralForm } from '../../../text/plural.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

/** "3 punkty procentowe": a number of percentage points in prose. */
export const points = (x: number): string =>
  `${formatNumber(x)} ${pluralForm(x, { one: 'punkt procentowy', few: 'punkty procentowe', many: 'punktów procentowych', other: 'punktu procentowego' })}`;

export const CONTEXTS = [
  { what: 'Oprocentowanie lokaty', up: 'wzrosło', down: 'spadło', from: 'z', neutral: 'oprocentowanie' },
  { what: 'Poparcie dla kandydata w sondażu', up: 'wzrosło', down: 'spadło', from: 'z', neutral: 'poparcie' },
  { what: 'Stopa bezrobocia w powiecie', up: 'wzrosła', down: 'spadła', from: 'z', neutral: 'stopa bezrobocia' },
] as const;

const percentagePoints = defineTemplate({
  id: 'percent_advanced.percentage-points',
  title: 'Punkty procentowe a procenty',
  generate({ rng, level }): Item {
    const ctx = rng.pick(CONTEXTS);
    const { p1, p2 } = redraw(() => {
      const p1 = rng.pick([2, 4, 5, 8, 10, 12, 15, 20, 25, 40]);
      const k = rng.pick([rat(1, 4), rat(1, 2), rat(3, 4), rat(1, 5), rat(2, 5), rat(3, 5), rat(1, 10), rat(3, 10)]);
      const delta = toNumber(mul(rat(p1), k));
      if (!Number.isInteger(delta) || delta === 0) return null;
      const p2 = level === 3 ? p1 - delta : p1 + delta;
      return p2 > 0 ? { p1, p2 } : null;
    });
    const diff = Math.abs(p2 - p1);
    const rising = p2 > p1;
    const change = `${ctx.what} ${rising ? ctx.up : ctx.down} z ${p1}% do ${p2}%.`;
    const relative = rat(diff * 100, p1);
    if (level === 1) {
      const mistakes: NumericMistake[] = [
        {
          key: 'percent_vs_points',
          value: relative,
          feedback: `To zmiana w procentach (o ile procent ${ctx.up} ${ctx.neutral}). Różnica w punktach procentowych to po prostu $${p2} - ${p1}$.`,
        },
        { key: 'new_value_only', value: rat(p2), feedback: 'To nowa wartość, a pytanie jest o zmianę.' },
      ];
      return {
        type: 'numeric',
        stem: `${change} O ile punktów procentowych ${ctx.up} ${ctx.neutral}?`,
        answer: numberAnswer(diff),
        answerHint: 'Wpisz liczbę punktów procentowych.',
        steps: [
          numberStep({
            prompt: 'Jaka była wartość początkowa (w procentach)?',
            value: rat(p1),
            hints: ['Przeczytaj treść.', 'Wartość początkowa stoi po słowie „z”.', `${p1}%`],
          }),
          numberStep({
            prompt: 'O ile punktów procentowych zmieniła się wartość?',
            value: rat(diff),
            hints: [
              'Punkty procentowe to różnica dwóch wartości podanych w procentach.',
              'Odejmij mniejszą wartość od większej.',
              `$${p2} - ${p1} = ${diff}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(rat(diff), mistakes),
        solution: `Zmiana w punktach procentowych to różnica: $${Math.max(p1, p2)} - ${Math.min(p1, p2)} = ${diff}$, czyli ${points(diff)}.`,
        params: { p1, p2 },
      };
    }
    const mistakes: NumericMistake[] = [
      {
        key: 'points_as_percent',
        value: rat(diff),
        feedback: `${diff} to zmiana w punktach procentowych. Zmianę w procentach liczy się względem wartości początkowej: $\\frac{${diff}}{${p1}} \\cdot 100\\%$.`,
      },
      {
        key: 'percent_of_new_value',
        value: rat(diff * 100, p2),
        feedback: `Podzielono przez nową wartość (${p2}). Zmianę procentową liczy się względem wartości początkowej (${p1}).`,
      },
      {
        key: 'ratio_as_percent',
        value: rat(p2 * 100, p1),
        feedback: 'To stosunek nowej wartości do starej. Od niego trzeba jeszcze odjąć 100%.',
      },
    ];
    const sol = `Zmiana wynosi ${points(diff)}, a względem wartości początkowej: $\\frac{${diff}}{${p1}} \\cdot 100\\% = ${texValue(relative)}\\%$.`;
    return {
      type: 'numeric',
      stem: `${change} O ile procent ${rising ? ctx.up : ctx.down} ${ctx.neutral}?`,
      answer: numberAnswer(relative),
      answerHint: 'Wpisz liczbę (wynik w procentach).',
      unitLabel: '%',
      steps: [
        numberStep({
          prompt: 'O ile punktów procentowych zmieniła się wartość?',
          value: rat(diff),
          hints: [
            'Odejmij mniejszą wartość od większej.',
            'To jeszcze nie jest wynik w procentach.',
            `$|${p2} - ${p1}| = ${diff}$`,
          ],
        }),
        numberStep({
          prompt: 'Jaką częścią wartości początkowej jest ta zmiana? Podaj ułamek.',
          value: rat(diff, p1),
          form: 'fraction',
          hints: [
            'Podziel zmianę przez wartość początkową.',
            `$\\frac{${diff}}{${p1}}$`,
            `$\\frac{${diff}}{${p1}} = ${texValue(rat(diff, p1))}$`,
          ],
          errors: [
            {
              code: 'percent_of_new_value',
              value: rat(diff, p2),
              feedback: 'Dziel przez wartość początkową, a nie przez nową.',
            },
          ],
        }),
        numberStep({
          prompt: 'O ile procent zmieniła się wartość?',
          value: relative,
          hints: ['Zamień ułamek na procenty.', 'Pomnóż przez 100%.', sol],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(relative, mistakes),
      solution: `Zmiana wynosi ${points(diff)}. Odnosimy ją do wartości początkowej: $\\frac{${diff}}{${p1}} = ${texValue(rat(diff, p1))}$, czyli $${texValue(rat(diff, p1))} \\cdot 100\\% = ${texValue(relative)}\\%$.`,
      params: { p1, p2 },
    };
  },
});

const compoundInterest = defineTemplate({
  id: 'percent_advanced.compound-interest',
  title: 'Procent składany (lokata)',
  generate({ rng, level }): Item {
    const years = level === 3 ? 3 : 2;
    const K = level === 3 ? rng.pick([10000, 20000, 50000]) : rng.pick([1000, 2000, 4000, 5000, 8000, 10000]);
    const p = rng.pick([2, 3, 4, 5, 6, 8, 10]);
    const factor = rat(100 + p, 100);
    const values: Rational[] = [rat(K)];
    for (let i = 0; i < years; i++) values.push(mul(values[i]!, factor));
    const final = values[years]!;
    const interest = sub(final, rat(K));
    const askInterest = level === 2;
    const correct = askInterest ? interest : final;
    const simple = rat(K + (K * p * years) / 100);
    const mistakes: NumericMistake[] = askInterest
      ? [
          {
            key: 'simple_interest',
            value: sub(simple, rat(K)),
            feedback:
              'Odsetki z pierwszego roku też są oprocentowane w drugim roku (kapitalizacja). Nie wystarczy pomnożyć odsetek z jednego roku przez 2.',
          },
          {
            key: 'total_vs_interest',
            value: final,
            feedback: 'To cała kwota na lokacie. Pytanie jest o same odsetki — odejmij wpłaconą kwotę.',
          },
          { key: 'one_period_only', value: sub(values[1]!, rat(K)), feedback: 'To odsetki tylko z pierwszego roku.' },
        ]
      : [
          {
            key: 'simple_interest',
            value: simple,
            feedback:
              'Po każdym roku odsetki dopisuje się do kapitału, więc w kolejnym roku procent liczy się od większej kwoty.',
          },
          {
            key: 'one_period_only',
            value: values[1]!,
            feedback: `To kwota po jednym roku. Lokata trwa ${years} lata.`,
          },
          { key: 'interest_only', value: interest, feedback: 'To same odsetki. Pytanie jest o całą kwotę na lokacie.' },
        ];
    const yearsText = years === 2 ? 'dwa lata' : 'trzy lata';
    // Who and where are drawn after the numbers, so each seed keeps its numbers.
    const saver = pickAdult(rng);
    const place = rng.pick([
      'na lokatę',
      'na lokatę w banku spółdzielczym',
      'na roczną lokatę odnawialną',
      'na lokatę dla oszczędzających',
    ]);
    const stem = `${saver.name} ${verb(saver, 'wpłacił', 'wpłaciła')} ${moneyText(rat(K))} ${place} oprocentowaną ${p}% w skali roku, z roczną kapitalizacją odsetek. Oprocentowanie się nie zmienia, a od odsetek nie pobiera się podatku. ${
      askInterest
        ? `Ile złotych odsetek przyniesie lokata po ${years === 2 ? 'dwóch latach' : 'trzech latach'}?`
        : `Jaka kwota będzie na lokacie po upływie ${yearsText === 'dwa lata' ? 'dwóch lat' : 'trzech lat'}?`
    }`;
    const factorTex = texNumber(toNumber(factor));
    // Each year's amount, so the worked solution shows every intermediate result.
    const yearByYear = values
      .slice(1)
      .map((v, i) => `po ${i + 1}. roku: $${texMoney(values[i]!)} \\cdot ${factorTex} = ${moneyTex(v)}$`)
      .join(', ');
    const sol = `Co rok kwota rośnie $${factorTex}$ raza: ${yearByYear}.${
      askInterest ? ` Odsetki: $${texMoney(final)} - ${texMoney(rat(K))} = ${moneyTex(interest)}$.` : ''
    }`;
    const steps = values.slice(1).map((v, i) =>
      numberStep({
        money: true,
        prompt: `Jaka kwota będzie na lokacie po ${i === 0 ? 'pierwszym' : i === 1 ? 'drugim' : 'trzecim'} roku (w zł)?`,
        value: v,
        hints: [
          'Odsetki dopisuje się do kapitału po każdym roku.',
          `Pomnóż kwotę z poprzedniego roku przez $${factorTex}$.`,
          `$${texMoney(values[i]!)} \\cdot ${factorTex} = ${texMoney(v)}$`,
        ],
        errors:
          i === 1
            ? [
                {
                  code: 'simple_interest',
                  value: rat(K + (2 * K * p) / 100),
                  feedback: 'W drugim roku procent liczy się od kwoty po pierwszym roku, a nie od wpłaty.',
                },
              ]
            : [],
      }),
    );
    if (askInterest) {
      steps.push(
        numberStep({
          money: true,
          prompt: 'Ile wynoszą odsetki (w zł)?',
          value: interest,
          hints: [
            'Odsetki to przyrost kwoty.',
            'Odejmij wpłatę od końcowej kwoty.',
            `$${texMoney(final)} - ${texMoney(rat(K))} = ${texMoney(interest)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      );
    }
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(correct),
      answerHint: 'Wpisz kwotę w złotych (z groszami po przecinku, jeśli trzeba).',
      unitLabel: 'zł',
      steps,
      commonErrors: numberErrors(correct, mistakes),
      solution: sol,
      params: { K, p, years },
    };
  },
});

const relativeError = defineTemplate({
  id: 'percent_advanced.relative-error',
  title: 'Błąd bezwzględny i względny przybliżenia',
  generate({ rng, level }): Item {
    // x: exact value (in hundredths for level 3), y: its approximation.
    // Exact values with only 2 and 5 in the denominator keep the relative error a finite decimal.
    // The relative error must come out with at most two decimal places (6,25%, not 2,34375%).
    const niceRelative = (x: Rational, y: Rational): boolean => {
      const rel = mul(div(sub(x, y), x), rat(100));
      return (rel.n * 100) % rel.d === 0;
    };
    const { x, y } = redraw(() => {
      if (level === 3) {
        const x = rat(rng.pick([16, 32, 64, 80, 125, 128, 160, 250, 256, 320, 512, 625, 640, 1250]), 100);
        const tenths = Math.round((x.n * 10) / x.d);
        const y = rng.chance(0.5) || tenths * 10 === (x.n * 100) / x.d ? rat(Math.round(x.n / x.d)) : rat(tenths, 10);
        return y.n !== 0 && y.n * x.d !== x.n * y.d && niceRelative(x, y) ? { x, y } : null;
      }
      const x = rat(rng.pick([16, 20, 25, 32, 40, 50, 64, 80, 125, 128, 160, 200, 250, 256, 320, 400]));
      const rounded = Math.round(x.n / 10) * 10;
      const y = rat(rounded !== x.n ? rounded : x.n + nonZeroInt(rng, -4, 4));
      return level === 1 || niceRelative(x, y) ? { x, y } : null;
    });
    const absErr = sub(x, y).n < 0 ? sub(y, x) : sub(x, y);
    const rel = mul(div(absErr, x), rat(100));
    const askAbsolute = level === 1;
    const correct = askAbsolute ? absErr : rel;
    const xs = texValue(x);
    const ys = texValue(y);
    const mistakes: NumericMistake[] = askAbsolute
      ? [
          {
            key: 'signed_error',
            value: sub(y, x).n < 0 ? sub(y, x) : sub(x, y),
            feedback: 'Błąd bezwzględny to wartość bezwzględna różnicy — jest zawsze nieujemny.',
          },
          {
            key: 'relative_instead',
            value: rel,
            feedback: 'To błąd względny (w procentach). Błąd bezwzględny to po prostu $|x - y|$.',
          },
        ]
      : [
          {
            key: 'relative_to_approx',
            value: mul(div(absErr, y), rat(100)),
            feedback: 'Błąd względny liczymy względem wartości DOKŁADNEJ, a nie przybliżonej.',
          },
          {
            key: 'absolute_as_relative',
            value: absErr,
            feedback:
              'To błąd bezwzględny. Błąd względny to błąd bezwzględny podzielony przez wartość dokładną (razy 100%).',
          },
          {
            key: 'not_percent',
            value: div(absErr, x),
            feedback: 'Wynik trzeba wyrazić w procentach — pomnóż przez 100%.',
          },
        ];
    const sol = `Błąd bezwzględny: $|${xs} - ${ys}| = ${texValue(absErr)}$.${
      askAbsolute ? '' : ` Błąd względny: $\\frac{${texValue(absErr)}}{${xs}} \\cdot 100\\% = ${texValue(rel)}\\%$.`
    }`;
    return {
      type: 'numeric',
      stem: `Liczbę $${xs}$ przybliżono liczbą $${ys}$. Oblicz ${askAbsolute ? 'błąd bezwzględny tego przybliżenia' : 'błąd względny tego przybliżenia (w procentach)'}.`,
      answer: numberAnswer(correct),
      answerHint: askAbsolute ? 'Wpisz liczbę.' : 'Wpisz liczbę (wynik w procentach).',
      unitLabel: askAbsolute ? undefined : '%',
      steps: [
        numberStep({
          prompt: askAbsolute
            ? `Która liczba jest wartością dokładną: $${xs}$ czy $${ys}$? Wpisz ją.`
            : `Oblicz błąd bezwzględny: $|${xs} - ${ys}|$.`,
          value: askAbsolute ? x : absErr,
          hints: askAbsolute
            ? [
                'Przybliżeniem zastąpiono liczbę dokładną.',
                'W zdaniu „liczbę $a$ przybliżono liczbą $b$” dokładna jest $a$.',
                `$${xs}$`,
              ]
            : [
                'Odejmij przybliżenie od wartości dokładnej.',
                'Weź wartość bezwzględną różnicy.',
                `$|${xs} - ${ys}| = ${texValue(absErr)}$`,
              ],
          errors: askAbsolute
            ? [
                {
                  code: 'approx_as_exact',
                  value: y,
                  feedback: `Liczba $${ys}$ to przybliżenie, a nie wartość dokładna.`,
                },
              ]
            : [
                {
                  code: 'signed_error',
                  value: sub(y, x).n < 0 ? sub(y, x) : sub(x, y),
                  feedback: 'Błąd bezwzględny nie może być ujemny.',
                },
              ],
        }),
        ...(askAbsolute
          ? [
              numberStep({
                prompt: `Oblicz błąd bezwzględny: $|${xs} - ${ys}|$.`,
                value: absErr,
                hints: ['Odejmij przybliżenie od wartości dokładnej.', 'Weź wartość bezwzględną różnicy.', sol],
                errors: stepErrors(mistakes),
              }),
            ]
          : [
              numberStep({
                prompt: 'Oblicz błąd względny w procentach.',
                value: rel,
                hints: ['Podziel błąd bezwzględny przez wartość dokładną.', 'Pomnóż wynik przez 100%.', sol],
                errors: stepErrors(mistakes),
              }),
            ]),
      ],
      commonErrors: numberErrors(correct, mistakes),
      solution: sol,
      params: { x: texValue(x), y: texValue(y) },
    };
  },
});

export const percentAdvancedTemplates: readonly QuestionTemplate[] = [
  percentagePoints,
  compoundInterest,
  relativeError,
];
