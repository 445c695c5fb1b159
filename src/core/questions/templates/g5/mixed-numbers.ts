import type { QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { gcd, rat } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { numberError, textError } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromErrors } from '../../kit/mcq.ts';
import { step, expectFraction, expectNumber } from '../../kit/steps.ts';
import { qty, tf, tmix } from '../../kit/format.ts';

/** Who bakes and what, in the pieces-eaten story (genitive plural, "each", genitive singular). */
const BAKERS = [
  { name: 'Mama', female: true },
  { name: 'Babcia', female: true },
  { name: 'Tata', female: false },
  { name: 'Wujek Marek', female: false },
] as const;
const BAKES = [
  { many: 'ciast', each: 'każde', one: 'ciasta' },
  { many: 'pizz', each: 'każdą', one: 'pizzy' },
  { many: 'tart', each: 'każdą', one: 'tarty' },
  { many: 'szarlotek', each: 'każdą', one: 'szarlotki' },
] as const;

const EQUAL_PIECES = { one: 'równy kawałek', few: 'równe kawałki', many: 'równych kawałków' };
const TIMES = { one: 'raz', few: 'razy', many: 'razy' };
const PIECES = { one: 'kawałek', few: 'kawałki', many: 'kawałków' };
const MIXED_ONLY = { decimal: false, fraction: false, mixed: true };
const IMPROPER_ONLY = { decimal: false, fraction: true, mixed: false };

/** Worked steps of n/d → q rm/d: how many times d fits, the remainder, the mixed number. */
function improperToMixedSteps(n: number, d: number, q: number, rm: number): QuestionStep[] {
  return [
    step({
      prompt: `Ile razy ${d} mieści się w ${n}?`,
      ...expectNumber(q),
      hints: [
        'Podziel licznik przez mianownik.',
        `$${n} : ${d}$ — szukaj największej wielokrotności ${d} nie większej od ${n}.`,
        `$${d} \\cdot ${q} = ${q * d}$, więc ${qty(q, TIMES)}.`,
      ],
    }),
    step({
      prompt: `Jaka zostaje reszta z dzielenia ${n} przez ${d}?`,
      ...expectNumber(rm),
      hints: [
        'Reszta to to, co zostaje po zabraniu pełnych całości.',
        `$${n} - ${q * d}$`,
        `$${n} - ${q * d} = ${rm}$`,
      ],
    }),
    step({
      prompt: 'Zapisz liczbę mieszaną.',
      expected: `${q} ${rm}/${d}`,
      patterns: [`^${q} ${rm}/${d}$`],
      hints: [
        'Wynik dzielenia to całości, reszta to licznik.',
        `Mianownik zostaje ${d}.`,
        `$${tf(n, d)} = ${tmix(q, rm, d)}$`,
      ],
      errors: [
        {
          code: 'quotient_remainder_swapped',
          patterns: [`^${rm} ${q}/${d}$`],
          feedback: 'Zamieniono całości z resztą.',
        },
      ],
    }),
  ];
}

const toMixed = defineTemplate({
  id: 'mixed_numbers.improper-to-mixed',
  title: 'Zamiana ułamka niewłaściwego na liczbę mieszaną',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const d = rng.int(level === 1 ? 2 : 3, level === 1 ? 5 : level === 2 ? 9 : 12);
      // Whole part below the denominator keeps the swapped mixed number a proper one.
      const q = rng.int(1, Math.min(d - 1, level === 1 ? 4 : 12));
      const rm = rng.int(1, d - 1);
      if (gcd(rm, d) !== 1) return null;
      const n = q * d + rm;
      const ans = rat(n, d);
      const swapped = rat(rm * d + q, d);
      const overNumerator = rat(q * n + rm, n);
      if (rm === q || !distinct(ans, [swapped, overNumerator])) return null;
      // Level 3 must not repeat level 1 (9/4): larger denominators and two-digit numerators.
      if (level === 3 && (d < 6 || n < 40)) return null;
      const ctx = level === 3 && rng.chance(0.5);
      const baker = ctx ? rng.pick(BAKERS) : BAKERS[0];
      const bake = ctx ? rng.pick(BAKES) : BAKES[0];
      const party = ctx ? rng.pick(['Na przyjęciu', 'Na urodzinach', 'Na pikniku klasowym', 'Na festynie']) : '';
      const stem = ctx
        ? `${baker.name} ${baker.female ? 'upiekła' : 'upiekł'} kilka jednakowych ${bake.many} i ${bake.each} ${baker.female ? 'pokroiła' : 'pokroił'} na ${qty(d, EQUAL_PIECES)}. ${party} zjedzono ${qty(n, PIECES)}. Ile całych ${bake.many} i jaką część ${bake.one} zjedzono? Zapisz wynik jako liczbę mieszaną.`
        : `Zamień ułamek niewłaściwy $${tf(n, d)}$ na liczbę mieszaną.`;
      return {
        type: 'fraction' as const,
        stem,
        answer: numberAnswer(ans, { forms: MIXED_ONLY, requiredForm: 'mixed' }),
        answerHint: 'Wpisz liczbę mieszaną, np. 2 1/3.',
        steps: improperToMixedSteps(n, d, q, rm),
        commonErrors: [
          numberError(
            'quotient_remainder_swapped',
            swapped,
            `Zamieniono miejscami całości i resztę. Całości to wynik dzielenia (${q}), reszta (${rm}) idzie do licznika.`,
          ),
          numberError(
            'remainder_over_numerator',
            overNumerator,
            `Mianownik się nie zmienia: reszta ${rm} to licznik, a mianownikiem zostaje ${d}.`,
          ),
        ],
        solution: `$${n} : ${d} = ${q}$ reszty ${rm}, więc $${tf(n, d)} = ${tmix(q, rm, d)}$.`,
        params: { n, d },
      };
    });
  },
});

