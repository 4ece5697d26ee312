/**
 * Money arithmetic's rounding (spec 1 §9: "Money is rounded to 2 decimals;
 * internal rounding uses 4 decimals."). Its own module so code that only needs
 * rounding (the basket line counter in the header's first scripts) does not
 * bundle money formatting.
 *
 * Rounding is half away from zero on the value as it is written in decimal,
 * not on its binary approximation: the number is first reduced to 15
 * significant digits (which removes float noise such as 0.1 + 0.2) and then
 * shifted by a decimal exponent in its string form, so 1.005 -> 1.01 and
 * -2.675 -> -2.68. Non-finite inputs are returned unchanged; -0 becomes 0.
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
