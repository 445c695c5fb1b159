import type { QuestionStep, QuestionTemplate, CommonError } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type Rational, add, div, gcd, mul, rat } from '../../../math/rational.ts';
import { FRACTION_MIXED_OR_DECIMAL_HINT, numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberError } from '../../kit/errors.ts';
import { CHOICE_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { step, expectFraction, expectNumber } from '../../kit/steps.ts';
import { qty, texMixed, tf, tmix } from '../../kit/format.ts';

// The stem says only "Oblicz": 0,75 is as right as 3/4 (a fraction must be in lowest terms).
const HINT = FRACTION_MIXED_OR_DECIMAL_HINT;
const answerOf = (value: Rational) => numberAnswer(value, { preferFraction: true });
const values = (errors: readonly CommonError[]): Rational[] =>
  errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));

/** A proper fraction a/b in lowest terms. */
function properFraction(rng: { int(a: number, b: number): number }, maxDen: number): [number, number] | null {
  const b = rng.int(2, maxDen);
  const a = rng.int(1, b - 1);
  return gcd(a, b) === 1 ? [a, b] : null;
}

const multiply = defineTemplate({
  id: 'fraction_mul_div.multiply',
  title: 'Mnożenie ułamków',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const f = properFraction(rng, level === 1 ? 9 : 12);
      if (!f) return null;
      const [a, b] = f;
      if (level === 1) {
        const n = rng.int(2, 9);
        if (n % b === 0) return null;
        const ans = mul(rat(n), rat(a, b));
        const errors = [
          numberError(
            'multiply_denominator_too',
            rat(a, b),
            `Pomnożono przez ${n} licznik i mianownik, więc ułamek się nie zmienił. Liczbę naturalną mnożymy tylko przez licznik.`,
          ),
          numberError('added_instead', rat(n * b + a, b), `Dodano ${n} zamiast pomnożyć.`),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'fraction' as const,
          stem: `Oblicz: $${n} \\cdot ${tf(a, b)}$.`,
          answer: answerOf(ans),
          answerHint: HINT,
          steps: [
            step({
              prompt: `Pomnóż ${n} przez licznik ${a}. Jaki jest licznik iloczynu?`,
              ...expectNumber(n * a),
              hints: [
                'Liczbę naturalną mnożymy przez licznik, mianownik zostaje.',
                `$${n} \\cdot ${a}$`,
                `$${n} \\cdot ${tf(a, b)} = ${tf(n * a, b)}$`,
              ],
            }),
            step({
              prompt: 'Zapisz wynik w najprostszej postaci.',
              ...expectNumber(ans, 'mixed'),
              hints: [
                'Skróć ułamek i wyłącz całości, jeśli się da.',
                `$${tf(n * a, b)}$`,
                ans.d === b && n * a < b
                  ? `Ułamek $${tf(n * a, b)}$ jest już nieskracalny.`
                  : `$${tf(n * a, b)} = ${texMixed(ans)}$`,
              ],
              errors: [
                {
                  code: 'multiply_denominator_too',
                  patterns: [`^${n * a}/${n * b}$`],
                  feedback: 'Mianownika nie mnożymy przez liczbę naturalną.',
                },
              ],
            }),
          ],
          commonErrors: errors,
          solution: `$${n} \\cdot ${tf(a, b)} = \\frac{${n} \\cdot ${a}}{${b}} = ${tf(n * a, b)}${ans.d !== b || n * a > b ? ` = ${texMixed(ans)}` : ''}$`,
          params: { n, a, b },
        };
      }
      const g = properFraction(rng, 12);
      if (!g) return null;
      const [c, d] = g;
      if (level === 2) {
        // At least one cancellation makes the step "skróć na krzyż" worth it.
        if (gcd(a, d) === 1 && gcd(c, b) === 1) return null;
        const ans = mul(rat(a, b), rat(c, d));
        const errors = [
          numberError(
            'inverted_second',
            rat(a * d, b * c),
            'Odwrócono drugi ułamek jak przy dzieleniu. Przy mnożeniu mnożymy licznik przez licznik i mianownik przez mianownik.',
          ),
          numberError(
            'common_denominator_kept',
            rat(a * c, b),
            'Pomnożono tylko liczniki. Mianowniki też trzeba pomnożyć.',
          ),
        ];
        if (b === d || !distinct(ans, values(errors))) return null;
        return {
          type: 'fraction' as const,
          stem: `Oblicz: $${tf(a, b)} \\cdot ${tf(c, d)}$.`,
          answer: answerOf(ans),
          answerHint: HINT,
          steps: [
            step({
              prompt: 'Pomnóż liczniki. Ile wynosi iloczyn liczników?',
              ...expectNumber(a * c),
              hints: ['Licznik razy licznik.', `$${a} \\cdot ${c}$`, `$${a} \\cdot ${c} = ${a * c}$`],
            }),
            step({
              prompt: 'Pomnóż mianowniki. Ile wynosi iloczyn mianowników?',
              ...expectNumber(b * d),
              hints: ['Mianownik razy mianownik.', `$${b} \\cdot ${d}$`, `$${b} \\cdot ${d} = ${b * d}$`],
            }),
            step({
              prompt: 'Skróć wynik. Jaki ułamek otrzymujesz?',
              ...expectNumber(ans, 'mixed'),
              hints: [
                'Podziel licznik i mianownik przez ich NWD.',
                `$\\text{NWD}(${a * c}, ${b * d}) = ${gcd(a * c, b * d)}$`,
                `$${tf(a * c, b * d)} = ${texMixed(ans)}$`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `$${tf(a, b)} \\cdot ${tf(c, d)} = ${tf(a * c, b * d)} = ${texMixed(ans)}$ (można też najpierw skrócić na krzyż).`,
          params: { a, b, c, d },
        };
      }
      const w = rng.int(1, 4);
      const n = rng.int(2, 6);
      const useNatural = rng.chance(0.5);
      const second = useNatural ? rat(n) : rat(c, d);
      const mixed = add(rat(w), rat(a, b));
      const ans = mul(mixed, second);
      const wholeOnly = add(mul(rat(w), second), rat(a, b));
      const errors = [
        numberError(
          'whole_part_only',
          wholeOnly,
          `Pomnożono tylko całości. Zamień $${tmix(w, a, b)}$ na ułamek niewłaściwy i dopiero wtedy mnóż.`,
        ),
        numberError(
          'parts_multiplied_separately',
          add(mul(rat(w), second), mul(rat(a, b), useNatural ? rat(1) : second)),
          'Mnożono osobno całości i ułamki. Najpierw zamień liczbę mieszaną na ułamek niewłaściwy.',
        ),
      ];
      if (useNatural) errors[1] = numberError('added_instead', add(mixed, second), 'Dodano zamiast pomnożyć.');
      if (!distinct(ans, values(errors))) return null;
      const imp = w * b + a;
      const secondTex = useNatural ? String(n) : tf(c, d);
      return {
        type: 'fraction' as const,
        stem: `Oblicz: $${tmix(w, a, b)} \\cdot ${secondTex}$.`,
        answer: answerOf(ans),
        answerHint: HINT,
        steps: [
          step({
            prompt: `Zamień $${tmix(w, a, b)}$ na ułamek niewłaściwy.`,
            ...expectFraction(imp, b),
            hints: [
              `Całości zamień na ${b === 2 ? 'połówki' : `części o mianowniku ${b}`}.`,
              `$${w} \\cdot ${b} + ${a}$`,
              `$${tmix(w, a, b)} = ${tf(imp, b)}$`,
            ],
          }),
          step({
            prompt: 'Pomnóż i zapisz wynik w najprostszej postaci.',
            ...expectNumber(ans, 'mixed'),
            hints: [
              'Licznik razy licznik, mianownik razy mianownik.',
              `$${tf(imp, b)} \\cdot ${secondTex}$`,
              `$${tf(imp, b)} \\cdot ${secondTex} = ${texMixed(ans)}$`,
            ],
            errors: [
              {
                code: 'whole_part_only',
                patterns: [
                  `^${typeof wholeOnly === 'object' ? `${Math.floor(wholeOnly.n / wholeOnly.d)} ${wholeOnly.n % wholeOnly.d}/${wholeOnly.d}` : ''}$`,
                ],
                feedback: 'Pomnożono tylko całości.',
              },
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$${tmix(w, a, b)} \\cdot ${secondTex} = ${tf(imp, b)} \\cdot ${secondTex} = ${texMixed(ans)}$`,
        params: { w, a, b, second: useNatural ? n : `${c}/${d}` },
      };
    });
  },
});

/** Worked steps of x : y for fractions: x as an improper fraction (when mixed), y's reciprocal, the product. */
function divisionSteps(o: {
  xTex: string;
  yTex: string;
  xImp: [number, number];
  yImp: [number, number];
  ans: Rational;
  xMixed: boolean;
  yMixed: boolean;
}): { steps: QuestionStep[]; recipTex: string } {
  const { xTex, yTex, xImp, yImp, ans } = o;
  const recip: [number, number] = [yImp[1], yImp[0]];
  const recipTex = recip[1] === 1 ? String(recip[0]) : tf(recip[0], recip[1]);
  const steps: QuestionStep[] = [];
  if (o.xMixed)
    steps.push(
      step({
        prompt: `Zamień $${xTex}$ na ułamek niewłaściwy.`,
        ...expectFraction(xImp[0], xImp[1]),
        hints: [
          'Całości pomnóż przez mianownik i dodaj licznik.',
          `$${Math.floor(xImp[0] / xImp[1])} \\cdot ${xImp[1]} + ${xImp[0] % xImp[1]}$`,
          `$${xTex} = ${tf(xImp[0], xImp[1])}$`,
        ],
      }),
    );
  steps.push(
    step({
      prompt: `Jaka jest odwrotność liczby $${o.yMixed ? tf(yImp[0], yImp[1]) : yTex}$?`,
      ...(recip[1] === 1 ? expectNumber(recip[0]) : expectFraction(recip[0], recip[1])),
      hints: [
        'Odwrotność otrzymasz, zamieniając miejscami licznik i mianownik.',
        o.yMixed
          ? `Najpierw $${yTex} = ${tf(yImp[0], yImp[1])}$.`
          : yImp[1] === 1
            ? `Liczba $${yTex}$ to $${tf(yImp[0], yImp[1])}$.`
            : `Licznik ${yImp[0]} przejdzie do mianownika, a mianownik ${yImp[1]} do licznika.`,
        `Odwrotność to $${recipTex}$.`,
      ],
    }),
    step({
      prompt: `Pomnóż $${tf(xImp[0], xImp[1])}$ przez odwrotność i zapisz wynik w najprostszej postaci.`,
      ...expectNumber(ans, 'mixed'),
      hints: [
        'Dzielenie zamieniamy na mnożenie przez odwrotność.',
        `$${tf(xImp[0], xImp[1])} \\cdot ${recipTex}$`,
        `$${tf(xImp[0], xImp[1])} \\cdot ${recipTex} = ${texMixed(ans)}$`,
      ],
    }),
  );
  return { steps, recipTex };
}

const divide = defineTemplate({
  id: 'fraction_mul_div.divide',
  title: 'Dzielenie ułamków',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const f = properFraction(rng, level === 1 ? 9 : 10);
      const g = properFraction(rng, 10);
      if (!f || !g) return null;
      const [a, b] = f;
      const [c, d] = g;
      let x: Rational;
      let y: Rational;
      let xTex: string;
      let yTex: string;
      let xImp: [number, number];
      let yImp: [number, number];
      if (level === 1) {
        const n = rng.int(2, 6);
        x = rat(a, b);
        y = rat(n);
        xTex = tf(a, b);
        yTex = String(n);
        xImp = [a, b];
        yImp = [n, 1];
      } else if (level === 2) {
        x = rat(a, b);
        y = rat(c, d);
        xTex = tf(a, b);
        yTex = tf(c, d);
        xImp = [a, b];
        yImp = [c, d];
      } else {
        const w1 = rng.int(1, 4);
        const w2 = rng.int(1, 3);
        x = add(rat(w1), rat(a, b));
        y = add(rat(w2), rat(c, d));
        xTex = tmix(w1, a, b);
        yTex = tmix(w2, c, d);
        xImp = [w1 * b + a, b];
        yImp = [w2 * d + c, d];
      }
      const ans = div(x, y);
      if (ans.n === ans.d) return null;
      if (level === 3 && (ans.d > 20 || ans.n > 60)) return null;
      const errors = [
        numberError(
          'multiply_instead',
          mul(x, y),
          'Pomnożono zamiast podzielić. Dzielenie przez ułamek to mnożenie przez jego odwrotność.',
        ),
        numberError(
          'inverted_first',
          div(y, x),
          'Odwrócono niewłaściwą liczbę (albo podzielono w odwrotnej kolejności). Odwracamy dzielnik, czyli drugą liczbę.',
        ),
      ];
      if (!distinct(ans, values(errors))) return null;
      const { steps, recipTex } = divisionSteps({
        xTex,
        yTex,
        xImp,
        yImp,
        ans,
        xMixed: level === 3,
        yMixed: level === 3,
      });
      return {
        type: 'fraction' as const,
        stem: `Oblicz: $${xTex} : ${yTex}$.`,
        answer: answerOf(ans),
        answerHint: HINT,
        steps,
        commonErrors: errors,
        solution: `$${xTex} : ${yTex} = ${tf(xImp[0], xImp[1])} \\cdot ${recipTex} = ${texMixed(ans)}$`,
        params: { x: `${x.n}/${x.d}`, y: `${y.n}/${y.d}` },
      };
    });
  },
});

/** What is shared out in equal portions, its unit in the genitive ("litra") and the portions (accusative). */
const PORTIONS = [
  {
    stock: 'soku',
    unit: 'litra',
    share: 'Rozlewamy go do szklanek',
    q: 'Ile szklanek napełnimy',
    done: 'napełnimy',
    portions: { one: 'szklankę', few: 'szklanki', many: 'szklanek' },
  },
  {
    stock: 'mąki',
    unit: 'kilograma',
    share: 'Rozsypujemy ją do torebek',
    q: 'Ile torebek napełnimy',
    done: 'napełnimy',
    portions: { one: 'torebkę', few: 'torebki', many: 'torebek' },
  },
  {
    stock: 'wstążki',
    unit: 'metra',
    share: 'Tniemy ją na kawałki',
    q: 'Ile kawałków otrzymamy',
    done: 'otrzymamy',
    portions: { one: 'kawałek', few: 'kawałki', many: 'kawałków' },
  },
] as const;

/**
 * E8 closed task "Wybierz właściwą odpowiedź": how many equal portions of y a quantity x gives
 * (x : y, a whole number); level 1 y a unit fraction, level 2 any fraction, level 3 a mixed number.
 * Distractors: multiplied instead of dividing, divided the wrong way, only the whole part divided.
 */
const examPortions = defineTemplate({
  id: 'fraction_mul_div.e8-portions',
  title: 'Ile porcji? Dzielenie przez ułamek (wybór odpowiedzi)',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const den = rng.int(level === 1 ? 2 : 3, level === 1 ? 5 : 8);
      const num = level === 1 ? 1 : rng.int(2, den - 1);
      if (gcd(num, den) !== 1) return null;
      const w2 = level === 3 ? rng.int(1, 2) : 0;
      const y = add(rat(w2), rat(num, den));
      const k = rng.int(level === 1 ? 3 : 4, level === 3 ? 9 : 12);
      const x = mul(rat(k), y);
      // The quantity is a mixed number (not whole), as the task is about dividing fractions.
      if (x.d === 1 || x.n < x.d) return null;
      const w1 = Math.floor(x.n / x.d);
      const mistakes: NumericMistake[] = [
        {
          key: 'multiply_instead',
          value: mul(x, y),
          feedback: 'Pomnożono zamiast podzielić. Dzielenie przez ułamek to mnożenie przez jego odwrotność.',
        },
        {
          key: 'inverted_first',
          value: div(y, x),
          feedback: 'Podzielono w odwrotnej kolejności. Dzielimy całą ilość przez jedną porcję.',
        },
        {
          key: 'whole_part_only',
          value: div(rat(w1), y),
          feedback: `Podzielono tylko całości (${w1}), a pominięto część ułamkową. Zamień całą liczbę mieszaną na ułamek niewłaściwy.`,
        },
      ];
      if (!mistakesDistinct(rat(k), mistakes) || mistakes.some((mk) => mk.value.n <= 0)) return null;
      return { x, y, k, w1, w2, num, den, mistakes };
    });
    const ctx = rng.pick(PORTIONS);
    const xTex = texMixed(d.x);
    const yTex = texMixed(d.y);
    const { steps, recipTex } = divisionSteps({
      xTex,
      yTex,
      xImp: [d.x.n, d.x.d],
      yImp: [d.y.n, d.y.d],
      ans: rat(d.k),
      xMixed: true,
      yMixed: d.w2 > 0,
    });
    const { options, answer, commonErrors } = mcqFromMistakes(rng, rat(d.k), d.mistakes, (r) => `$${texMixed(r)}$`);
    return {
      type: 'mcq',
      stem: `Mamy $${xTex}$ ${ctx.unit} ${ctx.stock}. ${ctx.share} po $${yTex}$ ${ctx.unit}. ${ctx.q}?\n\n${CHOICE_INSTRUCTION}`,
      options,
      answer,
      steps,
      commonErrors,
      solution: `$${xTex} : ${yTex} = ${tf(d.x.n, d.x.d)} \\cdot ${recipTex} = ${d.k}$, więc ${ctx.done} ${qty(d.k, ctx.portions)}.`,
      params: { x: `${d.x.n}/${d.x.d}`, y: `${d.y.n}/${d.y.d}`, stock: ctx.stock },
    };
  },
});

export const fractionMulDivTemplates: readonly QuestionTemplate[] = [multiply, divide, examPortions];
