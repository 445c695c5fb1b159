/**
 * Exact lengths k·√r (r = 1, 2, 3; k a positive rational), as met with the special right
 * triangles: in KaTeX, in the answer checker's syntax, as a pupil types them and as step patterns.
 */
import type { Rational } from '../../math/rational.ts';
import { texRational } from '../../text/format.ts';
import { exprStepPatterns } from './steps.ts';

export interface Surd {
  k: Rational;
  r: 1 | 2 | 3;
}

export function surdTex({ k, r }: Surd): string {
  const kt = texRational(k);
  if (r === 1) return kt;
  if (k.d !== 1) return `\\frac{${k.n === 1 ? '' : k.n}\\sqrt{${r}}}{${k.d}}`;
  return `${k.n === 1 ? '' : kt}\\sqrt{${r}}`;
}

export function surdExpr({ k, r }: Surd): string {
  const kt = k.d === 1 ? String(k.n) : `${k.n}/${k.d}`;
  return r === 1 ? kt : `${kt}*sqrt(${r})`;
}

export function surdTyped({ k, r }: Surd): string {
  if (r === 1) return k.d === 1 ? String(k.n) : `${k.n}/${k.d}`;
  const num = `${k.n === 1 ? '' : k.n}√${r}`;
  return k.d === 1 ? num : `${num}/${k.d}`;
}

export function surdPatterns(v: Surd): string[] {
  if (v.r === 1) return [`^${surdTyped(v)}$`];
  const n = v.k.n === 1 ? '' : String(v.k.n);
  const den = v.k.d === 1 ? '' : `/${v.k.d}`;
  return exprStepPatterns([
    `${n}√${v.r}${den}`,
    `${n}*√${v.r}${den}`,
    `${n}√(${v.r})${den}`,
    `${n}*sqrt(${v.r})${den}`,
  ]);
}
