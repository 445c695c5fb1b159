/**
 * A name as people see it: invisible characters removed (zero-width spaces and joiners, bidi
 * controls, the BOM, control characters), runs of whitespace of any kind made one space, and the
 * ends trimmed. Names (a child's nickname, a parent's name) are measured and stored this way, so
 * two zero-width spaces are an empty name, not an invisible child.
 */
export function visibleText(text: string): string {
  return text
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Cc}/gu, (c) => (/[\t\n\v\f\r]/.test(c) ? ' ' : ''))
    .replace(/\s+/gu, ' ')
    .trim();
}
