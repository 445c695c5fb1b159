import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { cmp, gcd, lcm, rat } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { numberError } from '../../kit/errors.ts';
import { step, literalPattern, expectNumber, commonDenominatorStep } from '../../kit/steps.ts';
import { tf } from '../../kit/format.ts';

const lowestCommon = defineTemplate({
  id: 'common_denominator.lowest-common',
  title: 'Najmniejszy wspólny mianownik',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      let b: number;
      let d: number;
      if (level === 1) {
        b = rng.int(2, 6);
        d = b * rng.int(2, 4);
      } else {
        const g = rng.int(2, 4);
        const x = rng.int(2, 5);
        const y = rng.int(2, 5);
        if (x === y || gcd(x, y) !== 1) return null;
        b = g * x;
        d = g * y;
      }
      if (rng.chance(0.5)) [b, d] = [d, b];
      const a = rng.int(1, b - 1);
      const c = rng.int(1, d - 1);
      if (gcd(a, b) !== 1 || gcd(c, d) !== 1) return null;
      const L = lcm(b, d);
      const g = gcd(b, d);
      const stemBase = `Sprowadź ułamki $${tf(a, b)}$ i $${tf(c, d)}$ do najmniejszego wspólnego mianownika.`;
      if (level < 3) {
        const errs = [
          numberError(
            'product_not_lcm',
            b * d,
            `${b * d} to wspólny mianownik, ale nie najmniejszy. Szukaj najmniejszej liczby podzielnej przez ${b} i ${d}.`,
          ),
          numberError(
            'add_denominators',
            b + d,
            'Mianowników nie dodajemy. Wspólny mianownik musi dzielić się przez oba mianowniki.',
          ),
        ];
        if (L !== Math.max(b, d))
          errs.push(
            numberError(
              'larger_denominator',
              Math.max(b, d),
              `${Math.max(b, d)} nie dzieli się przez ${Math.min(b, d)}, więc nie może być wspólnym mianownikiem.`,
            ),
          );
        const wrongs = errs.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));
        if (!distinct(L, wrongs)) return null;
        return {
          type: 'numeric' as const,
          stem: `${stemBase} Jaki to mianownik?`,
          answer: numberAnswer(L),
          answerHint: 'Wpisz mianownik.',
          steps: [
            step({
              prompt: `Ile wynosi $\\text{NWD}(${b}, ${d})$?`,
              ...expectNumber(g),
              hints: [
                'Znajdź największą liczbę, która dzieli oba mianowniki.',
                `Wypisz dzielniki liczby ${Math.min(b, d)}.`,
                `$\\text{NWD}(${b}, ${d}) = ${g}$`,
              ],
            }),
            step({
              prompt: `Oblicz $${b} \\cdot ${d} : ${g}$. To najmniejszy wspólny mianownik.`,
              ...expectNumber(L),
              hints: [
                'Iloczyn mianowników podziel przez ich NWD.',
                `$${b} \\cdot ${d} = ${b * d}$`,
                `$${b * d} : ${g} = ${L}$`,
              ],
              errors: [
                { code: 'product_not_lcm', patterns: [`^${b * d}$`], feedback: 'Podziel jeszcze iloczyn przez NWD.' },
              ],
            }),
          ],
          commonErrors: errs,
          solution: `$\\text{NWD}(${b}, ${d}) = ${g}$, więc najmniejszy wspólny mianownik to $\\text{NWW}(${b}, ${d}) = ${b} \\cdot ${d} : ${g} = ${L}$: ${[
            [a, b],
            [c, d],
          ]
            .map(([n, dd]) =>
              dd === L ? `$${tf(n!, dd!)}$ ma już ten mianownik` : `$${tf(n!, dd!)} = ${tf((n! * L) / dd!, L)}$`,
            )
            .join(', ')}.`,
          params: { a, b, c, d },
        };
      }
      const k = L / b;
      const ans = a * k;
      const unchanged = a;
      const additive = a + (L - b);
      const byOther = a * d;
      if (!distinct(ans, [unchanged, additive, byOther])) return null;
      return {
        type: 'numeric' as const,
        stem: `${stemBase} Jaki będzie licznik ułamka powstałego z $${tf(a, b)}$?`,
        answer: numberAnswer(ans),
        answerHint: 'Wpisz licznik.',
        steps: [
          commonDenominatorStep('Jaki jest najmniejszy wspólny mianownik?', [b, d], L, [
            {
              code: 'product_not_lcm',
              patterns: [`^${b * d}$`],
              feedback: 'To wspólny mianownik, ale nie najmniejszy.',
            },
          ]),
          step({
            prompt: `Przez jaką liczbę trzeba pomnożyć mianownik ${b}, aby otrzymać ${L}?`,
            ...expectNumber(k),
            hints: ['Podziel wspólny mianownik przez stary mianownik.', `$${L} : ${b}$`, `$${L} : ${b} = ${k}$`],
          }),
          step({
            prompt: 'Jaki będzie nowy licznik?',
            ...expectNumber(ans),
            hints: [
              'Licznik mnożymy przez tę samą liczbę co mianownik.',
              `$${a} \\cdot ${k}$`,
              `$${tf(a, b)} = ${tf(ans, L)}$`,
            ],
          }),
        ],
        commonErrors: [
          numberError(
            'numerator_unchanged',
            unchanged,
            `Zmieniono tylko mianownik. Licznik też trzeba pomnożyć przez ${k}.`,
          ),
          numberError(
            'add_instead_of_multiply',
            additive,
            `Do licznika dodano ${L - b}. Ułamek rozszerzamy mnożąc licznik i mianownik przez tę samą liczbę.`,
          ),
          numberError(
            'product_not_lcm',
            byOther,
            `Rozszerzono ułamek do mianownika ${b * d}, a najmniejszy wspólny mianownik to ${L}.`,
          ),
        ],
        solution: `$\\text{NWW}(${b}, ${d}) = ${L}$, więc $${tf(a, b)} = \\frac{${a} \\cdot ${k}}{${b} \\cdot ${k}} = ${tf(ans, L)}$. Licznik to ${ans}.`,
        params: { a, b, c, d },
      };
    });
  },
});

