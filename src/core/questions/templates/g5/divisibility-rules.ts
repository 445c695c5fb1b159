/**
 * Divisibility rules and primes, second templates (podstawa 4-6.II.6–7: stosuje cechy
 * podzielności przez 2, 3, 4, 5, 9, 10, 25, 100; rozpoznaje liczby pierwsze i złożone, rozkłada
 * liczby na czynniki pierwsze): which number is divisible (each wrong option a misread rule), and
 * the prime factors of a number.
 */
import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberPattern, numberStep, step } from '../../kit/steps.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';

const digitSum = (n: number): number => [...String(n)].reduce((s, c) => s + Number(c), 0);

interface Distractor {
  key: string;
  /** The property of a wrong option (never divisible by d). */
  test: (n: number) => boolean;
  feedback: (n: number) => string;
}

interface Rule {
  d: number;
  rule: string;
  distractors: readonly Distractor[];
}

const notBy = (d: number) => (n: number) => n % d !== 0;

const RULES: Readonly<Record<number, Rule>> = {
  3: {
    d: 3,
    rule: 'Liczba jest podzielna przez 3, gdy suma jej cyfr jest podzielna przez 3.',
    distractors: [
      {
        key: 'last_digit_rule',
        test: (n) => n % 10 === 3 && notBy(3)(n),
        feedback: (n) =>
          `O podzielności przez 3 nie decyduje ostatnia cyfra, lecz suma cyfr: dla ${n} jest to ${digitSum(n)}.`,
      },
      {
        key: 'digit_sum_misjudged',
        test: (n) => notBy(3)(n) && digitSum(n) % 3 === 2,
        feedback: (n) => `Suma cyfr liczby ${n} to ${digitSum(n)} — nie dzieli się przez 3.`,
      },
      {
        key: 'odd_as_divisible',
        test: (n) => n % 2 === 1 && notBy(3)(n),
        feedback: (n) => `Suma cyfr liczby ${n} to ${digitSum(n)} — nie dzieli się przez 3.`,
      },
    ],
  },
  9: {
    d: 9,
    rule: 'Liczba jest podzielna przez 9, gdy suma jej cyfr jest podzielna przez 9.',
    distractors: [
      {
        key: 'rule_of_three',
        test: (n) => n % 3 === 0 && notBy(9)(n),
        feedback: (n) => `Suma cyfr liczby ${n} to ${digitSum(n)}: dzieli się przez 3, ale nie przez 9.`,
      },
      {
        key: 'last_digit_rule',
        test: (n) => n % 10 === 9 && notBy(9)(n),
        feedback: (n) =>
          `O podzielności przez 9 nie decyduje ostatnia cyfra, lecz suma cyfr: dla ${n} jest to ${digitSum(n)}.`,
      },
      {
        key: 'digit_sum_misjudged',
        test: (n) => notBy(3)(n),
        feedback: (n) => `Suma cyfr liczby ${n} to ${digitSum(n)} — nie dzieli się przez 9.`,
      },
    ],
  },
  4: {
    d: 4,
    rule: 'Liczba jest podzielna przez 4, gdy liczba utworzona z jej dwóch ostatnich cyfr jest podzielna przez 4.',
    distractors: [
      {
        key: 'last_digit_only',
        test: (n) => n % 10 === 4 && notBy(4)(n),
        feedback: (n) => `Ostatnia cyfra 4 nie wystarcza: ${String(n % 100).padStart(2, '0')} nie dzieli się przez 4.`,
      },
      {
        key: 'even_as_divisible',
        test: (n) => n % 2 === 0 && notBy(4)(n),
        feedback: (n) =>
          `Liczba parzysta nie musi dzielić się przez 4: ${String(n % 100).padStart(2, '0')} nie dzieli się przez 4.`,
      },
      {
        key: 'digit_sum_rule',
        test: (n) => digitSum(n) % 4 === 0 && notBy(4)(n),
        feedback: () => 'Przy dzieleniu przez 4 nie liczy się sumy cyfr — sprawdza się dwie ostatnie cyfry.',
      },
    ],
  },
  6: {
    d: 6,
    rule: 'Liczba jest podzielna przez 6, gdy jest parzysta i podzielna przez 3.',
    distractors: [
      {
        key: 'only_three',
        test: (n) => n % 3 === 0 && n % 2 === 1,
        feedback: (n) => `${n} dzieli się przez 3, ale jest nieparzysta, więc nie dzieli się przez 6.`,
      },
      {
        key: 'only_two',
        test: (n) => n % 2 === 0 && notBy(3)(n),
        feedback: (n) => `${n} jest parzysta, ale suma jej cyfr (${digitSum(n)}) nie dzieli się przez 3.`,
      },
      {
        key: 'last_digit_rule',
        test: (n) => n % 10 === 6 && notBy(3)(n),
        feedback: (n) =>
          `Ostatnia cyfra 6 nie wystarcza: suma cyfr liczby ${n} (${digitSum(n)}) nie dzieli się przez 3.`,
      },
    ],
  },
  12: {
    d: 12,
    rule: 'Liczba jest podzielna przez 12, gdy jest podzielna przez 3 i przez 4.',
    distractors: [
      {
        key: 'only_three',
        test: (n) => n % 3 === 0 && n % 4 !== 0,
        feedback: (n) => `${n} dzieli się przez 3, ale ${String(n % 100).padStart(2, '0')} nie dzieli się przez 4.`,
      },
      {
        key: 'only_four',
        test: (n) => n % 4 === 0 && notBy(3)(n),
        feedback: (n) => `${n} dzieli się przez 4, ale suma jej cyfr (${digitSum(n)}) nie dzieli się przez 3.`,
      },
      {
        key: 'two_and_six',
        test: (n) => n % 6 === 0 && n % 12 !== 0,
        feedback: (n) =>
          `${n} dzieli się przez 2 i przez 6, ale to nie wystarcza: 12 = 3 · 4, a ${n} nie dzieli się przez 4.`,
      },
    ],
  },
  15: {
    d: 15,
    rule: 'Liczba jest podzielna przez 15, gdy jest podzielna przez 3 i przez 5.',
    distractors: [
      {
        key: 'only_five',
        test: (n) => n % 5 === 0 && notBy(3)(n),
        feedback: (n) => `${n} dzieli się przez 5, ale suma jej cyfr (${digitSum(n)}) nie dzieli się przez 3.`,
      },
      {
        key: 'only_three',
        test: (n) => n % 3 === 0 && n % 5 !== 0,
        feedback: (n) => `${n} dzieli się przez 3, ale nie kończy się cyfrą 0 ani 5, więc nie dzieli się przez 5.`,
      },
      {
        key: 'last_digits_rule',
        test: (n) => n % 100 === 15 && notBy(15)(n),
        feedback: (n) => `Końcówka 15 nie wystarcza: suma cyfr liczby ${n} (${digitSum(n)}) nie dzieli się przez 3.`,
      },
    ],
  },
  18: {
    d: 18,
    rule: 'Liczba jest podzielna przez 18, gdy jest parzysta i podzielna przez 9.',
    distractors: [
      {
        key: 'only_nine',
        test: (n) => n % 9 === 0 && n % 2 === 1,
        feedback: (n) => `${n} dzieli się przez 9, ale jest nieparzysta.`,
      },
      {
        key: 'rule_of_three',
        test: (n) => n % 6 === 0 && n % 9 !== 0,
        feedback: (n) =>
          `${n} jest parzysta i dzieli się przez 3, ale suma jej cyfr (${digitSum(n)}) nie dzieli się przez 9.`,
      },
      {
        key: 'last_digit_rule',
        test: (n) => n % 10 === 8 && n % 9 !== 0,
        feedback: (n) =>
          `Ostatnia cyfra 8 nie wystarcza: suma cyfr liczby ${n} (${digitSum(n)}) nie dzieli się przez 9.`,
      },
    ],
  },
};

