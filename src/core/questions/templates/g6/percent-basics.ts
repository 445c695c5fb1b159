import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { FRACTION_ONLY, numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { numberErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { texValue, qty } from '../../kit/format.ts';
import { div, mul, rat, sub, toNumber } from '../../../math/rational.ts';
import { texRational } from '../../../text/format.ts';
import { pluralForm, HUNDREDTHS } from '../../../text/plural.ts';

/** Finite decimals with a decimal comma, other values as fractions. */
const t = texValue;

const conversions = defineTemplate({
  id: 'percent_basics.percent-fraction-decimal',
  title: 'Procent jako ułamek i ułamek jako procent',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const p = rng.pick([2, 4, 5, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95]);
      const r = rat(p, 100);
      const errors = numberErrors(r, [
        {
          key: 'percent_as_unit_fraction',
          value: rat(1, p),
          feedback: `${p}% to ${qty(p, HUNDREDTHS)} całości, a nie $\\frac{1}{${p}}$.`,
        },
        {
          key: 'over_ten',
          value: rat(p, 10),
          feedback: 'Procent to setna część, więc dzielimy przez 100, a nie przez 10.',
        },
      ]);
      return {
        type: 'fraction',
        stem: `Zapisz $${p}\\%$ w postaci ułamka zwykłego nieskracalnego.`,
        answer: numberAnswer(r, { forms: FRACTION_ONLY, requireSimplest: true }),
        answerHint: 'Podaj ułamek nieskracalny, np. 3/4.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Zapisz $${p}\\%$ jako ułamek o mianowniku 100. Jaki jest licznik?`,
            value: rat(p),
            hints: ['1% to jedna setna.', `$${p}\\% = \\frac{?}{100}$`, `$${p}\\% = \\frac{${p}}{100}$`],
          }),
          numberStep({
            prompt: `Skróć ułamek $\\frac{${p}}{100}$.`,
            value: r,
            form: 'fraction',
            hints: [
              'Podziel licznik i mianownik przez ich największy wspólny dzielnik.',
              `NWD$(${p}, 100) = ${100 / r.d}$`,
              `$\\frac{${p}}{100} = ${texRational(r)}$`,
            ],
          }),
        ],
        solution: `$${p}\\% = \\frac{${p}}{100} = ${texRational(r)}$`,
        params: { p },
      };
    }
    if (level === 2) {
      const p = rng.pick([3, 4, 6, 7, 8, 9, 12, 15, 18, 23, 35, 45, 64, 125, 150, 250]);
      const r = rat(p, 100);
      const errors = numberErrors(r, [
        {
          key: 'over_ten',
          value: rat(p, 10),
          feedback: 'Procent to setna część: dzielimy przez 100, czyli przesuwamy przecinek o dwa miejsca w lewo.',
        },
        {
          key: 'over_thousand',
          value: rat(p, 1000),
          feedback: 'Przesunięto przecinek o trzy miejsca. Dzielimy przez 100 — o dwa miejsca w lewo.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Zapisz $${p}\\%$ w postaci ułamka dziesiętnego.`,
        answer: numberAnswer(r, { forms: { decimal: true, fraction: false, mixed: false } }),
        answerHint: 'Wpisz ułamek dziesiętny, np. 0,5.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Przez ile trzeba podzielić ${p}, aby zamienić procenty na ułamek?`,
            value: rat(100),
            hints: ['Procent to jedna setna.', `$${p}\\% = \\frac{${p}}{100}$`, 'Dzielimy przez 100.'],
          }),
          numberStep({
            prompt: `Oblicz $${p} : 100$.`,
            value: r,
            hints: [
              'Dzielenie przez 100 przesuwa przecinek o dwa miejsca w lewo.',
              `$${p} : 100$`,
              `$${p} : 100 = ${t(r)}$`,
            ],
          }),
        ],
        solution: `$${p}\\% = \\frac{${p}}{100} = ${t(r)}$`,
        params: { p },
      };
    }
    const { a, b } = redraw(() => {
      const b = rng.pick([4, 5, 8, 20, 25, 40, 50]);
      const a = rng.int(1, b - 1);
      return rat(a, b).d !== b ? null : { a, b };
    });
    const pct = rat(a * 100, b);
    const errors = numberErrors(pct, [
      {
        key: 'decimal_not_times_100',
        value: rat(a, b),
        feedback: 'To ułamek dziesiętny. Aby otrzymać procenty, pomnóż go przez 100.',
      },
      {
        key: 'numerator_as_percent',
        value: rat(a),
        feedback: 'Licznik to nie procent. Zamień ułamek na ułamek o mianowniku 100.',
      },
      {
        key: 'inverted',
        value: rat(b * 100, a),
        feedback: 'Podzielono mianownik przez licznik. Ułamek to licznik podzielony przez mianownik.',
      },
    ]);
    return {
      type: 'numeric',
      stem: `Zapisz ułamek $\\frac{${a}}{${b}}$ w postaci procentu.`,
      answer: numberAnswer(pct),
      answerHint: 'Wpisz liczbę procent.',
      unitLabel: '%',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Zamień $\\frac{${a}}{${b}}$ na ułamek dziesiętny.`,
          value: rat(a, b),
          hints: ['Podziel licznik przez mianownik.', `$${a} : ${b}$`, `$\\frac{${a}}{${b}} = ${t(rat(a, b))}$`],
        }),
        numberStep({
          prompt: 'Pomnóż wynik przez 100. Ile to procent?',
          value: pct,
          hints: [
            '1 = 100%.',
            `$${t(rat(a, b))} \\cdot 100$`,
            `$${t(rat(a, b))} \\cdot 100 = ${t(pct)}$, czyli $${t(pct)}\\%$`,
          ],
        }),
      ],
      solution: `$\\frac{${a}}{${b}} = ${t(rat(a, b))} = ${t(pct)}\\%$`,
      params: { a, b },
    };
  },
});

const partOfWhole = defineTemplate({
  id: 'percent_basics.part-of-whole',
  title: 'Jaki to procent całości',
  generate({ rng, level }): GeneratedBody {
    const { total, part } = redraw(() => {
      const total =
        level === 1
          ? rng.pick([10, 20, 50])
          : level === 2
            ? rng.pick([25, 40, 200, 250, 500])
            : rng.pick([8, 16, 40, 80, 125, 400]);
      const part = rng.int(1, total - 1);
      const pct = rat(part * 100, total);
      if (level === 3 ? pct.d === 1 : pct.d !== 1) return null;
      return part * 2 === total || part === toNumber(pct) ? null : { total, part };
    });
    const pct = rat(part * 100, total);
    const person = pickPerson(rng);
    const questions = (n: number): string => pluralForm(n, { one: 'pytanie', few: 'pytania', many: 'pytań' });
    const contest = level === 2 || total >= 100;
    const answered = verb(person, 'odpowiedział', 'odpowiedziała');
    const stem = contest
      ? `Do szkolnego konkursu zgłosiło się ${total} uczniów, a do finału ${part === 1 ? 'przeszedł' : 'przeszło'} ${part} z nich. Jaki procent uczestników konkursu przeszedł do finału?`
      : `W teście było ${total} ${questions(total)}. ${person.name} ${answered} poprawnie na ${part} ${questions(part)}. Na jaki procent pytań ${person.name} ${answered} poprawnie?`;
    const errors = numberErrors(pct, [
      {
        key: 'part_as_percent',
        value: rat(part),
        feedback: `${part} to liczba ${contest ? 'uczniów' : 'pytań'}, a nie procent. Porównaj część z całością.`,
      },
      {
        key: 'inverted',
        value: rat(total * 100, part),
        feedback: 'Podzielono całość przez część. Procent to część podzielona przez całość, razy 100.',
      },
      {
        key: 'complement',
        value: sub(rat(100), pct),
        feedback: 'Obliczono procent pozostałej części. Przeczytaj jeszcze raz, o którą część pyta zadanie.',
      },
    ]);
    const frac = rat(part, total);
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(pct),
      answerHint: 'Wpisz liczbę procent.',
      unitLabel: '%',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: contest
            ? 'Jaką częścią wszystkich uczestników są finaliści? Zapisz ułamek nieskracalny.'
            : `Jaką częścią wszystkich pytań są pytania, na które ${person.name} ${answered} poprawnie? Zapisz ułamek nieskracalny.`,
          value: frac,
          form: 'fraction',
          hints: [
            'Część dzielimy przez całość.',
            `$\\frac{${part}}{${total}}$ — skróć, jeśli się da.`,
            frac.d === total
              ? `Ułamek $\\frac{${part}}{${total}}$ jest już nieskracalny.`
              : `$\\frac{${part}}{${total}} = ${texRational(frac)}$`,
          ],
          errors: [
            { code: 'inverted', value: rat(total, part), feedback: 'Część dzielimy przez całość, nie odwrotnie.' },
          ],
        }),
        numberStep({
          prompt: 'Ile to procent?',
          value: pct,
          hints: [
            'Pomnóż ułamek przez 100%.',
            `$${texRational(frac)} \\cdot 100\\%$`,
            `$${texRational(frac)} \\cdot 100\\% = ${t(pct)}\\%$`,
          ],
        }),
      ],
      solution: `$\\frac{${part}}{${total}}${frac.d !== total ? ` = ${texRational(frac)}` : ''} = ${t(frac)} = ${t(pct)}\\%$`,
      params: { total, part },
    };
  },
});

/**
 * Simple percents of an amount through their fractions (grade 6: 50% = 1/2, 25% = 1/4,
 * 10% = 1/10, 20% = 1/5, 75% = 3/4, 1% = 1/100 …), in short everyday contexts.
 */
const PERCENT_FRACTIONS: Record<1 | 2 | 3, readonly (readonly [number, number, number])[]> = {
  1: [
    [50, 1, 2],
    [25, 1, 4],
    [10, 1, 10],
  ],
  2: [
    [20, 1, 5],
    [75, 3, 4],
    [5, 1, 20],
    [1, 1, 100],
  ],
  3: [
    [40, 2, 5],
    [30, 3, 10],
    [60, 3, 5],
    [15, 3, 20],
    [150, 3, 2],
  ],
};

const CONTEXTS = [
  {
    what: (n: number) => `Klasa zebrała ${n} zł na wycieczkę.`,
    ask: (p: number) => `Bilety wstępu kosztowały ${p}% tej kwoty. Ile złotych kosztowały bilety?`,
    unit: 'zł',
    hint: 'Podaj kwotę w złotych.',
    notThis: (p: number) => `${p} zł`,
    min: 100,
  },
  {
    what: (n: number) => `Trasa rowerowa ma ${n} km.`,
    ask: (p: number) => `Pierwszego dnia pokonano ${p}% trasy. Ile to kilometrów?`,
    unit: 'km',
    hint: 'Podaj długość w kilometrach.',
    notThis: (p: number) => `${p} km`,
    min: 20,
  },
  {
    what: (n: number) => `W szkole uczy się ${n} uczniów.`,
    ask: (p: number) => `Na basen chodzi ${p}% z nich. Ilu uczniów chodzi na basen?`,
    unit: '',
    hint: 'Wpisz liczbę uczniów.',
    notThis: () => 'liczba uczniów',
    min: 100,
  },
] as const;

/** Over 100% needs a whole that can grow: a day's share of a route or of a class fund cannot. */
const GROWTH_CONTEXT = {
  what: (n: number) => `W zeszłym roku w szkolnym konkursie wzięło udział ${n} uczniów.`,
  ask: (p: number) =>
    `W tym roku liczba uczestników wyniosła ${p}% zeszłorocznej liczby. Ilu uczniów wzięło udział w konkursie w tym roku?`,
  unit: '',
  hint: 'Wpisz liczbę uczniów.',
  notThis: () => 'liczba uczniów',
  min: 40,
};

const percentOfAmount = defineTemplate({
  id: 'percent_basics.simple-percent-of-amount',
  title: 'Proste procenty danej wielkości',
  generate({ rng, level }): GeneratedBody {
    const [p, num, den] = rng.pick(PERCENT_FRACTIONS[level]);
    const ctx = p > 100 ? GROWTH_CONTEXT : rng.pick(CONTEXTS);
    // Amounts divisible by the fraction's denominator, so the answer is a whole number.
    const total = redraw(() => {
      const k = level === 1 ? rng.int(2, 60) : level === 2 ? rng.int(2, 40) : rng.int(3, 60);
      const n = den * k;
      return n >= ctx.min && n <= (level === 3 ? 2000 : 1000) && n !== p ? n : null;
    });
    const frac = rat(num, den);
    const ans = mul(rat(total), frac);
    const errors = numberErrors(ans, [
      {
        key: 'divided_by_percent',
        value: div(rat(total), rat(p)),
        feedback: `Podzielono przez ${p}. ${p}% to ${qty(p, HUNDREDTHS)}, czyli $${texRational(frac)}$ całości: trzeba obliczyć $${texRational(frac)}$ z ${total}.`,
      },
      {
        key: 'percent_as_number',
        value: rat(p),
        feedback: `${p}% to nie ${ctx.notThis(p)}, tylko ${qty(p, HUNDREDTHS)} całości.`,
      },
      // Above 100% there is no "remaining part" (it would be a negative percent).
      ...(p < 100
        ? [
            {
              key: 'complement',
              value: sub(rat(total), ans),
              feedback: `Obliczono pozostałą część (${100 - p}%). Pytanie dotyczy ${p}%.`,
            },
          ]
        : []),
      {
        key: 'wrong_fraction',
        value: mul(rat(total), rat(p, 10)),
        feedback: `${p}% to $\\frac{${p}}{100}$, a nie $\\frac{${p}}{10}$.`,
      },
    ]);
    return {
      type: 'numeric',
      stem: `${ctx.what(total)} ${ctx.ask(p)}`,
      answer: numberAnswer(ans),
      answerHint: ctx.hint,
      ...(ctx.unit ? { unitLabel: ctx.unit } : {}),
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Jakim ułamkiem całości jest ${p}%? Zapisz ułamek nieskracalny.`,
          value: frac,
          form: 'fraction',
          hints: [
            'Procent to setna część całości.',
            `$${p}\\% = \\frac{${p}}{100}$ — skróć ten ułamek.`,
            `$${p}\\% = ${texRational(frac)}$`,
          ],
        }),
        numberStep({
          prompt: `Oblicz $${texRational(frac)}$ z ${total}.`,
          value: ans,
          hints: [
            num === 1
              ? `Podziel ${total} przez ${den}.`
              : `Podziel ${total} przez ${den}, a wynik pomnóż przez ${num}.`,
            `$${total} : ${den}${num === 1 ? '' : ` \\cdot ${num}`}$`,
            `$${total} : ${den}${num === 1 ? '' : ` \\cdot ${num}`} = ${toNumber(ans)}$`,
          ],
          errors: [
            {
              code: 'divided_by_percent',
              value: div(rat(total), rat(p)),
              feedback: `Dzielimy przez mianownik ułamka (${den}), a nie przez ${p}.`,
            },
          ],
        }),
      ],
      solution: `$${p}\\% = ${texRational(frac)}$, więc $${texRational(frac)} \\cdot ${total} = ${total} : ${den}${num === 1 ? '' : ` \\cdot ${num}`} = ${toNumber(ans)}$${ctx.unit ? ` ${ctx.unit}` : ''}.`,
      params: { p, total, context: ctx.unit || (p > 100 ? 'konkurs' : 'uczniowie') },
    };
  },
});

export const percentBasicsTemplates: readonly QuestionTemplate[] = [conversions, partOfWhole, percentOfAmount];
