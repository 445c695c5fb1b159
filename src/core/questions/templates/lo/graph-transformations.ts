/**
 * Transformations of a graph (podstawa LO.V: na podstawie wykresu funkcji y = f(x) szkicuje
 * wykresy funkcji y = f(x − a), y = f(x) + b, y = −f(x), y = f(−x)): where a marked point of
 * the graph of f goes — one shift (level 1), a shift by a vector (level 2), a reflection in an
 * axis, possibly followed by a shift (level 3). The figure is the graph of f with the point.
 */
import type { CommonError, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type GeneratedBody, nonZeroInt, redrawItem } from '../../kit/draw.ts';
import { numberStep, pointPattern, step, typedPoint } from '../../kit/steps.ts';
import { svgDoc, svgDot } from '../../figures.ts';
import { brokenLineOnPlane } from '../../chart-figures.ts';
import type { Rng } from '../../../math/random.ts';
import { rat } from '../../../math/rational.ts';

type P = readonly [number, number];

const ptTex = ([x, y]: P): string => `(${x};\\ ${y})`;
const ptText = ([x, y]: P): string => `(${String(x).replace('-', '−')}; ${String(y).replace('-', '−')})`;

/** The graph of f (a broken line through integer points) with the point A marked. */
function graphWithPoint(vertices: readonly P[], a: P): string {
  const { plane, body } = brokenLineOnPlane(vertices);
  const others = vertices.filter((v) => v[0] !== a[0]).map((v) => [v[0], v[1]] as const);
  const pointA = svgDot(plane.toPx(a[0], a[1]), '#db2777') + plane.label(a[0], a[1], 'A', others);
  const aria = `Wykres funkcji f: łamana przez punkty ${vertices.map(ptText).join(', ')}; zaznaczony punkt A = ${ptText(a)}`;
  return svgDoc(plane.width, plane.height, body + pointA, aria);
}

/** A broken line over x = −5…5 (every 2 or 3 units a vertex), with A one of its vertices. */
function drawGraph(rng: Rng): { vertices: P[]; a: P } {
  const start = rng.int(-6, -3);
  const vertices: P[] = [];
  for (let x = start; x <= 6 && vertices.length < 5; x += rng.int(2, 3)) vertices.push([x, rng.int(-4, 4)]);
  const a = vertices[rng.int(1, vertices.length - 2)]!;
  return { vertices, a };
}

interface Transform {
  /** g(x) in KaTeX. */
  formula: string;
  image: P;
  /** What happens to the point, said in the solution. */
  says: string;
  wrongs: { key: string; point: P; feedback: string }[];
}

/** f(x − p) + q in KaTeX, leaving out what is zero. */
function shiftTex(p: number, q: number, outerMinus = false, innerMinus = false): string {
  const arg = innerMinus ? '-x' : p === 0 ? 'x' : p > 0 ? `x - ${p}` : `x + ${-p}`;
  const f = `${outerMinus ? '-' : ''}f(${arg})`;
  return q === 0 ? f : q > 0 ? `${f} + ${q}` : `${f} - ${-q}`;
}

const SHIFT_RULE =
  'Wykres $y = f(x - p) + q$ to wykres $y = f(x)$ przesunięty o $p$ jednostek w prawo (w lewo, gdy $p < 0$) i o $q$ w górę (w dół, gdy $q < 0$).';

