/**
 * How an examiner reads what a pupil wrote in a part of an open task (exam-scoring.md): a number
 * or a calculation, in any unambiguous notation. This is deliberately separate from checkAnswer
 * (the closed items' checker, strict about notation in practice): on the mock, notation never
 * costs a point when the value is unambiguous.
 *
 * Accepted: "620", "620." (a full stop ending the sentence), "620 zł", "60 zł 50 gr", "56,25 %"
 * (a percent where a plain number is asked), "1120·1,1·0,9" (a calculation: it shows the method),
 * "1120·1,1 = 1232" (a calculation with its result: the result is what the pupil states),
 * "x = 12", "P = 12·5 = 60".
 */
import { cleanMathInput, parseNumberLiteral, splitUnit, unitDimension } from '../math/parse-number.ts';
import { type ExprNode, equivalent, evaluate, parseExpression, sameValue, toText } from '../math/expression.ts';

/** A number or a calculation the pupil wrote. */
export interface QuantityReading {
  ok: true;
  /** The value the pupil states (the last side of "calculation = result"). */
  value: number;
  /** The value read as a percent ("56,25 %" → 0,5625), when a percent sign was written. */
  percentValue?: number;
  /** True when the pupil wrote a calculation (an operation), which shows the method. */
  calculation: boolean;
  /** The value of the written calculation itself (its first side), when there is one. */
  calculationValue?: number;
  /** The unit written after the result ("zł", "cm²"), when there is one (not %). */
  unit?: string;
}

export type Unreadable = { ok: false; reason: string };

const NAME_ONLY = /^[a-ząćęłńóśźż]{1,3}(?:_?\d)?$/i;
const ZL_GR = /^(-?\d[\d ]*)\s*(?:zł|zl|złotych|złote|złoty)\s*(?:i\s*)?(\d{1,2})\s*(?:gr|groszy|grosze|grosz)\.?$/i;
const GR_ONLY = /^(\d{1,2})\s*(?:gr|groszy|grosze|grosz)\.?$/i;

/** Drops what ends a sentence, not a number: "620." → "620", "12!" → "12". */
export function stripSentenceEnd(text: string): string {
  return text
    .trim()
    .replace(/[.!;]+$/u, '')
    .trim();
}

/** "60 zł 50 gr" → "60,50"; "50 gr" → "0,50"; anything else unchanged. */
export function zlotyGrosze(text: string): string {
  const both = ZL_GR.exec(text.trim());
  if (both) return `${both[1]!.replace(/ /g, '')},${both[2]!.padStart(2, '0')}`;
  const gr = GR_ONLY.exec(text.trim());
  if (gr) return `0,${gr[1]!.padStart(2, '0')}`;
  return text;
}

interface Side {
  value: number;
  percent: boolean;
  calculation: boolean;
  unit?: string;
}

function readSide(side: string): Side | Unreadable {
  const { number, unit } = splitUnit(side.trim());
  const percent = unit === '%';
  if (unit !== null && !percent && unitDimension(unit) === undefined) {
    return { ok: false, reason: 'Popraw zapis: po liczbie może stać tylko jednostka.' };
  }
  const withUnit = unit !== null && !percent ? { unit } : {};
  // "637 : 20" is a division written out (a calculation), not a fraction.
  const literal = number.includes(':') ? null : parseNumberLiteral(number);
  // An unreduced fraction (8/20: favourable over all outcomes) is a quotient written out.
  if (literal)
    return { value: literal.value.n / literal.value.d, percent, calculation: literal.unsimplified, ...withUnit };
  const parsed = parseExpression(number, []);
  if (!parsed.ok) return { ok: false, reason: parsed.reason };
  const value = evaluate(parsed.value, {});
  if (!Number.isFinite(value)) return { ok: false, reason: 'Tego działania nie da się obliczyć.' };
  return { value, percent, calculation: isCalculation(parsed.value), ...withUnit };
}

function isCalculation(node: ExprNode): boolean {
  if (node.t === 'num') return false;
  if (node.t === 'neg') return isCalculation(node.a);
  return true;
}

/** Reads a number or a calculation (with an optional "= result" chain and a leading "x ="). */
export function readQuantity(input: string): QuantityReading | Unreadable {
  const text = zlotyGrosze(stripSentenceEnd(input));
  const sides = cleanMathInput(text)
    .split('=')
    .map((s) => s.trim())
    .filter((s, i) => !(i === 0 && NAME_ONLY.test(s)));
  if (sides.length === 0 || sides.some((s) => s === '')) return { ok: false, reason: 'Wpisz wynik albo obliczenie.' };
  const read: Side[] = [];
  for (const side of sides) {
    const r = readSide(zlotyGrosze(side));
    if ('ok' in r) return r;
    read.push(r);
  }
  const last = read.at(-1)!;
  const firstCalc = read.find((s) => s.calculation);
  return {
    ok: true,
    value: last.value,
    ...(last.percent ? { percentValue: last.value / 100 } : {}),
    calculation: firstCalc !== undefined,
    ...(firstCalc ? { calculationValue: firstCalc.value } : {}),
    ...(last.unit ? { unit: last.unit } : {}),
  };
}

/** How two neighbouring terms of a written chain are related. */
export type Relation = '=' | '<' | '>' | '<=' | '>=';

const RELATION_SIGN = /(<=|>=|≤|≥|=|<|>)/;
const RELATION_OF: Record<string, Relation> = {
  '=': '=',
  '<': '<',
  '>': '>',
  '<=': '<=',
  '>=': '>=',
  '≤': '<=',
  '≥': '>=',
};

