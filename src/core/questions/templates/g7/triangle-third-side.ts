/**
 * The triangle inequality, second template (podstawa 7-8.VIII: stosuje nierówność trójkąta):
 * a whole-number third side between |a − b| and a + b, both ends excluded — the largest
 * (level 1), the smallest (level 2) and how many there are (level 3).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { cmText } from '../../kit/format.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';

const INEQUALITY = 'Każdy bok trójkąta jest krótszy od sumy dwóch pozostałych i dłuższy od ich różnicy.';

function thirdSide(rng: Rng, level: 1 | 2 | 3): GeneratedBody | null {
  const a = rng.int(2, 12);
  const b = rng.int(a + 1, a + 14);
  const lo = b - a + 1;
  const hi = a + b - 1;
  const count = hi - lo + 1;
  const ask = level === 1 ? 'największą' : 'najmniejszą';
  const answer = level === 1 ? hi : level === 2 ? lo : count;
  const mistakes: NumericMistake[] =
    level === 1
      ? [
          {
            key: 'equality_allowed',
            value: rat(a + b),
            feedback: `Gdyby trzeci bok miał ${cmText(a + b)}, odcinki ułożyłyby się w jedną linię — nie byłoby trójkąta. Bok musi być krótszy od sumy.`,
          },
          {
            key: 'longest_given',
            value: rat(b),
            feedback: 'Trzeci bok może być dłuższy od obu danych boków, byle był krótszy od ich sumy.',
          },
          { key: 'smallest_given', value: rat(lo), feedback: 'To najmniejsza możliwa długość. Pytamy o największą.' },
        ]
      : level === 2
        ? [
            {
              key: 'equality_allowed',
              value: rat(b - a),
              feedback: `Gdyby trzeci bok miał ${cmText(b - a)}, dwa krótsze boki razem byłyby równe najdłuższemu — nie byłoby trójkąta.`,
            },
            {
              key: 'any_length',
              value: rat(1),
              feedback: `Za krótki bok nie „sięgnie”: suma dwóch krótszych boków musi być większa od ${cmText(b)}.`,
            },
            { key: 'largest_given', value: rat(hi), feedback: 'To największa możliwa długość. Pytamy o najmniejszą.' },
          ]
        : [
            {
              key: 'endpoints_included',
              value: rat(count + 2),
              feedback: `Długości ${cmText(b - a)} i ${cmText(a + b)} nie dają trójkąta — końce się nie liczą.`,
            },
            {
              key: 'off_by_one',
              value: rat(count - 1),
              feedback: `Od ${lo} do ${hi} jest $${hi} - ${lo} + 1$ liczb całkowitych.`,
            },
            {
              key: 'largest_as_count',
              value: rat(hi),
              feedback: `To największa możliwa długość. Policz wszystkie długości od ${lo} do ${hi}.`,
            },
          ];
  if (!mistakesDistinct(rat(answer), mistakes)) return null;
  const stem =
    level === 3
      ? `Dwa boki trójkąta mają długości ${cmText(a)} i ${cmText(b)}. Długość trzeciego boku, wyrażona w centymetrach, jest liczbą całkowitą. Ile jest możliwych długości trzeciego boku?`
      : `Dwa boki trójkąta mają długości ${cmText(a)} i ${cmText(b)}. Długość trzeciego boku, wyrażona w centymetrach, jest liczbą całkowitą. Jaką ${ask} długość może mieć trzeci bok?`;
  const solution =
    `${INEQUALITY} Trzeci bok $x$ spełnia $${b} - ${a} < x < ${a} + ${b}$, czyli $${b - a} < x < ${a + b}$. Długości całkowite: od ${lo} do ${hi}${level === 3 ? `, jest ich $${hi} - ${lo} + 1 = ${count}$` : ''}. ${level === 1 ? `Największa to ${hi} cm.` : level === 2 ? `Najmniejsza to ${lo} cm.` : ''}`.trim();
  return {
    type: 'numeric',
    stem,
    answer: numberAnswer(answer),
    answerHint: level === 3 ? 'Wpisz liczbę.' : 'Podaj długość w centymetrach.',
    ...(level === 3 ? {} : { unitLabel: 'cm' }),
    steps: [
      numberStep({
        prompt: 'Od ilu centymetrów trzeci bok musi być krótszy?',
        value: rat(a + b),
        hints: [INEQUALITY, 'Dodaj długości danych boków.', `$${a} + ${b} = ${a + b}$`],
      }),
      numberStep({
        prompt: 'Od ilu centymetrów trzeci bok musi być dłuższy?',
        value: rat(b - a),
        hints: [INEQUALITY, 'Odejmij od dłuższego boku krótszy.', `$${b} - ${a} = ${b - a}$`],
      }),
      numberStep({
        prompt:
          level === 3
            ? 'Ile liczb całkowitych leży między tymi długościami?'
            : `Jaką ${ask} długość może mieć trzeci bok (w cm)?`,
        value: rat(answer),
        hints: [
          'Końce się nie liczą: przy równości odcinki nie tworzą trójkąta.',
          `$${b - a} < x < ${a + b}$`,
          level === 3 ? `Od ${lo} do ${hi}: $${hi} - ${lo} + 1 = ${count}$` : `${level === 1 ? hi : lo} cm`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(answer, mistakes),
    solution,
    params: { a, b },
  };
}

const triangleThirdSide = defineTemplate({
  id: 'triangle_properties.third-side',
  title: 'Nierówność trójkąta: długość trzeciego boku',
  generate({ rng, level }) {
    return redrawItem(() => thirdSide(rng, level));
  },
});

export const triangleThirdSideTemplates: readonly QuestionTemplate[] = [triangleThirdSide];