const toImproper = defineTemplate({
  id: 'mixed_numbers.mixed-to-improper',
  title: 'Zamiana liczby mieszanej na ułamek niewłaściwy',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const d = rng.int(level === 1 ? 2 : 3, level === 1 ? 6 : level === 2 ? 9 : 15);
      const w = rng.int(1, level === 1 ? 4 : level === 2 ? 9 : 20);
      const a = rng.int(1, d - 1);
      if (gcd(a, d) !== 1) return null;
      const n = w * d + a;
      const ans = rat(n, d);
      const addWhole = rat(w + a, d);
      const wrongProduct = rat(w * a + d, d);
      if (addWhole.d === 1 || wrongProduct.d === 1 || !distinct(ans, [addWhole, wrongProduct])) return null;
      return {
        type: 'fraction' as const,
        stem: `Zamień liczbę mieszaną $${tmix(w, a, d)}$ na ułamek niewłaściwy.`,
        answer: numberAnswer(ans, { forms: IMPROPER_ONLY, requiredForm: 'fraction' }),
        answerHint: 'Wpisz ułamek niewłaściwy, np. 7/3.',
        steps: [
          step({
            prompt: `Zamień całości na ułamek o mianowniku ${d}. Jaki będzie licznik?`,
            ...expectNumber(w * d),
            hints: [`Jedna całość to $${tf(d, d)}$.`, `Pomnóż ${w} przez ${d}.`, `$${w} \\cdot ${d} = ${w * d}$`],
            errors: [
              {
                code: 'multiply_wrong_parts',
                patterns: [`^${w * a}$`],
                feedback: 'Całości mnożymy przez mianownik, a nie przez licznik.',
              },
            ],
          }),
          step({
            prompt: `Dodaj licznik ${a}. Jaki ułamek otrzymasz?`,
            ...expectFraction(n, d),
            hints: [
              'Dodaj licznik części ułamkowej, mianownik zostaje.',
              `$${w * d} + ${a}$`,
              `$${tmix(w, a, d)} = \\frac{${w} \\cdot ${d} + ${a}}{${d}} = ${tf(n, d)}$`,
            ],
          }),
        ],
        commonErrors: [
          numberError(
            'add_whole_to_numerator',
            addWhole,
            `Dodano całości do licznika. Każda całość to ${d} części: najpierw pomnóż ${w} przez ${d}.`,
          ),
          numberError(
            'multiply_wrong_parts',
            wrongProduct,
            `Pomnożono całości przez licznik i dodano mianownik. Poprawnie: ${w} · ${d} + ${a}.`,
          ),
        ],
        solution: `$${tmix(w, a, d)} = \\frac{${w} \\cdot ${d} + ${a}}{${d}} = \\frac{${w * d} + ${a}}{${d}} = ${tf(n, d)}$`,
        params: { w, a, d },
      };
    });
  },
});

/**
 * E8 closed task "Dokończ zdanie": an improper fraction written as a mixed number, its distractors
 * the swapped whole part and remainder, the remainder over the numerator and a miscounted whole part
 * (level 1 small denominators, level 3 numerators of 50 and more).
 */
const examImproper = defineTemplate({
  id: 'mixed_numbers.e8-improper',
  title: 'Ułamek niewłaściwy jako liczba mieszana (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const { n, d, q, rm } = redraw(() => {
      const d = rng.int(level === 1 ? 3 : 4, level === 1 ? 6 : level === 2 ? 9 : 15);
      const q = rng.int(2, d - 1);
      const rm = rng.int(1, d - 1);
      if (gcd(rm, d) !== 1 || gcd(q, d) !== 1 || rm === q) return null;
      const n = q * d + rm;
      // The slip over the numerator stays in lowest terms (an unreduced option would give itself away).
      if (gcd(rm, n) !== 1) return null;
      return level === 3 && n < 50 ? null : { n, d, q, rm };
    });
    // Written as the pupil would write each slip (not reduced): the swapped parts keep their denominator.
    const slips: { key: string; tex: string; feedback: string }[] = [
      {
        key: 'quotient_remainder_swapped',
        tex: tmix(rm, q, d),
        feedback: `Zamieniono miejscami całości i resztę. Całości to wynik dzielenia (${q}), reszta (${rm}) idzie do licznika.`,
      },
      {
        key: 'remainder_over_numerator',
        tex: tmix(q, rm, n),
        feedback: `Mianownik się nie zmienia: reszta ${rm} to licznik, a mianownikiem zostaje ${d}.`,
      },
      {
        key: 'whole_part_miscounted',
        tex: tmix(q + 1, rm, d),
        feedback: `Źle policzono całości: $${d} \\cdot ${q + 1} = ${(q + 1) * d}$, a to więcej niż ${n}. Liczba ${d} mieści się w ${n} tylko ${qty(q, TIMES)}.`,
      },
    ];
    const { options, answer } = mcqFromErrors(
      rng,
      `$${tmix(q, rm, d)}$`,
      slips.map((sl) => ({ text: `$${sl.tex}$`, errorKey: sl.key })),
    );
    const commonErrors = slips.map((sl) => textError(sl.key, `$${sl.tex}$`, sl.feedback));
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\nLiczba $${tf(n, d)}$ zapisana w postaci liczby mieszanej to`,
      options,
      answer,
      steps: improperToMixedSteps(n, d, q, rm),
      commonErrors,
      solution: `$${n} : ${d} = ${q}$ reszty ${rm}, więc $${tf(n, d)} = ${tmix(q, rm, d)}$.`,
      params: { n, d },
    };
  },
});

export const mixedNumbersTemplates: readonly QuestionTemplate[] = [toMixed, toImproper, examImproper];
