/**
 * A tiny time-to-live cache for computed prices (spec 1 §4 "Pricing cache:
 * entries live 300000 ms").
 *
 * The clock is injected (`now`), so the module stays pure and testable. An
 * entry written at time t is returned while `now() - t < ttlMs` and is gone
 * from `ttlMs` on (decided: "live 300000 ms" means the entry is stale at
 * exactly 300000 ms). Expired entries are dropped when read; `prune` drops
 * all of them at once. Setting a key again restarts its lifetime.
 */

export const PRICING_CACHE_TTL_MS = 300_000;

export interface PricingCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  /** Drops every expired entry. */
  prune(): void;
  /** Number of entries held, expired ones included until read or pruned. */
  readonly size: number;
}

/** Creates an empty cache whose entries live `ttlMs` (default 300000 ms). */
export function createPricingCache<V>(options: {
  ttlMs?: number;
  now: () => number;
}): PricingCache<V> {
  const ttlMs = options.ttlMs ?? PRICING_CACHE_TTL_MS;
  const { now } = options;
  const entries = new Map<string, { value: V; storedAt: number }>();
  const expired = (storedAt: number): boolean => now() - storedAt >= ttlMs;

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (expired(entry.storedAt)) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.set(key, { value, storedAt: now() });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    prune() {
      for (const [key, entry] of entries) if (expired(entry.storedAt)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
