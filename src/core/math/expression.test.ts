import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { equivalent, hasBracketProduct, parseExpression, simplificationIssue, type ExprNode } from './expression.ts';

const parse = (s: string, vars: readonly string[] = ['x']): ExprNode => {
  const r = parseExpression(s, vars);
  if (!r.ok) throw new Error(`${s}: ${r.reason}`);
  return r.value;
};

describe('parseExpression', () => {
  it('follows school precedence: −3² = −9, 2^3^2 = 2^9, implicit multiplication', () => {
    expect(equivalent(parse('-3^2', []), parse('-9', []), [])).toBe(true);
    expect(equivalent(parse('(-3)^2', []), parse('9', []), [])).toBe(true);
    expect(equivalent(parse('2^3^2', []), parse('512', []), [])).toBe(true);
    expect(equivalent(parse('2x(x+1)'), parse('2x^2+2x'), ['x'])).toBe(true);
    expect(equivalent(parse('x^-1'), parse('1/x'), ['x'])).toBe(true);
    expect(equivalent(parse('√(9+16)', []), parse('5', []), [])).toBe(true);
    expect(equivalent(parse('∛8', []), parse('2', []), [])).toBe(true);
    expect(equivalent(parse('[x+1]·2'), parse('2x+2'), ['x'])).toBe(true);
  });
  it('rejects what is not an expression, with Polish reasons', () => {
    for (const s of [
      '',
      '2+',
      '(x',
      'x)',
      '2 3',
      'x = 1 = 2',
      'x & 1',
      '13x++11',
      'x+-2',
      'x-+2',
      '2*+x',
      '2x*',
      'x+-',
      '((x)',
      '3x 4',
    ]) {
      const r = parseExpression(s, ['x']);
      expect(r.ok, s).toBe(false);
    }
  });
});

describe('equivalence (property)', () => {
  const small = fc.integer({ min: -9, max: 9 });
  /** " + 3" or " - 3": two signs in a row ("+ -3") are a typo the parser rejects. */
  const plus = (n: number) => (n < 0 ? ` - ${-n}` : ` + ${n}`);
  it('(ax + b)(cx + d) equals its expansion and differs from it with a changed constant', () => {
    fc.assert(
      fc.property(small, small, small, small, (a, b, c, d) => {
        const factored = parse(`(${a}x${plus(b)})(${c}x${plus(d)})`);
        const expanded = parse(`${a * c}x^2${plus(a * d + b * c)}x${plus(b * d)}`);
        expect(equivalent(factored, expanded, ['x'])).toBe(true);
        expect(equivalent(factored, parse(`${a * c}x^2${plus(a * d + b * c)}x${plus(b * d + 1)}`), ['x'])).toBe(false);
        expect(hasBracketProduct(expanded)).toBe(false);
      }),
    );
  });
  it('two variables', () => {
    expect(equivalent(parse('(a+b)^2', ['a', 'b']), parse('a^2+2ab+b^2', ['a', 'b']), ['a', 'b'])).toBe(true);
    expect(equivalent(parse('(a+b)^2', ['a', 'b']), parse('a^2+b^2', ['a', 'b']), ['a', 'b'])).toBe(false);
  });
});

describe('form rules', () => {
  it('brackets left in a product', () => {
    expect(hasBracketProduct(parse('2(x+1)'))).toBe(true);
    expect(hasBracketProduct(parse('-(x-1)'))).toBe(true);
    expect(hasBracketProduct(parse('(x+1)^2'))).toBe(true);
    expect(hasBracketProduct(parse('(x+1)/2'))).toBe(false);
    expect(hasBracketProduct(parse('2x+2'))).toBe(false);
  });
  it('simplification issues', () => {
    expect(simplificationIssue(parse('3x+2x'))).toBe('Zredukuj wyrazy podobne.');
    expect(simplificationIssue(parse('2·3x'))).toMatch(/wymnóż/);
    expect(simplificationIssue(parse('x·x'))).toMatch(/potęgi/);
    expect(simplificationIssue(parse('6/4x'))).toBe('Skróć ułamek.');
    expect(simplificationIssue(parse('√8', []))).toMatch(/pierwiastka/);
    expect(simplificationIssue(parse('3x/2 + 1'))).toBeNull();
    expect(simplificationIssue(parse('x^2 - 2x + 1'))).toBeNull();
  });
});

describe('messages for common notation slips', () => {
  it('x2 and (x+1)2 ask for 2x / x^2', () => {
    for (const s of ['x2', '(x+1)2']) {
      const r = parseExpression(s, ['x']);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/x\^2/);
    }
  });
});
