/**
 * Formatters for stems, options, hints and solutions. `…Tex` functions give KaTeX source (put
 * them inside $…$); `…Text` functions give plain Polish text for prose.
 */
import { type Rational, isFiniteDecimal, toNumber } from '../../math/rational.ts';
import { formatNumber, texNumber, texRational } from '../../text/format.ts';
import { type NounForms, pluralForm } from '../../text/plural.ts';

/** Number as inline KaTeX: $2{,}5$ or $\frac{3}{4}$. */
export function m(value: Rational | number): string {
  if (typeof value === 'number') return `$${texNumber(value)}$`;
  return `$${texRational(value)}$`;
}

/** Same number as plain text in Polish notation (2,5), for prose and option labels. */
export function pl(value: number): string {
  return formatNumber(value);
}

/** KaTeX for a value: a finite decimal in Polish notation (2{,}5), otherwise a fraction. */
export function texValue(r: Rational): string {
  return isFiniteDecimal(r) ? texNumber(toNumber(r)) : texRational(r);
}

/** A rational as a decimal in KaTeX (2{,}5; a non-terminating one rounded to six places). */
export function decimalTex(r: Rational): string {
  return texNumber(toNumber(r));
}

/** The same decimal as plain Polish text (2,5), for prose. */
export function decimalText(r: Rational): string {
  return formatNumber(toNumber(r));
}

/** KaTeX fraction exactly as written (no simplification), e.g. \frac{6}{8}. */
export function tf(n: number, d: number): string {
  return `\\frac{${n}}{${d}}`;
}

/** KaTeX mixed number 2\frac{1}{3}; whole part alone when the fraction part is zero. */
export function tmix(w: number, n: number, d: number): string {
  if (n === 0) return String(w);
  if (w === 0) return tf(n, d);
  return `${w}\\frac{${n}}{${d}}`;
}

/** KaTeX of a rational as a mixed number when improper (7/3 → 2\frac{1}{3}). */
export function texMixed(r: Rational): string {
  if (r.d === 1) return String(r.n);
  const sign = r.n < 0 ? '-' : '';
  const a = Math.abs(r.n);
  return sign + tmix(Math.floor(a / r.d), a % r.d, r.d);
}

/** "5 jabłek" with the right Polish plural form (number in Polish notation). */
export function qty(n: number, forms: NounForms): string {
  return `${formatNumber(n)} ${pluralForm(n, forms)}`;
}

// ── Brackets ────────────────────────────────────────────────────────────────────────────────

/** A number's KaTeX wrapped in brackets when the number is negative: (-3). */
export function parenIfNeg(tex: string, value: number): string {
  return value < 0 ? `(${tex})` : tex;
}

/** A rational in KaTeX, in brackets when negative: (-\frac{1}{2}), for a factor or a subtrahend. */
export function texParenIfNeg(r: Rational): string {
  return parenIfNeg(texRational(r), r.n);
}

/**
 * A rational in KaTeX as the base of a power or a factor, in tall brackets when it is negative
 * or a fraction: \left(\frac{1}{2}\right)^2, 3 \cdot \left(-2\right).
 */
export function texBaseParen(r: Rational): string {
  return r.n < 0 || r.d !== 1 ? `\\left(${texRational(r)}\\right)` : texRational(r);
}

// ── Sums of terms ───────────────────────────────────────────────────────────────────────────

/** Linear-combination term: termText(3, 'x', true) → ' + 3x', termText(-1, 'x', false) → '-x'. */
function termText(coef: number, variable: string, withSign: boolean): string {
  if (coef === 0) return '';
  const abs = Math.abs(coef);
  const body = variable === '' ? String(abs) : abs === 1 ? variable : `${abs}${variable}`;
  if (!withSign) return coef < 0 ? `-${body}` : body;
  return coef < 0 ? ` - ${body}` : ` + ${body}`;
}

/**
 * A sum of terms [coef, variable] as KaTeX source with tidy signs: [[3,'x'],[-5,'']] → '3x - 5'.
 * Zero terms are skipped; all-zero gives '0'.
 */
