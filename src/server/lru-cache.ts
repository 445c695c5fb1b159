import { LRUCache } from 'lru-cache';

/**
 * A map that holds at most `capacity` entries, the least recently used leaving first: the one
 * wrapper over the `lru-cache` package that every per-instance cache of the server uses (maths
 * markup, session snapshots, served questions' skills, askable item lists). Values may be null
 * (a remembered "nothing"), which the package itself does not store.
 */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  has(key: string): boolean;
  delete(key: string): void;
  size(): number;
  values(): IterableIterator<V>;
  clear(): void;
}

export function createLruCache<V>(capacity: number): LruCache<V> {
  const entries = new LRUCache<string, { value: V }>({ max: capacity });
  return {
    get: (key) => entries.get(key)?.value,
    set: (key, value) => void entries.set(key, { value }),
    has: (key) => entries.has(key),
    delete: (key) => void entries.delete(key),
    size: () => entries.size,
    *values() {
      for (const box of entries.values()) yield box.value;
    },
    clear: () => entries.clear(),
  };
}
