import type { CommonError, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { nonZeroInt, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { type PfStatement, drawTruths, pfPairBody } from '../../kit/true-false-pair.ts';
import { numberPattern, step, numberStep } from '../../kit/steps.ts';
import { cmText } from '../../kit/format.ts';
import { rat, type Rational } from '../../../math/rational.ts';
import {
  coordinatePlane,
  svgDoc,
  svgDot,
  svgLine,
  svgPolygon,
  svgText,
  svgVertexLabel,
  svgSideLabel,
  centroid,
  fitToBox,
  type Pt,
} from '../../figures.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

/** A triangle ABC in maths coordinates (y up) with A at the origin and B on the positive x-axis. */
interface TrianglePts {
  A: Pt;
  B: Pt;
  C: Pt;
}

/** The triangle with |AB| = ab, |BC| = bc, |AC| = ac (C above AB), drawn to its true proportions. */
export function triangleFromSides(ab: number, bc: number, ac: number): TrianglePts {
  const cx = (ac * ac + ab * ab - bc * bc) / (2 * ab);
  return { A: { x: 0, y: 0 }, B: { x: ab, y: 0 }, C: { x: cx, y: Math.sqrt(Math.max(ac * ac - cx * cx, 0)) } };
}

/**
 * A triangle in which D on BC lies on the perpendicular bisector of AB, |BD| = |AD| = ad and
 * |BC| = bc: the triangle ABD is isosceles with apex D, its angle at D fixed at 80°.
 */
export function levelOneTriangle(bc: number, ad: number): TrianglePts {
  const half = ad * Math.sin((40 * Math.PI) / 180);
  const height = ad * Math.cos((40 * Math.PI) / 180);
  const A = { x: 0, y: 0 };
  const B = { x: 2 * half, y: 0 };
  const D = { x: half, y: height };
  const t = bc / ad;
  return { A, B, C: { x: B.x + (D.x - B.x) * t, y: B.y + (D.y - B.y) * t } };
}

/** Where the perpendicular bisector of AB meets BC. */
export function bisectorFoot({ A, B, C }: TrianglePts): Pt {
  const mx = (A.x + B.x) / 2;
  const t = (mx - B.x) / (C.x - B.x);
  return { x: mx, y: B.y + (C.y - B.y) * t };
}

/** A point `dist` from `at` along the bisector of the angle p–at–q. */
function insideAngle(at: Pt, p: Pt, q: Pt, dist: number): Pt {
  const u = (to: Pt) => {
    const l = Math.hypot(to.x - at.x, to.y - at.y) || 1;
    return { x: (to.x - at.x) / l, y: (to.y - at.y) / l };
  };
  const [a, b] = [u(p), u(q)];
  const l = Math.hypot(a.x + b.x, a.y + b.y) || 1;
  return { x: at.x + ((a.x + b.x) / l) * dist, y: at.y + ((a.y + b.y) / l) * dist };
}

/** The triangle, the perpendicular bisector of AB (dashed) and AD, scaled to fit; labels on the sides. */
function bisectorFigure(tri: TrianglePts, labels: { ac?: string; bc: string; ab?: string; ad?: string }): string {
  const D0 = bisectorFoot(tri);
  const M0 = { x: (tri.A.x + tri.B.x) / 2, y: 0 };
  const fit = fitToBox([tri.A, tri.B, tri.C], 230, 150, 50);
  const [A, B, C, D, M] = [tri.A, tri.B, tri.C, D0, M0].map(fit.map) as [Pt, Pt, Pt, Pt, Pt];
  const ctr = centroid([A, B, C]);
  // The bisector drawn a little past AB and past D.
  const dir = { x: D.x - M.x, y: D.y - M.y };
  const len = Math.hypot(dir.x, dir.y) || 1;
  const from = { x: M.x - (dir.x / len) * 18, y: M.y - (dir.y / len) * 18 };
  const to = { x: D.x + (dir.x / len) * 8, y: D.y + (dir.y / len) * 8 };
  const body =
    svgPolygon([A, B, C]) +
    svgLine(from, to, { dashed: true, color: '#0369a1' }) +
    svgLine(A, D, { color: '#0369a1' }) +
    svgDot(D) +
    svgVertexLabel(A, ctr, 'A') +
    svgVertexLabel(B, ctr, 'B') +
    svgVertexLabel(C, ctr, 'C') +
    // D's name inside the angle ADC, the one corner at D that no line crosses.
    svgText(insideAngle(D, A, C, 16), 'D') +
    (labels.ac ? svgSideLabel(A, C, ctr, labels.ac) : '') +
    svgSideLabel(B, C, ctr, labels.bc, 22) +
    // Three quarters of the way along AB, clear of the bisector through its midpoint.
    (labels.ab ? svgSideLabel(M, B, ctr, labels.ab) : '') +
    (labels.ad ? svgSideLabel(A, D, B, labels.ad) : '');
  const data = [
    labels.ab ? `|AB| = ${labels.ab}` : '',
    `|BC| = ${labels.bc}`,
    labels.ac ? `|AC| = ${labels.ac}` : '',
    labels.ad ? `|AD| = ${labels.ad}` : '',
  ].filter(Boolean);
  return svgDoc(
    fit.width,
    fit.height,
    body,
    `Trójkąt ABC z symetralną boku AB przecinającą bok BC w punkcie D; ${data.join(', ')}`,
  );
}

const pointTex = (x: number, y: number): string => `(${String(x)};\\ ${String(y)})`;

/** Step pattern for an integer pair as typed: (3; -2), 3;-2, (3, -2) (comma becomes a dot when normalised). */
function pairPattern(x: number, y: number): string {
  const inner = (v: number): string => numberPattern(v).slice(1, -1);
  return `^\\(?${inner(x)}( ?; ?|\\. ?| | i |\\|)${inner(y)}\\)?$`;
}

const pointImage = defineTemplate({
  id: 'symmetry.point-image',
  title: 'Punkt symetryczny w układzie współrzędnych',
  generate({ rng, level }): Item {
    const { a, b } = redraw(() => {
      const a = nonZeroInt(rng, -6, 6);
      const b = nonZeroInt(rng, -6, 6);
      return Math.abs(a) !== Math.abs(b) ? { a, b } : null;
    });
    let img: [number, number];
    let what: string;
    let wrongs: { key: string; v: [Rational, Rational]; feedback: string }[];
    let p = 0;
    let q = 0;
    let rule: string;
    if (level === 1) {
      const axisX = rng.chance(0.5);
      what = axisX ? 'względem osi $x$' : 'względem osi $y$';
      img = axisX ? [a, -b] : [-a, b];
      rule = axisX
        ? 'W symetrii względem osi $x$ pierwsza współrzędna się nie zmienia, a druga zmienia znak na przeciwny.'
        : 'W symetrii względem osi $y$ druga współrzędna się nie zmienia, a pierwsza zmienia znak na przeciwny.';
      wrongs = [
        {
          key: 'axes_swapped',
          v: axisX ? [rat(-a), rat(b)] : [rat(a), rat(-b)],
          feedback: `Zmieniono znak niewłaściwej współrzędnej. ${rule}`,
        },
        {
          key: 'both_signs_changed',
          v: [rat(-a), rat(-b)],
          feedback:
            'Zmieniono znaki obu współrzędnych — tak działa symetria względem początku układu, a nie względem osi.',
        },
        {
          key: 'coordinates_swapped',
          v: [rat(b), rat(a)],
          feedback: 'Nie zamienia się współrzędnych miejscami — zmienia się tylko znak jednej z nich.',
        },
      ];
    } else if (level === 2) {
      what = 'względem początku układu współrzędnych';
      img = [-a, -b];
      rule = 'W symetrii względem początku układu obie współrzędne zmieniają znak na przeciwny.';
      wrongs = [
        { key: 'one_sign_only', v: [rat(-a), rat(b)], feedback: `Zmieniono znak tylko jednej współrzędnej. ${rule}` },
        {
          key: 'one_sign_only_y',
          v: [rat(a), rat(-b)],
          feedback: `Zmieniono znak tylko drugiej współrzędnej. ${rule}`,
        },
        {
          key: 'coordinates_swapped',
          v: [rat(b), rat(a)],
          feedback: 'Nie zamienia się współrzędnych miejscami — obie zmieniają znak.',
        },
      ];
    } else {
      ({ p, q } = redraw(() => {
        const p = rng.int(-3, 3);
        const q = rng.int(-3, 3);
        return (p !== 0 || q !== 0) && (p !== a || q !== b) && 2 * p - a !== -a && 2 * q - b !== -b ? { p, q } : null;
      }));
      what = `względem punktu $S = ${pointTex(p, q)}$`;
      img = [2 * p - a, 2 * q - b];
      rule = 'Punkt $S$ jest środkiem odcinka łączącego punkt z jego obrazem.';
      wrongs = [
        {
          key: 'origin_instead',
          v: [rat(-a), rat(-b)],
          feedback: 'Zastosowano symetrię względem początku układu, a środkiem symetrii jest punkt $S$.',
        },
        {
          key: 'difference_only',
          v: [rat(p - a), rat(q - b)],
          feedback: `Przesunięcie z $A$ do $S$ trzeba wykonać jeszcze raz od punktu $S$: $x' = 2 \\cdot ${String(p)} - ${String(a)}$.`,
        },
        {
          key: 'midpoint_instead',
          v: [rat(a + p, 2), rat(b + q, 2)],
          feedback: `Obliczono środek odcinka $AS$. To $S$ ma być środkiem odcinka $AA'$.`,
        },
      ];
    }
    const answerVals: [Rational, Rational] = [rat(img[0]), rat(img[1])];
    const same = (v: readonly Rational[]) =>
      v[0]!.n === answerVals[0].n &&
      v[0]!.d === answerVals[0].d &&
      v[1]!.n === answerVals[1].n &&
      v[1]!.d === answerVals[1].d;
    const seen: (readonly Rational[])[] = [answerVals];
    const commonErrors: CommonError[] = [];
    for (const w of wrongs) {
      if (
        seen.some((s) => s[0]!.n * w.v[0].d === w.v[0].n * s[0]!.d && s[1]!.n * w.v[1].d === w.v[1].n * s[1]!.d) ||
        same(w.v)
      )
        continue;
      seen.push(w.v);
      commonErrors.push({ key: w.key, wrong: { kind: 'numbers', values: w.v }, feedback: w.feedback });
    }
    const lim = Math.max(6, ...[a, b, p, q].map(Math.abs)) + 1;
    const plane = coordinatePlane(-lim, lim, -lim, lim);
    let body = plane.body;
    const A = plane.toPx(a, b);
    const others: [number, number][] = level === 3 ? [[p, q]] : [];
    body += svgDot(A) + plane.label(a, b, 'A', others);
    if (level === 3) body += svgDot(plane.toPx(p, q), '#b91c1c') + plane.label(p, q, 'S', [[a, b]]);
    return {
      type: 'numeric',
      stem: `Punkt $A = ${pointTex(a, b)}$ odbito symetrycznie ${what}. Podaj współrzędne otrzymanego punktu $A'$.`,
      figure: svgDoc(plane.width, plane.height, body, 'Układ współrzędnych z punktem A'),
      answer: { kind: 'numbers', values: answerVals, ordered: true, labels: ['x', 'y'], point: true },
      answerHint: 'Wpisz pierwszą współrzędną w polu x, a drugą w polu y.',
      steps: [
        numberStep({
          prompt: "Podaj pierwszą współrzędną punktu $A'$.",
          value: rat(img[0]),
          hints: [
            'Zastanów się, co dzieje się z pierwszą współrzędną.',
            rule,
            level === 3
              ? `$x' = 2 \\cdot (${String(p)}) - (${String(a)}) = ${String(img[0])}$`
              : `$x' = ${String(img[0])}$`,
          ],
        }),
        numberStep({
          prompt: "Podaj drugą współrzędną punktu $A'$.",
          value: rat(img[1]),
          hints: [
            'Zastanów się, co dzieje się z drugą współrzędną.',
            rule,
            level === 3
              ? `$y' = 2 \\cdot (${String(q)}) - (${String(b)}) = ${String(img[1])}$`
              : `$y' = ${String(img[1])}$`,
          ],
        }),
        step({
          prompt: "Zapisz współrzędne punktu $A'$ w nawiasie.",
          expected: `(${img[0]}; ${img[1]})`,
          patterns: [pairPattern(img[0], img[1])],
          hints: [
            'Najpierw pierwsza współrzędna, potem druga.',
            'Oddziel je średnikiem.',
            `$A' = ${pointTex(img[0], img[1])}$`,
          ],
        }),
      ],
      commonErrors,
      solution: `${rule} $A' = ${pointTex(img[0], img[1])}$.`,
      params: { a, b, p, q },
    };
  },
});

interface FigureFact {
  name: string;
  axes: number;
  wrong: number;
  key: string;
  feedback: string;
}

const FACTS: Record<1 | 2 | 3, FigureFact[]> = {
  1: [
    {
      name: 'Kwadrat',
      axes: 4,
      wrong: 2,
      key: 'diagonals_not_axes',
      feedback:
        'Kwadrat ma 4 osie symetrii: dwie przekątne i dwie proste przechodzące przez środki przeciwległych boków.',
    },
    {
      name: 'Prostokąt, który nie jest kwadratem,',
      axes: 2,
      wrong: 4,
      key: 'diagonals_as_axes',
      feedback: 'Przekątne prostokąta (niebędącego kwadratem) nie są jego osiami symetrii. Ma on tylko 2 osie.',
    },
    {
      name: 'Trójkąt równoboczny',
      axes: 3,
      wrong: 1,
      key: 'isosceles_confused',
      feedback:
        'Trójkąt równoboczny ma 3 osie symetrii — każda przechodzi przez wierzchołek i środek przeciwległego boku.',
    },
    {
      name: 'Koło',
      axes: -1,
      wrong: 2,
      key: 'circle_axes',
      feedback:
        'Każda prosta przechodząca przez środek koła jest jego osią symetrii, więc koło ma nieskończenie wiele osi symetrii.',
    },
  ],
  2: [
    {
      name: 'Romb, który nie jest kwadratem,',
      axes: 2,
      wrong: 4,
      key: 'midlines_as_axes',
      feedback: 'Osiami symetrii rombu (niebędącego kwadratem) są tylko jego przekątne — 2 osie.',
    },
    {
      name: 'Równoległobok, który nie jest prostokątem ani rombem,',
      axes: 0,
      wrong: 2,
      key: 'parallelogram_axes',
      feedback: 'Taki równoległobok nie ma żadnej osi symetrii (ma tylko środek symetrii).',
    },
    {
      name: 'Trapez równoramienny',
      axes: 1,
      wrong: 2,
      key: 'trapezoid_axes',
      feedback: 'Trapez równoramienny ma jedną oś symetrii — prostą przechodzącą przez środki obu podstaw.',
    },
    {
      name: 'Trójkąt równoramienny, który nie jest równoboczny,',
      axes: 1,
      wrong: 3,
      key: 'equilateral_confused',
      feedback: 'Trójkąt równoramienny (niebędący równobocznym) ma jedną oś symetrii.',
    },
  ],
  3: [
    {
      name: 'Sześciokąt foremny',
      axes: 6,
      wrong: 3,
      key: 'only_vertex_axes',
      feedback: 'Sześciokąt foremny ma 6 osi: 3 przez przeciwległe wierzchołki i 3 przez środki przeciwległych boków.',
    },
    {
      name: 'Pięciokąt foremny',
      axes: 5,
      wrong: 10,
      key: 'axes_double_counted',
      feedback: 'Pięciokąt foremny ma 5 osi — każda przechodzi przez wierzchołek i środek przeciwległego boku.',
    },
    {
      name: 'Ośmiokąt foremny',
      axes: 8,
      wrong: 4,
      key: 'only_vertex_axes',
      feedback: 'Ośmiokąt foremny ma 8 osi: 4 przez przeciwległe wierzchołki i 4 przez środki przeciwległych boków.',
    },
    {
      name: 'Dziewięciokąt foremny',
      axes: 9,
      wrong: 18,
      key: 'axes_double_counted',
      feedback: 'Wielokąt foremny o $n$ bokach ma $n$ osi symetrii, więc dziewięciokąt foremny ma 9 osi.',
    },
  ],
};

const AXES = { one: 'oś symetrii', few: 'osie symetrii', many: 'osi symetrii' };
function axesText(n: number): string {
  if (n < 0) return 'nieskończenie wiele osi symetrii';
  if (n === 0) return 'żadnej osi symetrii';
  if (n === 1) return 'dokładnie jedną oś symetrii';
  return `${n} ${n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? AXES.few : AXES.many}`;
}

/** "Kwadrat ma 4 osie symetrii." — with the true number of axes, or with the typical wrong one. */
function axesStatement(fact: FigureFact, truth: boolean): PfStatement {
  const claimed = truth ? fact.axes : fact.wrong;
  const countStep =
    fact.axes >= 0
      ? numberStep({
          prompt: `Ile osi symetrii ma ta figura (${fact.name.replace(/,$/, '').toLowerCase()})?`,
          value: rat(fact.axes),
          hints: [
            'Narysuj figurę i sprawdź, wzdłuż których prostych można ją złożyć na pół tak, by części się pokryły.',
            'Sprawdź przekątne i proste przez środki boków.',
            fact.feedback,
          ],
          errors: [{ code: fact.key, value: rat(fact.wrong), feedback: fact.feedback }],
        })
      : step({
          prompt: 'Ile osi symetrii ma koło? Wpisz liczbę albo słowa „nieskończenie wiele”.',
          expected: 'nieskończenie wiele',
          patterns: ['^nieskończenie wiele$', '^nieskonczenie wiele$', '^∞$', '^nieskończenie$'],
          hints: [
            'Pomyśl o prostych przechodzących przez środek koła.',
            'Każda taka prosta dzieli koło na dwie przystające połowy.',
            fact.feedback,
          ],
        });
  return {
    text: `${fact.name} ${claimed === 0 ? 'nie ma' : 'ma'} ${axesText(claimed)}.`,
    truth,
    // "nie ma żadnej" / "jedną" say the count in words; the worked solution also gives the number.
    why: fact.axes === 0 || fact.axes === 1 ? `${fact.feedback} Liczba osi symetrii: ${fact.axes}.` : fact.feedback,
    steps: [countStep],
  };
}

/** E8 P/F (two sentences): how many axes of symmetry two figures have. */
const axesTrueFalse = defineTemplate({
  id: 'symmetry.axes-true-false',
  title: 'Osie symetrii figur — prawda czy fałsz',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): Item {
    const [first, second] = rng.shuffle(FACTS[level]) as [FigureFact, FigureFact];
    const truths = drawTruths(rng);
    return {
      ...pfPairBody([axesStatement(first, truths[0]), axesStatement(second, truths[1])]),
      params: { figure1: first.name, figure2: second.name, truth1: truths[0], truth2: truths[1] },
    };
  },
});

const bisectorPerimeter = defineTemplate({
  id: 'symmetry.perpendicular-bisector',
  title: 'Symetralna odcinka w trójkącie',
  generate({ rng, level }): Item {
    const { ac, bc, ab } = redraw(() => {
      const ac = rng.int(5, 14);
      const bc = rng.int(ac + 3, ac + 12);
      const ab = rng.int(bc - ac + 2, bc + ac - 2);
      return ab !== ac && ab !== bc ? { ac, bc, ab } : null;
    });
    const per = ac + bc;
    let correct: number;
    let stem: string;
    let mistakes: NumericMistake[];
    const base = 'W trójkącie $ABC$ symetralna boku $AB$ przecina bok $BC$ w punkcie $D$.';
    if (level === 1) {
      const ad = rng.int(Math.floor(bc / 2) + 1, bc - 2);
      correct = ad;
      stem = `${base} Długość boku $BC$ jest równa ${cmText(bc)}, a $|AD| = ${ad}$ cm. Oblicz długość odcinka $BD$.`;
      mistakes = [
        {
          key: 'bisector_as_midpoint',
          value: rat(bc, 2),
          feedback:
            'Punkt $D$ nie musi być środkiem boku $BC$. Leży na symetralnej odcinka $AB$, więc jest tak samo odległy od $A$ i od $B$.',
        },
        {
          key: 'subtracted_from_side',
          value: rat(bc - ad),
          feedback:
            'Odcinek $BC - AD$ to $CD$, a nie $BD$. Punkt na symetralnej jest równo odległy od końców odcinka $AB$.',
        },
      ];
      return {
        type: 'numeric',
        stem,
        figure: bisectorFigure(levelOneTriangle(bc, ad), { bc: cmText(bc), ad: cmText(ad) }),
        answer: numberAnswer(correct),
        answerHint: 'Wpisz liczbę.',
        unitLabel: 'cm',
        steps: [
          step({
            prompt: 'Który odcinek ma taką samą długość jak $BD$? Wpisz jego nazwę, np. CD.',
            expected: 'AD',
            patterns: ['^(ad|da|\\|ad\\||\\|da\\|)$'],
            hints: [
              'Punkt $D$ leży na symetralnej odcinka $AB$.',
              'Każdy punkt symetralnej jest jednakowo odległy od końców odcinka.',
              '$|BD| = |AD|$',
            ],
          }),
          numberStep({
            prompt: 'Ile centymetrów ma odcinek $BD$?',
            value: rat(correct),
            hints: ['$|BD| = |AD|$', 'Odczytaj długość $AD$ z treści.', `$|BD| = ${ad}$ cm`],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(rat(correct), mistakes),
        solution: `Punkt $D$ leży na symetralnej odcinka $AB$, więc $|BD| = |AD| = ${ad}$ cm.`,
        params: { bc, ad },
      };
    }
    if (level === 2) {
      correct = per;
      stem = `${base} Boki trójkąta mają długości: $|AB| = ${ab}$ cm, $|BC| = ${bc}$ cm, $|AC| = ${ac}$ cm. Oblicz obwód trójkąta $ADC$.`;
      mistakes = [
        {
          key: 'extra_side',
          value: rat(ac + bc + ab),
          feedback: 'Bok $AB$ nie należy do trójkąta $ADC$. Jego obwód to $|AC| + |CD| + |DA|$.',
        },
        {
          key: 'half_side',
          value: rat(2 * ac + bc, 2),
          feedback: 'Punkt $D$ nie jest środkiem $BC$. Wykorzystaj to, że $|DA| = |DB|$.',
        },
        {
          key: 'ab_instead_of_bc',
          value: rat(ac + ab),
          feedback: 'Zauważ, że $|CD| + |DA| = |CD| + |DB| = |BC|$, a nie $|AB|$.',
        },
      ];
    } else {
      correct = ac;
      stem = `${base} Obwód trójkąta $ADC$ jest równy ${cmText(per)}, a $|BC| = ${bc}$ cm. Oblicz długość boku $AC$.`;
      mistakes = [
        {
          key: 'added_instead',
          value: rat(per + bc),
          feedback: 'Obwód $ADC$ to $|AC| + |BC|$, więc $|AC|$ otrzymasz, odejmując $|BC|$ od obwodu.',
        },
        {
          key: 'half_side',
          value: rat(2 * per - bc, 2),
          feedback: 'Punkt $D$ nie jest środkiem $BC$. Wykorzystaj to, że $|DA| = |DB|$, więc $|CD| + |DA| = |BC|$.',
        },
      ];
    }
    const solution = `Punkt $D$ leży na symetralnej $AB$, więc $|DA| = |DB|$. Stąd $|CD| + |DA| = |CD| + |DB| = |BC| = ${bc}$ cm. ${
      level === 2 ? `Obwód $ADC = |AC| + |BC| = ${ac} + ${bc} = ${per}$ cm.` : `$|AC| = ${per} - ${bc} = ${ac}$ cm.`
    }`;
    return {
      type: 'numeric',
      stem,
      figure: bisectorFigure(
        triangleFromSides(ab, bc, ac),
        level === 2 ? { ac: cmText(ac), bc: cmText(bc), ab: cmText(ab) } : { bc: cmText(bc) },
      ),
      answer: numberAnswer(correct),
      answerHint: 'Wpisz liczbę.',
      unitLabel: 'cm',
      steps: [
        numberStep({
          prompt: 'Ile wynosi $|CD| + |DA|$ (w cm)?',
          value: rat(bc),
          hints: [
            'Punkt $D$ leży na symetralnej odcinka $AB$, więc $|DA| = |DB|$.',
            'Zamień $|DA|$ na $|DB|$.',
            `$|CD| + |DB| = |BC| = ${bc}$`,
          ],
        }),
        numberStep({
          prompt: level === 2 ? 'Oblicz obwód trójkąta $ADC$ (w cm).' : 'Oblicz $|AC|$ (w cm).',
          value: rat(correct),
          hints: ['Obwód $ADC = |AC| + |CD| + |DA|$.', `Wstaw $|CD| + |DA| = ${bc}$.`, solution],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(rat(correct), mistakes),
      solution,
      params: { ac, bc, ab },
    };
  },
});

export const symmetryTemplates: readonly QuestionTemplate[] = [pointImage, axesTrueFalse, bisectorPerimeter];