function transform(rng: Rng, level: 1 | 2 | 3, a: P): Transform {
  const [x0, y0] = a;
  if (level === 1) {
    const d = nonZeroInt(rng, -5, 5);
    if (rng.chance(0.5)) {
      return {
        formula: shiftTex(0, d),
        image: [x0, y0 + d],
        says: `przesunięcie o $${Math.abs(d)}$ ${d > 0 ? 'w górę' : 'w dół'}: zmienia się tylko druga współrzędna`,
        wrongs: [
          {
            key: 'shifted_wrong_axis',
            point: [x0 + d, y0],
            feedback: `Liczba dodana do wartości funkcji przesuwa wykres w pionie: zmienia się druga współrzędna.`,
          },
          {
            key: 'wrong_direction',
            point: [x0, y0 - d],
            feedback: `$f(x) ${d > 0 ? '+' : '-'} ${Math.abs(d)}$ to wartości ${d > 0 ? 'większe' : 'mniejsze'} o $${Math.abs(d)}$: wykres idzie ${d > 0 ? 'w górę' : 'w dół'}.`,
          },
        ],
      };
    }
    return {
      formula: shiftTex(d, 0),
      image: [x0 + d, y0],
      says: `przesunięcie o $${Math.abs(d)}$ ${d > 0 ? 'w prawo' : 'w lewo'}: zmienia się tylko pierwsza współrzędna`,
      wrongs: [
        {
          key: 'sign_of_shift',
          point: [x0 - d, y0],
          feedback: `$f(${d > 0 ? `x - ${d}` : `x + ${-d}`})$ przesuwa wykres ${d > 0 ? 'w PRAWO' : 'w LEWO'}: wartość, którą $f$ miała w $x_0$, $g$ ma w $x_0 ${d > 0 ? '+' : '-'} ${Math.abs(d)}$.`,
        },
        {
          key: 'shifted_wrong_axis',
          point: [x0, y0 + d],
          feedback: 'Zmiana argumentu ($x$ w nawiasie) przesuwa wykres w poziomie: zmienia się pierwsza współrzędna.',
        },
      ],
    };
  }
  if (level === 2) {
    const p = nonZeroInt(rng, -5, 5);
    const q = nonZeroInt(rng, -5, 5);
    return {
      formula: shiftTex(p, q),
      image: [x0 + p, y0 + q],
      says: `przesunięcie o wektor $[${p};\\ ${q}]$`,
      wrongs: [
        {
          key: 'sign_of_shift',
          point: [x0 - p, y0 + q],
          feedback: `$f(${p > 0 ? `x - ${p}` : `x + ${-p}`})$ przesuwa wykres ${p > 0 ? 'w prawo' : 'w lewo'} — o $${p}$ w pierwszej współrzędnej.`,
        },
        {
          key: 'swapped_coordinates',
          point: [x0 + q, y0 + p],
          feedback: 'Liczba w nawiasie zmienia pierwszą współrzędną, a liczba dodana do $f$ — drugą.',
        },
        {
          key: 'both_signs',
          point: [x0 - p, y0 - q],
          feedback: `Wektor przesunięcia to $[${p};\\ ${q}]$: do współrzędnych punktu dodaj $${p}$ i $${q}$.`,
        },
      ],
    };
  }
  const q = rng.chance(0.5) ? 0 : nonZeroInt(rng, -4, 4);
  if (rng.chance(0.5)) {
    // −f(x) + q: reflection in the x axis, then a vertical shift.
    return {
      formula: shiftTex(0, q, true),
      image: [x0, -y0 + q],
      says: `symetria względem osi $x$ (druga współrzędna zmienia znak)${q === 0 ? '' : `, potem przesunięcie o $${Math.abs(q)}$ ${q > 0 ? 'w górę' : 'w dół'}`}`,
      wrongs: [
        {
          key: 'other_axis',
          point: [-x0, y0 + q],
          feedback:
            'Minus przed $f$ zmienia znak wartości funkcji, czyli drugiej współrzędnej: to symetria względem osi $x$.',
        },
        {
          key: 'shift_inside_reflection',
          point: [x0, -(y0 + q)],
          feedback: `Najpierw zmienia się znak wartości ($-f(x)$), a dopiero potem ${q >= 0 ? 'dodaje' : 'odejmuje'} się $${Math.abs(q)}$.`,
        },
        {
          key: 'both_coordinates',
          point: [-x0, -y0 + q],
          feedback: 'Symetria względem osi $x$ zmienia znak tylko drugiej współrzędnej.',
        },
      ],
    };
  }
  // f(−x) + q: reflection in the y axis, then a vertical shift.
  return {
    formula: shiftTex(0, q, false, true),
    image: [-x0, y0 + q],
    says: `symetria względem osi $y$ (pierwsza współrzędna zmienia znak)${q === 0 ? '' : `, potem przesunięcie o $${Math.abs(q)}$ ${q > 0 ? 'w górę' : 'w dół'}`}`,
    wrongs: [
      {
        key: 'other_axis',
        point: [x0, -y0 + q],
        feedback: 'Minus przy argumencie ($f(-x)$) zmienia znak pierwszej współrzędnej: to symetria względem osi $y$.',
      },
      {
        key: 'both_coordinates',
        point: [-x0, -y0 + q],
        feedback: 'Symetria względem osi $y$ zmienia znak tylko pierwszej współrzędnej.',
      },
      {
        key: 'shift_on_x',
        point: [-x0 + q, y0],
        feedback: 'Liczba dodana do $f(-x)$ przesuwa wykres w pionie: zmienia drugą współrzędną.',
      },
    ],
  };
}

