import { describe, expect, it } from 'vitest';
import { hasMath, parseMathText } from './math-segments.ts';

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
