/**
 * Word-wise bitsets over product positions for the listing index
 * (listing-index.ts): set, test, count, AND and OR on 32-bit words.
 */

export type Bits = Uint32Array;

export const bitsFor = (size: number): Bits => new Uint32Array((size + 31) >>> 5);

export function setBit(bits: Bits, pos: number): void {
  const word = pos >>> 5;
  bits[word] = (bits[word] as number) | (1 << (pos & 31));
}

export function hasBit(bits: Bits, pos: number): boolean {
  return ((bits[pos >>> 5] as number) & (1 << (pos & 31))) !== 0;
}

function popcount32(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) n += popcount32(bits[i] as number);
  return n;
}

/** |a ∧ b| without allocating. */
export function countAnd(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += popcount32((a[i] as number) & (b[i] as number));
  return n;
}

/** The intersection of all sets (a copy of `first` when alone). */
export function andAll(first: Bits, rest: readonly Bits[]): Bits {
  const out = first.slice();
  for (const bits of rest)
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) & (bits[i] as number);
  return out;
}

export function orAll(size: number, sets: readonly Bits[]): Bits {
  const out = bitsFor(size);
  for (const bits of sets)
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) | (bits[i] as number);
  return out;
}