function shiftItem(rng: Rng, level: 1 | 2 | 3): GeneratedBody | null {
  const { vertices, a } = drawGraph(rng);
  const t = transform(rng, level, a);
  const [gx, gy] = t.image;
  const key = (p: P) => `${p[0]};${p[1]}`;
  const seen = new Set([key(t.image)]);
  const wrongs = t.wrongs.filter((w) => {
    if (seen.has(key(w.point))) return false;
    seen.add(key(w.point));
    return true;
  });
  if (wrongs.length < 2) return null;
  const commonErrors: CommonError[] = wrongs.map((w) => ({
    key: w.key,
    wrong: { kind: 'numbers', values: [rat(w.point[0]), rat(w.point[1])] },
    feedback: w.feedback,
  }));
  const solution = `Wykres $y = ${t.formula}$ powstaje z wykresu $y = f(x)$ przez ${t.says}. Punkt $A = ${ptTex(a)}$ przechodzi na punkt $${ptTex(t.image)}$.`;
  return {
    type: 'numeric',
    stem: `Na rysunku przedstawiono wykres funkcji $y = f(x)$ i zaznaczono należący do niego punkt $A = ${ptTex(a)}$. Funkcja $g$ jest określona wzorem $g(x) = ${t.formula}$. Podaj współrzędne punktu wykresu funkcji $g$, w który przechodzi punkt $A$ przy przekształceniu wykresu $f$ na wykres $g$.`,
    figure: graphWithPoint(vertices, a),
    answer: { kind: 'numbers', values: [rat(gx), rat(gy)], ordered: true, labels: ['x', 'y'], point: true },
    answerHint: 'Wpisz pierwszą współrzędną w polu x, a drugą w polu y.',
    steps: [
      numberStep({
        prompt: 'Jaka jest pierwsza współrzędna szukanego punktu?',
        value: rat(gx),
        hints: [
          'Pierwszą współrzędną zmienia to, co dzieje się z argumentem (w nawiasie przy $f$).',
          level === 3 ? 'Minus przed $x$ w nawiasie zmienia znak pierwszej współrzędnej.' : SHIFT_RULE,
          `$x = ${gx}$`,
        ],
      }),
      numberStep({
        prompt: 'Jaka jest druga współrzędna szukanego punktu?',
        value: rat(gy),
        hints: [
          'Drugą współrzędną zmienia to, co dzieje się z wartością $f(\\ldots)$.',
          level === 3 ? 'Minus przed $f$ zmienia znak wartości; liczba dodana przesuwa w pionie.' : SHIFT_RULE,
          `$y = ${gy}$`,
        ],
      }),
      step({
        prompt: 'Zapisz współrzędne punktu w postaci $(x;\\ y)$.',
        expected: typedPoint(rat(gx), rat(gy)),
        patterns: [pointPattern(rat(gx), rat(gy))],
        hints: [
          'Najpierw pierwsza współrzędna, potem druga, oddzielone średnikiem.',
          'Skorzystaj z dwóch poprzednich kroków.',
          `$${ptTex(t.image)}$`,
        ],
        errors: wrongs.map((w) => ({
          code: w.key,
          patterns: [pointPattern(rat(w.point[0]), rat(w.point[1]))],
          feedback: w.feedback,
        })),
      }),
    ],
    commonErrors,
    solution,
    params: { vertices: JSON.stringify(vertices), a: key(a), g: t.formula },
  };
}

const graphShift = defineTemplate({
  id: 'function_concept.graph-transformations',
  title: 'Przesunięcie i symetria wykresu funkcji',
  generate({ rng, level }) {
    return redrawItem(() => shiftItem(rng, level));
  },
});

export const graphTransformationsTemplates: readonly QuestionTemplate[] = [graphShift];
