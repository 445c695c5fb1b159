import { describe, expect, it } from 'vitest';
import { checkAnswer, parseRowVerdicts } from '../check-answer.ts';
import { generateQuestion } from '../registry.ts';
import { LEVELS } from '../types.ts';
import { TAK_NIE_ROWS } from './tak-nie.ts';

const TEMPLATES = ['pythagoras.e8-tak-nie-right-triangle', 'divisibility_primes.e8-tak-nie-divisible'];

describe('TAK/NIE with its justification', () => {
  it('reads every spelling a pupil may type as the two letters', () => {
    for (const [typed, letters] of [
      ['T2', 'T2'],
      ['t 2', 'T2'],
      ['TAK, 2', 'T2'],
      ['tak, ponieważ 2.', 'T2'],
      ['Tak ponieważ (3)', 'T3'],
      ['NIE 1', 'N1'],
      ['n1', 'N1'],
    ] as const)
      expect(parseRowVerdicts(typed, TAK_NIE_ROWS), typed).toBe(letters);
    for (const typed of ['T', '2', 'T4', 'PF', 'tak nie 2', 'T2 3', 'taki 2'])
      expect(parseRowVerdicts(typed, TAK_NIE_ROWS), typed).toBeNull();
  });

  it('is right only when both the answer and its reason are right; each slip is named', () => {
    for (const id of TEMPLATES)
      for (const level of LEVELS)
        for (let seed = 1; seed <= 20; seed++) {
          const q = generateQuestion(id, level, seed);
          const where = `${id} L${level} s${seed}`;
          expect(q.examStyle, where).toBe('tak_nie');
          expect(q.verdictRows, where).toEqual(TAK_NIE_ROWS);
          const shown = q.answer.kind === 'text' ? q.answer.accepted[0]! : '';
          expect(shown, where).toMatch(/^(TAK|NIE), ponieważ [123]$/);
          const key = parseRowVerdicts(shown, TAK_NIE_ROWS)!;
          const other = key[0] === 'T' ? 'N' : 'T';
          expect(checkAnswer(q, key).result, where).toBe('correct');
          expect(checkAnswer(q, `${key[0] === 'T' ? 'tak' : 'nie'}, ponieważ ${key[1]}`).result, where).toBe('correct');
          // The right reason with the wrong answer, and the right answer with a wrong reason.
          expect(checkAnswer(q, `${other}${key[1]}`), where).toMatchObject({
            result: 'incorrect',
            errorKey: 'wrong_answer',
          });
          const wrongReason = ['1', '2', '3'].find((r) => r !== key[1])!;
          expect(checkAnswer(q, `${key[0]}${wrongReason}`), where).toMatchObject({
            result: 'incorrect',
            errorKey: `wrong_reason_${wrongReason}`,
          });
          expect(checkAnswer(q, 'T').result, where).toBe('invalid');
          expect(checkAnswer(q, 'PF').result, where).toBe('invalid');
        }
  });

  it('offers the two answers with both truth values across seeds, and the right reason in every position', () => {
    for (const id of TEMPLATES) {
      const keys = new Set<string>();
      for (let seed = 1; seed <= 60; seed++) {
        const q = generateQuestion(id, 2, seed);
        if (q.answer.kind === 'text') keys.add(parseRowVerdicts(q.answer.accepted[0]!, TAK_NIE_ROWS)!);
      }
      expect([...keys].sort(), id).toEqual(['N1', 'N2', 'N3', 'T1', 'T2', 'T3']);
    }
  });
});