export function polyText(terms: readonly (readonly [number, string])[]): string {
  let out = '';
  for (const [c, v] of terms) {
    if (c === 0) continue;
    out += termText(c, v, out !== '');
  }
  return out === '' ? '0' : out;
}

/**
 * The same sum in the answer-checker syntax with explicit '*': [[3,'x'],[-5,'']] → '3*x-5'.
 * Powers like 'x^2' may be used as the variable part.
 */
export function polyExpr(terms: readonly (readonly [number, string])[]): string {
  let out = '';
  for (const [c, v] of terms) {
    if (c === 0) continue;
    const abs = Math.abs(c);
    const body = v === '' ? String(abs) : abs === 1 ? v : `${abs}*${v}`;
    out += c < 0 ? `-${body}` : out === '' ? body : `+${body}`;
  }
  return out === '' ? '0' : out;
}

// ── Units ───────────────────────────────────────────────────────────────────────────────────

/** Percent in KaTeX: 12{,}5\%. */
export function percentTex(p: number): string {
  return `${texNumber(p)}\\%`;
}

/** An angle in KaTeX: 40^\circ (a number as written, a rational as texValue). */
export function degreesTex(v: Rational | number): string {
  return `${typeof v === 'number' ? v : texValue(v)}^\\circ`;
}

/** A temperature in plain text: −5°C. */
export function celsiusText(t: number): string {
  return `${formatNumber(t)}°C`;
}

/** A length in plain text: 2,5 cm. */
export function cmText(x: Rational | number): string {
  return `${formatNumber(typeof x === 'number' ? x : toNumber(x))} cm`;
}

// ── Scientific notation ─────────────────────────────────────────────────────────────────────

/** a·10^k in KaTeX: 3{,}2 \cdot 10^{5}; a mantissa of 1 is not written (10^{15}, not 1 \cdot 10^{15}). */
export function scientificTex(mantissa: number, exponent: number): string {
  const power = `10^{${exponent}}`;
  if (mantissa === 1) return power;
  if (mantissa === -1) return `-${power}`;
  return `${texNumber(mantissa)} \\cdot ${power}`;
}

// ── Money ─ always with whole grosze (4,80 zł, not 4,8 zł): moneyText in prose, moneyTex / texMoney in KaTeX.

/** Noun forms of "złoty" for qty(): 1 złoty, 2 złote, 5 złotych. */
export const ZLOTY: NounForms = { one: 'złoty', few: 'złote', many: 'złotych' };

/**
 * Money amount in KaTeX without the unit: whole złote as 240, whole grosze with two decimals:
 * 52{,}80. An intermediate amount finer than a grosz (1% of 61,50 zł is 0,615 zł) stays exact.
 */
export function texMoney(r: Rational): string {
  if (r.d === 1) return texNumber(r.n);
  if (100 % r.d !== 0) return texValue(r);
  const cents = Math.round((r.n * 100) / r.d);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${texNumber(Math.floor(abs / 100))}{,}${String(abs % 100).padStart(2, '0')}`;
}

/** Money in KaTeX with the unit: 240\text{ zł}, 52{,}80\text{ zł}. */
export function moneyTex(r: Rational): string {
  return `${texMoney(r)}\\text{ zł}`;
}

/**
 * Money in plain text — the one money formatter for prose: whole złote as 240 zł, otherwise
 * with whole grosze (4,80 zł, never 4,8 zł); thousands and the unit joined by non-breaking
 * spaces (12\u00a0500\u00a0zł).
 */
export function moneyText(r: Rational): string {
  const cents = Math.round(toNumber(r) * 100);
  const sign = cents < 0 ? '\u2212' : '';
  const abs = Math.abs(cents);
  const whole = formatNumber(Math.floor(abs / 100));
  const grosze = abs % 100 === 0 ? '' : `,${String(abs % 100).padStart(2, '0')}`;
  return `${sign}${whole}${grosze}\u00a0zł`;
}

/** Same as moneyText (kept for existing templates; money is always written with grosze). */
export function zlotyText(r: Rational): string {
  return moneyText(r);
}
