/**
 * Sets and logic (podstawa LO.I: zbiory, działania na zbiorach; spójniki „i”, „lub”, „nie”):
 * the union, intersection and difference of listed sets (level 1) and of sets described by a
 * property (level 2), and counting with a Venn diagram in a survey (level 3).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { qty } from '../../kit/format.ts';
import type { Rng } from '../../../math/random.ts';
import { type NounForms, pluralForm } from '../../../text/plural.ts';
import { rat } from '../../../math/rational.ts';

type Op = 'union' | 'intersection' | 'difference';

const OP_TEX: Readonly<Record<Op, string>> = {
  union: 'A \\cup B',
  intersection: 'A \\cap B',
  difference: 'A \\setminus B',
};

const OP_MEANING: Readonly<Record<Op, string>> = {
  union: 'do sumy $A \\cup B$ należą liczby, które są w $A$ lub w $B$ (wspólne liczymy raz)',
  intersection: 'do iloczynu $A \\cap B$ należą liczby, które są i w $A$, i w $B$',
  difference: 'do różnicy $A \\setminus B$ należą liczby, które są w $A$, ale nie ma ich w $B$',
};

const setTex = (xs: readonly number[]): string => `\\{${xs.join(';\\ ')}\\}`;

const ELEMENTS: NounForms = { one: 'element', few: 'elementy', many: 'elementów' };

function apply(op: Op, a: readonly number[], b: readonly number[]): number[] {
  if (op === 'union') return [...new Set([...a, ...b])].sort((x, y) => x - y);
  if (op === 'intersection') return a.filter((x) => b.includes(x));
  return a.filter((x) => !b.includes(x));
}

/** The wrong counts each operation invites, for these sets. */
function opMistakes(op: Op, a: readonly number[], b: readonly number[]): NumericMistake[] {
  const common = apply('intersection', a, b).length;
  const union = apply('union', a, b).length;
  const diff = apply('difference', a, b).length;
  if (op === 'union') {
    return [
      {
        key: 'common_counted_twice',
        value: rat(a.length + b.length),
        feedback: `Liczby należące do obu zbiorów liczy się w sumie tylko raz: $|A| + |B| - |A \\cap B|$.`,
      },
      {
        key: 'intersection_instead',
        value: rat(common),
        feedback:
          'To liczba elementów wspólnych ($A \\cap B$). Suma $A \\cup B$ zawiera wszystkie elementy obu zbiorów.',
      },
    ];
  }
  if (op === 'intersection') {
    return [
      {
        key: 'union_instead',
        value: rat(union),
        feedback: 'To liczba elementów sumy $A \\cup B$. Iloczyn $A \\cap B$ to tylko elementy wspólne obu zbiorów.',
      },
      {
        key: 'difference_instead',
        value: rat(diff),
        feedback: 'To elementy $A$, których nie ma w $B$. Iloczyn $A \\cap B$ to elementy należące do obu zbiorów.',
      },
    ];
  }
  return [
    {
      key: 'intersection_instead',
      value: rat(common),
      feedback: 'To elementy wspólne. Różnica $A \\setminus B$ to elementy $A$, których NIE ma w $B$.',
    },
    {
      key: 'reversed_difference',
      value: rat(b.length - common),
      feedback: 'Policzono $B \\setminus A$. Różnica $A \\setminus B$ to elementy zbioru $A$, których nie ma w $B$.',
    },
    {
      key: 'sizes_subtracted',
      value: rat(Math.abs(a.length - b.length)),
      feedback: 'Liczby elementów nie odejmuje się: wypisz elementy $A$ i skreśl te, które są w $B$.',
    },
  ];
}

