/**
 * Perpendicular and parallel lines (podstawa 4-6.VII.1–2: proste i odcinki prostopadłe i
 * równoległe): a ray between two perpendicular lines (level 1), a line crossing two parallel lines
 * (level 2), a line perpendicular to one of two parallel lines and another line crossing them (level 3).
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { degreesTex } from '../../kit/format.ts';
import { rat } from '../../../math/rational.ts';

const PERPENDICULAR_HINT = 'Proste prostopadłe tworzą kąt prosty, czyli $90^\\circ$.';
const PARALLEL_HINT = 'Prosta przecinająca dwie proste równoległe tworzy z nimi kąty o tych samych miarach.';

interface Item {
  stem: string;
  first: { prompt: string; value: number; hints: readonly [string, string, string] };
  answer: number;
  last: readonly [string, string, string];
  mistakes: NumericMistake[];
  solution: string;
}

function body(item: Item, params: Record<string, number>): GeneratedBody {
  return {
    type: 'numeric',
    stem: item.stem,
    answer: numberAnswer(item.answer),
    answerHint: 'Podaj miarę kąta w stopniach.',
    unitLabel: '°',
    steps: [
      numberStep({ prompt: item.first.prompt, value: rat(item.first.value), hints: item.first.hints }),
      numberStep({
        prompt: 'Ile stopni ma szukany kąt?',
        value: rat(item.answer),
        hints: item.last,
        errors: stepErrors(item.mistakes),
      }),
    ],
    commonErrors: numberErrors(item.answer, item.mistakes),
    solution: item.solution,
    params,
  };
}

function rayBetween(alpha: number): GeneratedBody {
  const answer = 90 - alpha;
  return body(
    {
      stem: `Proste $k$ i $l$ są prostopadłe i przecinają się w punkcie $O$. Półprosta $OA$ leży wewnątrz jednego z kątów prostych między nimi i tworzy z prostą $k$ kąt $${degreesTex(alpha)}$. Jaki kąt tworzy półprosta $OA$ z prostą $l$?`,
      first: {
        prompt: 'Ile stopni ma kąt między prostymi $k$ i $l$?',
        value: 90,
        hints: [PERPENDICULAR_HINT, 'Proste $k$ i $l$ są prostopadłe.', 'Kąt między nimi ma $90^\\circ$.'],
      },
      answer,
      last: [
        'Półprosta $OA$ dzieli kąt prosty na dwa kąty.',
        `Odejmij $${degreesTex(alpha)}$ od $90^\\circ$.`,
        `$90^\\circ - ${degreesTex(alpha)} = ${degreesTex(answer)}$`,
      ],
      mistakes: [
        {
          key: 'straight_angle_used',
          value: rat(180 - alpha),
          feedback: 'Proste $k$ i $l$ są prostopadłe, więc odejmujemy od $90^\\circ$, a nie od $180^\\circ$.',
        },
        {
          key: 'same_angle',
          value: rat(alpha),
          feedback: 'Kąty przy prostej $k$ i przy prostej $l$ razem tworzą kąt prosty — nie muszą być równe.',
        },
      ],
      solution: `Kąt między prostymi prostopadłymi ma $90^\\circ$, więc szukany kąt ma $90^\\circ - ${degreesTex(alpha)} = ${degreesTex(answer)}$.`,
    },
    { alpha },
  );
}

function transversal(alpha: number): GeneratedBody {
  const answer = 180 - alpha;
  return body(
    {
      stem: `Proste $a$ i $b$ są równoległe. Prosta $c$ przecina prostą $a$ pod kątem ostrym $${degreesTex(alpha)}$. Oblicz miarę kąta rozwartego, który prosta $c$ tworzy z prostą $b$.`,
      first: {
        prompt: 'Ile stopni ma kąt ostry między prostymi $c$ i $b$?',
        value: alpha,
        hints: [
          PARALLEL_HINT,
          'Prosta $b$ jest równoległa do $a$, więc $c$ przecina ją pod tym samym kątem.',
          `Kąt ostry ma $${degreesTex(alpha)}$.`,
        ],
      },
      answer,
      last: [
        'Kąt ostry i kąt rozwarty przy jednym punkcie przecięcia są przyległe.',
        'Kąty przyległe dają razem $180^\\circ$.',
        `$180^\\circ - ${degreesTex(alpha)} = ${degreesTex(answer)}$`,
      ],
      mistakes: [
        {
          key: 'acute_given',
          value: rat(alpha),
          feedback: 'To kąt ostry. Pytanie dotyczy kąta rozwartego — przyległego do niego.',
        },
        {
          key: 'right_angle_used',
          value: rat(90 + alpha),
          feedback: 'Kąty przyległe dają razem $180^\\circ$: odejmij kąt ostry od $180^\\circ$.',
        },
      ],
      solution: `Prosta $c$ przecina $b$ pod tym samym kątem ostrym $${degreesTex(alpha)}$ co $a$, więc kąt rozwarty ma $180^\\circ - ${degreesTex(alpha)} = ${degreesTex(answer)}$.`,
    },
    { alpha },
  );
}

function perpendicularAndTransversal(alpha: number): GeneratedBody {
  const answer = 90 - alpha;
  return body(
    {
      stem: `Proste $a$ i $b$ są równoległe. Prosta $c$ jest prostopadła do prostej $a$. Prosta $d$ przecina prostą $b$ pod kątem ostrym $${degreesTex(alpha)}$, a prostą $c$ w punkcie leżącym między prostymi $a$ i $b$. Oblicz miarę kąta ostrego między prostymi $c$ i $d$.`,
      first: {
        prompt: 'Pod jakim kątem prosta $c$ przecina prostą $b$? Podaj miarę w stopniach.',
        value: 90,
        hints: [
          PARALLEL_HINT,
          'Prosta prostopadła do jednej z dwóch prostych równoległych jest prostopadła do drugiej.',
          '$c$ przecina $b$ pod kątem $90^\\circ$.',
        ],
      },
      answer,
      last: [
        'Proste $b$, $c$ i $d$ tworzą trójkąt prostokątny.',
        'Suma kątów trójkąta to $180^\\circ$; jeden z nich ma $90^\\circ$.',
        `$180^\\circ - 90^\\circ - ${degreesTex(alpha)} = ${degreesTex(answer)}$`,
      ],
      mistakes: [
        {
          key: 'same_angle',
          value: rat(alpha),
          feedback:
            'Prosta $c$ nie jest równoległa do $b$, więc $d$ nie przecina jej pod tym samym kątem. $c$ jest prostopadła do $b$.',
        },
        {
          key: 'right_angle_omitted',
          value: rat(180 - alpha),
          feedback: 'W trójkącie utworzonym przez $b$, $c$ i $d$ jest kąt prosty — odejmij go też od $180^\\circ$.',
        },
      ],
      solution: `Prosta $c$ jest prostopadła także do $b$ ($90^\\circ$). W trójkącie prostokątnym utworzonym przez $b$, $c$ i $d$ szukany kąt ma $180^\\circ - 90^\\circ - ${degreesTex(alpha)} = ${degreesTex(answer)}$.`,
    },
    { alpha },
  );
}

const perpendicularParallel = defineTemplate({
  id: 'polygons_properties.perpendicular-parallel',
  title: 'Proste prostopadłe i równoległe',
  generate({ rng, level }) {
    return redrawItem(() => {
      const alpha = rng.int(12, 78);
      // 45°: the two angles of level 1 and 3 would be equal and the mistake "same angle" right.
      if (alpha === 45) return null;
      if (level === 1) return rayBetween(alpha);
      if (level === 2) return transversal(alpha);
      return perpendicularAndTransversal(alpha);
    });
  },
});

export const perpendicularParallelTemplates: readonly QuestionTemplate[] = [perpendicularParallel];
