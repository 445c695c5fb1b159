/**
 * Answer keys of the distance–time items recomputed from what the pupil sees: the graph's
 * points as stated in the figure's description and the numbers in the stem.
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { checkAnswer } from '../../check-answer.ts';
import { LEVELS, type QuestionInstance } from '../../types.ts';
import { plainSpaces } from '../answer-key-checks.ts';

const SEEDS = 150;

/** "1,5" → 1.5; "−3" → −3. */
const num = (s: string): number => Number(s.replace(',', '.').replace('\u2212', '-'));

function ariaOf(q: QuestionInstance): string {
  return /aria-label="([^"]*)"/.exec(q.figure ?? '')![1]!;
}

/** Points "(t h; d km)" in a piece of text. */
function points(text: string): [number, number][] {
  return [...text.matchAll(/\(([\d,]+) h; ([\d,]+) km\)/g)].map((m) => [num(m[1]!), num(m[2]!)]);
}

/** Distance at time t on a broken line (linear between points). */
function at(pts: readonly [number, number][], t: number): number {
  for (let i = 0; i + 1 < pts.length; i++) {
    const [t0, d0] = pts[i]!;
    const [t1, d1] = pts[i + 1]!;
    if (t >= t0 && t <= t1) return d0 + ((t - t0) * (d1 - d0)) / (t1 - t0);
  }
  throw new Error(`t = ${t} outside the graph`);
}

const value = (q: QuestionInstance): number => {
  if (q.answer.kind !== 'number') throw new Error('numeric answer expected');
  return q.answer.value.n / q.answer.value.d;
};

/** Times written in the stem as $1{,}5\text{ h}$. */
const stemHours = (stem: string): number[] =>
  [...stem.matchAll(/\$(?:t = )?([\d{},]+)\\text\{ h\}\$/g)].map((m) => num(m[1]!.replace('{,}', ',')));

describe('distance_time_graphs.journey', () => {
  it('every answer matches the graph', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('distance_time_graphs.journey', level, seed);
        const pts = points(ariaOf(q));
        const [T, D] = pts[pts.length - 1]!;
        let expected: number;
        if (plainSpaces(q.stem).includes('Ile minut trwał postój')) {
          // The stop is the one piece where the distance does not change.
          const i = pts.findIndex((p, k) => k + 1 < pts.length && pts[k + 1]![1] === p[1]);
          expected = (pts[i + 1]![0] - pts[i]![0]) * 60;
        } else if (plainSpaces(q.stem).includes('W jakiej odległości')) {
          expected = at(pts, stemHours(plainSpaces(q.stem))[0]!);
        } else if (plainSpaces(q.stem).includes('średnią prędkość')) {
          expected = D / T;
        } else {
          const [a, b] = stemHours(plainSpaces(q.stem)) as [number, number];
          expected = (at(pts, b) - at(pts, a)) / (b - a);
        }
        expect(value(q), `L${level} s${seed}: ${plainSpaces(q.stem)}`).toBeCloseTo(expected, 9);
        // Exactly one stop, never at the start or the end.
        const flat = pts.filter((p, k) => k + 1 < pts.length && pts[k + 1]![1] === p[1]).length;
        expect(flat).toBe(1);
      }
    }
  });

  it('accepts the answer with its unit and marks the stop left out of the average', () => {
    const q = generateQuestion('distance_time_graphs.journey', 3, 1);
    const v = String(value(q)).replace('.', ',');
    expect(checkAnswer(q, `${v} km/h`).result).toBe('correct');
    const pts = points(ariaOf(q));
    const i = pts.findIndex((p, k) => k + 1 < pts.length && pts[k + 1]![1] === p[1]);
    const moving = pts[pts.length - 1]![0] - (pts[i + 1]![0] - pts[i]![0]);
    const wrong = checkAnswer(q, String(pts[pts.length - 1]![1] / moving).replace('.', ','));
    expect(wrong).toMatchObject({ result: 'incorrect', errorKey: 'stop_left_out' });
  });
});

describe('distance_time_graphs.two-travellers', () => {
  it('every answer matches the two graphs', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('distance_time_graphs.two-travellers', level, seed);
        const aria = ariaOf(q);
        const [first, second] = aria.split('. ').slice(1, 3) as [string, string];
        const nameOf = (s: string) => s.split(':')[0]!.trim();
        const [a0, a1] = points(first) as [[number, number], [number, number]];
        const [b0, b1] = points(second) as [[number, number], [number, number]];
        const speed = (p: [number, number], r: [number, number]) => (r[1] - p[1]) / (r[0] - p[0]);
        let expected: number;
        if (level === 1) {
          const who = plainSpaces(q.stem).match(/prędkością (?:jechał|jechała) (\S+)\?/)![1]!;
          expected = who === nameOf(first) ? speed(a0, a1) : speed(b0, b1);
        } else if (level === 2) {
          expected = speed(b0, b1) - speed(a0, a1);
        } else {
          // Where the lines cross: vA·t = vB·(t − t0).
          const vA = speed(a0, a1);
          const vB = speed(b0, b1);
          expected = (vB * b0[0]) / (vB - vA);
        }
        expect(value(q), `L${level} s${seed}: ${plainSpaces(q.stem)}`).toBeCloseTo(expected, 9);
        expect(expected).toBeGreaterThan(0);
      }
    }
  });
});

describe('distance_time_graphs.e8-true-false', () => {
  it('every verdict matches the two graphs', () => {
    for (const level of LEVELS) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const q = generateQuestion('distance_time_graphs.e8-true-false', level, seed);
        if (q.answer.kind !== 'text') throw new Error('text expected');
        const [first, second] = ariaOf(q).split('. ').slice(1, 3) as [string, string];
        const lines = [first, second].map((part) => ({ name: part.split(':')[0]!.trim(), pts: points(part) }));
        const pos = (k: number, t: number): number => {
          const pts = lines[k]!.pts;
          return t <= pts[0]![0] ? 0 : at(pts, t);
        };
        const speed = (k: number): number => {
          const [a, b] = lines[k]!.pts as [[number, number], [number, number]];
          return (b[1] - a[1]) / (b[0] - a[0]);
        };
        const verdicts = plainSpaces(q.stem)
          .split('\n')
          .filter((l) => /^[12]\. /.test(l))
          .map((sentence) => {
            const km = Number(/\$(\d+)\\text\{ km\}\$/.exec(sentence)?.[1]);
            const t = stemHours(sentence)[0]!;
            if (sentence.includes('szybciej')) {
              const who = sentence.slice(3).split(' ')[0];
              const k = lines.findIndex((l) => l.name === who);
              return speed(k) > speed(1 - k);
            }
            if (sentence.includes('odległość między')) return Math.abs(pos(0, t) - pos(1, t)) === km;
            if (sentence.includes('dogonił')) {
              const tm = (speed(1) * lines[1]!.pts[0]![0]) / (speed(1) - speed(0));
              return pos(0, tm) === km;
            }
            return pos(0, t) === km;
          });
        const letters = verdicts.map((v) => (v ? 'P' : 'F')).join('');
        expect(q.answer.accepted[0], `L${level} s${seed}: ${plainSpaces(q.stem)}`).toBe(letters);
      }
    }
  });
});
