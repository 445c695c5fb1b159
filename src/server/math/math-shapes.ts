/**
 * Typesetting by shape. Generated questions change their numbers, so most formulas of a new item
 * are new to the formula cache, yet their shape — the TeX with its numbers abstracted — repeats.
 * KaTeX lays every digit out alike (in the fonts it uses for the commands allowed below, all ten
 * digits have the same metrics, and it parses a digit as an ordinary symbol whichever it is), so
 * the markup of two formulas of one shape differs only where their digits are copied: the HTML,
 * the MathML and the TeX annotation. A shape is rendered with placeholder digits that tell
 * which source digit lands where; a formula is then its shape's markup with its own digits put in.
 *
 * A run of digits standing alone in a list (`1156` in `1156 - 900`) is one piece of any length:
 * KaTeX merges the run's symbols into one span, one `<mn>` and one stretch of the annotation, so
 * its length changes nothing else. Where the count of symbols matters (a digit carrying a script
 * or taken as a command's unbraced argument, a braced number carrying a script) every digit is a
 * piece of its own, fixed to one character.
 *
 * Exactness is checked, not assumed: a shape is only learnt when its TeX uses commands known to
 * treat digits as symbols, its placeholder renderings differ only in single digits that decode
 * to pieces, longer runs change nothing but the runs' text, and its first formula, filled in,
 * equals KaTeX's rendering of that formula. Anything else is left to KaTeX.
 */

/** A shape's markup cut at its pieces: `literals[0] piece literals[1] piece … literals[n]`. */
export interface ShapeTemplate {
  literals: string[];
  /** For each cut, the index (in source order) of the formula's piece that goes there. */
  sources: number[];
}

/** A formula seen as a shape and the digits it puts in. */
export interface Shape {
  /** The TeX with each piece made a single 0 (the same for every formula of the shape). */
  key: string;
  /** The pieces' digits, in source order. */
  pieces: string[];
  /** Whether each piece is a run of any length (else exactly one digit). */
  runs: boolean[];
}

const DIGIT = /[0-9]/g;
const DIGIT_RUN = /[0-9]+/g;
const ZERO = 48;

/** How many braced arguments the (allowed) commands and script marks take before the list goes on. */
const ARITY = new Map<string, number>([
  ...'frac dfrac tfrac begin'.split(' ').map((name): [string, number] => [name, 2]),
  ...'sqrt text textrm mathrm operatorname end left right ^ _'.split(' ').map((name): [string, number] => [name, 1]),
]);
/** The spaces KaTeX's lexer skips (a no-break space is a symbol to it). */
const SPACE = /[ \r\n\t]/;
const LETTER = /[a-zA-Z]/;

function skipSpacesBack(tex: string, i: number): number {
  while (i >= 0 && SPACE.test(tex[i]!)) i--;
  return i;
}

/** The name of the command, or the script mark, ending at `i` (undefined for anything else). */
function operatorEndingAt(tex: string, i: number): string | undefined {
  if (tex[i] === '^' || tex[i] === '_') return tex[i];
  let start = i;
  while (start >= 0 && LETTER.test(tex[start]!)) start--;
  return start < i && tex[start] === '\\' ? tex.slice(start + 1, i + 1) : undefined;
}

/** Where the group closed at `i` (`}` or `]`) opens, or -1 when unsure (escaped braces, no match). */
function groupOpening(tex: string, i: number): number {
  const close = tex[i]!;
  const open = close === '}' ? '{' : '[';
  let depth = 0;
  for (; i >= 0; i--) {
    const c = tex[i]!;
    if ((c === '{' || c === '}') && tex[i - 1] === '\\') return -1;
    if (c === close) depth++;
    else if (c === open && --depth === 0) return i;
  }
  return -1;
}

/**
 * Whether the groups closed at `i` complete their command's arguments (`\frac{1}{2}` yes,
 * `\frac{1}` no: a digit after it would be the fraction's denominator on its own).
 */
function closesArguments(tex: string, i: number): boolean {
  let braced = 0;
  while (tex[i] === '}' || tex[i] === ']') {
    if (tex[i - 1] === '\\') return false;
    const open = groupOpening(tex, i);
    if (open < 0) return false;
    if (tex[i] === '}') braced++;
    i = skipSpacesBack(tex, open - 1);
  }
  return braced >= (ARITY.get(operatorEndingAt(tex, i) ?? '') ?? 0);
}

