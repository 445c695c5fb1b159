/**
 * Nets of a cube (which net folds into a cube, which faces are opposite) and sections of a
 * cuboid (the diagonal section, the triangle through a face diagonal and a vertical edge).
 */
import { rat, mul } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { RIGHT_TRIANGLES, numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { numberStep, step, exprStepPatterns } from '../../kit/steps.ts';
import { texValue } from '../../kit/format.ts';
import { type NetCells, cuboidSectionFigure, netsFigure } from '../../chart-figures.ts';
import type { CommonError, McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

/* ------------------------------------------------------------------------------------------
 * Folding a net: roll a cube over the squares; the face touching each square is the face of
 * the cube that square becomes.
 * ---------------------------------------------------------------------------------------- */

type Face = 'bottom' | 'top' | 'north' | 'south' | 'east' | 'west';
type Cube = Record<Face, Face>;
const OPPOSITE: Record<Face, Face> = {
  bottom: 'top',
  top: 'bottom',
  north: 'south',
  south: 'north',
  east: 'west',
  west: 'east',
};

/** The cube after tipping over one edge towards (dx, dy) (dy > 0 is south, down the page). */
function roll(c: Cube, dx: number, dy: number): Cube {
  if (dx === 1) return { ...c, bottom: c.east, east: c.top, top: c.west, west: c.bottom };
  if (dx === -1) return { ...c, bottom: c.west, west: c.top, top: c.east, east: c.bottom };
  if (dy === 1) return { ...c, bottom: c.south, south: c.top, top: c.north, north: c.bottom };
  return { ...c, bottom: c.north, north: c.top, top: c.south, south: c.bottom };
}

/** The cube face each square of the net becomes (by index), or null when the net does not fold. */
function foldNet(cells: NetCells): Face[] | null {
  const start: Cube = { bottom: 'bottom', top: 'top', north: 'north', south: 'south', east: 'east', west: 'west' };
  const faces: (Face | undefined)[] = cells.map(() => undefined);
  const state: (Cube | undefined)[] = cells.map(() => undefined);
  state[0] = start;
  faces[0] = 'bottom';
  const queue = [0];
  while (queue.length) {
    const i = queue.shift()!;
    const [x, y] = cells[i]!;
    cells.forEach(([u, w], j) => {
      const dx = u - x;
      const dy = w - y;
      if (state[j] || Math.abs(dx) + Math.abs(dy) !== 1) return;
      state[j] = roll(state[i]!, dx, dy);
      faces[j] = state[j]!.bottom;
      queue.push(j);
    });
  }
  if (faces.some((f) => f === undefined)) return null;
  return new Set(faces).size === 6 ? (faces as Face[]) : null;
}

/** Index of the square opposite square i in a folding net. */
function oppositeSquare(cells: NetCells, i: number): number {
  const faces = foldNet(cells)!;
  return faces.indexOf(OPPOSITE[faces[i]!]);
}

const key = (cells: NetCells): string =>
  [...cells]
    .map(([x, y]) => `${x},${y}`)
    .sort()
    .join(' ');

function normalise(cells: NetCells): [number, number][] {
  const mx = Math.min(...cells.map((c) => c[0]));
  const my = Math.min(...cells.map((c) => c[1]));
  return cells.map(([x, y]) => [x - mx, y - my] as [number, number]).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** Every hexomino up to translation (all 216 fixed ones), laid out at most 5 wide and 4 high. */
function hexominoes(): [number, number][][] {
  let layer = new Map<string, [number, number][]>([['0,0', [[0, 0]]]]);
  for (let n = 1; n < 6; n++) {
    const next = new Map<string, [number, number][]>();
    for (const cells of layer.values()) {
      for (const [x, y] of cells) {
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          if (cells.some(([u, w]) => u === x + dx && w === y + dy)) continue;
          const grown = normalise([...cells, [x + dx, y + dy]]);
          next.set(key(grown), grown);
        }
      }
    }
    layer = next;
  }
  return [...layer.values()];
}

const ALL_HEXOMINOES = hexominoes();
const fits = (c: NetCells): boolean => Math.max(...c.map((p) => p[0])) < 5 && Math.max(...c.map((p) => p[1])) < 4;
const hasBlock = (c: NetCells): boolean =>
  c.some(([x, y]) =>
    [
      [x + 1, y],
      [x, y + 1],
      [x + 1, y + 1],
    ].every(([u, w]) => c.some((p) => p[0] === u && p[1] === w)),
  );
/** Cube nets that fit the drawing (11 shapes in their orientations). */
export const CUBE_NETS = ALL_HEXOMINOES.filter((c) => foldNet(c) !== null && fits(c));
/** Hexominoes that do not fold into a cube and look like they might (no 2×2 block). */
export const NON_NETS = ALL_HEXOMINOES.filter((c) => foldNet(c) === null && fits(c) && !hasBlock(c));

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/**
 * The squares of a net row by row, for the figure's description (a screen reader user gets the
 * same layout): "wiersz 1: kolumny 1, 2; wiersz 2: …", with each square's label when given.
 */
function describeCells(cells: NetCells, labels?: readonly string[]): string {
  const rows = [...new Set(cells.map((c) => c[1]))].sort((a, b) => a - b);
  return rows
    .map((r) => {
      const inRow = cells
        .map((c, i) => ({ c, i }))
        .filter(({ c }) => c[1] === r)
        .sort((a, b) => a.c[0] - b.c[0]);
      const items = inRow.map(({ c, i }) => `kolumna ${c[0] + 1}${labels ? ` (${labels[i]})` : ''}`);
      return `wiersz ${r + 1}: ${items.join(', ')}`;
    })
    .join('; ');
}

/** The faces of a non-net that would overlap (two squares on one face), for the feedback. */
function whyNotNet(cells: NetCells): string {
  return hasBlock(cells)
    ? 'Cztery kwadraty przy jednym wierzchołku nie dają się złożyć.'
    : 'Po złożeniu dwa kwadraty trafiłyby na tę samą ścianę, a jednej ściany by zabrakło.';
}

function pickNumberedNet(rng: Rng): { cells: [number, number][]; numbers: number[] } {
  const cells = rng.pick(CUBE_NETS).map(([x, y]) => [x, y] as [number, number]);
  return { cells, numbers: rng.shuffle([1, 2, 3, 4, 5, 6]) };
}

/** Which net folds into a cube; which face is opposite; the hidden number of a die. */
const cubeNets = defineTemplate({
  id: 'solid_nets_sections.cube-nets',
  title: 'Siatki sześcianu: która siatka, która ściana naprzeciw',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const net = rng.pick(CUBE_NETS);
      const wrongs = redraw(() => {
        const w = [rng.pick(NON_NETS), rng.pick(NON_NETS), rng.pick(NON_NETS)];
        return new Set(w.map(key)).size === 3 ? w : null;
      });
      const order = rng.shuffle([net, ...wrongs]);
      const correct = order.indexOf(net);
      const figure = netsFigure(
        order.map((cells, i) => ({ cells, name: LETTERS[i]! })),
        `Cztery figury, każda złożona z sześciu kwadratów. ${order.map((cells, i) => `Figura ${LETTERS[i]}: ${describeCells(cells)}`).join('. ')}`,
      );
      const distractors: McqOption[] = order
        .map((_, i) => i)
        .filter((i) => i !== correct)
        .map((i) => ({ text: `Figura ${LETTERS[i]}`, errorKey: `not_a_net_${LETTERS[i]}` }));
      // Options stay in the order A–D, as on the exam sheet.
      const options: McqOption[] = LETTERS.map((l, i) =>
        i === correct ? { text: `Figura ${l}` } : distractors.find((d) => d.text === `Figura ${l}`)!,
      );
      const commonErrors: CommonError[] = order
        .map((cells, i) => ({ cells, i }))
        .filter(({ i }) => i !== correct)
        .map(({ cells, i }) =>
          textError(
            `not_a_net_${LETTERS[i]}`,
            `Figura ${LETTERS[i]}`,
            `Figura ${LETTERS[i]} nie jest siatką sześcianu. ${whyNotNet(cells)}`,
          ),
        );
      const letter = LETTERS[correct]!;
      return {
        type: 'mcq',
        stem: 'Na rysunku przedstawiono cztery figury, każda złożona z sześciu jednakowych kwadratów. Która z nich jest siatką sześcianu?',
        figure,
        options,
        answer: { kind: 'choice', index: correct },
        steps: [
          step({
            prompt: 'Która figura jest siatką sześcianu? Wpisz jej literę.',
            expected: letter,
            patterns: [`^(figura )?${letter.toLowerCase()}$`],
            hints: [
              'Wyobraź sobie, że jeden kwadrat to dno, i zaginaj pozostałe do góry.',
              'W siatce sześcianu żadne dwa kwadraty nie mogą trafić na tę samą ścianę; nie ma w niej też bloku 2 × 2 kwadraty.',
              `Tylko figura ${letter} składa się w sześcian.`,
            ],
            errors: distractors.map((d) => ({
              code: d.errorKey!,
              patterns: [`^(figura )?${d.text.slice(-1).toLowerCase()}$`],
              feedback: commonErrors.find((e) => e.key === d.errorKey)!.feedback,
            })),
          }),
        ],
        commonErrors,
        solution: `Figura ${letter} składa się w sześcian: każdy z sześciu kwadratów staje się inną ścianą. W pozostałych figurach po złożeniu dwa kwadraty nakładają się na siebie.`,
        params: { nets: order.map(key).join('|') },
      };
    }
    const { cells, numbers } = pickNumberedNet(rng);
    const neighbours = (i: number): number[] =>
      cells
        .map((c, j) => ({ c, j }))
        .filter(({ c }) => Math.abs(c[0] - cells[i]![0]) + Math.abs(c[1] - cells[i]![1]) === 1)
        .map(({ j }) => j);
    if (level === 2) {
      const i = rng.int(0, 5);
      const o = oppositeSquare(cells, i);
      const k = numbers[i]!;
      const answer = rat(numbers[o]!);
      const mistakes: NumericMistake[] = neighbours(i)
        .slice(0, 2)
        .map((j) => ({
          key: `neighbour_${numbers[j]}`,
          value: rat(numbers[j]!),
          feedback: `Ściana ${numbers[j]} sąsiaduje w siatce ze ścianą ${k}, więc po złożeniu też będzie z nią sąsiadować, a nie leżeć naprzeciw.`,
        }));
      return {
        type: 'numeric',
        stem: `Na rysunku przedstawiono siatkę sześcianu, na której ściany ponumerowano liczbami od 1 do 6. Z siatki sklejono sześcian. Która ściana będzie leżała naprzeciw ściany z liczbą ${k}?`,
        figure: netsFigure(
          [{ cells, name: '', numbers: numbers.map(String) }],
          `Siatka sześcianu z ponumerowanymi ścianami: ${describeCells(cells, numbers.map(String))}`,
        ),
        answer: numberAnswer(answer),
        answerHint: 'Wpisz numer ściany.',
        steps: [
          numberStep({
            prompt: `Która ściana leży naprzeciw ściany ${k}?`,
            value: answer,
            hints: [
              'Ściany sąsiednie w siatce będą sąsiednie także na sześcianie — je można od razu wykluczyć.',
              'W pasku trzech kwadratów w jednej linii pierwszy i trzeci leżą po złożeniu naprzeciw siebie.',
              `Naprzeciw ściany ${k} leży ściana ${numbers[o]}.`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(answer, mistakes),
        solution: `Po złożeniu siatki ściany sąsiadujące ze ścianą ${k} tworzą boki sześcianu, a naprzeciw niej leży ściana ${numbers[o]}.`,
        params: { net: key(cells), numbers: numbers.join(''), k },
      };
    }
    // A die: opposite faces add up to 7. Three faces carry numbers, one carries "?".
    const q = rng.int(0, 5);
    const o = oppositeSquare(cells, q);
    const others = [0, 1, 2, 3, 4, 5].filter((j) => j !== q && j !== o);
    // Two more shown faces, not opposite to each other.
    const [s1, s2] = redraw(() => {
      const a = rng.pick(others);
      const b = rng.pick(others);
      return a !== b && oppositeSquare(cells, a) !== b ? [a, b] : null;
    });
    const dice = redraw(() => {
      const top = rng.int(1, 6);
      const side1 = rng.int(1, 6);
      const side2 = rng.int(1, 6);
      const used = [top, 7 - top, side1, 7 - side1, side2, 7 - side2];
      return new Set(used).size === 6 ? { shownOpp: top, side1, side2 } : null;
    });
    const labels = cells.map(() => '');
    labels[q] = '?';
    labels[o] = String(dice.shownOpp);
    labels[s1] = String(dice.side1);
    labels[s2] = String(dice.side2);
    const answer = rat(7 - dice.shownOpp);
    const mistakes: NumericMistake[] = [
      {
        key: 'same_as_opposite',
        value: rat(dice.shownOpp),
        feedback: `Ściana z liczbą ${dice.shownOpp} leży naprzeciw szukanej, a suma oczek na przeciwległych ścianach to 7.`,
      },
      ...[s1, s2].map((s) => ({
        key: `opposite_of_${labels[s]}`,
        value: rat(7 - Number(labels[s])),
        feedback: `Ściana z liczbą ${labels[s]} nie leży naprzeciw ściany ze znakiem zapytania — w siatce sąsiadują albo łączy je wspólna krawędź po złożeniu.`,
      })),
    ];
    return {
      type: 'numeric',
      stem: 'Na kostce do gry suma liczb oczek na każdych dwóch przeciwległych ścianach jest równa 7. Na rysunku przedstawiono siatkę kostki, na której wpisano liczby oczek na trzech ścianach. Jaka liczba oczek jest na ścianie oznaczonej znakiem zapytania?',
      figure: netsFigure(
        [{ cells, name: '', numbers: labels }],
        `Siatka kostki do gry: ${describeCells(
          cells,
          labels.map((l) => l || 'pusta'),
        )}`,
      ),
      answer: numberAnswer(answer),
      answerHint: 'Wpisz liczbę oczek.',
      steps: [
        numberStep({
          prompt: 'Jaka liczba jest wpisana na ścianie, która po złożeniu leży naprzeciw ściany ze znakiem zapytania?',
          value: rat(dice.shownOpp),
          hints: [
            'Ściany sąsiednie w siatce nie leżą naprzeciw siebie.',
            'W pasku trzech kwadratów w jednej linii pierwszy i trzeci są naprzeciw siebie.',
            `Naprzeciw znaku zapytania jest ściana z liczbą ${dice.shownOpp}.`,
          ],
        }),
        numberStep({
          prompt: 'Ile oczek jest na ścianie ze znakiem zapytania?',
          value: answer,
          hints: [
            'Suma oczek na przeciwległych ścianach to 7.',
            `$7 - ${dice.shownOpp}$`,
            `$7 - ${dice.shownOpp} = ${7 - dice.shownOpp}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(answer, mistakes),
      solution: `Po złożeniu naprzeciw ściany ze znakiem zapytania leży ściana z liczbą ${dice.shownOpp}, więc szukana liczba oczek to $7 - ${dice.shownOpp} = ${7 - dice.shownOpp}$.`,
      params: { net: key(cells), labels: labels.join(',') },
    };
  },
});

/* ------------------------------------------------------------------------------------------
 * Sections of a cuboid.
 * ---------------------------------------------------------------------------------------- */

/** Base edges whose diagonal is whole: legs and the diagonal. */
const BASES = RIGHT_TRIANGLES.slice(0, 7);

const cm = (n: number): string => `${n} cm`;

/** Area of the diagonal section (levels 1–2: cuboid, cube with √2) or of triangle BDH (level 3). */
const cuboidSection = defineTemplate({
  id: 'solid_nets_sections.cuboid-section',
  title: 'Przekrój prostopadłościanu: przekątny, trójkątny',
  generate({ rng, level }): GeneratedBody {
    if (level === 2) {
      const a = rng.int(2, 13);
      const area = `${a * a}*sqrt(2)`;
      const mistakes = [
        {
          key: 'face_area',
          expr: String(a * a),
          feedback: `$${a * a}\\text{ cm}^2$ to pole ściany sześcianu. Przekrój przekątny ma jeden bok równy przekątnej ściany, czyli $${a}\\sqrt{2}$ cm.`,
        },
        {
          key: 'diagonal_squared',
          expr: String(2 * a * a),
          feedback: `Pole przekroju to iloczyn boków $${a}$ i $${a}\\sqrt{2}$, a nie kwadrat przekątnej.`,
        },
        {
          key: 'diagonal_only',
          expr: `${a}*sqrt(2)`,
          feedback: `$${a}\\sqrt{2}$ cm to długość przekątnej ściany. Pomnóż ją przez krawędź $${a}$ cm.`,
        },
      ];
      return {
        type: 'expression',
        stem: `Sześcian $ABCDEFGH$ ma krawędź długości $${a}\\text{ cm}$. Oblicz pole przekroju $ACGE$ tego sześcianu płaszczyzną przechodzącą przez przekątne podstaw $AC$ i $EG$.`,
        figure: cuboidSectionFigure(
          [a, a, a],
          'ACGE',
          { ab: cm(a), bc: '', ae: '' },
          `Sześcian ABCDEFGH o krawędzi ${a} cm z zaznaczonym przekrojem ACGE`,
        ),
        answer: { kind: 'expression', expr: area, variables: [], form: 'any' },
        answerHint: 'Wpisz wynik w cm², np. 18√2.',
        unitLabel: 'cm²',
        steps: [
          step({
            prompt: 'Ile wynosi długość przekątnej $AC$ podstawy?',
            expected: `${a}√2`,
            patterns: exprStepPatterns([`${a}√2`, `${a}*sqrt(2)`, `${a}√(2)`, `√${2 * a * a}`]),
            hints: [
              'Przekątna kwadratu o boku $a$ ma długość $a\\sqrt{2}$.',
              `$|AC| = ${a}\\sqrt{2}$`,
              `$|AC| = ${a}\\sqrt{2}$ cm`,
            ],
          }),
          step({
            prompt: 'Ile wynosi pole prostokąta $ACGE$?',
            expected: `${a * a}√2`,
            patterns: exprStepPatterns([`${a * a}√2`, `${a * a}*sqrt(2)`, `${a * a}√(2)`]),
            hints: [
              'Przekrój jest prostokątem o bokach $|AC|$ i $|AE|$.',
              `$${a}\\sqrt{2} \\cdot ${a}$`,
              `$${a}\\sqrt{2} \\cdot ${a} = ${a * a}\\sqrt{2}$`,
            ],
            errors: mistakes.map((mk) => ({
              code: mk.key,
              patterns: exprStepPatterns([mk.expr]),
              feedback: mk.feedback,
            })),
          }),
        ],
        commonErrors: mistakes.map((mk) => ({
          key: mk.key,
          wrong: { kind: 'expression', expr: mk.expr },
          feedback: mk.feedback,
        })),
        solution: `Przekrój $ACGE$ jest prostokątem o bokach $|AC| = ${a}\\sqrt{2}$ cm i $|AE| = ${a}$ cm. Jego pole: $${a}\\sqrt{2} \\cdot ${a} = ${a * a}\\sqrt{2}\\text{ cm}^2$.`,
        params: { a },
      };
    }
    const [a, b, d] = rng.pick(BASES);
    const c = redraw(() => {
      const h = rng.int(3, 12);
      return h === a || h === b || h === d ? null : h;
    });
    const dims: [number, number, number] = [a, b, c];
    const labels = { ab: cm(a), bc: cm(b), ae: cm(c) };
    const diagonalStep = numberStep({
      prompt: 'Ile centymetrów ma przekątna podstawy?',
      value: rat(d),
      hints: [
        'Przekątna prostokąta to przeciwprostokątna trójkąta o przyprostokątnych równych bokom podstawy.',
        `$\\sqrt{${a}^2 + ${b}^2}$`,
        `$\\sqrt{${a * a} + ${b * b}} = \\sqrt{${d * d}} = ${d}$`,
      ],
      errors: [
        {
          code: 'legs_added',
          value: rat(a + b),
          feedback: 'Długości boków się nie dodaje. Skorzystaj z twierdzenia Pitagorasa.',
        },
      ],
    });
    if (level === 1) {
      const area = rat(d * c);
      const mistakes: NumericMistake[] = [
        {
          key: 'face_area',
          value: rat(a * c),
          feedback: `To pole ściany $ABFE$. Przekrój $ACGE$ ma bok równy przekątnej podstawy, a nie krawędzi.`,
        },
        {
          key: 'legs_added',
          value: rat((a + b) * c),
          feedback: 'Przekątną podstawy obliczono jako sumę boków. Skorzystaj z twierdzenia Pitagorasa.',
        },
        { key: 'volume', value: rat(a * b * c), feedback: 'To objętość prostopadłościanu, a nie pole przekroju.' },
      ];
      return {
        type: 'numeric',
        stem: `Prostopadłościan $ABCDEFGH$ ma wymiary $${a}\\text{ cm} \\times ${b}\\text{ cm} \\times ${c}\\text{ cm}$ (jak na rysunku). Oblicz pole przekroju $ACGE$ tego prostopadłościanu płaszczyzną przechodzącą przez przekątne podstaw $AC$ i $EG$.`,
        figure: cuboidSectionFigure(
          dims,
          'ACGE',
          labels,
          `Prostopadłościan ABCDEFGH o krawędziach ${a} cm, ${b} cm i ${c} cm z zaznaczonym przekrojem ACGE`,
        ),
        answer: numberAnswer(area, { unit: { accepted: ['cm²', 'cm2', 'cm^2'], required: false } }),
        answerHint: 'Wpisz pole w cm².',
        unitLabel: 'cm²',
        steps: [
          diagonalStep,
          numberStep({
            prompt: 'Ile wynosi pole przekroju $ACGE$?',
            value: area,
            hints: [
              'Przekrój jest prostokątem o bokach: przekątna podstawy i wysokość.',
              `$${d} \\cdot ${c}$`,
              `$${d} \\cdot ${c} = ${d * c}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(area, mistakes),
        solution: `Przekątna podstawy: $|AC| = \\sqrt{${a}^2 + ${b}^2} = \\sqrt{${d * d}} = ${d}$ cm. Przekrój $ACGE$ jest prostokątem $${d}\\text{ cm} \\times ${c}\\text{ cm}$, więc jego pole to $${d} \\cdot ${c} = ${d * c}\\text{ cm}^2$.`,
        params: { a, b, c },
      };
    }
    const area = mul(rat(d * c), rat(1, 2));
    const mistakes: NumericMistake[] = [
      { key: 'no_half', value: rat(d * c), feedback: 'To pole prostokąta $BDHF$. Trójkąt $BDH$ to jego połowa.' },
      {
        key: 'edge_instead_of_diagonal',
        value: rat(a * c, 2),
        feedback: 'Jako podstawę trójkąta wzięto krawędź. Bok $BD$ to przekątna podstawy.',
      },
      {
        key: 'legs_added',
        value: rat((a + b) * c, 2),
        feedback: 'Przekątną podstawy obliczono jako sumę boków. Skorzystaj z twierdzenia Pitagorasa.',
      },
    ];
    return {
      type: 'numeric',
      stem: `Prostopadłościan $ABCDEFGH$ ma wymiary $${a}\\text{ cm} \\times ${b}\\text{ cm} \\times ${c}\\text{ cm}$ (jak na rysunku). Przekrój płaszczyzną przechodzącą przez wierzchołki $B$, $D$ i $H$ jest trójkątem $BDH$. Oblicz jego pole.`,
      figure: cuboidSectionFigure(
        dims,
        'BDH',
        labels,
        `Prostopadłościan ABCDEFGH o krawędziach ${a} cm, ${b} cm i ${c} cm z zaznaczonym trójkątem BDH`,
      ),
      answer: numberAnswer(area, { unit: { accepted: ['cm²', 'cm2', 'cm^2'], required: false } }),
      answerHint: 'Wpisz pole w cm².',
      unitLabel: 'cm²',
      steps: [
        diagonalStep,
        numberStep({
          prompt: 'Ile wynosi pole trójkąta $BDH$?',
          value: area,
          hints: [
            'Krawędź $DH$ jest prostopadła do podstawy, więc kąt $BDH$ jest prosty.',
            `$\\frac{1}{2} \\cdot ${d} \\cdot ${c}$`,
            `$\\frac{1}{2} \\cdot ${d} \\cdot ${c} = ${texValue(area)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(area, mistakes),
      solution: `$|BD| = \\sqrt{${a}^2 + ${b}^2} = ${d}$ cm, $|DH| = ${c}$ cm, a kąt $BDH$ jest prosty. Pole: $\\frac{1}{2} \\cdot ${d} \\cdot ${c} = ${texValue(area)}\\text{ cm}^2$.`,
      params: { a, b, c },
    };
  },
});

export const solidNetsSectionsTemplates: readonly QuestionTemplate[] = [cubeNets, cuboidSection];