/**
 * A chain of terms joined by =, <, >, ≤, ≥ ("(3√2)² = 18 < 25 = 5²"). Names of angles are read
 * as their letters ("∠B", "kąt B", "|∠B|" → B) and a degree sign is dropped.
 */
export function readRelationChain(
  input: string,
  variables: readonly string[],
): { ok: true; sides: ExprNode[]; links: Relation[] } | Unreadable {
  const cleaned = cleanMathInput(stripSentenceEnd(input))
    .replace(/°/g, '')
    .replace(/\b(?:kąt|kat)\s*/gi, '')
    .replace(/[∠|]/g, '');
  const pieces = cleaned.split(RELATION_SIGN);
  const raw = pieces.filter((_, i) => i % 2 === 0).map((s) => s.trim());
  const links = pieces.filter((_, i) => i % 2 === 1).map((s) => RELATION_OF[s]!);
  // A leading name ("P = …") is dropped unless it is one of the letters the pupil may use.
  const named = raw.length > 1 && links[0] === '=' && NAME_ONLY.test(raw[0]!) && !variables.includes(raw[0]!);
  const sides = named ? raw.slice(1) : raw;
  if (named) links.shift();
  if (sides.length === 0 || sides.some((s) => s === '')) return { ok: false, reason: 'Popraw zapis wyrażenia.' };
  const out: ExprNode[] = [];
  for (const s of sides) {
    const parsed = parseExpression(s, variables);
    if (!parsed.ok) return { ok: false, reason: parsed.reason };
    out.push(parsed.value);
  }
  return { ok: true, sides: out, links };
}

/** An expression (or a chain "A = B = C" of equal expressions) in the given letters. */
export function readExpressionChain(
  input: string,
  variables: readonly string[],
): { ok: true; sides: ExprNode[] } | Unreadable {
  const chain = readRelationChain(input, variables);
  if (!chain.ok) return chain;
  if (chain.links.some((l) => l !== '=')) return { ok: false, reason: 'Wpisz równości, bez znaków „<” i „>”.' };
  return { ok: true, sides: chain.sides };
}

/** True when each link of a chain of numbers holds ("18 < 25", "225 = 225"), the letters given values. */
export function linksHold(
  sides: readonly ExprNode[],
  links: readonly Relation[],
  env: Readonly<Record<string, number>>,
): boolean {
  return links.every((rel, i) => {
    const [x, y] = [evaluate(sides[i]!, env), evaluate(sides[i + 1]!, env)];
    if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
    const eq = sameValue(x, y);
    if (rel === '=') return eq;
    if (rel === '<=') return eq || x < y;
    if (rel === '>=') return eq || x > y;
    return !eq && (rel === '<' ? x < y : x > y);
  });
}

/**
 * What a chain says of its terms i < j: '=' when every link between them is "=", '<' or '>'
 * when the links go one way with at least one strict, '<=' / '>=' when none is strict, null
 * when they go both ways (nothing follows).
 */
export function chainRelation(links: readonly Relation[], i: number, j: number): Relation | null {
  const between = links.slice(i, j);
  const down = between.some((l) => l === '<' || l === '<=');
  const up = between.some((l) => l === '>' || l === '>=');
  if (down && up) return null;
  if (!down && !up) return '=';
  const strict = between.some((l) => l === '<' || l === '>');
  return down ? (strict ? '<' : '<=') : strict ? '>' : '>=';
}

/**
 * A calculation's shape, regardless of the order of terms and factors: "12² + 9²" and "9² + 12²"
 * are one calculation, "225" another. Two terms of the same calculation are the same written step.
 */
export function shapeOf(node: ExprNode): string {
  const terms = (n: ExprNode, sign: string, out: string[]): string[] => {
    if (n.t === 'add') return terms(n.b, sign, terms(n.a, sign, out));
    if (n.t === 'sub') return terms(n.b, sign === '+' ? '-' : '+', terms(n.a, sign, out));
    if (n.t === 'neg') return terms(n.a, sign === '+' ? '-' : '+', out);
    out.push(`${sign}${shapeOf(n)}`);
    return out;
  };
  const factors = (n: ExprNode, out: string[]): string[] => {
    if (n.t === 'mul') return factors(n.b, factors(n.a, out));
    out.push(shapeOf(n));
    return out;
  };
  switch (n(node)) {
    case 'sum':
      return `(${terms(node, '+', []).sort().join('')})`;
    case 'product':
      return `[${factors(node, []).sort().join('*')}]`;
    default:
      if (node.t === 'num') return String(node.value);
      if (node.t === 'var') return node.name;
      if (node.t === 'pi') return 'π';
      if (node.t === 'sqrt' || node.t === 'cbrt') return `${node.t}(${shapeOf(node.a)})`;
      if (node.t === 'div' || node.t === 'pow')
        return `{${shapeOf(node.a)}${node.t === 'div' ? '/' : '^'}${shapeOf(node.b)}}`;
      return toText(node);
  }
  function n(x: ExprNode): 'sum' | 'product' | 'other' {
    if (x.t === 'add' || x.t === 'sub' || (x.t === 'neg' && x.a.t !== 'num')) return 'sum';
    if (x.t === 'mul') return 'product';
    return 'other';
  }
}

/** True when every side of the chain equals the next (a chain of true equalities). */
export function chainHolds(sides: readonly ExprNode[], variables: readonly string[]): boolean {
  return sides.every((s, i) => i === 0 || equivalent(sides[i - 1]!, s, variables));
}

/** Two values equal for an examiner: exactly (float noise aside) or within an absolute tolerance. */
export function sameQuantity(a: number, b: number, tolerance = 0): boolean {
  return sameValue(a, b) || Math.abs(a - b) <= tolerance + 1e-12;
}
