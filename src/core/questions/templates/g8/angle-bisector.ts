/**
 * The angle bisector (podstawa 7-8.XV: dwusieczna kąta): the bisector halves an angle (level 1),
 * an angle from its half and the angle adjacent to it (level 2), the angle between a triangle's
 * side and the bisector of its opposite angle (level 3).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { degreesTex } from '../../kit/format.ts';
import { rat } from '../../../math/rational.ts';

const BISECTOR_HINT = 'Dwusieczna dzieli kąt na dwa kąty o równych miarach.';
const ANSWER_HINT = 'Podaj miarę kąta w stopniach.';

/** The step whose answer is the item's answer, with the mistakes as its recognised wrong values. */
function answerStep(
  prompt: string,
  value: number,
  hints: readonly [string, string, string],
  mistakes: readonly NumericMistake[],
) {
  return numberStep({
    prompt,
    value: rat(value),
    hints,
    errors: stepErrors(mistakes),
  });
}

function halfAngle(alpha: number): GeneratedBody {
  const half = alpha / 2;
  const mistakes: NumericMistake[] = [
    {
      key: 'not_halved',
      value: rat(alpha),
      feedback: 'To miara całego kąta $AOB$. Dwusieczna dzieli go na dwie równe części — podziel przez 2.',
    },
    {
      key: 'doubled',
      value: rat(2 * alpha),
      feedback: 'Kąt $AOC$ jest połową kąta $AOB$, więc trzeba dzielić przez 2, a nie mnożyć.',
    },
    {
      key: 'supplementary_halved',
      value: rat(180 - alpha, 2),
      feedback: `Podzielono na pół kąt przyległy do kąta $AOB$. Dwusieczna dzieli sam kąt $AOB$, czyli $${degreesTex(alpha)}$.`,
    },
  ];
  return {
    type: 'numeric',
    stem: `Półprosta $OC$ jest dwusieczną kąta $AOB$, który ma miarę $${degreesTex(alpha)}$. Oblicz miarę kąta $AOC$.`,
    answer: numberAnswer(half),
    answerHint: ANSWER_HINT,
    unitLabel: '°',
    steps: [
      numberStep({
        prompt: 'Na ile kątów o równych miarach dwusieczna dzieli kąt $AOB$?',
        value: rat(2),
        hints: [BISECTOR_HINT, 'Kąty $AOC$ i $COB$ mają równe miary.', 'Na dwa kąty.'],
      }),
      answerStep(
        'Ile stopni ma kąt $AOC$?',
        half,
        [
          'Kąt $AOC$ jest połową kąta $AOB$.',
          `Podziel $${degreesTex(alpha)}$ przez 2.`,
          `$${degreesTex(alpha)} : 2 = ${degreesTex(half)}$`,
        ],
        mistakes,
      ),
    ],
    commonErrors: numberErrors(half, mistakes),
    solution: `Dwusieczna dzieli kąt na dwa równe kąty, więc $|\\sphericalangle AOC| = ${degreesTex(alpha)} : 2 = ${degreesTex(half)}$.`,
    params: { alpha },
  };
}

function adjacentAngle(beta: number): GeneratedBody {
  const whole = 2 * beta;
  const adjacent = 180 - whole;
  const mistakes: NumericMistake[] = [
    {
      key: 'half_not_doubled',
      value: rat(180 - beta),
      feedback: `Kąt $AOC$ to tylko połowa kąta $AOB$. Najpierw oblicz cały kąt: $|\\sphericalangle AOB| = 2 \\cdot ${degreesTex(beta)}$.`,
    },
    {
      key: 'stopped_at_whole_angle',
      value: rat(whole),
      feedback: 'To miara kąta $AOB$. Pytanie dotyczy kąta $BOD$, przyległego do niego: odejmij od $180^\\circ$.',
    },
    {
      key: 'adjacent_as_vertical',
      value: rat(beta),
      feedback: 'Kąt przyległy nie jest równy danemu kątowi. Kąty przyległe dają razem $180^\\circ$.',
    },
  ];
  return {
    type: 'numeric',
    stem: `Półprosta $OC$ jest dwusieczną kąta $AOB$, a $|\\sphericalangle AOC| = ${degreesTex(beta)}$. Półprosta $OD$ jest przedłużeniem ramienia $OA$ poza wierzchołek $O$, więc kąty $AOB$ i $BOD$ są przyległe. Oblicz miarę kąta $BOD$.`,
    answer: numberAnswer(adjacent),
    answerHint: ANSWER_HINT,
    unitLabel: '°',
    steps: [
      numberStep({
        prompt: 'Ile stopni ma kąt $AOB$?',
        value: rat(whole),
        hints: [
          BISECTOR_HINT,
          'Kąt $AOB$ składa się z dwóch kątów równych kątowi $AOC$.',
          `$2 \\cdot ${degreesTex(beta)} = ${degreesTex(whole)}$`,
        ],
      }),
      answerStep(
        'Ile stopni ma kąt $BOD$?',
        adjacent,
        [
          'Kąty przyległe dają razem $180^\\circ$.',
          `Odejmij miarę kąta $AOB$ od $180^\\circ$.`,
          `$180^\\circ - ${degreesTex(whole)} = ${degreesTex(adjacent)}$`,
        ],
        mistakes,
      ),
    ],
    commonErrors: numberErrors(adjacent, mistakes),
    solution: `$|\\sphericalangle AOB| = 2 \\cdot ${degreesTex(beta)} = ${degreesTex(whole)}$, więc $|\\sphericalangle BOD| = 180^\\circ - ${degreesTex(whole)} = ${degreesTex(adjacent)}$.`,
    params: { beta },
  };
}

