/**
 * Mnożenie i dzielenie pisemne, walked through digit by digit: a one-digit factor column by
 * column with its carries, partial products of a many-digit factor each shifted by one place,
 * and long division one quotient digit at a time with its remainder. Common errors: a forgotten
 * carry, the carry added before multiplying, partial products not shifted, a zero left out of
 * the quotient, a remainder not written before the next digit, a remainder not smaller than
 * the divisor.
 */
import type { QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, ratOf } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { CHOICE_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { qty } from '../../kit/format.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep, step } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';
import { texNumber } from '../../../text/format.ts';
import { pluralForm } from '../../../text/plural.ts';
import {
  columnLayoutTex,
  columnName,
  digitsOf,
  multiplicationCarryFirst,
  multiplicationColumns,
  multiplicationWithoutCarry,
  type MultiplicationColumn,
} from './written-columns.ts';

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const n = texNumber;

function multiplicationStep(c: MultiplicationColumn, factor: number, last: boolean): QuestionStep {
  const work = `${c.digit} \\cdot ${factor}${c.carryIn ? ` + ${c.carryIn}` : ''} = ${c.product}`;
  const errors: { code: string; value: ReturnType<typeof ratOf>; feedback: string }[] = [];
  if (c.carryIn) {
    const own = c.digit * factor;
    errors.push({
      code: 'forgot_carry',
      value: ratOf(last ? own : own % 10),
      feedback: `Zapomniano o przeniesieniu: do iloczynu $${c.digit} \\cdot ${factor}$ trzeba dodać ${c.carryIn} z poprzedniej kolumny.`,
    });
    const early = (c.digit + c.carryIn) * factor;
    errors.push({
      code: 'carry_before_multiplying',
      value: ratOf(last ? early : early % 10),
      feedback: `Przeniesienie dodano przed mnożeniem. Najpierw $${c.digit} \\cdot ${factor}$, dopiero potem dodaj ${c.carryIn}.`,
    });
  }
  return numberStep({
    prompt: `${capitalise(columnName(c.place))}: pomnóż ${c.digit} przez ${factor}${c.carryIn ? ` i dodaj przeniesienie ${c.carryIn}` : ''}. ${last ? 'To ostatnia cyfra — co zapisujesz?' : 'Jaką cyfrę zapisujesz pod kreską?'}`,
    value: ratOf(c.written),
    hints: [
      c.carryIn ? 'Najpierw mnożenie, potem dodaj przeniesioną cyfrę.' : 'Pomnóż tę cyfrę przez mnożnik.',
      last
        ? 'Przy ostatniej cyfrze zapisujesz cały wynik.'
        : 'Pod kreską piszesz ostatnią cyfrę wyniku, a liczbę dziesiątek przenosisz do następnej kolumny.',
      last
        ? `$${work}$, więc zapisujesz ${c.product}.`
        : `$${work}$, więc zapisujesz ${c.written}${c.carryOut ? ` i przenosisz ${c.carryOut}` : ''}.`,
    ],
    errors,
  });
}

function partialProductStep(a: number, digit: number, place: number): QuestionStep {
  const shift = 10 ** place;
  const value = a * digit * shift;
  const where = ['jedności', 'dziesiątek', 'setek'][place]!;
  const under = ['jednościami', 'dziesiątkami', 'setkami'][place]!;
  return numberStep({
    prompt:
      place === 0
        ? `Pomnóż ${n(a)} przez cyfrę jedności ${digit}. Jaki jest pierwszy wiersz?`
        : `Pomnóż ${n(a)} przez cyfrę ${where} ${digit}. Ten wiersz zaczynasz pisać pod ${under}, więc jest wart $${n(a)} \\cdot ${digit * shift}$. Ile to jest?`,
    value: ratOf(value),
    hints: [
      place === 0
        ? 'Mnożysz kolejne cyfry od prawej, pamiętając o przeniesieniach.'
        : `Cyfra ${digit} stoi w rzędzie ${where}, czyli oznacza ${n(digit * shift)}.`,
      place === 0
        ? `Oblicz $${n(a)} \\cdot ${digit}$ tak jak mnożenie przez liczbę jednocyfrową.`
        : `Oblicz $${n(a)} \\cdot ${digit}$ i dopisz ${place === 1 ? 'jedno zero' : 'dwa zera'} (przesunięcie w lewo).`,
      `$${n(a)} \\cdot ${digit * shift} = ${n(value)}$`,
    ],
    errors: [
      ...(place > 0
        ? [
            {
              code: 'not_shifted',
              value: ratOf(a * digit),
              feedback: `Ten wiersz trzeba przesunąć o ${place === 1 ? 'jedno miejsce' : 'dwa miejsca'} w lewo: cyfra ${digit} oznacza ${n(digit * shift)}.`,
            },
          ]
        : []),
      {
        code: 'forgot_carry',
        value: ratOf(multiplicationWithoutCarry(a, digit) * shift),
        feedback: 'Zapomniano o przeniesieniach przy mnożeniu kolejnych cyfr.',
      },
    ],
  });
}

/** Level 1: one-digit factor column by column; levels 2–3: partial products of a 2- or 3-digit factor. */
const columnMultiplication = defineTemplate({
  id: 'written_mul_div.column-multiplication',
  title: 'Mnożenie pisemne',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const a = rng.int(level === 3 ? 120 : 123, level === 3 ? 699 : 987);
      if (digitsOf(a).includes(0)) return null;
      if (level === 1) {
        const f = rng.int(3, 9);
        const columns = multiplicationColumns(a, f);
        if (columns.filter((c) => c.carryIn > 0).length < 2) return null;
        const product = a * f;
        const mistakes: NumericMistake[] = [
          {
            key: 'forgot_carry',
            value: ratOf(multiplicationWithoutCarry(a, f)),
            feedback:
              'Zapomniano o przeniesieniach: liczbę dziesiątek z każdego iloczynu dodaje się do następnej kolumny.',
          },
          {
            key: 'carry_before_multiplying',
            value: ratOf(multiplicationCarryFirst(a, f)),
            feedback:
              'Przeniesienie dodano do cyfry przed mnożeniem. Najpierw mnożysz cyfrę, potem dodajesz przeniesienie.',
          },
        ];
        if (!mistakesDistinct(ratOf(product), mistakes)) return null;
        return {
          type: 'numeric' as const,
          stem: `Oblicz sposobem pisemnym: $${n(a)} \\cdot ${f}$.\n${columnLayoutTex([a, f], '\\cdot')}`,
          answer: numberAnswer(product),
          answerHint: 'Wpisz wynik mnożenia.',
          steps: [
            ...columns.map((c, i) => multiplicationStep(c, f, i === columns.length - 1)),
            numberStep({
              prompt: 'Odczytaj wynik spod kreski. Ile wynosi iloczyn?',
              value: ratOf(product),
              hints: [
                'Cyfry pod kreską czytasz od lewej do prawej.',
                'Najpierw to, co zapisano przy ostatniej cyfrze, potem kolejne cyfry aż do jedności.',
                `$${n(a)} \\cdot ${f} = ${n(product)}$`,
              ],
              errors: stepErrors(mistakes),
            }),
          ],
          commonErrors: numberErrors(ratOf(product), mistakes),
          solution: `${capitalise(columns.map((c) => `${columnName(c.place)}: $${c.digit} \\cdot ${f}${c.carryIn ? ` + ${c.carryIn}` : ''} = ${c.product}$`).join('; '))}. Wynik: $${n(a)} \\cdot ${f} = ${n(product)}$.`,
          params: { a, b: f },
        };
      }
      const b = level === 2 ? rng.int(23, 98) : rng.int(123, 489);
      const m = longMultiplication(a, b);
      if (!m) return null;
      return {
        type: 'numeric' as const,
        stem: `Oblicz sposobem pisemnym: $${n(a)} \\cdot ${n(b)}$.\n${columnLayoutTex([a, b], '\\cdot')}`,
        answer: numberAnswer(m.product),
        answerHint: 'Wpisz wynik mnożenia.',
        steps: m.steps,
        commonErrors: numberErrors(ratOf(m.product), m.mistakes),
        solution: m.solution,
        params: { a, b },
      };
    });
  },
});

