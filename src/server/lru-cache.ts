import { LRUCache } from 'lru-cache';

/**
 * A map that holds at most `capacity` entries, the least recently used leaving first: the one
 * wrapper over the `lru-cache` package that every per-instance cache of the server uses (maths
 * markup, session snapshots, askable item lists, signed-in sessions). Values may be null (a
 * remembered "nothing"), which the package itself does not store.
 */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  has(key: string): boolean;
  delete(key: string): void;
  size(): number;
  values(): IterableIterator<V>;
  /** Every entry, stale ones included (to find what to delete). */
  entries(): IterableIterator<[string, V]>;
  clear(): void;
}

export interface LruCacheOptions {
  /** An entry is forgotten this long after it was set (0: kept until evicted). */
  ttlMs?: number;
  /** The clock of `ttlMs`, in ms (performance.now() by default); tests move their own. */
  now?: () => number;
}

export function createLruCache<V>(capacity: number, options: LruCacheOptions = {}): LruCache<V> {
  const ttl = options.ttlMs ?? 0;
  const now = options.now;
  // The package reads an entry set at time 0 as one without a time to live: a clock that starts
  // at 0 (a test's) is read 1 ms later, which changes no difference between two times.
  const perf = now && { now: () => now() + 1 };
  // allowStale: the package then lists stale entries too, so they can be dropped from the least
  // recently used end below; this wrapper never returns one.
  const entries = new LRUCache<string, { value: V }>({
    max: capacity,
    ...(ttl > 0 && { ttl, allowStale: true, ttlResolution: 0, ...(perf && { perf }) }),
  });
  const fresh = (key: string) => ttl <= 0 || entries.getRemainingTTL(key) > 0;
  /**
   * The package drops a stale entry only when it is read. Dropping the stale ones at the least
   * recently used end on every write keeps a steady stream of new keys (sign-ins) from growing
   * the cache up to its capacity.
   */
  const dropStale = () => {
    for (const key of entries.rkeys()) {
      if (fresh(key)) break;
      entries.delete(key);
    }
  };
  return {
    get: (key) => {
      if (fresh(key)) return entries.get(key)?.value;
      entries.delete(key);
      return undefined;
    },
    set: (key, value) => {
      entries.set(key, { value });
      if (ttl > 0) dropStale();
    },
    has: (key) => entries.has(key) && fresh(key),
    delete: (key) => void entries.delete(key),
    size: () => entries.size,
    *values() {
      for (const [key, box] of entries.entries()) if (fresh(key)) yield box.value;
    },
    *entries() {
      for (const [key, box] of entries.entries()) yield [key, box.value];
    },
    clear: () => entries.clear(),
  };
}