const DIVISORS: Readonly<Record<1 | 2 | 3, readonly number[]>> = { 1: [3, 9], 2: [4, 6], 3: [12, 15, 18] };
const RANGES: Readonly<Record<1 | 2 | 3, readonly [number, number]>> = {
  1: [100, 999],
  2: [100, 9999],
  3: [1000, 9999],
};

const whichDivisible = defineTemplate({
  id: 'divisibility_primes.which-divisible',
  title: 'Cechy podzielności: która liczba jest podzielna?',
  generate({ rng, level }) {
    const rule = RULES[rng.pick(DIVISORS[level])]!;
    const [lo, hi] = RANGES[level];
    const d = rule.d;
    const correct = d * rng.int(Math.ceil(lo / d), Math.floor(hi / d));
    const picks = rule.distractors.map((ds) => ({
      ds,
      n: redraw(() => {
        const n = rng.int(lo, hi);
        return ds.test(n) && n !== correct ? n : null;
      }, 5000),
    }));
    const distinctPicks = picks.filter((p, i) => picks.findIndex((q) => q.n === p.n) === i);
    const fillers: McqOption[] = [];
    while (distinctPicks.length + fillers.length < 3) {
      const n = rng.int(lo, hi);
      if (
        n % d !== 0 &&
        n !== correct &&
        !distinctPicks.some((p) => p.n === n) &&
        !fillers.some((f) => f.text === String(n))
      )
        fillers.push({ text: String(n), errorKey: 'not_divisible' });
    }
    const { options, answer } = mcqFromErrors(
      rng,
      String(correct),
      distinctPicks.map((p): McqOption => ({ text: String(p.n), errorKey: p.ds.key })),
      fillers,
    );
    const feedbackOf = (key: string, n: number): string =>
      rule.distractors.find((ds) => ds.key === key)?.feedback(n) ?? `${n} nie dzieli się przez ${d}. ${rule.rule}`;
    const chosen = options.filter((o) => o.errorKey).map((o) => ({ key: o.errorKey!, n: Number(o.text) }));
    const lastTwo = d === 4;
    const firstValue = lastTwo ? correct % 100 : digitSum(correct);
    return {
      type: 'mcq',
      stem: `Która z podanych liczb jest podzielna przez ${d}?`,
      options,
      answer,
      steps: [
        numberStep({
          prompt: lastTwo
            ? `Jaką liczbę tworzą dwie ostatnie cyfry liczby ${correct}?`
            : `Ile wynosi suma cyfr liczby ${correct}?`,
          value: rat(firstValue),
          hints: [
            rule.rule,
            lastTwo ? 'Odczytaj cyfrę dziesiątek i jedności.' : 'Dodaj wszystkie cyfry tej liczby.',
            lastTwo ? `${String(firstValue).padStart(2, '0')}` : `Suma cyfr to ${firstValue}.`,
          ],
        }),
        step({
          prompt: `Wpisz tę z podanych liczb, która jest podzielna przez ${d}.`,
          expected: String(correct),
          patterns: [numberPattern(correct)],
          hints: [rule.rule, 'Sprawdź każdą z liczb według tej cechy.', `$${correct} = ${d} \\cdot ${correct / d}$`],
          errors: chosen.map((c) => ({
            code: c.key,
            patterns: [numberPattern(c.n)],
            feedback: feedbackOf(c.key, c.n),
          })),
        }),
      ],
      commonErrors: chosen.map((c) => textError(c.key, String(c.n), feedbackOf(c.key, c.n))),
      solution: `${rule.rule} Liczba ${correct} spełnia ten warunek: $${correct} = ${d} \\cdot ${correct / d}$${lastTwo ? '' : `, a suma jej cyfr to ${firstValue}`}. Żadna z pozostałych go nie spełnia.`,
      params: { d, correct },
    };
  },
});

