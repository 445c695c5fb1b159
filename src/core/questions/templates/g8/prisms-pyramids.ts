import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { RIGHT_TRIANGLES, numberAnswer } from '../../kit/numbers.ts';
import { redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { texValue, cmText } from '../../kit/format.ts';
import { rat, type Rational } from '../../../math/rational.ts';
import { pluralForm } from '../../../text/plural.ts';
import { FIG_ACCENT, type Pt, svgDoc, svgLine, svgPolygon, svgText, textWidth } from '../../figures.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

const BASE_NAMES: Record<number, string> = {
  3: 'trójkąt',
  4: 'czworokąt',
  5: 'pięciokąt',
  6: 'sześciokąt',
  7: 'siedmiokąt',
  8: 'ośmiokąt',
  9: 'dziewięciokąt',
  10: 'dziesięciokąt',
};

const sides = (n: number): string => `${n} ${pluralForm(n, { one: 'bok', few: 'boki', many: 'boków' })}`;
const vertices = (n: number): string =>
  `${n} ${pluralForm(n, { one: 'wierzchołek', few: 'wierzchołki', many: 'wierzchołków' })}`;
const lateralFaces = (n: number): string =>
  `${n} ${pluralForm(n, { one: 'ścianę boczną', few: 'ściany boczne', many: 'ścian bocznych' })}`;
const edges = (n: number): string => `${n} ${pluralForm(n, { one: 'krawędź', few: 'krawędzie', many: 'krawędzi' })}`;
const lateralEdges = (n: number): string =>
  `${n} ${pluralForm(n, { one: 'krawędź boczną', few: 'krawędzie boczne', many: 'krawędzi bocznych' })}`;

/** Regular quadrilateral pyramid in oblique projection, labelled with the given texts. */
function pyramidFigure(labels: { a: string; height?: string; slant?: string }): string {
  const A: Pt = { x: 20, y: 220 };
  const B: Pt = { x: 230, y: 220 };
  const C: Pt = { x: 290, y: 170 };
  const D: Pt = { x: 80, y: 170 };
  const O: Pt = { x: 155, y: 195 };
  const S: Pt = { x: 165, y: 30 };
  const M: Pt = { x: 125, y: 220 };
  let body = svgPolygon([A, B, S], '#e0f2fe') + svgPolygon([B, C, S], '#bae6fd');
  body += svgLine(A, D, { dashed: true }) + svgLine(D, C, { dashed: true }) + svgLine(D, S, { dashed: true });
  body += svgText({ x: M.x, y: 238 }, labels.a);
  // Labels sit in the widest free part of the front face, left of the segment they name.
  if (labels.height) {
    body += svgLine(S, O, { dashed: true, color: FIG_ACCENT });
    body += svgText({ x: 150, y: 150 }, labels.height, { anchor: 'end', color: FIG_ACCENT, size: 14 });
  }
  if (labels.slant) {
    body += svgLine(S, M, { color: FIG_ACCENT });
    body += svgText({ x: 127, y: 188 }, labels.slant, { anchor: 'end', color: FIG_ACCENT, size: 14 });
  }
  return svgDoc(310, 250, body, 'Ostrosłup prawidłowy czworokątny');
}

/**
 * Right prism with a square or right-triangle base, front edges solid and hidden ones dashed,
 * drawn to scale: base edge `a` across, the other base edge `b` (triangle) or `a` (square)
 * into the depth, height `H` up.
 */
function prismFigure(
  kind: 'square' | 'triangle',
  dims: { a: number; b?: number; H: number },
  labels: { base1: string; base2?: string; height: string },
): string {
  const depth = kind === 'square' ? dims.a : (dims.b ?? dims.a);
  const s = Math.min(170 / (dims.a + 0.45 * depth), 170 / (dims.H + 0.35 * depth));
  const W = dims.a * s;
  const h = dims.H * s;
  const dx = depth * s * 0.45;
  const dy = depth * s * 0.35;
  const x0 = 16 + (labels.base2 ? textWidth(labels.base2) : 0);
  const yBase = 14 + h + dy;
  const up = (p: Pt): Pt => ({ x: p.x, y: p.y - h });
  const A: Pt = { x: x0, y: yBase };
  const B: Pt = { x: x0 + W, y: yBase };
  let body = '';
  if (kind === 'square') {
    const C: Pt = { x: B.x + dx, y: yBase - dy };
    const D: Pt = { x: A.x + dx, y: yBase - dy };
    body += svgPolygon([A, B, up(B), up(A)], '#e0f2fe') + svgPolygon([B, C, up(C), up(B)], '#bae6fd');
    body += svgPolygon([up(A), up(B), up(C), up(D)], '#f0f9ff');
    body += svgLine(A, D, { dashed: true }) + svgLine(D, C, { dashed: true }) + svgLine(D, up(D), { dashed: true });
    body += svgText({ x: (A.x + B.x) / 2, y: yBase + 16 }, labels.base1);
    body += svgText({ x: C.x + 8, y: C.y - h / 2 }, labels.height, { anchor: 'start' });
    return svgDoc(C.x + 16 + textWidth(labels.height), yBase + 32, body, 'Graniastosłup prawidłowy czworokątny');
  }
  // Right angle of the base at A: leg a along the front, leg b into the depth.
  const C: Pt = { x: A.x + dx, y: yBase - dy };
  body += svgPolygon([A, B, up(B), up(A)], '#e0f2fe');
  body += svgPolygon([up(A), up(B), up(C)], '#f0f9ff');
  body += svgLine(A, C, { dashed: true }) + svgLine(C, B, { dashed: true }) + svgLine(C, up(C), { dashed: true });
  body += svgText({ x: (A.x + B.x) / 2, y: yBase + 16 }, labels.base1);
  if (labels.base2) body += svgText({ x: (A.x + C.x) / 2 - 6, y: (A.y + C.y) / 2 }, labels.base2, { anchor: 'end' });
  body += svgText({ x: B.x + 8, y: yBase - h / 2 }, labels.height, { anchor: 'start' });
  return svgDoc(B.x + 16 + textWidth(labels.height), yBase + 32, body, 'Graniastosłup prosty o podstawie trójkąta');
}

/** A solid with an n-gon base: `edgesPerSide`·n edges and n + `bases` faces. */
interface SolidKind {
  name: string;
  genitive: string;
  edgesPerSide: number;
  bases: number;
  /** The slip of counting only the lateral faces, in this solid's words. */
  lateralOnly: string;
  lateralOnlyKey: string;
  /** Feedback when the other solid's face count is given. */
  confused: string;
  /** "podstawę" / "dwie podstawy": what the faces add to the lateral ones. */
  basesText: string;
}

const SOLIDS: Record<'ostrosłup' | 'graniastosłup', SolidKind> = {
  ostrosłup: {
    name: 'Ostrosłup',
    genitive: 'ostrosłupa',
    edgesPerSide: 2,
    bases: 1,
    lateralOnlyKey: 'base_face_not_counted',
    lateralOnly: 'Policzono tylko ściany boczne. Podstawa też jest ścianą ostrosłupa.',
    confused: 'To liczba ścian graniastosłupa. Ostrosłup ma tylko jedną podstawę.',
    basesText: 'podstawę',
  },
  graniastosłup: {
    name: 'Graniastosłup',
    genitive: 'graniastosłupa',
    edgesPerSide: 3,
    bases: 2,
    lateralOnlyKey: 'bases_not_counted',
    lateralOnly: 'Policzono tylko ściany boczne. Do ścian graniastosłupa należą też dwie podstawy.',
    confused: 'To liczba ścian ostrosłupa. Graniastosłup ma dwie podstawy.',
    basesText: 'dwie podstawy',
  },
};

/** Level 3: the number of faces of a solid given by its number of edges. */
function facesFromEdges(
  solid: SolidKind,
  n: number,
): { stem: string; correct: Rational; mistakes: NumericMistake[]; solution: string } {
  const k = solid.edgesPerSide;
  const e = k * n;
  const faces = n + solid.bases;
  return {
    stem: `${DOKONCZ_INSTRUCTION}\n\n${solid.name} ma ${edges(e)}. Liczba wszystkich ścian tego ${solid.genitive} jest równa`,
    correct: rat(faces),
    mistakes: [
      { key: solid.lateralOnlyKey, value: rat(n), feedback: solid.lateralOnly },
      {
        key: 'base_as_edges',
        value: rat(e + solid.bases),
        feedback: `Liczba krawędzi to nie liczba boków podstawy. ${solid.name} o podstawie $n$-kąta ma $${k}n$ krawędzi, więc podstawa ma ${sides(n)}.`,
      },
      // The other solid has one base more or one base fewer.
      { key: 'prism_pyramid_confused', value: rat(n + 3 - solid.bases), feedback: solid.confused },
    ],
    solution: `${solid.name} o podstawie $n$-kąta ma $${k}n$ krawędzi, więc $${k}n = ${e}$, czyli $n = ${n}$. Ma ${lateralFaces(n)} i ${solid.basesText}: $${n} + ${solid.bases} = ${faces}$.`,
  };
}

const countEdges = defineTemplate({
  id: 'prisms_pyramids.count-elements',
  title: 'Liczba krawędzi, wierzchołków i ścian bryły',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): Item {
    let stem: string;
    let correct: Rational;
    let mistakes: NumericMistake[];
    let solution: string;
    let n: number;
    let solid: string;
    let asked: string;
    if (level === 1) {
      n = rng.int(3, 8);
      solid = 'ostrosłup';
      asked = 'krawędzi';
      stem = `${DOKONCZ_INSTRUCTION}\n\nOstrosłup ma w podstawie ${BASE_NAMES[n]}. Liczba wszystkich krawędzi tego ostrosłupa jest równa`;
      correct = rat(2 * n);
      mistakes = [
        {
          key: 'pyramid_edges_miscount',
          value: rat(n),
          feedback: `Policzono tylko krawędzie podstawy. Ostrosłup ma jeszcze ${lateralEdges(n)}.`,
        },
        {
          key: 'prism_pyramid_confused',
          value: rat(3 * n),
          feedback:
            'To liczba krawędzi graniastosłupa. Ostrosłup ma jedną podstawę i krawędzie boczne zbiegające się w wierzchołku.',
        },
        {
          key: 'counted_vertices',
          value: rat(n + 1),
          feedback: 'To liczba wierzchołków ostrosłupa, a nie jego krawędzi.',
        },
      ];
      solution = `Podstawa ma ${edges(n)}, a z każdego wierzchołka podstawy biegnie jedna krawędź boczna do wierzchołka ostrosłupa: $${n} + ${n} = ${2 * n}$.`;
    } else if (level === 2) {
      n = rng.int(3, 10);
      solid = 'graniastosłup';
      if (rng.chance(0.5)) {
        asked = 'wierzchołków';
        stem = `${DOKONCZ_INSTRUCTION}\n\nGraniastosłup ma w podstawie ${BASE_NAMES[n]}. Liczba wszystkich wierzchołków tego graniastosłupa jest równa`;
        correct = rat(2 * n);
        mistakes = [
          {
            key: 'one_base_only',
            value: rat(n),
            feedback: 'Policzono wierzchołki tylko jednej podstawy. Graniastosłup ma dwie podstawy.',
          },
          {
            key: 'prism_pyramid_confused',
            value: rat(n + 1),
            feedback: 'To liczba wierzchołków ostrosłupa. Graniastosłup ma dwie przystające podstawy.',
          },
          {
            key: 'counted_edges',
            value: rat(3 * n),
            feedback: 'To liczba krawędzi graniastosłupa, a nie jego wierzchołków.',
          },
        ];
        solution = `Każda z dwóch podstaw ma ${vertices(n)}: $2 \\cdot ${n} = ${2 * n}$.`;
      } else {
        asked = 'ścian';
        stem = `${DOKONCZ_INSTRUCTION}\n\nGraniastosłup ma w podstawie ${BASE_NAMES[n]}. Liczba wszystkich ścian tego graniastosłupa jest równa`;
        correct = rat(n + 2);
        mistakes = [
          {
            key: 'bases_not_counted',
            value: rat(n),
            feedback: 'Policzono tylko ściany boczne. Do ścian graniastosłupa należą też dwie podstawy.',
          },
          {
            key: 'prism_pyramid_confused',
            value: rat(n + 1),
            feedback: 'To liczba ścian ostrosłupa. Graniastosłup ma dwie podstawy.',
          },
          { key: 'counted_edges', value: rat(3 * n), feedback: 'To liczba krawędzi graniastosłupa, a nie jego ścian.' },
        ];
        solution = `Graniastosłup ma ${lateralFaces(n)} i dwie podstawy: $${n} + 2 = ${n + 2}$.`;
      }
    } else {
      n = rng.int(4, 12);
      asked = 'ścian';
      const kind = rng.chance(0.5) ? 'ostrosłup' : 'graniastosłup';
      solid = kind;
      ({ stem, correct, mistakes, solution } = facesFromEdges(SOLIDS[kind], n));
    }
    const { options, answer, commonErrors } = mcqFromMistakes(rng, correct, mistakes, (r) => String(r.n));
    const steps =
      level === 3
        ? [
            numberStep({
              prompt: 'Ile boków ma podstawa tej bryły?',
              value: rat(n),
              hints: [
                'Zastanów się, ile krawędzi ma bryła o podstawie $n$-kąta.',
                solid === 'ostrosłup'
                  ? 'Ostrosłup o podstawie $n$-kąta ma $2n$ krawędzi.'
                  : 'Graniastosłup o podstawie $n$-kąta ma $3n$ krawędzi.',
                solid === 'ostrosłup' ? `$2n = ${2 * n}$, więc $n = ${n}$.` : `$3n = ${3 * n}$, więc $n = ${n}$.`,
              ],
            }),
            numberStep({
              prompt: 'Ile ścian ma ta bryła?',
              value: correct,
              hints: [
                'Policz ściany boczne i podstawy.',
                solid === 'ostrosłup'
                  ? 'Ostrosłup ma $n$ ścian bocznych i jedną podstawę.'
                  : 'Graniastosłup ma $n$ ścian bocznych i dwie podstawy.',
                solution,
              ],
              errors: stepErrors(mistakes),
            }),
          ]
        : [
            numberStep({
              prompt: `Ile boków ma podstawa tej bryły?`,
              value: rat(n),
              hints: [
                'Przeczytaj nazwę wielokąta w podstawie.',
                'Wielokąt ma tyle boków, ile wierzchołków.',
                `Podstawa ma ${sides(n)}.`,
              ],
            }),
            numberStep({
              prompt: `Ile ${asked} ma ta bryła?`,
              value: correct,
              hints: [
                solid === 'ostrosłup'
                  ? 'Ostrosłup ma jedną podstawę i jeden wierzchołek naprzeciw niej.'
                  : 'Graniastosłup ma dwie przystające podstawy.',
                'Narysuj bryłę i policz elementy po kolei: najpierw w podstawie, potem pozostałe.',
                solution,
              ],
              errors: stepErrors(mistakes),
            }),
          ];
    return {
      type: 'mcq',
      stem,
      options,
      answer,
      steps,
      commonErrors,
      solution,
      params: { n, solid, asked },
    };
  },
});

