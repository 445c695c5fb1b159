/**
 * The figure of `symmetry.perpendicular-bisector` drawn to the item's numbers (issue 25: one
 * triangle for every seed, BC drawn shorter than AB while the text says longer, D at a fixed place).
 */
import { describe, expect, it } from 'vitest';
import { eachItem } from '../answer-key-checks.ts';
import { bisectorFoot, levelOneTriangle, triangleFromSides } from './symmetry.ts';

interface P {
  x: number;
  y: number;
}
const dist = (a: P, b: P) => Math.hypot(a.x - b.x, a.y - b.y);

/** The triangle's vertices (polygon A, B, C) and the point D (the one dot) as drawn. */
function drawn(svg: string): { A: P; B: P; C: P; D: P } {
  const pts = /<polygon points="([^"]+)"/
    .exec(svg)![1]!
    .split(' ')
    .map((p) => {
      const [x, y] = p.split(',').map(Number);
      return { x: x!, y: y! };
    });
  const dot = /<circle cx="([\d.-]+)" cy="([\d.-]+)"/.exec(svg)!;
  return { A: pts[0]!, B: pts[1]!, C: pts[2]!, D: { x: Number(dot[1]), y: Number(dot[2]) } };
}

/** Ratios of drawn lengths agree with the text's to 3% (the SVG rounds coordinates to 0,1 px). */
const close = (drawnRatio: number, statedRatio: number) =>
  expect(Math.abs(drawnRatio / statedRatio - 1)).toBeLessThan(0.03);

describe('symmetry.perpendicular-bisector: the figure has the proportions of the text', () => {
  it('every level, every seed: |BC| : |AB| : |AC| and |AD| = |BD| as stated', () => {
    eachItem(
      'symmetry.perpendicular-bisector',
      (q, level) => {
        const { A, B, C, D } = drawn(q.figure!);
        const { ab, bc, ac, ad } = q.params as Record<string, number>;
        close(dist(A, D), dist(B, D));
        if (level === 1) close(dist(B, D) / dist(B, C), ad! / bc!);
        else {
          close(dist(B, C) / dist(A, C), bc! / ac!);
          close(dist(A, B) / dist(A, C), ab! / ac!);
        }
        // D lies on BC.
        expect(Math.abs(dist(B, D) + dist(D, C) - dist(B, C))).toBeLessThan(1);
      },
      60,
    );
  });

  it('the construction: sides as given, D equidistant from A and B', () => {
    const t = triangleFromSides(17, 21, 11);
    expect(dist(t.B, t.C)).toBeCloseTo(21, 9);
    expect(dist(t.A, t.C)).toBeCloseTo(11, 9);
    const D = bisectorFoot(t);
    expect(dist(D, t.A)).toBeCloseTo(dist(D, t.B), 9);
    const one = levelOneTriangle(23, 19);
    expect(dist(one.B, one.C)).toBeCloseTo(23, 9);
    expect(dist(bisectorFoot(one), one.A)).toBeCloseTo(19, 9);
  });
});
