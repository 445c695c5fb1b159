import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '#core/adaptive/model.ts';
import { newSharedState, newVocabularies, parseAnswers, replay } from './replay.ts';

const text = [
  'user_id\titem_id\ttimestamp\tcorrect\tskill_id',
  ...Array.from({ length: 40 }, (_, i) => `${i % 4}\t${i % 3 === 0 ? 'hard' : 'easy'}\t0\t${i % 3 === 0 ? 0 : 1}\tS`),
  '',
].join('\n');

describe('knowledge-tracing replay', () => {
  it('parses the tab-separated format by header names', () => {
    const vocab = newVocabularies();
    const data = parseAnswers(text, vocab);
    expect(data.n).toBe(40);
    expect(vocab.users.size).toBe(4);
    expect(vocab.items.size).toBe(2);
    expect(vocab.skills.size).toBe(1);
  });

  it('predicts each answer before learning it and calibrates items from the answers', () => {
    const vocab = newVocabularies();
    const data = parseAnswers(text, vocab);
    const shared = newSharedState(vocab);
    const res = replay(data, shared, DEFAULT_CONFIG, () => 0);
    expect(res.probs).toHaveLength(40);
    // The first prediction is the untrained prior: identical for every row's state.
    expect(res.probs[0]).toBeCloseTo(1 / (1 + Math.exp(-0.5)), 12);
    const hard = shared.items[vocab.items.get('hard')]!;
    const easy = shared.items[vocab.items.get('easy')]!;
    expect(hard.difficulty).toBeGreaterThan(easy.difficulty);
    expect(hard.count + easy.count).toBe(40);
    // Later predictions separate the two items.
    const mean = (item: string): number => {
      const rows = Array.from({ length: 20 }, (_, k) => 20 + k).filter((r) => data.item[r] === vocab.items.get(item));
      return rows.reduce((a, r) => a + res.probs[r]!, 0) / rows.length;
    };
    expect(mean('easy')).toBeGreaterThan(mean('hard') + 0.1);
  });
});
