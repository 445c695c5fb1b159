import { type Rational, rat, mul, div, add, sub, ratFromDecimal, eq, toNumber } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { texNumber } from '../../../text/format.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { redraw, type GeneratedBody } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { type PfStatement, drawTruths, pfPairBody } from '../../kit/true-false-pair.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { moneyTex, pl, percentTex, texMoney, texValue } from '../../kit/format.ts';
import type { Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

interface Reverse {
  p: number;
  x: Rational;
  a: Rational;
  onePercent: Rational;
  mistakes: NumericMistake[];
}

/** x with p% of x = a, x and a short decimals, plus the typical wrong "reverse" answers. */
function drawReverse(rng: Rng, level: Level): Reverse {
  return redraw(() => {
    const p =
      level === 1
        ? rng.pick([10, 20, 25, 50])
        : level === 2
          ? rng.pick([5, 15, 30, 40, 60, 75, 80])
          : rng.pick([2.5, 12.5, 35, 45, 120, 125, 150]);
    const x = rat(level === 1 ? rng.int(2, 40) * 10 : level === 2 ? rng.int(4, 100) * 10 : rng.int(20, 400) * 5);
    const pr = ratFromDecimal(p);
    const a = div(mul(pr, x), rat(100));
    if (level < 3 && a.d !== 1) return null;
    if (level === 3 && 10 % a.d !== 0) return null;
    const mistakes: NumericMistake[] = [
      {
        key: 'percent_of_given',
        value: div(mul(pr, a), rat(100)),
        feedback: `Obliczono ${pl(p)}% liczby ${texValueText(a)}. Tu ${texValueText(a)} to dopiero ${pl(p)}% szukanej liczby, a szukamy całości (100%).`,
      },
      {
        key: 'divided_by_percent_only',
        value: div(a, pr),
        feedback: `Podzielono przez ${pl(p)} i otrzymano 1% liczby. Całość to 100%, więc pomnóż jeszcze przez 100.`,
      },
      {
        key: 'added_percent',
        value: add(a, div(mul(pr, a), rat(100))),
        feedback: `Dodano ${pl(p)}% do liczby ${texValueText(a)}. To nie jest podwyżka: ${texValueText(a)} to ${pl(p)}% szukanej liczby.`,
      },
    ];
    if (!mistakesDistinct(x, mistakes)) return null;
    return { p, x, a, onePercent: div(a, pr), mistakes };
  });
}

/** Plain-text (outside KaTeX) Polish number for a finite-decimal rational. */
function texValueText(r: Rational): string {
  return pl(r.n / r.d);
}

function reverseSteps(d: Reverse) {
  return [
    numberStep({
      prompt: `$${percentTex(d.p)}$ liczby to $${texValue(d.a)}$. Ile wynosi $1\\%$ tej liczby?`,
      value: d.onePercent,
      hints: [
        `Skoro $${percentTex(d.p)}$ to $${texValue(d.a)}$, to $1\\%$ jest ${pl(d.p)} razy mniejszy.`,
        `Podziel $${texValue(d.a)} : ${texNumber(d.p)}$.`,
        `$${texValue(d.a)} : ${texNumber(d.p)} = ${texValue(d.onePercent)}$`,
      ],
    }),
    numberStep({
      prompt: 'Ile wynosi cała liczba, czyli $100\\%$?',
      value: d.x,
      hints: [
        'Całość to 100%.',
        'Pomnóż wynik poprzedniego kroku przez 100.',
        `$${texValue(d.onePercent)} \\cdot 100 = ${texValue(d.x)}$`,
      ],
      errors: stepErrors(d.mistakes),
    }),
  ];
}

const numberFromPercent = defineTemplate({
  id: 'percent_reverse.number-from-percent',
  title: 'Liczba, gdy dany jest jej procent',
  generate({ rng, level }): GeneratedBody {
    const d = drawReverse(rng, level);
    return {
      type: 'numeric',
      stem: `$${percentTex(d.p)}$ pewnej liczby jest równe $${texValue(d.a)}$. Jaka to liczba?`,
      answer: numberAnswer(d.x),
      answerHint: 'Wpisz liczbę.',
      steps: reverseSteps(d),
      commonErrors: numberErrors(d.x, d.mistakes),
      solution: `$${percentTex(d.p)}$ liczby to $${texValue(d.a)}$, więc $1\\%$ to $${texValue(d.a)} : ${texNumber(d.p)} = ${texValue(d.onePercent)}$, a cała liczba ($100\\%$) to $${texValue(d.onePercent)} \\cdot 100 = ${texValue(d.x)}$.`,
      params: { p: d.p, x: d.x.n / d.x.d, a: d.a.n / d.a.d },
    };
  },
});

/** Price before a discount/rise, or whole savings from a spent part: the base is the unknown. */
const priceBefore = defineTemplate({
  id: 'percent_reverse.price-before-change',
  title: 'Cena przed obniżką lub podwyżką',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const p = level === 1 ? rng.pick([10, 20, 25, 40, 50]) : rng.pick([10, 15, 20, 25, 30, 40]);
      const x = rat(rng.int(level === 1 ? 4 : 8, level === 3 ? 120 : 60) * 10);
      const pr = ratFromDecimal(p);
      const raise = level === 3;
      // Level 1: the spent part is p% of the savings; levels 2–3: the new price is (100 ∓ p)%.
      const newPercent = level === 1 ? pr : raise ? add(rat(100), pr) : sub(rat(100), pr);
      const a = div(mul(newPercent, x), rat(100));
      if (a.d !== 1) return null;
      const mistakes: NumericMistake[] =
        level === 1
          ? [
              {
                key: 'percent_of_given',
                value: div(mul(pr, a), rat(100)),
                feedback: `Obliczono ${pl(p)}% wydanej kwoty. Wydana kwota to ${pl(p)}% oszczędności, a szukamy wszystkich oszczędności (100%).`,
              },
              {
                key: 'added_percent',
                value: add(a, div(mul(pr, a), rat(100))),
                feedback: `Dodano ${pl(p)}% do wydanej kwoty. Wydana kwota to ${pl(p)}% całości, więc całość to ${texValueText(a)} : ${pl(p / 100)}.`,
              },
              {
                key: 'divided_by_percent_only',
                value: div(a, pr),
                feedback: `Otrzymano 1% oszczędności. Pomnóż jeszcze przez 100.`,
              },
            ]
          : [
              {
                key: 'percent_of_new_value',
                value: raise ? sub(a, div(mul(pr, a), rat(100))) : add(a, div(mul(pr, a), rat(100))),
                feedback: `Obliczono ${pl(p)}% nowej ceny. Procent zmiany liczy się od ceny początkowej, a nowa cena to ${pl(toPl(newPercent))}% ceny początkowej.`,
              },
              {
                key: 'additive_reasoning',
                value: raise ? sub(a, pr) : add(a, pr),
                feedback: `${raise ? 'Odjęto' : 'Dodano'} ${pl(p)} zł, a cena zmieniła się o ${pl(p)}%, a nie o ${pl(p)} zł.`,
              },
              {
                key: 'wrong_base_percent',
                value: div(mul(a, rat(100)), pr),
                feedback: `Potraktowano nową cenę jak ${pl(p)}% ceny początkowej. Nowa cena to ${pl(toPl(newPercent))}% ceny początkowej.`,
              },
            ];
      if (!mistakesDistinct(x, mistakes)) return null;
      return { p, x, a, newPercent, mistakes };
    });
    const { p, x, a, newPercent } = d;
    const person = pickPerson(rng);
    // Each item only with a price that fits it (no bicycle for 120 zł).
    const items = [
      { nom: 'kurtka', verb3: 'kosztuje', past: 'kosztowała', min: 100, max: 800 },
      { nom: 'rower', verb3: 'kosztuje', past: 'kosztował', min: 400, max: 5000 },
      { nom: 'plecak', verb3: 'kosztuje', past: 'kosztował', min: 50, max: 500 },
      { nom: 'gra planszowa', verb3: 'kosztuje', past: 'kosztowała', min: 30, max: 300 },
      { nom: 'książka', verb3: 'kosztuje', past: 'kosztowała', min: 10, max: 120 },
      { nom: 'telewizor', verb3: 'kosztuje', past: 'kosztował', min: 800, max: 6000 },
    ];
    const price = toNumber(x);
    const fitting = items.filter((it) => it.min <= price && price <= it.max);
    const item = rng.pick(fitting.length > 0 ? fitting : items);
    const stem =
      level === 1
        ? `${person.name} ${verb(person, 'wydał', 'wydała')} $${percentTex(p)}$ swoich oszczędności, czyli $${moneyTex(a)}$. Ile ${verb(person, 'miał', 'miała')} oszczędności?`
        : level === 2
          ? `Po obniżce ceny o $${percentTex(p)}$ ${item.nom} ${item.verb3} $${moneyTex(a)}$. Ile ${item.past} przed obniżką?`
          : `Po podwyżce ceny o $${percentTex(p)}$ ${item.nom} ${item.verb3} $${moneyTex(a)}$. Ile ${item.past} przed podwyżką?`;
    const onePercent = div(a, newPercent);
    const whatPart = level === 1 ? 'wydana kwota' : level === 2 ? 'cena po obniżce' : 'cena po podwyżce';
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(x),
      answerHint: 'Wpisz kwotę w złotych.',
      unitLabel: 'zł',
      steps: [
        step({
          prompt: `Jakim procentem ${level === 1 ? 'oszczędności' : 'ceny początkowej'} jest ${whatPart}? Wpisz liczbę procentów.`,
          expected: texValue(newPercent).replace('{,}', ','),
          hints: [
            level === 1 ? 'Odczytaj to z treści zadania.' : 'Cena początkowa to 100%.',
            level === 1
              ? 'Wydana kwota to podany procent oszczędności.'
              : level === 2
                ? `Od 100% odejmij ${pl(p)}%.`
                : `Do 100% dodaj ${pl(p)}%.`,
            `${whatPart.charAt(0).toUpperCase() + whatPart.slice(1)} to $${texValue(newPercent)}\\%$.`,
          ],
          errors:
            level === 1
              ? []
              : [
                  {
                    code: 'percent_of_new_value',
                    patterns: [`^${p}(%)?$`],
                    feedback: `To procent zmiany. Zapytaliśmy, jakim procentem ceny początkowej jest nowa cena: 100% ${level === 2 ? '−' : '+'} ${pl(p)}%.`,
                  },
                ],
        }),
        numberStep({
          money: true,
          prompt: `Ile złotych to $1\\%$ ${level === 1 ? 'oszczędności' : 'ceny początkowej'}?`,
          value: onePercent,
          hints: [
            `$${texValue(newPercent)}\\%$ to $${moneyTex(a)}$.`,
            `Podziel $${texValue(a)} : ${texValue(newPercent)}$.`,
            `$${texMoney(a)} : ${texValue(newPercent)} = ${texMoney(onePercent)}$`,
          ],
        }),
        numberStep({
          prompt: `Ile wynosi $100\\%$, czyli ${level === 1 ? 'wszystkie oszczędności' : 'cena początkowa'}?`,
          value: x,
          hints: [
            'Całość to 100%.',
            'Pomnóż wynik poprzedniego kroku przez 100.',
            `$${texValue(onePercent)} \\cdot 100 = ${texValue(x)}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(x, d.mistakes),
      solution: `${whatPart.charAt(0).toUpperCase() + whatPart.slice(1)} to $${texValue(newPercent)}\\%$ ${level === 1 ? 'oszczędności' : 'ceny początkowej'}, więc $1\\% = ${texValue(a)} : ${texValue(newPercent)} = ${texValue(onePercent)}$ zł, a $100\\% = ${moneyTex(x)}$.`,
      params: { p, x: x.n, a: a.n, level },
    };
  },
});

function toPl(r: Rational): number {
  return r.n / r.d;
}

/** One sentence "Liczba a stanowi p% liczby base" — true, or false with a typical wrong base. */
function reverseStatement(d: Reverse, truth: boolean): PfStatement {
  // A false sentence uses a base some misconception gives, written with at most two decimals
  // (a whole number when there is one); without one almost every level-2/3 item was true.
  // The base must lie on the plausible side (larger than the part when p < 100), otherwise
  // the sentence is false at a glance ("78 stanowi 15% liczby 11,7").
  const candidates = d.mistakes
    .map((mk) => mk.value)
    .filter(
      (v) =>
        v.n > 0 &&
        100 % v.d === 0 &&
        !eq(v, d.a) &&
        !eq(v, d.x) &&
        toNumber(v) > toNumber(d.a) === d.p < 100 &&
        (d.p < 100 || 2 * toNumber(v) > toNumber(d.a)),
    );
  // Fallback: a near miss about 10% above the true base, so the pupil still has to compute.
  const nearMiss = add(d.x, rat(Math.max(1, Math.round(toNumber(d.x) / 10))));
  const wrongBase = candidates.find((v) => v.d === 1) ?? candidates[0] ?? nearMiss;
  const base = truth ? d.x : wrongBase;
  const isTrue = eq(base, d.x);
  const factor = div(ratFromDecimal(d.p), rat(100));
  const actual = mul(factor, base);
  return {
    text: `Liczba $${texValue(d.a)}$ stanowi $${percentTex(d.p)}$ liczby $${texValue(base)}$.`,
    truth: isTrue,
    why: isTrue
      ? `$${percentTex(d.p)}$ liczby $${texValue(base)}$ to $${texValue(factor)} \\cdot ${texValue(base)} = ${texValue(actual)}$.`
      : `$${percentTex(d.p)}$ liczby $${texValue(base)}$ to $${texValue(factor)} \\cdot ${texValue(base)} = ${texValue(actual)}$, a nie $${texValue(d.a)}$.`,
    steps: [
      numberStep({
        prompt: `Oblicz $${percentTex(d.p)}$ liczby $${texValue(base)}$.`,
        value: actual,
        hints: [
          'Zamień procent na ułamek dziesiętny.',
          `Pomnóż $${texValue(base)}$ przez $${texValue(factor)}$.`,
          `$${texValue(factor)} \\cdot ${texValue(base)} = ${texValue(actual)}$`,
        ],
      }),
      step({
        prompt: `Czy otrzymany wynik jest równy $${texValue(d.a)}$? Wpisz P (prawda) albo F (fałsz).`,
        expected: isTrue ? 'P' : 'F',
        patterns: isTrue ? ['^(p|prawda|tak)$'] : ['^(f|fałsz|falsz|nie)$'],
        hints: [
          'Porównaj wynik z liczbą podaną w zdaniu.',
          `Zdanie jest prawdziwe tylko wtedy, gdy $${percentTex(d.p)}$ liczby $${texValue(base)}$ to dokładnie $${texValue(d.a)}$.`,
          `$${texValue(actual)} ${isTrue ? '=' : '\\neq'} ${texValue(d.a)}$, więc odpowiedź to ${isTrue ? 'P' : 'F'}.`,
        ],
      }),
    ],
  };
}

/** E8 P/F (two sentences): "Liczba a stanowi p% liczby x" — true, or false with a typical wrong base. */
const trueFalseReverse = defineTemplate({
  id: 'percent_reverse.e8-true-false',
  title: 'Procent liczby — prawda czy fałsz',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const truths = drawTruths(rng);
    const first = drawReverse(rng, level);
    const second = redraw(() => {
      const d = drawReverse(rng, level);
      return d.p === first.p || eq(d.a, first.a) ? null : d;
    });
    const statements = [reverseStatement(first, truths[0]), reverseStatement(second, truths[1])];
    return {
      ...pfPairBody(statements),
      params: {
        p1: first.p,
        a1: toNumber(first.a),
        p2: second.p,
        a2: toNumber(second.a),
        truth1: statements[0]!.truth,
        truth2: statements[1]!.truth,
      },
    };
  },
});

export const percentReverseTemplates: readonly QuestionTemplate[] = [numberFromPercent, priceBefore, trueFalseReverse];
