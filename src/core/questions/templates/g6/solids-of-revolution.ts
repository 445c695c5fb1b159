/**
 * Walec, stożek i kula (podstawa 4-6.X.1: rozpoznaje walce, stożki i kule w sytuacjach
 * praktycznych i wskazuje je wśród innych brył): naming a drawn solid, an everyday object and a
 * solid described by its properties; and the radius and diameter of its base or of the ball.
 */
import type { McqOption, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { literalPattern, numberStep, step } from '../../kit/steps.ts';
import { cmText, qty, texValue } from '../../kit/format.ts';
import { type RoundSolid, solidFigure } from '../../chart-figures.ts';
import type { Rng } from '../../../math/random.ts';
import { type NounForms, pluralForm } from '../../../text/plural.ts';
import { type Rational, div, mul, rat } from '../../../math/rational.ts';

type SolidId = RoundSolid | 'graniastoslup' | 'kolo';

interface SolidInfo {
  /** The name as an answer option and as the pupil types it. */
  name: string;
  /** The same without Polish letters, as a pupil may type it on a phone. */
  ascii: string;
  /** How many bases it has (a circle has none: it is not a solid). */
  bases: number;
  /** What the solid is like, said when a pupil confuses it with another. */
  description: string;
}

const SOLIDS: Readonly<Record<SolidId, SolidInfo>> = {
  walec: {
    name: 'walec',
    ascii: 'walec',
    bases: 2,
    description: 'Walec ma dwie podstawy w kształcie jednakowych kół i zakrzywioną powierzchnię boczną.',
  },
  stozek: {
    name: 'stożek',
    ascii: 'stozek',
    bases: 1,
    description: 'Stożek ma jedną podstawę w kształcie koła, zakrzywioną powierzchnię boczną i wierzchołek.',
  },
  kula: {
    name: 'kula',
    ascii: 'kula',
    bases: 0,
    description: 'Kula nie ma podstaw ani krawędzi: każdy punkt jej powierzchni jest tak samo oddalony od środka.',
  },
  ostroslup: {
    name: 'ostrosłup',
    ascii: 'ostroslup',
    bases: 1,
    description:
      'Ostrosłup ma jedną podstawę w kształcie wielokąta i trójkątne ściany boczne, a jego krawędzie są odcinkami.',
  },
  graniastoslup: {
    name: 'graniastosłup',
    ascii: 'graniastoslup',
    bases: 2,
    description:
      'Graniastosłup ma dwie podstawy w kształcie wielokątów i płaskie ściany boczne — nie ma powierzchni zakrzywionych.',
  },
  kolo: {
    name: 'koło',
    ascii: 'kolo',
    bases: 0,
    description: 'Koło to figura płaska, a nie bryła: bryła w kształcie piłki to kula.',
  },
};

/** For each solid, the others a pupil mistakes it for, the likeliest first. */
const CONFUSED_WITH: Readonly<Record<RoundSolid, readonly SolidId[]>> = {
  walec: ['graniastoslup', 'stozek', 'kula'],
  stozek: ['ostroslup', 'walec', 'kula'],
  kula: ['kolo', 'walec', 'stozek'],
  ostroslup: ['stozek', 'graniastoslup', 'walec'],
};

/** Everyday objects of each shape (level 2). */
const OBJECTS: Readonly<Record<'walec' | 'stozek' | 'kula', readonly string[]>> = {
  walec: [
    'Puszka z groszkiem',
    'Bęben',
    'Kłoda drewna o prostych, gładkich bokach',
    'Okrągła świeca o prostych bokach',
  ],
  stozek: [
    'Wafelek do lodów (rożek)',
    'Czapeczka urodzinowa',
    'Pachołek drogowy (bez podstawki)',
    'Dach okrągłej wieży zamku',
  ],
  kula: ['Piłka do koszykówki', 'Globus (bez podstawki)', 'Szklana kulka do gry', 'Bombka choinkowa (bez zawieszki)'],
};

/** Properties and rotations that define each solid (level 3). */
const DESCRIPTIONS: Readonly<Record<'walec' | 'stozek' | 'kula', readonly string[]>> = {
  walec: [
    'Bryła powstała przez obrót prostokąta wokół prostej zawierającej jeden z jego boków.',
    'Bryła ma dwie podstawy, które są jednakowymi kołami, a jej powierzchnia boczna po rozwinięciu jest prostokątem.',
    'Bryła powstała przez obrót kwadratu wokół prostej zawierającej jeden z jego boków.',
  ],
  stozek: [
    'Bryła powstała przez obrót trójkąta prostokątnego wokół prostej zawierającej jedną z jego przyprostokątnych.',
    'Bryła ma jedną podstawę, która jest kołem, a jej powierzchnia boczna po rozwinięciu jest wycinkiem koła.',
    'Bryła powstała przez obrót trójkąta równoramiennego wokół prostej zawierającej jego wysokość opuszczoną na podstawę.',
  ],
  kula: [
    'Bryła powstała przez obrót półkola wokół prostej zawierającej jego średnicę.',
    'Bryła powstała przez obrót koła wokół prostej zawierającej jego średnicę.',
    'Bryła, której każdy punkt powierzchni jest tak samo oddalony od jednego punktu.',
  ],
};

const BASES: NounForms = { one: 'podstawę', few: 'podstawy', many: 'podstaw' };

const nameHint = (id: RoundSolid): string =>
  id === 'kula'
    ? 'Bryła bez podstaw i bez krawędzi, okrągła ze wszystkich stron, to kula.'
    : id === 'walec'
      ? 'Bryła z dwiema okrągłymi podstawami to walec.'
      : id === 'stozek'
        ? 'Bryła z jedną okrągłą podstawą i wierzchołkiem to stożek.'
        : 'Bryła z podstawą w kształcie wielokąta i trójkątnymi ścianami bocznymi to ostrosłup.';

/** A "name the solid" item: multiple choice with each wrong name a confusion with its feedback. */
function nameTheSolid(
  rng: Rng,
  id: RoundSolid,
  stem: string,
  extra: { figure?: string; params: Record<string, string | number> },
): GeneratedBody {
  const correct = SOLIDS[id];
  const wrong = CONFUSED_WITH[id].map((w) => ({
    id: w,
    errorKey: `confused_with_${w}`,
    feedback: `${SOLIDS[w].description} ${correct.description}`,
  }));
  const { options, answer } = mcqFromErrors(
    rng,
    correct.name,
    wrong.map((w): McqOption => ({ text: SOLIDS[w.id].name, errorKey: w.errorKey })),
  );
  const basesText = correct.bases === 0 ? 'nie ma podstaw' : `ma ${qty(correct.bases, BASES)}`;
  return {
    type: 'mcq',
    stem,
    ...(extra.figure ? { figure: extra.figure } : {}),
    options,
    answer,
    steps: [
      numberStep({
        prompt: 'Ile podstaw ma ta bryła?',
        value: rat(correct.bases),
        hints: [
          'Podstawy to płaskie ściany, na których bryła może stać (walec ma dwie, stożek jedną).',
          'Policz płaskie części powierzchni bryły.',
          `Ta bryła ${basesText}.`,
        ],
      }),
      step({
        prompt: 'Jak nazywa się ta bryła?',
        expected: correct.name,
        patterns: [literalPattern(correct.name), literalPattern(correct.ascii)],
        hints: [
          'Zwróć uwagę, czy bryła ma powierzchnię zakrzywioną i ile ma podstaw.',
          'Walec ma dwie okrągłe podstawy, stożek jedną i wierzchołek, kula nie ma podstaw.',
          nameHint(id),
        ],
        errors: wrong.map((w) => ({
          code: w.errorKey,
          patterns: [literalPattern(SOLIDS[w.id].name), literalPattern(SOLIDS[w.id].ascii)],
          feedback: w.feedback,
        })),
      }),
    ],
    commonErrors: wrong
      .filter((w) => options.some((o) => o.errorKey === w.errorKey))
      .map((w) => textError(w.errorKey, SOLIDS[w.id].name, w.feedback)),
    solution: `${correct.description} Liczba podstaw: ${correct.bases}. To ${correct.name}.`,
    params: extra.params,
  };
}

/** What a screen reader says of the drawn solid: its properties, as a pupil would feel it. */
const SOLID_ARIA: Readonly<Record<RoundSolid, string>> = {
  walec: 'Bryła o dwóch jednakowych okrągłych podstawach i zakrzywionej powierzchni bocznej',
  stozek: 'Bryła o jednej okrągłej podstawie, zakrzywionej powierzchni bocznej i wierzchołku',
  kula: 'Bryła okrągła ze wszystkich stron, bez podstaw i krawędzi',
  ostroslup: 'Bryła o kwadratowej podstawie i czterech trójkątnych ścianach bocznych schodzących się w wierzchołku',
};

const recognise = defineTemplate({
  id: 'solids_of_revolution.recognise',
  title: 'Rozpoznawanie walca, stożka i kuli',
  generate({ rng, level }) {
    if (level === 1) {
      const id = rng.pick<RoundSolid>(['walec', 'stozek', 'kula', 'ostroslup']);
      const r = rng.int(2, 6);
      // A cone or a pyramid drawn flat reads badly: its height stays above its base radius.
      const h = id === 'stozek' || id === 'ostroslup' ? r + rng.int(2, 5) : rng.int(3, 9);
      return nameTheSolid(rng, id, 'Na rysunku przedstawiono bryłę. Jak nazywa się ta bryła?', {
        figure: solidFigure(id, r, h, SOLID_ARIA[id]),
        params: { solid: id, r, h },
      });
    }
    const id = rng.pick<'walec' | 'stozek' | 'kula'>(['walec', 'stozek', 'kula']);
    if (level === 2) {
      const object = rng.pick(OBJECTS[id]);
      return nameTheSolid(rng, id, `${object} ma kształt bryły. Jak nazywa się ta bryła?`, {
        params: { solid: id, object },
      });
    }
    const description = rng.pick(DESCRIPTIONS[id]);
    return nameTheSolid(rng, id, `${description} Jak nazywa się ta bryła?`, { params: { solid: id, description } });
  },
});

// ── Radius and diameter ────────────────────────────────────────────────────────────────────

const DIAMETER_IS_TWO_RADII = 'Średnica koła (i kuli) jest dwa razy dłuższa od promienia.';

/** The step doubling a ball's radius r into its diameter d. */
const diameterStep = (prompt: string, r: Rational, d: Rational): QuestionStep =>
  numberStep({
    prompt,
    value: d,
    hints: [DIAMETER_IS_TWO_RADII, `Oblicz $${texValue(r)} \\cdot 2$.`, `$${texValue(r)} \\cdot 2 = ${texValue(d)}$`],
  });

/** Level 1: an object of a given shape, its radius from the diameter or the other way round. */
function radiusOrDiameter(rng: Rng): GeneratedBody {
  const shape = rng.pick(['kula', 'walec', 'stozek'] as const);
  const givenDiameter = rng.chance(0.5);
  const given = givenDiameter ? rat(2 * rng.int(3, 30)) : rat(rng.int(3, 30));
  const asked = givenDiameter ? div(given, rat(2)) : mul(given, rat(2));
  const what =
    shape === 'kula'
      ? { object: 'Piłka ma kształt kuli', part: 'tej kuli' }
      : shape === 'walec'
        ? { object: 'Puszka ma kształt walca', part: 'podstawy tego walca' }
        : { object: 'Lejek ma kształt stożka', part: 'podstawy tego stożka' };
  const [givenName, askedName] = givenDiameter ? ['średnicy', 'promień'] : ['promieniu', 'średnicę'];
  const given2 = shape === 'kula' ? `o ${givenName}` : `o ${givenName} podstawy`;
  const mistakes: NumericMistake[] = [
    {
      key: 'same_length',
      value: given,
      feedback: 'Promień i średnica to różne odcinki: średnica jest dwa razy dłuższa od promienia.',
    },
    {
      key: givenDiameter ? 'doubled_instead_of_halved' : 'halved_instead_of_doubled',
      value: givenDiameter ? mul(given, rat(2)) : div(given, rat(2)),
      feedback: givenDiameter
        ? 'Promień jest połową średnicy — trzeba podzielić przez 2, a nie mnożyć.'
        : 'Średnica to dwa promienie — trzeba pomnożyć przez 2, a nie dzielić.',
    },
  ];
  const op = givenDiameter ? ':' : '\\cdot';
  return {
    type: 'numeric',
    stem: `${what.object} ${given2} ${cmText(given)}. Oblicz ${askedName} ${what.part}.`,
    answer: numberAnswer(asked),
    answerHint: 'Podaj długość w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt: 'Ile promieni mieści się w średnicy?',
        value: rat(2),
        hints: [
          'Średnica przechodzi przez środek i łączy dwa punkty brzegu.',
          'Od środka do brzegu jest jeden promień — w każdą stronę.',
          'Dwa.',
        ],
      }),
      numberStep({
        // The nominative: "Ile centymetrów ma średnica?" (askedName is the accusative of "Oblicz średnicę").
        prompt: `Ile centymetrów ma ${givenDiameter ? 'promień' : 'średnica'}?`,
        value: asked,
        hints: [
          DIAMETER_IS_TWO_RADII,
          `Oblicz $${texValue(given)} ${op} 2$.`,
          `$${texValue(given)} ${op} 2 = ${texValue(asked)}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(asked, mistakes),
    solution: `${DIAMETER_IS_TWO_RADII} $${texValue(given)} ${op} 2 = ${texValue(asked)}$ cm.`,
    params: { shape, given: texValue(given), givenDiameter: givenDiameter ? 1 : 0 },
  };
}

/** Level 2: a rectangle or a right triangle turned about one of its sides; the solid's base diameter. */
function rotatedFigure(rng: Rng): GeneratedBody | null {
  const rectangle = rng.chance(0.5);
  const a = rng.int(2, 12);
  const b = rng.int(2, 12);
  if (a === b) return null;
  const axisLonger = rng.chance(0.5);
  const axis = axisLonger ? Math.max(a, b) : Math.min(a, b);
  const radius = axisLonger ? Math.min(a, b) : Math.max(a, b);
  const diameter = 2 * radius;
  const solid = rectangle ? 'walec' : 'stożek';
  const figure = rectangle
    ? `Prostokąt o bokach ${cmText(a)} i ${cmText(b)} obrócono wokół prostej zawierającej jego ${axisLonger ? 'dłuższy' : 'krótszy'} bok.`
    : `Trójkąt prostokątny o przyprostokątnych ${cmText(a)} i ${cmText(b)} obrócono wokół prostej zawierającej jego ${axisLonger ? 'dłuższą' : 'krótszą'} przyprostokątną.`;
  // Words agree with the side: a rectangle's side (bok, masculine), a triangle's leg (przyprostokątna, feminine).
  const other = rectangle ? 'drugi bok' : 'druga przyprostokątna';
  const onAxis = rectangle ? 'Bok leżący' : 'Przyprostokątna leżąca';
  const across = rectangle ? 'prostopadły' : 'prostopadła';
  const mistakes: NumericMistake[] = [
    {
      key: 'axis_as_radius',
      value: rat(2 * axis),
      feedback: `${onAxis} na osi obrotu staje się wysokością ${rectangle ? 'walca' : 'stożka'}. Promieniem podstawy jest ${other}.`,
    },
    {
      key: 'radius_not_doubled',
      value: rat(radius),
      feedback: `To promień podstawy. Średnica jest dwa razy dłuższa od promienia.`,
    },
    {
      key: 'axis_length',
      value: rat(axis),
      feedback: `To wysokość ${rectangle ? 'walca' : 'stożka'} (${rectangle ? 'bok' : 'przyprostokątna'} na osi obrotu), a nie średnica podstawy.`,
    },
  ];
  if (!mistakesDistinct(rat(diameter), mistakes)) return null;
  return {
    type: 'numeric',
    stem: `${figure} Otrzymano ${solid}. Oblicz średnicę podstawy tej bryły.`,
    answer: numberAnswer(diameter),
    answerHint: 'Podaj długość w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt: 'Jaki promień ma podstawa otrzymanej bryły (w cm)?',
        value: rat(radius),
        hints: [
          `${onAxis} na osi obrotu się nie porusza — staje się wysokością bryły.`,
          `Promieniem podstawy jest ${other}, ${across} do osi: zatacza koło.`,
          `Promień ma ${cmText(radius)}.`,
        ],
        errors: [{ code: 'axis_as_radius', value: rat(axis), feedback: mistakes[0]!.feedback }],
      }),
      numberStep({
        prompt: 'Oblicz średnicę podstawy (w cm).',
        value: rat(diameter),
        hints: [DIAMETER_IS_TWO_RADII, `Oblicz $${radius} \\cdot 2$.`, `$${radius} \\cdot 2 = ${diameter}$`],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(diameter, mistakes),
    solution: `${rectangle ? 'Bok' : 'Przyprostokątna'} o długości ${cmText(axis)} leży na osi obrotu i staje się wysokością bryły, a ${other} (${cmText(radius)}) zatacza podstawę — koło o promieniu ${cmText(radius)}. Średnica podstawy: $${radius} \\cdot 2 = ${diameter}$ cm.`,
    params: { rectangle: rectangle ? 1 : 0, a, b, axisLonger: axisLonger ? 1 : 0 },
  };
}

/** The verb agrees with the number: leżą 3 piłeczki, leży 5 piłeczek. */
const LIE: NounForms = { one: 'leży', few: 'leżą', many: 'leży' };
const BALLS: NounForms = { one: 'piłeczka', few: 'jednakowe piłeczki', many: 'jednakowych piłeczek' };

/** Level 3: balls stacked in a cylindrical tube, or a ball in a cube-shaped box. */
function ballsInBox(rng: Rng): GeneratedBody | null {
  const r: Rational = rng.chance(0.5) ? rat(rng.int(2, 9)) : rat(2 * rng.int(2, 8) + 1, 2);
  const d = mul(r, rat(2));
  if (rng.chance(0.3)) {
    // A ball touching every face of a cube-shaped box: the edge is the diameter.
    const mistakes: NumericMistake[] = [
      {
        key: 'radius_as_edge',
        value: r,
        feedback:
          'Kula dotyka dwóch przeciwległych ścian pudełka, więc krawędź jest równa średnicy, a nie promieniowi.',
      },
      {
        key: 'doubled_twice',
        value: mul(d, rat(2)),
        feedback: 'Krawędź sześcianu to jedna średnica kuli (dwa promienie).',
      },
    ];
    return {
      type: 'numeric',
      stem: `Piłkę w kształcie kuli o promieniu ${cmText(r)} zapakowano do pudełka w kształcie sześcianu tak, że piłka dotyka każdej ściany pudełka. Oblicz długość krawędzi tego pudełka.`,
      answer: numberAnswer(d),
      answerHint: 'Podaj długość w centymetrach.',
      unitLabel: 'cm',
      steps: [
        diameterStep('Ile centymetrów ma średnica piłki?', r, d),
        numberStep({
          prompt: 'Ile centymetrów ma krawędź pudełka?',
          value: d,
          hints: [
            'Piłka dotyka ściany dolnej i górnej.',
            'Odległość między tymi ścianami to średnica piłki.',
            `Krawędź ma ${cmText(d)}.`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(d, mistakes),
      solution: `Piłka dotyka dwóch przeciwległych ścian, więc krawędź pudełka jest równa średnicy piłki: $${texValue(r)} \\cdot 2 = ${texValue(d)}$ cm.`,
      params: { r: texValue(r), cube: 1 },
    };
  }
  const n = rng.int(3, 6);
  const height = mul(d, rat(n));
  const mistakes: NumericMistake[] = [
    {
      key: 'radius_as_diameter',
      value: mul(r, rat(n)),
      feedback: 'Każda piłeczka zajmuje w tubie swoją średnicę (dwa promienie), a nie jeden promień.',
    },
    {
      key: 'one_ball',
      value: d,
      feedback: `To wysokość jednej piłeczki. W tubie leży ich ${n}, jedna na drugiej.`,
    },
    {
      key: 'doubled_twice',
      value: mul(height, rat(2)),
      feedback: 'Średnica to dwa promienie, więc na każdą piłeczkę przypada $2r$, a nie $4r$.',
    },
  ];
  if (!mistakesDistinct(height, mistakes)) return null;
  return {
    type: 'numeric',
    stem: `W tubie w kształcie walca ${pluralForm(n, LIE)} ${qty(n, BALLS)} w kształcie kul o promieniu ${cmText(r)}, jedna na drugiej. Najniższa dotyka dna, najwyższa — pokrywki, a każda dotyka ściany bocznej tuby. Oblicz wysokość tuby.`,
    answer: numberAnswer(height),
    answerHint: 'Podaj długość w centymetrach.',
    unitLabel: 'cm',
    steps: [
      diameterStep('Ile centymetrów ma średnica jednej piłeczki?', r, d),
      numberStep({
        prompt: 'Oblicz wysokość tuby (w cm).',
        value: height,
        hints: [
          'Piłeczki leżą jedna na drugiej, każda zajmuje swoją średnicę.',
          `Pomnóż średnicę przez liczbę piłeczek: $${texValue(d)} \\cdot ${n}$.`,
          `$${texValue(d)} \\cdot ${n} = ${texValue(height)}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(height, mistakes),
    solution: `Średnica piłeczki: $${texValue(r)} \\cdot 2 = ${texValue(d)}$ cm. Wysokość tuby to ${n} średnic: $${texValue(d)} \\cdot ${n} = ${texValue(height)}$ cm.`,
    params: { r: texValue(r), n },
  };
}

const radiusDiameter = defineTemplate({
  id: 'solids_of_revolution.radius-diameter',
  title: 'Promień i średnica walca, stożka i kuli',
  generate({ rng, level }) {
    if (level === 1) return radiusOrDiameter(rng);
    return redrawItem(() => (level === 2 ? rotatedFigure(rng) : ballsInBox(rng)));
  },
});

export const solidsOfRevolutionTemplates: readonly QuestionTemplate[] = [recognise, radiusDiameter];
