/**
 * A map that holds at most `capacity` entries: the least recently used leaves first. A Map
 * iterates in insertion order, so a hit re-inserts its entry at the end and the first is the oldest.
 */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  has(key: string): boolean;
  size(): number;
  values(): IterableIterator<V>;
  clear(): void;
}

export function createLruCache<V>(capacity: number): LruCache<V> {
  const entries = new Map<string, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= capacity) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    },
    has: (key) => entries.has(key),
    size: () => entries.size,
    values: () => entries.values(),
    clear: () => entries.clear(),
  };
}
