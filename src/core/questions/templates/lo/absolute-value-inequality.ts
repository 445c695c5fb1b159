/**
 * Inequalities with an absolute value, second template (podstawa LO.III: rozwiązuje nierówności
 * typu |x − a| < b, |x − a| ≤ b): the integers at distance less than (at most) r from a — how
 * many (level 1), the smallest (level 2), their sum (level 3).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, nonZeroInt, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';

const DISTANCE = '$|x - a|$ to odległość liczby $x$ od liczby $a$ na osi liczbowej.';

function inequality(rng: Rng, level: 1 | 2 | 3): GeneratedBody | null {
  const a = level === 1 ? 0 : nonZeroInt(rng, -9, 9);
  const r = rng.int(2, 9);
  const strict = rng.chance(0.5);
  const inner = a === 0 ? 'x' : a > 0 ? `x - ${a}` : `x + ${-a}`;
  const sign = strict ? '<' : '\\le';
  // The integers satisfying it: from lo to hi.
  const lo = strict ? a - r + 1 : a - r;
  const hi = strict ? a + r - 1 : a + r;
  const count = hi - lo + 1;
  const sum = (count * (lo + hi)) / 2;
  const answer = level === 1 ? count : level === 2 ? lo : sum;
  const mistakes: NumericMistake[] =
    level === 1
      ? [
          {
            key: 'endpoints',
            value: rat(strict ? count + 2 : count - 2),
            feedback: strict
              ? `Nierówność jest ostra: liczby $${a - r}$ i $${a + r}$ jej nie spełniają.`
              : `Nierówność jest nieostra: liczby $${a - r}$ i $${a + r}$ też ją spełniają.`,
          },
          {
            key: 'one_side',
            value: rat(strict ? r : r + 1),
            feedback: 'Liczby ujemne też są blisko zera: $|x| \\le r$ to $-r \\le x \\le r$.',
          },
          {
            key: 'length_as_count',
            value: rat(2 * r),
            feedback: `$2 \\cdot ${r}$ to długość przedziału, a nie liczba liczb całkowitych w nim.`,
          },
        ]
      : level === 2
        ? [
            {
              key: 'center_sign',
              value: rat(strict ? -a - r + 1 : -a - r),
              feedback: `Środkiem jest liczba, dla której $${inner} = 0$, czyli $${a}$.`,
            },
            {
              key: 'endpoint',
              value: rat(strict ? a - r : a - r + 1),
              feedback: strict
                ? `Nierówność jest ostra: $${a - r}$ jej nie spełnia.`
                : `Nierówność jest nieostra: $${a - r}$ też ją spełnia.`,
            },
            { key: 'largest_given', value: rat(hi), feedback: 'To największa taka liczba. Pytamy o najmniejszą.' },
          ]
        : [
            { key: 'count_given', value: rat(count), feedback: `To liczba tych liczb całkowitych. Pytamy o ich sumę.` },
            {
              key: 'endpoints',
              value: rat(strict ? sum + 2 * a : sum - 2 * a),
              feedback: strict
                ? `Nierówność jest ostra: liczby $${a - r}$ i $${a + r}$ jej nie spełniają.`
                : `Nierówność jest nieostra: liczby $${a - r}$ i $${a + r}$ też ją spełniają.`,
            },
            {
              key: 'center_sign',
              value: rat(-sum),
              feedback: `Środkiem jest liczba $${a}$, a nie $${-a}$: $${inner} = 0$ dla $x = ${a}$.`,
            },
          ];
  if (!mistakesDistinct(rat(answer), mistakes)) return null;
  const what =
    level === 1
      ? 'Ile liczb całkowitych spełnia'
      : level === 2
        ? 'Jaka jest najmniejsza liczba całkowita spełniająca'
        : 'Oblicz sumę wszystkich liczb całkowitych spełniających';
  const solution = `$|${inner}| ${sign} ${r}$ oznacza, że odległość $x$ od $${a}$ jest ${strict ? 'mniejsza niż' : 'co najwyżej'} ${r}: $${a - r} ${sign} x ${sign} ${a + r}$. Liczby całkowite: od $${lo}$ do $${hi}$${level === 1 ? `, jest ich $${hi} - (${lo}) + 1 = ${count}$` : level === 2 ? `; najmniejsza to $${lo}$` : `; leżą symetrycznie wokół $${a}$, więc ich suma to $${count} \\cdot ${a < 0 ? `(${a})` : a} = ${sum}$`}.`;
  return {
    type: 'numeric',
    stem: `${what} nierówność $|${inner}| ${sign} ${r}$?`.replace(/^Oblicz(.*)\?$/, 'Oblicz$1.'),
    answer: numberAnswer(answer),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: 'Podaj mniejszy koniec przedziału rozwiązań.',
        value: rat(a - r),
        hints: [DISTANCE, `Od $${a}$ odsuń się o $${r}$ w lewo.`, `$${a} - ${r} = ${a - r}$`],
      }),
      numberStep({
        prompt: 'Podaj większy koniec przedziału rozwiązań.',
        value: rat(a + r),
        hints: [DISTANCE, `Od $${a}$ odsuń się o $${r}$ w prawo.`, `$${a} + ${r} = ${a + r}$`],
      }),
      numberStep({
        prompt:
          level === 1
            ? 'Ile liczb całkowitych spełnia nierówność?'
            : level === 2
              ? 'Jaka jest najmniejsza z tych liczb całkowitych?'
              : 'Oblicz sumę tych liczb całkowitych.',
        value: rat(answer),
        hints: [
          strict
            ? 'Nierówność jest ostra: końce przedziału nie należą do rozwiązań.'
            : 'Nierówność jest nieostra: końce przedziału należą do rozwiązań.',
          `Liczby całkowite od $${lo}$ do $${hi}$.`,
          level === 1
            ? `$${hi} - (${lo}) + 1 = ${count}$`
            : level === 2
              ? `$${lo}$`
              : `$${count} \\cdot ${a < 0 ? `(${a})` : a} = ${sum}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(answer, mistakes),
    solution,
    params: { a, r, strict: strict ? 1 : 0 },
  };
}

const absoluteValueInequality = defineTemplate({
  id: 'linear_inequalities.absolute-value-inequality',
  title: 'Nierówność z wartością bezwzględną: liczby całkowite',
  generate({ rng, level }) {
    return redrawItem(() => inequality(rng, level));
  },
});

export const absoluteValueInequalityTemplates: readonly QuestionTemplate[] = [absoluteValueInequality];
