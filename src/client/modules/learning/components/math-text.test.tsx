import katex from 'katex';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mathSegmentKey } from '#core/text/math-segment-key.ts';
import { MATH_REGISTRY_SIZE, mathMarkupFor, registerMathMarkup } from '../../../lib/math-markup.ts';
import { MathText } from './math-text.tsx';

/** A response body as the server sends it: the payload and its `math` record. */
function responseWith(formulas: Array<[tex: string, display: boolean]>) {
  const math: Record<string, string> = {};
  for (const [tex, display] of formulas)
    math[mathSegmentKey(tex, display)] = katex.renderToString(tex, { displayMode: display, output: 'htmlAndMathml' });
  return { question: { stem: 'ignored here' }, math };
}

describe('MathText', () => {
  it('places the markup a response brought, inline and displayed', () => {
    registerMathMarkup(
      responseWith([
        ['\\frac{3}{4}', false],
        ['\\frac{3}{4}', true],
      ]),
    );
    const html = renderToStaticMarkup(<MathText text={'Ile to $\\frac{3}{4}$?\n\n$$\\frac{3}{4}$$'} />);
    expect(html).toContain('<span class="math-inline"><span class="katex">');
    expect(html).toMatch(/<span class="math-display[^"]*"><span class="katex-display">/);
    expect(html).toContain('Ile to ');
    expect(html).not.toContain('\\frac{3}{4}</span>');
  });

  it('shows the TeX source as text when no response brought its markup', () => {
    const html = renderToStaticMarkup(<MathText text="Wynik: $7 \cdot 8$ cm" inline />);
    expect(html).toContain('font-mono');
    expect(html).toContain('7 \\cdot 8');
    expect(html).not.toContain('class="katex"');
  });

  it('escapes the text around the maths: only the markup is HTML', () => {
    registerMathMarkup(responseWith([['x', false]]));
    const html = renderToStaticMarkup(<MathText text="<b>tak</b> $x$" inline />);
    // An escaped "<" is enough to keep a tag from opening; the renderer leaves ">" as it is.
    expect(html).toMatch(/&lt;b>|&lt;b&gt;/);
    expect(html).not.toContain('<b>');
    expect(html).toContain('<span class="katex">');
  });
});

describe('the maths markup registry', () => {
  it('ignores bodies without a math record and values that are not strings', () => {
    registerMathMarkup(null);
    registerMathMarkup([{ math: { Iy: 'no' } }]);
    registerMathMarkup({ math: { Iz: 5 } });
    expect(mathMarkupFor('y', false)).toBeUndefined();
    expect(mathMarkupFor('z', false)).toBeUndefined();
  });

  it('keeps the newest MATH_REGISTRY_SIZE formulas, a re-registered one counting as new', () => {
    registerMathMarkup({ math: { [mathSegmentKey('a', false)]: 'A', [mathSegmentKey('b', false)]: 'B' } });
    const more: Record<string, string> = {};
    for (let i = 0; i < MATH_REGISTRY_SIZE - 1; i++) more[mathSegmentKey(`n${i}`, false)] = `${i}`;
    registerMathMarkup({ math: { [mathSegmentKey('a', false)]: 'A' } });
    registerMathMarkup({ math: more });
    expect(mathMarkupFor('a', false)).toBe('A');
    expect(mathMarkupFor('b', false)).toBeUndefined();
    expect(mathMarkupFor(`n${MATH_REGISTRY_SIZE - 2}`, false)).toBe(`${MATH_REGISTRY_SIZE - 2}`);
  });
});
