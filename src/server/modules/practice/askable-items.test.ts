import { describe, expect, it } from 'vitest';
import { getTemplate } from '#core/questions/registry.ts';
import { PRACTICE_ITEMS, itemKeyOf } from '../learner-model/learner-model.catalog.ts';
import { openTaskItems, practiceItemsWithout } from './askable-items.ts';

const keyOf = (c: { templateId: string; level: number }): string => itemKeyOf(c.templateId, c.level);

describe('askable items', () => {
  it('leaves out the given items, as one array for the same keys in any order', () => {
    const keys = [PRACTICE_ITEMS[3]!, PRACTICE_ITEMS[40]!, PRACTICE_ITEMS[200]!].map(keyOf);
    const items = practiceItemsWithout(new Set(keys));
    expect(items).toEqual(PRACTICE_ITEMS.filter((c) => !keys.includes(keyOf(c))));
    expect(practiceItemsWithout(new Set([...keys].reverse()))).toBe(items);
    expect(practiceItemsWithout(new Set(keys.slice(1)))).not.toBe(items);
    expect(practiceItemsWithout(new Set())).toBe(PRACTICE_ITEMS);
  });

  it('finds the open tasks of a list once', () => {
    const open = openTaskItems(PRACTICE_ITEMS);
    expect(open.length).toBeGreaterThan(0);
    expect(open).toEqual(PRACTICE_ITEMS.filter((c) => getTemplate(c.templateId)?.open));
    expect(openTaskItems(PRACTICE_ITEMS)).toBe(open);
  });
});
