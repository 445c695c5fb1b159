import { type Rational, rat, mul, div, ratFromDecimal, toNumber } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { texNumber } from '../../../text/format.ts';
import { pluralForm, HUNDREDTHS } from '../../../text/plural.ts';
import { numberAnswer, typed } from '../../kit/numbers.ts';
import { redraw, type GeneratedBody } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { numberPattern, step, numberStep } from '../../kit/steps.ts';
import { pl, texValue, percentTex, qty } from '../../kit/format.ts';
import type { Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

interface PercentOf {
  p: number;
  a: number;
  answer: Rational;
  decimal: Rational;
  mistakes: NumericMistake[];
}

/** p% of a with the typical wrong results; p and a chosen so the result is a short decimal. */
function drawPercentOf(
  rng: Rng,
  level: Level,
  pool?: { pcts: readonly number[]; step: number; max: number },
): PercentOf {
  return redraw(() => {
    const p = pool
      ? rng.pick(pool.pcts)
      : level === 1
        ? rng.pick([10, 20, 25, 50, 75])
        : level === 2
          ? rng.pick([5, 15, 30, 35, 40, 45, 60, 65, 70, 80, 85, 90])
          : rng.pick([2.5, 7.5, 12.5, 0.5, 120, 135, 150, 175, 250]);
    const a = pool
      ? rng.int(4, pool.max) * pool.step
      : level === 1
        ? rng.int(2, 40) * 10
        : level === 2
          ? rng.int(3, 90) * 10
          : rng.int(4, 160) * 10;
    const pr = ratFromDecimal(p);
    const answer = div(mul(pr, rat(a)), rat(100));
    const maxDen = level === 3 ? 100 : level === 2 ? 10 : 1;
    if (maxDen % answer.d !== 0) return null;
    if (level === 1 && a % 100 === 0 && p === 50) return null;
    const decimal = div(pr, rat(100));
    const mistakes: NumericMistake[] = [
      {
        key: 'percent_as_whole',
        value: mul(pr, rat(a)),
        feedback: `Pomnożono przez ${pl(p)}, a nie przez ${pl(toNumber(decimal))}. Pamiętaj: ${pl(p)}% to ${qty(p, HUNDREDTHS)}, więc trzeba jeszcze podzielić przez 100.`,
      },
      {
        key: 'percent_decimal_shift',
        value: div(mul(pr, rat(a)), rat(10)),
        feedback: `Źle zamieniono procent na ułamek dziesiętny: ${pl(p)}% = ${pl(toNumber(decimal))}, a nie ${pl(p / 10)}.`,
      },
      {
        key: 'percent_reverse_confusion',
        value: div(mul(rat(a), rat(100)), pr),
        feedback: `Policzono liczbę, której ${pl(p)}% wynosi ${pl(a)}. Tu trzeba obliczyć ${pl(p)}% liczby ${pl(a)}: pomnóż ${pl(a)} przez ${pl(toNumber(decimal))}.`,
      },
    ];
    if (!mistakesDistinct(answer, mistakes)) return null;
    return { p, a, answer, decimal, mistakes };
  });
}

function percentSteps(d: PercentOf) {
  return [
    step({
      prompt: `Zapisz $${percentTex(d.p)}$ w postaci ułamka dziesiętnego.`,
      expected: typed(d.decimal, 'decimal'),
      hints: [
        'Procent to setna część całości.',
        `Podziel ${pl(d.p)} przez 100.`,
        `$${percentTex(d.p)} = ${texNumber(d.p)} : 100 = ${texValue(d.decimal)}$`,
      ],
      errors: [
        {
          code: 'percent_decimal_shift',
          patterns: [numberPattern(rat(Math.round(d.p * 10), 100))],
          feedback:
            'Przesunięto przecinek tylko o jedno miejsce. Dzieląc przez 100, przesuwamy przecinek o dwa miejsca w lewo.',
        },
      ],
    }),
    numberStep({
      prompt: `Pomnóż $${texValue(d.decimal)} \\cdot ${texNumber(d.a)}$.`,
      value: d.answer,
      hints: [
        'Procent liczby to iloczyn tej liczby i ułamka odpowiadającego procentowi.',
        `Oblicz $${texNumber(d.a)} \\cdot ${texValue(d.decimal)}$.`,
        `$${texValue(d.decimal)} \\cdot ${texNumber(d.a)} = ${texValue(d.answer)}$`,
      ],
      errors: stepErrors(d.mistakes),
    }),
  ];
}

const percentOf = defineTemplate({
  id: 'percent_of_number.percent-of',
  title: 'Procent danej liczby',
  generate({ rng, level }): GeneratedBody {
    const d = drawPercentOf(rng, level);
    return {
      type: 'numeric',
      stem: `Oblicz $${percentTex(d.p)}$ liczby $${texNumber(d.a)}$.`,
      answer: numberAnswer(d.answer),
      answerHint: 'Wpisz liczbę.',
      steps: percentSteps(d),
      commonErrors: numberErrors(d.answer, d.mistakes),
      solution: `$${percentTex(d.p)} = ${texValue(d.decimal)}$, więc $${percentTex(d.p)}$ liczby $${texNumber(d.a)}$ to $${texValue(d.decimal)} \\cdot ${texNumber(d.a)} = ${texValue(d.answer)}$.`,
      params: { p: d.p, a: d.a },
    };
  },
});

/** E8 closed task: a percent of a quantity in a school context, as "Dokończ zdanie". */
const percentOfContext = defineTemplate({
  id: 'percent_of_number.e8-school',
  title: 'Procent liczby w sytuacji (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const ctx = rng.pick([
      {
        whole: 'uczniów',
        part: 'dojeżdża do szkoły autobusem',
        place: 'W szkole jest',
        target: 'Liczba uczniów dojeżdżających autobusem',
      },
      {
        whole: 'książek',
        part: 'to powieści przygodowe',
        place: 'W bibliotece szkolnej jest',
        target: 'Liczba powieści przygodowych w tej bibliotece',
      },
      { whole: 'drzew', part: 'to sosny', place: 'W parku rośnie', target: 'Liczba sosen w tym parku' },
    ]);
    // A count of objects must be an integer, so redraw until p% of a is whole.
    const d = redraw(() => {
      // Level 3: "awkward" percents of numbers like 375 or 1250, as in exam tasks.
      const cand =
        level === 3
          ? drawPercentOf(rng, 3, { pcts: [12, 16, 18, 24, 36, 44, 48, 64, 84], step: 25, max: 60 })
          : drawPercentOf(rng, level);
      if (cand.answer.d !== 1 || cand.answer.n < 5 || cand.a < 60 || cand.p >= 100) return null;
      if (2 * cand.answer.n === cand.a) return null;
      if (level === 3 && cand.a < 300) return null;
      return cand;
    });
    // A count of objects: keep only whole-number distractors, plus the remaining part (100 − p)%.
    const mistakes: NumericMistake[] = [
      ...d.mistakes.filter((mk) => mk.value.d === 1),
      {
        key: 'percent_complement',
        value: rat(d.a - d.answer.n),
        feedback: `Obliczono pozostałą część, czyli $${percentTex(100 - d.p)}$. Pytanie dotyczy $${percentTex(d.p)}$.`,
      },
    ];
    const { options, answer, commonErrors } = mcqFromMistakes(rng, d.answer, mistakes, (r) => `$${texValue(r)}$`);
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\n${ctx.place} $${texNumber(d.a)}$ ${ctx.whole}. $${percentTex(d.p)}$ z nich ${ctx.part}. ${ctx.target} jest równa`,
      options,
      answer,
      steps: percentSteps(d),
      commonErrors,
      solution: `$${percentTex(d.p)}$ z $${texNumber(d.a)}$ to $${texValue(d.decimal)} \\cdot ${texNumber(d.a)} = ${texValue(d.answer)}$.`,
      params: { p: d.p, a: d.a, context: ctx.whole },
    };
  },
});

/** "Jakim procentem liczby b jest a?" — the part-to-whole ratio written as a percent. */
const whatPercent = defineTemplate({
  id: 'percent_of_number.what-percent',
  title: 'Jakim procentem jednej liczby jest druga',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const b =
        level === 1
          ? rng.pick([10, 20, 25, 50, 200])
          : level === 2
            ? rng.pick([20, 25, 40, 50, 80])
            : rng.pick([8, 16, 40, 80, 160, 400]);
      const a = level === 3 ? rng.int(1, Math.floor(b * 1.6)) : rng.int(1, b - 1);
      if (a === b) return null;
      const answer = div(mul(rat(a), rat(100)), rat(b));
      if (level < 3 && answer.d !== 1) return null;
      if (level === 3 && answer.d !== 1 && answer.d !== 2) return null;
      if (level === 3 && answer.d === 1 && toNumber(answer) <= 100) return null;
      const mistakes: NumericMistake[] = [
        {
          key: 'inverted_ratio',
          value: div(mul(rat(b), rat(100)), rat(a)),
          feedback: `Podzielono odwrotnie. Porównujemy liczbę ${pl(a)} z liczbą ${pl(b)}, więc liczymy ${pl(a)} : ${pl(b)}.`,
        },
        {
          key: 'fraction_not_percent',
          value: rat(a, b),
          feedback: 'Podano ułamek, a nie procent. Pomnóż otrzymany ułamek przez 100%.',
        },
        {
          key: 'difference_as_percent',
          value: rat(Math.abs(b - a)),
          feedback:
            'Obliczono różnicę liczb. Procent to część całości: podziel jedną liczbę przez drugą i pomnóż przez 100%.',
        },
      ];
      if (!mistakesDistinct(answer, mistakes)) return null;
      return { a, b, answer, mistakes };
    });
    const { a, b, answer } = d;
    const story = level === 2 && b <= 30;
    const girls = rng.int(0, 1) === 1;
    const group = girls
      ? pluralForm(a, { one: 'dziewczynka', few: 'dziewczynki', many: 'dziewczynek' })
      : pluralForm(a, { one: 'chłopiec', few: 'chłopców', many: 'chłopców' });
    const stem = story
      ? `W klasie jest $${b}$ uczniów, w tym $${a}$ ${group}. Jaki procent uczniów tej klasy stanowią ${girls ? 'dziewczynki' : 'chłopcy'}?`
      : `Jakim procentem liczby $${b}$ jest liczba $${a}$?`;
    const fr = rat(a, b);
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(answer, { unit: { accepted: ['%'], required: false } }),
      answerHint: 'Wpisz liczbę procentów.',
      unitLabel: '%',
      steps: [
        step({
          prompt: `Jaką częścią liczby $${b}$ jest liczba $${a}$? Zapisz ułamek.`,
          expected: `${a}/${b}`,
          patterns: [numberPattern(fr), `^${a}/${b}$`],
          hints: [
            'Część to ułamek: w liczniku to, co porównujesz, w mianowniku całość.',
            `Zapisz ułamek $\\frac{${a}}{${b}}$ i spróbuj go skrócić.`,
            `$\\frac{${a}}{${b}} = ${texValue(fr)}$`,
          ],
          errors: [
            {
              code: 'inverted_ratio',
              patterns: [`^${b}/${a}$`],
              feedback: 'W mianowniku ma być całość, czyli liczba, z którą porównujesz.',
            },
          ],
        }),
        numberStep({
          prompt: 'Zamień ten ułamek na procenty.',
          value: answer,
          hints: [
            'Aby zamienić ułamek na procent, pomnóż go przez 100%.',
            `Oblicz $\\frac{${a}}{${b}} \\cdot 100\\%$.`,
            `$\\frac{${a}}{${b}} \\cdot 100\\% = ${texValue(answer)}\\%$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(answer, d.mistakes),
      solution: `$\\frac{${a}}{${b}} \\cdot 100\\% = ${texValue(answer)}\\%$`,
      params: { a, b, story },
    };
  },
});

export const percentOfNumberTemplates: readonly QuestionTemplate[] = [percentOf, whatPercent, percentOfContext];
