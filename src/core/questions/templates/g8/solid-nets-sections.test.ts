/**
 * Cube nets checked by folding them a second way (face normals as 3D vectors, not the
 * templates' rolled labels), and section areas recomputed from the edges in the stem.
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { checkAnswer } from '../../check-answer.ts';
import { LEVELS, type QuestionInstance } from '../../types.ts';
import { CUBE_NETS, NON_NETS } from './solid-nets-sections.ts';

type V = [number, number, number];
const neg = (v: V): V => [-v[0], -v[1], -v[2]];
const same = (a: V, b: V): boolean => a.every((x, i) => x === b[i]);

/**
 * Outward normal of the cube face each square becomes: the first square lies on the floor
 * (normal −z); folding up along the edge towards direction d turns the neighbour's normal into
 * d and the old normal into −d's place.
 */
function normals(cells: readonly (readonly [number, number])[]): V[] | null {
  const frame: ({ n: V; ex: V; ey: V } | undefined)[] = cells.map(() => undefined);
  frame[0] = { n: [0, 0, -1], ex: [1, 0, 0], ey: [0, 1, 0] };
  const queue = [0];
  while (queue.length) {
    const i = queue.shift()!;
    const { n, ex, ey } = frame[i]!;
    cells.forEach(([x, y], j) => {
      if (frame[j]) return;
      const dx = x - cells[i]![0];
      const dy = y - cells[i]![1];
      if (dx === 1 && dy === 0) frame[j] = { n: ex, ex: neg(n), ey };
      else if (dx === -1 && dy === 0) frame[j] = { n: neg(ex), ex: n, ey };
      else if (dx === 0 && dy === 1) frame[j] = { n: ey, ex, ey: neg(n) };
      else if (dx === 0 && dy === -1) frame[j] = { n: neg(ey), ex, ey: n };
      else return;
      queue.push(j);
    });
  }
  const ns = frame.map((fr) => fr?.n);
  if (ns.some((n) => !n)) return null;
  const list = ns as V[];
  return list.every((a, i) => list.every((b, j) => i === j || !same(a, b))) ? list : null;
}

/** Shape up to rotation and reflection, for counting distinct nets. */
function canonical(cells: readonly (readonly [number, number])[]): string {
  const variants: string[] = [];
  for (let r = 0; r < 8; r++) {
    const t = cells.map(([x, y]) => {
      let [u, w] = r & 4 ? [y, x] : [x, y];
      if (r & 1) u = -u;
      if (r & 2) w = -w;
      return [u, w] as const;
    });
    const mx = Math.min(...t.map((p) => p[0]));
    const my = Math.min(...t.map((p) => p[1]));
    variants.push(
      t
        .map(([u, w]) => `${u - mx},${w - my}`)
        .sort()
        .join(' '),
    );
  }
  return variants.sort()[0]!;
}

const cellsFromKey = (key: string): [number, number][] =>
  key.split(' ').map((p) => p.split(',').map(Number) as [number, number]);

describe('cube nets', () => {
  it('there are exactly 11 different cube nets, and the non-nets do not fold', () => {
    expect(new Set(CUBE_NETS.map(canonical)).size).toBe(11);
    for (const net of CUBE_NETS) expect(normals(net)).not.toBeNull();
    for (const shape of NON_NETS) expect(normals(shape)).toBeNull();
  });

  it('level 1: exactly the chosen figure is a net', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const q = generateQuestion('solid_nets_sections.cube-nets', 1, seed);
      if (q.answer.kind !== 'choice') throw new Error('choice expected');
      const nets = String(q.params.nets).split('|').map(cellsFromKey);
      const folding = nets.map((n) => normals(n) !== null);
      expect(folding.filter(Boolean)).toHaveLength(1);
      expect(q.options![q.answer.index]!.text).toBe(`Figura ${'ABCD'[folding.indexOf(true)]}`);
    }
  });

  it('levels 2–3: the opposite face and the hidden number of pips', () => {
    for (const level of [2, 3] as const) {
      for (let seed = 1; seed <= 150; seed++) {
        const q = generateQuestion('solid_nets_sections.cube-nets', level, seed);
        if (q.answer.kind !== 'number') throw new Error('number expected');
        // The numbers follow the squares in reading order (row by row, left to right).
        const cells = cellsFromKey(String(q.params.net)).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
        const ns = normals(cells)!;
        const opposite = (i: number): number => ns.findIndex((n) => same(n, neg(ns[i]!)));
        if (level === 2) {
          const numbers = String(q.params.numbers).split('').map(Number);
          const i = numbers.indexOf(Number(q.params.k));
          expect(q.answer.value.n).toBe(numbers[opposite(i)]);
        } else {
          const labels = String(q.params.labels).split(',');
          const shown = Number(labels[opposite(labels.indexOf('?'))]);
          expect(q.answer.value.n).toBe(7 - shown);
          // The other shown numbers are not on faces opposite each other or the '?'.
          const numbered = labels.map((l, i) => ({ l, i })).filter(({ l }) => l !== '');
          expect(numbered).toHaveLength(4);
          expect(new Set(numbered.map(({ l }) => l)).size).toBe(4);
        }
      }
    }
  });
});

const stemEdges = (q: QuestionInstance): number[] =>
  [...q.stem.matchAll(/(\d+)\\text\{ cm\}/g)].map((m) => Number(m[1]));

describe('solid_nets_sections.cuboid-section', () => {
  it('every area matches the edges', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= 150; seed++) {
        const q = generateQuestion('solid_nets_sections.cuboid-section', level, seed);
        const [a, b, c] = stemEdges(q) as [number, number, number];
        if (level === 2) {
          // Cube: the diagonal section is a × a√2.
          expect(checkAnswer(q, `${a * a}√2`).result).toBe('correct');
          expect(checkAnswer(q, `${a * a}*sqrt(2)`).result).toBe('correct');
          expect(checkAnswer(q, String(a * a)).result).not.toBe('correct');
          continue;
        }
        if (q.answer.kind !== 'number') throw new Error('number expected');
        const d = Math.hypot(a, b);
        const expected = level === 1 ? d * c : (d * c) / 2;
        expect(q.answer.value.n / q.answer.value.d).toBeCloseTo(expected, 9);
      }
    }
  });
});
