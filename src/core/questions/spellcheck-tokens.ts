/**
 * Words of Polish prose for the spell check: KaTeX ($…$), SVG markup, numbers, units,
 * single letters (variables, option labels A–D, P/F) and our abbreviations are left out.
 */

/** Units and symbols that appear in prose after numbers; not words for the dictionary. */
const UNITS = new Set([
  'mm',
  'cm',
  'dm',
  'km',
  'mg',
  'dag',
  'kg',
  'ml',
  'hl',
  'ha',
  'zł',
  'gr',
  'min',
  'godz',
  'sek',
  'cm²',
  'm²',
  'km²',
]);

export function spellcheckTokens(text: string): string[] {
  const prose = text
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\$\$[\s\S]+?\$\$|\$[^$]+?\$/g, ' ')
    .replace(/\b[a-zA-Z]\(\s*[^)]*\)/g, ' ')
    .replace(/\\[a-zA-Z]+/g, ' ');
  const words: string[] = [];
  for (const m of prose.matchAll(/\p{L}+(?:-\p{L}+)*/gu)) {
    const w = m[0];
    if (w.length < 2) continue;
    // Words glued to digits ("2x", "10cm") are maths, not prose.
    const before = prose[m.index - 1] ?? '';
    const after = prose[m.index + w.length] ?? '';
    if (/\d/.test(before) || /\d/.test(after)) continue;
    // Letters between operators are a formula written in plain text ("y = ax + b").
    const left = prose.slice(0, m.index).trimEnd().at(-1) ?? '';
    const right = prose.slice(m.index + w.length).trimStart()[0] ?? '';
    if (/[=+\-−*/^·:<>≤≥]/.test(left) || /[=+\-−*/^·:<>≤≥]/.test(right)) continue;
    if (UNITS.has(w.toLowerCase())) continue;
    // A Roman numeral (XXIV, MCMXCIV) is a number, not a word.
    if (/^[IVXLCDM]+$/.test(w)) continue;
    words.push(w);
  }
  return words;
}
