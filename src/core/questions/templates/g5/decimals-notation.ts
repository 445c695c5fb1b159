import type { Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import type { Rng } from '../../../math/random.ts';
import { type Rational, add, gcd, mul, rat, toNumber } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { numberError, numberErrors, type NumericMistake, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { step, numberStep, expectNumber } from '../../kit/steps.ts';
import { qty, tf, tmix, decimalText } from '../../kit/format.ts';
import { texNumber } from '../../../text/format.ts';
import { tickedNumberLineFigure } from '../../figures.ts';

const DECIMAL_ONLY = { decimal: true, fraction: false, mixed: false };

const fractionToDecimal = defineTemplate({
  id: 'decimals_notation.fraction-to-decimal',
  title: 'Zamiana ułamka zwykłego na dziesiętny',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const b =
        level === 1
          ? rng.pick([100, 1000])
          : level === 2
            ? rng.pick([2, 4, 5, 20, 25, 50])
            : rng.pick([8, 40, 125, 200, 250]);
      const a = level === 1 ? rng.int(1, b / 10 - 1) : rng.int(1, b - 1);
      if (gcd(a, b) !== 1 && level > 1) return null;
      if (level === 1 && a % 10 === 0) return null;
      const w = level === 3 ? rng.int(1, 9) : 0;
      const ans = add(rat(w), rat(a, b));
      const power = [10, 100, 1000, 10000].find((p) => p % b === 0)!;
      const k = power / b;
      const digits = String(power).length - 1;
      const concatenated = w > 0 ? Number(`${w}.${a}${b}`) : Number(`${a}.${b}`);
      const numeratorOnly = Number(`${w}.${a}`);
      const errors =
        level === 1
          ? [
              numberError(
                'digits_after_comma_miscount',
                numeratorOnly,
                `Mianownik ${b} oznacza ${digits} ${digits === 2 ? 'cyfry' : digits === 3 ? 'cyfry' : 'cyfrę'} po przecinku. Brakujące miejsca uzupełnij zerami.`,
              ),
              numberError(
                'digits_concatenated',
                concatenated,
                'Zapisano licznik i mianownik obok siebie, rozdzielone przecinkiem. Ułamek dziesiętny to inny zapis tej samej liczby.',
              ),
            ]
          : [
              numberError(
                'digits_concatenated',
                concatenated,
                'Zapisano licznik i mianownik obok siebie. Najpierw rozszerz ułamek do mianownika 10, 100 lub 1000.',
              ),
              numberError(
                'numerator_only',
                numeratorOnly,
                `Po przecinku nie wpisujemy samego licznika. Rozszerz ułamek do mianownika ${power}.`,
              ),
            ];
      if (!distinct(ans, [concatenated, numeratorOnly])) return null;
      const fracTex = w > 0 ? tmix(w, a, b) : tf(a, b);
      const expanded = w > 0 ? tmix(w, a * k, power) : tf(a * k, power);
      return {
        type: 'numeric' as const,
        stem: `Zapisz ${w > 0 ? 'liczbę' : 'ułamek'} $${fracTex}$ w postaci ułamka dziesiętnego.`,
        answer: numberAnswer(ans, { forms: DECIMAL_ONLY, requiredForm: 'decimal' }),
        answerHint: 'Wpisz ułamek dziesiętny, np. 0,25.',
        steps: [
          ...(b === power
            ? []
            : [
                step({
                  prompt: `Rozszerz ułamek $${tf(a, b)}$ do mianownika ${power}. Jaki będzie licznik?`,
                  ...expectNumber(a * k),
                  hints: [
                    `Przez ile trzeba pomnożyć ${b}, aby otrzymać ${power}?`,
                    `$${power} : ${b} = ${k}$`,
                    `$${tf(a, b)} = ${tf(a * k, power)}$`,
                  ],
                }),
              ]),
          step({
            prompt: `Ile cyfr po przecinku będzie miał wynik? (mianownik ${power})`,
            ...expectNumber(digits),
            hints: [
              'Tyle cyfr po przecinku, ile zer ma mianownik.',
              `${power} ma ${digits} ${digits === 1 ? 'zero' : 'zera'}.`,
              `Wynik ma ${digits} ${digits === 1 ? 'cyfrę' : 'cyfry'} po przecinku.`,
            ],
          }),
          step({
            prompt: 'Zapisz wynik jako ułamek dziesiętny.',
            ...expectNumber(ans, 'decimal'),
            hints: [
              `$${expanded}$`,
              'Brakujące miejsca po przecinku uzupełnij zerami.',
              `$${expanded} = ${texNumber(toNumber(ans))}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `${b === power ? '' : `Rozszerzamy ułamek: $${fracTex} = ${expanded}$. `}Mianownik ${power} ma ${digits} ${digits === 1 ? 'zero' : 'zera'}, więc wynik ma ${digits} ${digits === 1 ? 'cyfrę' : 'cyfry'} po przecinku: $${expanded} = ${texNumber(toNumber(ans))}$.`,
        params: { w, a, b },
      };
    });
  },
});

/** One number in the "which is the largest" list: how it is shown and, for a distractor, why it tempts. */
interface Candidate {
  value: Rational;
  /** KaTeX without dollars. */
  tex: string;
  key?: string;
  feedback?: string;
}

const decTex = (r: Rational): string => texNumber(toNumber(r));
const padded = (r: Rational): string => toNumber(r).toFixed(3).replace('.', ',');

/**
 * Level 1: the tenths decide (0,4 vs 0,35, 0,07, 0,267). Level 2: same whole part and tenths,
 * the hundredths decide, and the shortest number is also a trap (2,5 vs 2,56). Level 3: some
 * numbers are fractions with denominators 10, 100, 1000 and must be converted first.
 */
function largestCandidates(rng: Rng, level: Level): { correct: Candidate; others: Candidate[] } | null {
  if (level === 1) {
    const x = rng.int(3, 8);
    const [y, z, p, q] = [rng.int(1, 9), rng.int(x + 1, 9), rng.int(1, 9), rng.int(1, 9)];
    const c = rat(x, 10);
    const moreDigits = rat(10 * (x - 1) + y, 100);
    const zeroIgnored = rat(z, 100);
    const longest = rat(100 * (x - 2) + 10 * p + q, 1000);
    return {
      correct: { value: c, tex: decTex(c) },
      others: [
        {
          value: moreDigits,
          tex: decTex(moreDigits),
          key: 'more_digits_larger',
          feedback: `${decimalText(moreDigits)} ma więcej cyfr po przecinku, ale to nie znaczy, że jest większa. Porównuj cyfry dziesiątych: ${x - 1} < ${x}.`,
        },
        {
          value: zeroIgnored,
          tex: decTex(zeroIgnored),
          key: 'zero_after_comma_ignored',
          feedback: `W liczbie ${decimalText(zeroIgnored)} cyfra dziesiątych to 0, więc jest ona mniejsza niż ${decimalText(c)}.`,
        },
        {
          value: longest,
          tex: decTex(longest),
          key: 'longest_is_largest',
          feedback: `${decimalText(longest)} ma najwięcej cyfr, ale jej cyfra dziesiątych (${x - 2}) jest mniejsza niż ${x}.`,
        },
      ],
    };
  }
  if (level === 2) {
    const w = rng.int(1, 19);
    const x = rng.int(1, 8);
    const y = rng.int(2, 8);
    const [q, z] = [rng.int(1, 9), rng.int(y + 1, 9)];
    const base = 100 * w + 10 * x;
    const c = rat(base + y, 100);
    const longer = rat(10 * (base + y - 1) + q, 1000);
    const shorter = rat(base, 100);
    const zeroIgnored = rat(10 * base + z, 1000);
    return {
      correct: { value: c, tex: decTex(c) },
      others: [
        {
          value: longer,
          tex: decTex(longer),
          key: 'longest_is_largest',
          feedback: `${decimalText(longer)} ma więcej cyfr po przecinku, ale cyfra setnych (${y - 1}) jest mniejsza niż ${y}: ${padded(longer)} < ${padded(c)}.`,
        },
        {
          value: shorter,
          tex: decTex(shorter),
          key: 'shortest_is_largest',
          feedback: `Krótszy zapis nie oznacza większej liczby: ${decimalText(shorter)} = ${padded(shorter)}, a ${padded(shorter)} < ${padded(c)}.`,
        },
        {
          value: zeroIgnored,
          tex: decTex(zeroIgnored),
          key: 'zero_after_comma_ignored',
          feedback: `W liczbie ${decimalText(zeroIgnored)} cyfra setnych to 0, więc ${padded(zeroIgnored)} < ${padded(c)}.`,
        },
      ],
    };
  }
  const w = rng.chance(0.5) ? 0 : rng.int(1, 9);
  const x = rng.int(3, 9);
  const [y, z, q] = [rng.int(1, 9), rng.int(1, 9), rng.int(1, 9)];
  const p = rng.int(10 * x + 1, 99);
  const c = rat(10 * w + x, 10);
  const hundredths = rat(100 * w + 10 * (x - 1) + q, 100);
  const thousandths = rat(1000 * w + p, 1000);
  const longest = rat(1000 * w + 100 * (x - 1) + 10 * y + z, 1000);
  const fracTex = (r: Rational, d: number): string => tmix(w, Math.round(toNumber(r) * d) - w * d, d);
  if (toNumber(longest) === toNumber(hundredths)) return null;
  return {
    correct: { value: c, tex: rng.chance(0.5) ? decTex(c) : fracTex(c, 10) },
    others: [
      {
        value: thousandths,
        tex: fracTex(thousandths, 1000),
        key: 'denominator_ignored',
        feedback: `$${fracTex(thousandths, 1000)} = ${decTex(thousandths)}$: mianownik 1000 oznacza trzy cyfry po przecinku, więc cyfra dziesiątych to 0.`,
      },
      {
        value: hundredths,
        tex: fracTex(hundredths, 100),
        key: 'big_numerator',
        feedback: `Duży licznik nie wystarczy: $${fracTex(hundredths, 100)} = ${decTex(hundredths)}$, a $${decTex(hundredths)} < ${decTex(c)}$.`,
      },
      {
        value: longest,
        tex: decTex(longest),
        key: 'longest_is_largest',
        feedback: `${decimalText(longest)} ma najwięcej cyfr, ale jej cyfra dziesiątych (${x - 1}) jest mniejsza niż ${x}.`,
      },
    ],
  };
}

const largestDecimal = defineTemplate({
  id: 'decimals_notation.largest',
  title: 'Porównywanie ułamków dziesiętnych',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const set = largestCandidates(rng, level);
      if (!set) return null;
      const { correct, others } = set;
      const all = [correct, ...others];
      if (new Set(all.map((v) => toNumber(v.value))).size !== all.length) return null;
      const { options, answer } = mcqFromErrors(
        rng,
        `$${correct.tex}$`,
        others.map((o) => ({ text: `$${o.tex}$`, errorKey: o.key! })),
      );
      const fractions = all.filter((v) => v.tex.includes('frac'));
      const compare = all.map((v) => padded(v.value)).join('; ');
      const lastStep = numberStep({
        prompt: 'Która liczba jest największa? Wpisz ją w postaci ułamka dziesiętnego.',
        value: correct.value,
        hints: [
          level === 1
            ? 'Porównuj kolejno: całości, cyfry dziesiątych, setnych…'
            : 'Porównuj kolejno: całości, cyfry dziesiątych, setnych, tysięcznych.',
          `Po dopisaniu zer: ${compare}.`,
          `Największa jest ${decimalText(correct.value)}.`,
        ],
        errors: others.map((o) => ({ code: o.key!, value: o.value, feedback: o.feedback! })),
      });
      const steps =
        level === 3
          ? [
              ...fractions.map((v) =>
                numberStep({
                  prompt: `Zapisz liczbę $${v.tex}$ w postaci ułamka dziesiętnego.`,
                  value: v.value,
                  hints: [
                    'Mianownik 10 to jedna cyfra po przecinku, 100 — dwie, 1000 — trzy.',
                    'Brakujące miejsca tuż po przecinku uzupełnij zerami.',
                    `$${v.tex} = ${decTex(v.value)}$`,
                  ],
                  errors:
                    v.key === 'denominator_ignored'
                      ? [
                          {
                            code: 'denominator_ignored',
                            value: rat(Math.round(toNumber(v.value) * 1000), 100),
                            feedback: 'Mianownik 1000 oznacza trzy cyfry po przecinku.',
                          },
                        ]
                      : [],
                }),
              ),
              lastStep,
            ]
          : [
              step({
                prompt:
                  'Dopisz zera, aby wszystkie liczby miały po trzy cyfry po przecinku. Jak wtedy wygląda największa z nich?',
                expected: padded(correct.value),
                patterns: [`^${padded(correct.value).replace(',', '\\.')}$`],
                hints: [
                  'Zera dopisane na końcu po przecinku nie zmieniają liczby.',
                  `Np. ${decimalText(correct.value)} = ${padded(correct.value)}.`,
                  `Po dopisaniu zer: ${compare}.`,
                ],
              }),
              lastStep,
            ];
      return {
        type: 'mcq' as const,
        stem: 'Która z liczb jest największa?',
        options,
        answer,
        steps,
        commonErrors: others.map((o) => textError(o.key!, `$${o.tex}$`, o.feedback!)),
        solution:
          (fractions.length > 0
            ? `Zamieniamy ułamki zwykłe na dziesiętne: ${fractions.map((v) => `$${v.tex} = ${decTex(v.value)}$`).join(', ')}. `
            : '') +
          `Po dopisaniu zer: ${compare}. Największa jest ${decimalText(correct.value)}${correct.tex.includes('frac') ? `, czyli $${correct.tex}$` : ''}.`,
        params: { values: all.map((v) => decimalText(v.value)).join(';'), shown: all.map((v) => v.tex).join(';') },
      };
    });
  },
});

const DZIALKA = { one: 'działkę', few: 'działki', many: 'działek' };
const KRESKA = { one: 'kreska', few: 'kreski', many: 'kresek' };
const PARTS = { one: 'równą część', few: 'równe części', many: 'równych części' };

/** One level of the decimal number line: where the labels are and what one segment is worth. */
interface DecimalLine {
  /** Value at the left end of the drawn line. */
  start: Rational;
  /** Value of one segment. */
  tick: Rational;
  segments: number;
  /** Tick indices that carry their number. */
  labelled: readonly number[];
  /** Tick index of point A. */
  index: number;
  /** Tick index of the labelled number the pupil counts from. */
  from: number;
  majorEvery?: number;
}

const valueAt = (line: DecimalLine, i: number): Rational => add(line.start, mul(line.tick, rat(i)));
const texR = (r: Rational): string => texNumber(toNumber(r));

function drawDecimalLine(rng: Rng, level: Level): DecimalLine {
  if (level === 1) {
    const w = rng.int(0, 6);
    return { start: rat(w), tick: rat(1, 10), segments: 10, labelled: [0, 10], index: rng.int(1, 9), from: 0 };
  }
  if (level === 2) {
    // Whole numbers split into 4 or 5 parts: one segment is 0,25 or 0,2, not the usual 0,1.
    const parts = rng.pick([4, 5]);
    const index = redraw(() => {
      const k = rng.int(1, 2 * parts - 1);
      return k % parts === 0 ? null : k;
    });
    return {
      start: rat(rng.int(0, 8)),
      tick: rat(1, parts),
      segments: 2 * parts,
      labelled: [0, parts, 2 * parts],
      index,
      from: index > parts ? parts : 0,
      majorEvery: parts,
    };
  }
  // Hundredths: the segment between two neighbouring tenths (same whole part) is split into 10.
  const tenths = redraw(() => {
    const t = rng.int(1, 98);
    return t % 10 === 9 ? null : t;
  });
  return { start: rat(tenths, 10), tick: rat(1, 100), segments: 10, labelled: [0, 10], index: rng.int(1, 9), from: 0 };
}

const decimalNumberLine = defineTemplate({
  id: 'decimals_notation.number-line',
  title: 'Ułamki dziesiętne na osi liczbowej',
  generate({ rng, level }): GeneratedBody {
    const line = drawDecimalLine(rng, level);
    const ans = valueAt(line, line.index);
    const base = valueAt(line, line.from);
    const next = valueAt(line, line.from + (level === 2 ? line.majorEvery! : 10));
    const jumps = line.index - line.from;
    const plusTicks = (tick: Rational, n: number): Rational => add(base, mul(tick, rat(n)));
    const mistakes: NumericMistake[] = [
      {
        key: level === 1 ? 'tick_as_hundredth' : 'tick_as_tenth',
        value: plusTicks(level === 1 ? rat(1, 100) : rat(1, 10), jumps),
        feedback:
          level === 1
            ? `Odcinek od ${decimalText(base)} do ${decimalText(next)} podzielono na 10 równych części, więc jedna działka to 0,1, a nie 0,01.`
            : level === 2
              ? `Odcinek od ${decimalText(base)} do ${decimalText(add(base, rat(1)))} podzielono na ${qty(line.tick.d, PARTS)}, a nie na 10, więc jedna działka to ${decimalText(line.tick)}, a nie 0,1.`
              : `Odcinek od ${decimalText(base)} do ${decimalText(next)} ma długość 0,1 i podzielono go na 10 części, więc jedna działka to 0,01, a nie 0,1.`,
      },
      ...(level === 3
        ? [
            {
              key: 'digit_in_wrong_place',
              value: plusTicks(rat(1, 1000), jumps),
              feedback: `Cyfrę ${jumps} wpisano na miejscu tysięcznych: $${texR(base)} + ${texR(mul(line.tick, rat(jumps)))} = ${texR(ans)}$.`,
            },
          ]
        : []),
      {
        key: 'counted_ticks',
        value: plusTicks(line.tick, jumps + 1),
        feedback: `Policzono kreski razem z kreską przy liczbie ${decimalText(base)}. Licz odcinki (skoki) od ${decimalText(base)} do punktu A, a nie kreski.`,
      },
      ...(level === 2 && line.from > 0
        ? [
            {
              key: 'wrong_whole',
              value: valueAt(line, line.index - line.from),
              feedback: `Punkt A leży na prawo od liczby ${decimalText(base)}, więc działki trzeba odliczać od ${decimalText(base)}, a nie od ${decimalText(line.start)}.`,
            },
          ]
        : []),
      ...(level === 1 && toNumber(line.start) > 0
        ? [
            {
              key: 'whole_part_dropped',
              value: mul(line.tick, rat(jumps)),
              feedback: `Pominięto całości: punkt A leży między ${decimalText(base)} a ${decimalText(next)}, więc liczba zaczyna się od ${decimalText(base)}.`,
            },
          ]
        : []),
    ];
    const errors = numberErrors(ans, mistakes);
    const tickStep = numberStep({
      prompt: 'Ile wynosi jedna działka, czyli odległość między sąsiednimi kreskami?',
      value: line.tick,
      hints:
        level === 2
          ? [
              `Policz, na ile równych części podzielono odcinek od ${decimalText(line.start)} do ${decimalText(add(line.start, rat(1)))}.`,
              `Całość podzielono na ${line.tick.d} części, więc jedna działka to $1 : ${line.tick.d}$.`,
              `$1 : ${line.tick.d} = ${texR(line.tick)}$`,
            ]
          : [
              `Odcinek od ${decimalText(valueAt(line, 0))} do ${decimalText(valueAt(line, 10))} ma długość ${level === 1 ? '1' : '0,1'}.`,
              `Podzielono go na 10 równych części, więc jedna działka to $${level === 1 ? '1' : '0{,}1'} : 10$.`,
              `Jedna działka to ${decimalText(line.tick)}.`,
            ],
      errors: [
        level === 1
          ? {
              code: 'tick_as_hundredth',
              value: rat(1, 100),
              feedback: 'Odcinek podzielono na 10 części, a nie na 100.',
            }
          : {
              code: 'tick_as_tenth',
              value: rat(1, 10),
              feedback: `Odcinek podzielono na ${qty(level === 2 ? line.tick.d : 10, PARTS)} — policz je jeszcze raz.`,
            },
      ],
    });
    const steps = [
      ...(level === 2
        ? [
            numberStep({
              prompt: `Na ile równych części podzielono odcinek od ${decimalText(line.start)} do ${decimalText(add(line.start, rat(1)))}?`,
              value: rat(line.tick.d),
              hints: [
                'Policz odcinki (nie kreski) między tymi liczbami.',
                `Między ${decimalText(line.start)} a ${decimalText(add(line.start, rat(1)))} są ${qty(line.tick.d - 1, KRESKA)} bez liczb.`,
                `Odcinek podzielono na ${qty(line.tick.d, PARTS)}.`,
              ],
              errors: [
                { code: 'counted_ticks', value: rat(line.tick.d + 1), feedback: 'Policz odcinki, a nie kreski.' },
              ],
            }),
          ]
        : []),
      tickStep,
      ...(level === 3
        ? [
            numberStep({
              prompt: `O ile działek punkt A leży na prawo od liczby ${decimalText(base)}?`,
              value: rat(jumps),
              hints: [
                'Licz skoki od kreski do kreski, a nie same kreski.',
                `Zacznij od kreski przy ${decimalText(base)} i licz skoki w prawo.`,
                `Punkt A leży o ${qty(jumps, DZIALKA)} na prawo od ${decimalText(base)}.`,
              ],
              errors: [{ code: 'counted_ticks', value: rat(jumps + 1), feedback: 'Policz skoki, a nie kreski.' }],
            }),
          ]
        : []),
      numberStep({
        prompt: 'Jaką liczbę oznacza punkt A?',
        value: ans,
        hints: [
          `Punkt A leży o ${qty(jumps, DZIALKA)} na prawo od liczby ${decimalText(base)}.`,
          `Do ${decimalText(base)} dodaj $${jumps} \\cdot ${texR(line.tick)}$.`,
          `$${texR(base)} + ${jumps} \\cdot ${texR(line.tick)} = ${texR(ans)}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ];
    return {
      type: 'numeric',
      stem: 'Jaką liczbę oznacza punkt A zaznaczony na osi liczbowej? Zapisz ją w postaci ułamka dziesiętnego.',
      figure: tickedNumberLineFigure({
        segments: line.segments,
        labels: new Map(line.labelled.map((i) => [i, decimalText(valueAt(line, i))])),
        points: [{ index: line.index, name: 'A' }],
        majorEvery: line.majorEvery,
        ariaLabel: 'Oś liczbowa z zaznaczonym punktem A',
      }),
      answer: numberAnswer(ans, { forms: DECIMAL_ONLY, requiredForm: 'decimal' }),
      answerHint: 'Wpisz ułamek dziesiętny, np. 2,4.',
      steps,
      commonErrors: errors,
      solution: `${level === 2 ? `Odcinek od ${decimalText(line.start)} do ${decimalText(add(line.start, rat(1)))} podzielono na ${qty(line.tick.d, PARTS)}, więc j` : 'J'}edna działka to ${decimalText(line.tick)}. Punkt A leży o ${qty(jumps, DZIALKA)} na prawo od liczby ${decimalText(base)}, więc oznacza liczbę $${texR(base)} + ${jumps} \\cdot ${texR(line.tick)} = ${texR(ans)}$.`,
      params: { start: toNumber(line.start), tick: toNumber(line.tick), index: line.index },
    };
  },
});

export const decimalsNotationTemplates: readonly QuestionTemplate[] = [
  fractionToDecimal,
  largestDecimal,
  decimalNumberLine,
];
