/**
 * Radius, diameter, chord (podstawa 4-6.IX.5: koło i okrąg, promień, średnica, cięciwa): the
 * diameter is twice the radius (level 1), two radii and a chord make a triangle (level 2), equal
 * circles in a row fill a rectangle (level 3).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { cmText, qty, texValue } from '../../kit/format.ts';
import type { NounForms } from '../../../text/plural.ts';
import { type Rational, add, div, mul, rat } from '../../../math/rational.ts';

const DIAMETER_HINT = 'Średnica to cięciwa przechodząca przez środek okręgu; jest dwa razy dłuższa od promienia.';

const EQUAL_CIRCLES: NounForms = { one: 'koło', few: 'jednakowe koła', many: 'jednakowych kół' };

function radiusDiameter(length: number, givenDiameter: boolean): GeneratedBody {
  const given = rat(length);
  const asked = givenDiameter ? div(given, rat(2)) : mul(given, rat(2));
  const [givenName, askedName] = givenDiameter ? ['Średnica', 'promień'] : ['Promień', 'średnicę'];
  const mistakes: NumericMistake[] = [
    {
      key: 'same_length',
      value: given,
      feedback: 'Promień i średnica mają różne długości: średnica jest dwa razy dłuższa od promienia.',
    },
    {
      key: givenDiameter ? 'doubled_instead_of_halved' : 'halved_instead_of_doubled',
      value: givenDiameter ? mul(given, rat(2)) : div(given, rat(2)),
      feedback: givenDiameter
        ? 'Promień jest połową średnicy — trzeba podzielić przez 2, a nie mnożyć.'
        : 'Średnica jest dwa razy dłuższa od promienia — trzeba pomnożyć przez 2, a nie dzielić.',
    },
  ];
  const op = givenDiameter ? ':' : '\\cdot';
  return {
    type: 'numeric',
    stem: `${givenName} okręgu ma długość ${cmText(given)}. Oblicz ${askedName} tego okręgu.`,
    answer: numberAnswer(asked),
    answerHint: 'Podaj długość w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt: 'Ile razy średnica okręgu jest dłuższa od jego promienia?',
        value: rat(2),
        hints: [DIAMETER_HINT, 'Średnica składa się z dwóch promieni leżących na jednej prostej.', 'Dwa razy.'],
      }),
      numberStep({
        // The nominative: "Ile centymetrów ma średnica?" (askedName is the accusative of "Oblicz średnicę").
        prompt: `Ile centymetrów ma ${givenDiameter ? 'promień' : 'średnica'}?`,
        value: asked,
        hints: [
          givenDiameter ? 'Promień to połowa średnicy.' : 'Średnica to dwa promienie.',
          `Oblicz $${texValue(given)} ${op} 2$.`,
          `$${texValue(given)} ${op} 2 = ${texValue(asked)}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(asked, mistakes),
    solution: `${DIAMETER_HINT} $${texValue(given)} ${op} 2 = ${texValue(asked)}$ cm.`,
    params: { length, givenDiameter: givenDiameter ? 1 : 0 },
  };
}

function chordTriangle(r: number, chord: number): GeneratedBody | null {
  const perimeter = 2 * r + chord;
  const mistakes: NumericMistake[] = [
    {
      key: 'one_radius',
      value: rat(r + chord),
      feedback: 'Trójkąt $AOB$ ma dwa boki będące promieniami: $OA$ i $OB$.',
    },
    {
      key: 'diameter_as_side',
      value: rat(4 * r + chord),
      feedback: 'Boki $OA$ i $OB$ to promienie, a nie średnice: od środka do punktu okręgu jest jeden promień.',
    },
    {
      key: 'chord_omitted',
      value: rat(2 * r),
      feedback: 'Obwód to suma wszystkich trzech boków — dodaj też cięciwę $AB$.',
    },
  ];
  if (!mistakesDistinct(rat(perimeter), mistakes)) return null;
  return {
    type: 'numeric',
    stem: `Punkty $A$ i $B$ leżą na okręgu o środku $O$ i promieniu ${cmText(r)}. Cięciwa $AB$ ma długość ${cmText(chord)}. Oblicz obwód trójkąta $AOB$.`,
    answer: numberAnswer(perimeter),
    answerHint: 'Podaj obwód w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt: 'Jaką długość ma odcinek $OA$ (w cm)?',
        value: rat(r),
        hints: [
          'Punkt $O$ to środek okręgu, a $A$ leży na okręgu.',
          'Odcinek od środka okręgu do punktu na okręgu to promień.',
          `$|OA| = ${r}$ cm`,
        ],
      }),
      numberStep({
        prompt: 'Oblicz obwód trójkąta $AOB$ (w cm).',
        value: rat(perimeter),
        hints: ['$OB$ też jest promieniem.', `Dodaj $|OA| + |OB| + |AB|$.`, `$${r} + ${r} + ${chord} = ${perimeter}$`],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(perimeter, mistakes),
    solution: `$|OA| = |OB| = ${r}$ cm (promienie), więc obwód to $${r} + ${r} + ${chord} = ${perimeter}$ cm.`,
    params: { r, chord },
  };
}

function circlesInRectangle(n: number, r: Rational): GeneratedBody | null {
  const d = mul(r, rat(2));
  const long = mul(d, rat(n));
  const perimeter = mul(rat(2), add(long, d));
  const wrongLong = mul(r, rat(n));
  const mistakes: NumericMistake[] = [
    {
      key: 'radius_as_diameter',
      value: mul(rat(2), add(wrongLong, d)),
      feedback:
        'Wzdłuż dłuższego boku mieszczą się całe koła, więc liczymy ich średnice (po dwa promienie), a nie promienie.',
    },
    {
      key: 'half_perimeter',
      value: add(long, d),
      feedback: 'Obwód prostokąta to dwa razy suma długości jego boków.',
    },
    {
      key: 'sides_as_radii_count',
      value: mul(rat(2), add(long, r)),
      feedback: 'Krótszy bok prostokąta to średnica koła, a nie promień.',
    },
  ];
  if (!mistakesDistinct(perimeter, mistakes)) return null;
  return {
    type: 'numeric',
    stem: `W prostokącie ułożono w jednym rzędzie ${qty(n, EQUAL_CIRCLES)} o promieniu ${cmText(r)}. Sąsiednie koła stykają się ze sobą, a każde koło dotyka dłuższych boków prostokąta; skrajne koła dotykają też krótszych boków. Oblicz obwód prostokąta.`,
    answer: numberAnswer(perimeter),
    answerHint: 'Podaj obwód w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt: 'Jaka jest średnica jednego koła (w cm)?',
        value: d,
        hints: [DIAMETER_HINT, `Pomnóż $${texValue(r)} \\cdot 2$.`, `$${texValue(r)} \\cdot 2 = ${texValue(d)}$`],
      }),
      numberStep({
        prompt: 'Jaką długość ma dłuższy bok prostokąta (w cm)?',
        value: long,
        hints: [
          'Wzdłuż dłuższego boku mieszczą się średnice wszystkich kół.',
          `Pomnóż średnicę przez liczbę kół: $${texValue(d)} \\cdot ${n}$.`,
          `$${texValue(d)} \\cdot ${n} = ${texValue(long)}$`,
        ],
      }),
      numberStep({
        prompt: 'Oblicz obwód prostokąta (w cm).',
        value: perimeter,
        hints: [
          'Krótszy bok prostokąta jest równy średnicy koła.',
          `Oblicz $2 \\cdot (${texValue(long)} + ${texValue(d)})$.`,
          `$2 \\cdot (${texValue(long)} + ${texValue(d)}) = ${texValue(perimeter)}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(perimeter, mistakes),
    solution: `Średnica koła: $${texValue(r)} \\cdot 2 = ${texValue(d)}$ cm. Boki prostokąta: $${texValue(d)} \\cdot ${n} = ${texValue(long)}$ cm i ${cmText(d)}. Obwód: $2 \\cdot (${texValue(long)} + ${texValue(d)}) = ${texValue(perimeter)}$ cm.`,
    params: { n, r: r.n / r.d },
  };
}

const radiusDiameterChord = defineTemplate({
  id: 'circle.radius-diameter-chord',
  title: 'Promień, średnica i cięciwa',
  generate({ rng, level }) {
    if (level === 1) return radiusDiameter(rng.int(3, 40), rng.chance(0.5));
    return redrawItem(() => {
      if (level === 2) {
        const r = rng.int(3, 15);
        // A chord shorter than the diameter and not equal to the radius (then AOB is equilateral).
        const chord = rng.int(2, 2 * r - 1);
        return chord === r ? null : chordTriangle(r, chord);
      }
      const r = rng.chance(0.5) ? rat(rng.int(1, 9)) : rat(2 * rng.int(1, 6) + 1, 2);
      return circlesInRectangle(rng.int(3, 7), r);
    });
  },
});

export const circleRadiusChordTemplates: readonly QuestionTemplate[] = [radiusDiameterChord];
