/**
 * Division with remainder beyond packing (podstawa 4-6.II.5: dzieli z resztą): the dividend
 * from the quotient and the remainder (level 1), the n-th element of a repeating pattern
 * (level 2), the remainder of a sum or a multiple from the remainders (level 3).
 */
import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { qty } from '../../kit/format.ts';
import type { NounForms } from '../../../text/plural.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';

/** Level 1: n : d = q r. r, so n = d · q + r. */
function dividend(rng: Rng): GeneratedBody | null {
  const d = rng.int(3, 12);
  const q = rng.int(4, 25);
  const r = rng.int(1, d - 1);
  const n = d * q + r;
  const mistakes: NumericMistake[] = [
    {
      key: 'remainder_forgotten',
      value: rat(d * q),
      feedback: `Do iloczynu $${d} \\cdot ${q}$ trzeba dodać resztę $${r}$.`,
    },
    {
      key: 'remainder_subtracted',
      value: rat(d * q - r),
      feedback: 'Reszta to to, co zostało ponad pełne dzielenie — dodaje się ją, a nie odejmuje.',
    },
    {
      key: 'remainder_multiplied',
      value: rat(d * (q + r)),
      feedback: `Reszty nie mnoży się przez dzielnik: $${d} \\cdot ${q} + ${r}$.`,
    },
  ];
  if (!mistakesDistinct(rat(n), mistakes)) return null;
  return {
    type: 'numeric',
    stem: `Pewną liczbę naturalną podzielono przez $${d}$ i otrzymano $${q}$ reszty $${r}$. Jaka to liczba?`,
    answer: numberAnswer(n),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: `Oblicz $${d} \\cdot ${q}$.`,
        value: rat(d * q),
        hints: [
          'Dzielna to dzielnik razy wynik dzielenia plus reszta.',
          'Najpierw pomnóż dzielnik przez wynik dzielenia.',
          `$${d} \\cdot ${q} = ${d * q}$`,
        ],
      }),
      numberStep({
        prompt: 'Jaka to liczba?',
        value: rat(n),
        hints: ['Dzielna = dzielnik · wynik + reszta.', `Dodaj resztę: $${d * q} + ${r}$.`, `$${d * q} + ${r} = ${n}$`],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(n, mistakes),
    solution: `Dzielna = dzielnik · wynik + reszta: $${d} \\cdot ${q} + ${r} = ${d * q} + ${r} = ${n}$. Sprawdzenie: $${n} : ${d} = ${q}$ reszty $${r}$.`,
    params: { d, q, r },
  };
}

const COLOURS: NounForms = { one: 'kolor', few: 'kolory', many: 'kolorów' };

const PATTERNS = [
  {
    what: 'Koraliki nawleczono na nitkę w powtarzającej się kolejności kolorów',
    noun: 'koralik',
    items: ['czerwony', 'żółty', 'niebieski', 'zielony', 'biały', 'czarny'],
  },
  {
    what: 'Chorągiewki zawieszono w powtarzającej się kolejności kolorów',
    noun: 'chorągiewka',
    items: ['czerwona', 'żółta', 'niebieska', 'zielona', 'biała', 'pomarańczowa'],
  },
] as const;

/** Level 2: the n-th element of a pattern of k colours is the one at the remainder of n : k. */
function repeatingPattern(rng: Rng): GeneratedBody | null {
  const p = rng.pick(PATTERNS);
  const k = rng.int(4, 6);
  const colours = p.items.slice(0, k);
  const n = rng.int(3 * k, 120);
  const q = Math.floor(n / k);
  const r = n % k;
  // Position in the pattern (1…k): a remainder of 0 is the last colour.
  const pos = r === 0 ? k : r;
  const at = (i: number) => colours[(((i - 1) % k) + k) % k]!;
  const wrongs: { text: string; key: string; feedback: string }[] = [
    r === 0
      ? {
          text: at(1),
          key: 'zero_remainder_first',
          feedback: `Reszta $0$ oznacza, że ${n}. ${p.noun} kończy pełną serię — ma ostatni kolor serii.`,
        }
      : {
          text: at(pos + 1),
          key: 'off_by_one',
          feedback: `Reszta $${r}$ wskazuje ${r}. kolor serii, licząc od pierwszego.`,
        },
    {
      text: at(q),
      key: 'quotient_as_position',
      feedback: `$${q}$ to liczba pełnych serii. Kolor wskazuje reszta z dzielenia.`,
    },
    {
      text: at(pos - 1),
      key: 'counted_back',
      feedback: 'Kolory liczymy od początku serii: reszta 1 to pierwszy kolor.',
    },
  ];
  const correct = at(pos);
  const fillers = colours.filter((c) => c !== correct).map((c): McqOption => ({ text: c, errorKey: 'other_colour' }));
  const chosen = wrongs.filter((w, i, all) => w.text !== correct && all.findIndex((v) => v.text === w.text) === i);
  const { options, answer } = mcqFromErrors(
    rng,
    correct,
    chosen.map((w): McqOption => ({ text: w.text, errorKey: w.key })),
    fillers,
  );
  const commonErrors = [
    ...chosen.filter((w) => options.some((o) => o.errorKey === w.key)).map((w) => textError(w.key, w.text, w.feedback)),
    ...options
      .filter((o) => o.errorKey === 'other_colour')
      .slice(0, 1)
      .map((o) =>
        textError(
          'other_colour',
          o.text,
          `Podziel $${n}$ przez $${k}$ (liczbę kolorów w serii); reszta wskazuje kolor.`,
        ),
      ),
  ];
  const list = colours.join(', ');
  return {
    type: 'mcq',
    stem: `${p.what}: ${list}, ${colours[0]}, ${colours[1]}… Jaki kolor ma ${n}. ${p.noun}?`,
    options,
    answer,
    steps: [
      numberStep({
        prompt: 'Ile kolorów ma jedna seria (po ilu powtarza się kolejność)?',
        value: rat(k),
        hints: ['Policz kolory do pierwszego powtórzenia.', `Seria: ${list}.`, `Seria ma ${qty(k, COLOURS)}.`],
      }),
      numberStep({
        prompt: `Jaka jest reszta z dzielenia $${n}$ przez $${k}$?`,
        value: rat(r),
        hints: [
          `Ile pełnych serii mieści się w ${n}?`,
          `$${k} \\cdot ${q} = ${k * q}$`,
          `$${n} : ${k} = ${q}$ reszty $${r}$`,
        ],
      }),
    ],
    commonErrors,
    solution: `Seria ma ${qty(k, COLOURS)}. $${n} : ${k} = ${q}$ reszty $${r}$, więc ${r === 0 ? `${n}. ${p.noun} kończy ${q}. serię i ma ostatni kolor serii` : `po ${q} pełnych seriach ${n}. ${p.noun} jest ${r}. w kolejnej serii`}: ${correct}.`,
    params: { k, n, pattern: p.noun },
  };
}

