import type { QuestionTemplate } from '../../types.ts';
import { add, gcd, rat, toNumber } from '../../../math/rational.ts';
import { mcqFromErrors, numberAnswer, numberError, step } from '../../authoring.ts';
import { formatNumber, texNumber } from '../../../text/format.ts';
import { type GeneratedBody, dec, distinct, numStep, redrawItem, tf, tmix } from '../../template-utils.ts';

const DECIMAL_ONLY = { decimal: true, fraction: false, mixed: false };

const fractionToDecimal: QuestionTemplate = {
  id: 'decimals_notation.fraction-to-decimal',
  skillId: 'decimals_notation',
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
                  ...numStep(a * k),
                  hints: [
                    `Przez ile trzeba pomnożyć ${b}, aby otrzymać ${power}?`,
                    `$${power} : ${b} = ${k}$`,
                    `$${tf(a, b)} = ${tf(a * k, power)}$`,
                  ],
                }),
              ]),
          step({
            prompt: `Ile cyfr po przecinku będzie miał wynik? (mianownik ${power})`,
            ...numStep(digits),
            hints: [
              'Tyle cyfr po przecinku, ile zer ma mianownik.',
              `${power} ma ${digits} ${digits === 1 ? 'zero' : 'zera'}.`,
              `Wynik ma ${digits} ${digits === 1 ? 'cyfrę' : 'cyfry'} po przecinku.`,
            ],
          }),
          step({
            prompt: 'Zapisz wynik jako ułamek dziesiętny.',
            ...numStep(ans, 'decimal'),
            hints: [
              `$${expanded}$`,
              'Brakujące miejsca po przecinku uzupełnij zerami.',
              `$${expanded} = ${texNumber(toNumber(ans))}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$${fracTex}${b === power ? '' : ` = ${expanded}`} = ${texNumber(toNumber(ans))}$`,
        params: { w, a, b },
      };
    });
  },
};

const largestDecimal: QuestionTemplate = {
  id: 'decimals_notation.largest',
  skillId: 'decimals_notation',
  title: 'Porównywanie ułamków dziesiętnych',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const w = level === 1 ? 0 : level === 2 ? rng.int(1, 9) : rng.int(10, 99);
      const x = rng.int(3, 8);
      const y = rng.int(1, 9);
      const z = rng.int(x + 1, 9);
      const p = rng.int(1, 9);
      const q = rng.int(1, 9);
      // Correct: w,x. Each distractor is smaller but looks larger under one misconception.
      const correct = dec(w + x / 10);
      const moreDigits = dec(w + (x - 1) / 10 + y / 100);
      const zeroIgnored = dec(w + z / 100);
      const longest = dec(w + (x - 2) / 10 + p / 100 + q / 1000);
      const vals = [correct, moreDigits, zeroIgnored, longest];
      if (new Set(vals).size !== 4 || y === 0) return null;
      const fmt = (v: number) => `$${formatNumber(v).replace(',', '{,}')}$`;
      const fb = {
        more_digits_larger: `${formatNumber(moreDigits)} ma więcej cyfr po przecinku, ale to nie znaczy, że jest większa. Porównuj cyfry dziesiątych: ${x - 1} < ${x}.`,
        zero_after_comma_ignored: `W liczbie ${formatNumber(zeroIgnored)} cyfra dziesiątych to 0, więc jest ona mniejsza niż ${formatNumber(correct)}.`,
        longest_is_largest: `${formatNumber(longest)} ma najwięcej cyfr, ale cyfra dziesiątych (${x - 2}) jest mniejsza niż ${x}.`,
      };
      const { options, answer } = mcqFromErrors(rng, fmt(correct), [
        { text: fmt(moreDigits), errorKey: 'more_digits_larger' },
        { text: fmt(zeroIgnored), errorKey: 'zero_after_comma_ignored' },
        { text: fmt(longest), errorKey: 'longest_is_largest' },
      ]);
      return {
        type: 'mcq' as const,
        stem: 'Która z liczb jest największa?',
        options,
        answer,
        steps: [
          step({
            prompt:
              'Dopisz zera, aby wszystkie liczby miały po trzy cyfry po przecinku. Jak wtedy wygląda największa z nich?',
            expected: formatNumber(correct, 3).includes(',')
              ? correct.toFixed(3).replace('.', ',')
              : correct.toFixed(3).replace('.', ','),
            patterns: [`^${correct.toFixed(3).replace('.', '\\.')}$`, `^${String(correct).replace('.', '\\.')}$`],
            hints: [
              'Zera dopisane na końcu po przecinku nie zmieniają liczby.',
              `Np. ${formatNumber(correct)} = ${correct.toFixed(3).replace('.', ',')}.`,
              `Największa: ${correct.toFixed(3).replace('.', ',')}`,
            ],
          }),
          step({
            prompt: 'Która liczba jest największa? Wpisz ją.',
            ...numStep(rat(Math.round(correct * 10), 10), 'decimal'),
            hints: [
              'Porównuj kolejno: całości, cyfry dziesiątych, setnych…',
              `Cyfry dziesiątych: ${x}, ${x - 1}, 0, ${x - 2}.`,
              `Największa jest ${formatNumber(correct)}.`,
            ],
            errors: [
              {
                code: 'more_digits_larger',
                patterns: [`^${String(moreDigits).replace('.', '\\.')}$`],
                feedback: fb.more_digits_larger,
              },
              {
                code: 'zero_after_comma_ignored',
                patterns: [`^${String(zeroIgnored).replace('.', '\\.')}$`],
                feedback: fb.zero_after_comma_ignored,
              },
              {
                code: 'longest_is_largest',
                patterns: [`^${String(longest).replace('.', '\\.')}$`],
                feedback: fb.longest_is_largest,
              },
            ],
          }),
        ],
        commonErrors: [
          numberError('more_digits_larger', moreDigits, fb.more_digits_larger),
          numberError('zero_after_comma_ignored', zeroIgnored, fb.zero_after_comma_ignored),
          numberError('longest_is_largest', longest, fb.longest_is_largest),
        ],
        solution: `Po dopisaniu zer: ${vals.map((v) => v.toFixed(3).replace('.', ',')).join('; ')}. Największa jest ${formatNumber(correct)}.`,
        params: { w, x, y, z, p, q },
      };
    });
  },
};

export const decimalsNotationTemplates: readonly QuestionTemplate[] = [fractionToDecimal, largestDecimal];
