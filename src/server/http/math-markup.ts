/**
 * Maths is typeset here, on the server, so the browser never downloads KaTeX's JavaScript
 * (docs/decisions/0013). A route that answers with text containing `$…$`/`$$…$$` maths passes
 * its payload through `withMathMarkup`; the client registers the `math` record and `MathText`
 * places each formula's markup.
 */
import katex, { type KatexOptions } from 'katex';
import { mathSegmentKey } from '#core/text/math-segment-key.ts';
import { mathSegments } from '#core/text/math-segments.ts';

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

/** Distinct formulas kept rendered; the templates' formulas repeat a lot, a pupil's typed answers rarely. */
export const MATH_CACHE_SIZE = 5000;

/** Least recently used formulas leave first (a Map iterates in insertion order; a hit re-inserts). */
const rendered = new Map<string, string>();

export function renderMath(tex: string, display: boolean): string {
  const key = mathSegmentKey(tex, display);
  let html = rendered.get(key);
  if (html !== undefined) {
    rendered.delete(key);
  } else {
    html = katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
    if (rendered.size >= MATH_CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
  }
  rendered.set(key, html);
  return html;
}

/** What the cache holds now (for tests and benchmarks). */
export const mathCache = {
  size: () => rendered.size,
  has: (tex: string, display: boolean) => rendered.has(mathSegmentKey(tex, display)),
  /** Characters of markup held (its memory, roughly twice that in bytes). */
  chars: () => [...rendered.values()].reduce((sum, html) => sum + html.length, 0),
};

/** Empties the cache (benchmarks start cold). */
export function resetMathCache(): void {
  rendered.clear();
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
      markup[key] ??= renderMath(tex, display);
    }
  }
  return markup;
}

/** The payload plus `math`: the typeset markup of every formula its texts contain. */
export function withMathMarkup<T extends object>(payload: T): T & { math: MathMarkup } {
  return { ...payload, math: mathMarkupOf(payload) };
}
