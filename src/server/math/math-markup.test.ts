import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { mathSegmentKey } from '#core/text/math-segment-key.ts';
import { mathSegments } from '#core/text/math-segments.ts';
import { answerText } from '#core/questions/answer-forms.ts';
import { partAnswerText } from '#core/questions/open-task.ts';
import { toPublicQuestion } from '#core/questions/public.ts';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import { LEVELS } from '#core/questions/types.ts';
import { KATEX_OPTIONS, MATH_CACHE_SIZE, mathCache, mathMarkupOf, renderMath, withMathMarkup } from './math-markup.ts';

const katexHtml = (tex: string, display: boolean) =>
  katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });

/** Every string anywhere in the value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe('withMathMarkup', () => {
  it('adds the markup of every formula in the payload, at any depth, keeping the payload', () => {
    const payload = {
      question: {
        stem: 'Oblicz $\\frac{1}{2} + \\frac{1}{3}$.',
        options: [{ text: '$\\frac{5}{6}$' }, { text: 'pięć' }],
      },
      feedback: 'Wspólny mianownik:\n$$\\frac{3}{6} + \\frac{2}{6}$$',
      count: 2,
      missing: null,
    };
    const out = withMathMarkup(payload);
    expect(out).toMatchObject(payload);
    expect(Object.keys(out.math).sort()).toEqual(
      [
        mathSegmentKey('\\frac{1}{2} + \\frac{1}{3}', false),
        mathSegmentKey('\\frac{5}{6}', false),
        mathSegmentKey('\\frac{3}{6} + \\frac{2}{6}', true),
      ].sort(),
    );
    expect(out.math[mathSegmentKey('\\frac{5}{6}', false)]).toBe(katexHtml('\\frac{5}{6}', false));
  });

  it('typesets the same TeX inline and displayed as two different formulas', () => {
    const out = mathMarkupOf({ a: '$x^2$', b: '$$x^2$$' });
    const inline = out[mathSegmentKey('x^2', false)]!;
    const display = out[mathSegmentKey('x^2', true)]!;
    expect(inline).toBe(katexHtml('x^2', false));
    expect(display).toBe(katexHtml('x^2', true));
    expect(display).toContain('katex-display');
    expect(inline).not.toContain('katex-display');
  });

  it('reads an escaped dollar as a dollar sign, not as maths', () => {
    expect(mathMarkupOf({ stem: 'Bilet kosztuje \\$5, a karnet \\$20.' })).toEqual({});
    expect(Object.keys(mathMarkupOf({ stem: 'Koszt \\$5 i $2 + 3$' }))).toEqual([mathSegmentKey('2 + 3', false)]);
  });

  it('answers an empty record when nothing has maths', () => {
    expect(withMathMarkup({ ok: true, text: 'bez wzorów' }).math).toEqual({});
  });

  it('escapes what KaTeX reads as text and never honours trust-only commands', () => {
    const html = renderMath('\\text{<img src=x onerror=alert(1)>} + \\href{javascript:alert(1)}{x}', false);
    expect(html).not.toContain('<img');
    // The source stays readable (escaped) in MathML's annotation, but never becomes a link.
    expect(html).not.toContain('<a ');
    expect(html).not.toMatch(/href=/);
  });

  it('keeps at most MATH_CACHE_SIZE formulas, dropping the least recently used', () => {
    renderMath('1 + 1', false);
    for (let i = 0; i < MATH_CACHE_SIZE; i++) {
      renderMath(`${i}`, false);
      // "1 + 1" stays in use, so it is never the oldest.
      if (i % 1000 === 0) renderMath('1 + 1', false);
    }
    expect(mathCache.size()).toBe(MATH_CACHE_SIZE);
    expect(mathCache.has('1 + 1', false)).toBe(true);
    expect(mathCache.has('0', false)).toBe(false);
    expect(mathCache.has(`${MATH_CACHE_SIZE - 1}`, false)).toBe(true);
  });
});

describe('every generated item', () => {
  const SEEDS = 3;
  it('has the markup of every formula it shows, equal to KaTeX rendering it', () => {
    const problems: string[] = [];
    for (const template of allTemplates()) {
      for (const level of LEVELS) {
        for (let seed = 1; seed <= SEEDS; seed++) {
          const q = generateQuestion(template.id, level, seed);
          // The public question, everything feedback and the tutor show (the whole item), and the
          // texts the client composes from it.
          const shown = {
            question: toPublicQuestion(q, 'q1'),
            item: q,
            answerText: answerText(q.answer, q.options, q.unitLabel),
            partAnswers: q.answer.kind === 'parts' ? q.answer.parts.map(partAnswerText) : [],
          };
          const { math } = withMathMarkup({ question: shown.question, item: q, answerText: shown.answerText });
          for (const text of strings(shown)) {
            for (const { tex, display } of mathSegments(text)) {
              const html = math[mathSegmentKey(tex, display)];
              if (html !== katexHtml(tex, display))
                problems.push(
                  `${template.id} L${level} seed ${seed}: ${html === undefined ? 'no markup' : 'other markup'} for ${tex}`,
                );
            }
          }
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
