/** Exact rational numbers on safe integers; always normalised (d > 0, gcd(n, d) = 1). */
export interface Rational {
  readonly n: number;
  readonly d: number;
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

export function lcm(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return Math.abs((a / gcd(a, b)) * b);
}

export function rat(n: number, d = 1): Rational {
  if (!Number.isInteger(n) || !Number.isInteger(d)) throw new Error(`rat: non-integer ${n}/${d}`);
  if (d === 0) throw new Error('rat: zero denominator');
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g + 0, d: (sign * d) / g };
}

/** Exact conversion of a finite decimal (e.g. 2.35) to a rational. */
export function ratFromDecimal(x: number): Rational {
  if (!Number.isFinite(x)) throw new Error(`ratFromDecimal: ${x}`);
  const s = x.toString();
  if (s.includes('e')) throw new Error(`ratFromDecimal: exponent form ${s}`);
  const [, frac = ''] = s.split('.');
  const d = 10 ** frac.length;
  return rat(Math.round(x * d), d);
}

export const add = (a: Rational, b: Rational): Rational => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rat(a.n * b.n, a.d * b.d);
export function div(a: Rational, b: Rational): Rational {
  if (b.n === 0) throw new Error('div: by zero');
  return rat(a.n * b.d, a.d * b.n);
}
export const neg = (a: Rational): Rational => rat(-a.n, a.d);
export const eq = (a: Rational, b: Rational): boolean => a.n === b.n && a.d === b.d;
export const cmp = (a: Rational, b: Rational): number => Math.sign(a.n * b.d - b.n * a.d);
export const toNumber = (a: Rational): number => a.n / a.d;
export const isInteger = (a: Rational): boolean => a.d === 1;

/** True when the decimal expansion terminates (denominator has only factors 2 and 5). */
export function isFiniteDecimal(a: Rational): boolean {
  let d = a.d;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}
