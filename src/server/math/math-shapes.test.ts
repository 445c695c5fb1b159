import katex from 'katex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mathSegments } from '#core/text/math-segments.ts';
import { answerText } from '#core/questions/answer-forms.ts';
import { toPublicQuestion } from '#core/questions/public.ts';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import { LEVELS } from '#core/questions/types.ts';
import { KATEX_OPTIONS, SHAPE_CACHE_SIZE, mathCache, renderMath, resetMathCache } from './math-markup.ts';
import { type ShapeTemplate, fillShape, hasDigitAgnosticTex, learnShape, shapeOf } from './math-shapes.ts';

const katexHtml = (tex: string, display: boolean) =>
  katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });

/** Templates learnt so far, by display flag and shape (as the server's cache, unbounded). */
const learnt = new Map<string, ShapeTemplate | undefined>();

/** The fast path's markup for the formula, or undefined where the formula is left to KaTeX. */
function fastMarkup(tex: string, display: boolean): string | undefined {
  if (!hasDigitAgnosticTex(tex)) return undefined;
  const shape = shapeOf(tex);
  const key = `${display}${shape.key}`;
  if (!learnt.has(key))
    learnt.set(
      key,
      learnShape(shape.key, (placeholders) => katexHtml(placeholders, display)),
    );
  const template = learnt.get(key);
  return template && fillShape(template, shape.pieces);
}

/** A pseudo-random generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Another formula of the TeX's shape: random digits, runs of 1–4 of them where a piece is a run. */
function sameShapeOtherDigits(tex: string, next: () => number): string {
  const { key, runs } = shapeOf(tex);
  const digits = (length: number) => Array.from({ length }, () => String(Math.floor(next() * 10))).join('');
  let i = 0;
  return key.replace(/0/g, () => digits(runs[i++] ? 1 + Math.floor(next() * 4) : 1));
}