/**
 * a · b with a multiplier of two or three digits (each at least 2): the partial products, the
 * slips (rows not shifted, carries forgotten, with `rowLeftOut` also the top row left out of the
 * sum), the steps and the solution; null when the slips are not all different from the product.
 */
function longMultiplication(a: number, b: number, rowLeftOut = false) {
  const bDigits = digitsOf(b);
  if (bDigits.some((d) => d < 2)) return null;
  const partials = bDigits.map((d, place) => a * d * 10 ** place);
  const product = a * b;
  const mistakes: NumericMistake[] = [
    {
      key: 'not_shifted',
      value: ratOf(bDigits.reduce((sum, d) => sum + a * d, 0)),
      feedback:
        'Wiersze iloczynów częściowych podpisano równo pod sobą. Każdy kolejny wiersz przesuwa się o jedno miejsce w lewo, bo cyfra mnożnika oznacza dziesiątki, setki…',
    },
    {
      key: 'forgot_carry',
      value: ratOf(bDigits.reduce((sum, d, place) => sum + multiplicationWithoutCarry(a, d) * 10 ** place, 0)),
      feedback: 'Zapomniano o przeniesieniach przy mnożeniu kolejnych cyfr.',
    },
  ];
  if (rowLeftOut)
    mistakes.push({
      key: 'row_left_out',
      value: ratOf(partials.slice(0, -1).reduce((sum, p) => sum + p, 0)),
      feedback: `Pominięto ostatni wiersz, iloczyn przez cyfrę ${bDigits.length === 2 ? 'dziesiątek' : 'setek'}. Wynik to suma wszystkich wierszy.`,
    });
  if (!mistakesDistinct(ratOf(product), mistakes)) return null;
  const rows = partials.map((p) => n(p)).join(' + ');
  return {
    product,
    mistakes,
    steps: [
      ...bDigits.map((d, place) => partialProductStep(a, d, place)),
      numberStep({
        prompt: 'Dodaj wiersze (iloczyny częściowe). Ile wynosi iloczyn?',
        value: ratOf(product),
        hints: [
          'Wiersze dodajesz pisemnie, kolumna po kolumnie.',
          `Dodaj $${rows}$.`,
          `$${rows} = ${n(product)}$`,
        ] as const,
        errors: stepErrors(mistakes),
      }),
    ],
    solution: `${bDigits.map((d, place) => `$${n(a)} \\cdot ${d * 10 ** place} = ${n(partials[place]!)}$`).join(', ')}. Suma wierszy: $${rows} = ${n(product)}$, więc $${n(a)} \\cdot ${n(b)} = ${n(product)}$.`,
  };
}