/** Level 3: remainders of a + b, a · b or k · a when divided by d. */
function remainderOfSum(rng: Rng): GeneratedBody | null {
  const d = rng.int(5, 11);
  const ra = rng.int(1, d - 1);
  const rb = rng.int(1, d - 1);
  const kind = rng.pick(['sum', 'product', 'multiple'] as const);
  const k = rng.int(2, 5);
  const raw = kind === 'sum' ? ra + rb : kind === 'product' ? ra * rb : k * ra;
  const answer = raw % d;
  if (raw < d) return null; // the reduction is the point of the task
  const what =
    kind === 'sum'
      ? { expr: 'a + b', tex: `${ra} + ${rb}` }
      : kind === 'product'
        ? { expr: 'a \\cdot b', tex: `${ra} \\cdot ${rb}` }
        : { expr: `${k}a`, tex: `${k} \\cdot ${ra}` };
  const mistakes: NumericMistake[] = [
    {
      key: 'not_reduced',
      value: rat(raw),
      feedback: `$${raw}$ nie może być resztą z dzielenia przez $${d}$ — reszta jest mniejsza od dzielnika. Podziel $${raw}$ przez $${d}$.`,
    },
    {
      key: 'quotient_instead',
      value: rat(Math.floor(raw / d)),
      feedback: `To wynik dzielenia $${raw} : ${d}$. Pytamy o resztę.`,
    },
    ...(kind === 'multiple'
      ? []
      : [
          {
            key: 'one_remainder',
            value: rat(ra),
            feedback: 'Obie liczby wpływają na resztę: połącz reszty tym samym działaniem.',
          },
        ]),
  ];
  if (!mistakesDistinct(rat(answer), mistakes)) return null;
  const given =
    kind === 'multiple'
      ? `Liczba naturalna $a$ przy dzieleniu przez $${d}$ daje resztę $${ra}$.`
      : `Liczba naturalna $a$ przy dzieleniu przez $${d}$ daje resztę $${ra}$, a liczba naturalna $b$ — resztę $${rb}$.`;
  return {
    type: 'numeric',
    stem: `${given} Jaką resztę z dzielenia przez $${d}$ daje liczba $${what.expr}$?`,
    answer: numberAnswer(answer),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: `Oblicz $${what.tex}$.`,
        value: rat(raw),
        hints: [
          kind === 'multiple'
            ? `Zapisz $a = ${d}n + ${ra}$; wtedy $${k}a = ${d} \\cdot ${k}n + ${k} \\cdot ${ra}$.`
            : `Zapisz $a = ${d}n + ${ra}$ i $b = ${d}m + ${rb}$.`,
          'Części podzielne przez dzielnik nie zmieniają reszty: wystarczy to samo działanie na resztach.',
          `$${what.tex} = ${raw}$`,
        ],
      }),
      numberStep({
        prompt: `Jaka jest reszta z dzielenia $${raw}$ przez $${d}$?`,
        value: rat(answer),
        hints: [
          'Reszta musi być mniejsza od dzielnika.',
          `$${d} \\cdot ${Math.floor(raw / d)} = ${d * Math.floor(raw / d)}$`,
          `$${raw} : ${d} = ${Math.floor(raw / d)}$ reszty $${answer}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(answer, mistakes),
    solution: `Na resztę wpływają tylko reszty: $${what.tex} = ${raw}$, a $${raw} : ${d} = ${Math.floor(raw / d)}$ reszty $${answer}$. Liczba $${what.expr}$ daje więc resztę $${answer}$.`,
    params: { d, ra, rb, kind, k },
  };
}

const remainderProblems = defineTemplate({
  id: 'nat_arithmetic.remainder-problems',
  title: 'Dzielenie z resztą: dzielna, powtarzający się wzór, reszta sumy',
  generate({ rng, level }) {
    return redrawItem(() => (level === 1 ? dividend(rng) : level === 2 ? repeatingPattern(rng) : remainderOfSum(rng)));
  },
});

export const remainderProblemsTemplates: readonly QuestionTemplate[] = [remainderProblems];
