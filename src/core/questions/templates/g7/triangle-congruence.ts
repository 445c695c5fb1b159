/**
 * Triangle congruence (podstawa 7-8.VIII.3: cechy przystawania trójkątów): which case — bok–bok–bok,
 * bok–kąt–bok, kąt–bok–kąt — the given equalities satisfy, or that they are not enough. Level 1
 * gives the three cases plainly, level 2 adds data that are not enough (an angle not between the
 * equal sides, three equal angles), level 3 gives data from which an angle or a side must first be
 * computed (the angle sum, the perimeter).
 */
import type { Rng } from '../../../math/random.ts';
import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { textError } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { numberStep, step } from '../../kit/steps.ts';
import { cmText, degreesTex } from '../../kit/format.ts';
import { rat } from '../../../math/rational.ts';

type Verdict = 'sss' | 'sas' | 'asa' | 'none';

const OPTION_TEXT: Readonly<Record<Verdict, string>> = {
  sss: 'Trójkąty są przystające na podstawie cechy bok–bok–bok.',
  sas: 'Trójkąty są przystające na podstawie cechy bok–kąt–bok.',
  asa: 'Trójkąty są przystające na podstawie cechy kąt–bok–kąt.',
  none: 'Z tych danych nie wynika, że trójkąty są przystające.',
};

const CASE_NAME: Readonly<Record<Verdict, string>> = {
  sss: 'bok–bok–bok',
  sas: 'bok–kąt–bok',
  asa: 'kąt–bok–kąt',
  none: '',
};

const ERROR_KEY: Readonly<Record<Verdict, string>> = {
  sss: 'chose_sss',
  sas: 'chose_sas',
  asa: 'chose_asa',
  none: 'chose_not_enough',
};

const CASES_HINT =
  'Cechy przystawania: bok–bok–bok (trzy pary równych boków), bok–kąt–bok (dwie pary równych boków i równe kąty między nimi), kąt–bok–kąt (para równych boków i równe kąty przy tych bokach).';

/** Why choosing `wrong` is a mistake when the data give `right`. */
function feedbackFor(wrong: Verdict, right: Verdict): string {
  if (wrong === 'none') {
    return `Te dane wystarczają: spełniają warunki cechy ${CASE_NAME[right]}.`;
  }
  const requirement: Record<Exclude<Verdict, 'none'>, string> = {
    sss: 'Cecha bok–bok–bok wymaga równości wszystkich trzech par boków.',
    sas: 'Cecha bok–kąt–bok wymaga dwóch par równych boków i równych kątów zawartych między tymi bokami.',
    asa: 'Cecha kąt–bok–kąt wymaga pary równych boków i równych kątów przyległych do tych boków.',
  };
  return right === 'none'
    ? `${requirement[wrong]} Podane dane tego nie zapewniają, więc nie wynika z nich przystawanie.`
    : `${requirement[wrong]} Tutaj dane pasują do innej cechy.`;
}

/** One drawn situation: the data as Polish text, the verdict, the first step and the solution. */
interface Situation {
  verdict: Verdict;
  data: string;
  first: ReturnType<typeof numberStep>;
  why: string;
  params: Record<string, number | string>;
}

const pairsStep = (pairs: number, list: string): ReturnType<typeof numberStep> =>
  numberStep({
    prompt: 'Ile par odpowiadających sobie boków ma według danych równe długości?',
    value: rat(pairs),
    hints: [
      'Wierzchołki odpowiadają sobie w kolejności: $A$ i $K$, $B$ i $L$, $C$ i $M$.',
      'Policz równości długości boków w danych (kątów nie licz).',
      pairs === 0 ? 'Żadna para boków nie jest podana.' : `Równe są: ${list}.`,
    ],
  });

function triangleSides(rng: Rng): [number, number, number] {
  return redraw(() => {
    const a = rng.int(3, 12);
    const b = rng.int(3, 12);
    const c = rng.int(3, 12);
    return a + b > c && a + c > b && b + c > a && new Set([a, b, c]).size === 3 ? [a, b, c] : null;
  });
}

function sss(rng: Rng): Situation {
  const [a, b, c] = triangleSides(rng);
  return {
    verdict: 'sss',
    data: `$|AB| = |KL| = ${a}$ cm, $|BC| = |LM| = ${b}$ cm, $|AC| = |KM| = ${c}$ cm.`,
    first: pairsStep(3, '$AB$ i $KL$, $BC$ i $LM$, $AC$ i $KM$'),
    why: 'Liczba par równych boków: 3. Wszystkie trzy pary odpowiadających sobie boków są równe — to cecha bok–bok–bok.',
    params: { a, b, c },
  };
}