const volume = defineTemplate({
  id: 'prisms_pyramids.volume',
  title: 'Objętość graniastosłupa i ostrosłupa',
  generate({ rng, level }): Item {
    if (level === 1) {
      const { a, b, H } = redraw(() => {
        const a = rng.int(3, 12);
        const b = rng.int(3, 12);
        const H = rng.int(4, 15);
        return (a * b) % 2 === 0 && a !== b ? { a, b, H } : null;
      });
      const base = (a * b) / 2;
      const V = base * H;
      const mistakes: NumericMistake[] = [
        {
          key: 'triangle_no_half',
          value: rat(a * b * H),
          feedback: 'Pole trójkąta prostokątnego to połowa iloczynu przyprostokątnych. Zabrakło dzielenia przez 2.',
        },
        {
          key: 'base_area_only',
          value: rat(base),
          feedback: 'To tylko pole podstawy. Objętość graniastosłupa to pole podstawy razy wysokość.',
        },
        {
          key: 'pyramid_third_used',
          value: rat(V, 3),
          feedback: 'To graniastosłup, a nie ostrosłup — nie dzieli się przez 3.',
        },
      ];
      const solution = `$P_p = \\frac{${a} \\cdot ${b}}{2} = ${base}$ cm², $V = P_p \\cdot H = ${base} \\cdot ${H} = ${V}$ cm³.`;
      return {
        type: 'numeric',
        stem: `Podstawą graniastosłupa prostego jest trójkąt prostokątny o przyprostokątnych ${cmText(a)} i ${cmText(b)}. Wysokość graniastosłupa jest równa ${cmText(H)}. Oblicz objętość tego graniastosłupa.`,
        figure: prismFigure(
          'triangle',
          { a, b, H },
          { base1: cmText(a), base2: cmText(b), height: `H = ${cmText(H)}` },
        ),
        answer: numberAnswer(V),
        answerHint: 'Wpisz liczbę (objętość w cm³).',
        unitLabel: 'cm³',
        steps: [
          numberStep({
            prompt: 'Oblicz pole podstawy (w cm²).',
            value: rat(base),
            hints: [
              'Podstawa to trójkąt prostokątny.',
              'Pole trójkąta prostokątnego to połowa iloczynu przyprostokątnych.',
              `$\\frac{${a} \\cdot ${b}}{2} = ${base}$`,
            ],
            errors: [{ code: 'triangle_no_half', value: rat(a * b), feedback: 'Pamiętaj o podzieleniu przez 2.' }],
          }),
          numberStep({
            prompt: 'Oblicz objętość (w cm³).',
            value: rat(V),
            hints: [
              'Objętość graniastosłupa to pole podstawy razy wysokość.',
              '$V = P_p \\cdot H$',
              `$${base} \\cdot ${H} = ${V}$`,
            ],
          }),
        ],
        commonErrors: numberErrors(rat(V), mistakes),
        solution,
        params: { a, b, H },
      };
    }
    if (level === 2) {
      const { a, H } = redraw(() => {
        const a = rng.int(2, 12);
        const H = rng.int(3, 15);
        return (a * a * H) % 3 === 0 && a !== H ? { a, H } : null;
      });
      const V = (a * a * H) / 3;
      const mistakes: NumericMistake[] = [
        {
          key: 'pyramid_no_third',
          value: rat(a * a * H),
          feedback:
            'Objętość ostrosłupa to jedna trzecia iloczynu pola podstawy i wysokości. Zabrakło czynnika $\\frac{1}{3}$.',
        },
        {
          key: 'edge_not_squared',
          value: rat(a * H, 3),
          feedback: 'Podstawa jest kwadratem, jej pole to $a^2$, a nie $a$.',
        },
        {
          key: 'base_area_only',
          value: rat(a * a),
          feedback: 'To tylko pole podstawy. Trzeba jeszcze pomnożyć przez wysokość i podzielić przez 3.',
        },
      ];
      const solution = `$V = \\frac{1}{3} \\cdot ${a}^2 \\cdot ${H} = \\frac{1}{3} \\cdot ${a * a} \\cdot ${H} = ${V}$ cm³.`;
      return {
        type: 'numeric',
        stem: `Krawędź podstawy ostrosłupa prawidłowego czworokątnego ma długość ${cmText(a)}, a wysokość tego ostrosłupa jest równa ${cmText(H)}. Oblicz objętość tego ostrosłupa.`,
        figure: pyramidFigure({ a: `a = ${cmText(a)}`, height: `H = ${cmText(H)}` }),
        answer: numberAnswer(V),
        answerHint: 'Wpisz liczbę (objętość w cm³).',
        unitLabel: 'cm³',
        steps: [
          numberStep({
            prompt: 'Oblicz pole podstawy (w cm²).',
            value: rat(a * a),
            hints: [
              'Ostrosłup prawidłowy czworokątny ma w podstawie kwadrat.',
              'Pole kwadratu to $a^2$.',
              `$${a}^2 = ${a * a}$`,
            ],
            errors: [
              {
                code: 'area_perimeter_confused',
                value: rat(4 * a),
                feedback: 'To obwód kwadratu, a potrzebne jest pole.',
              },
            ],
          }),
          numberStep({
            prompt: 'Oblicz objętość (w cm³).',
            value: rat(V),
            hints: [
              'Objętość ostrosłupa: $V = \\frac{1}{3} P_p \\cdot H$.',
              'Pomnóż pole podstawy przez wysokość i podziel przez 3.',
              `$\\frac{1}{3} \\cdot ${a * a} \\cdot ${H} = ${V}$`,
            ],
            errors: [{ code: 'pyramid_no_third', value: rat(a * a * H), feedback: 'Nie zapomnij podzielić przez 3.' }],
          }),
        ],
        commonErrors: numberErrors(rat(V), mistakes),
        solution,
        params: { a, H },
      };
    }
    const [half, H, hs] = rng.pick(RIGHT_TRIANGLES);
    const a = 2 * half;
    const V = (a * a * H) / 3;
    const mistakes: NumericMistake[] = [
      {
        key: 'slant_as_height',
        value: rat(a * a * hs, 3),
        feedback:
          'Wysokość ściany bocznej to nie wysokość ostrosłupa. Wysokość ostrosłupa oblicz z twierdzenia Pitagorasa.',
      },
      {
        key: 'pyramid_no_third',
        value: rat(a * a * H),
        feedback:
          'Objętość ostrosłupa to jedna trzecia iloczynu pola podstawy i wysokości. Zabrakło czynnika $\\frac{1}{3}$.',
      },
      {
        key: 'base_area_only',
        value: rat(a * a),
        feedback: 'To tylko pole podstawy. Trzeba jeszcze pomnożyć przez wysokość i podzielić przez 3.',
      },
    ];
    const solution = `Spodek wysokości to środek kwadratu, więc $H^2 + ${half}^2 = ${hs}^2$, stąd $H = ${H}$ cm. $V = \\frac{1}{3} \\cdot ${a}^2 \\cdot ${H} = ${V}$ cm³.`;
    return {
      type: 'numeric',
      stem: `Krawędź podstawy ostrosłupa prawidłowego czworokątnego ma długość ${cmText(a)}, a wysokość ściany bocznej jest równa ${cmText(hs)}. Oblicz objętość tego ostrosłupa.`,
      figure: pyramidFigure({ a: `a = ${cmText(a)}`, slant: `h = ${cmText(hs)}` }),
      answer: numberAnswer(V),
      answerHint: 'Wpisz liczbę (objętość w cm³).',
      unitLabel: 'cm³',
      steps: [
        numberStep({
          prompt: 'Oblicz wysokość ostrosłupa $H$ (w cm).',
          value: rat(H),
          hints: [
            'Wysokość ostrosłupa, wysokość ściany bocznej i połowa krawędzi podstawy tworzą trójkąt prostokątny.',
            `Przeciwprostokątną jest wysokość ściany bocznej: $H^2 + ${half}^2 = ${hs}^2$.`,
            `$H^2 = ${hs * hs} - ${half * half} = ${H * H}$, więc $H = ${H}$.`,
          ],
          errors: [
            { code: 'slant_as_height', value: rat(hs), feedback: 'To wysokość ściany bocznej, a nie ostrosłupa.' },
          ],
        }),
        numberStep({
          prompt: 'Oblicz objętość (w cm³).',
          value: rat(V),
          hints: [
            '$V = \\frac{1}{3} P_p \\cdot H$',
            `Pole podstawy to $${a}^2 = ${a * a}$.`,
            `$\\frac{1}{3} \\cdot ${a * a} \\cdot ${H} = ${V}$`,
          ],
          errors: [{ code: 'pyramid_no_third', value: rat(a * a * H), feedback: 'Nie zapomnij podzielić przez 3.' }],
        }),
      ],
      commonErrors: numberErrors(rat(V), mistakes),
      solution,
      params: { a, H, hs },
    };
  },
});

