import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { nonZeroInt, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

interface Interval {
  a: number;
  b: number;
  leftOpen: boolean;
  rightOpen: boolean;
}

const intervalTex = (i: Interval): string =>
  `${i.leftOpen ? '(' : '\\langle '}${String(i.a)}; ${String(i.b)}${i.rightOpen ? ')' : '\\rangle'}`;
const contains = (i: Interval, x: number): boolean =>
  (i.leftOpen ? x > i.a : x >= i.a) && (i.rightOpen ? x < i.b : x <= i.b);
function countIntegers(test: (x: number) => boolean, lo: number, hi: number): number {
  let c = 0;
  for (let x = lo; x <= hi; x++) if (test(x)) c++;
  return c;
}

const intervalIntegers = defineTemplate({
  id: 'real_numbers_intervals.count-integers',
  title: 'Liczby całkowite w przedziale',
  generate({ rng, level }): Item {
    if (level < 3) {
      const a = rng.int(-12, 4);
      const b = a + rng.int(4, 14);
      const I: Interval =
        level === 1
          ? { a, b, leftOpen: false, rightOpen: false }
          : {
              a,
              b,
              ...rng.pick([
                { leftOpen: true, rightOpen: false },
                { leftOpen: false, rightOpen: true },
                { leftOpen: true, rightOpen: true },
              ]),
            };
      const count = countIntegers((x) => contains(I, x), a, b);
      const mistakes: NumericMistake[] = [
        {
          key: 'length_as_count',
          value: rat(b - a),
          feedback: `Różnica końców $${String(b)} - ${a < 0 ? `(${String(a)})` : String(a)}$ to długość przedziału, a nie liczba liczb całkowitych. Wypisz je.`,
        },
        {
          key: 'bracket_ignored',
          value: rat(b - a + 1),
          feedback: 'Nawias okrągły oznacza, że koniec NIE należy do przedziału. Nie licz go.',
        },
        {
          key: 'endpoints_excluded',
          value: rat(b - a - 1),
          feedback: 'Nawias $\\langle$ lub $\\rangle$ oznacza, że koniec należy do przedziału — trzeba go policzyć.',
        },
      ];
      const lo = I.leftOpen ? a + 1 : a;
      const solution = `Do przedziału $${intervalTex(I)}$ należą liczby całkowite od $${String(I.leftOpen ? a + 1 : a)}$ do $${String(I.rightOpen ? b - 1 : b)}$, czyli $${String(I.rightOpen ? b - 1 : b)} - ${lo < 0 ? `(${String(lo)})` : String(lo)} + 1 = ${count}$.`;
      return {
        type: 'numeric',
        stem: `Ile liczb całkowitych należy do przedziału $${intervalTex(I)}$?`,
        answer: numberAnswer(count),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: 'Jaka jest najmniejsza liczba całkowita w tym przedziale?',
            value: rat(I.leftOpen ? a + 1 : a),
            hints: [
              'Sprawdź, jaki nawias stoi przy lewym końcu.',
              'Nawias $\\langle$ — koniec należy do przedziału, nawias $($ — nie należy.',
              `Najmniejsza to $${String(I.leftOpen ? a + 1 : a)}$.`,
            ],
          }),
          numberStep({
            prompt: 'Jaka jest największa liczba całkowita w tym przedziale?',
            value: rat(I.rightOpen ? b - 1 : b),
            hints: [
              'Sprawdź, jaki nawias stoi przy prawym końcu.',
              'Nawias $\\rangle$ — koniec należy do przedziału, nawias $)$ — nie należy.',
              `Największa to $${String(I.rightOpen ? b - 1 : b)}$.`,
            ],
          }),
          numberStep({
            prompt: 'Ile jest wszystkich tych liczb?',
            value: rat(count),
            hints: [
              'Policz liczby od najmniejszej do największej włącznie.',
              'Od $m$ do $k$ jest $k - m + 1$ liczb całkowitych.',
              solution,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(rat(count), mistakes),
        solution,
        params: { a, b, leftOpen: I.leftOpen, rightOpen: I.rightOpen },
      };
    }
    const { A, B } = redraw(() => {
      const a1 = rng.int(-10, 0);
      const b1 = a1 + rng.int(6, 12);
      const a2 = rng.int(a1 + 2, b1 - 3);
      const b2 = b1 + rng.int(2, 8);
      const A: Interval = { a: a1, b: b1, leftOpen: rng.chance(0.5), rightOpen: rng.chance(0.5) };
      const B: Interval = { a: a2, b: b2, leftOpen: rng.chance(0.5), rightOpen: rng.chance(0.5) };
      return { A, B };
    });
    const lo = A.a;
    const hi = B.b;
    const inter = countIntegers((x) => contains(A, x) && contains(B, x), lo, hi);
    const union = countIntegers((x) => contains(A, x) || contains(B, x), lo, hi);
    const closedInter = A.b - B.a + 1;
    const mistakes: NumericMistake[] = [
      {
        key: 'union_instead',
        value: rat(union),
        feedback:
          'Policzono liczby należące do sumy $A \\cup B$. Iloczyn $A \\cap B$ to liczby należące do OBU przedziałów naraz.',
      },
      {
        key: 'bracket_ignored',
        value: rat(closedInter),
        feedback:
          'Sprawdź nawiasy przy końcach części wspólnej — nawias okrągły oznacza, że koniec do niej nie należy.',
      },
      {
        key: 'length_as_count',
        value: rat(A.b - B.a),
        feedback: 'Różnica końców to długość przedziału, a nie liczba liczb całkowitych.',
      },
    ];
    const interTex = intervalTex({ a: B.a, b: A.b, leftOpen: B.leftOpen, rightOpen: A.rightOpen });
    const solution = `$A \\cap B = ${interTex}$. Liczby całkowite od $${String(B.leftOpen ? B.a + 1 : B.a)}$ do $${String(A.rightOpen ? A.b - 1 : A.b)}$: jest ich ${inter}.`;
    return {
      type: 'numeric',
      stem: `Dane są przedziały $A = ${intervalTex(A)}$ i $B = ${intervalTex(B)}$. Ile liczb całkowitych należy do zbioru $A \\cap B$?`,
      answer: numberAnswer(inter),
      answerHint: 'Wpisz liczbę.',
      steps: [
        numberStep({
          prompt: 'Jaki jest lewy koniec przedziału $A \\cap B$?',
          value: rat(B.a),
          hints: [
            'Część wspólna zaczyna się tam, gdzie zaczyna się późniejszy z przedziałów.',
            'Zaznacz oba przedziały na osi liczbowej.',
            `Lewy koniec to $${String(B.a)}$.`,
          ],
          errors: [
            {
              code: 'union_instead',
              value: rat(A.a),
              feedback: 'To lewy koniec sumy przedziałów, a nie ich części wspólnej.',
            },
          ],
        }),
        numberStep({
          prompt: 'Jaki jest prawy koniec przedziału $A \\cap B$?',
          value: rat(A.b),
          hints: [
            'Część wspólna kończy się tam, gdzie kończy się wcześniejszy z przedziałów.',
            'Zaznacz oba przedziały na osi liczbowej.',
            `Prawy koniec to $${String(A.b)}$, więc $A \\cap B = ${interTex}$.`,
          ],
          errors: [
            {
              code: 'union_instead',
              value: rat(B.b),
              feedback: 'To prawy koniec sumy przedziałów, a nie ich części wspólnej.',
            },
          ],
        }),
        numberStep({
          prompt: 'Ile liczb całkowitych należy do $A \\cap B$?',
          value: rat(inter),
          hints: ['Uwzględnij nawiasy przy końcach.', `$A \\cap B = ${interTex}$`, solution],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(rat(inter), mistakes),
      solution,
      params: { a1: A.a, b1: A.b, a2: B.a, b2: B.b, A: intervalTex(A), B: intervalTex(B) },
    };
  },
});

const absoluteValueSet = defineTemplate({
  id: 'real_numbers_intervals.absolute-value-set',
  title: 'Zbiór rozwiązań nierówności z wartością bezwzględną',
  generate({ rng, level }): Item {
    const r = rng.int(1, 9);
    const a = level === 1 ? 0 : nonZeroInt(rng, -8, 8);
    const strict = level === 1 ? true : level === 2 ? rng.chance(0.3) : rng.chance(0.5);
    const outside = level === 3;
    const lo = a - r;
    const hi = a + r;
    const L = (open: boolean) => (open ? '(' : '\\langle ');
    const R = (open: boolean) => (open ? ')' : '\\rangle');
    const inside = (c: number, open: boolean) => `$${L(open)}${String(c - r)}; ${String(c + r)}${R(open)}$`;
    const out = (c: number, open: boolean) =>
      `$(-\\infty; ${String(c - r)}${R(open)} \\cup ${L(open)}${String(c + r)}; +\\infty)$`;
    const sign = outside ? (strict ? '>' : '\\ge') : strict ? '<' : '\\le';
    const inner = a === 0 ? 'x' : a > 0 ? `x - ${a}` : `x + ${-a}`;
    const correct = outside ? out(a, strict) : inside(a, strict);
    const distractors = outside
      ? [
          {
            text: out(-a, strict),
            errorKey: 'center_sign',
            feedback: `Środkiem jest liczba, dla której wyrażenie w module jest zerem: $${inner} = 0$ dla $x = ${String(a)}$.`,
          },
          {
            text: inside(a, !strict),
            errorKey: 'complement',
            feedback:
              'Nierówność „większe od” w module oznacza punkty DALEKO od środka — to dwie półproste, a nie przedział między nimi.',
          },
          {
            text: out(a, !strict),
            errorKey: 'bracket_type',
            feedback: strict
              ? 'Nierówność jest ostra, więc końce nie należą do zbioru — nawiasy okrągłe.'
              : 'Nierówność jest nieostra, więc końce należą do zbioru — nawiasy $\\langle \\rangle$.',
          },
        ]
      : [
          {
            text: inside(-a, strict),
            errorKey: 'center_sign',
            feedback: `Środkiem jest liczba, dla której wyrażenie w module jest zerem: $${inner} = 0$ dla $x = ${String(a)}$.`,
          },
          {
            text: inside(a, !strict),
            errorKey: 'bracket_type',
            feedback: strict
              ? 'Nierówność jest ostra, więc końce nie należą do zbioru — nawiasy okrągłe.'
              : 'Nierówność jest nieostra, więc końce należą do zbioru — nawiasy $\\langle \\rangle$.',
          },
          {
            text: out(a, !strict),
            errorKey: 'complement',
            feedback:
              'Nierówność „mniejsze od” w module oznacza punkty BLISKO środka — to jeden przedział, a nie dwie półproste.',
          },
        ];
    if (a === 0) {
      distractors[0] = {
        text: `$(-\\infty; ${r})$`,
        errorKey: 'one_side_only',
        feedback: `Pamiętaj o liczbach ujemnych: $|x| < ${r}$ oznacza $-${r} < x < ${r}$.`,
      };
    }
    const { options, answer } = mcqFromErrors(
      rng,
      correct,
      distractors.map((d) => ({ text: d.text, errorKey: d.errorKey })),
    );
    const solution = `$|${inner}| ${sign} ${r}$ oznacza, że odległość $x$ od liczby $${String(a)}$ jest ${outside ? (strict ? 'większa niż' : 'co najmniej') : strict ? 'mniejsza niż' : 'co najwyżej'} ${r}. Końce: $${String(a)} - ${r} = ${String(lo)}$ i $${String(a)} + ${r} = ${String(hi)}$. Zbiór rozwiązań: ${correct}.`;
    return {
      type: 'mcq',
      stem: `Zbiorem wszystkich rozwiązań nierówności $|${inner}| ${sign} ${r}$ jest`,
      options,
      answer,
      steps: [
        numberStep({
          prompt: `Od jakiej liczby mierzymy odległość $x$? (Dla jakiego $x$ wyrażenie $${inner}$ jest równe 0?)`,
          value: rat(a),
          hints: [
            '$|x - c|$ to odległość liczby $x$ od liczby $c$ na osi.',
            `Rozwiąż równanie $${inner} = 0$.`,
            `$x = ${String(a)}$`,
          ],
          errors:
            a !== 0
              ? [
                  {
                    code: 'center_sign',
                    value: rat(-a),
                    feedback: `Zwróć uwagę na znak: $${inner} = 0$ dla $x = ${String(a)}$.`,
                  },
                ]
              : [],
        }),
        numberStep({
          prompt: 'Podaj mniejszy z końców przedziału(ów).',
          value: rat(lo),
          hints: [
            'Od środka odsuń się o promień w lewo.',
            `$${String(a)} - ${r}$`,
            `$${String(a)} - ${r} = ${String(lo)}$`,
          ],
        }),
        numberStep({
          prompt: 'Podaj większy z końców przedziału(ów).',
          value: rat(hi),
          hints: [
            'Od środka odsuń się o promień w prawo.',
            `$${String(a)} + ${r}$`,
            `$${String(a)} + ${r} = ${String(hi)}$`,
          ],
        }),
      ],
      commonErrors: distractors
        .filter((d) => options.some((o) => o.errorKey === d.errorKey))
        .map((d) => textError(d.errorKey, d.text, d.feedback)),
      solution,
      params: { a, r, strict, outside },
    };
  },
});

export const realNumbersIntervalsTemplates: readonly QuestionTemplate[] = [intervalIntegers, absoluteValueSet];
