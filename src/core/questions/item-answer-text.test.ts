import { describe, expect, it } from 'vitest';
import { itemAnswerText } from './answer-forms.ts';
import { allTemplates, generateQuestion } from './registry.ts';

describe('itemAnswerText', () => {
  it('writes P/F verdicts per sentence, not as bare letters', () => {
    expect(itemAnswerText({ answer: { kind: 'text', accepted: ['PF', 'P F'] }, truthCount: 2 })).toBe('1. P, 2. F');
  });

  it('leaves every other answer as answerText writes it (a TAK/NIE key reads as words already)', () => {
    expect(
      itemAnswerText({ answer: { kind: 'text', accepted: ['TAK, ponieważ 2'] }, truthCount: 2, verdictRows: [] }),
    ).toBe('TAK, ponieważ 2');
    expect(itemAnswerText({ answer: { kind: 'text', accepted: ['trapez'] } })).toBe('trapez');
  });

  it('gives every P/F item of the bank one verdict per sentence', () => {
    let seen = 0;
    for (const template of allTemplates()) {
      const q = generateQuestion(template.id, 1, 7);
      if (!q.truthCount || q.verdictRows) continue;
      seen += 1;
      expect(itemAnswerText(q), template.id).toMatch(new RegExp(`^1\\. [PF](, \\d\\. [PF]){${q.truthCount - 1}}$`));
    }
    expect(seen).toBeGreaterThan(0);
  });
});