const surfaceArea = defineTemplate({
  id: 'prisms_pyramids.surface-area',
  title: 'Pole powierzchni całkowitej graniastosłupa i ostrosłupa',
  generate({ rng, level }): Item {
    if (level === 1) {
      const { a, H } = redraw(() => {
        const a = rng.int(2, 10);
        const H = rng.int(3, 15);
        return a !== H ? { a, H } : null;
      });
      const P = 2 * a * a + 4 * a * H;
      const mistakes: NumericMistake[] = [
        {
          key: 'one_base_only',
          value: rat(a * a + 4 * a * H),
          feedback: 'Graniastosłup ma dwie podstawy. Doliczono tylko jedną.',
        },
        {
          key: 'lateral_only',
          value: rat(4 * a * H),
          feedback: 'To tylko pole powierzchni bocznej. Dodaj pola obu podstaw.',
        },
        {
          key: 'volume_instead',
          value: rat(a * a * H),
          feedback: 'To objętość graniastosłupa, a nie pole jego powierzchni.',
        },
      ];
      const solution = `$P_c = 2 \\cdot ${a}^2 + 4 \\cdot ${a} \\cdot ${H} = ${2 * a * a} + ${4 * a * H} = ${P}$ cm².`;
      return {
        type: 'numeric',
        stem: `Graniastosłup prawidłowy czworokątny ma krawędź podstawy długości ${cmText(a)} i wysokość ${cmText(H)}. Oblicz pole powierzchni całkowitej tego graniastosłupa.`,
        figure: prismFigure('square', { a, H }, { base1: `a = ${cmText(a)}`, height: `H = ${cmText(H)}` }),
        answer: numberAnswer(P),
        answerHint: 'Wpisz liczbę (pole w cm²).',
        unitLabel: 'cm²',
        steps: [
          numberStep({
            prompt: 'Oblicz pole obu podstaw razem (w cm²).',
            value: rat(2 * a * a),
            hints: ['Podstawy to dwa kwadraty.', 'Pole jednego kwadratu to $a^2$.', `$2 \\cdot ${a}^2 = ${2 * a * a}$`],
            errors: [{ code: 'one_base_only', value: rat(a * a), feedback: 'To pole jednej podstawy, a są dwie.' }],
          }),
          numberStep({
            prompt: 'Oblicz pole powierzchni bocznej (w cm²).',
            value: rat(4 * a * H),
            hints: [
              'Ściany boczne to cztery jednakowe prostokąty.',
              `Każdy ma wymiary ${cmText(a)} na ${cmText(H)}.`,
              `$4 \\cdot ${a} \\cdot ${H} = ${4 * a * H}$`,
            ],
          }),
          numberStep({
            prompt: 'Oblicz pole powierzchni całkowitej (w cm²).',
            value: rat(P),
            hints: [
              'Dodaj pole podstaw i pole powierzchni bocznej.',
              '$P_c = 2P_p + P_b$',
              `$${2 * a * a} + ${4 * a * H} = ${P}$`,
            ],
          }),
        ],
        commonErrors: numberErrors(rat(P), mistakes),
        solution,
        params: { a, H },
      };
    }
    let a: number;
    let hs: number;
    let H = 0;
    if (level === 2) {
      ({ a, hs } = redraw(() => {
        const a = rng.int(2, 12);
        const hs = rng.int(3, 15);
        return a !== hs ? { a, hs } : null;
      }));
    } else {
      const [half, h, s] = rng.pick(RIGHT_TRIANGLES);
      a = 2 * half;
      H = h;
      hs = s;
    }
    const P = a * a + 2 * a * hs;
    const mistakes: NumericMistake[] = [
      {
        key: 'triangle_no_half',
        value: rat(a * a + 4 * a * hs),
        feedback: 'Pole trójkąta to połowa iloczynu podstawy i wysokości. Zabrakło dzielenia przez 2.',
      },
      {
        key: 'lateral_only',
        value: rat(2 * a * hs),
        feedback: 'To tylko pole powierzchni bocznej. Dodaj pole podstawy.',
      },
    ];
    if (level === 3) {
      mistakes.unshift({
        key: 'height_as_slant',
        value: rat(a * a + 2 * a * H),
        feedback:
          'Wysokość ostrosłupa to nie wysokość ściany bocznej. Wysokość ściany bocznej oblicz z twierdzenia Pitagorasa.',
      });
    } else {
      mistakes.push({
        key: 'two_bases',
        value: rat(2 * a * a + 2 * a * hs),
        feedback: 'Ostrosłup ma tylko jedną podstawę.',
      });
    }

    const half = a / 2;
    const solution =
      (level === 3 ? `Z twierdzenia Pitagorasa: $h^2 = ${H}^2 + ${half}^2 = ${hs * hs}$, więc $h = ${hs}$ cm. ` : '') +
      `Jedna ściana boczna: $\\frac{1}{2} \\cdot ${a} \\cdot ${hs} = ${texValue(rat(a * hs, 2))}$ cm². $P_c = ${a}^2 + 4 \\cdot \\frac{1}{2} \\cdot ${a} \\cdot ${hs} = ${a * a} + ${2 * a * hs} = ${P}$ cm².`;
    const steps = [
      numberStep({
        prompt: 'Oblicz pole jednej ściany bocznej (w cm²).',
        value: rat(a * hs, 2),
        hints: [
          'Ściana boczna jest trójkątem równoramiennym.',
          'Pole trójkąta to $\\frac{1}{2} a h$.',
          `$\\frac{1}{2} \\cdot ${a} \\cdot ${hs} = ${texValue(rat(a * hs, 2))}$`,
        ],
        errors: [{ code: 'triangle_no_half', value: rat(a * hs), feedback: 'Pamiętaj o podzieleniu przez 2.' }],
      }),
      numberStep({
        prompt: 'Oblicz pole powierzchni całkowitej (w cm²).',
        value: rat(P),
        hints: [
          'Dodaj pole podstawy i cztery pola ścian bocznych.',
          `Pole podstawy to $${a}^2 = ${a * a}$.`,
          `$${a * a} + 4 \\cdot ${texValue(rat(a * hs, 2))} = ${P}$`,
        ],
        errors: [{ code: 'lateral_only', value: rat(2 * a * hs), feedback: 'Dodaj jeszcze pole podstawy.' }],
      }),
    ];
    if (level === 3) {
      steps.unshift(
        numberStep({
          prompt: 'Oblicz wysokość ściany bocznej $h$ (w cm).',
          value: rat(hs),
          hints: [
            'Wysokość ostrosłupa, połowa krawędzi podstawy i wysokość ściany bocznej tworzą trójkąt prostokątny.',
            `Wysokość ściany bocznej jest przeciwprostokątną: $h^2 = ${H}^2 + ${half}^2$.`,
            `$h^2 = ${H * H} + ${half * half} = ${hs * hs}$, więc $h = ${hs}$.`,
          ],
          errors: [{ code: 'no_root', value: rat(hs * hs), feedback: 'To jest $h^2$. Wyciągnij jeszcze pierwiastek.' }],
        }),
      );
    }
    return {
      type: 'numeric',
      stem:
        level === 2
          ? `Krawędź podstawy ostrosłupa prawidłowego czworokątnego ma długość ${cmText(a)}, a wysokość ściany bocznej jest równa ${cmText(hs)}. Oblicz pole powierzchni całkowitej tego ostrosłupa.`
          : `Krawędź podstawy ostrosłupa prawidłowego czworokątnego ma długość ${cmText(a)}, a wysokość tego ostrosłupa jest równa ${cmText(H)}. Oblicz pole powierzchni całkowitej tego ostrosłupa.`,
      figure:
        level === 2
          ? pyramidFigure({ a: `a = ${cmText(a)}`, slant: `h = ${cmText(hs)}` })
          : pyramidFigure({ a: `a = ${cmText(a)}`, height: `H = ${cmText(H)}` }),
      answer: numberAnswer(P),
      answerHint: 'Wpisz liczbę (pole w cm²).',
      unitLabel: 'cm²',
      steps,
      commonErrors: numberErrors(rat(P), mistakes),
      solution,
      params: { a, hs, H },
    };
  },
});

export const prismsPyramidsTemplates: readonly QuestionTemplate[] = [countEdges, volume, surfaceArea];
