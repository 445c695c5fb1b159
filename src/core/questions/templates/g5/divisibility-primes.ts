import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { type TakNieReason, takNieBody } from '../../kit/tak-nie.ts';
import { texNumber } from '../../../text/format.ts';
import { numberError } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { step, expectNumber } from '../../kit/steps.ts';

const digitSum = (digits: readonly number[]): number => digits.reduce((s, x) => s + x, 0);

/** Largest digit x (0–9) for which ok(x) holds, or -1. */
function largest(ok: (x: number) => boolean): number {
  for (let x = 9; x >= 0; x--) if (ok(x)) return x;
  return -1;
}
function smallest(ok: (x: number) => boolean): number {
  for (let x = 0; x <= 9; x++) if (ok(x)) return x;
  return -1;
}

const RULES: Record<number, string> = {
  3: 'Liczba jest podzielna przez 3, gdy suma jej cyfr jest podzielna przez 3.',
  9: 'Liczba jest podzielna przez 9, gdy suma jej cyfr jest podzielna przez 9.',
  4: 'Liczba jest podzielna przez 4, gdy liczba utworzona z dwóch ostatnich cyfr jest podzielna przez 4.',
  6: 'Liczba jest podzielna przez 6, gdy jest parzysta i podzielna przez 3.',
};

