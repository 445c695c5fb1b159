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

  it('forgets an entry its time after it was set, and drops the stale ones as new keys arrive', () => {
    let now = 0;
    const cache = createLruCache<number>(100, { ttlMs: 1000, now: () => now });
    cache.set('a', 1);
    now = 600;
    cache.set('b', 2);
    now = 999;
    expect([cache.get('a'), cache.has('a')]).toEqual([1, true]);
    now = 1000;
    expect([cache.get('a'), cache.has('a')]).toEqual([undefined, false]);
    expect([...cache.values()]).toEqual([2]);
    now = 1700;
    cache.set('c', 3);
    // b went stale unread: dropped when c arrived, so the cache holds only what is fresh.
    expect(cache.size()).toBe(1);
    expect([...cache.entries()]).toEqual([['c', 3]]);
    now = 2500;
    cache.set('c', 4);
    now = 3000;
    expect(cache.get('c')).toBe(4); // setting again restarts its time
  });
});
