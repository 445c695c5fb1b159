import type { Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import type { Rng } from '../../../math/random.ts';
import { type PfStatement, drawPair, pfPairBody } from '../../kit/true-false-pair.ts';
import { gcd, rat } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectNumber } from '../../kit/steps.ts';
import { qty, tf } from '../../kit/format.ts';

const SUCH_PARTS = { one: 'taka część', few: 'takie części', many: 'takich części' };

const fractionOf = defineTemplate({
  id: 'fraction_of_number.compute',
  title: 'Obliczanie ułamka liczby',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const b = rng.int(2, level === 1 ? 8 : 12);
      const a = level === 1 ? 1 : rng.int(2, b - 1);
      if (gcd(a, b) !== 1) return null;
      const q = rng.int(2, level === 3 ? 40 : 12);
      const N = b * q;
      const ans = a * q;
      const unit = q;
      const times = N * a;
      const inverted = (N * b) % a === 0 ? (N * b) / a : null;
      const errors = [
        level === 1
          ? numberError(
              'multiplied_by_denominator',
              N * b,
              `Pomnożono ${N} przez ${b}. Aby obliczyć $${tf(1, b)}$ liczby, dzielimy ją przez ${b}.`,
            )
          : numberError(
              'multiply_by_numerator_only',
              times,
              `Pomnożono ${N} przez licznik, ale nie podzielono przez mianownik ${b}.`,
            ),
        level === 1
          ? numberError(
              'subtracted_fraction',
              N - unit,
              `To ${N} minus $${tf(1, b)}$ tej liczby, czyli część, która zostaje. Pytanie jest o $${tf(a, b)}$ liczby ${N}.`,
            )
          : numberError(
              'divide_by_denominator_only',
              unit,
              `To dopiero $${tf(1, b)}$ liczby ${N}. Pomnóż jeszcze przez licznik ${a}.`,
            ),
      ];
      if (inverted !== null && level > 1)
        errors.push(
          numberError(
            'inverted_fraction',
            inverted,
            `Podzielono przez licznik i pomnożono przez mianownik. Trzeba odwrotnie: $${N} : ${b} \\cdot ${a}$.`,
          ),
        );
      if (
        !distinct(
          ans,
          errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0))),
        )
      )
        return null;
      return {
        type: 'numeric' as const,
        stem: `Oblicz $${tf(a, b)}$ liczby ${N}.`,
        answer: numberAnswer(ans),
        answerHint: 'Wpisz liczbę.',
        steps: [
          a === 1
            ? step({
                prompt: `Na ile równych części trzeba podzielić liczbę ${N}?`,
                ...expectNumber(b),
                hints: [
                  `Mianownik ułamka $${tf(1, b)}$ mówi, na ile części dzielimy.`,
                  `Mianownik to ${b}.`,
                  `Na ${b} części.`,
                ],
              })
            : step({
                prompt: `Ile to jest $${tf(1, b)}$ liczby ${N}?`,
                ...expectNumber(unit),
                hints: [
                  `$${tf(1, b)}$ liczby to jedna z ${b} równych części.`,
                  `Podziel ${N} przez ${b}.`,
                  `$${N} : ${b} = ${unit}$`,
                ],
              }),
          step({
            prompt: `Ile to jest $${tf(a, b)}$ liczby ${N}?`,
            ...expectNumber(ans),
            hints: [
              a === 1 ? `$${tf(1, b)}$ liczby to jedna taka część.` : `$${tf(a, b)}$ to ${qty(a, SUCH_PARTS)}.`,
              a === 1 ? `Jedna część to ${unit}.` : `Pomnóż ${unit} przez ${a}.`,
              a === 1 ? `$${N} : ${b} = ${ans}$` : `$${unit} \\cdot ${a} = ${ans}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution:
          a === 1
            ? `$${tf(1, b)}$ liczby ${N} to $${N} : ${b} = ${ans}$.`
            : `$${tf(a, b)} \\cdot ${N} = ${N} : ${b} \\cdot ${a} = ${unit} \\cdot ${a} = ${ans}$`,
        params: { a, b, N },
      };
    });
  },
});

const moneyLeft = defineTemplate({
  id: 'fraction_of_number.money-left',
  title: 'Ułamek liczby w zadaniu tekstowym',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const p = pickPerson(rng);
      const b = rng.pick(level === 1 ? [2, 3, 4, 5] : [3, 4, 5, 6, 8, 10]);
      const a = level === 1 ? 1 : rng.int(1, b - 1);
      if (gcd(a, b) !== 1) return null;
      const zl = { one: 'złoty', few: 'złote', many: 'złotych' };
      if (level < 3) {
        const N = b * rng.int(level === 1 ? 3 : 4, level === 1 ? 15 : 30);
        const spent = (N / b) * a;
        const ans = N - spent;
        const errors = [
          numberError(
            'gave_the_part',
            spent,
            `To kwota, którą ${p.name} ${verb(p, 'wydał', 'wydała')}. Pytanie dotyczy pieniędzy, które zostały.`,
          ),
          numberError(
            'subtract_fraction_as_number',
            N - b,
            `Od ${N} odjęto mianownik ${b}. Najpierw oblicz, ile to jest $${tf(a, b)}$ z ${N} zł.`,
          ),
        ];
        if (spent === N / b && a !== 1) return null;
        if (!distinct(ans, [spent, N - b]) || N - b <= 0) return null;
        const thing = rng.pick(['książkę', 'grę planszową', 'piłkę', 'bilet do kina i popcorn', 'klocki']);
        return {
          type: 'numeric' as const,
          stem: `${p.name} ${verb(p, 'miał', 'miała')} ${qty(N, zl)}. Na ${thing} ${verb(p, 'wydał', 'wydała')} $${tf(a, b)}$ tej kwoty. Ile pieniędzy ${verb(p, 'mu', 'jej')} zostało?`,
          answer: numberAnswer(ans),
          answerHint: 'Podaj kwotę w złotych.',
          unitLabel: 'zł',
          steps: [
            step({
              prompt: `Ile złotych ${p.name} ${verb(p, 'wydał', 'wydała')}?`,
              ...expectNumber(spent),
              hints: [
                `Oblicz $${tf(a, b)}$ z ${N}.`,
                `Podziel ${N} przez ${b}${a > 1 ? ` i pomnóż przez ${a}` : ''}.`,
                `$${N} : ${b}${a > 1 ? ` \\cdot ${a}` : ''} = ${spent}$`,
              ],
            }),
            step({
              prompt: 'Ile pieniędzy zostało?',
              ...expectNumber(ans),
              hints: ['Od całej kwoty odejmij wydatek.', `$${N} - ${spent}$`, `$${N} - ${spent} = ${ans}$`],
            }),
          ],
          commonErrors: errors,
          solution: `Wydatek: $${tf(a, b)} \\cdot ${N} = ${spent}$ zł. Zostało: $${N} - ${spent} = ${ans}$ zł.`,
          params: { N, a, b },
        };
      }
      // Level 3: two stages, the second fraction is taken of what is left.
      const b2 = rng.pick([2, 3, 4, 5]);
      const N = b * b2 * rng.int(2, 8);
      const spent1 = (N / b) * a;
      const left1 = N - spent1;
      if (left1 % b2 !== 0) return null;
      const spent2 = left1 / b2;
      const ans = left1 - spent2;
      const ofWhole = N - spent1 - N / b2;
      const errors = [
        numberError(
          'fraction_of_whole_not_rest',
          ofWhole,
          `$${tf(1, b2)}$ trzeba policzyć z reszty (${left1} zł), a nie z całej kwoty ${N} zł.`,
        ),
        numberError('stopped_after_first', left1, 'To kwota po pierwszym wydatku. Odejmij jeszcze drugi wydatek.'),
      ];
      if (ofWhole <= 0 || !distinct(ans, [ofWhole, left1])) return null;
      return {
        type: 'numeric' as const,
        stem: `${p.name} ${verb(p, 'miał', 'miała')} ${qty(N, zl)}. Najpierw ${verb(p, 'wydał', 'wydała')} $${tf(a, b)}$ tej kwoty na książki, a potem $${tf(1, b2)}$ reszty na bilet do kina. Ile pieniędzy ${verb(p, 'mu', 'jej')} zostało?`,
        answer: numberAnswer(ans),
        answerHint: 'Podaj kwotę w złotych.',
        unitLabel: 'zł',
        steps: [
          step({
            prompt: 'Ile złotych zostało po zakupie książek?',
            ...expectNumber(left1),
            hints: [
              `Oblicz $${tf(a, b)}$ z ${N} i odejmij.`,
              `$${tf(a, b)} \\cdot ${N} = ${spent1}$`,
              `$${N} - ${spent1} = ${left1}$`,
            ],
          }),
          step({
            prompt: 'Ile kosztował bilet do kina?',
            ...expectNumber(spent2),
            hints: [
              'Bilet to część reszty, a nie całej kwoty.',
              `$${tf(1, b2)}$ z ${left1}`,
              `$${left1} : ${b2} = ${spent2}$`,
            ],
            errors: [
              {
                code: 'fraction_of_whole_not_rest',
                patterns: [`^${N / b2}$`],
                feedback: 'To ułamek całej kwoty, a trzeba policzyć go z reszty.',
              },
            ],
          }),
          step({
            prompt: 'Ile pieniędzy zostało na końcu?',
            ...expectNumber(ans),
            hints: ['Od reszty odejmij cenę biletu.', `$${left1} - ${spent2}$`, `$${left1} - ${spent2} = ${ans}$`],
          }),
        ],
        commonErrors: errors,
        solution: `Książki: $${tf(a, b)} \\cdot ${N} = ${spent1}$ zł, zostało ${left1} zł. Bilet: $${tf(1, b2)} \\cdot ${left1} = ${spent2}$ zł. Na końcu zostało $${left1} - ${spent2} = ${ans}$ zł.`,
        params: { N, a, b, b2 },
      };
    });
  },
});

/** Wholes of level 3: a fraction of an hour, a kilogram or a metre in smaller units. */
const UNIT_WHOLES = [
  {
    whole: 'godziny',
    n: 60,
    unit: { one: 'minuta', few: 'minuty', many: 'minut' },
    dens: [2, 3, 4, 5, 6, 10, 12, 15, 20],
  },
  { whole: 'kilograma', n: 1000, unit: { one: 'gram', few: 'gramy', many: 'gramów' }, dens: [2, 4, 5, 8, 10, 20, 25] },
  {
    whole: 'metra',
    n: 100,
    unit: { one: 'centymetr', few: 'centymetry', many: 'centymetrów' },
    dens: [2, 4, 5, 10, 20, 25],
  },
] as const;

/**
 * One sentence "a/b liczby N to X" (level 3: "a/b godziny to X minut"): true, or false with the
 * value a typical slip gives (only divided by the denominator, the remaining part, divided by the
 * numerator and multiplied by the denominator).
 */
function fractionOfStatement(rng: Rng, level: Level, truth: boolean): PfStatement & { key: string } {
  return redraw(() => {
    const ctx = level === 3 ? rng.pick(UNIT_WHOLES) : null;
    const b = ctx ? rng.pick(ctx.dens) : rng.int(level === 1 ? 2 : 3, level === 1 ? 9 : 12);
    const a = level === 1 ? 1 : rng.int(ctx ? 1 : 2, b - 1);
    if (gcd(a, b) !== 1 || (ctx && ctx.n % b !== 0)) return null;
    const N = ctx ? ctx.n : b * rng.int(level === 1 ? 2 : 3, level === 1 ? 12 : 25);
    const part = N / b;
    const value = part * a;
    const slips = [
      a > 1 ? part : null,
      N - value !== value ? N - value : null,
      (N * b) % a === 0 && a > 1 ? (N * b) / a : null,
      level === 1 ? N * b : null,
    ].filter((v): v is number => v !== null && v !== value && v > 0);
    if (slips.length === 0) return null;
    const shown = truth ? value : rng.pick(slips);
    const say = (v: number) => (ctx ? qty(v, ctx.unit) : `$${v}$`);
    const of = ctx ? `$${tf(a, b)}$ ${ctx.whole}` : `$${tf(a, b)}$ liczby $${N}$`;
    const calc = `$${N} : ${b}${a > 1 ? ` \\cdot ${a}` : ''} = ${value}$`;
    return {
      key: `${a}/${b}/${N}`,
      text: `${of} to ${say(shown)}.`,
      truth,
      why: `${calc}${ctx ? `, czyli ${qty(value, ctx.unit)}` : ''}${truth ? '' : `, a nie ${say(shown)}`}.`,
      steps: [
        step({
          prompt: ctx ? `Ile to jest $${tf(a, b)}$ z ${qty(N, ctx.unit)}?` : `Ile to jest $${tf(a, b)}$ liczby ${N}?`,
          ...expectNumber(value),
          hints: [
            `$${tf(1, b)}$ to jedna z ${b} równych części${ctx ? ` (jedna całość to ${qty(N, ctx.unit)})` : ''}.`,
            a > 1 ? `Podziel ${N} przez ${b} i pomnóż przez ${a}.` : `Podziel ${N} przez ${b}.`,
            calc,
          ],
        }),
      ],
    };
  });
}

/** E8 P/F (two sentences): a fraction of a number, or at level 3 of an hour, a kilogram, a metre. */
const examTrueFalse = defineTemplate({
  id: 'fraction_of_number.e8-true-false',
  title: 'Ułamek liczby — prawda czy fałsz',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const { truths, first, second } = drawPair(
      rng,
      (truth) => fractionOfStatement(rng, level, truth),
      (x, y) => x.key !== y.key,
    );
    return {
      ...pfPairBody([first, second]),
      params: { first: first.key, second: second.key, truth1: truths[0], truth2: truths[1] },
    };
  },
});

export const fractionOfNumberTemplates: readonly QuestionTemplate[] = [fractionOf, moneyLeft, examTrueFalse];