/** Stories of "a in each of b": the unit, how many times, the question (nouns through the plural helper). */
const TIMES_STORIES = [
  {
    each: { one: 'miejsce', few: 'miejsca', many: 'miejsc' },
    times: { one: 'seans', few: 'seanse', many: 'seansów' },
    // "odbył się 1 seans", "odbyły się 82 seanse", "odbyło się 38 seansów": the verb agrees with the numeral.
    story: (a: string, b: string, year: boolean, count: number) =>
      `Sala kinowa ma ${a}. W ciągu ${year ? 'roku' : 'miesiąca'} ${pluralForm(count, { one: 'odbył', few: 'odbyły', many: 'odbyło' })} się w niej ${b}, wszystkie przy pełnej sali.`,
    question: 'Ile biletów sprzedano na te seanse?',
  },
  {
    each: { one: 'skrzynkę', few: 'skrzynki', many: 'skrzynek' },
    times: { one: 'kurs', few: 'kursy', many: 'kursów' },
    story: (a: string, b: string, year: boolean, _count: number) =>
      `Ciężarówka przewozi w jednym kursie ${a} jabłek. ${year ? 'W ciągu roku' : 'W czasie zbiorów'} wykonała ${b}, za każdym razem z pełnym ładunkiem.`,
    question: 'Ile skrzynek jabłek przewiozła w tych kursach?',
  },
] as const;

