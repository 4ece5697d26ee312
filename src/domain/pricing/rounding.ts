/**
 * Rounding half away from zero on the value as it is written in decimal (see
 * money.ts for the rule). Its own module so code that only needs rounding
 * (the basket line counter in the header's first scripts) does not bundle
 * money formatting.
 */
/** Multiplies by 10^places exactly in decimal, by editing the exponent of the text form. */
function shiftDecimal(n: number, places: number): number {
  const [mantissa, exponent = "0"] = n.toExponential().split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half away from zero to `decimals` places, as the decimal text reads. */
export function roundTo(n: number, decimals: number): number {
  if (!Number.isFinite(n)) return n;
  // Fast path: a number that already has at most `decimals` places as written is the
  // nearest double to that decimal, which is what the scaled round trip gives back.
  const scale = 10 ** decimals;
  if (Math.round(n * scale) / scale === n) return n === 0 ? 0 : n;
  const shifted = shiftDecimal(Number(Math.abs(n).toExponential(14)), decimals);
  const rounded = shiftDecimal(Math.round(shifted), -decimals);
  const signed = n < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}

/** Rounds to 2 decimals, half away from zero (display and stored money). */
export function round2(n: number): number {
  return roundTo(n, 2);
}

/** Rounds to 4 decimals, half away from zero (internal money arithmetic). */
export function round4(n: number): number {
  return roundTo(n, 4);
}
