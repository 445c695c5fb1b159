/**
 * Splits question text into paragraphs of plain-text and maths pieces. Stems, feedback and
 * solutions are plain Polish text with `$…$` (inline) and `$$…$$` (display) KaTeX; blank lines
 * separate paragraphs and a single newline is a line break. `\$` is a literal dollar sign.
 * The server (which typesets the maths) and the client (which places it) split text here, the same way.
 */
export type Segment =
  { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean } | { kind: 'break' };

export type Paragraph = Segment[];

/** Text pieces of one paragraph, turning single newlines into breaks. */
function pushText(out: Segment[], text: string): void {
  if (text === '') return;
  const lines = text.replace(/\\\$/g, '$').split('\n');
  lines.forEach((line, i) => {
    if (i > 0) out.push({ kind: 'break' });
    if (line !== '') out.push({ kind: 'text', text: line });
  });
}

/** Index of the next unescaped `$` at or after `from`, or -1. */
function nextDollar(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (s[i] === '$') return i;
  }
  return -1;
}

export function parseMathText(input: string): Paragraph[] {
  const src = input.replace(/\r\n?/g, '\n');
  const segments: Segment[] = [];
  let i = 0;
  while (i < src.length) {
    const open = nextDollar(src, i);
    if (open < 0) {
      pushText(segments, src.slice(i));
      break;
    }
    const display = src[open + 1] === '$';
    const delim = display ? '$$' : '$';
    const contentStart = open + delim.length;
    let close = nextDollar(src, contentStart);
    if (display) {
      while (close >= 0 && src[close + 1] !== '$') close = nextDollar(src, close + 1);
    }
    if (close < 0) {
      // An unmatched dollar is shown as typed rather than swallowing the rest of the text.
      pushText(segments, src.slice(i));
      break;
    }
    pushText(segments, src.slice(i, open));
    const tex = src.slice(contentStart, close).trim();
    if (tex !== '') segments.push({ kind: 'math', tex, display });
    i = close + delim.length;
  }
  return splitParagraphs(segments);
}

/** Paragraph boundaries are runs of two or more breaks; a display formula stays in its paragraph. */
function splitParagraphs(segments: Segment[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Segment[] = [];
  let breaks = 0;
  const flush = () => {
    while (current.length > 0 && current[current.length - 1]!.kind === 'break') current.pop();
    while (current.length > 0 && current[0]!.kind === 'break') current.shift();
    if (current.length > 0) paragraphs.push(current);
    current = [];
  };
  for (const seg of segments) {
    if (seg.kind === 'break') {
      breaks++;
      continue;
    }
    if (breaks >= 2) flush();
    else if (breaks === 1) current.push({ kind: 'break' });
    breaks = 0;
    current.push(seg);
  }
  flush();
  return paragraphs;
}

/** True when the text has any maths. */
export function hasMath(input: string): boolean {
  return mathSegments(input).length > 0;
}

export type MathSegment = Extract<Segment, { kind: 'math' }>;

/** Every maths piece of the text, in order (a formula used twice appears twice). */
export function mathSegments(input: string): MathSegment[] {
  // Most strings of a payload are plain words: they need no parsing.
  if (!input.includes('$')) return [];
  return parseMathText(input).flatMap((p) => p.filter((s): s is MathSegment => s.kind === 'math'));
}

/** Punctuation that must not start a line after inline maths ("$9\\text{ cm}$." keeps its full stop). */
const TRAILING_PUNCTUATION = /^[.,;:!?)\u2026]+/;
/** A unit right after a number is never left at the start of the next line: "$13$ cm" breaks as one. */
const TRAILING_UNIT =
  /^ (?:mm|cm|dm|km|m|dag|kg|g|t|ml|l|hl|zł|gr|h|min|s|ha|ar|%|°C?)(?:²|³)?(?:\/(?:h|min|s))?(?![\p{L}\d])[.,;:!?)\u2026]*/u;

/**
 * The start of the text after inline maths that must stay on the maths' line, as it is to be
 * shown (the space before a unit becomes a non-breaking one), or undefined when nothing must.
 */
export function gluedTail(text: string): { shown: string; length: number } | undefined {
  const unit = TRAILING_UNIT.exec(text)?.[0];
  if (unit) return { shown: `\u00a0${unit.slice(1)}`, length: unit.length };
  const punctuation = TRAILING_PUNCTUATION.exec(text)?.[0];
  return punctuation ? { shown: punctuation, length: punctuation.length } : undefined;
}
