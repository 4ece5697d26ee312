/**
 * The quantity rule (spec 1 §5 "Quantity", §9 limits): a quantity is a
 * positive multiple of the product's quantity factor
 * (`options.view.quantityFactor`, default 1; weight products step by their
 * own factor, e.g. 0.5 kg), at most 999999. `normalizeQuantity` is the one
 * place the rule lives; every other place uses it:
 *
 * - Endpoints that store or price what a client sends as a *count*
 *   (`POST /api/public/basket/`, `/basket/{id}`) REJECT a quantity the rule
 *   would change (`isValidQuantity`): 400 `{ "error": "INVALID_COUNT" }`.
 *   A client that sends 0.0001 or 2.5 pieces has a bug or is hostile; silently
 *   storing another number would hide it.
 * - Persisted browser state and typed input are NORMALIZED (spec §5: rounded
 *   down to a multiple, minimum one factor): the basket and wishlist stores'
 *   actions, the basket check (`checkBasketStock`, so the basket modal, the
 *   delivery step and `POST /api/public/order/quote` agree and the basket view
 *   writes the result back), and stored-line parsing. Stored lines keep ids
 *   and quantities only, not the factor, so parsing (`parseLine`) applies the
 *   rule at the finest step, `QUANTITY_STEP` (the 4-decimal internal
 *   precision of §9); the product's factor is applied once the product is
 *   known.
 *
 * Zero (sets with `allowZeroForSet`) and the stock maximum are separate rules
 * (`stock.ts`); this module knows only the factor. It imports nothing, not
 * even the rounding module, because stored-line parsing runs in every page's
 * first scripts (the JS budget tests): its results are whole multiples of a
 * factor, kept at 4 decimals, where plain `Math.round` has no half-way case.
 */

/** The largest quantity of one line (spec §9 wishlist maximum; also the basket's). */
export const QUANTITY_MAX = 999_999;

/** The finest quantity step: internal rounding keeps 4 decimals (spec §9). */
export const QUANTITY_STEP = 0.0001;

/** A positive finite quantity factor, else 1. */
export function normalizeFactor(factor: number | undefined): number {
  return typeof factor === "number" && Number.isFinite(factor) && factor > 0 ? factor : 1;
}

/** `value` rounded down to a multiple of `factor` (4 decimals, float-safe). */
export function floorToMultiple(value: number, factor: number | undefined): number {
  const f = normalizeFactor(factor);
  const steps = value / f;
  // Float-safe floor: 0.3 / 0.1 = 2.9999999999999996 is 3 steps. The tolerance
  // grows with the size (999999 / 0.0001) and stays far below one step.
  const whole = Math.floor(steps + Math.max(1e-9, Math.abs(steps) * 1e-12));
  return Math.round(whole * f * 10_000) / 10_000;
}

/** The product's quantity factor (`options.view.quantityFactor`), 1 when unset or invalid. */
export function quantityFactorOf(product: {
  options: { view: { quantityFactor?: number | undefined } };
}): number {
  return normalizeFactor(product.options.view.quantityFactor);
}

/**
 * A quantity made valid: rounded down to a multiple of the factor, at least
 * one factor, at most 999999 (rounded down to the factor too). Null when it is
 * not a positive finite number: such a quantity has no sensible reading.
 */
export function normalizeQuantity(quantity: unknown, factor?: number): number | null {
  if (typeof quantity !== "number" || !Number.isFinite(quantity) || quantity <= 0) return null;
  const f = normalizeFactor(factor);
  const capped = Math.min(quantity, QUANTITY_MAX);
  return Math.max(f, floorToMultiple(capped, f));
}

/** Whether a quantity already follows the rule (normalizing would not change it). */
export function isValidQuantity(quantity: unknown, factor?: number): boolean {
  return normalizeQuantity(quantity, factor) === quantity;
}