function setsItem(
  op: Op,
  a: readonly number[],
  b: readonly number[],
  intro: string,
  listSteps: boolean,
  params: Record<string, string | number>,
): GeneratedBody | null {
  const result = apply(op, a, b);
  const mistakes = opMistakes(op, a, b);
  if (!mistakesDistinct(rat(result.length), mistakes)) return null;
  const resultTex = result.length === 0 ? '\\emptyset' : setTex(result);
  const common = apply('intersection', a, b);
  const commonTex = common.length === 0 ? '\\emptyset' : setTex(common);
  const solution = `${listSteps ? `$A = ${setTex(a)}$, $B = ${setTex(b)}$, więc $|A| = ${a.length}$, $|B| = ${b.length}$. ` : `Elementy wspólne: $A \\cap B = ${commonTex}$, czyli $|A \\cap B| = ${common.length}$. `}Zgodnie z definicją ${OP_MEANING[op]}: $${OP_TEX[op]} = ${resultTex}$. Ten zbiór ma ${qty(result.length, ELEMENTS)}.`;
  const sizeSteps = listSteps
    ? [
        numberStep({
          prompt: 'Ile elementów ma zbiór $A$?',
          value: rat(a.length),
          hints: [
            'Wypisz wszystkie liczby spełniające warunek zbioru $A$.',
            'Sprawdź po kolei każdą liczbę z zakresu.',
            `$A = ${setTex(a)}$`,
          ],
        }),
        numberStep({
          prompt: 'Ile elementów ma zbiór $B$?',
          value: rat(b.length),
          hints: [
            'Wypisz wszystkie liczby spełniające warunek zbioru $B$.',
            'Sprawdź po kolei każdą liczbę z zakresu.',
            `$B = ${setTex(b)}$`,
          ],
        }),
      ]
    : [
        numberStep({
          prompt: 'Ile liczb należy jednocześnie do $A$ i do $B$?',
          value: rat(apply('intersection', a, b).length),
          hints: [
            'Przejdź po elementach zbioru $A$ i sprawdź, które są też w $B$.',
            'Wspólne elementy tworzą zbiór $A \\cap B$.',
            `$A \\cap B = ${apply('intersection', a, b).length === 0 ? '\\emptyset' : setTex(apply('intersection', a, b))}$`,
          ],
        }),
      ];
  return {
    type: 'numeric',
    stem: `${intro} Ile elementów ma zbiór $${OP_TEX[op]}$?`,
    answer: numberAnswer(result.length),
    answerHint: 'Wpisz liczbę.',
    steps: [
      ...sizeSteps,
      numberStep({
        prompt: `Ile elementów ma zbiór $${OP_TEX[op]}$?`,
        value: rat(result.length),
        hints: [
          `Zgodnie z definicją ${OP_MEANING[op]}.`,
          'Wypisz elementy tego zbioru.',
          `$${OP_TEX[op]} = ${resultTex}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(result.length, mistakes),
    solution,
    params,
  };
}

function drawListed(rng: Rng): number[] {
  const n = rng.int(4, 7);
  const out = new Set<number>();
  while (out.size < n) out.add(rng.int(1, 15));
  return [...out].sort((x, y) => x - y);
}

interface Described {
  kind: string;
  text: string;
  members: number[];
}

/** Sets given by a property of natural numbers, the kind a liceum textbook writes in words. */
function describedSet(rng: Rng): Described {
  const kind = rng.pick(['divisors', 'multiples', 'primes', 'odd', 'squares'] as const);
  if (kind === 'divisors') {
    const n = rng.pick([12, 18, 20, 24, 28, 30, 36, 40]);
    return {
      kind,
      text: `zbiór dzielników naturalnych liczby $${n}$`,
      members: range(1, n).filter((x) => n % x === 0),
    };
  }
  if (kind === 'multiples') {
    const k = rng.pick([2, 3, 4, 5]);
    const m = rng.int(16, 30);
    return {
      kind,
      text: `zbiór liczb naturalnych dodatnich mniejszych od $${m}$ podzielnych przez $${k}$`,
      members: range(1, m - 1).filter((x) => x % k === 0),
    };
  }
  if (kind === 'primes') {
    const m = rng.int(12, 30);
    return { kind, text: `zbiór liczb pierwszych mniejszych od $${m}$`, members: range(2, m - 1).filter(isPrime) };
  }
  if (kind === 'odd') {
    const m = rng.int(9, 20);
    return {
      kind,
      text: `zbiór liczb nieparzystych dodatnich mniejszych od $${m}$`,
      members: range(1, m - 1).filter((x) => x % 2 === 1),
    };
  }
  const m = rng.pick([30, 40, 50, 60, 70, 90, 100]);
  return {
    kind,
    text: `zbiór kwadratów liczb naturalnych dodatnich mniejszych od $${m}$`,
    members: range(1, 10)
      .map((x) => x * x)
      .filter((x) => x < m),
  };
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

const PEOPLE: NounForms = { one: 'osoba', few: 'osoby', many: 'osób' };
/** "uczniów" also after 2–4: dwudziestu dwóch uczniów (a masculine-personal noun). */
const STUDENTS: NounForms = { one: 'uczeń', few: 'uczniów', many: 'uczniów' };

/** A survey's two groups; each verb agrees with its number (gra 1 osoba, grają 3 osoby, gra 5 osób). */
const SURVEYS = [
  {
    a: { one: 'W piłkę nożną gra', few: 'W piłkę nożną grają', many: 'W piłkę nożną gra' },
    b: { one: 'w siatkówkę gra', few: 'w siatkówkę grają', many: 'w siatkówkę gra' },
    both: { one: 'gra w obie te gry', few: 'grają w obie te gry', many: 'gra w obie te gry' },
    onlyA: 'Ile osób z tej klasy gra w piłkę nożną, ale nie gra w siatkówkę?',
    neither: 'Ile osób z tej klasy nie gra ani w piłkę nożną, ani w siatkówkę?',
  },
  {
    a: { one: 'Psa ma', few: 'Psa mają', many: 'Psa ma' },
    b: { one: 'kota ma', few: 'kota mają', many: 'kota ma' },
    both: { one: 'ma i psa, i kota', few: 'mają i psa, i kota', many: 'ma i psa, i kota' },
    onlyA: 'Ile osób z tej klasy ma psa, ale nie ma kota?',
    neither: 'Ile osób z tej klasy nie ma ani psa, ani kota?',
  },
] as const satisfies readonly { a: NounForms; b: NounForms; both: NounForms; onlyA: string; neither: string }[];

/** Level 3: a class survey with two answers and their overlap; how many gave neither, or only the first. */
function venn(rng: Rng): GeneratedBody | null {
  const total = rng.int(24, 34);
  const both = rng.int(2, 8);
  const onlyA = rng.int(3, 12);
  const onlyB = rng.int(3, 12);
  const neither = total - both - onlyA - onlyB;
  if (neither < 1) return null;
  const a = onlyA + both;
  const b = onlyB + both;
  const union = a + b - both;
  const s = rng.pick(SURVEYS);
  const askOnly = rng.chance(0.4);
  const answer = askOnly ? onlyA : neither;
  const mistakes: NumericMistake[] = askOnly
    ? [
        {
          key: 'both_not_subtracted',
          value: rat(a),
          feedback: 'W pierwszej grupie są też osoby należące do drugiej. Odejmij część wspólną.',
        },
        {
          key: 'difference_of_sizes',
          value: rat(Math.abs(a - b)),
          feedback: 'Nie odejmuje się liczebności grup: od pierwszej grupy odejmij tylko osoby należące do obu.',
        },
        { key: 'only_b', value: rat(onlyB), feedback: 'To osoby należące tylko do drugiej grupy.' },
      ]
    : [
        {
          key: 'both_counted_twice',
          value: rat(total - a - b),
          feedback: `Osoby z obu grup policzono dwa razy. Najpierw oblicz $|A \\cup B| = ${a} + ${b} - ${both}$.`,
        },
        {
          key: 'union_given',
          value: rat(union),
          feedback: 'To liczba osób należących do co najmniej jednej grupy. Pytamy o pozostałe.',
        },
        {
          key: 'both_added',
          value: rat(total - a - b + 2 * both),
          feedback: `Część wspólną odejmuje się raz: $${a} + ${b} - ${both}$.`,
        },
      ];
  if (!mistakesDistinct(rat(answer), mistakes)) return null;
  const stem = `W klasie jest ${qty(total, STUDENTS)}. ${pluralForm(a, s.a)} ${qty(a, PEOPLE)}, ${pluralForm(b, s.b)} ${qty(b, PEOPLE)}, a ${qty(both, PEOPLE)} ${pluralForm(both, s.both)}. ${askOnly ? s.onlyA : s.neither}`;
  const solution = askOnly
    ? `Od osób z pierwszej grupy odejmujemy te, które należą do obu: $${a} - ${both} = ${onlyA}$.`
    : `Liczba osób należących do co najmniej jednej grupy: $${a} + ${b} - ${both} = ${union}$ (część wspólną odejmujemy, bo policzono ją dwa razy). Liczba osób spoza obu grup: $${total} - ${union} = ${neither}$.`;
  const errors = stepErrors(mistakes);
  return {
    type: 'numeric',
    stem,
    answer: numberAnswer(answer),
    answerHint: 'Wpisz liczbę.',
    steps: askOnly
      ? [
          numberStep({
            prompt: 'Ile osób należy do obu grup naraz?',
            value: rat(both),
            hints: ['Przeczytaj uważnie ostatnie zdanie danych.', 'To część wspólna obu zbiorów.', `$${both}$`],
          }),
          numberStep({
            prompt: 'Oblicz, o ile osób pytamy.',
            value: rat(onlyA),
            hints: [
              'Narysuj dwa nachodzące na siebie koła (diagram Venna).',
              'Od liczby osób z pierwszej grupy odejmij część wspólną.',
              `$${a} - ${both} = ${onlyA}$`,
            ],
            errors,
          }),
        ]
      : [
          numberStep({
            prompt: 'Ile osób należy do co najmniej jednej z dwóch grup?',
            value: rat(union),
            hints: [
              'Osoby z obu grup zostały policzone dwa razy.',
              '$|A \\cup B| = |A| + |B| - |A \\cap B|$',
              `$${a} + ${b} - ${both} = ${union}$`,
            ],
            errors: [
              {
                code: 'both_counted_twice',
                value: rat(a + b),
                feedback: 'Część wspólna została policzona dwa razy — odejmij ją raz.',
              },
            ],
          }),
          numberStep({
            prompt: 'Oblicz, o ile osób pytamy.',
            value: rat(neither),
            hints: [
              'Pozostałe osoby nie należą do żadnej grupy.',
              'Od liczby uczniów odejmij wynik poprzedniego kroku.',
              `$${total} - ${union} = ${neither}$`,
            ],
            errors,
          }),
        ],
    commonErrors: numberErrors(answer, mistakes),
    solution,
    params: { total, a, b, both, askOnly: askOnly ? 1 : 0, survey: s.a.many },
  };
}

const setsOperations = defineTemplate({
  id: 'real_numbers_intervals.sets-operations',
  title: 'Działania na zbiorach',
  generate({ rng, level }) {
    return redrawItem(() => {
      if (level === 3) return venn(rng);
      const op = rng.pick<Op>(['union', 'intersection', 'difference']);
      if (level === 1) {
        const a = drawListed(rng);
        const b = drawListed(rng);
        return setsItem(op, a, b, `Dane są zbiory $A = ${setTex(a)}$ i $B = ${setTex(b)}$.`, false, {
          op,
          a: a.join(','),
          b: b.join(','),
        });
      }
      const A = describedSet(rng);
      const B = describedSet(rng);
      if (A.kind === B.kind || A.members.length > 12 || B.members.length > 12) return null;
      return setsItem(op, A.members, B.members, `Przez $A$ oznaczamy ${A.text}, a przez $B$ — ${B.text}.`, true, {
        op,
        a: A.text,
        b: B.text,
      });
    });
  },
});

export const setsLogicTemplates: readonly QuestionTemplate[] = [setsOperations];
