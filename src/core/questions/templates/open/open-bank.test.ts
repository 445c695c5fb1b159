/**
 * The open-task bank's answer keys recomputed independently (a teacher's check): for every
 * template of the bank, many seeds on each level, each part's answer is recomputed from the item's
 * parameters with plain floating-point arithmetic written here (not the template's code), and the
 * parameters are checked against the stem the pupil reads. The property harness checks the rest
 * (every item sound, the scheme sums to the points, every criterion reachable, no secrets public).
 */
import { describe, it, expect } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { LEVELS, type Level, type QuestionInstance } from '../../types.ts';
import { evaluate, parseExpression } from '../../../math/expression.ts';
import { openTemplates } from './index.ts';

const SEEDS = 40;

/** A parameter as a number: 12, "52{,}80", "1\,014" → 52.8, 1014. */
function num(v: unknown): number {
  if (typeof v === 'number') return v;
  return Number(String(v).replace(/\\,/g, '').replace('{,}', '.'));
}

type Expected = number | { expr: string; vars: readonly string[] } | 'written';

/** The recomputed answer of each part, in order (a choice part is checked by the audit). */
const RECOMPUTE: Record<string, (p: Record<string, number | string | boolean>, q: QuestionInstance) => Expected[]> = {
  'percent_changes.open-back-to-price': (p) => {
    const x = num(p.x);
    const pp = num(p.p);
    const change = (x * pp) / 100;
    const after = p.up ? x + change : x - change;
    return [after, change, (100 * change) / after];
  },
  'percent_reverse.open-price-before-discount': (p) => {
    const y = num(p.y);
    const x = y / (1 - num(p.p) / 100);
    return [x, x - y];
  },
  'percent_of_number.open-savings': (p) => {
    const x = num(p.x);
    const first = (x * num(p.p)) / 100;
    const second = ((x - first) * num(p.q)) / 100;
    return [first, second, x - first - second];
  },
  'equation_word_problems.open-sharing': (p, q) => {
    const [total, k, m] = [num(p.total), num(p.k), num(p.m)];
    expect(q.stem).toContain(String(total));
    const x = (total - k) / (m + 2);
    return ['written', x, m * x];
  },
  'equation_word_problems.open-tickets': (p, q) => {
    const [n, a, b] = [num(p.n), num(p.a), num(p.b)];
    const totalText = /zapłacono \$([\d{},\\]+)\\text\{ zł\}\$/.exec(q.stem)?.[1];
    const total = num(totalText);
    const reduced = (a * n - total) / (a - b);
    return ['written', reduced, n - reduced];
  },
  'algebraic_expressions.open-rectangle': (p) => {
    const [x, k, mult] = [num(p.x), num(p.k), num(p.mult)];
    const length = mult * x + k;
    return [{ expr: `2*x+2*(${mult}*x+${k})`, vars: ['x'] }, x, x * length];
  },
  'powers.open-justify-divisible': (p) => {
    const b = num(p.b);
    return [p.difference ? b * b - 1 : 1 + b + b * b, 'written'];
  },
  'roots.open-justify-compare': (p) => {
    const [k, m, N] = [num(p.k), num(p.m), num(p.N)];
    return [k * k * m, N * N, 'written'];
  },
  'multiply_sums.open-justify-constant': (p) => {
    const [a, b, c, d, k] = [num(p.a), num(p.b), num(p.c), num(p.d), num(p.k)];
    expect(a + b).toBe(c + d);
    return [
      { expr: `(${k}*n+(${a}))*(${k}*n+(${b}))`, vars: ['n'] },
      { expr: `(${k}*n+(${c}))*(${k}*n+(${d}))`, vars: ['n'] },
      a * b - c * d,
      'written',
    ];
  },
  'divisibility_primes.open-justify-digits': (p, q) => {
    const d = num(p.d);
    const palindrome = q.stem.includes('abba');
    const expr =
      d === 37 || d === 111
        ? { expr: '100*a+10*a+a', vars: ['a'] }
        : d === 11 && palindrome
          ? { expr: '1000*a+100*b+10*b+a', vars: ['a', 'b'] }
          : d === 11
            ? { expr: '(10*a+b)+(10*b+a)', vars: ['a', 'b'] }
            : d === 9
              ? { expr: '(10*a+b)-(10*b+a)', vars: ['a', 'b'] }
              : d === 101
                ? { expr: '1000*a+100*b+10*a+b', vars: ['a', 'b'] }
                : { expr: '1000*x+x', vars: ['x'] };
    return [expr, 'written'];
  },
  'pythagoras.open-justify-right': (p) => {
    const [a, b, c] = [num(p.a), num(p.b), num(p.c)];
    expect(a * a + b * b).toBeCloseTo(c * c, 9);
    return [a * a + b * b, c * c, 'written'];
  },
  'geometric_reasoning.open-justify-isosceles': (p, q) => {
    const alpha = num(p.alpha);
    const exterior = num(/kąt zewnętrzny przy wierzchołku \$[BC]\$ ma miarę \$(\d+)\^\\circ\$/.exec(q.stem)?.[1]);
    const given = 180 - exterior;
    return [given, 180 - alpha - given, 'written'];
  },
  'pythagoras.open-park-shortcut': (p) => {
    const [a, b] = [num(p.a), num(p.b)];
    const d = Math.hypot(a, b);
    return [d, a + b - d];
  },
  'polygon_problems.open-trapezoid-plot': (p) => {
    const area = ((num(p.a) + num(p.b)) * num(p.h)) / 2;
    const packets = Math.ceil(area / num(p.cover));
    return [area, packets, packets * num(p.price)];
  },
  'cuboid_prisms.open-aquarium': (p) => {
    const [a, b, c, h, added] = [num(p.a), num(p.b), num(p.c), num(p.h), num(p.added)];
    return [(a * b * h) / 1000, (a * b * (c - h)) / 1000, (added * 1000) / (a * b)];
  },
  'prisms_pyramids.open-prism-surface': (p) => {
    const [a, b, H] = [num(p.p), num(p.q), num(p.H)];
    const c = Math.hypot(a, b);
    const base = (a * b) / 2;
    const lateral = (a + b + c) * H;
    return [base, lateral, 2 * base + lateral];
  },
  'prisms_pyramids.open-tent-pyramid': (p) => {
    const [a, H] = [num(p.a), num(p.H)];
    const slant = Math.hypot(H, a / 2);
    return [slant, 4 * ((a * slant) / 2), (a * a * H) / 3];
  },
  'circle.open-wheel': (p) => {
    const circ = 3.14 * num(p.diameter);
    const turns = num(p.turns);
    return [circ, (circ * turns) / 100, num(p.routeTurns)];
  },
  'circle.open-flowerbed-path': (p) => {
    const [r, w, price] = [num(p.r), num(p.w), num(p.price)];
    const area = 3.14 * ((r + w) ** 2 - r ** 2);
    // Whole grosze, half up: the radii are halves, so area·price in 1/400 zł is an integer.
    const costIn400ths = Math.round(area * 400) * price;
    return [area, Math.floor((costIn400ths + 2) / 4) / 100];
  },
  'arithmetic_mean.open-next-result': (p) => {
    const xs = String(p.xs).split(';\\ ').map(num);
    const sum = xs.reduce((s, x) => s + x, 0);
    const target = num(p.target);
    return [sum, target * (xs.length + 1), target * (xs.length + 1) - sum];
  },
  'arithmetic_mean.open-two-groups': (p) => {
    const [n1, n2, m1, m2] = [num(p.n1), num(p.n2), num(p.m1), num(p.m2)];
    return [n1 * m1, n2 * m2, (n1 * m1 + n2 * m2) / (n1 + n2)];
  },
  'counting_probability.open-bag-draw': (p) => {
    const [r, g, b, k] = [num(p.r), num(p.g), num(p.b), num(p.k)];
    const total = r + g + b;
    // Smallest x with (g + x) / (total + x) = 1 / k, searched, not solved.
    let x = 0;
    while (k * (g + x) !== total + x && x < 1000) x++;
    return [r / total, (total - b) / total, x];
  },
  'counting_probability.open-digit-codes': (p) => {
    const digits = String(p.digits).split('').map(Number);
    const len = num(p.length);
    // Enumerate every code: no clever counting.
    let all = 0;
    let even = 0;
    const walk = (code: number[]) => {
      if (code.length === len) {
        all++;
        if (code.at(-1)! % 2 === 0) even++;
        return;
      }
      for (const dgt of digits) if (p.repeat || !code.includes(dgt)) walk([...code, dgt]);
    };
    walk([]);
    return [all, even, even / all];
  },
  'direct_proportion.open-fuel': (p) => {
    const [use, dist, price, tank] = [num(p.use), num(p.dist), num(p.price), num(p.tank)];
    const litres = (use * dist) / 100;
    // Whole grosze, half up: litres·price in ten-thousandths of a złoty is an integer.
    const costTenThousandths = Math.round(litres * 100) * Math.round(price * 100);
    return [litres, Math.floor((costTenThousandths + 50) / 100) / 100, (tank / use) * 100];
  },
  'proportional_division.open-ratio-share': (p) => {
    const ratio = String(p.ratio).split(':').map(Number);
    const one = num(p.total) / ratio.reduce((s, x) => s + x, 0);
    return [one, one * Math.max(...ratio), one * (Math.max(...ratio) - Math.min(...ratio))];
  },
  'power_laws.open-how-many-times': (p, q) => {
    const [base, m, k] = [num(p.base), num(p.m), num(p.k)];
    const big = Number(/liczby \$(\d+)\^/.exec(q.stem)?.[1]);
    const pw = Math.round(Math.log(big) / Math.log(base));
    expect(base ** pw).toBe(big);
    return [pw * k, m - pw * k, base ** (m - pw * k)];
  },
  'context_tasks.class-trip': (p, q) => {
    const [duration, speed, pupils, adults, normal] = [
      num(p.duration),
      num(p.speed),
      num(p.pupils),
      num(p.adults),
      num(p.normal),
    ];
    const discount = q.level === 1 ? 50 : 37;
    const distance = (speed * duration) / 60;
    expect(q.stem).toContain(`${distance}\\text{ km}`);
    return [duration, pupils * normal * (1 - discount / 100) + adults * normal, distance / (duration / 60)];
  },
  'context_tasks.garden-plan': (p) => {
    const [L, W, pond, gate, price] = [num(p.L), num(p.W), num(p.pond), num(p.gate), num(p.price)];
    const [bx, by] = String(p.bed).split('x').map(Number);
    const fence = 2 * L + 2 * W - gate;
    // Whole grosze, half up: the fence has one decimal place, so fence·price in 1/1000 zł is an integer.
    const costThousandths = Math.round(fence * 10) * Math.round(price * 100);
    return [L * W - bx! * by! - pond * pond, fence, Math.floor((costThousandths + 5) / 10) / 100];
  },
  'context_tasks.shop-receipt': (p) => {
    const rows = String(p.rows)
      .split(';')
      .map((r) => r.split('x').map(num));
    // In grosze, so the half-grosz rounding is exact.
    const totalGr = rows.reduce((s, [count, price]) => s + count! * Math.round(price! * 100), 0);
    const total = totalGr / 100;
    const discount = Math.round((totalGr * num(p.percent)) / 100) / 100;
    return [total, discount, num(p.note) - (total - discount)];
  },
  'cuboid_prisms.open-box-diagonal': (p, q) => {
    const [a, b, c] = [num(p.a), num(p.b), num(p.c)];
    expect(q.stem).toContain(`$${String(p.c)}\\text{ ${String(p.unit)}}$.`);
    return [Math.hypot(a, b), Math.hypot(a, b, c)];
  },
  'data_graphs.open-chart-percent': (p, q) => {
    const counts = String(p.counts).split(';').map(Number);
    // The pupil reads the counts off the table in the stem or the chart (its description).
    const shown = q.figure ?? q.stem;
    if (q.figure) counts.forEach((n, v) => expect(shown).toContain(`${v} — ${n} `));
    else expect(shown).toContain(`\\text{liczba uczniów} & ${counts.join(' & ')} \\\\`);
    const k = num(p.k);
    const chosen = counts.filter((_, v) => (p.atMost ? v <= k : v >= k)).reduce((x, y) => x + y, 0);
    const total = counts.reduce((x, y) => x + y, 0);
    return [total, chosen, (100 * chosen) / total];
  },
  'context_tasks.school-survey': (p) => {
    const [N, p1, n2, n3] = [num(p.N), num(p.p1), num(p.n2), num(p.n3)];
    const n1 = (N * p1) / 100;
    return [n1, (n2 / N) * 100, N - n1 - n2 - n3, (p1 / 100) * 360];
  },
};

