import { describe, it, expect } from "vitest";
import { PRICING_CACHE_TTL_MS, createPricingCache } from "./pricing-cache";

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createPricingCache", () => {
  it("keeps entries for 300000 ms by default", () => {
    expect(PRICING_CACHE_TTL_MS).toBe(300000);
    const c = clock();
    const cache = createPricingCache<number>({ now: c.now });
    cache.set("p1:pl:pln", 123);
    c.advance(299_999);
    expect(cache.get("p1:pl:pln")).toBe(123);
    c.advance(1);
    expect(cache.get("p1:pl:pln")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("honours a custom lifetime", () => {
    const c = clock();
    const cache = createPricingCache<string>({ ttlMs: 10, now: c.now });
    cache.set("a", "x");
    c.advance(10);
    expect(cache.get("a")).toBeUndefined();
  });

  it("restarts an entry's lifetime when it is set again", () => {
    const c = clock();
    const cache = createPricingCache<number>({ now: c.now });
    cache.set("a", 1);
    c.advance(200_000);
    cache.set("a", 2);
    c.advance(200_000);
    expect(cache.get("a")).toBe(2);
  });

  it("returns undefined for an unknown key, deletes and clears", () => {
    const c = clock();
    const cache = createPricingCache<number>({ now: c.now });
    expect(cache.get("constructor")).toBeUndefined();
    cache.set("a", 1);
    cache.set("b", 2);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("prunes only expired entries", () => {
    const c = clock();
    const cache = createPricingCache<number>({ now: c.now });
    cache.set("old", 1);
    c.advance(250_000);
    cache.set("new", 2);
    c.advance(50_000);
    cache.prune();
    expect(cache.size).toBe(1);
    expect(cache.get("new")).toBe(2);
  });
});
