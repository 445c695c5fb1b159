import { describe, expect, it } from 'vitest';
import { gluedTail, hasMath, parseMathText } from './math-segments.ts';

describe('parseMathText', () => {
  it('splits inline maths from text', () => {
    expect(parseMathText('Oblicz: $2^{3}$.')).toEqual([
      [
        { kind: 'text', text: 'Oblicz: ' },
        { kind: 'math', tex: '2^{3}', display: false },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('recognises display maths and paragraphs', () => {
    const paragraphs = parseMathText('Zadanie.\n\nTabela:\n$$\\begin{array}{c} 1 \\end{array}$$\n\nKoniec');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[1]).toEqual([
      { kind: 'text', text: 'Tabela:' },
      { kind: 'break' },
      { kind: 'math', tex: '\\begin{array}{c} 1 \\end{array}', display: true },
    ]);
    expect(paragraphs[2]).toEqual([{ kind: 'text', text: 'Koniec' }]);
  });

  it('keeps escaped and unmatched dollars as text', () => {
    expect(parseMathText('Koszt \\$5')).toEqual([[{ kind: 'text', text: 'Koszt $5' }]]);
    expect(parseMathText('a $b')).toEqual([[{ kind: 'text', text: 'a $b' }]]);
  });

  it('does not treat markup as anything but text', () => {
    expect(parseMathText('<b>x</b>')).toEqual([[{ kind: 'text', text: '<b>x</b>' }]]);
  });

  it('detects maths', () => {
    expect(hasMath('bez wzorów')).toBe(false);
    expect(hasMath('x = $1$')).toBe(true);
  });
});

describe('gluedTail', () => {
  it('keeps a unit, with a non-breaking space, and its punctuation on the line of the number', () => {
    expect(gluedTail(' cm i $12$ cm')).toEqual({ shown: '\u00a0cm', length: 3 });
    expect(gluedTail(' cm².')).toEqual({ shown: '\u00a0cm².', length: 5 });
    expect(gluedTail(' zł, a potem')).toEqual({ shown: '\u00a0zł,', length: 4 });
    expect(gluedTail(' km/h.')).toEqual({ shown: '\u00a0km/h.', length: 6 });
  });

  it('keeps punctuation, and leaves words that only start like a unit alone', () => {
    expect(gluedTail('. Oblicz')).toEqual({ shown: '.', length: 1 });
    expect(gluedTail(' metry')).toBeUndefined();
    expect(gluedTail(' gramów')).toBeUndefined();
    expect(gluedTail(' i $5$')).toBeUndefined();
  });
});
