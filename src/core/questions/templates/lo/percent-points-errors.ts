/**
 * Second templates for percentage points and the approximation error (podstawa LO.I: stosuje
 * pojęcie punktu procentowego; oblicza błąd bezwzględny i względny przybliżenia): a rate that
 * changes by a percent of itself, the starting rate from a change told both ways, a change in
 * percent then in points; the error of rounding, the exact value from an approximation and its
 * absolute or relative error.
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { texValue } from '../../kit/format.ts';
import type { Rng } from '../../../math/random.ts';
import { type Rational, add, div, mul, rat, sub, toNumber } from '../../../math/rational.ts';
import { CONTEXTS, points } from './percent-advanced.ts';

/** A percentage in KaTeX: 12{,}5\%. */
const pct = (r: Rational): string => `${texValue(r)}\\%`;

function pointsAndPercent(rng: Rng, level: 1 | 2 | 3): GeneratedBody {
  const ctx = rng.pick(CONTEXTS);
  const { r, p } = redraw(() => {
    const r = rng.pick([4, 5, 6, 8, 10, 12, 15, 16, 20, 24, 25, 30, 40]);
    const p = rng.pick([10, 20, 25, 50]);
    const change = div(mul(rat(r), rat(p)), rat(100));
    // Whole points or halves only: rates are written with at most one decimal.
    return change.d <= 2 && change.n !== 0 ? { r, p } : null;
  });
  const change = div(mul(rat(r), rat(p)), rat(100));
  const after = add(rat(r), change);
  // The past tense agrees with the subject: stopa wynosiła, oprocentowanie wynosiło.
  const wasVerb = ctx.neutral === 'stopa bezrobocia' ? 'wynosiła' : 'wynosiło';
  if (level === 1) {
    const mistakes: NumericMistake[] = [
      {
        key: 'percent_as_points',
        value: rat(r + p),
        feedback: `Wzrost o ${p}% to wzrost o ${p}% dotychczasowej wartości, a nie o ${points(p)}.`,
      },
      { key: 'change_only', value: change, feedback: `To sama zmiana. Dodaj ją do wartości początkowej $${r}\\%$.` },
    ];
    return {
      type: 'numeric',
      stem: `${ctx.what} ${wasVerb} ${r}%, a potem ${ctx.up} o ${p}%. Ile procent wynosi teraz ${ctx.neutral}?`,
      answer: numberAnswer(after),
      answerHint: 'Wpisz liczbę (wynik w procentach).',
      unitLabel: '%',
      steps: [
        numberStep({
          prompt: `Ile punktów procentowych to ${p}% z $${r}\\%$?`,
          value: change,
          hints: [
            `Oblicz ${p}% liczby ${r}.`,
            `$${r} \\cdot ${texValue(rat(p, 100))}$`,
            `$${r} \\cdot ${texValue(rat(p, 100))} = ${texValue(change)}$`,
          ],
        }),
        numberStep({
          prompt: `Ile procent wynosi teraz ${ctx.neutral}?`,
          value: after,
          hints: [
            'Dodaj zmianę do wartości początkowej.',
            `$${r} + ${texValue(change)}$`,
            `$${r} + ${texValue(change)} = ${texValue(after)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(after, mistakes),
      solution: `${p}% z $${r}\\%$ to $${r} \\cdot ${texValue(rat(p, 100))} = ${texValue(change)}$, czyli ${points(toNumber(change))}. Teraz: $${r}\\% + ${texValue(change)}\\% = ${pct(after)}$.`,
      params: { r, p, ctx: ctx.neutral },
    };
  }
  if (level === 2) {
    // A rise told both ways: by `change` points and by p percent; the start is change / p · 100.
    const mistakes: NumericMistake[] = [
      { key: 'new_value', value: after, feedback: `To wartość po wzroście. Pytamy o wartość początkową.` },
      {
        key: 'percent_of_points',
        value: div(mul(change, rat(p)), rat(100)),
        feedback: `${points(toNumber(change))} to ${p}% wartości początkowej, a nie odwrotnie: wartość początkowa $\\cdot ${texValue(rat(p, 100))} = ${texValue(change)}$.`,
      },
      {
        key: 'points_plus_percent',
        value: add(change, rat(p)),
        feedback: 'Punktów procentowych i procentów się nie dodaje: zmiana o punkty to ten sam wzrost opisany inaczej.',
      },
    ];
    return {
      type: 'numeric',
      stem: `${ctx.what} ${ctx.up} o ${points(toNumber(change))}, czyli o ${p}%. Ile procent ${wasVerb} ${ctx.neutral} przed wzrostem?`,
      answer: numberAnswer(r),
      answerHint: 'Wpisz liczbę (wynik w procentach).',
      unitLabel: '%',
      steps: [
        numberStep({
          prompt: `Jaką częścią wartości początkowej jest wzrost o ${p}%?`,
          value: rat(p, 100),
          form: 'fraction',
          hints: [
            'Procent to setna część.',
            `${p}% $= \\frac{${p}}{100}$`,
            `$\\frac{${p}}{100} = ${texValue(rat(p, 100))}$`,
          ],
        }),
        numberStep({
          prompt: 'Ile procent wynosiła wartość początkowa?',
          value: rat(r),
          hints: [
            `${points(toNumber(change))} to ${p}% wartości początkowej $x$.`,
            `$x \\cdot ${texValue(rat(p, 100))} = ${texValue(change)}$`,
            `$x = ${texValue(change)} : ${texValue(rat(p, 100))} = ${r}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(r, mistakes),
      solution: `Wzrost o ${points(toNumber(change))} to ${p}% wartości początkowej $x$: $x \\cdot ${texValue(rat(p, 100))} = ${texValue(change)}$, więc $x = ${r}$, czyli ${r}%.`,
      params: { r, p, ctx: ctx.neutral },
    };
  }
  // Level 3: up by p percent, then down by d points.
  const d = redraw(() => {
    const d = rng.int(1, 6);
    return d < after.n / after.d ? d : null;
  });
  const final = sub(after, rat(d));
  const mistakes: NumericMistake[] = [
    {
      key: 'percent_as_points',
      value: rat(r + p - d),
      feedback: `Wzrost o ${p}% to nie wzrost o ${points(p)}: to ${p}% z $${r}\\%$, czyli ${points(toNumber(change))}.`,
    },
    {
      key: 'points_as_percent',
      value: mul(after, rat(100 - d, 100)),
      feedback: `Spadek o ${points(d)} to odjęcie $${d}$ od wartości w procentach, a nie spadek o ${d}%.`,
    },
    {
      key: 'no_second_change',
      value: after,
      feedback: `To wartość po pierwszej zmianie. Odejmij jeszcze ${points(d)}.`,
    },
  ];
  return {
    type: 'numeric',
    stem: `${ctx.what} ${wasVerb} ${r}%. Najpierw ${ctx.up} o ${p}%, a potem ${ctx.down} o ${points(d)}. Ile procent wynosi teraz ${ctx.neutral}?`,
    answer: numberAnswer(final),
    answerHint: 'Wpisz liczbę (wynik w procentach).',
    unitLabel: '%',
    steps: [
      numberStep({
        prompt: 'Ile procent wynosiła wartość po pierwszej zmianie?',
        value: after,
        hints: [
          `${p}% z $${r}\\%$ to ${points(toNumber(change))}.`,
          `$${r} + ${texValue(change)}$`,
          `$${r} + ${texValue(change)} = ${texValue(after)}$`,
        ],
        errors: [
          { code: 'percent_as_points', value: rat(r + p), feedback: `Wzrost o ${p}% to nie wzrost o ${points(p)}.` },
        ],
      }),
      numberStep({
        prompt: 'Ile procent wynosi wartość po drugiej zmianie?',
        value: final,
        hints: [
          'Spadek o punkty procentowe to zwykłe odejmowanie.',
          `$${texValue(after)} - ${d}$`,
          `$${texValue(after)} - ${d} = ${texValue(final)}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(final, mistakes),
    solution: `Po wzroście o ${p}%: $${r}\\% + ${r}\\% \\cdot ${texValue(rat(p, 100))} = ${pct(after)}$. Po spadku o ${points(d)}: $${texValue(after)} - ${d} = ${texValue(final)}$, czyli $${pct(final)}$.`,
    params: { r, p, d, ctx: ctx.neutral },
  };
}

const pointsAndPercentTemplate = defineTemplate({
  id: 'percent_advanced.points-and-percent',
  title: 'Zmiana o procent i o punkty procentowe',
  generate({ rng, level }) {
    return pointsAndPercent(rng, level);
  },
});

// ── Approximation error ────────────────────────────────────────────────────────────────────

function roundingError(rng: Rng, level: 1 | 2 | 3): GeneratedBody {
  if (level === 1) {
    // x with hundredths rounded to tenths, or with tenths rounded to units.
    const toTenths = rng.chance(0.6);
    const x = redraw(() => {
      const v = toTenths ? rat(rng.int(101, 999), 100) : rat(rng.int(11, 199), 10);
      const last = (v.n * (toTenths ? 100 / v.d : 10 / v.d)) % 10;
      return last === 0 || last === 5 ? null : v;
    });
    const step = toTenths ? 10 : 1;
    const rounded = rat(Math.round((x.n / x.d) * step), step);
    const err = sub(x, rounded);
    const abs = err.n < 0 ? rat(-err.n, err.d) : err;
    const other = err.n < 0 ? sub(rounded, rat(1, step)) : add(rounded, rat(1, step));
    const mistakes: NumericMistake[] = [
      {
        key: 'rounded_value',
        value: rounded,
        feedback: 'To przybliżenie. Błąd bezwzględny to odległość między liczbą a jej przybliżeniem.',
      },
      {
        key: 'wrong_direction',
        value: sub(other, x).n < 0 ? sub(x, other) : sub(other, x),
        feedback: `Zaokrąglenie liczby $${texValue(x)}$ ${toTenths ? 'do części dziesiątych' : 'do jedności'} to $${texValue(rounded)}$: decyduje cyfra za miejscem zaokrąglenia.`,
      },
    ];
    return {
      type: 'numeric',
      stem: `Liczbę $${texValue(x)}$ zaokrąglono ${toTenths ? 'do części dziesiątych' : 'do jedności'}. Oblicz błąd bezwzględny tego przybliżenia.`,
      answer: numberAnswer(abs),
      answerHint: 'Wpisz liczbę.',
      steps: [
        numberStep({
          prompt: `Zaokrąglij $${texValue(x)}$ ${toTenths ? 'do części dziesiątych' : 'do jedności'}.`,
          value: rounded,
          hints: [
            'Spójrz na pierwszą cyfrę za miejscem zaokrąglenia.',
            'Cyfra 5 lub większa — w górę, mniejsza — w dół.',
            `$${texValue(x)} \\approx ${texValue(rounded)}$`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz błąd bezwzględny.',
          value: abs,
          hints: [
            'Błąd bezwzględny to wartość bezwzględna różnicy liczby i przybliżenia.',
            `$|${texValue(x)} - ${texValue(rounded)}|$`,
            `$|${texValue(x)} - ${texValue(rounded)}| = ${texValue(abs)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(abs, mistakes),
      solution: `$${texValue(x)} \\approx ${texValue(rounded)}$, błąd bezwzględny: $|${texValue(x)} - ${texValue(rounded)}| = ${texValue(abs)}$.`,
      params: { x: texValue(x), toTenths: toTenths ? 1 : 0 },
    };
  }
  if (level === 2) {
    // The exact value from an approximation with excess (or deficiency) and its absolute error.
    const excess = rng.chance(0.5);
    const a = rat(rng.int(11, 99), 10);
    const e = rat(rng.int(1, 9), 100);
    const x = excess ? sub(a, e) : add(a, e);
    const mistakes: NumericMistake[] = [
      {
        key: 'direction',
        value: excess ? add(a, e) : sub(a, e),
        feedback: excess
          ? 'Przybliżenie z nadmiarem jest większe od liczby: liczba jest o błąd mniejsza.'
          : 'Przybliżenie z niedomiarem jest mniejsze od liczby: liczba jest o błąd większa.',
      },
      { key: 'error_given', value: e, feedback: 'To błąd przybliżenia, a pytamy o samą liczbę.' },
    ];
    return {
      type: 'numeric',
      stem: `Przybliżenie ${excess ? 'z nadmiarem' : 'z niedomiarem'} pewnej liczby $x$ jest równe $${texValue(a)}$, a błąd bezwzględny tego przybliżenia wynosi $${texValue(e)}$. Oblicz $x$.`,
      answer: numberAnswer(x),
      answerHint: 'Wpisz liczbę.',
      steps: [
        numberStep({
          prompt: 'O ile liczba $x$ różni się od przybliżenia?',
          value: e,
          hints: [
            'Błąd bezwzględny to odległość liczby od jej przybliżenia.',
            `Przybliżenie ${excess ? 'z nadmiarem jest większe' : 'z niedomiarem jest mniejsze'} od liczby.`,
            `O $${texValue(e)}$.`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz $x$.',
          value: x,
          hints: [
            'Liczba różni się od przybliżenia o błąd bezwzględny.',
            `$${texValue(a)} ${excess ? '-' : '+'} ${texValue(e)}$`,
            `$${texValue(a)} ${excess ? '-' : '+'} ${texValue(e)} = ${texValue(x)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(x, mistakes),
      solution: `Przybliżenie ${excess ? 'z nadmiarem jest większe' : 'z niedomiarem jest mniejsze'} od liczby o błąd bezwzględny, więc $x = ${texValue(a)} ${excess ? '-' : '+'} ${texValue(e)} = ${texValue(x)}$.`,
      params: { a: texValue(a), e: texValue(e), excess: excess ? 1 : 0 },
    };
  }
  // Level 3: the exact value from an approximation with deficiency and its relative error in percent.
  const { x, p } = redraw(() => {
    const x = rng.pick([20, 25, 40, 50, 60, 75, 80, 100, 120, 150, 200, 250]);
    const p = rng.pick([2, 4, 5, 8, 10, 12, 20]);
    const err = (x * p) / 100;
    return Number.isInteger(err) ? { x, p } : null;
  });
  const a = x - (x * p) / 100;
  const mistakes: NumericMistake[] = [
    {
      key: 'percent_of_approximation',
      value: mul(rat(a), rat(100 + p, 100)),
      feedback: 'Błąd względny liczy się względem dokładnej wartości $x$, a nie przybliżenia.',
    },
    { key: 'percent_as_units', value: rat(a + p), feedback: `${p}% to część liczby $x$, a nie $${p}$ jednostek.` },
    {
      key: 'subtracted',
      value: mul(rat(a), rat(100 - p, 100)),
      feedback: 'Przybliżenie z niedomiarem jest mniejsze od liczby, więc $x$ jest większe od przybliżenia.',
    },
  ];
  return {
    type: 'numeric',
    stem: `Przybliżenie z niedomiarem liczby dodatniej $x$ jest równe $${a}$, a błąd względny tego przybliżenia wynosi $${p}\\%$. Oblicz $x$.`,
    answer: numberAnswer(x),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: `Jaką częścią liczby $x$ jest przybliżenie $${a}$? (Zapisz ułamek dziesiętny.)`,
        value: rat(100 - p, 100),
        hints: [
          `Przybliżenie jest mniejsze od $x$ o ${p}% liczby $x$.`,
          `$100\\% - ${p}\\% = ${100 - p}\\%$`,
          `$${texValue(rat(100 - p, 100))}$`,
        ],
      }),
      numberStep({
        prompt: 'Oblicz $x$.',
        value: rat(x),
        hints: [
          `$${texValue(rat(100 - p, 100))} \\cdot x = ${a}$`,
          `Podziel $${a}$ przez $${texValue(rat(100 - p, 100))}$.`,
          `$x = ${a} : ${texValue(rat(100 - p, 100))} = ${x}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(x, mistakes),
    solution: `Błąd względny $\\frac{x - ${a}}{x} = ${texValue(rat(p, 100))}$, więc $${a} = ${texValue(rat(100 - p, 100))}x$ i $x = ${a} : ${texValue(rat(100 - p, 100))} = ${x}$.`,
    params: { x, p },
  };
}

const roundingErrorTemplate = defineTemplate({
  id: 'percent_advanced.rounding-error',
  title: 'Błąd przybliżenia: zaokrąglenie, wartość dokładna',
  generate({ rng, level }) {
    return roundingError(rng, level);
  },
});

export const percentPointsErrorsTemplates: readonly QuestionTemplate[] = [
  pointsAndPercentTemplate,
  roundingErrorTemplate,
];
