import { rat } from '../../../math/rational.ts';
import { pluralForm } from '../../../text/plural.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { nonZeroInt, redraw, type GeneratedBody } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { parenIfNeg, polyText } from '../../kit/format.ts';
import type { CommonError, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

const br = (v: number): string => parenIfNeg(String(v), v);

/** Value of an expression for given numbers; harder levels add negatives and squares. */
const evaluate = defineTemplate({
  id: 'algebraic_expressions.evaluate',
  title: 'Wartość wyrażenia algebraicznego',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const d = redraw(() => {
        const a = rng.int(2, 9);
        const x = rng.int(2, 9);
        const b = rng.int(1, 20);
        const value = a * x + b;
        const mistakes: NumericMistake[] = [
          {
            key: 'concatenation',
            value: rat(Number(`${a}${x}`) + b),
            feedback: `Zapis $${a}x$ oznacza $${a} \\cdot x$, a nie liczbę, w której dopisujesz cyfrę ${x}. Oblicz $${a} \\cdot ${x}$.`,
          },
          {
            key: 'order_of_operations',
            value: rat(a * (x + b)),
            feedback: `Najpierw wykonaj mnożenie $${a} \\cdot ${x}$, a dopiero potem dodawanie.`,
          },
          {
            key: 'added_coefficient',
            value: rat(a + x + b),
            feedback: `Między liczbą a literą stoi znak mnożenia: $${a}x = ${a} \\cdot x$, a tu liczby zostały dodane.`,
          },
        ];
        return mistakesDistinct(rat(value), mistakes) ? { a, x, b, value, mistakes } : null;
      });
      const { a, x, b, value } = d;
      return {
        type: 'numeric',
        stem: `Oblicz wartość wyrażenia $${a}x + ${b}$ dla $x = ${x}$.`,
        answer: numberAnswer(value),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: `Wstaw $${x}$ w miejsce $x$. Ile wynosi $${a} \\cdot ${x}$?`,
            value: rat(a * x),
            hints: [`$${a}x$ to $${a}$ razy $x$.`, `Pomnóż $${a} \\cdot ${x}$.`, `$${a} \\cdot ${x} = ${a * x}$`],
            errors: [
              {
                code: 'concatenation',
                value: rat(Number(`${a}${x}`)),
                feedback: 'Między liczbą a literą jest mnożenie, nie dopisywanie cyfr.',
              },
            ],
          }),
          numberStep({
            prompt: 'Jaka jest wartość całego wyrażenia?',
            value: rat(value),
            hints: ['Do iloczynu dodaj drugi składnik.', `$${a * x} + ${b}$`, `$${a * x} + ${b} = ${value}$`],
            errors: stepErrors(d.mistakes),
          }),
        ],
        commonErrors: numberErrors(value, d.mistakes),
        solution: `$${a} \\cdot ${x} + ${b} = ${a * x} + ${b} = ${value}$`,
        params: { a, x, b },
      };
    }
    if (level === 2) {
      const d = redraw(() => {
        const a = rng.int(2, 7);
        const b = rng.int(2, 7);
        const x = -rng.int(1, 6);
        const y = -rng.int(1, 6);
        const value = a * x - b * y;
        const mistakes: NumericMistake[] = [
          {
            key: 'sign_ignored',
            value: rat(a * Math.abs(x) - b * Math.abs(y)),
            feedback: 'Podstawiono liczby bez minusów. Wstaw liczby ujemne w nawiasach, razem ze znakiem.',
          },
          {
            key: 'minus_times_minus',
            value: rat(a * x - b * Math.abs(y)),
            feedback: `Źle odjęto liczbę ujemną: $-${b} \\cdot (${y}) = ${-b * y}$, bo minus razy minus daje plus.`,
          },
        ];
        return mistakesDistinct(rat(value), mistakes) && value !== 0 ? { a, b, x, y, value, mistakes } : null;
      });
      const { a, b, x, y, value } = d;
      return {
        type: 'numeric',
        stem: `Oblicz wartość wyrażenia $${a}x - ${b}y$ dla $x = ${x}$ i $y = ${y}$.`,
        answer: numberAnswer(value),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: `Ile wynosi $${a} \\cdot (${x})$?`,
            value: rat(a * x),
            hints: [
              'Iloczyn liczby dodatniej i ujemnej jest ujemny.',
              `Pomnóż $${a} \\cdot ${Math.abs(x)}$ i dopisz minus.`,
              `$${a} \\cdot (${x}) = ${a * x}$`,
            ],
          }),
          numberStep({
            prompt: `Ile wynosi $-${b} \\cdot (${y})$?`,
            value: rat(-b * y),
            hints: [
              'Minus razy minus daje plus.',
              `$${b} \\cdot ${Math.abs(y)} = ${b * Math.abs(y)}$, a znak jest dodatni.`,
              `$-${b} \\cdot (${y}) = ${-b * y}$`,
            ],
            errors: [
              { code: 'minus_times_minus', value: rat(b * y), feedback: 'Iloczyn dwóch liczb ujemnych jest dodatni.' },
            ],
          }),
          numberStep({
            prompt: 'Jaka jest wartość całego wyrażenia?',
            value: rat(value),
            hints: ['Dodaj oba wyniki.', `$${a * x} + ${-b * y}$`, `$${a * x} + ${-b * y} = ${value}$`],
            errors: stepErrors(d.mistakes),
          }),
        ],
        commonErrors: numberErrors(value, d.mistakes),
        solution: `$${a} \\cdot (${x}) - ${b} \\cdot (${y}) = ${a * x} + ${-b * y} = ${String(value)}$`,
        params: { a, b, x, y },
      };
    }
    const d = redraw(() => {
      const a = rng.int(2, 5);
      const b = nonZeroInt(rng, -9, 9);
      const c = nonZeroInt(rng, -10, 10);
      const x = -rng.int(2, 5);
      const value = a * x * x + b * x + c;
      const mistakes: NumericMistake[] = [
        {
          key: 'minus_squared',
          value: rat(-a * x * x + b * x + c),
          feedback: `$(${x})^2 = ${x * x}$, a nie $${-x * x}$: kwadrat liczby ujemnej jest dodatni.`,
        },
        {
          key: 'squared_coefficient',
          value: rat(a * x * (a * x) + b * x + c),
          feedback: `Do kwadratu podnosisz tylko $x$, a nie $${a}x$: $${a}x^2 = ${a} \\cdot x^2$.`,
        },
        {
          key: 'sign_ignored',
          value: rat(a * x * x - b * x + c),
          feedback: `Sprawdź znak iloczynu $${b} \\cdot (${x})$.`,
        },
      ];
      return mistakesDistinct(rat(value), mistakes) ? { a, b, c, x, value, mistakes } : null;
    });
    const { a, b, c, x, value } = d;
    const expr = polyText([
      [a, 'x^2'],
      [b, 'x'],
      [c, ''],
    ]);
    return {
      type: 'numeric',
      stem: `Oblicz wartość wyrażenia $${expr}$ dla $x = ${x}$.`,
      answer: numberAnswer(value),
      answerHint: 'Wpisz liczbę.',
      steps: [
        numberStep({
          prompt: `Ile wynosi $(${x})^2$?`,
          value: rat(x * x),
          hints: ['Kwadrat to iloczyn liczby przez samą siebie.', `$(${x}) \\cdot (${x})$`, `$(${x})^2 = ${x * x}$`],
          errors: [{ code: 'minus_squared', value: rat(-x * x), feedback: 'Kwadrat liczby ujemnej jest dodatni.' }],
        }),
        numberStep({
          prompt: `Ile wynosi $${a}x^2$ dla $x = ${x}$?`,
          value: rat(a * x * x),
          hints: [
            `Pomnóż $${a}$ przez wynik poprzedniego kroku.`,
            `$${a} \\cdot ${x * x}$`,
            `$${a} \\cdot ${x * x} = ${a * x * x}$`,
          ],
          errors: [
            {
              code: 'squared_coefficient',
              value: rat(a * a * x * x),
              feedback: `Do kwadratu podnosisz tylko $x$, a nie $${a}x$.`,
            },
          ],
        }),
        numberStep({
          prompt: `Ile wynosi $${b === 1 ? '' : b === -1 ? '-' : b}x$ dla $x = ${x}$?`,
          value: rat(b * x),
          hints: ['Pamiętaj o znakach.', `$${br(b)} \\cdot (${x})$`, `$${br(b)} \\cdot (${x}) = ${b * x}$`],
        }),
        numberStep({
          prompt: 'Jaka jest wartość całego wyrażenia?',
          value: rat(value),
          hints: [
            'Dodaj wszystkie składniki.',
            `$${a * x * x} + ${br(b * x)} + ${br(c)}$`,
            `$${a * x * x} + ${br(b * x)} + ${br(c)} = ${value}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(value, d.mistakes),
      solution: `Najpierw kwadrat: $(${x})^2 = ${x * x}$. Potem całe wyrażenie: $${a} \\cdot (${x})^2 ${b < 0 ? '-' : '+'} ${Math.abs(b) === 1 ? '' : `${Math.abs(b)} \\cdot `}(${x}) ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${a * x * x} ${b * x < 0 ? '-' : '+'} ${Math.abs(b * x)} ${c < 0 ? '-' : '+'} ${Math.abs(c)} = ${value}$`,
      params: { a, b, c, x },
    };
  },
});

interface Wording {
  text: string;
  expr: string;
  tex: string;
  wrong: { key: string; expr: string; tex: string; feedback: string }[];
  /** Level 3: the first step asks for a sub-expression instead of the last operation. */
  first?: { prompt: string; typed: string; tex: string; solution: string };
}

/** Turning words into an expression (E8 recurring: "o 3 mniej", "3 razy mniej"). */
const writeExpression = defineTemplate({
  id: 'algebraic_expressions.write-expression',
  title: 'Zapisywanie wyrażeń algebraicznych',
  generate({ rng, level }): GeneratedBody {
    const k = rng.int(2, 9);
    let w: Wording;
    if (level === 1) {
      w = rng.pick<Wording>([
        {
          text: `liczbę o ${k} większą od liczby $x$`,
          expr: `x+${k}`,
          tex: `x + ${k}`,
          wrong: [
            {
              key: 'more_as_times',
              expr: `${k}*x`,
              tex: `${k}x`,
              feedback: `„O ${k} większa” oznacza dodawanie, a nie mnożenie.`,
            },
            {
              key: 'more_as_minus',
              expr: `x-${k}`,
              tex: `x - ${k}`,
              feedback: `Liczba o ${k} większa powstaje przez dodanie ${k}.`,
            },
          ],
        },
        {
          text: `liczbę ${k} razy większą od liczby $x$`,
          expr: `${k}*x`,
          tex: `${k}x`,
          wrong: [
            {
              key: 'times_more_as_plus',
              expr: `x+${k}`,
              tex: `x + ${k}`,
              feedback: `„${k} razy większa” oznacza mnożenie przez ${k}, a nie dodanie ${k}.`,
            },
            {
              key: 'times_more_as_divide',
              expr: `x/${k}`,
              tex: `\\frac{x}{${k}}`,
              feedback: `Liczba ${k} razy większa powstaje przez mnożenie, a nie dzielenie.`,
            },
          ],
        },
        {
          text: `liczbę o ${k} mniejszą od liczby $x$`,
          expr: `x-${k}`,
          tex: `x - ${k}`,
          wrong: [
            {
              key: 'reversed_difference',
              expr: `${k}-x`,
              tex: `${k} - x`,
              feedback: `Od liczby $x$ odejmujemy ${k}, więc $x$ piszemy na początku.`,
            },
            {
              key: 'less_as_divide',
              expr: `x/${k}`,
              tex: `\\frac{x}{${k}}`,
              feedback: `„O ${k} mniejsza” oznacza odejmowanie, a nie dzielenie.`,
            },
          ],
        },
        {
          text: `liczbę ${k} razy mniejszą od liczby $x$`,
          expr: `x/${k}`,
          tex: `\\frac{x}{${k}}`,
          wrong: [
            {
              key: 'times_less_as_minus',
              expr: `x-${k}`,
              tex: `x - ${k}`,
              feedback: `„${k} razy mniejsza” oznacza dzielenie przez ${k}, a nie odejmowanie ${k}.`,
            },
            {
              key: 'reversed_quotient',
              expr: `${k}/x`,
              tex: `\\frac{${k}}{x}`,
              feedback: `To $x$ dzielimy przez ${k}, a nie odwrotnie.`,
            },
          ],
        },
      ]);
    } else if (level === 2) {
      w = rng.pick<Wording>([
        {
          text: `liczbę o ${k} mniejszą od podwojonej liczby $x$`,
          expr: `2*x-${k}`,
          tex: `2x - ${k}`,
          wrong: [
            {
              key: 'brackets_misplaced',
              expr: `2*(x-${k})`,
              tex: `2(x - ${k})`,
              feedback: `Najpierw podwajamy $x$, a potem odejmujemy ${k}: $2x - ${k}$.`,
            },
            { key: 'reversed_difference', expr: `${k}-2*x`, tex: `${k} - 2x`, feedback: `To od $2x$ odejmujemy ${k}.` },
          ],
        },
        {
          text: `liczbę o ${k} większą od połowy liczby $x$`,
          expr: `x/2+${k}`,
          tex: `\\frac{x}{2} + ${k}`,
          wrong: [
            {
              key: 'brackets_misplaced',
              expr: `(x+${k})/2`,
              tex: `\\frac{x + ${k}}{2}`,
              feedback: `Połowę bierzemy tylko z $x$; ${k} dodajemy potem.`,
            },
            {
              key: 'half_as_double',
              expr: `2*x+${k}`,
              tex: `2x + ${k}`,
              feedback: 'Połowa liczby to ta liczba podzielona przez 2, a nie pomnożona.',
            },
          ],
        },
        {
          text: `potrojoną sumę liczby $x$ i liczby ${k}`,
          expr: `3*(x+${k})`,
          tex: `3(x + ${k})`,
          wrong: [
            {
              key: 'missing_brackets',
              expr: `3*x+${k}`,
              tex: `3x + ${k}`,
              feedback: 'Potrajamy całą sumę, więc sumę trzeba wziąć w nawias.',
            },
            { key: 'triple_as_plus', expr: `x+${k}+3`, tex: `x + ${k} + 3`, feedback: 'Potroić to pomnożyć przez 3.' },
          ],
        },
        {
          text: `różnicę liczby ${k * 2} i potrojonej liczby $x$`,
          expr: `${k * 2}-3*x`,
          tex: `${k * 2} - 3x`,
          wrong: [
            {
              key: 'reversed_difference',
              expr: `3*x-${k * 2}`,
              tex: `3x - ${k * 2}`,
              feedback: `W różnicy „liczby ${k * 2} i …” najpierw piszemy ${k * 2}.`,
            },
            {
              key: 'missing_brackets',
              expr: `3*(${k * 2}-x)`,
              tex: `3(${k * 2} - x)`,
              feedback: 'Potrajamy tylko $x$, nie całą różnicę.',
            },
          ],
        },
      ]);
    } else {
      const girl = rng.chance(0.5);
      const m = rng.int(3, 6);
      const years = rng.int(2, 9);
      const yearsWord = `${years} ${pluralForm(years, { one: 'rok', few: 'lata', many: 'lat' })}`;
      const extra = rng.int(3, 15);
      const adults = rng.int(2, 3);
      const kids = rng.int(2, 4);
      w = rng.pick<Wording>([
        {
          text: `łączny wiek ${girl ? 'Oli i jej' : 'Kuby i jego'} mamy za ${yearsWord}, jeśli ${girl ? 'Ola' : 'Kuba'} ma teraz $x$ lat, a mama jest ${m} razy starsza`,
          first: {
            prompt: 'Ile lat ma teraz mama? Zapisz wyrażenie.',
            typed: `${m}x`,
            tex: `${m}x`,
            solution: `Mama ma teraz $${m}x$ lat. Za ${yearsWord} oboje będą starsi o ${years}, więc łączny wiek to $x + ${years} + ${m}x + ${years} = ${m + 1}x + ${2 * years}$.`,
          },
          expr: `${m + 1}*x+${2 * years}`,
          tex: `${m + 1}x + ${2 * years}`,
          wrong: [
            {
              key: 'added_once',
              expr: `${m + 1}*x+${years}`,
              tex: `${m + 1}x + ${years}`,
              feedback: `Za ${yearsWord} starsza będzie i mama, i dziecko: ${years} dodajemy dwa razy.`,
            },
            {
              key: 'times_more_as_plus',
              expr: `2*x+${m + 2 * years}`,
              tex: `2x + ${m + 2 * years}`,
              feedback: `Mama jest ${m} razy starsza, więc ma $${m}x$ lat, a nie $x + ${m}$.`,
            },
          ],
        },
        {
          first: {
            prompt: 'Ile kosztuje bilet dla dorosłego? Zapisz wyrażenie.',
            typed: `x+${extra}`,
            tex: `x + ${extra}`,
            solution: `Bilet dla dorosłego kosztuje $x + ${extra}$ zł, więc wszystkie bilety kosztują $${adults}(x + ${extra}) + ${kids}x = ${adults + kids}x + ${adults * extra}$ zł.`,
          },
          text: `koszt biletów dla ${adults} dorosłych i ${kids} dzieci, jeśli bilet dla dziecka kosztuje $x$ zł, a bilet dla dorosłego o ${extra} zł więcej`,
          expr: `${adults + kids}*x+${adults * extra}`,
          tex: `${adults + kids}x + ${adults * extra}`,
          wrong: [
            {
              key: 'missing_brackets',
              expr: `${adults + kids}*x+${extra}`,
              tex: `${adults + kids}x + ${extra}`,
              feedback: `Każdy z ${adults} biletów dla dorosłych jest droższy o ${extra} zł: $${adults}(x + ${extra})$.`,
            },
            {
              key: 'more_as_times',
              expr: `${adults * extra + kids}*x`,
              tex: `${adults * extra + kids}x`,
              feedback: `Bilet dla dorosłego kosztuje $x + ${extra}$ zł, a nie $${extra}x$ zł.`,
            },
          ],
        },
      ]);
    }
    const commonErrors: CommonError[] = w.wrong.map((e) => ({
      key: e.key,
      wrong: { kind: 'expression', expr: e.expr },
      feedback: e.feedback,
    }));
    const typed = w.expr.replace(/\*/g, '');
    return {
      type: 'expression',
      stem: `Zapisz za pomocą wyrażenia algebraicznego ${w.text}.`,
      answer: { kind: 'expression', expr: w.expr, variables: ['x'] },
      answerHint: level === 3 ? 'Wpisz wyrażenie z literą x, np. 5x+12 (uprość je).' : 'Wpisz wyrażenie z literą x.',
      steps: [
        w.first
          ? step({
              prompt: w.first.prompt,
              expected: w.first.typed,
              hints: ['Przeczytaj uważnie treść zadania.', 'Zapisz tę wielkość za pomocą $x$.', `$${w.first.tex}$`],
            })
          : step({
              prompt:
                'Jakie działanie opisują słowa w zadaniu? Wpisz: dodawanie, odejmowanie, mnożenie albo dzielenie.',
              expected: mainOperation(w.expr),
              patterns: [`^${mainOperation(w.expr)}$`],
              hints: [
                '„O … więcej/mniej” to dodawanie lub odejmowanie, „… razy więcej/mniej” to mnożenie lub dzielenie.',
                'Sprawdź, jakie działanie wykonujesz na końcu.',
                `Ostatnie działanie to ${mainOperation(w.expr)}.`,
              ],
            }),
        step({
          prompt: 'Zapisz wyrażenie.',
          expected: typed,
          patterns: [`^${escape(typed)}$`, `^${escape(w.expr)}$`],
          hints: ['Zacznij od tego, co opisuje liczba $x$.', 'Uważaj na kolejność wyrazów i nawiasy.', `$${w.tex}$`],
          errors: w.wrong.map((e) => ({
            code: e.key,
            patterns: [`^${escape(e.expr.replace(/\*/g, ''))}$`, `^${escape(e.expr)}$`],
            feedback: e.feedback,
          })),
        }),
      ],
      commonErrors,
      solution: w.first
        ? w.first.solution
        : `Ostatnie działanie to ${mainOperation(w.expr)}, więc szukane wyrażenie to $${w.tex}$.`,
      params: { k, level, expr: w.expr },
    };
  },
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The last operation of a flat answer expression, named in Polish. */
function mainOperation(expr: string): string {
  // Top-level operator outside brackets, scanning from the right (lowest precedence first).
  let depth = 0;
  let mulDiv = '';
  for (let i = expr.length - 1; i > 0; i--) {
    const ch = expr[i];
    if (ch === ')') depth++;
    else if (ch === '(') depth--;
    else if (depth === 0 && (ch === '+' || ch === '-')) return ch === '+' ? 'dodawanie' : 'odejmowanie';
    else if (depth === 0 && !mulDiv && (ch === '*' || ch === '/')) mulDiv = ch;
  }
  return mulDiv === '/' ? 'dzielenie' : 'mnożenie';
}

export const algebraicExpressionsTemplates: readonly QuestionTemplate[] = [evaluate, writeExpression];
