/**
 * Inscribed and central angles (podstawa LO.VIII: stosuje twierdzenia o kątach wpisanym
 * i środkowym). Every figure is drawn from the item's angles, so what the pupil sees agrees
 * with the text.
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { type NumericItemSpec, numericItem } from '../../kit/numeric-item.ts';
import { circlePointsFigure } from '../../figures.ts';
import { rat } from '../../../math/rational.ts';

const DEGREES_HINT = 'Wpisz miarę kąta w stopniach.';
const THEOREM =
  'Kąt wpisany jest połową kąta środkowego opartego na tym samym łuku: $|\\sphericalangle ACB| = \\frac{1}{2}|\\sphericalangle AOB|$.';

/** Angle measure for prose inside KaTeX: 40^\circ. */
const deg = (v: number): string => `${v}^\\circ`;

/** An item whose answer is an angle in degrees. */
const angleItem = (spec: Omit<NumericItemSpec, 'answerHint' | 'unitLabel'>): GeneratedBody =>
  numericItem({ ...spec, answerHint: DEGREES_HINT, unitLabel: '°' });

/**
 * Central angle AOB and inscribed angle ACB on the same (minor) arc AB: level 1 gives the
 * central angle, level 2 the inscribed one, level 3 asks for the base angle OAB of the
 * isosceles triangle AOB.
 */
