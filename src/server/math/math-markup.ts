/**
 * Maths is typeset here, on the server, so the browser never downloads KaTeX's JavaScript
 * (docs/decisions/0013). A route that answers with text containing `$…$`/`$$…$$` maths passes
 * its payload through `withMathMarkup`; the client registers the `math` record and `MathText`
 * places each formula's markup.
 */
import katex, { type KatexOptions } from 'katex';
import { mathSegmentKey } from '#core/text/math-segment-key.ts';
import { mathSegments } from '#core/text/math-segments.ts';
import { createLruCache } from '../lru-cache.ts';
import { type Shape, type ShapeTemplate, fillShape, hasDigitAgnosticTex, learnShape, shapeOf } from './math-shapes.ts';

/** Formula key (`mathSegmentKey`) → KaTeX's HTML (+ MathML for screen readers). */
export type MathMarkup = Record<string, string>;

/** KaTeX escapes its input; `trust` stays off, so no TeX command can inject links, classes or styles. */
export const KATEX_OPTIONS = {
  throwOnError: false,
  strict: 'ignore',
  trust: false,
  output: 'htmlAndMathml',
  maxExpand: 500,
} as const satisfies KatexOptions;

/**
 * Distinct formulas kept rendered. Those with digits are mostly new numbers in a learnt shape
 * (filled in a few µs); the cache matters for the formulas without digits, which repeat a lot.
 * Bounded tighter than the shapes: its entries are whole markups (≈ 3 kB), and the embedded
 * database's server keeps its memory under 500 MB (README, "PGlite memory").
 */
export const MATH_CACHE_SIZE = 1500;

/**
 * Distinct shapes (formulas with their numbers abstracted, math-shapes.ts) kept learnt: a new
 * item's formulas mostly have new numbers in a known shape. All templates × levels over 30 seeds
 * have ≈ 3700 shapes (a cache of 3000 thrashes); each holds about one formula's markup (≈ 5 kB).
 */
export const SHAPE_CACHE_SIZE = 5000;

const rendered = createLruCache<string>(MATH_CACHE_SIZE);
/** Shape key → its template, or null when its formulas are left to KaTeX one by one. */
const shapes = createLruCache<ShapeTemplate | null>(SHAPE_CACHE_SIZE);

function katexMarkup(tex: string, display: boolean): string {
  return katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
}

export function renderMath(tex: string, display: boolean): string {
  return markupFor(mathSegmentKey(tex, display), tex, display);
}

/** The formula's markup, given its key (a payload's record needs the key too: it is hashed once). */
function markupFor(key: string, tex: string, display: boolean): string {
  let html = rendered.get(key);
  if (html === undefined) {
    html = typeset(tex, display);
    rendered.set(key, html);
  }
  return html;
}

/** KaTeX's markup of a formula new to the cache: from its shape's template when one is learnt. */
function typeset(tex: string, display: boolean): string {
  const shape = shapeOf(tex);
  // Without digits the shape is the formula itself: the formula cache is all there is to share.
  if (shape.pieces.length === 0) return katexMarkup(tex, display);
  const shapeKey = mathSegmentKey(shape.key, display);
  const template = shapes.get(shapeKey);
  if (template !== undefined) return template ? fillShape(template, shape.pieces) : katexMarkup(tex, display);
  const html = katexMarkup(tex, display);
  shapes.set(shapeKey, learntShape(tex, shape, display, html));
  return html;
}

/** The template of the formula's shape, if it can be learnt and reproduces the formula's own markup exactly. */
function learntShape(tex: string, shape: Shape, display: boolean, html: string): ShapeTemplate | null {
  if (!hasDigitAgnosticTex(tex)) return null;
  const template = learnShape(shape.key, (placeholders) => katexMarkup(placeholders, display));
  return template && fillShape(template, shape.pieces) === html ? template : null;
}

const templateChars = (template: ShapeTemplate | null) =>
  template ? template.literals.reduce((sum, literal) => sum + literal.length, 0) : 0;

/** What the caches hold now (for tests and benchmarks). */
export const mathCache = {
  size: () => rendered.size(),
  has: (tex: string, display: boolean) => rendered.has(mathSegmentKey(tex, display)),
  /** Characters of markup held (its memory, roughly twice that in bytes). */
  chars: () => [...rendered.values()].reduce((sum, html) => sum + html.length, 0),
  shapes: () => shapes.size(),
  /** Shapes whose formulas are filled in from their template (the rest are left to KaTeX). */
  learntShapes: () => [...shapes.values()].filter((template) => template !== null).length,
  shapeChars: () => [...shapes.values()].reduce((sum, template) => sum + templateChars(template), 0),
};

/** Empties the caches (benchmarks start cold). */
export function resetMathCache(): void {
  rendered.clear();
  shapes.clear();
}

/** Every string anywhere in the value (object values and array items, at any depth). */
function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) collectStrings(v, out);
}

/** The markup of every formula in the value's strings. */
export function mathMarkupOf(value: unknown): MathMarkup {
  const strings: string[] = [];
  collectStrings(value, strings);
  const markup: MathMarkup = {};
  for (const text of strings) {
    for (const { tex, display } of mathSegments(text)) {
      const key = mathSegmentKey(tex, display);
      markup[key] ??= markupFor(key, tex, display);
    }
  }
  return markup;
}

/** The payload plus `math`: the typeset markup of every formula its texts contain. */
export function withMathMarkup<T extends object>(payload: T): T & { math: MathMarkup } {
  return { ...payload, math: mathMarkupOf(payload) };
}