function sas(rng: Rng): Situation {
  const [a, b] = triangleSides(rng);
  const angle = rng.int(25, 130);
  return {
    verdict: 'sas',
    data: `$|AB| = |KL| = ${a}$ cm, $|BC| = |LM| = ${b}$ cm, $|\\sphericalangle ABC| = |\\sphericalangle KLM| = ${degreesTex(angle)}$.`,
    first: pairsStep(2, '$AB$ i $KL$ oraz $BC$ i $LM$'),
    why: 'Liczba par równych boków: 2. Dwie pary boków są równe, a równe kąty $ABC$ i $KLM$ leżą między tymi bokami — to cecha bok–kąt–bok.',
    params: { a, b, angle },
  };
}

function asa(rng: Rng): Situation {
  const [a] = triangleSides(rng);
  const alpha = rng.int(25, 85);
  const beta = rng.int(25, 150 - alpha);
  return {
    verdict: 'asa',
    data: `$|AB| = |KL| = ${a}$ cm, $|\\sphericalangle BAC| = |\\sphericalangle LKM| = ${degreesTex(alpha)}$, $|\\sphericalangle ABC| = |\\sphericalangle KLM| = ${degreesTex(beta)}$.`,
    first: pairsStep(1, '$AB$ i $KL$'),
    why: 'Liczba par równych boków: 1. Boki $AB$ i $KL$ są równe, a kąty przy ich końcach też są równe — to cecha kąt–bok–kąt.',
    params: { a, alpha, beta },
  };
}

/** Two sides and an angle that is not between them (bok–bok–kąt): not a congruence case. */
function ssa(rng: Rng): Situation {
  // The angle lies opposite the shorter side and a·sin(angle) < b < a: two different triangles
  // fit the data (with the angle opposite the longer side the triangle would be unique).
  const { a, b, angle } = redraw(() => {
    const [a, b] = triangleSides(rng);
    const angle = rng.int(25, 70);
    return b < a && a * Math.sin((angle * Math.PI) / 180) < b - 0.3 ? { a, b, angle } : null;
  });
  return {
    verdict: 'none',
    data: `$|AB| = |KL| = ${a}$ cm, $|AC| = |KM| = ${b}$ cm, $|\\sphericalangle ABC| = |\\sphericalangle KLM| = ${degreesTex(angle)}$.`,
    first: pairsStep(2, '$AB$ i $KL$ oraz $AC$ i $KM$'),
    why: 'Liczba par równych boków: 2. Równe kąty $ABC$ i $KLM$ nie leżą między równymi bokami (kąt między $AB$ i $AC$ to kąt przy wierzchołku $A$). Takie dane nie są cechą przystawania: mogą je spełniać trójkąty różnych kształtów.',
    params: { a, b, angle },
  };
}

/** Three equal angles and no side: similar, not necessarily congruent. */
function aaa(rng: Rng): Situation {
  const alpha = rng.int(25, 85);
  const beta = rng.int(25, 150 - alpha);
  const gamma = 180 - alpha - beta;
  return {
    verdict: 'none',
    data: `$|\\sphericalangle A| = |\\sphericalangle K| = ${degreesTex(alpha)}$, $|\\sphericalangle B| = |\\sphericalangle L| = ${degreesTex(beta)}$, $|\\sphericalangle C| = |\\sphericalangle M| = ${degreesTex(gamma)}$.`,
    first: pairsStep(0, ''),
    why: 'Liczba par równych boków: 0. Równe są tylko kąty, a żaden bok. Trójkąty o tych samych kątach mogą mieć różne wielkości (jeden może być powiększeniem drugiego), więc nie wynika z tego przystawanie.',
    params: { alpha, beta, gamma },
  };
}

/** Angles at A and C, and at K and L: the third angle must be computed before kąt–bok–kąt shows. */
function asaComputed(rng: Rng): Situation {
  const [a] = triangleSides(rng);
  const alpha = rng.int(25, 85);
  const beta = rng.int(25, 150 - alpha);
  const gamma = 180 - alpha - beta;
  if (gamma === beta) return asaComputed(rng);
  return {
    verdict: 'asa',
    data: `W trójkącie $ABC$: $|AB| = ${a}$ cm, $|\\sphericalangle A| = ${degreesTex(alpha)}$, $|\\sphericalangle C| = ${degreesTex(gamma)}$. W trójkącie $KLM$: $|KL| = ${a}$ cm, $|\\sphericalangle K| = ${degreesTex(alpha)}$, $|\\sphericalangle L| = ${degreesTex(beta)}$.`,
    first: numberStep({
      prompt: 'Ile stopni ma kąt $B$ trójkąta $ABC$?',
      value: rat(beta),
      hints: [
        'Suma miar kątów trójkąta jest równa $180^\\circ$.',
        'Od $180^\\circ$ odejmij miary kątów $A$ i $C$.',
        `$180^\\circ - ${degreesTex(alpha)} - ${degreesTex(gamma)} = ${degreesTex(beta)}$`,
      ],
    }),
    why: `Kąt $B$ ma miarę $180^\\circ - ${degreesTex(alpha)} - ${degreesTex(gamma)} = ${degreesTex(beta)}$, tyle co kąt $L$. Boki $AB$ i $KL$ są równe i kąty przy ich końcach są równe — to cecha kąt–bok–kąt.`,
    params: { a, alpha, beta, gamma },
  };
}

