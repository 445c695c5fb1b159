/**
 * A small, safe parser for the algebraic expressions pupils type (never eval): numbers with
 * a decimal comma or point, variables, + − · * × : / ^ ² ³, implicit multiplication (2x,
 * 3(x+1), (x+1)(x−1), 2√3), parentheses, √ / sqrt, ∛ / cbrt and π / pi.
 *
 * Equivalence is checked by value at fixed, deliberately "awkward" points (no 0, 1, or small
 * integers, where different expressions often agree) in floating point with a relative
 * tolerance of 1e-9; form rules ('expanded', 'simplified') look at the tree.
 */
import { cleanMathInput, type ParseResult } from './parse-number.ts';
import { gcd } from './rational.ts';

export type ExprNode =
  | { t: 'num'; value: number; /** true for integer literals (used by form rules) */ int: boolean }
  | { t: 'var'; name: string }
  | { t: 'pi' }
  | { t: 'neg'; a: ExprNode }
  | { t: 'add' | 'sub' | 'mul' | 'div' | 'pow'; a: ExprNode; b: ExprNode }
  | { t: 'sqrt' | 'cbrt'; a: ExprNode };

type Token =
  | { k: 'num'; value: number; int: boolean }
  | { k: 'var'; name: string }
  | { k: 'pi' }
  | { k: 'fn'; name: 'sqrt' | 'cbrt' }
  | { k: 'op'; op: '+' | '-' | '*' | '/' | '^' }
  | { k: 'lp' }
  | { k: 'rp' }
  | { k: 'sup'; exp: number };

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const LETTER = /[a-ząćęłńóśźż]/i;
const FUNCTION_WORDS: Record<string, 'sqrt' | 'cbrt'> = {
  sqrt: 'sqrt',
  pierwiastek: 'sqrt',
  pierw: 'sqrt',
  cbrt: 'cbrt',
};

function resolveVariable(c: string, variables: readonly string[]): string | null {
  if (variables.includes(c)) return c;
  const other = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
  if (variables.includes(other)) return other;
  return null;
}

function tokenize(src: string, variables: readonly string[]): ParseResult<Token[]> {
  const out: Token[] = [];
  let i = 0;
  let lastWasSpaceAfterNumber = false;
  while (i < src.length) {
    const c = src[i]!;
    if (c === ' ') {
      lastWasSpaceAfterNumber = out.at(-1)?.k === 'num';
      i++;
      continue;
    }
    const spaceBefore = lastWasSpaceAfterNumber;
    lastWasSpaceAfterNumber = false;
    if (/\d/.test(c) || ((c === ',' || c === '.') && /\d/.test(src[i + 1] ?? ''))) {
      if (spaceBefore) return { ok: false, reason: 'Dwie liczby obok siebie — dopisz znak działania.' };
      const m = /^\d*(?:[.,]\d+)?/.exec(src.slice(i))!;
      const text = m[0].replace(',', '.');
      out.push({ k: 'num', value: Number(text), int: !text.includes('.') });
      i += m[0].length;
      continue;
    }
    if (SUPERSCRIPTS.includes(c) || c === '⁻') {
      const m = /^⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/.exec(src.slice(i));
      if (!m) return { ok: false, reason: 'Popraw zapis wyrażenia.' };
      const digits = [...m[0]].map((d) => (d === '⁻' ? '-' : String(SUPERSCRIPTS.indexOf(d)))).join('');
      out.push({ k: 'sup', exp: Number(digits) });
      i += m[0].length;
      continue;
    }
    if (c === 'π') {
      out.push({ k: 'pi' });
      i++;
      continue;
    }
    if (c === '√') {
      out.push({ k: 'fn', name: 'sqrt' });
      i++;
      continue;
    }
    if (c === '∛') {
      out.push({ k: 'fn', name: 'cbrt' });
      i++;
      continue;
    }
    if (LETTER.test(c)) {
      const word = /^[a-ząćęłńóśźż]+/i.exec(src.slice(i))![0];
      const lower = word.toLowerCase();
      if (variables.includes(word)) {
        out.push({ k: 'var', name: word });
      } else if (FUNCTION_WORDS[lower]) {
        out.push({ k: 'fn', name: FUNCTION_WORDS[lower] });
      } else if (lower === 'pi') {
        out.push({ k: 'pi' });
      } else {
        // "xy" is x·y when the item has single-letter variables.
        for (const letter of word) {
          const name = resolveVariable(letter, variables);
          if (!name) {
            const list = variables.length > 0 ? `: ${variables.join(', ')}` : '';
            return {
              ok: false,
              reason:
                variables.length > 0
                  ? `Nieznana litera „${letter}”. Użyj tylko liter z zadania${list}.`
                  : `Nieznana litera „${letter}”. Tu wynik jest liczbą.`,
            };
          }
          out.push({ k: 'var', name });
        }
      }
      i += word.length;
      continue;
    }
    if (c === '+' || c === '-' || c === '*' || c === '/' || c === '^') {
      out.push({ k: 'op', op: c });
      i++;
      continue;
    }
    if (c === ':') {
      out.push({ k: 'op', op: '/' });
      i++;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') {
      out.push({ k: 'lp' });
      i++;
      continue;
    }
    if (c === ')' || c === ']' || c === '}') {
      out.push({ k: 'rp' });
      i++;
      continue;
    }
    return { ok: false, reason: `Niedozwolony znak „${c}”. Popraw zapis wyrażenia.` };
  }
  return { ok: true, value: out };
}

