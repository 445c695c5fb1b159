import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check-answer.ts';
import { allTemplates, generateQuestion } from './registry.ts';
import { typedAnswer } from './typed-answers.ts';
import { LEVELS } from './types.ts';

/**
 * Simulated pupils (e2e, bench:api) answer every template: the right answer must check correct
 * and the wrong one incorrect — an invalid answer stores nothing and skews what they measure.
 */
describe('typedAnswer', () => {
  it('is read as correct or incorrect, as asked, for every template × level × seeds', () => {
    const misread: string[] = [];
    for (const t of allTemplates())
      for (const level of LEVELS)
        for (let seed = 1; seed <= 3; seed++) {
          const item = generateQuestion(t.id, level, seed);
          for (const correct of [true, false]) {
            const typed = typedAnswer(item, correct);
            const { result } = checkAnswer(item, typed);
            if (result !== (correct ? 'correct' : 'incorrect'))
              misread.push(`${t.id} L${level} s${seed} ${correct ? 'right' : 'wrong'} ${typed} → ${result}`);
          }
        }
    expect(misread).toEqual([]);
  });
});
