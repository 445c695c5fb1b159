import type { Rational } from '../math/rational.ts';

/**
 * Polish number notation: decimal comma, a (non-breaking) space as thousands separator from
 * 10 000 up (Polish typography leaves 4-digit numbers unsplit), minus sign U+2212 in text.
 */
export function formatNumber(x: number, maxFractionDigits = 6): string {
  if (!Number.isFinite(x)) throw new Error(`formatNumber: ${x}`);
  const negative = x < 0;
  const fixed = isPlainInteger(x, maxFractionDigits)
    ? String(Math.abs(x))
    : // Only zeros after the decimal point go: toFixed(0) of 4870 is "4870", not "487".
      Math.abs(x)
        .toFixed(maxFractionDigits)
        .replace(/(\.\d*?)0+$/, '$1')
        .replace(/\.$/, '');
  const [intPart = '0', fracPart] = fixed.split('.');
  const grouped = intPart.length > 4 ? intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') : intPart;
  const body = fracPart ? `${grouped},${fracPart}` : grouped;
  return negative && body !== '0' ? `\u2212${body}` : body;
}

/**
 * Most numbers in items are integers well inside the safe range: their digits are String(x), the
 * same as toFixed gives before its zero decimals are cut, at a fraction of the cost. (toFixed(0)
 * is left to the general path, which also cuts the integer's own trailing zeros.)
 */
function isPlainInteger(x: number, maxFractionDigits: number): boolean {
  return Number.isInteger(x) && Math.abs(x) < 1e15 && maxFractionDigits >= 1 && maxFractionDigits <= 100;
}

/** Same as formatNumber but for KaTeX source: `{,}` keeps the comma tight, `\\,` thin space groups. */
export function texNumber(x: number, maxFractionDigits = 6): string {
  // Decimal comma first: the thin-space command `\\,` contains a comma itself.
  return formatNumber(x, maxFractionDigits)
    .replace(',', '{,}')
    .replace(/\u00a0/g, '\\,')
    .replace('\u2212', '-');
}

/** KaTeX for a rational: integer, or \frac{n}{d} with the sign in front. */
export function texRational(r: Rational): string {
  if (r.d === 1) return texNumber(r.n);
  const sign = r.n < 0 ? '-' : '';
  return `${sign}\\frac{${Math.abs(r.n)}}{${r.d}}`;
}

/** Plain-text rational as a pupil would type it: "3/4", "-5/2", "7". */
export function plainRational(r: Rational): string {
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}
