/** Deterministic pseudo-random numbers (mulberry32) for the seed. */

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A random element (the array must not be empty). */
  pick<T>(items: readonly T[]): T;
  /** `n` distinct elements (order random). */
  sample<T>(items: readonly T[], n: number): T[];
  /** Index chosen with the given weights. */
  weighted(weights: readonly number[]): number;
  /** A derived, independent generator. */
  fork(salt: number): Rng;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = items.slice();
      const k = Math.min(n, copy.length);
      for (let i = 0; i < k; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, k);
    },
    weighted: (weights) => {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    fork: (salt) =>
      createRng((Math.floor(next() * 4294967296) ^ Math.imul(salt, 0x9e3779b1)) >>> 0),
  };
  return rng;
}

/** Rounds to 2 decimals (money). */
export function round2(v: number): number {
  return Math.round((v + Number.EPSILON) * 100) / 100;
}
