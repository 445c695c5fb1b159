/** Age stories pick people who can have those ages. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../math/random.ts';
import { pickAgePair } from './people.ts';

const CHILDREN = ['syn', 'córka', 'wnuk', 'wnuczka', 'bratanek', 'bratanica'];

describe('pickAgePair', () => {
  it('a parent or an uncle for an adult gap, a grandparent for a large one, a sibling for a small one', () => {
    for (let seed = 1; seed <= 200; seed++) {
      expect(['brat', 'siostra']).toContain(pickAgePair(createRng(seed), 12, 4).younger);
      expect(['syn', 'córka', 'bratanek', 'bratanica']).toContain(pickAgePair(createRng(seed), 36, 9).younger);
      expect(['wnuk', 'wnuczka']).toContain(pickAgePair(createRng(seed), 72, 12).younger);
      expect(CHILDREN).toContain(pickAgePair(createRng(seed), 54, 9).younger);
    }
  });

  it('the older person starts the stem with a capital letter and agrees with the younger one', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const p = pickAgePair(createRng(seed), 40, 10);
      expect(p.older[0]).toBe(p.older[0]!.toUpperCase());
      expect(p.olderInText.toLowerCase()).toBe(p.older.toLowerCase());
      seen.add(`${p.older}/${p.younger}`);
    }
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });
});
