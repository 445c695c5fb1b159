import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache.ts';

describe('createLruCache', () => {
  it('keeps at most its capacity, the least recently used leaving first', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect([cache.get('a'), cache.get('c'), cache.size()]).toEqual([1, 3, 2]);
    cache.delete('a');
    expect(cache.size()).toBe(1);
    cache.clear();
    expect(cache.size()).toBe(0);
  });

  it('remembers a null (a "nothing" found) apart from a missing key', () => {
    const cache = createLruCache<string | null>(4);
    cache.set('none', null);
    expect(cache.has('none')).toBe(true);
    expect(cache.get('none')).toBeNull();
    expect(cache.get('missing')).toBeUndefined();
    expect([...cache.values()]).toEqual([null]);
  });
});
