/**
 * Nets of prisms and pyramids (podstawa 7-8.XI.1: siatki graniastosłupów i ostrosłupów): how many
 * polygons a net has (level 1), the rectangle the lateral faces of a regular prism's net form
 * (level 2), the perimeter of a regular pyramid's net (level 3).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { cmText, qty } from '../../kit/format.ts';
import type { NounForms } from '../../../text/plural.ts';
import { rat } from '../../../math/rational.ts';

/** The base's adjective for a prism or a pyramid (both nouns are masculine). */
const BASE_NAME: Readonly<Record<number, string>> = {
  3: 'trójkątny',
  4: 'czworokątny',
  5: 'pięciokątny',
  6: 'sześciokątny',
  7: 'siedmiokątny',
  8: 'ośmiokątny',
  10: 'dziesięciokątny',
};
const SIDES = [3, 4, 5, 6, 8] as const;
/** trójkątny → trójkątnego (an adjective's masculine genitive). */
const genitive = (adjective: string): string => `${adjective.slice(0, -1)}ego`;
const LATERAL_FACES: NounForms = { one: 'ściana boczna', few: 'ściany boczne', many: 'ścian bocznych' };

/** The mistakes as the answer step's recognised wrong values. */
function facesOfNet(n: number, prism: boolean): GeneratedBody {
  const solid = prism ? `graniastosłupa ${genitive(BASE_NAME[n]!)}` : `ostrosłupa ${genitive(BASE_NAME[n]!)}`;
  const bases = prism ? 2 : 1;
  const faces = n + bases;
  const mistakes: NumericMistake[] = [
    {
      key: 'bases_omitted',
      value: rat(n),
      feedback: prism
        ? 'Policzono tylko ściany boczne. Siatka graniastosłupa ma jeszcze dwie podstawy.'
        : 'Policzono tylko ściany boczne. Siatka ostrosłupa ma jeszcze podstawę.',
    },
    prism
      ? {
          key: 'one_base',
          value: rat(n + 1),
          feedback: 'Graniastosłup ma dwie podstawy (górną i dolną), więc na siatce są dwa wielokąty podstawy.',
        }
      : {
          key: 'two_bases',
          value: rat(n + 2),
          feedback: 'Ostrosłup ma tylko jedną podstawę — jego ściany boczne schodzą się w wierzchołku.',
        },
    prism
      ? {
          key: 'vertices_counted',
          value: rat(2 * n),
          feedback: 'Liczba wielokątów siatki to liczba ścian bryły, a nie jej wierzchołków.',
        }
      : {
          key: 'edges_counted',
          value: rat(2 * n),
          feedback: 'Liczba wielokątów siatki to liczba ścian bryły, a nie jej krawędzi.',
        },
  ];
  return {
    type: 'numeric',
    stem: `Ile wielokątów ma siatka ${solid}? Każdy wielokąt siatki to jedna ściana bryły.`,
    answer: numberAnswer(faces),
    answerHint: 'Wpisz liczbę.',
    steps: [
      numberStep({
        prompt: `Ile ścian bocznych ma ten ${prism ? 'graniastosłup' : 'ostrosłup'}?`,
        value: rat(n),
        hints: [
          'Każdemu bokowi podstawy odpowiada jedna ściana boczna.',
          `Podstawa jest ${n}-kątem.`,
          `Ścian bocznych jest ${n}.`,
        ],
      }),
      numberStep({
        prompt: 'Ile podstaw ma ta bryła?',
        value: rat(bases),
        hints: [
          prism
            ? 'Graniastosłup ma podstawę dolną i górną.'
            : 'Ściany boczne ostrosłupa schodzą się w jednym wierzchołku.',
          prism ? 'Podstawy graniastosłupa są do siebie równoległe.' : 'Naprzeciw wierzchołka leży podstawa.',
          prism ? 'Dwie podstawy.' : 'Jedna podstawa.',
        ],
      }),
      numberStep({
        prompt: 'Ile wielokątów ma siatka?',
        value: rat(faces),
        hints: ['Dodaj ściany boczne i podstawy.', `Dodaj $${n} + ${bases}$.`, `$${n} + ${bases} = ${faces}$`],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(faces, mistakes),
    solution: `Bryła ma ${prism ? 'dwie podstawy' : 'jedną podstawę'}, a ścian bocznych jest tyle, ile boków podstawy (${qty(n, LATERAL_FACES)}): $${n} + ${bases} = ${faces}$.`,
    params: { n, prism: prism ? 1 : 0 },
  };
}

function lateralRectangle(n: number, a: number, h: number): GeneratedBody | null {
  const length = n * a;
  const perimeter = 2 * (length + h);
  const mistakes: NumericMistake[] = [
    {
      key: 'one_face_only',
      value: rat(2 * (a + h)),
      feedback: `To obwód jednej ściany bocznej. Prostokąt na siatce tworzą wszystkie ściany boczne ułożone obok siebie (jest ich ${n}).`,
    },
    {
      key: 'half_perimeter',
      value: rat(length + h),
      feedback: 'Obwód prostokąta to suma wszystkich czterech boków: dwa razy długość i dwa razy szerokość.',
    },
    {
      key: 'edges_sum',
      value: rat(2 * n * a + n * h),
      feedback:
        'Policzono długości krawędzi graniastosłupa. Pytanie dotyczy brzegu prostokąta ze ścian bocznych na siatce.',
    },
  ];
  if (!mistakesDistinct(rat(perimeter), mistakes)) return null;
  return {
    type: 'numeric',
    stem: `Graniastosłup prawidłowy ${BASE_NAME[n]} ma krawędź podstawy długości ${cmText(a)} i wysokość ${cmText(h)}. Na jego siatce wszystkie ściany boczne leżą obok siebie i tworzą jeden prostokąt. Oblicz obwód tego prostokąta.`,
    answer: numberAnswer(perimeter),
    answerHint: 'Podaj obwód w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt: 'Jaką długość ma dłuższy bok tego prostokąta (w cm)?',
        value: rat(length),
        hints: [
          `Prostokąt tworzą wszystkie ściany boczne (jest ich ${n}), każda o szerokości ${cmText(a)}.`,
          `Pomnóż $${n} \\cdot ${a}$.`,
          `$${n} \\cdot ${a} = ${length}$ cm`,
        ],
      }),
      numberStep({
        prompt: 'Jaki jest obwód prostokąta (w cm)?',
        value: rat(perimeter),
        hints: [
          `Drugi bok prostokąta to wysokość graniastosłupa, ${cmText(h)}.`,
          `Oblicz $2 \\cdot (${length} + ${h})$.`,
          `$2 \\cdot (${length} + ${h}) = ${perimeter}$ cm`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(perimeter, mistakes),
    solution: `Prostokąt ma wymiary $${n} \\cdot ${a} = ${length}$ cm i ${cmText(h)}, więc jego obwód to $2 \\cdot (${length} + ${h}) = ${perimeter}$ cm.`,
    params: { n, a, h },
  };
}

function pyramidNetPerimeter(n: number, a: number, b: number): GeneratedBody | null {
  const outer = 2 * n;
  const perimeter = outer * b;
  const mistakes: NumericMistake[] = [
    {
      key: 'edges_sum',
      value: rat(n * a + n * b),
      feedback:
        'To suma krawędzi ostrosłupa. Na brzegu siatki leżą tylko krawędzie boczne, każda dwa razy; krawędzie podstawy są w środku siatki.',
    },
    {
      key: 'lateral_once',
      value: rat(n * b),
      feedback: 'Każdy trójkąt ściany bocznej ma na brzegu siatki dwa boki, a nie jeden.',
    },
    {
      key: 'base_counted',
      value: rat(n * a + outer * b),
      feedback: 'Boki podstawy nie leżą na brzegu siatki: do każdego z nich przyłożony jest trójkąt ściany bocznej.',
    },
  ];
  if (!mistakesDistinct(rat(perimeter), mistakes)) return null;
  return {
    type: 'numeric',
    stem: `Ostrosłup prawidłowy ${BASE_NAME[n]} ma krawędź podstawy długości ${cmText(a)} i krawędź boczną długości ${cmText(b)}. Jego siatka składa się z podstawy i trójkątów ścian bocznych przyłożonych do każdego boku podstawy. Oblicz obwód tej siatki.`,
    answer: numberAnswer(perimeter),
    answerHint: 'Podaj obwód w centymetrach.',
    unitLabel: 'cm',
    steps: [
      numberStep({
        prompt: 'Z ilu odcinków składa się brzeg siatki?',
        value: rat(outer),
        hints: [
          'Boki podstawy są zakryte przez trójkąty, więc nie leżą na brzegu.',
          `Każdy trójkąt ściany bocznej ma na brzegu dwa boki — dwie krawędzie boczne. Trójkątów jest ${n}.`,
          `$${n} \\cdot 2 = ${outer}$`,
        ],
      }),
      numberStep({
        prompt: 'Jaki jest obwód siatki (w cm)?',
        value: rat(perimeter),
        hints: [
          `Każdy odcinek brzegu to krawędź boczna długości ${cmText(b)}.`,
          `Pomnóż $${outer} \\cdot ${b}$.`,
          `$${outer} \\cdot ${b} = ${perimeter}$ cm`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(perimeter, mistakes),
    solution: `Brzeg siatki tworzy $${n} \\cdot 2 = ${outer}$ krawędzi bocznych, więc obwód to $${outer} \\cdot ${b} = ${perimeter}$ cm.`,
    params: { n, a, b },
  };
}

const prismPyramidNets = defineTemplate({
  id: 'solid_nets_sections.prism-pyramid-nets',
  title: 'Siatki graniastosłupów i ostrosłupów',
  generate({ rng, level }) {
    if (level === 1) return facesOfNet(rng.pick([...SIDES, 7, 10]), rng.chance(0.5));
    return redrawItem(() => {
      const n = rng.pick(SIDES);
      const a = rng.int(2, 12);
      if (level === 2) return lateralRectangle(n, a, rng.int(3, 20));
      // A lateral edge longer than the base's circumradius makes a real pyramid.
      const b = rng.int(a, a + 12);
      const circumradius = a / (2 * Math.sin(Math.PI / n));
      return b > circumradius + 0.5 ? pyramidNetPerimeter(n, a, b) : null;
    });
  },
});

export const prismPyramidNetsTemplates: readonly QuestionTemplate[] = [prismPyramidNets];
