/**
 * Open task (grade 7, algebraic expressions): "Uzasadnij, że suma … kolejnych liczb … jest
 * podzielna przez …" as a structured chain of reasoning: name the numbers with a letter,
 * write their sum in its simplest form, choose the conclusion that really proves the claim.
 * Level 1: consecutive natural numbers; 2: consecutive odd numbers; 3: consecutive even numbers
 * (whose sum is divisible by twice their count).
 */
import type { Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { pickPerson } from '../../kit/people.ts';
import { criterion, openTask, writtenPart } from '../../kit/open-task.ts';
import { exprStepPatterns, step } from '../../kit/steps.ts';
import { polyExpr, polyText } from '../../kit/format.ts';

/** "suma trzech kolejnych liczb" (genitive) and "oznacz trzy kolejne liczby" (accusative). */
const COUNT_GENITIVE: Readonly<Record<number, string>> = { 3: 'trzech', 5: 'pięciu' };

interface Kind {
  /** Noun phrase after "kolejnych": "liczb naturalnych"; after "trzy kolejne": "liczby naturalne". */
  noun: string;
  nounAfterFew: string;
  /** The i-th number (from 0) is a·n + offset(i). */
  a: number;
  offset: (i: number) => number;
  /** The divisor the sum of k numbers has: k or 2k. */
  divisor: (k: number) => number;
  /** Wrong ways to name the numbers, each a misconception (k numbers each). */
  wrongNames: (k: number) => { terms: string[]; key: string; feedback: string }[];
}

const EXAMPLE_FEEDBACK =
  'Sprawdzenie przykładu nie jest uzasadnieniem: stwierdzenie ma być prawdziwe dla wszystkich liczb, dlatego oznaczamy je literą.';

const range = (k: number) => Array.from({ length: k }, (_, i) => i);

const KINDS: Readonly<Record<Level, Kind>> = {
  1: {
    noun: 'liczb naturalnych',
    nounAfterFew: 'liczby naturalne',
    a: 1,
    offset: (i) => i,
    divisor: (k) => k,
    wrongNames: (k) => [
      {
        terms: range(k).map((i) => polyExpr([[i + 1, 'n']])),
        key: 'multiples_not_consecutive',
        feedback: 'To kolejne wielokrotności liczby $n$, a nie kolejne liczby. Kolejne liczby różnią się o 1.',
      },
      {
        terms: range(k).map((i) =>
          polyExpr([
            [1, 'n'],
            [2 * i, ''],
          ]),
        ),
        key: 'step_two',
        feedback: 'Te liczby różnią się o 2, więc to co druga liczba. Kolejne liczby różnią się o 1.',
      },
      { terms: range(k).map((i) => String(i + 1)), key: 'single_example', feedback: EXAMPLE_FEEDBACK },
    ],
  },
  2: {
    noun: 'liczb nieparzystych',
    nounAfterFew: 'liczby nieparzyste',
    a: 2,
    offset: (i) => 2 * i + 1,
    divisor: (k) => k,
    wrongNames: (k) => [
      {
        terms: range(k).map((i) =>
          polyExpr([
            [2, 'n'],
            [i + 1, ''],
          ]),
        ),
        key: 'consecutive_not_odd',
        feedback: 'Co druga z tych liczb jest parzysta. Kolejne liczby nieparzyste różnią się o 2.',
      },
      {
        terms: range(k).map((i) =>
          polyExpr([
            [1, 'n'],
            [2 * i, ''],
          ]),
        ),
        key: 'odd_not_guaranteed',
        feedback: 'Dla parzystego $n$ wszystkie te liczby są parzyste. Liczba nieparzysta ma postać $2n + 1$.',
      },
      { terms: range(k).map((i) => String(2 * i + 1)), key: 'single_example', feedback: EXAMPLE_FEEDBACK },
    ],
  },
  3: {
    noun: 'liczb parzystych',
    nounAfterFew: 'liczby parzyste',
    a: 2,
    offset: (i) => 2 * i,
    divisor: (k) => 2 * k,
    wrongNames: (k) => [
      {
        terms: range(k).map((i) =>
          polyExpr([
            [2, 'n'],
            [i, ''],
          ]),
        ),
        key: 'consecutive_not_even',
        feedback: 'Co druga z tych liczb jest nieparzysta. Kolejne liczby parzyste różnią się o 2.',
      },
      {
        terms: range(k).map((i) =>
          polyExpr([
            [1, 'n'],
            [2 * i, ''],
          ]),
        ),
        key: 'even_not_guaranteed',
        feedback: 'Dla nieparzystego $n$ wszystkie te liczby są nieparzyste. Liczba parzysta ma postać $2n$.',
      },
      { terms: range(k).map((i) => String(2 * i + 2)), key: 'single_example', feedback: EXAMPLE_FEEDBACK },
    ],
  },
};

/** "n, n + 1, n + 2" as KaTeX (terms given as expressions with '*'). */
const termsTex = (terms: readonly string[]): string =>
  terms.map((t) => t.replace(/\*/g, '').replace(/([+-])/g, ' $1 ')).join(',\\ ');

const consecutiveSumDivisible = defineTemplate({
  id: 'algebraic_expressions.open-consecutive-sum',
  title: 'Zadanie otwarte: uzasadnij, że suma kolejnych liczb jest podzielna',
  open: true,
  // The last step factors the sum; the last part is the chosen conclusion (a choice).
  generate({ rng, level }) {
    const kind = KINDS[level];
    const k = rng.pick([3, 5]);
    const person = pickPerson(rng);
    const d = kind.divisor(k);
    const coef = kind.a * k;
    const constant = range(k).reduce((s, i) => s + kind.offset(i), 0);
    const terms = range(k).map((i) =>
      polyExpr([
        [kind.a, 'n'],
        [kind.offset(i), ''],
      ]),
    );
    const sumExpr = polyExpr([
      [coef, 'n'],
      [constant, ''],
    ]);
    const sumTex = polyText([
      [coef, 'n'],
      [constant, ''],
    ]);
    const innerTex = polyText([
      [coef / d, 'n'],
      [constant / d, ''],
    ]);
    const innerExpr = polyExpr([
      [coef / d, 'n'],
      [constant / d, ''],
    ]);
    const countWord = COUNT_GENITIVE[k]!;
    const termsText = termsTex(terms);

    const sum = {
      id: 'a',
      prompt: `Zapisz sumę liczb $${termsText}$ w najprostszej postaci (bez nawiasów).`,
      role: 'value' as const,
      answer: { kind: 'expression' as const, expr: sumExpr, variables: ['n'], form: 'simplified' as const },
      answerHint: 'Wpisz wyrażenie z literą n.',
      commonErrors: [
        {
          key: 'constants_dropped',
          wrong: { kind: 'expression' as const, expr: polyExpr([[coef, 'n']]) },
          feedback: `Pominięto liczby dodawane do $n$. Zsumuj też wyrazy liczbowe: razem dają ${constant}.`,
        },
        {
          key: 'letter_counted_once',
          wrong: {
            kind: 'expression' as const,
            expr: polyExpr([
              [kind.a, 'n'],
              [constant, ''],
            ]),
          },
          feedback: `Wyraz $${kind.a === 1 ? 'n' : '2n'}$ występuje w sumie ${k} razy, więc razem daje $${polyText([[coef, 'n']])}$.`,
        },
      ],
    };
    const conclusion = writtenPart({
      id: 'b',
      prompt: `Uzasadnij, że suma dzieli się przez $${d}$: zapisz ciąg równości od sumy $${termsText}$ do iloczynu, w którym jednym z czynników jest $${d}$.`,
      role: 'reasoning',
      written: {
        kind: 'identity',
        from: terms.map((term) => `(${term})`).join('+'),
        model: `${terms.map((term) => `(${term})`).join('+')}=${sumExpr}=${d}*(${innerExpr})`,
        variables: ['n'],
        divisor: d,
      },
      answerHint: 'Wpisz ciąg równości, np. n + (n + 1) + (n + 2) = 3n + 3 = 3(n + 1).',
    });
    return openTask({
      stem: `${person.name} twierdzi, że suma ${countWord} kolejnych ${kind.noun} zawsze dzieli się przez $${d}$. Uzasadnij, że ${person.name} ma rację. Oznacz najmniejszą z tych liczb przez $n$.`,
      parts: [sum, conclusion],
      scheme: [
        criterion('sum', 1, `Oznaczenie liczb literą i zapisanie ich sumy w postaci $${sumTex}$.`, ['a']),
        criterion(
          'justification',
          1,
          `Poprawne uzasadnienie: $${sumTex} = ${d}(${innerTex})$, więc suma jest wielokrotnością liczby $${d}$.`,
          ['a', 'b'],
        ),
      ],
      steps: [
        step({
          prompt: `Dodaj liczby $${termsText}$. Zapisz sumę w najprostszej postaci.`,
          expected: sumExpr.replace(/\*/g, ''),
          patterns: exprStepPatterns([
            sumExpr,
            polyExpr([
              [constant, ''],
              [coef, 'n'],
            ]),
          ]),
          hints: [
            'Dodaj osobno wyrazy z literą $n$ i osobno wyrazy liczbowe.',
            `Wyrazów z $n$ jest ${k}: razem $${polyText([[coef, 'n']])}$.`,
            `Wyrazy liczbowe dają $${constant}$, więc suma to $${sumTex}$.`,
          ],
          errors: [
            {
              code: 'constants_dropped',
              patterns: exprStepPatterns([polyExpr([[coef, 'n']])]),
              feedback: 'Dodaj też wyrazy liczbowe.',
            },
          ],
        }),
        step({
          prompt: `Wyłącz $${d}$ przed nawias: $${sumTex} = ${d}(\\ldots)$. Co jest w nawiasie?`,
          expected: innerExpr.replace(/\*/g, ''),
          patterns: exprStepPatterns([
            innerExpr,
            polyExpr([
              [constant / d, ''],
              [coef / d, 'n'],
            ]),
          ]),
          hints: [
            `Podziel każdy składnik sumy przez $${d}$.`,
            `$${polyText([[coef, 'n']])} : ${d}$ oraz $${constant} : ${d}$.`,
            `$${sumTex} = ${d}(${innerTex})$.`,
          ],
          errors: [
            {
              code: 'factor_wrong',
              patterns: exprStepPatterns([
                polyExpr([
                  [coef / d, 'n'],
                  [constant, ''],
                ]),
              ]),
              feedback: 'Wyraz liczbowy też trzeba podzielić.',
            },
          ],
        }),
      ],
      solution: `Oznaczmy liczby: $${termsText}$, gdzie $n$ jest liczbą naturalną. Ich suma: $${sumTex} = ${d}(${innerTex})$. Liczba $${innerTex}$ jest naturalna, więc suma jest wielokrotnością liczby $${d}$, czyli dzieli się przez $${d}$.`,
      params: { level, k, divisor: d },
    });
  },
});

export const consecutiveSumTemplates: readonly QuestionTemplate[] = [consecutiveSumDivisible];