const missingDigit = defineTemplate({
  id: 'divisibility_primes.missing-digit',
  title: 'Cechy podzielności: brakująca cyfra',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const d = level === 1 ? 3 : level === 2 ? 9 : rng.pick([4, 6]);
      const len = level === 1 ? rng.int(3, 4) : 4;
      const digits = Array.from({ length: len }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
      // Rules by digit sum may hide any digit but the first; rules on the end need the last one.
      const pos = d === 4 || d === 6 ? len - 1 : rng.int(1, len - 1);
      const known = digits.filter((_, i) => i !== pos);
      const ks = digitSum(known);
      const tex = digits.map((x, i) => (i === pos ? '\\square' : String(x))).join('');
      const valueWith = (x: number): number => Number(digits.map((y, i) => (i === pos ? x : y)).join(''));
      const ok = (x: number): boolean => valueWith(x) % d === 0;
      const ans = largest(ok);
      if (ans < 0) return null;
      const errors: { key: string; value: number; feedback: string }[] = [];
      const steps = [];
      // The worked solution's middle sentence: the same check the steps walk through.
      let reasoning: string;
      if (d === 3 || d === 9) {
        const small = smallest(ok);
        if (d === 9) {
          const by3 = largest((x) => valueWith(x) % 3 === 0 && !ok(x));
          if (by3 >= 0)
            errors.push({
              key: 'rule_of_3_for_9',
              value: by3,
              feedback: `Z cyfrą ${by3} suma cyfr dzieli się przez 3, ale nie przez 9. Sprawdź podzielność sumy cyfr przez 9.`,
            });
        }
        errors.push({
          key: 'smallest_digit',
          value: small,
          feedback: `Cyfra ${small} pasuje, ale pytanie jest o największą możliwą cyfrę.`,
        });
        if (!ok(9))
          errors.push({
            key: 'largest_digit_unchecked',
            value: 9,
            feedback: `Z cyfrą 9 suma cyfr wynosi ${ks + 9}, a ta liczba nie dzieli się przez ${d}.`,
          });
        reasoning = `Suma znanych cyfr to $${known.join(' + ')} = ${ks}$, a $${ks} + ${ans} = ${ks + ans}$ dzieli się przez ${d}.`;
        steps.push(
          step({
            prompt: 'Oblicz sumę znanych cyfr tej liczby.',
            ...expectNumber(ks),
            hints: ['Dodaj wszystkie cyfry poza kratką.', RULES[d]!, `$${known.join(' + ')} = ${ks}$`],
          }),
          step({
            prompt: `Jaką największą cyfrę można wpisać w kratkę?`,
            ...expectNumber(ans),
            hints: [
              `Szukasz cyfry, która dopełni sumę ${ks} do wielokrotności liczby ${d}.`,
              'Sprawdzaj cyfry od 9 w dół.',
              `$${ks} + ${ans} = ${ks + ans}$, a ${ks + ans} dzieli się przez ${d}.`,
            ],
          }),
        );
      } else {
        const tens = digits[len - 2]!;
        if (d === 4) {
          const even = largest((x) => x % 2 === 0 && !ok(x));
          const bySum = largest((x) => (ks + x) % 4 === 0 && !ok(x));
          if (even >= 0)
            errors.push({
              key: 'even_as_div4',
              value: even,
              feedback: `Z cyfrą ${even} liczba jest parzysta, ale ${tens}${even} nie dzieli się przez 4. Sprawdź dwie ostatnie cyfry.`,
            });
          if (bySum >= 0)
            errors.push({
              key: 'digit_sum_rule_for_4',
              value: bySum,
              feedback: 'Suma cyfr nie mówi nic o podzielności przez 4. Sprawdź liczbę z dwóch ostatnich cyfr.',
            });
          const test = largest((x) => x % 2 === 0 && !ok(x));
          const tested = test < 0 ? 9 : test;
          const lastTwo = Number(`${tens}${tested}`);
          reasoning = `Cyfra ${tested} nie pasuje, bo ${tens}${tested} przy dzieleniu przez 4 daje resztę ${lastTwo % 4}: $${lastTwo} = 4 \\cdot ${Math.floor(lastTwo / 4)} + ${lastTwo % 4}$.`;
          steps.push(
            step({
              prompt: `Jaką resztę daje liczba ${tens}${test < 0 ? 9 : test} przy dzieleniu przez 4?`,
              ...expectNumber(Number(`${tens}${test < 0 ? 9 : test}`) % 4),
              hints: [
                RULES[4]!,
                'Podziel liczbę z dwóch ostatnich cyfr przez 4.',
                `$${tens}${test < 0 ? 9 : test} = 4 \\cdot ${Math.floor(Number(`${tens}${test < 0 ? 9 : test}`) / 4)} + ${Number(`${tens}${test < 0 ? 9 : test}`) % 4}$`,
              ],
            }),
          );
        } else {
          const even = largest((x) => x % 2 === 0 && !ok(x));
          const odd3 = largest((x) => (ks + x) % 3 === 0 && x % 2 === 1);
          if (even >= 0)
            errors.push({
              key: 'only_even_checked',
              value: even,
              feedback: `Z cyfrą ${even} liczba jest parzysta, ale nie dzieli się przez 3. Liczba podzielna przez 6 musi dzielić się przez 2 i przez 3.`,
            });
          if (odd3 >= 0)
            errors.push({
              key: 'only_three_checked',
              value: odd3,
              feedback: `Z cyfrą ${odd3} liczba dzieli się przez 3, ale jest nieparzysta. Liczba podzielna przez 6 musi być parzysta.`,
            });
          reasoning = `Suma znanych cyfr to $${known.join(' + ')} = ${ks}$. Wpisana cyfra musi być parzysta i dopełnić tę sumę do wielokrotności liczby 3.`;
          steps.push(
            step({
              prompt: 'Oblicz sumę znanych cyfr tej liczby.',
              ...expectNumber(ks),
              hints: ['Dodaj wszystkie cyfry poza kratką.', RULES[6]!, `$${known.join(' + ')} = ${ks}$`],
            }),
          );
        }
        steps.push(
          step({
            prompt: 'Jaką największą cyfrę można wpisać w kratkę?',
            ...expectNumber(ans),
            hints: [
              RULES[d]!,
              'Sprawdzaj cyfry od 9 w dół.',
              `Z cyfrą ${ans} otrzymujemy ${valueWith(ans)}, a $${valueWith(ans)} : ${d} = ${valueWith(ans) / d}$.`,
            ],
          }),
        );
      }
      if (
        errors.length < 2 ||
        !distinct(
          ans,
          errors.map((e) => e.value),
        )
      )
        return null;
      return {
        type: 'numeric' as const,
        stem: `Jaką największą cyfrę można wpisać w kratkę, aby liczba $${tex}$ była podzielna przez ${d}?`,
        answer: numberAnswer(ans),
        answerHint: 'Wpisz jedną cyfrę.',
        steps,
        commonErrors: errors.slice(0, 3).map((e) => numberError(e.key, e.value, e.feedback)),
        solution: `${RULES[d]} ${reasoning} Największa pasująca cyfra to ${ans}: liczba ${valueWith(ans)} dzieli się przez ${d}, bo $${valueWith(ans)} = ${d} \\cdot ${valueWith(ans) / d}$.`,
        params: { number: tex.replace('\\square', '_'), d },
      };
    });
  },
});

