/**
 * Equations with a proportion (podstawa 7-8.VI.4: rozwiązywanie równań w postaci proporcji):
 * x/a = b/c, (x + p)/a = b/c and (x + p)/a = (x + q)/c, solved by multiplying crosswise.
 */
import { type Rational, rat, div, sub, add, gcd } from '../../../math/rational.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { polyText, texValue } from '../../kit/format.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

const CROSS_HINT =
  'W proporcji $\\frac{a}{b} = \\frac{c}{d}$ iloczyn wyrazów skrajnych równa się iloczynowi wyrazów środkowych: $a \\cdot d = b \\cdot c$.';

/** "x + 3" / "x - 2" / "x" in KaTeX. */
const shifted = (p: number): string =>
  polyText([
    [1, 'x'],
    [p, ''],
  ]);

const proportionEquation = defineTemplate({
  id: 'linear_equations.proportion',
  title: 'Równanie w postaci proporcji',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const a = rng.int(2, 9);
      const c = rng.int(2, 9);
      const b = rng.int(1, 12);
      const p = level === 1 ? 0 : rng.pick([-6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]);
      const q = level === 3 ? rng.int(-6, 6) : 0;
      if (a === c || gcd(b, c) !== 1 || (level === 3 && c < a)) return null;
      // Left: (x + p)/a; right: b/c (levels 1–2) or (x + q)/c (level 3).
      let x: Rational;
      let crossLeft: string;
      let crossRight: string;
      let product: Rational;
      const mistakes: NumericMistake[] = [];
      const lhs = `\\frac{${shifted(p)}}{${a}}`;
      let rhs: string;
      if (level < 3) {
        rhs = `\\frac{${b}}{${c}}`;
        product = rat(a * b);
        x = sub(div(product, rat(c)), rat(p));
        crossLeft = p === 0 ? `${c}x` : `${c}(${shifted(p)})`;
        crossRight = `${a} \\cdot ${b}`;
        mistakes.push(
          {
            key: 'wrong_pair_multiplied',
            value: sub(div(rat(b * c), rat(a)), rat(p)),
            feedback: `Pomnożono nie te wyrazy. Mnożymy na krzyż: mianownik prawej strony przez licznik lewej, $${c} \\cdot (${shifted(p)})$, i mianownik lewej przez licznik prawej, $${a} \\cdot ${b}$.`,
          },
          {
            key: 'fractions_added',
            value: sub(rat(b * a - c), rat(p)),
            feedback: 'Proporcji nie rozwiązuje się, przenosząc mianowniki jak składniki. Pomnóż na krzyż.',
          },
        );
        if (level === 2) {
          mistakes.push({
            key: 'shift_sign',
            value: add(div(product, rat(c)), rat(p)),
            feedback: `Przy przenoszeniu liczby ${p > 0 ? p : -p} na drugą stronę równania trzeba zmienić jej znak.`,
          });
        }
      } else {
        rhs = `\\frac{${shifted(q)}}{${c}}`;
        // c(x + p) = a(x + q) → (c − a)x = aq − cp.
        x = div(rat(a * q - c * p), rat(c - a));
        product = rat(a * q - c * p);
        crossLeft = `${c}(${shifted(p)})`;
        crossRight = `${a}(${shifted(q)})`;
        mistakes.push(
          {
            key: 'wrong_pair_multiplied',
            value: div(rat(c * q - a * p), rat(a - c)),
            feedback: `Pomnożono nie te wyrazy. Mnożymy na krzyż: $${c} \\cdot (${shifted(p)}) = ${a} \\cdot (${shifted(q)})$.`,
          },
          {
            key: 'bracket_not_expanded',
            value: div(rat(q - c * p), rat(c - a)),
            feedback: `Mnożąc nawias, pomnóż przez ${a} każdy jego wyraz: $${a}(${shifted(q)}) = ${polyText([
              [a, 'x'],
              [a * q, ''],
            ])}$.`,
          },
        );
        if (p === q) return null;
      }
      if (x.d !== 1 || Math.abs(x.n) > 60) return null;
      if (!mistakesDistinct(x, mistakes.slice(0, 1))) return null;
      const eq = `${lhs} = ${rhs}`;
      const crossed = `${crossLeft} = ${crossRight}`;
      const steps =
        level < 3
          ? [
              numberStep({
                prompt: `Pomnóż na krzyż: $${crossed}$. Ile wynosi $${crossRight}$?`,
                value: product,
                hints: [CROSS_HINT, `Wyrazy środkowe to $${a}$ i $${b}$.`, `$${crossRight} = ${a * b}$`],
              }),
              numberStep({
                prompt: `Ile wynosi $${shifted(p)}$?`,
                value: div(product, rat(c)),
                hints: [
                  `$${crossLeft} = ${a * b}$`,
                  `Podziel obie strony przez $${c}$.`,
                  `$${shifted(p)} = ${a * b} : ${c} = ${texValue(div(product, rat(c)))}$`,
                ],
              }),
            ]
          : [
              numberStep({
                prompt: `Pomnóż na krzyż i uporządkuj: $${crossed}$, czyli $${polyText([
                  [c - a, 'x'],
                ])} = \\ldots$ Ile wynosi prawa strona?`,
                value: product,
                hints: [
                  CROSS_HINT,
                  `Wymnóż nawiasy: $${polyText([
                    [c, 'x'],
                    [c * p, ''],
                  ])} = ${polyText([
                    [a, 'x'],
                    [a * q, ''],
                  ])}$, i przenieś wyrazy z $x$ na lewą stronę, a liczby na prawą.`,
                  `$${polyText([[c - a, 'x']])} = ${a * q - c * p}$`,
                ],
              }),
            ];
      const solutionTail =
        level < 3
          ? `$${shifted(p)} = ${texValue(div(product, rat(c)))}$${p !== 0 ? `, więc $x = ${texValue(x)}$` : ''}.`
          : `$${polyText([[c - a, 'x']])} = ${a * q - c * p}$, więc $x = ${texValue(x)}$.`;
      if (level === 1 && steps.length === 2) steps.pop();
      return {
        type: 'numeric' as const,
        stem: `Rozwiąż równanie $${eq}$.`,
        answer: numberAnswer(x),
        answerHint: 'Wpisz rozwiązanie, np. x = 4 albo 4.',
        steps: [
          ...steps,
          numberStep({
            prompt: 'Ile wynosi $x$?',
            value: x,
            hints: [
              level === 1 ? `$${c}x = ${a * b}$` : 'Zostaw $x$ samo po jednej stronie równania.',
              level === 3
                ? `Podziel obie strony przez $${c - a}$.`
                : level === 1
                  ? `Podziel obie strony przez $${c}$.`
                  : p > 0
                    ? `Odejmij $${p}$ od obu stron.`
                    : `Dodaj $${-p}$ do obu stron.`,
              `$x = ${texValue(x)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(x, mistakes),
        solution: `Mnożymy na krzyż: $${crossed}${level < 3 ? ` = ${a * b}` : ''}$. ${level === 1 ? `$${c}x = ${a * b}$, więc $x = ${texValue(x)}$.` : solutionTail}`,
        params: { a, b, c, p, q },
      };
    });
  },
});

export const proportionEquationsTemplates: readonly QuestionTemplate[] = [proportionEquation];
