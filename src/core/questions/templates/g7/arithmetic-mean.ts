import { type Rational, rat, add, mul, div, sub } from '../../../math/rational.ts';
import { pluralForm } from '../../../text/plural.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { MATCH_INSTRUCTION, matchingChoice } from '../../kit/matching.ts';
import { texValue } from '../../kit/format.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

const sum = (xs: readonly Rational[]): Rational => xs.reduce((s, v) => add(s, v), rat(0));
const list = (xs: readonly Rational[]): string => xs.map((v) => `$${texValue(v)}$`).join(', ');
const sumTex = (xs: readonly Rational[]): string =>
  xs.map((v, i) => (i === 0 ? texValue(v) : v.n < 0 ? `(${texValue(v)})` : texValue(v))).join(' + ');

/** Mean of a data set: points (1), temperatures with negatives (2), decimal times (3). */
const computeMean = defineTemplate({
  id: 'arithmetic_mean.compute',
  title: 'Obliczanie średniej arytmetycznej',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const n = level === 1 ? rng.int(4, 5) : rng.int(5, 6);
      const xs: Rational[] = [];
      for (let i = 0; i < n; i++) {
        xs.push(level === 1 ? rat(rng.int(3, 30)) : level === 2 ? rat(rng.int(-8, 9)) : rat(rng.int(118, 165), 10));
      }
      const s = sum(xs);
      const mean = div(s, rat(n));
      if (level === 1 && mean.d !== 1) return null;
      if (level === 2 && (10 % mean.d !== 0 || !xs.some((x) => x.n < 0) || !xs.some((x) => x.n > 0))) return null;
      if (level === 3 && 100 % mean.d !== 0) return null;
      const sorted = [...xs].map((x) => x.n / x.d).sort((a, b) => a - b);
      const mistakes: NumericMistake[] = [
        {
          key: 'sum_only',
          value: s,
          feedback: `To suma wszystkich wartości. Średnia to suma podzielona przez liczbę wartości (${n}).`,
        },
        { key: 'wrong_count', value: div(s, rat(n - 1)), feedback: `Sprawdź, przez ile dzielisz: wartości jest ${n}.` },
      ];
      if (level === 2) {
        const absMean = div(sum(xs.map((x) => rat(Math.abs(x.n), x.d))), rat(n));
        mistakes.push({
          key: 'signs_ignored',
          value: absMean,
          feedback: 'Pominięto minusy. Temperatury ujemne trzeba dodawać razem ze znakiem.',
        });
      } else {
        const midRange = div(
          add(rat(Math.round(sorted[0]! * 10), 10), rat(Math.round(sorted[n - 1]! * 10), 10)),
          rat(2),
        );
        mistakes.push({
          key: 'min_max_mean',
          value: midRange,
          feedback:
            'Wzięto pod uwagę tylko najmniejszą i największą wartość. Do średniej liczą się wszystkie wartości.',
        });
      }
      return mistakesDistinct(mean, mistakes) ? { n, xs, s, mean, mistakes } : null;
    });
    const { n, xs, s, mean } = d;
    const person = pickPerson(rng);
    const stem =
      level === 1
        ? `${person.name} ${verb(person, 'zagrał', 'zagrała')} ${n} ${pluralForm(n, { one: 'rundę', few: 'rundy', many: 'rund' })} gry. Wyniki (w punktach) w kolejnych rundach to: ${list(xs)}. Oblicz średni wynik na rundę.`
        : level === 2
          ? `Przez ${n} kolejnych dni o godzinie 7:00 zmierzono temperaturę powietrza (w °C): ${list(xs)}. Oblicz średnią temperaturę z tych pomiarów.`
          : `${person.name} ${verb(person, 'przebiegł', 'przebiegła')} ${n} razy dystans $100\\text{ m}$. ${verb(person, 'Jego', 'Jej')} czasy (w sekundach) to: ${list(xs)}. Oblicz średni czas biegu.`;
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(mean, level === 3 ? { unit: { accepted: ['s'], required: false } } : {}),
      answerHint: level === 2 ? 'Wpisz liczbę stopni (bez jednostki).' : 'Wpisz liczbę.',
      ...(level === 3 ? { unitLabel: 's' } : {}),
      steps: [
        numberStep({
          prompt: 'Ile wynosi suma wszystkich wartości?',
          value: s,
          hints: ['Dodaj wszystkie liczby (razem ze znakami).', `$${sumTex(xs)}$`, `$${sumTex(xs)} = ${texValue(s)}$`],
          errors:
            level === 2
              ? [
                  {
                    code: 'signs_ignored',
                    value: sum(xs.map((x) => rat(Math.abs(x.n), x.d))),
                    feedback: 'Liczby ujemne dodajemy razem ze znakiem minus.',
                  },
                ]
              : [],
        }),
        numberStep({
          prompt: 'Ile wynosi średnia?',
          value: mean,
          hints: [
            `Podziel sumę przez liczbę wartości, czyli przez ${n}.`,
            `$${texValue(s)} : ${n}$`,
            `$${texValue(s)} : ${n} = ${texValue(mean)}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(mean, d.mistakes),
      solution: `Średnia $= \\frac{${sumTex(xs)}}{${n}} = \\frac{${texValue(s)}}{${n}} = ${texValue(mean)}$`,
      params: { values: xs.map(texValue).join(';') },
    };
  },
});

/** The value that must be added (or is missing) to reach a given mean. */
const missingValue = defineTemplate({
  id: 'arithmetic_mean.missing-value',
  title: 'Brakująca wartość przy danej średniej',
  generate({ rng, level }): GeneratedBody {
    const person = pickPerson(rng);
    if (level === 1) {
      const d = redraw(() => {
        const known = [rat(rng.int(2, 20)), rat(rng.int(2, 20))];
        const m = rat(rng.int(4, 18));
        const x = sub(mul(m, rat(3)), sum(known));
        if (x.n <= 0 || known[0]!.n === known[1]!.n) return null;
        const mistakes: NumericMistake[] = [
          {
            key: 'target_as_value',
            value: m,
            feedback:
              'Średnia nie musi być równa brakującej liczbie. Oblicz, jaka musi być suma wszystkich trzech liczb.',
          },
          {
            key: 'wrong_count',
            value: sub(mul(m, rat(2)), sum(known)),
            feedback: 'Liczb jest trzy (razem z $x$), więc suma musi wynosić średnia razy 3.',
          },
        ];
        return mistakesDistinct(x, mistakes) ? { known, m, x, mistakes } : null;
      });
      const { known, m, x } = d;
      const total = mul(m, rat(3));
      return {
        type: 'numeric',
        stem: `Średnia arytmetyczna liczb $${texValue(known[0]!)}$, $${texValue(known[1]!)}$ i $x$ jest równa $${texValue(m)}$. Oblicz $x$.`,
        answer: numberAnswer(x),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: 'Ile musi wynosić suma wszystkich trzech liczb?',
            value: total,
            hints: [
              'Średnia to suma podzielona przez liczbę wartości.',
              `Suma $=$ średnia $\\cdot 3$`,
              `$${texValue(m)} \\cdot 3 = ${texValue(total)}$`,
            ],
          }),
          numberStep({
            prompt: 'Ile wynosi $x$?',
            value: x,
            hints: [
              'Od sumy odejmij znane liczby.',
              `$${texValue(total)} - ${texValue(known[0]!)} - ${texValue(known[1]!)}$`,
              `$x = ${texValue(x)}$`,
            ],
            errors: stepErrors(d.mistakes),
          }),
        ],
        commonErrors: numberErrors(x, d.mistakes),
        solution: `Suma trzech liczb to $3 \\cdot ${texValue(m)} = ${texValue(total)}$, więc $x = ${texValue(total)} - ${texValue(known[0]!)} - ${texValue(known[1]!)} = ${texValue(x)}$.`,
        params: { a: known[0]!.n, b: known[1]!.n, m: m.n },
      };
    }
    // Levels 2–3: a new value changes the mean of n values from A to B.
    const d = redraw(() => {
      const n = level === 2 ? rng.int(3, 5) : rng.int(4, 9);
      const A = level === 2 ? rat(rng.int(30, 45), 10) : rat(rng.int(150, 170));
      const B = level === 2 ? rat(rng.int(30, 50), 10) : rat(rng.int(150, 172));
      if (A.n === B.n && A.d === B.d) return null;
      const x = sub(mul(B, rat(n + 1)), mul(A, rat(n)));
      if (level === 2 && (x.d !== 1 || x.n < 1 || x.n > 6)) return null;
      if (level === 3 && (x.d !== 1 || x.n < 140 || x.n > 195)) return null;
      const mistakes: NumericMistake[] = [
        {
          key: 'target_as_value',
          value: B,
          feedback: 'Nowa wartość nie musi być równa nowej średniej. Porównaj sumy przed i po.',
        },
        {
          key: 'mean_of_means',
          value: sub(mul(B, rat(2)), A),
          feedback: `Potraktowano starą średnią jak jedną wartość. Stara średnia to ${n} wartości, więc liczy się ich suma.`,
        },
        {
          key: 'count_not_updated',
          value: sub(mul(B, rat(n)), mul(A, rat(n - 1))),
          feedback: `Po dołożeniu nowej wartości jest ich ${n + 1}, a nie ${n}.`,
        },
      ];
      return mistakesDistinct(x, mistakes) ? { n, A, B, x, mistakes } : null;
    });
    const { n, A, B, x } = d;
    const oldSum = mul(A, rat(n));
    const newSum = mul(B, rat(n + 1));
    const stem =
      level === 2
        ? `Średnia ocen, które ${person.name} ${verb(person, 'dostał', 'dostała')} z ${n} sprawdzianów, wynosi $${texValue(A)}$. Po kolejnym sprawdzianie średnia wszystkich ocen jest równa $${texValue(B)}$. Jaką ocenę ${verb(person, 'dostał', 'dostała')} ${person.name} z ostatniego sprawdzianu?`
        : `Średni wzrost ${n} zawodników drużyny to $${texValue(A)}\\text{ cm}$. Po dołączeniu nowego zawodnika średni wzrost wszystkich wynosi $${texValue(B)}\\text{ cm}$. Ile centymetrów wzrostu ma nowy zawodnik?`;
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(x, level === 3 ? { unit: { accepted: ['cm'], required: false } } : {}),
      answerHint: level === 2 ? 'Wpisz ocenę.' : 'Wpisz liczbę centymetrów.',
      ...(level === 3 ? { unitLabel: 'cm' } : {}),
      steps: [
        numberStep({
          prompt: `Ile wynosiła suma ${level === 2 ? 'ocen' : 'wzrostów'} przed zmianą?`,
          value: oldSum,
          hints: ['Suma = średnia · liczba wartości.', `$${texValue(A)} \\cdot ${n}$`, `$${texValue(oldSum)}$`],
        }),
        numberStep({
          prompt: `Ile wynosi suma ${level === 2 ? 'ocen' : 'wzrostów'} po zmianie?`,
          value: newSum,
          hints: [`Teraz wartości jest ${n + 1}.`, `$${texValue(B)} \\cdot ${n + 1}$`, `$${texValue(newSum)}$`],
          errors: [
            { code: 'count_not_updated', value: mul(B, rat(n)), feedback: `Po zmianie wartości jest ${n + 1}.` },
          ],
        }),
        numberStep({
          prompt: level === 2 ? 'Jaka jest nowa ocena?' : 'Ile wynosi wzrost nowego zawodnika?',
          value: x,
          hints: ['Nowa wartość to różnica sum.', `$${texValue(newSum)} - ${texValue(oldSum)}$`, `$${texValue(x)}$`],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(x, d.mistakes),
      solution: `Suma przed: $${texValue(A)} \\cdot ${n} = ${texValue(oldSum)}$, suma po: $${texValue(B)} \\cdot ${n + 1} = ${texValue(newSum)}$, nowa wartość: $${texValue(newSum)} - ${texValue(oldSum)} = ${texValue(x)}$.`,
      params: { n, A: texValue(A), B: texValue(B) },
    };
  },
});

/**
 * E8 "dobieranie": two half-sentences, each completed by one of two answers (A/B, C/D); one
 * answer per item, so the four options are the four combinations.
 */
const meanMatching = defineTemplate({
  id: 'arithmetic_mean.e8-matching',
  title: 'Brakująca liczba i zmiana średniej (dobieranie)',
  examStyle: 'dobieranie',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const pickValue = (): Rational =>
        level === 1 ? rat(rng.int(1, 15)) : level === 2 ? rat(rng.int(-9, 12)) : rat(rng.int(5, 60), 10);
      const known = [pickValue(), pickValue(), pickValue()];
      const m = level === 3 ? rat(rng.int(15, 45), 10) : rat(rng.int(level === 1 ? 4 : -3, 10));
      const x = sub(mul(m, rat(4)), sum(known));
      if (level !== 2 && x.n <= 0) return null;
      // The wrong x: the mean itself, or forgetting that x counts as a fourth number.
      const wrongX = rng.chance(0.5)
        ? {
            key: 'target_as_value',
            value: m,
            feedback: 'Brakująca liczba nie musi być równa średniej: suma czterech liczb musi wynosić średnia razy 4.',
          }
        : {
            key: 'wrong_count',
            value: sub(mul(m, rat(3)), sum(known)),
            feedback: 'Liczb jest cztery (razem z $x$), więc ich suma to średnia razy 4, a nie razy 3.',
          };
      if (!mistakesDistinct(x, [wrongX])) return null;
      const k = level === 3 ? rat(rng.int(5, 60), 10) : rat(rng.int(level === 2 ? -9 : 1, 15));
      if (k.n * m.d === m.n * k.d) return null;
      const grows = k.n / k.d > m.n / m.d;
      const newMean = div(add(mul(m, rat(4)), k), rat(5));
      return { known, m, x, wrongX, k, grows, newMean };
    });
    const { known, m, x, wrongX, k, grows, newMean } = d;
    const xFirst = rng.chance(0.5);
    const [optA, optB] = xFirst ? [x, wrongX.value] : [wrongX.value, x];
    const rightXLetter = xFirst ? 'A' : 'B';
    const rightDir = grows ? 'C' : 'D';
    const correct = `${rightXLetter} i ${rightDir}`;
    const directionFeedback = `Dopisana liczba $${texValue(k)}$ jest ${grows ? 'większa' : 'mniejsza'} od średniej $${texValue(m)}$, więc średnia ${grows ? 'wzrośnie' : 'zmaleje'}.`;
    const { options, answer, commonErrors } = matchingChoice(
      [rightXLetter, rightDir],
      { errorKey: wrongX.key, feedback: wrongX.feedback },
      { errorKey: 'mean_change_direction', feedback: directionFeedback },
      `${wrongX.feedback} ${directionFeedback}`,
    );
    const total = mul(m, rat(4));
    const list = known.map((v) => `$${texValue(v)}$`).join(', ');
    return {
      type: 'mcq',
      stem:
        `${MATCH_INSTRUCTION}\n\n` +
        `Średnia arytmetyczna czterech liczb: ${list} i $x$ jest równa $${texValue(m)}$.\n\n` +
        `Liczba $x$ jest równa A. $${texValue(optA)}$ albo B. $${texValue(optB)}$.\n\n` +
        `Jeśli do tych czterech liczb dopiszemy liczbę $${texValue(k)}$, to średnia arytmetyczna C. wzrośnie albo D. zmaleje.`,
      options,
      answer,
      steps: [
        numberStep({
          prompt: 'Ile musi wynosić suma czterech liczb?',
          value: total,
          hints: ['Suma = średnia · liczba wartości.', `$${texValue(m)} \\cdot 4$`, `$${texValue(total)}$`],
        }),
        numberStep({
          prompt: 'Ile wynosi $x$?',
          value: x,
          hints: [
            'Od sumy odejmij trzy znane liczby.',
            `$${texValue(total)} - (${sumTex(known)})$`,
            `$x = ${texValue(x)}$`,
          ],
          errors: [{ code: wrongX.key, value: wrongX.value, feedback: wrongX.feedback }],
        }),
        numberStep({
          prompt: `Ile wynosi średnia po dopisaniu liczby $${texValue(k)}$?`,
          value: newMean,
          hints: [
            'Teraz liczb jest pięć.',
            `$\\frac{${texValue(total)} + ${k.n < 0 ? `(${texValue(k)})` : texValue(k)}}{5}$`,
            `$${texValue(newMean)}$`,
          ],
        }),
      ],
      commonErrors,
      solution: `Suma czterech liczb to $4 \\cdot ${texValue(m)} = ${texValue(total)}$, więc $x = ${texValue(x)}$ (${rightXLetter}). Nowa średnia to $${texValue(newMean)}$, czyli ${grows ? 'większa' : 'mniejsza'} od $${texValue(m)}$ (${rightDir}). Odpowiedź: ${correct}.`,
      params: { known: known.map(texValue).join(';'), m: texValue(m), k: texValue(k) },
    };
  },
});

export const arithmeticMeanTemplates: readonly QuestionTemplate[] = [computeMean, missingValue, meanMatching];