const PRIMES = [
  11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131,
  137, 139, 149, 151, 157, 163, 167, 173, 179, 181, 191, 193, 197, 199, 211, 223, 227, 229,
];

interface PrimePool {
  primes: readonly number[];
  odd3: readonly number[];
  square: readonly number[];
  hidden: readonly number[];
  one: boolean;
}

const PRIME_POOLS: Record<1 | 2 | 3, PrimePool> = {
  1: { primes: PRIMES.filter((p) => p < 50), odd3: [21, 27, 33, 39, 45], square: [25, 49], hidden: [], one: true },
  2: {
    primes: PRIMES.filter((p) => p > 50 && p < 100),
    odd3: [51, 57, 63, 69, 81, 87, 93],
    square: [49],
    hidden: [77, 91],
  },
  3: {
    primes: PRIMES.filter((p) => p > 100),
    odd3: [111, 117, 123, 129, 141, 153, 159, 171, 177, 183, 189, 201, 207, 213],
    square: [121, 169],
    hidden: [119, 133, 143, 161, 187, 203, 209, 217, 221],
    one: false,
  },
} as unknown as Record<1 | 2 | 3, PrimePool>;

function smallestFactor(n: number): number {
  for (let k = 2; k * k <= n; k++) if (n % k === 0) return k;
  return n;
}

