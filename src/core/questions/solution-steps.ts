/**
 * Does a worked solution show a step's result? (issue 13, part 5: "worked solutions show each
 * step's intermediate result"). The solution's KaTeX is flattened to typed notation (\frac{3}{4}
 * → 3/4, 2{,}5 → 2,5, \sqrt{2} → √2) and the step's expected answer is looked for in it, as
 * written or as the same number in another form (0,75 for 3/4).
 */
import { parseNumberInput } from '../math/parse-number.ts';
import { isFiniteDecimal, toNumber } from '../math/rational.ts';

/**
 * A fraction typed on one line, bracketed as a pupil types it: a sum or difference on top goes in
 * brackets ((O−2b)/2), and so does a denominator of more than one factor (V/(πr^2), but 2E/v^2).
 */
function typedFraction(_: string, num: string, den: string): string {
  const top = /[+\-\u2212]/.test(num.trim().slice(1)) ? `(${num})` : num;
  const bottom = /^(\d+|[a-zA-Z])(\^\{?\d+\}?)?$/.test(den.trim()) ? den : `(${den})`;
  return `${top}/${bottom}`;
}

// Roots are flattened before fractions too, so a root inside a fraction (\frac{\sqrt{2}}{2}) reads √2/2.
export function flattenTex(s: string): string {
  return (
    s
      .replace(/\{,\}/g, ',')
      .replace(/\\sqrt\{([^{}]*)\}/g, '√$1')
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, typedFraction)
      .replace(/\\pi\b|π/g, 'pi')
      .replace(/\\sqrt\{([^{}]*)\}/g, '√$1')
      .replace(/\\[,;:!]|~|\\ |\\quad/g, '')
      .replace(/\\cdot|·|×|\\times/g, '*')
      .replace(/\\left|\\right|\\text\{[^}]*\}|\\mathrm\{[^}]*\}|\$|\{|\}/g, '')
      .replace(/\u2212/g, '-')
      .replace(/[\s\u00a0]/g, '')
      .toLowerCase()
      // A product next to a letter or a bracket is written with or without its sign (2*p, 2p).
      .replace(/\*(?=[a-z(])|(?<=[a-z)])\*/g, '')
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function solutionShows(solution: string, expected: string): boolean {
  const flat = flattenTex(solution);
  const want = flattenTex(expected);
  if (want === '' || flat.includes(want)) return true;
  const parsed = parseNumberInput(expected);
  if (!parsed.ok) return false;
  const v = parsed.value.value;
  const forms = [`${v.n}/${v.d}`];
  if (v.d === 1) forms.push(String(v.n));
  if (isFiniteDecimal(v)) forms.push(String(toNumber(v)).replace('.', ','));
  return forms.some((f) => new RegExp(`(?<![\\d,])${escape(f)}(?![\\d]|,\\d)`).test(flat));
}