/** Every string anywhere in the value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const TRICKY = [
  'h^2 = 34^2 - 30^2 = 1156 - 900 = 256',
  'P = \\frac{1}{2} \\cdot 60 \\cdot 16 = 480',
  '0{,}4 \\cdot 72 = 28{,}80',
  '60\\text{ zł}',
  '40\\%',
  '600\\,000\\,000 = 6 \\cdot 10^{8}',
  '180^\\circ - 156^\\circ',
  '\\frac{30}{13}',
  '\\frac{1234}{56} + \\frac{7}{890} = 8\\frac{5}{8}',
  '\\frac12 + \\frac{1}23 + \\frac{1}{2}34 + \\sqrt2 + \\sqrt[3]27',
  '\\sqrt[3]{27} + \\sqrt{1156} = 3 + 34',
  'x_1 + x_{12} + x^23 + x^{12}3 + a_{n+1} = 2^{10}',
  '{12}^2 + {5}^2 + 12^2 + 7^{2} + 3^{-1} + 10^{-12}',
  "f'(12) = 5' + 3''",
  '\\left(-2\\right)^2 + \\left(\\frac{3}{4}\\right)^{3} = 4 + \\frac{27}{64}',
  '\\left\\{ 12 \\right\\} 3 + \\{1, 2\\}',
  '1 2 3 + 4\\ 5\\;6\\quad 78',
  '3{,}14 \\approx \\pi, \\quad 2{,}5\\% \\text{ z } 1200 \\text{ zł} = 30 \\text{ zł}',
  '\\text{20:55} - \\text{4:05} = \\text{16 h 50 min}, \\ 6{:}00',
  '-7^\\circ\\mathrm{C} + 12^\\circ\\mathrm{C} = 5^\\circ\\mathrm{C}',
  '\\operatorname{NWD}(12, 18) = 6',
  '\\log_{2} 8 = 3, \\ \\log_2 1024 = 10, \\ \\sin 30^\\circ = \\frac{1}{2}',
  '\\begin{array}{r} 764 \\\\ +\\; 778 \\\\ \\hline 1542 \\end{array}',
  '\\begin{array}{|c|c|}\\hline x & 1 & 23 \\\\ \\hline y & 456 & 7 \\\\ \\hline\\end{array}',
  '\\begin{pmatrix} 1 & 20 \\\\ 300 & 4 \\end{pmatrix}',
  '\\begin{cases} x + 2y = 10 \\\\ 3x - y = 2 \\end{cases}',
  'A = (4;\\ 3), \\ B = (-12; 105)',
  '2 \\cdot (3 + 4) \\ne 2 \\cdot 3 + 4 \\le 100 \\ge 1 \\Rightarrow 1 < 2 > 0',
  '1\\ \\text{cm}^3 = 10 \\cdot 10 \\cdot 10\\ \\text{mm}^3 = 1000\\ \\text{mm}^3',
  '\\langle 3, 12 \\rangle \\cup [1; 20) \\cap (5; \\infty)',
  '0{,}(3) = \\frac{1}{3}, \\ 1.25 \\times 4 \\div 5 \\pm 0.5',
  '\\dfrac{12}{5} + \\tfrac{1}{20} \\setminus 3 \\in 7 \\notin 8',
];

describe('shapeOf', () => {
  it('makes each piece one 0, a free run one piece of any length and a digit taken alone its own piece', () => {
    expect(shapeOf('h^2 = 34^2 - 1156')).toEqual({
      key: 'h^0 = 00^0 - 0',
      pieces: ['2', '3', '4', '2', '1156'],
      runs: [false, true, false, false, true],
    });
    expect(shapeOf('\\frac12 + \\frac{1}23 + {12}^2').key).toBe('\\frac00 + \\frac{0}00 + {00}^0');
    expect(shapeOf('\\frac{1}{2}34 + x^{12}3').pieces).toEqual(['1', '2', '34', '12', '3']);
  });

  it('gives the same key for a formula and for its key (learning renders the key)', () => {
    for (const tex of TRICKY) expect(shapeOf(shapeOf(tex).key).key).toBe(shapeOf(tex).key);
  });
});

describe('hasDigitAgnosticTex', () => {
  it('accepts the commands the templates use', () => {
    for (const tex of TRICKY) expect(hasDigitAgnosticTex(tex), tex).toBe(true);
  });

  it('refuses TeX that may read digits as numbers, or draws them in fonts whose digits differ', () => {
    const refused = [
      '\\kern3pt 1',
      'a \\\\[2pt] 1',
      '\\begin{array}{c} 1 \\\\[3pt] 2 \\end{array}',
      '\\hspace{1em} 1',
      '\\mathit{4} + 1',
      '\\textit{47}',
      '\\mathbb{1}',
      '\\color{#123}{1}',
      '\\begin{alignedat}{2} 1 \\end{alignedat}',
      '\\begin{array}{*{3}{c}} 1 \\end{array}',
      '\\def\\a#1{#1} \\a{1}',
      '\\rule{1em}{2em}',
      '^^31',
      '\\hat{12}',
    ];
    for (const tex of refused) expect(hasDigitAgnosticTex(tex), tex).toBe(false);
  });
});

describe('learnShape', () => {
  it('learns nothing from TeX KaTeX cannot parse', () => {
    expect(learnShape('x^0^0', (tex) => katexHtml(tex, false))).toBeUndefined();
  });
});

describe('the fast path', () => {
  it('equals KaTeX for hand-picked formulas, inline and displayed, and for other digits in their shapes', () => {
    const next = random(14);
    for (const display of [false, true]) {
      for (const tex of TRICKY) {
        expect(fastMarkup(tex, display), tex).toBe(katexHtml(tex, display));
        for (let k = 0; k < 20; k++) {
          const other = sameShapeOtherDigits(tex, next);
          expect(shapeOf(other).key).toBe(shapeOf(tex).key);
          expect(fastMarkup(other, display), other).toBe(katexHtml(other, display));
        }
      }
    }
  });

  it('equals KaTeX for every formula of every template × level × seeds 1–12, and for other digits in each shape', () => {
    const SEEDS = 12;
    const next = random(2026);
    const problems: string[] = [];
    let formulas = 0;
    let fast = 0;
    const check = (tex: string, display: boolean, where: string) => {
      formulas++;
      const html = fastMarkup(tex, display);
      if (html === undefined) return;
      fast++;
      if (html !== katexHtml(tex, display)) problems.push(`${where}: ${tex}`);
    };
    for (const template of allTemplates()) {
      for (const level of LEVELS) {
        for (let seed = 1; seed <= SEEDS; seed++) {
          const q = generateQuestion(template.id, level, seed);
          const shown = [q, toPublicQuestion(q, 'q1'), answerText(q.answer, q.options, q.unitLabel)];
          const where = `${template.id} L${level} seed ${seed}`;
          for (const text of strings(shown)) {
            for (const { tex, display } of mathSegments(text)) {
              check(tex, display, where);
              if (seed === 1) check(sameShapeOtherDigits(tex, next), display, `${where}, other digits`);
            }
          }
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Nearly every formula takes the fast path (the few left to KaTeX use \mathbb).
    expect(fast / formulas).toBeGreaterThan(0.99);
  }, 120_000); // every formula of the bank: ~20 s alone, more beside other suites
});

describe('renderMath by shape', () => {
  afterEach(() => vi.restoreAllMocks());

  it('typesets a new formula of a learnt shape without KaTeX, exactly as KaTeX would', () => {
    resetMathCache();
    const expected = katexHtml('\\frac{61}{7} + 2^{10} = 1050', false);
    renderMath('\\frac{30}{13} + 5^{10} = 9', false);
    const typeset = vi.spyOn(katex, 'renderToString');
    expect(renderMath('\\frac{61}{7} + 2^{10} = 1050', false)).toBe(expected);
    expect(typeset).not.toHaveBeenCalled();
    // Displayed, the same TeX is another shape.
    renderMath('\\frac{61}{7} + 2^{10} = 1050', true);
    expect(typeset).toHaveBeenCalled();
  });

  it('leaves the formulas of a shape it cannot learn to KaTeX, exactly', () => {
    resetMathCache();
    renderMath('\\mathbb{R} \\setminus \\{1\\}', false);
    expect(mathCache.learntShapes()).toBe(0);
    expect(renderMath('\\mathbb{R} \\setminus \\{25\\}', false)).toBe(
      katexHtml('\\mathbb{R} \\setminus \\{25\\}', false),
    );
  });

  it('keeps at most SHAPE_CACHE_SIZE shapes', () => {
    resetMathCache();
    // Each a shape of its own: the letters differ.
    const letters = (i: number) => i.toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!);
    for (let i = 0; i <= SHAPE_CACHE_SIZE; i++) renderMath(`${letters(i)} + 1`, false);
    expect(mathCache.shapes()).toBe(SHAPE_CACHE_SIZE);
  });
});