const bank = openTemplates.filter((t) => t.id in RECOMPUTE);

function valueOf(q: QuestionInstance, i: number): number | string {
  if (q.answer.kind !== 'parts') throw new Error('not an open task');
  const part = q.answer.parts[i]!;
  if (part.written) return 'written';
  const a = part.answer;
  if (a.kind === 'number') return a.value.n / a.value.d;
  if (a.kind === 'expression') return a.expr;
  return a.kind;
}

describe('open-task bank: answer keys recomputed independently', () => {
  it('covers every template of the bank (at least 27, at least 4 context tasks)', () => {
    const ids = Object.keys(RECOMPUTE);
    expect(ids.filter((id) => !openTemplates.some((t) => t.id === id))).toEqual([]);
    expect(bank.length).toBe(ids.length);
    expect(bank.length).toBeGreaterThanOrEqual(27);
    expect(bank.filter((t) => t.skillId === 'context_tasks').length).toBeGreaterThanOrEqual(4);
  });

  for (const t of bank) {
    it(t.id, () => {
      for (const level of LEVELS as readonly Level[]) {
        for (let seed = 1; seed <= SEEDS; seed++) {
          const q = generateQuestion(t.id, level, seed);
          if (q.answer.kind !== 'parts') throw new Error(`${t.id} is not an open task`);
          const expected = RECOMPUTE[t.id]!(q.params as Record<string, number | string | boolean>, q);
          const where = `${t.id} L${level} s${seed}`;
          expect(expected.length, where).toBe(q.answer.parts.length);
          expected.forEach((e, i) => {
            const got = valueOf(q, i);
            if (e === 'written') {
              expect(got, `${where} part ${i}`).toBe('written');
            } else if (typeof e === 'number') {
              expect(typeof got, `${where} part ${i}`).toBe('number');
              expect(got as number, `${where} part ${i}`).toBeCloseTo(e, 6);
            } else {
              const mine = parseExpression(e.expr, e.vars);
              const theirs = parseExpression(String(got), e.vars);
              if (!mine.ok || !theirs.ok) throw new Error(`${where} part ${i}: expression does not parse`);
              for (const point of [0.7, 2.3, -1.9]) {
                const env = Object.fromEntries(e.vars.map((v, j) => [v, point + j]));
                expect(evaluate(theirs.value, env), `${where} part ${i}`).toBeCloseTo(evaluate(mine.value, env), 6);
              }
            }
          });
          expect(q.answer.points, where).toBeGreaterThanOrEqual(2);
        }
      }
    });
  }
});