const whichPrime = defineTemplate({
  id: 'divisibility_primes.which-prime',
  title: 'Która liczba jest pierwsza?',
  generate({ rng, level }) {
    const pool = PRIME_POOLS[level];
    const p = rng.pick(pool.primes);
    const odd3 = rng.pick(pool.odd3);
    const square = rng.pick(pool.square);
    const distractors = [
      { text: String(odd3), errorKey: 'odd_as_prime', value: odd3 },
      { text: String(square), errorKey: 'square_as_prime', value: square },
      pool.hidden.length > 0
        ? { text: String(rng.pick(pool.hidden)), errorKey: 'hidden_factor', value: 0 }
        : { text: '1', errorKey: 'one_is_prime', value: 1 },
    ];
    distractors[2]!.value = Number(distractors[2]!.text);
    const { options, answer } = mcqFromErrors(rng, String(p), distractors);
    const checkMe = level === 1 ? odd3 : rng.pick([odd3, distractors[2]!.value]);
    const f = smallestFactor(checkMe);
    const divisors: number[] = [];
    for (let k = 2; k < checkMe; k++) if (checkMe % k === 0) divisors.push(k);
    const feedback: Record<string, string> = {
      odd_as_prime: `Liczba ${odd3} jest nieparzysta, ale dzieli się przez 3: $${odd3} = 3 \\cdot ${odd3 / 3}$. Nie jest pierwsza.`,
      square_as_prime: `$${square} = ${Math.sqrt(square)} \\cdot ${Math.sqrt(square)}$, więc ${square} nie jest liczbą pierwszą.`,
      hidden_factor: `$${distractors[2]!.value} = ${smallestFactor(distractors[2]!.value)} \\cdot ${distractors[2]!.value / smallestFactor(distractors[2]!.value)}$, więc ta liczba nie jest pierwsza.`,
      one_is_prime: 'Liczba 1 nie jest ani pierwsza, ani złożona: ma tylko jeden dzielnik.',
    };
    return {
      type: 'mcq' as const,
      stem: 'Która z podanych liczb jest liczbą pierwszą?',
      options,
      answer,
      steps: [
        step({
          prompt: `Liczba ${checkMe} nie jest pierwsza. Podaj jej dowolny dzielnik inny niż 1 i ${checkMe}.`,
          expected: String(f),
          patterns: divisors.map((k) => `^${k}$`),
          hints: [
            'Liczba pierwsza ma dokładnie dwa dzielniki: 1 i samą siebie.',
            'Sprawdź po kolei dzielenie przez 2, 3, 5, 7, 11, 13.',
            `$${checkMe} = ${f} \\cdot ${checkMe / f}$`,
          ],
        }),
        step({
          prompt: 'Która z podanych liczb jest pierwsza? Wpisz ją.',
          ...expectNumber(p),
          hints: [
            'Odrzuć liczby, które mają dzielnik inny niż 1 i one same.',
            'Sprawdź podzielność przez 3 (suma cyfr), przez 7, 11 i 13.',
            `${p} dzieli się tylko przez 1 i przez ${p}.`,
          ],
          errors: distractors.map((d) => ({
            code: d.errorKey,
            patterns: [`^${d.value}$`],
            feedback: feedback[d.errorKey]!,
          })),
        }),
      ],
      commonErrors: distractors.map((d) => numberError(d.errorKey, d.value, feedback[d.errorKey]!)),
      solution: `Liczba ${p} ma tylko dwa dzielniki: 1 i ${p}. Pozostałe liczby są złożone albo równe 1: ${distractors
        .map((d) =>
          d.value === 1
            ? '1 nie jest liczbą pierwszą'
            : `$${d.value} = ${smallestFactor(d.value)} \\cdot ${d.value / smallestFactor(d.value)}$`,
        )
        .join(', ')}.`,
      params: { prime: p, odd3, square, third: distractors[2]!.value },
    };
  },
});

/**
 * E8 "TAK/NIE and its justification": is the number divisible by 3 (level 1), by 9 (level 2), by 4
 * (level 3)? The reasons: the divisibility rule holds, it does not, and a tempting wrong rule that
 * is true of this number (its last digit divisible by 3; its digit sum divisible by 3; its last
 * digit even) but does not decide the question.
 */