/** Whether the digit at `at` may be taken alone, as a script or a command's unbraced argument (`x^23`, `\frac12`). */
function takenAlone(tex: string, at: number): boolean {
  const i = skipSpacesBack(tex, at - 1);
  if (tex[i] === '}' || tex[i] === ']') return !closesArguments(tex, i);
  return ARITY.has(operatorEndingAt(tex, i) ?? '');
}

/**
 * What follows `at`: 'script' when a script (`^`, `_`, a prime) comes next, spaces skipped (it
 * binds the run's last digit alone); 'group script' when it follows after closing braces or
 * brackets (`{12}^2`: the script's placing depends on whether its base is one symbol).
 */
function scriptAfter(tex: string, at: number): 'script' | 'group script' | undefined {
  let i = at;
  let closed = false;
  for (; i < tex.length; i++) {
    const c = tex[i]!;
    if (c === '}' || c === ']') closed = true;
    else if (!SPACE.test(c)) break;
  }
  if (tex[i] !== '^' && tex[i] !== '_' && tex[i] !== "'") return undefined;
  return closed ? 'group script' : 'script';
}

/** The pieces of one run of digits at `start` (see the module comment), with whether each is a free run. */
function runPieces(tex: string, run: string, start: number): Array<[piece: string, isRun: boolean]> {
  const single = (digits: string) => [...digits].map((digit): [string, boolean] => [digit, false]);
  if (takenAlone(tex, start)) return single(run);
  const script = scriptAfter(tex, start + run.length);
  if (script === 'group script') return single(run);
  if (script === 'script')
    return run.length > 1
      ? [
          [run.slice(0, -1), true],
          [run.slice(-1), false],
        ]
      : single(run);
  return [[run, true]];
}

/** The formula's shape and pieces. */
export function shapeOf(tex: string): Shape {
  const pieces: string[] = [];
  const runs: boolean[] = [];
  let key = '';
  let copied = 0;
  for (const match of tex.matchAll(DIGIT_RUN)) {
    key += tex.slice(copied, match.index);
    for (const [piece, isRun] of runPieces(tex, match[0], match.index)) {
      key += '0';
      pieces.push(piece);
      runs.push(isRun);
    }
    copied = match.index + match[0].length;
  }
  return { key: key + tex.slice(copied), pieces, runs };
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

/** The shape's TeX with its i-th piece (in source order) replaced by `pieceFor(i)`. */
function withPieces(key: string, pieceFor: (index: number) => string): string {
  let index = 0;
  return key.replace(DIGIT, () => pieceFor(index++));
}

const isDigitCode = (code: number) => code >= ZERO && code <= ZERO + 9;

/**
 * Learns where each piece lands in the markup of a shape (`Shape.key`), from renderings with
 * placeholder digits: rendering r gives piece i the r-th decimal digit of i (so the renderings
 * together spell out i at each of its places), and one more gives it (i + 1) mod 10, so every place
 * holding a copied piece differs from the first rendering and every other place must be equal in all.
 * A last rendering with two-digit runs must be the template filled in with them.
 * Undefined when the renderings disagree in any other way.
 */
export function learnShape(key: string, render: (tex: string) => string): ShapeTemplate | undefined {
  const { runs } = shapeOf(key);
  const count = runs.length;
  const rounds = Math.max(1, String(count - 1).length);
  const spelled = Array.from({ length: rounds }, (_, r) =>
    render(withPieces(key, (i) => String(Math.floor(i / 10 ** r) % 10))),
  );
  const shifted = render(withPieces(key, (i) => String((i + 1) % 10)));
  const template = templateOf(spelled, shifted, count);
  if (template === undefined || !runs.includes(true)) return template;
  const longer = runs.map((isRun, i) => String(i % 10).repeat(isRun ? 2 : 1));
  return render(withPieces(key, (i) => longer[i]!)) === fillShape(template, longer) ? template : undefined;
}

/** The template the placeholder renderings spell out, or undefined if they differ anywhere else. */
function templateOf(spelled: string[], shifted: string, count: number): ShapeTemplate | undefined {
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

/** The piece whose placeholders the renderings hold at `at`, or undefined if they are not that. */
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

/** The markup of a formula of the template's shape, given the formula's pieces (`Shape.pieces`). */
export function fillShape(template: ShapeTemplate, pieces: readonly string[]): string {
  const { literals, sources } = template;
  let html = literals[0]!;
  for (let k = 0; k < sources.length; k++) html += pieces[sources[k]!]! + literals[k + 1]!;
  return html;
}