function bisectorInTriangle(alpha: number, beta: number): GeneratedBody | null {
  const half = alpha / 2;
  const adb = 180 - beta - half;
  const mistakes: NumericMistake[] = [
    {
      key: 'not_halved',
      value: rat(180 - beta - alpha),
      feedback: `W trójkącie $ABD$ przy wierzchołku $A$ jest tylko połowa kąta $BAC$: $${degreesTex(alpha)} : 2 = ${degreesTex(half)}$.`,
    },
    {
      key: 'adjacent_angle',
      value: rat(beta + half),
      feedback: 'To miara kąta $ADC$, przyległego do kąta $ADB$. Kąt $ADB$ leży w trójkącie $ABD$.',
    },
    {
      key: 'angle_b_omitted',
      value: rat(180 - half),
      feedback: 'Od $180^\\circ$ odjęto tylko kąt $BAD$. W trójkącie $ABD$ trzeba odjąć też kąt $ABD$.',
    },
  ];
  if (!mistakesDistinct(rat(adb), mistakes)) return null;
  return {
    type: 'numeric',
    stem: `W trójkącie $ABC$ kąt $BAC$ ma miarę $${degreesTex(alpha)}$, a kąt $ABC$ ma miarę $${degreesTex(beta)}$. Dwusieczna kąta $BAC$ przecina bok $BC$ w punkcie $D$. Oblicz miarę kąta $ADB$.`,
    answer: numberAnswer(adb),
    answerHint: ANSWER_HINT,
    unitLabel: '°',
    steps: [
      numberStep({
        prompt: 'Ile stopni ma kąt $BAD$?',
        value: rat(half),
        hints: [BISECTOR_HINT, 'Kąt $BAD$ jest połową kąta $BAC$.', `$${degreesTex(alpha)} : 2 = ${degreesTex(half)}$`],
      }),
      answerStep(
        'Ile stopni ma kąt $ADB$?',
        adb,
        [
          'Suma miar kątów trójkąta $ABD$ jest równa $180^\\circ$.',
          `Od $180^\\circ$ odejmij miary kątów $BAD$ i $ABD$.`,
          `$180^\\circ - ${degreesTex(half)} - ${degreesTex(beta)} = ${degreesTex(adb)}$`,
        ],
        mistakes,
      ),
    ],
    commonErrors: numberErrors(adb, mistakes),
    solution: `$|\\sphericalangle BAD| = ${degreesTex(alpha)} : 2 = ${degreesTex(half)}$. W trójkącie $ABD$: $|\\sphericalangle ADB| = 180^\\circ - ${degreesTex(half)} - ${degreesTex(beta)} = ${degreesTex(adb)}$.`,
    params: { alpha, beta },
  };
}

const angleBisector = defineTemplate({
  id: 'symmetry.angle-bisector',
  title: 'Dwusieczna kąta',
  generate({ rng, level }) {
    if (level === 1) return halfAngle(2 * rng.int(13, 85));
    if (level === 2) {
      // Not 45°: then the angle and its adjacent one are both right and the question is trivial.
      return redrawItem(() => {
        const beta = rng.int(15, 80);
        return beta === 45 ? null : adjacentAngle(beta);
      });
    }
    return redrawItem(() => {
      const alpha = 2 * rng.int(15, 60);
      const beta = rng.int(25, 110);
      return alpha + beta <= 160 ? bisectorInTriangle(alpha, beta) : null;
    });
  },
});

export const angleBisectorTemplates: readonly QuestionTemplate[] = [angleBisector];
