import { describe, expect, it } from 'vitest';
import { allTemplates, generateQuestion } from '../questions/registry.ts';
import { checkAnswer } from '../questions/check-answer.ts';
import type { Level } from '../questions/types.ts';
import { examTaskOf, examTemplates } from './bank.ts';
import { examItem, examItemFor } from './exam-item.ts';

const bank = examTemplates(allTemplates(), (id, level, seed) => examItem(generateQuestion(id, level, seed)));

describe('exam items', () => {
  it('asks every exam template × level × 20 seeds in an exam format, its key right and its distractors wrong', () => {
    const problems: string[] = [];
    for (const t of bank) {
      for (const level of t.levels as Level[]) {
        for (let seed = 1; seed <= 20; seed++) {
          const item = examItemFor(generateQuestion, t.templateId, level, seed);
          const where = `${t.templateId} L${level} s${seed}`;
          if (!examTaskOf(item)) problems.push(`${where}: not an exam task`);
          if (item.answer.kind !== 'choice') continue;
          const options = item.options ?? [];
          if (new Set(options.map((o) => o.text)).size !== options.length) problems.push(`${where}: options repeat`);
          if (checkAnswer(item, String(item.answer.index)).result !== 'correct') problems.push(`${where}: key wrong`);
          const rightOnes = options.filter((_, i) => checkAnswer(item, String(i)).result === 'correct');
          if (rightOnes.length !== 1) problems.push(`${where}: ${rightOnes.length} right options`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('turns a typed-number item into a choice among the key and three named misconceptions', () => {
    const typed = bank
      .map((t) => generateQuestion(t.templateId, t.levels[0] as Level, 1))
      .find((q) => q.answer.kind === 'number');
    expect(typed).toBeDefined();
    const asked = examItem(typed!);
    expect(asked.answer.kind).toBe('choice');
    expect(asked.options).toHaveLength(4);
    expect(asked.options!.filter((o) => o.errorKey !== undefined)).toHaveLength(3);
    expect(asked.stem).toContain('Wybierz właściwą odpowiedź');
    // Deterministic.
    expect(examItem(typed!)).toEqual(asked);
  });
});
