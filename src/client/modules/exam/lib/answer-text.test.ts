import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text.ts';

describe('answerText', () => {
  it('shows the chosen option, P/F verdicts as words, typed text as typed', () => {
    const choice = { inputKind: 'choice' as const, options: [{ text: 'A. $12$' }, { text: 'B. $14$' }] };
    expect(answerText(choice, '1')).toBe('B. $14$');
    expect(answerText({ inputKind: 'truths' }, 'PF')).toBe('1. Prawda, 2. Fałsz');
    expect(answerText({ inputKind: 'number' }, '12,5')).toBe('12,5');
  });

  it('is null when nothing was answered', () => {
    expect(answerText({ inputKind: 'choice' }, null)).toBeNull();
    expect(answerText({ inputKind: 'number' }, '  ')).toBeNull();
  });
});