// ── Prime factors ──────────────────────────────────────────────────────────────────────────

function factorise(n: number): number[] {
  const out: number[] = [];
  let m = n;
  for (let p = 2; p * p <= m; p++) {
    while (m % p === 0) {
      out.push(p);
      m /= p;
    }
  }
  if (m > 1) out.push(m);
  return out;
}

const isPrime = (n: number): boolean => n >= 2 && factorise(n).length === 1;
const productTex = (fs: readonly number[]): string => fs.join(' \\cdot ');

/** Level 1: the largest prime factor of a number made of small primes. */
function largestPrime(rng: Rng): GeneratedBody | null {
  const fs = Array.from({ length: rng.int(3, 4) }, () => rng.pick([2, 2, 3, 3, 5, 7, 11, 13]));
  const n = fs.reduce((a, b) => a * b, 1);
  if (n > 400 || n < 30) return null;
  const sorted = factorise(n);
  const max = sorted.at(-1)!;
  const mistakes: NumericMistake[] = [
    {
      key: 'largest_divisor',
      value: rat(n / sorted[0]!),
      feedback: `${n / sorted[0]!} jest dzielnikiem liczby ${n}, ale nie jest liczbą pierwszą.`,
    },
    {
      key: 'smallest_prime',
      value: rat(sorted[0]!),
      feedback: `To najmniejszy dzielnik pierwszy. Rozłóż liczbę do końca: $${n} = ${productTex(sorted)}$.`,
    },
    { key: 'number_itself', value: rat(n), feedback: `${n} nie jest liczbą pierwszą: $${n} = ${productTex(sorted)}$.` },
  ];
  if (!mistakesDistinct(rat(max), mistakes) || sorted.length < 3) return null;
  return {
    type: 'numeric',
    stem: `Podaj największy dzielnik pierwszy liczby ${n}.`,
    answer: numberAnswer(max),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: `Przez jaką najmniejszą liczbę pierwszą dzieli się ${n}?`,
        value: rat(sorted[0]!),
        hints: [
          'Sprawdź po kolei 2, 3, 5, 7…',
          'Zacznij od cech podzielności.',
          `$${n} : ${sorted[0]} = ${n / sorted[0]!}$`,
        ],
      }),
      numberStep({
        prompt: 'Rozłóż liczbę na czynniki pierwsze. Jaki jest największy z nich?',
        value: rat(max),
        hints: [
          'Dziel przez kolejne liczby pierwsze, aż zostanie 1.',
          `$${n} = ${productTex(sorted)}$`,
          `Największy czynnik to ${max}.`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(max, mistakes),
    solution: `$${n} = ${productTex(sorted)}$, więc największy dzielnik pierwszy to ${max}.`,
    params: { n },
  };
}

/** Level 2: how many different prime factors. */
function distinctPrimes(rng: Rng): GeneratedBody | null {
  const fs = Array.from({ length: rng.int(3, 5) }, () => rng.pick([2, 2, 3, 3, 5, 7, 11]));
  const n = fs.reduce((a, b) => a * b, 1);
  if (n > 2000 || n < 40) return null;
  const sorted = factorise(n);
  const different = new Set(sorted).size;
  if (different === sorted.length) return null; // a repeated factor is what the task is about
  const mistakes: NumericMistake[] = [
    {
      key: 'with_repetitions',
      value: rat(sorted.length),
      feedback: `Czynniki się powtarzają: $${n} = ${productTex(sorted)}$. Różnych jest mniej.`,
    },
    { key: 'one_counted', value: rat(different + 1), feedback: '1 nie jest liczbą pierwszą — nie licz jej.' },
  ];
  if (!mistakesDistinct(rat(different), mistakes)) return null;
  return {
    type: 'numeric',
    stem: `Ile różnych dzielników pierwszych ma liczba ${n}?`,
    answer: numberAnswer(different),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: `Rozłóż ${n} na czynniki pierwsze. Ile jest czynników (licząc powtórzenia)?`,
        value: rat(sorted.length),
        hints: [
          'Dziel przez kolejne liczby pierwsze: 2, 3, 5, 7, 11…',
          'Zapisuj każdy dzielnik, aż zostanie 1.',
          `$${n} = ${productTex(sorted)}$`,
        ],
      }),
      numberStep({
        prompt: 'Ile jest wśród nich różnych liczb?',
        value: rat(different),
        hints: [
          'Powtarzający się czynnik licz raz.',
          `Różne czynniki: ${[...new Set(sorted)].join(', ')}.`,
          `Jest ich ${different}.`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(different, mistakes),
    solution: `$${n} = ${productTex(sorted)}$: czynników z powtórzeniami jest ${sorted.length}, różnych dzielników pierwszych — ${different} (${[...new Set(sorted)].join(', ')}).`,
    params: { n },
  };
}

/** Level 3: an odd sum of two primes, so one of them is 2. */
function oddSumOfPrimes(rng: Rng): GeneratedBody | null {
  const big = rng.pick([11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97]);
  const n = big + 2;
  const mistakes: NumericMistake[] = [
    { key: 'sum_given', value: rat(n), feedback: `${n} to suma obu liczb. Odejmij mniejszą z nich.` },
    {
      key: 'halved',
      value: rat(Math.floor(n / 2)),
      feedback: 'Liczby nie muszą być prawie równe. Suma jest nieparzysta, więc jedna z liczb jest parzysta.',
    },
    {
      key: 'one_as_prime',
      value: rat(n - 1),
      feedback: '1 nie jest liczbą pierwszą. Jedyna parzysta liczba pierwsza to 2.',
    },
  ];
  if (!mistakesDistinct(rat(big), mistakes) || !isPrime(big)) return null;
  return {
    type: 'numeric',
    stem: `Suma dwóch liczb pierwszych jest równa ${n}. Jaka jest większa z tych liczb?`,
    answer: numberAnswer(big),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: 'Jaka jest jedyna parzysta liczba pierwsza?',
        value: rat(2),
        hints: [
          `Suma ${n} jest nieparzysta: jedna liczba jest parzysta, a druga nieparzysta.`,
          'Każda większa liczba parzysta dzieli się przez 2.',
          'To liczba 2.',
        ],
      }),
      numberStep({
        prompt: 'Jaka jest większa z liczb?',
        value: rat(big),
        hints: ['Jedna z liczb to 2.', `Odejmij: $${n} - 2$.`, `$${n} - 2 = ${big}$, a ${big} jest liczbą pierwszą.`],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(big, mistakes),
    solution: `Suma dwóch liczb nieparzystych jest parzysta, a ${n} jest nieparzysta, więc jedna z liczb jest parzysta — to 2, jedyna parzysta liczba pierwsza. Druga: $${n} - 2 = ${big}$ (liczba pierwsza).`,
    params: { n },
  };
}

const primeFactors = defineTemplate({
  id: 'divisibility_primes.prime-factors',
  title: 'Liczby pierwsze: rozkład na czynniki',
  generate({ rng, level }) {
    return redrawItem(() =>
      level === 1 ? largestPrime(rng) : level === 2 ? distinctPrimes(rng) : oddSumOfPrimes(rng),
    );
  },
});

export const divisibilityRulesTemplates: readonly QuestionTemplate[] = [whichDivisible, primeFactors];