/**
 * E8 closed task "Wybierz właściwą odpowiedź": a written multiplication in a story, the
 * distractors the slips of the column algorithm (rows not shifted, carries forgotten, a row left
 * out). Level 1 a smaller multiplier, level 3 a three-digit one.
 */
const examMultiplication = defineTemplate({
  id: 'written_mul_div.e8-how-many-in-all',
  title: 'Ile razem? Mnożenie pisemne (wybór odpowiedzi)',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const a = rng.int(level === 1 ? 120 : 123, level === 1 ? 480 : level === 2 ? 987 : 699);
      const b = level === 1 ? rng.int(22, 49) : level === 2 ? rng.int(23, 98) : rng.int(123, 389);
      const m = digitsOf(a).includes(0) ? null : longMultiplication(a, b, true);
      return m ? { a, b, ...m } : null;
    });
    const ctx = rng.pick(TIMES_STORIES);
    const { options, answer, commonErrors } = mcqFromMistakes(rng, ratOf(d.product), d.mistakes, (r) => `$${n(r.n)}$`);
    return {
      type: 'mcq',
      stem: `${ctx.story(qty(d.a, ctx.each), qty(d.b, ctx.times), level === 3, d.b)} ${ctx.question}\n\n${CHOICE_INSTRUCTION}`,
      options,
      answer,
      steps: d.steps,
      commonErrors,
      solution: d.solution,
      params: { a: d.a, b: d.b, story: ctx.question },
    };
  },
});

interface DivisionDigit {
  /** The number divided at this step (remainder with the next digit written after it). */
  current: number;
  q: number;
  rem: number;
}

/** Long division n : d one quotient digit at a time, from the first part of n not smaller than d. */
export function longDivisionDigits(dividend: number, d: number): DivisionDigit[] {
  const digits = String(dividend).split('').map(Number);
  const out: DivisionDigit[] = [];
  let current = 0;
  let started = false;
  for (const digit of digits) {
    current = current * 10 + digit;
    if (!started && current < d) continue;
    started = true;
    const q = Math.floor(current / d);
    out.push({ current, q, rem: current - q * d });
    current -= q * d;
  }
  return out;
}

/** The slip of not writing the remainder before the next digit: each later digit is divided alone. */
function quotientRemainderNotCarried(dividend: number, d: number): number {
  const digits = String(dividend).split('').map(Number);
  let current = 0;
  let i = 0;
  while (i < digits.length && current < d) current = current * 10 + digits[i++]!;
  let q = String(Math.floor(current / d));
  for (; i < digits.length; i++) q += String(Math.floor(digits[i]! / d));
  return Number(q);
}

function divisionStep(s: DivisionDigit, d: number, next: number | undefined): QuestionStep {
  const then = next === undefined ? '' : `, dopisujesz następną cyfrę i dzielisz dalej ${n(next)}`;
  return numberStep({
    prompt: `Ile razy ${d} mieści się w ${n(s.current)}? Jaką cyfrę piszesz w wyniku?`,
    value: rat(s.q),
    hints: [
      s.q === 0
        ? `${d} nie mieści się w ${n(s.current)} ani razu — w wyniku też trzeba to zapisać.`
        : `Szukaj największej liczby, która pomnożona przez ${d} daje najwyżej ${n(s.current)}.`,
      s.q === 0
        ? 'Gdy dzielnik nie mieści się ani razu, w wyniku piszesz 0.'
        : `Sprawdź: $${d} \\cdot ${s.q} = ${n(d * s.q)}$, a $${d} \\cdot ${s.q + 1} = ${n(d * (s.q + 1))}$ to już za dużo.`,
      `$${d} \\cdot ${s.q} = ${n(d * s.q)}$, reszta $${n(s.current)} - ${n(d * s.q)} = ${s.rem}$${then}.`,
    ],
    errors:
      s.q > 0
        ? [
            {
              code: 'remainder_too_big',
              value: rat(s.q - 1),
              feedback: `Reszta wyszłaby $${n(s.current - d * (s.q - 1))}$, a reszta musi być mniejsza od dzielnika ${d}. ${d} mieści się w ${n(s.current)} więcej razy.`,
            },
          ]
        : [],
  });
}