const SIGN_TEXT: Record<string, string> = { '<': 'mniejszy', '>': 'większy', '=': 'równy' };

const compareFractions = defineTemplate({
  id: 'common_denominator.compare',
  title: 'Porównywanie ułamków',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      let a: number;
      let b: number;
      let c: number;
      let d: number;
      let misleadKey: string;
      let misleadFeedback: string;
      let eqKey: string;
      let eqFeedback: string;
      if (level === 1) {
        a = c = rng.int(1, 5);
        b = rng.int(a + 1, 12);
        d = rng.int(a + 1, 12);
        misleadKey = 'bigger_denominator_bigger';
        misleadFeedback =
          'Przy tym samym liczniku większy jest ułamek o mniejszym mianowniku: całość podzielono na mniej części, więc każda jest większa.';
        eqKey = 'same_numerator_equal';
        eqFeedback = 'Ten sam licznik nie wystarczy: części są różnej wielkości, bo mianowniki są różne.';
      } else {
        // Equal "gap" to the whole (b - a = d - c) tempts pupils to answer "=".
        const gap = rng.int(1, level === 2 ? 3 : 5);
        a = rng.int(1, level === 2 ? 6 : 12);
        c = rng.int(1, level === 2 ? 6 : 12);
        b = a + gap;
        d = c + gap;
        misleadKey = 'bigger_denominator_smaller';
        misleadFeedback =
          'Nie wystarczy porównać mianowników. Sprowadź ułamki do wspólnego mianownika i porównaj liczniki.';
        eqKey = 'equal_gap';
        eqFeedback = `Obu ułamkom brakuje do całości tyle samo części, ale części są różnej wielkości ($${tf(b - a, b)}$ i $${tf(d - c, d)}$), więc ułamki nie są równe.`;
      }
      if (b === d || gcd(a, b) !== 1 || gcd(c, d) !== 1 || a >= b || c >= d) return null;
      if (level === 3 && b * d > 200) return null;
      const sign = cmp(rat(a, b), rat(c, d)) < 0 ? '<' : '>';
      const opposite = sign === '<' ? '>' : '<';
      const L = lcm(b, d);
      const na = (a * L) / b;
      const nc = (c * L) / d;
      // A fraction that already has the common denominator needs no expanding.
      const toExpand = [
        { n: a, den: b, nn: na },
        { n: c, den: d, nn: nc },
      ].filter((f) => f.den !== L);
      return {
        type: 'text' as const,
        stem: `Porównaj ułamki $${tf(a, b)}$ i $${tf(c, d)}$. Wpisz znak $<$, $>$ lub $=$ w miejsce kratki: $${tf(a, b)} \\;\\square\\; ${tf(c, d)}$.`,
        answer: { kind: 'text' as const, accepted: [sign], compared: [rat(a, b), rat(c, d)] as const },
        answerHint: 'Wpisz jeden znak: <, > lub =.',
        steps: [
          commonDenominatorStep(
            `Jaki jest najmniejszy wspólny mianownik ułamków $${tf(a, b)}$ i $${tf(c, d)}$?`,
            [b, d],
            L,
          ),
          ...toExpand.map((f) =>
            step({
              prompt: `Rozszerz $${tf(f.n, f.den)}$ do mianownika ${L}. Jaki będzie licznik?`,
              ...expectNumber(f.nn),
              hints: [
                `Pomnóż licznik i mianownik przez $${L} : ${f.den} = ${L / f.den}$.`,
                `$${f.n} \\cdot ${L / f.den}$`,
                `$${tf(f.n, f.den)} = ${tf(f.nn, L)}$`,
              ],
            }),
          ),
          step({
            prompt: 'Jaki znak należy wpisać w kratkę?',
            expected: sign,
            patterns: [literalPattern(sign)],
            hints: [
              'Przy tych samych mianownikach większy jest ułamek o większym liczniku.',
              `Porównaj ${na} i ${nc}.`,
              `$${tf(na, L)} ${sign} ${tf(nc, L)}$, więc $${tf(a, b)} ${sign} ${tf(c, d)}$.`,
            ],
            errors: [
              { code: misleadKey, patterns: [literalPattern(opposite)], feedback: misleadFeedback },
              { code: eqKey, patterns: [literalPattern('=')], feedback: eqFeedback },
            ],
          }),
        ],
        commonErrors: [
          { key: misleadKey, wrong: { kind: 'text' as const, accepted: [opposite] }, feedback: misleadFeedback },
          { key: eqKey, wrong: { kind: 'text' as const, accepted: ['='] }, feedback: eqFeedback },
        ],
        solution: `${toExpand
          .map((f) => `$${tf(f.n, f.den)} = ${tf(f.nn, L)}$`)
          .join(
            ' i ',
          )}. Ponieważ $${na} ${sign} ${nc}$, to $${tf(a, b)} ${sign} ${tf(c, d)}$ (pierwszy ułamek jest ${SIGN_TEXT[sign]}).`,
        params: { a, b, c, d },
      };
    });
  },
});

export const commonDenominatorTemplates: readonly QuestionTemplate[] = [lowestCommon, compareFractions];
