import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text.ts';
import { TAK_NIE_ROWS } from '#core/questions/kit/tak-nie.ts';

describe('answerText', () => {
  it('shows the chosen option, P/F verdicts as words, typed text as typed', () => {
    const choice = { inputKind: 'choice' as const, options: [{ text: 'A. $12$' }, { text: 'B. $14$' }] };
    expect(answerText(choice, '1')).toBe('B. $14$');
    expect(answerText({ inputKind: 'truths' }, 'PF')).toBe('1. Prawda, 2. Fałsz');
    expect(answerText({ inputKind: 'number' }, '12,5')).toBe('12,5');
  });

  it('shows TAK/NIE and its justification in words', () => {
    const q = { inputKind: 'truths' as const, verdictRows: [...TAK_NIE_ROWS] };
    expect(answerText(q, 'T2')).toBe('tak, ponieważ 2.');
    expect(answerText(q, 'N3')).toBe('nie, ponieważ 3.');
  });

  it('is null when nothing was answered', () => {
    expect(answerText({ inputKind: 'choice' }, null)).toBeNull();
    expect(answerText({ inputKind: 'number' }, '  ')).toBeNull();
  });
});
