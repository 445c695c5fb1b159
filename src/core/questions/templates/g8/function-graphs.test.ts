/**
 * Answer keys of the function-graph items recomputed from the graph's vertices as the figure's
 * description states them, by sampling the broken line (floating point, independent of the
 * templates' exact arithmetic).
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { checkAnswer } from '../../check-answer.ts';
import { LEVELS, type QuestionInstance } from '../../types.ts';

const SEEDS = 150;
const num = (s: string): number => Number(s.replace('\u2212', '-').replace('{,}', '.'));

function vertices(q: QuestionInstance): [number, number][] {
  const aria = /aria-label="([^"]*)"/.exec(q.figure ?? '')![1]!;
  return [...aria.matchAll(/\(([−\d]+); ([−\d]+)\)/g)].map((m) => [num(m[1]!), num(m[2]!)]);
}

function f(v: readonly [number, number][], x: number): number {
  const i = v.findIndex((p, k) => k + 1 < v.length && x >= p[0] && x <= v[k + 1]![0]);
  const [x0, y0] = v[i]!;
  const [x1, y1] = v[i + 1]!;
  return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
}

/** x values (step 1/8) across the domain. */
function grid(v: readonly [number, number][]): number[] {
  const out: number[] = [];
  for (let x = v[0]![0]; x <= v[v.length - 1]![0] + 1e-9; x += 0.125) out.push(x);
  return out;
}

const value = (q: QuestionInstance): number => {
  if (q.answer.kind !== 'number') throw new Error('numeric answer expected');
  return q.answer.value.n / q.answer.value.d;
};
const stemNumber = (q: QuestionInstance, re: RegExp): number => num(re.exec(q.stem)![1]!);

describe('function_graphs.read-values', () => {
  it('every answer matches the graph', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('function_graphs.read-values', level, seed);
        const v = vertices(q);
        const where = `L${level} s${seed}: ${q.stem}`;
        if (level === 1) {
          const a = stemNumber(q, /\$f\((-?\d+)\)\$/);
          expect(value(q), where).toBeCloseTo(f(v, a), 9);
        } else if (level === 2) {
          const c = stemNumber(q, /wartość \$(-?\d+)\$/);
          const hits = grid(v).filter((x) => Math.abs(f(v, x) - c) < 1e-9);
          expect(hits, where).toHaveLength(1);
          expect(value(q), where).toBeCloseTo(hits[0]!, 9);
        } else {
          if (q.answer.kind !== 'numbers') throw new Error('list expected');
          const zeros = grid(v).filter((x) => Math.abs(f(v, x)) < 1e-9);
          expect(
            q.answer.values.map((r) => r.n / r.d).sort((a, b) => a - b),
            where,
          ).toEqual(zeros);
          expect(checkAnswer(q, [...zeros].reverse().join('; ')).result).toBe('correct');
        }
      }
    }
  });
});

/** "$\langle -3;\ 1 \rangle$" → [-3, 1, closed]. */
function interval(text: string): { a: number; b: number; closed: boolean } {
  const m = /\$(\\langle|\() ?(-?\d+);\\ (-?\d+) ?(\\rangle|\))\$/.exec(text)!;
  return { a: num(m[2]!), b: num(m[3]!), closed: m[1] === '\\langle' && m[4] === '\\rangle' };
}

describe('function_graphs.intervals', () => {
  // Level 2 accepts about one drawn graph in 90; with too few tries 1 seed in 270 failed (and a
  // mock exam holding that task answered 500).
  it('generates for every seed', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= 3000; seed++) {
        expect(() => generateQuestion('function_graphs.intervals', level, seed * 7919)).not.toThrow();
      }
    }
  });

  it('the chosen option is the interval read off the graph', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('function_graphs.intervals', level, seed);
        if (q.answer.kind !== 'choice') throw new Error('choice expected');
        const v = vertices(q);
        const xs = grid(v);
        const { a, b, closed } = interval(q.options![q.answer.index]!.text);
        const where = `L${level} s${seed}`;
        if (level === 1) {
          // Increasing on [a, b], and on no longer interval: the graph falls right outside it.
          for (const x of xs.filter((t) => t >= a && t < b)) expect(f(v, x + 0.125), where).toBeGreaterThan(f(v, x));
          for (const x of xs.filter((t) => t < a || t >= b)) {
            if (x + 0.125 <= v[v.length - 1]![0]) expect(f(v, x + 0.125), where).toBeLessThan(f(v, x));
          }
          expect(closed).toBe(true);
        } else if (level === 2) {
          const positive = xs.filter((x) => f(v, x) > 1e-9);
          expect(Math.min(...positive), where).toBeCloseTo(a + 0.125, 9);
          expect(Math.max(...positive), where).toBeCloseTo(b - 0.125, 9);
          expect(positive.length).toBe(Math.round((b - a) * 8) - 1);
          expect(closed).toBe(false);
        } else {
          const ys = xs.map((x) => f(v, x));
          expect([a, b], where).toEqual([Math.min(...ys), Math.max(...ys)]);
          expect(closed).toBe(true);
        }
      }
    }
  });
});