class ParseError extends Error {}

function parseTokens(tokens: Token[]): ExprNode {
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const fail = (msg = 'Popraw zapis wyrażenia.'): never => {
    throw new ParseError(msg);
  };

  const startsPrimary = (t: Token | undefined): boolean =>
    !!t && (t.k === 'num' || t.k === 'var' || t.k === 'pi' || t.k === 'fn' || t.k === 'lp');

  function expr(): ExprNode {
    let left = term();
    for (;;) {
      const t = peek();
      if (t?.k === 'op' && (t.op === '+' || t.op === '-')) {
        pos++;
        // "13x++11", "x+-2": two signs in a row are a typo, not a signed term (write x+(-2)).
        const next = peek();
        if (next?.k === 'op' && (next.op === '+' || next.op === '-'))
          fail('Dwa znaki działania obok siebie. Popraw zapis wyrażenia.');
        const right = term();
        left = { t: t.op === '+' ? 'add' : 'sub', a: left, b: right };
      } else return left;
    }
  }

  function term(): ExprNode {
    let left = unary();
    for (;;) {
      const t = peek();
      if (t?.k === 'op' && (t.op === '*' || t.op === '/')) {
        pos++;
        if (peek()?.k === 'op' && (peek() as { op: string }).op === '+')
          fail('Dwa znaki działania obok siebie. Popraw zapis wyrażenia.');
        const right = unary();
        left = { t: t.op === '*' ? 'mul' : 'div', a: left, b: right };
      } else if (startsPrimary(t)) {
        if (t!.k === 'num') {
          fail(
            tokens[pos - 1]?.k === 'num'
              ? 'Dwie liczby obok siebie — dopisz znak działania.'
              : 'Liczbę pisz przed literą lub nawiasem (2x, 3(x+1)), a potęgę jako x^2.',
          );
        }
        left = { t: 'mul', a: left, b: power() };
      } else return left;
    }
  }

  function unary(): ExprNode {
    const t = peek();
    if (t?.k === 'op' && (t.op === '-' || t.op === '+')) {
      pos++;
      const a = unary();
      return t.op === '-' ? { t: 'neg', a } : a;
    }
    return power();
  }

  function power(): ExprNode {
    const base = postfix();
    const t = peek();
    if (t?.k === 'op' && t.op === '^') {
      pos++;
      // Right-associative; the exponent may carry a sign: x^-1.
      return { t: 'pow', a: base, b: unary() };
    }
    return base;
  }

  function postfix(): ExprNode {
    let node = primary();
    while (peek()?.k === 'sup') {
      const s = tokens[pos++] as Extract<Token, { k: 'sup' }>;
      node = { t: 'pow', a: node, b: { t: 'num', value: s.exp, int: true } };
    }
    return node;
  }

  function primary(): ExprNode {
    const t = tokens[pos++];
    if (!t) return fail();
    switch (t.k) {
      case 'num':
        return { t: 'num', value: t.value, int: t.int };
      case 'var':
        return { t: 'var', name: t.name };
      case 'pi':
        return { t: 'pi' };
      case 'fn':
        return { t: t.name, a: postfix() };
      case 'lp': {
        const inner = expr();
        if (tokens[pos++]?.k !== 'rp') fail('Brakuje nawiasu zamykającego.');
        return inner;
      }
      default:
        return fail();
    }
  }

  const tree = expr();
  if (pos < tokens.length) {
    fail(tokens[pos]?.k === 'rp' ? 'Za dużo nawiasów zamykających.' : 'Popraw zapis wyrażenia.');
  }
  return tree;
}