/** Long division by a one-digit divisor; level 2 has a zero inside the quotient, level 3 a remainder. */
const longDivision = defineTemplate({
  id: 'written_mul_div.long-division',
  title: 'Dzielenie pisemne',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const d = rng.int(3, 9);
      const q =
        level === 1
          ? rng.int(Math.ceil(100 / d), Math.floor(999 / d))
          : rng.int(Math.ceil(1000 / d), Math.floor(9999 / d));
      const r = level === 3 ? rng.int(1, d - 1) : 0;
      const dividend = q * d + r;
      if (dividend > (level === 1 ? 999 : 9999)) return null;
      const qDigits = digitsOf(q);
      // A zero anywhere in the quotient (never the leading digit) is the digit pupils leave out.
      const innerZero = qDigits.includes(0);
      if (level === 1 && innerZero) return null;
      if (level === 2 && !innerZero) return null;
      const walk = longDivisionDigits(dividend, d);
      // Each quotient digit is one step; a dividend starting with a digit ≥ d gives one step more.
      if (walk.length < 2) return null;
      const withoutZeros = Number(String(q).replace(/0/g, ''));
      const notCarried = quotientRemainderNotCarried(dividend, d);
      const qMistakes: NumericMistake[] = [
        ...(innerZero
          ? [
              {
                key: 'omitted_zero',
                value: ratOf(withoutZeros),
                feedback:
                  'W wyniku brakuje zera. Gdy dzielnik nie mieści się w liczbie ani razu, w wyniku piszesz 0 i dopiero wtedy dopisujesz następną cyfrę.',
              },
            ]
          : []),
        {
          key: 'remainder_not_carried',
          value: ratOf(notCarried),
          feedback:
            'Reszty z kolejnych kroków nie dopisano przed następną cyfrą. Po każdym kroku resztę łączysz z następną cyfrą dzielnej i dopiero tę liczbę dzielisz.',
        },
      ];
      const divisionSteps = walk.map((s, i) => divisionStep(s, d, walk[i + 1]?.current));
      const walkText = walk.map((s) => `$${n(s.current)} : ${d} = ${s.q}$ reszty ${s.rem}`).join(', ');
      if (level < 3) {
        if (!mistakesDistinct(ratOf(q), qMistakes)) return null;
        return {
          type: 'numeric' as const,
          stem: `Oblicz sposobem pisemnym: $${n(dividend)} : ${d}$.`,
          answer: numberAnswer(q),
          answerHint: 'Wpisz wynik dzielenia.',
          steps: [
            ...divisionSteps,
            numberStep({
              prompt: 'Odczytaj cyfry wyniku po kolei. Ile wynosi iloraz?',
              value: ratOf(q),
              hints: [
                'Cyfry wyniku zapisujesz w kolejności kroków — także zera.',
                `Sprawdź mnożeniem: iloraz razy ${d} ma dać ${n(dividend)}.`,
                `$${n(dividend)} : ${d} = ${n(q)}$, bo $${n(q)} \\cdot ${d} = ${n(dividend)}$`,
              ],
              errors: stepErrors(qMistakes),
            }),
          ],
          commonErrors: numberErrors(ratOf(q), qMistakes),
          solution: `${capitalise(walkText)}. Wynik: $${n(dividend)} : ${d} = ${n(q)}$. Sprawdzenie: $${n(q)} \\cdot ${d} = ${n(dividend)}$.`,
          params: { dividend, d },
        };
      }
      // Level 3: the answer is the quotient and the remainder.
      const pairs: { key: string; values: [number, number]; feedback: string }[] = [
        ...qMistakes.map((mk) => ({ key: mk.key, values: [mk.value.n, r] as [number, number], feedback: mk.feedback })),
        {
          key: 'remainder_too_big',
          values: [q - 1, r + d],
          feedback: `Reszta nie może być większa od dzielnika ani mu równa: ${d} mieści się w tej liczbie jeszcze raz.`,
        },
      ];
      const seen = new Set([`${q};${r}`]);
      const distinctPairs = pairs.filter((p) => {
        const k = p.values.join(';');
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
      const context = rng.pick([
        { stem: `Oblicz sposobem pisemnym iloraz i resztę z dzielenia $${n(dividend)} : ${d}$.`, ctx: '' },
        {
          stem: `Do paczek po ${d} ${pluralForm(d, { one: 'sztuka', few: 'sztuki', many: 'sztuk' })} rozdzielono $${n(dividend)}$ ${pluralForm(dividend, { one: 'jednakowy zeszyt', few: 'jednakowe zeszyty', many: 'jednakowych zeszytów' })}. Ile pełnych paczek powstało i ile zeszytów zostało? Oblicz sposobem pisemnym $${n(dividend)} : ${d}$.`,
          ctx: 'paczek',
        },
        {
          stem: `Na wycieczkę jedzie $${n(dividend)}$ kibiców; jeden bus mieści ${d} ${pluralForm(d, { one: 'osobę', few: 'osoby', many: 'osób' })}. Ile busów będzie pełnych i ile osób zostanie? Oblicz sposobem pisemnym $${n(dividend)} : ${d}$.`,
          ctx: 'busów',
        },
      ]);
      return {
        type: 'numeric' as const,
        stem: context.stem,
        answer: { kind: 'numbers' as const, values: [rat(q), rat(r)], ordered: true },
        answerHint: 'W pierwszym polu wpisz iloraz, w drugim — resztę.',
        steps: [
          ...divisionSteps,
          step({
            prompt: 'Podaj iloraz i resztę (oddzielone średnikiem).',
            expected: `${q}; ${r}`,
            patterns: [`^${q} ?[;.] ?${r}$`, `^${q} r\\.? ?${r}$`, `^${q} reszty ${r}$`],
            hints: [
              'Iloraz to cyfry zapisane w wyniku, reszta to to, co zostało po ostatnim kroku.',
              `Reszta musi być mniejsza od ${d}. Sprawdź: iloraz razy ${d} plus reszta ma dać ${n(dividend)}.`,
              `$${n(dividend)} : ${d} = ${n(q)}$ reszty ${r}, bo $${n(q)} \\cdot ${d} + ${r} = ${n(dividend)}$`,
            ],
            errors: distinctPairs.map((p) => ({
              code: p.key,
              patterns: [`^${p.values[0]} ?[;.] ?${p.values[1]}$`],
              feedback: p.feedback,
            })),
          }),
        ],
        commonErrors: distinctPairs.map((p) => ({
          key: p.key,
          wrong: { kind: 'numbers' as const, values: p.values.map((v) => rat(v)) },
          feedback: p.feedback,
        })),
        solution: `${capitalise(walkText)}. Wynik: $${n(dividend)} : ${d} = ${n(q)}$ reszty ${r} (iloraz; reszta: $${q}; ${r}$). Sprawdzenie: $${n(q)} \\cdot ${d} + ${r} = ${n(dividend)}$.`,
        params: { dividend, d, context: context.ctx },
      };
    });
  },
});

export const writtenMulDivTemplates: readonly QuestionTemplate[] = [
  columnMultiplication,
  longDivision,
  examMultiplication,
];
