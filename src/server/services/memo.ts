/**
 * In-process memoisation with a time to live, for data that every request
 * needs and that changes rarely (settings, category tree, attributes).
 * Concurrent callers share one pending promise; a failure is not cached.
 */
export interface Memo<K, V> {
  get(key: K): Promise<V>;
  clear(): void;
}

export function memo<K, V>(
  ttlMs: number,
  load: (key: K) => Promise<V>,
  now: () => number = Date.now,
): Memo<K, V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = load(key);
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