/**
 * Parses an expression in the given variables. A leading "y =" or "f(x) =" is dropped when
 * its letter is not itself one of the variables (pupils write the function that way).
 */
export function parseExpression(input: string, variables: readonly string[]): ParseResult<ExprNode> {
  let s = cleanMathInput(input);
  const prefix = /^([a-z])(?:\(([a-z])\))?=(?=[^=]*$)/i.exec(s);
  if (prefix && (prefix[2] !== undefined || !variables.includes(prefix[1]!))) s = s.slice(prefix[0].length);
  if (s === '') return { ok: false, reason: 'Wpisz odpowiedź.' };
  if (s.includes('=')) return { ok: false, reason: 'Wpisz samo wyrażenie, bez znaku „=”.' };
  const tokens = tokenize(s, variables);
  if (!tokens.ok) return tokens;
  try {
    return { ok: true, value: parseTokens(tokens.value) };
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, reason: e.message };
    throw e;
  }
}

export function evaluate(node: ExprNode, env: Readonly<Record<string, number>>): number {
  switch (node.t) {
    case 'num':
      return node.value;
    case 'var':
      return env[node.name] ?? NaN;
    case 'pi':
      return Math.PI;
    case 'neg':
      return -evaluate(node.a, env);
    case 'add':
      return evaluate(node.a, env) + evaluate(node.b, env);
    case 'sub':
      return evaluate(node.a, env) - evaluate(node.b, env);
    case 'mul':
      return evaluate(node.a, env) * evaluate(node.b, env);
    case 'div': {
      const d = evaluate(node.b, env);
      return d === 0 ? NaN : evaluate(node.a, env) / d;
    }
    case 'pow': {
      const base = evaluate(node.a, env);
      const exp = evaluate(node.b, env);
      if (base === 0 && exp < 0) return NaN;
      return Math.pow(base, exp);
    }
    case 'sqrt': {
      const a = evaluate(node.a, env);
      return a < 0 ? NaN : Math.sqrt(a);
    }
    case 'cbrt':
      return Math.cbrt(evaluate(node.a, env));
  }
}

/** Variable values used for equivalence: irregular, mixed signs, never 0 or ±1. */
const POINTS = [0.7317, -1.2589, 2.3711, 1.618, -0.4142, 3.1416, 0.5772, -2.7183, 1.4142, 4.6692, 0.3679, -0.8862];