function inscribedCentral(level: 1 | 2 | 3, alpha: number, cShift: number): GeneratedBody | null {
  const central = 2 * alpha;
  // A and B symmetric about the bottom of the circle, C on the major arc.
  const points = [
    { name: 'A', deg: 270 - alpha },
    { name: 'B', deg: 270 + alpha },
    { name: 'C', deg: 90 + cShift },
  ];
  const segments: [string, string][] = [
    ['C', 'A'],
    ['C', 'B'],
    ['O', 'A'],
    ['O', 'B'],
  ];
  const setting =
    'Punkty $A$, $B$ i $C$ leżą na okręgu o środku $O$ (rysunek), a kąty $ACB$ i $AOB$ są oparte na tym samym łuku $AB$.';
  // Levels 1–2: one of the two angles on arc AB given, the other asked.
  const sameArcFigure = (given: { at: 'O' | 'C'; label: string }, asked: 'O' | 'C', ariaLabel: string): string =>
    circlePointsFigure({
      points,
      segments,
      angles: [
        { at: given.at, from: 'A', to: 'B', label: given.label },
        { at: asked, from: 'A', to: 'B', label: '?' },
      ],
      ariaLabel,
    });
  const ratioStep = numberStep({
    prompt: 'Ile razy kąt środkowy jest większy od kąta wpisanego opartego na tym samym łuku?',
    value: rat(2),
    hints: ['Porównaj kąt przy środku okręgu z kątem przy punkcie $C$.', THEOREM, 'Dwa razy.'],
  });
  if (level === 1) {
    const mistakes: NumericMistake[] = [
      {
        key: 'inscribed_equals_central',
        value: rat(central),
        feedback: 'Kąt wpisany nie jest równy kątowi środkowemu: jest jego połową.',
      },
      {
        key: 'doubled_instead_of_halved',
        value: rat(2 * central),
        feedback: 'To kąt środkowy jest dwa razy większy od wpisanego, więc kąt wpisany otrzymasz, dzieląc przez 2.',
      },
      {
        key: 'supplement',
        value: rat(180 - central),
        feedback: 'Kąty $ACB$ i $AOB$ nie dają razem $180^\\circ$. Kąt wpisany to połowa kąta środkowego.',
      },
    ];
    if (!mistakesDistinct(rat(alpha), mistakes)) return null;
    return angleItem({
      stem: `${setting} Kąt środkowy $AOB$ ma miarę $${deg(central)}$. Oblicz miarę kąta wpisanego $ACB$.`,
      figure: sameArcFigure(
        { at: 'O', label: `${central}°` },
        'C',
        `Okrąg o środku O, kąt środkowy AOB o mierze ${central}° i kąt wpisany ACB oparty na tym samym łuku`,
      ),
      value: alpha,
      mistakes,
      steps: [
        ratioStep,
        numberStep({
          prompt: 'Oblicz miarę kąta $ACB$ (w stopniach).',
          value: rat(alpha),
          hints: [
            'Kąt wpisany jest mniejszy od kąta środkowego.',
            `Podziel $${central}$ przez 2.`,
            `$${central} : 2 = ${alpha}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      solution: `${THEOREM} Stąd $|\\sphericalangle ACB| = ${central}^\\circ : 2 = ${deg(alpha)}$.`,
      params: { alpha, central, cShift },
    });
  }
  if (level === 2) {
    const mistakes: NumericMistake[] = [
      {
        key: 'central_equals_inscribed',
        value: rat(alpha),
        feedback: 'Kąt środkowy nie jest równy kątowi wpisanemu: jest od niego dwa razy większy.',
      },
      {
        key: 'halved_instead_of_doubled',
        value: rat(alpha, 2),
        feedback: 'Kąt środkowy jest WIĘKSZY od wpisanego — trzeba pomnożyć przez 2, a nie dzielić.',
      },
      {
        key: 'supplement',
        value: rat(180 - alpha),
        feedback: 'Kąty $ACB$ i $AOB$ nie dają razem $180^\\circ$. Kąt środkowy to podwojony kąt wpisany.',
      },
    ];
    if (!mistakesDistinct(rat(central), mistakes)) return null;
    return angleItem({
      stem: `${setting} Kąt wpisany $ACB$ ma miarę $${deg(alpha)}$. Oblicz miarę kąta środkowego $AOB$.`,
      figure: sameArcFigure(
        { at: 'C', label: `${alpha}°` },
        'O',
        `Okrąg o środku O, kąt wpisany ACB o mierze ${alpha}° i kąt środkowy AOB oparty na tym samym łuku`,
      ),
      value: central,
      mistakes,
      steps: [
        ratioStep,
        numberStep({
          prompt: 'Oblicz miarę kąta $AOB$ (w stopniach).',
          value: rat(central),
          hints: [
            'Kąt środkowy jest większy od kąta wpisanego.',
            `Pomnóż $${alpha}$ przez 2.`,
            `$${alpha} \\cdot 2 = ${central}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      solution: `${THEOREM} Stąd $|\\sphericalangle AOB| = 2 \\cdot ${deg(alpha)} = ${deg(central)}$.`,
      params: { alpha, central, cShift },
    });
  }
  // Level 3: the base angle of the isosceles triangle AOB.
  const base = 90 - alpha;
  const mistakes: NumericMistake[] = [
    {
      key: 'base_from_inscribed',
      value: rat(180 - 2 * alpha),
      feedback: `Kąt $AOB$ to kąt środkowy, równy $2 \\cdot ${deg(alpha)}$. Trójkąt $AOB$ ma dwa równe kąty przy podstawie $AB$ — podziel resztę do $180^\\circ$ na dwa.`,
    },
    {
      key: 'central_as_inscribed',
      value: alpha % 2 === 0 ? rat(90 - alpha / 2) : rat(180 - alpha, 2),
      feedback: `Kąt $AOB$ nie jest równy kątowi $ACB$: kąt środkowy jest dwa razy większy, czyli ma $${deg(central)}$.`,
    },
    {
      key: 'central_angle_given',
      value: rat(central),
      feedback: 'To miara kąta środkowego $AOB$. Pytamy o kąt $OAB$ przy podstawie trójkąta $AOB$.',
    },
  ];
  if (!mistakesDistinct(rat(base), mistakes)) return null;
  return angleItem({
    stem: `${setting} Kąt wpisany $ACB$ ma miarę $${deg(alpha)}$. Oblicz miarę kąta $OAB$.`,
    figure: circlePointsFigure({
      points,
      segments: [...segments, ['A', 'B']],
      angles: [
        { at: 'C', from: 'A', to: 'B', label: `${alpha}°` },
        { at: 'A', from: 'O', to: 'B', label: '?' },
      ],
      ariaLabel: `Okrąg o środku O, kąt wpisany ACB o mierze ${alpha}°, trójkąt AOB`,
    }),
    value: base,
    mistakes,
    steps: [
      numberStep({
        prompt: 'Oblicz miarę kąta środkowego $AOB$ (w stopniach).',
        value: rat(central),
        hints: [THEOREM, `Pomnóż $${alpha}$ przez 2.`, `$2 \\cdot ${alpha} = ${central}$`],
        errors: [
          {
            code: 'central_as_inscribed',
            value: rat(alpha),
            feedback: 'Kąt środkowy jest dwa razy większy od kąta wpisanego opartego na tym samym łuku.',
          },
        ],
      }),
      numberStep({
        prompt: 'Oblicz miarę kąta $OAB$ (w stopniach).',
        value: rat(base),
        hints: [
          'Odcinki $OA$ i $OB$ to promienie, więc trójkąt $AOB$ jest równoramienny.',
          `Kąty przy podstawie $AB$ są równe: $(180^\\circ - ${deg(central)}) : 2$.`,
          `$(180 - ${central}) : 2 = ${base}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    solution: `${THEOREM} Zatem $|\\sphericalangle AOB| = 2 \\cdot ${deg(alpha)} = ${deg(central)}$. Trójkąt $AOB$ jest równoramienny ($|OA| = |OB|$ — promienie), więc $|\\sphericalangle OAB| = (180^\\circ - ${deg(central)}) : 2 = ${deg(base)}$.`,
    params: { alpha, central, cShift },
  });
}

const inscribedCentralTemplate = defineTemplate({
  id: 'circle_angles.inscribed-central',
  title: 'Kąt wpisany i kąt środkowy',
  generate({ rng, level }) {
    return redrawItem(() => {
      // Level 1 gives the central angle: an even number of degrees, so its half is whole.
      const alpha = rng.int(level === 3 ? 12 : 15, level === 3 ? 78 : 80);
      const cShift = rng.pick([-40, -25, -10, 10, 25, 40]);
      return inscribedCentral(level, alpha, cShift);
    });
  },
});

/**
 * The other angles of the theorem: an angle inscribed in a semicircle is right (level 1),
 * inscribed angles on the same arc are equal (level 2), an inscribed angle on the longer arc
 * is half of 360° minus the central angle (level 3).
 */
function diameterAndArcs(level: 1 | 2 | 3, a: number, b: number): GeneratedBody | null {
  if (level === 1) {
    // AB is a diameter, C on the upper half: the angle CAB = beta puts C at 2·beta.
    const beta = a;
    const answer = 90 - beta;
    const mistakes: NumericMistake[] = [
      {
        key: 'equal_angles',
        value: rat(beta),
        feedback: 'Kąty $CAB$ i $ABC$ nie muszą być równe. Kąt $ACB$ jest prosty, bo jest oparty na średnicy.',
      },
      {
        key: 'no_right_angle',
        value: rat(180 - beta),
        feedback: 'W trójkącie $ABC$ jest jeszcze kąt $ACB$ — oparty na średnicy, więc prosty ($90^\\circ$).',
      },
      {
        key: 'central_angle',
        value: rat(2 * beta),
        feedback: 'To miara kąta środkowego $COB$. Pytamy o kąt $ABC$ w trójkącie $ABC$.',
      },
    ];
    if (!mistakesDistinct(rat(answer), mistakes)) return null;
    return angleItem({
      stem: `Odcinek $AB$ jest średnicą okręgu o środku $O$, a punkt $C$ leży na tym okręgu (rysunek). Kąt $CAB$ ma miarę $${deg(beta)}$. Oblicz miarę kąta $ABC$.`,
      figure: circlePointsFigure({
        points: [
          { name: 'A', deg: 180 },
          { name: 'B', deg: 0 },
          { name: 'C', deg: 2 * beta },
        ],
        segments: [
          ['A', 'B'],
          ['A', 'C'],
          ['C', 'B'],
        ],
        angles: [
          { at: 'A', from: 'C', to: 'B', label: `${beta}°` },
          { at: 'B', from: 'A', to: 'C', label: '?' },
        ],
        ariaLabel: `Okrąg o środku O i średnicy AB, punkt C na okręgu, kąt CAB o mierze ${beta}°`,
      }),
      value: answer,
      mistakes,
      steps: [
        numberStep({
          prompt: 'Jaką miarę ma kąt $ACB$ (w stopniach)?',
          value: rat(90),
          hints: [
            'Kąt $ACB$ jest kątem wpisanym opartym na średnicy $AB$.',
            'Kąt środkowy oparty na półokręgu ma $180^\\circ$, a kąt wpisany jest jego połową.',
            '$180 : 2 = 90$',
          ],
        }),
        numberStep({
          prompt: 'Oblicz miarę kąta $ABC$ (w stopniach).',
          value: rat(answer),
          hints: [
            'Suma kątów trójkąta $ABC$ jest równa $180^\\circ$.',
            `Odejmij: $180 - 90 - ${beta}$.`,
            `$180 - 90 - ${beta} = ${answer}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      solution: `Kąt $ACB$ jest oparty na średnicy, więc ma $90^\\circ$. Z sumy kątów trójkąta: $|\\sphericalangle ABC| = 180^\\circ - 90^\\circ - ${deg(beta)} = ${deg(answer)}$.`,
      params: { beta },
    });
  }
  if (level === 2) {
    // A, B symmetric about the bottom (arc AB = 2·alpha); D on the major arc with angle DAB = beta.
    const alpha = a;
    const beta = b;
    const answer = 180 - alpha - beta;
    if (2 * beta < 40 || answer < 20) return null;
    const dDeg = 270 + alpha + 2 * beta;
    const cDeg = (dDeg + 630 - alpha) / 2; // halfway along the arc from D to A
    const mistakes: NumericMistake[] = [
      {
        key: 'inscribed_doubled',
        value: rat(180 - 2 * alpha - beta),
        feedback: `Kąt $ADB$ jest oparty na tym samym łuku co kąt $ACB$, więc jest mu równy: ma $${deg(alpha)}$, a nie dwa razy więcej.`,
      },
      {
        key: 'equal_to_given',
        value: rat(alpha),
        feedback: 'Kąt $ABD$ nie jest oparty na łuku $AB$. Równy kątowi $ACB$ jest kąt $ADB$.',
      },
      {
        key: 'sum_of_given',
        value: rat(alpha + beta),
        feedback: 'Kąt $ABD$ to trzeci kąt trójkąta $ABD$: od $180^\\circ$ odejmij dwa pozostałe.',
      },
    ];
    if (!mistakesDistinct(rat(answer), mistakes)) return null;
    return angleItem({
      stem: `Punkty $A$, $B$, $C$ i $D$ leżą na okręgu (rysunek), a kąty $ACB$ i $ADB$ są oparte na tym samym łuku $AB$. Kąt $ACB$ ma miarę $${deg(alpha)}$, a kąt $DAB$ ma miarę $${deg(beta)}$. Oblicz miarę kąta $ABD$.`,
      figure: circlePointsFigure({
        points: [
          { name: 'A', deg: 270 - alpha },
          { name: 'B', deg: 270 + alpha },
          { name: 'C', deg: cDeg },
          { name: 'D', deg: dDeg },
        ],
        segments: [
          ['C', 'A'],
          ['C', 'B'],
          ['D', 'A'],
          ['D', 'B'],
          ['A', 'B'],
        ],
        angles: [
          { at: 'C', from: 'A', to: 'B', label: `${alpha}°` },
          { at: 'A', from: 'D', to: 'B', label: `${beta}°` },
          { at: 'B', from: 'A', to: 'D', label: '?' },
        ],
        ariaLabel: `Okrąg z punktami A, B, C i D, kąt ACB o mierze ${alpha}°, kąt DAB o mierze ${beta}°`,
        centre: false,
      }),
      value: answer,
      mistakes,
      steps: [
        numberStep({
          prompt: 'Jaką miarę ma kąt $ADB$ (w stopniach)?',
          value: rat(alpha),
          hints: [
            'Kąty $ACB$ i $ADB$ są kątami wpisanymi opartymi na tym samym łuku $AB$.',
            'Kąty wpisane oparte na tym samym łuku są równe.',
            `$|\\sphericalangle ADB| = |\\sphericalangle ACB| = ${deg(alpha)}$`,
          ],
          errors: [
            {
              code: 'inscribed_doubled',
              value: rat(2 * alpha),
              feedback: 'To byłby kąt środkowy. Kąty wpisane oparte na tym samym łuku są równe.',
            },
          ],
        }),
        numberStep({
          prompt: 'Oblicz miarę kąta $ABD$ (w stopniach).',
          value: rat(answer),
          hints: [
            'Suma kątów trójkąta $ABD$ jest równa $180^\\circ$.',
            `Odejmij: $180 - ${alpha} - ${beta}$.`,
            `$180 - ${alpha} - ${beta} = ${answer}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      solution: `Kąty wpisane $ADB$ i $ACB$ są oparte na tym samym łuku, więc $|\\sphericalangle ADB| = ${deg(alpha)}$. W trójkącie $ABD$: $|\\sphericalangle ABD| = 180^\\circ - ${deg(alpha)} - ${deg(beta)} = ${deg(answer)}$.`,
      params: { alpha, beta },
    });
  }
  // Level 3: the central angle AOB = gamma over the upper (shorter) arc, D on that arc.
  const gamma = 2 * a;
  const answer = 180 - a;
  const mistakes: NumericMistake[] = [
    {
      key: 'half_of_central',
      value: rat(a),
      feedback: `Połowa kąta $AOB$ to kąt wpisany oparty na łuku $AB$ z punktem $D$. Kąt $ADB$ jest oparty na drugim, dłuższym łuku: $(360^\\circ - ${deg(gamma)}) : 2$.`,
    },
    {
      key: 'central_as_inscribed',
      value: rat(gamma),
      feedback: 'Kąt wpisany nie jest równy kątowi środkowemu.',
    },
    {
      key: 'supplement_of_central',
      value: rat(180 - gamma),
      feedback: `Kąt $ADB$ jest połową kąta środkowego $360^\\circ - ${deg(gamma)}$, opartego na tym samym łuku co on.`,
    },
  ];
  if (!mistakesDistinct(rat(answer), mistakes)) return null;
  return angleItem({
    stem: `Punkty $A$, $B$ i $D$ leżą na okręgu o środku $O$ (rysunek). Kąt środkowy $AOB$ ma miarę $${deg(gamma)}$, a punkt $D$ leży na krótszym łuku $AB$. Oblicz miarę kąta $ADB$.`,
    figure: circlePointsFigure({
      points: [
        { name: 'A', deg: 90 + a },
        { name: 'B', deg: 90 - a },
        { name: 'D', deg: 90 + b },
      ],
      segments: [
        ['O', 'A'],
        ['O', 'B'],
        ['D', 'A'],
        ['D', 'B'],
      ],
      angles: [
        { at: 'O', from: 'A', to: 'B', label: `${gamma}°` },
        { at: 'D', from: 'A', to: 'B', label: '?' },
      ],
      ariaLabel: `Okrąg o środku O, kąt środkowy AOB o mierze ${gamma}°, punkt D na krótszym łuku AB`,
    }),
    value: answer,
    mistakes,
    steps: [
      numberStep({
        prompt: 'Jaką miarę ma kąt środkowy oparty na dłuższym łuku $AB$ (w stopniach)?',
        value: rat(360 - gamma),
        hints: [
          'Kąt $ADB$ jest oparty na łuku $AB$, na którym nie leży punkt $D$ — tym dłuższym.',
          'Kąt pełny ma $360^\\circ$: odejmij kąt $AOB$.',
          `$360 - ${gamma} = ${360 - gamma}$`,
        ],
      }),
      numberStep({
        prompt: 'Oblicz miarę kąta $ADB$ (w stopniach).',
        value: rat(answer),
        hints: [
          'Kąt wpisany jest połową kąta środkowego opartego na tym samym łuku.',
          `Podziel $${360 - gamma}$ przez 2.`,
          `$${360 - gamma} : 2 = ${answer}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    solution: `Kąt $ADB$ jest oparty na dłuższym łuku $AB$, na którym jest oparty kąt środkowy $360^\\circ - ${deg(gamma)} = ${deg(360 - gamma)}$. Kąt wpisany jest jego połową: $|\\sphericalangle ADB| = ${deg(360 - gamma)} : 2 = ${deg(answer)}$.`,
    params: { gamma },
  });
}

const diameterAndArcsTemplate = defineTemplate({
  id: 'circle_angles.diameter-and-arcs',
  title: 'Kąt oparty na średnicy i kąty oparte na tym samym łuku',
  generate({ rng, level }) {
    return redrawItem(() => {
      if (level === 1) return diameterAndArcs(1, rng.int(12, 78), 0);
      if (level === 2) return diameterAndArcs(2, rng.int(25, 75), rng.int(20, 110));
      // Level 3: half of the central angle, and D's place on the shorter arc (not at its ends).
      const half = rng.int(25, 80);
      return diameterAndArcs(3, half, rng.int(-half + 15, half - 15));
    });
  },
});

export const circleAnglesTemplates: readonly QuestionTemplate[] = [inscribedCentralTemplate, diameterAndArcsTemplate];
