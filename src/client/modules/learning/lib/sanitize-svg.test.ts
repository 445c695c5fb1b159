import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { svgDoc, svgLine, svgPolygon, svgText } from '#core/questions/figures.ts';
import { sanitizeSvg } from './sanitize-svg.ts';

describe('sanitizeSvg', () => {
  it('keeps the figures our templates draw', () => {
    const svg = svgDoc(
      200,
      100,
      svgPolygon([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 5, y: 8 },
      ]) +
        svgLine({ x: 0, y: 0 }, { x: 5, y: 5 }, { dashed: true }) +
        svgText({ x: 5, y: 5 }, 'a < b & c'),
    );
    expect(sanitizeSvg(svg)).toBe(svg);
  });

  it('drops scripts, event handlers, foreign content and external links', () => {
    const dirty =
      '<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><circle r="2" onclick="x()"/>' +
      '<foreignObject><div>hi</div></foreignObject><a href="javascript:alert(3)"><text>t</text></a>' +
      '<use href="https://evil.example/x.svg#a"/><use href="#local"/><!-- c --><rect fill="url(https://e/x)"/></svg>';
    const clean = sanitizeSvg(dirty);
    expect(clean).toBe('<svg viewBox="0 0 10 10"><circle r="2"/><text>t</text><use/><use href="#local"/><rect/></svg>');
  });

  it('ignores anything outside an <svg> root and closes open tags', () => {
    expect(sanitizeSvg('<img src=x onerror=alert(1)>hello<svg><g><text>1')).toBe('<svg><g><text>1</text></g></svg>');
  });

  it('never lets a script tag or an event handler through (property)', () => {
    const piece = fc.constantFrom(
      '<svg>',
      '</svg>',
      '<script>',
      '</script>',
      '<g onclick="x">',
      '</g>',
      '<circle onmouseover=y />',
      '<scr',
      'ipt>',
      'on',
      'load=',
      '"',
      "'",
      '<',
      '>',
      '/',
      'text',
      '<text x="1">',
      '</text>',
      '<!--',
      '-->',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const out = sanitizeSvg(pieces.join(''));
        expect(out.toLowerCase()).not.toMatch(/<script/);
        expect(out.toLowerCase()).not.toMatch(/<[^>]*\son[a-z]*\s*=/);
      }),
    );
  });
});