export function sameValue(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** True when the two expressions agree at every point where both are defined (at least 3 such points). */
export function equivalent(a: ExprNode, b: ExprNode, variables: readonly string[]): boolean {
  let compared = 0;
  const rounds = variables.length === 0 ? 1 : POINTS.length;
  for (let i = 0; i < rounds; i++) {
    const env: Record<string, number> = {};
    variables.forEach((v, j) => {
      env[v] = POINTS[(i + 5 * j) % POINTS.length]! * (1 + j / 7);
    });
    const x = evaluate(a, env);
    const y = evaluate(b, env);
    const fx = Number.isFinite(x);
    const fy = Number.isFinite(y);
    if (fx !== fy) return false;
    if (!fx) continue;
    if (!sameValue(x, y)) return false;
    compared++;
  }
  return compared >= Math.min(3, rounds);
}

function containsSum(node: ExprNode): boolean {
  return node.t === 'add' || node.t === 'sub' || (node.t === 'neg' && containsSum(node.a));
}

/** A bracketed sum that is still multiplied, raised to a power or negated: 2(x+1), (x+1)², −(x−1). */
export function hasBracketProduct(node: ExprNode): boolean {
  switch (node.t) {
    case 'mul':
      if (containsSum(node.a) || containsSum(node.b)) return true;
      return hasBracketProduct(node.a) || hasBracketProduct(node.b);
    case 'pow':
      if (containsSum(node.a)) return true;
      return hasBracketProduct(node.a) || hasBracketProduct(node.b);
    case 'neg':
      if (containsSum(node.a)) return true;
      return hasBracketProduct(node.a);
    case 'div':
      if (containsSum(node.b) && containsSum(node.a)) return true;
      return hasBracketProduct(node.a) || hasBracketProduct(node.b);
    case 'add':
    case 'sub':
      return hasBracketProduct(node.a) || hasBracketProduct(node.b);
    case 'sqrt':
    case 'cbrt':
      return hasBracketProduct(node.a);
    default:
      return false;
  }
}

function isNumeric(node: ExprNode): boolean {
  switch (node.t) {
    case 'num':
      return true;
    case 'var':
    case 'pi':
    case 'sqrt':
    case 'cbrt':
      return false;
    case 'neg':
      return isNumeric(node.a);
    default:
      return isNumeric(node.a) && isNumeric(node.b);
  }
}

function terms(node: ExprNode, out: ExprNode[] = []): ExprNode[] {
  if (node.t === 'add' || node.t === 'sub') {
    terms(node.a, out);
    terms(node.b, out);
  } else if (node.t === 'neg') {
    terms(node.a, out);
  } else out.push(node);
  return out;
}

function factors(node: ExprNode, inDenominator: boolean, out: { node: ExprNode; den: boolean }[] = []) {
  if (node.t === 'mul') {
    factors(node.a, inDenominator, out);
    factors(node.b, inDenominator, out);
  } else if (node.t === 'div') {
    factors(node.a, inDenominator, out);
    factors(node.b, !inDenominator, out);
  } else if (node.t === 'neg') {
    factors(node.a, inDenominator, out);
  } else out.push({ node, den: inDenominator });
  return out;
}

export function toText(node: ExprNode): string {
  switch (node.t) {
    case 'num':
      return String(node.value);
    case 'var':
      return node.name;
    case 'pi':
      return 'π';
    case 'neg':
      return `-(${toText(node.a)})`;
    case 'sqrt':
    case 'cbrt':
      return `${node.t}(${toText(node.a)})`;
    default: {
      const op = { add: '+', sub: '-', mul: '*', div: '/', pow: '^' }[node.t];
      return `(${toText(node.a)}${op}${toText(node.b)})`;
    }
  }
}

/**
 * Why the expression is not in simplest form, or null: like terms twice (3x + 2x),
 * a term with two numeric factors or a repeated variable (2·3x, x·x), a reducible numeric
 * fraction (6/4), a root with a square factor left inside (√12).
 */
export function simplificationIssue(node: ExprNode): string | null {
  const keys = new Set<string>();
  for (const term of terms(node)) {
    const fs = factors(term, false);
    let numericNum = 0;
    let numericDen = 0;
    const powers = new Map<string, number>();
    const others: string[] = [];
    for (const { node: f, den } of fs) {
      if (isNumeric(f)) {
        if (den) numericDen++;
        else numericNum++;
        continue;
      }
      const base = f.t === 'pow' && isNumeric(f.b) ? f.a : f;
      const exp = f.t === 'pow' && isNumeric(f.b) ? evaluate(f.b, {}) : 1;
      if (base.t === 'var') {
        if (powers.has(base.name)) return 'Uprość wyrażenie: połącz potęgi tej samej zmiennej.';
        powers.set(base.name, den ? -exp : exp);
      } else {
        const issue = rootIssue(base);
        if (issue) return issue;
        others.push(`${den ? '/' : ''}${toText(f)}`);
      }
    }
    if (numericNum > 1 || numericDen > 1) return 'Uprość wyrażenie: wymnóż liczby.';
    for (const { node: f } of fs) {
      if (f.t === 'num' || !isNumeric(f)) continue;
      if (f.t === 'pow' || f.t === 'add' || f.t === 'sub') return 'Uprość wyrażenie: oblicz wartość liczbową.';
    }
    const fractionIssue = reducibleFraction(term);
    if (fractionIssue) return fractionIssue;
    const key = [...[...powers.entries()].sort().map(([v, e]) => `${v}^${e}`), ...others.sort()].join('*');
    if (keys.has(key)) return 'Zredukuj wyrazy podobne.';
    keys.add(key);
  }
  return null;
}

function reducibleFraction(node: ExprNode): string | null {
  if (node.t === 'div' && node.a.t === 'num' && node.b.t === 'num' && node.a.int && node.b.int) {
    if (gcd(node.a.value, node.b.value) > 1 || node.b.value === 1) return 'Skróć ułamek.';
  }
  if (node.t === 'mul' || node.t === 'div') return reducibleFraction(node.a) ?? reducibleFraction(node.b);
  if (node.t === 'neg') return reducibleFraction(node.a);
  return null;
}

function rootIssue(node: ExprNode): string | null {
  if ((node.t === 'sqrt' || node.t === 'cbrt') && node.a.t === 'num' && node.a.int) {
    const n = node.a.value;
    const p = node.t === 'sqrt' ? 2 : 3;
    for (let k = 2; k ** p <= n; k++) {
      if (n % k ** p === 0) return 'Wyłącz czynnik przed znak pierwiastka.';
    }
  }
  return null;
}
