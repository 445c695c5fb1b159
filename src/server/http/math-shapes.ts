/**
 * Typesetting by shape. Generated questions change their numbers, so most formulas of a new item
 * are new to the formula cache, yet their "shape" — the TeX with every digit abstracted — repeats.
 * KaTeX lays every digit out alike (in the fonts it uses for the commands allowed below, all ten
 * digits have the same metrics, and it parses a digit as an ordinary symbol whichever it is), so
 * the markup of two formulas of one shape differs only where their digits are copied: the HTML,
 * the MathML and the TeX annotation. A shape is rendered with placeholder digits that tell
 * which source digit lands where; a formula is then its shape's markup with its own digits put in.
 *
 * Exactness is checked, not assumed: a shape is only learnt when its TeX uses commands known to
 * treat digits as symbols, its placeholder renderings differ only in single digits that decode
 * to source digits, and its first formula, filled in, equals KaTeX's rendering of that formula.
 * Anything else is left to KaTeX.
 */

/** A shape's markup cut at its digits: `literals[0] digit literals[1] digit … literals[n]`. */
export interface ShapeTemplate {
  literals: string[];
  /** For each cut, the index (in source order) of the TeX digit that goes there. */
  sources: number[];
}

const DIGIT = /[0-9]/g;
const ZERO = 48;

/** The formula's shape: its TeX with each digit made a 0 (the digits' count and places stay). */
export function digitShape(tex: string): string {
  return tex.replace(DIGIT, '0');
}

/** The formula's digits, in source order (empty when it has none). */
export function digitsOf(tex: string): string[] {
  return tex.match(DIGIT) ?? [];
}

/**
 * Commands whose arguments (if any) are typeset, never read as numbers, sizes, counts or colours,
 * and that draw digits in KaTeX_Main (whose ten digits share one set of metrics). What the
 * templates use, plus a few plain symbols; any other command leaves its formula to KaTeX.
 */
const SAFE_COMMANDS = new Set([
  // Control symbols: spaces, escaped characters, the array's row break (its `[size]` is refused below).
  ...' ,;:!%{}_&#$|\\',
  // Structure, and fonts drawing digits in KaTeX_Main.
  ...'frac dfrac tfrac sqrt text textrm mathrm operatorname left right begin end hline'.split(' '),
  // Symbols.
  ...'cdot cdots ldots dots times div pm mp circ pi infty alpha beta gamma delta approx square'.split(' '),
  ...'ge geq le leq ne neq lt gt to Rightarrow Leftarrow Leftrightarrow cup cap in notin setminus'.split(' '),
  ...'langle rangle mid colon log ln sin cos tan quad qquad'.split(' '),
]);

/** Environments whose only argument (an array's column letters) has no digits. */
const SAFE_ENVIRONMENTS = new Set(['array', 'matrix', 'pmatrix', 'bmatrix', 'vmatrix', 'cases', 'aligned']);

const COMMAND = /\\([a-zA-Z]+|[^a-zA-Z])/g;
/** `\begin{name}` and the brace or bracket groups right after it (an array's column letters). */
const ENVIRONMENT_OPENING = /\\begin\s*\{([^}]*)\}((?:\s*(?:\{[^}]*\}|\[[^\]]*\]))*)/g;
/** A row break's optional size (`\\[2pt]`). */
const ROW_BREAK_SIZE = /\\\\\s*\[/;
/** Outside commands: TeX's `^^` character codes and macro parameters (`#1`). */
const NUMERIC_SYNTAX = /\^\^|#/;

/** True when every digit of the TeX is typeset as a symbol and none is read as a number. */
export function hasDigitAgnosticTex(tex: string): boolean {
  for (const [, name] of tex.matchAll(COMMAND)) if (!SAFE_COMMANDS.has(name!)) return false;
  for (const [, name, args] of tex.matchAll(ENVIRONMENT_OPENING))
    if (!SAFE_ENVIRONMENTS.has(name!.trim()) || /[0-9]/.test(args!)) return false;
  return !ROW_BREAK_SIZE.test(tex) && !NUMERIC_SYNTAX.test(tex.replace(COMMAND, ''));
}

/** The TeX with its i-th digit (in source order) replaced by `digitFor(i)`. */
function withDigits(tex: string, digitFor: (index: number) => number): string {
  let index = 0;
  return tex.replace(DIGIT, () => String(digitFor(index++)));
}

const isDigitCode = (code: number) => code >= ZERO && code <= ZERO + 9;

/**
 * Learns where each source digit lands in the markup of the TeX's shape, from renderings with
 * placeholder digits: rendering r gives digit i the r-th decimal digit of i (so the renderings
 * together spell out i at each of its places), and one more gives it (i + 1) mod 10, so every place
 * holding a copied digit differs from the first rendering and every other place must be equal in all.
 * Undefined when the renderings disagree in any other way.
 */
export function learnShape(tex: string, render: (tex: string) => string): ShapeTemplate | undefined {
  const count = digitsOf(tex).length;
  const rounds = Math.max(1, String(count - 1).length);
  const spelled = Array.from({ length: rounds }, (_, r) =>
    render(withDigits(tex, (i) => Math.floor(i / 10 ** r) % 10)),
  );
  const shifted = render(withDigits(tex, (i) => (i + 1) % 10));
  const first = spelled[0]!;
  if (first.includes('katex-error') || spelled.some((html) => html.length !== first.length)) return undefined;
  if (shifted.length !== first.length) return undefined;

  const literals: string[] = [];
  const sources: number[] = [];
  let literalStart = 0;
  for (let at = 0; at < first.length; at++) {
    const code = first.charCodeAt(at);
    if (shifted.charCodeAt(at) === code) {
      if (spelled.some((html) => html.charCodeAt(at) !== code)) return undefined;
      continue;
    }
    const source = sourceAt(spelled, shifted, at, count);
    if (source === undefined) return undefined;
    literals.push(first.slice(literalStart, at));
    sources.push(source);
    literalStart = at + 1;
  }
  literals.push(first.slice(literalStart));
  return { literals, sources };
}

/** The source digit whose placeholders the renderings hold at `at`, or undefined if they are not that. */
function sourceAt(spelled: string[], shifted: string, at: number, count: number): number | undefined {
  let source = 0;
  for (let r = 0; r < spelled.length; r++) {
    const code = spelled[r]!.charCodeAt(at);
    if (!isDigitCode(code)) return undefined;
    source += (code - ZERO) * 10 ** r;
  }
  const next = shifted.charCodeAt(at);
  if (source >= count || !isDigitCode(next) || next - ZERO !== (source + 1) % 10) return undefined;
  return source;
}

/** The markup of a formula of the template's shape, given the formula's digits in source order. */
export function fillShape(template: ShapeTemplate, digits: readonly string[]): string {
  const { literals, sources } = template;
  let html = literals[0]!;
  for (let k = 0; k < sources.length; k++) html += digits[sources[k]!]! + literals[k + 1]!;
  return html;
}