const divisibleTakNie = defineTemplate({
  id: 'divisibility_primes.e8-tak-nie-divisible',
  title: 'Czy liczba jest podzielna? (TAK/NIE z uzasadnieniem)',
  examStyle: 'tak_nie',
  generate({ rng, level }): GeneratedBody {
    const divisor = level === 1 ? 3 : level === 2 ? 9 : 4;
    const yes = rng.chance(0.5);
    const n = redraw(() => {
      const x = rng.int(level === 1 ? 100 : 1000, level === 1 ? 9999 : 99999);
      if ((x % divisor === 0) !== yes) return null;
      const digitSum = [...String(x)].reduce((s, c) => s + Number(c), 0);
      const last = x % 10;
      // The trap must be true of this number, so that only the rule decides.
      if (level === 1 && last % 3 !== 0 && rng.chance(0.5)) return null;
      if (level === 2 && digitSum % 3 !== 0) return null;
      if (level === 3 && last % 2 !== 0) return null;
      return x;
    });
    const digits = [...String(n)].map(Number);
    const digitSum = digits.reduce((s, c) => s + c, 0);
    const lastTwo = n % 100;
    const byDigits = divisor !== 4;
    const ruled = byDigits ? digitSum : lastTwo;
    const what = byDigits ? 'suma jej cyfr' : 'liczba utworzona z jej dwóch ostatnich cyfr';
    const holds: TakNieReason = {
      text: `${what} jest podzielna przez ${divisor}`,
      whyNot: `${byDigits ? `suma cyfr to ${digitSum}` : `dwie ostatnie cyfry tworzą liczbę ${lastTwo}`}, a ${ruled} nie dzieli się przez ${divisor}, więc to zdanie jest fałszywe.`,
    };
    const fails: TakNieReason = {
      text: `${what} nie jest podzielna przez ${divisor}`,
      whyNot: `${byDigits ? `suma cyfr to ${digitSum}` : `dwie ostatnie cyfry tworzą liczbę ${lastTwo}`}, a ${ruled} dzieli się przez ${divisor}, więc to zdanie jest fałszywe.`,
    };
    const last = n % 10;
    const trap: TakNieReason =
      level === 1
        ? {
            text: `jej ostatnia cyfra ${last % 3 === 0 ? 'jest' : 'nie jest'} podzielna przez 3`,
            whyNot: 'o podzielności przez 3 decyduje suma cyfr, a nie ostatnia cyfra.',
          }
        : level === 2
          ? {
              text: 'suma jej cyfr jest podzielna przez 3',
              whyNot:
                'z tego wynika tylko podzielność przez 3. O podzielności przez 9 decyduje podzielność sumy cyfr przez 9.',
            }
          : {
              text: 'jej ostatnia cyfra jest parzysta',
              whyNot:
                'z tego wynika tylko podzielność przez 2. O podzielności przez 4 decyduje liczba utworzona z dwóch ostatnich cyfr.',
            };
    const reasons = rng.shuffle([holds, fails, trap]) as [TakNieReason, TakNieReason, TakNieReason];
    const right = reasons.indexOf(yes ? holds : fails) as 0 | 1 | 2;
    const rest = ruled % divisor;
    const why = `${byDigits ? `Suma cyfr liczby $${texNumber(n)}$ to $${digits.join(' + ')} = ${digitSum}$` : `Dwie ostatnie cyfry liczby $${texNumber(n)}$ tworzą liczbę $${lastTwo}$`}, a ${ruled} ${yes ? 'dzieli się' : 'nie dzieli się'} przez ${divisor} (reszta ${rest}), więc liczba $${texNumber(n)}$ ${yes ? 'jest' : 'nie jest'} podzielna przez ${divisor}.`;
    return {
      ...takNieBody({
        question: `Czy liczba $${texNumber(n)}$ jest podzielna przez ${divisor}?`,
        yes,
        reasons,
        right,
        why,
        steps: [
          step({
            prompt: byDigits
              ? `Ile wynosi suma cyfr liczby $${texNumber(n)}$?`
              : `Jaką liczbę tworzą dwie ostatnie cyfry liczby $${texNumber(n)}$?`,
            ...expectNumber(ruled),
            hints: [
              byDigits
                ? `O podzielności przez ${divisor} decyduje suma cyfr.`
                : 'O podzielności przez 4 decyduje liczba utworzona z dwóch ostatnich cyfr.',
              byDigits
                ? `Dodaj cyfry: $${digits.join(' + ')}$.`
                : `Odczytaj cyfrę dziesiątek i cyfrę jedności liczby $${texNumber(n)}$.`,
              byDigits ? `$${digits.join(' + ')} = ${digitSum}$` : `Dwie ostatnie cyfry tworzą liczbę ${lastTwo}.`,
            ],
          }),
          step({
            prompt: `Jaka jest reszta z dzielenia ${ruled} przez ${divisor}?`,
            ...expectNumber(rest),
            hints: [
              `Znajdź największą wielokrotność liczby ${divisor} nie większą od ${ruled}.`,
              `$${divisor} \\cdot ${Math.floor(ruled / divisor)} = ${divisor * Math.floor(ruled / divisor)}$`,
              `$${ruled} - ${divisor * Math.floor(ruled / divisor)} = ${rest}$`,
            ],
          }),
        ],
      }),
      params: { n, divisor, yes, right },
    };
  },
});

export const divisibilityPrimesTemplates: readonly QuestionTemplate[] = [missingDigit, whichPrime, divisibleTakNie];