/** Two pairs of sides and equal perimeters: the third pair follows, so bok–bok–bok. */
function sssPerimeter(rng: Rng): Situation {
  const [a, b, c] = triangleSides(rng);
  const p = a + b + c;
  return {
    verdict: 'sss',
    data: `$|AB| = |KL| = ${a}$ cm, $|BC| = |LM| = ${b}$ cm, a obwód każdego z tych trójkątów jest równy ${cmText(p)}.`,
    first: numberStep({
      prompt: 'Ile centymetrów ma bok $KM$?',
      value: rat(c),
      hints: [
        'Obwód to suma długości trzech boków.',
        `Od obwodu odejmij długości boków $KL$ i $LM$.`,
        `$${p} - ${a} - ${b} = ${c}$`,
      ],
    }),
    why: `Trzeci bok każdego trójkąta ma długość $${p} - ${a} - ${b} = ${c}$ cm, więc $|AC| = |KM|$ i wszystkie trzy pary boków są równe — to cecha bok–bok–bok.`,
    params: { a, b, c, p },
  };
}

/** Two equal angles but the equal sides lie opposite different angles: not enough. */
function mismatchedSide(rng: Rng): Situation {
  const [a] = triangleSides(rng);
  const alpha = rng.int(25, 85);
  const beta = rng.int(25, 150 - alpha);
  const gamma = 180 - alpha - beta;
  if (new Set([alpha, beta, gamma]).size < 3) return mismatchedSide(rng);
  return {
    verdict: 'none',
    data: `W trójkącie $ABC$: $|AB| = ${a}$ cm, $|\\sphericalangle A| = ${degreesTex(alpha)}$, $|\\sphericalangle B| = ${degreesTex(beta)}$. W trójkącie $KLM$: $|KM| = ${a}$ cm, $|\\sphericalangle K| = ${degreesTex(alpha)}$, $|\\sphericalangle M| = ${degreesTex(gamma)}$.`,
    first: numberStep({
      prompt: 'Ile stopni ma kąt $L$ trójkąta $KLM$?',
      value: rat(beta),
      hints: [
        'Suma miar kątów trójkąta jest równa $180^\\circ$.',
        'Od $180^\\circ$ odejmij miary kątów $K$ i $M$.',
        `$180^\\circ - ${degreesTex(alpha)} - ${degreesTex(gamma)} = ${degreesTex(beta)}$`,
      ],
    }),
    why: `Kąty obu trójkątów są równe, ale bok długości ${cmText(a)} leży w trójkącie $ABC$ naprzeciw kąta $C$ ($${degreesTex(gamma)}$), a w trójkącie $KLM$ naprzeciw kąta $L$ ($${degreesTex(beta)}$). Równe boki nie odpowiadają sobie, więc trójkąty nie są przystające — mają te same kąty, ale różne wielkości.`,
    params: { a, alpha, beta, gamma },
  };
}

const LEVEL_CASES: readonly (readonly ((rng: Rng) => Situation)[])[] = [
  [sss, sas, asa],
  [sss, sas, asa, ssa, aaa],
  [asaComputed, sssPerimeter, mismatchedSide, ssa],
];

const congruence = defineTemplate({
  id: 'triangle_properties.congruence-case',
  title: 'Cechy przystawania trójkątów',
  generate({ rng, level }): GeneratedBody {
    const s = rng.pick(LEVEL_CASES[level - 1]!)(rng);
    const wrong = (['sss', 'sas', 'asa', 'none'] as const).filter((v) => v !== s.verdict);
    const distractors: McqOption[] = wrong.map((v) => ({ text: OPTION_TEXT[v], errorKey: ERROR_KEY[v] }));
    const { options, answer } = mcqFromErrors(rng, OPTION_TEXT[s.verdict], distractors);
    const letter = 'ABCD'[answer.index]!;
    return {
      type: 'mcq',
      stem: `O trójkątach $ABC$ i $KLM$ wiadomo, że: ${s.data} Które zdanie jest prawdziwe?`,
      options,
      answer,
      steps: [
        s.first,
        step({
          prompt: 'Którą odpowiedź wybierasz? Wpisz literę A, B, C albo D.',
          expected: letter,
          patterns: [`^${letter.toLowerCase()}$`],
          hints: [CASES_HINT, 'Sprawdź, czy równe kąty leżą między równymi bokami albo przy równym boku.', s.why],
        }),
      ],
      commonErrors: wrong.map((v) => textError(ERROR_KEY[v], OPTION_TEXT[v], feedbackFor(v, s.verdict))),
      solution: `${s.why} Poprawna odpowiedź: ${letter}.`,
      params: { verdict: s.verdict, ...s.params },
    };
  },
});

export const triangleCongruenceTemplates: readonly QuestionTemplate[] = [congruence];
