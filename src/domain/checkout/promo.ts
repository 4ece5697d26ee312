/**
 * Promo codes (spec 1 §3 Promo code, §5 Promo codes, §9 constants): BASKET,
 * NTH_PRODUCT and LOYALTY. Amounts of a code are in the base currency and are
 * converted with the shopper's rate; line prices come in the shopper's
 * currency (from `basketTotals`). The result never exceeds the eligible
 * products total, so the basket total never goes below zero.
 *
 * Decisions where the spec is silent:
 * - The minimum basket value is compared with the products total without gift
 *   cards; the message carries the converted amount.
 * - BASKET VALUE discounts are capped at the eligible total.
 * - NTH_PRODUCT counts units (a weight line is one unit at its line price),
 *   most expensive first; `minimum` items are needed, else 'minimumProducts'.
 * - LOYALTY needs a logged-in shopper (a guest of a shop with loyalty points
 *   is asked to log in: 'loginRequired'); it uses as many points as cover the
 *   eligible total (whole points), each worth `pointsValue` base units.
 * - A code that matches no eligible product is 'notValid'.
 */
import { convert } from "../pricing/currency";
import { round2 } from "../pricing/rounding";

export const DEFAULT_DISCOUNT_LIMIT = 999999;
export const LOYALTY_CODE = "LOYALTY";

export type PromoType = "BASKET" | "NTH_PRODUCT" | "LOYALTY";

export interface PromoDiscount {
  type: "PERCENT" | "VALUE";
  percentValue?: number | undefined;
  value?: number | undefined;
  discountLimit?: number | undefined;
  valueThreshold?: number | undefined;
  filterOutDiscount?: boolean | undefined;
  table?: number[] | undefined;
  minimum?: number | undefined;
  pointsValue?: number | undefined;
  treeshold?: number | undefined;
}

export interface PromoCode {
  code: string;
  type: PromoType;
  discount: PromoDiscount;
  /** Product ids the code is limited to; null or empty = all. */
  allowedProducts: string[] | null;
  /** ISO time. */
  validUntil: string;
  active: boolean;
}

export interface PromoLine {
  product: string;
  type: string;
  /** Unit gross price in the shopper's currency (2 decimals). */
  unitBrutto: number;
  quantity: number;
  isDiscounted: boolean;
}

export interface PromoContext {
  rate: number;
  now: number;
  /** Loyalty points of the logged-in shopper; null for a guest. */
  loyaltyPoints: number | null;
  /** Loyalty points are on and nobody is logged in: LOYALTY asks the shopper to log in. */
  loyaltyLogin?: boolean | undefined;
}

export type PromoError =
  | { error: "notValid" }
  | { error: "loginRequired" }
  | { error: "minimumBasketValue"; amount: number }
  | { error: "minimalPoints"; points: number }
  | { error: "minimumProducts"; count: number };

export interface PromoApplied {
  code: string;
  type: PromoType;
  /** Discount in the shopper's currency (2 decimals, ≥ 0). */
  value: number;
  /** Whether the discount limit capped the discount ('limit' message). */
  limited: boolean;
  percent?: number | undefined;
  usedPoints?: number | undefined;
}

export type PromoResult = ({ ok: true } & PromoApplied) | ({ ok: false } & PromoError);

function finite(n: number | undefined, fallback: number): number {
  return typeof n === "number" && Number.isFinite(n) ? n : fallback;
}

function lineTotal(l: PromoLine): number {
  const q = Number.isFinite(l.quantity) && l.quantity > 0 ? l.quantity : 0;
  const p = Number.isFinite(l.unitBrutto) && l.unitBrutto > 0 ? l.unitBrutto : 0;
  return round2(p * q);
}

/** Whether a code is usable at `now`: active and validUntil after now. */
export function codeIsValidAt(
  code: Pick<PromoCode, "validUntil" | "active">,
  now: number,
): boolean {
  const until = Date.parse(code.validUntil);
  return code.active && Number.isFinite(until) && until > now;
}

/** Lines a code may discount: no gift cards, allowed products only, discounted ones out when asked. */
export function eligibleLines(code: PromoCode, lines: readonly PromoLine[]): PromoLine[] {
  const allowed =
    code.allowedProducts && code.allowedProducts.length > 0 ? new Set(code.allowedProducts) : null;
  return lines.filter(
    (l) =>
      l.type !== "gift_card" &&
      (!allowed || allowed.has(l.product)) &&
      !(code.discount.filterOutDiscount === true && l.isDiscounted) &&
      lineTotal(l) > 0,
  );
}

function capped(raw: number, limitBase: number | undefined, rate: number, eligible: number) {
  const limit = convert(Math.max(0, finite(limitBase, DEFAULT_DISCOUNT_LIMIT)), rate);
  const value = Math.min(Math.max(0, raw), eligible);
  if (value > limit) return { value: round2(limit), limited: true };
  return { value: round2(value), limited: false };
}

/** The NTH_PRODUCT percent for the n-th item (1-based): steps 1..5, step 6 for the 6th and later. */
export function nthPercent(table: readonly number[] | undefined, n: number): number {
  const step = Math.min(Math.max(1, Math.floor(n)), 6);
  const value = table?.[step - 1];
  return typeof value === "number" && Number.isFinite(value)
    ? Math.min(Math.max(value, 0), 100)
    : 0;
}

/** Evaluates a code against the basket; never throws. */
export function applyPromo(
  code: PromoCode,
  lines: readonly PromoLine[],
  context: PromoContext,
): PromoResult {
  if (!codeIsValidAt(code, context.now)) return { ok: false, error: "notValid" };
  const { discount } = code;
  const rate = finite(context.rate, 1) > 0 ? context.rate : 1;
  const productsTotal = round2(
    lines.filter((l) => l.type !== "gift_card").reduce((s, l) => s + lineTotal(l), 0),
  );
  const threshold = finite(discount.valueThreshold, 0);
  if (threshold > 0) {
    const amount = round2(convert(threshold, rate));
    if (productsTotal < amount) return { ok: false, error: "minimumBasketValue", amount };
  }
  const eligible = eligibleLines(code, lines);
  const eligibleTotal = round2(eligible.reduce((s, l) => s + lineTotal(l), 0));

  if (code.type === "LOYALTY") {
    if (code.code.toUpperCase() !== LOYALTY_CODE) return { ok: false, error: "notValid" };
    if (context.loyaltyPoints === null)
      return { ok: false, error: context.loyaltyLogin ? "loginRequired" : "notValid" };
    const minimum = Math.max(0, finite(discount.treeshold, 0));
    const points = Math.max(0, Math.floor(finite(context.loyaltyPoints, 0)));
    if (points < minimum || points === 0)
      return { ok: false, error: "minimalPoints", points: minimum };
    const pointValue = convert(Math.max(0, finite(discount.pointsValue, 0)), rate);
    if (pointValue <= 0 || eligibleTotal <= 0) return { ok: false, error: "notValid" };
    const usedPoints = Math.min(points, Math.ceil(eligibleTotal / pointValue - 1e-9));
    const value = round2(Math.min(usedPoints * pointValue, eligibleTotal));
    return { ok: true, code: LOYALTY_CODE, type: "LOYALTY", value, limited: false, usedPoints };
  }

  if (eligibleTotal <= 0) return { ok: false, error: "notValid" };

  if (code.type === "NTH_PRODUCT") {
    const units: number[] = [];
    for (const l of eligible) {
      if (l.type === "weight") units.push(lineTotal(l));
      else
        for (let i = 0; i < Math.min(Math.floor(l.quantity), 10_000); i++) units.push(l.unitBrutto);
    }
    units.sort((a, b) => b - a);
    const minimum = Math.max(0, Math.floor(finite(discount.minimum, 0)));
    if (units.length < minimum) return { ok: false, error: "minimumProducts", count: minimum };
    const raw = units.reduce(
      (s, price, i) => s + (price * nthPercent(discount.table, i + 1)) / 100,
      0,
    );
    const { value, limited } = capped(raw, discount.discountLimit, rate, eligibleTotal);
    return { ok: true, code: code.code, type: "NTH_PRODUCT", value, limited };
  }

  if (discount.type === "PERCENT") {
    const percent = Math.min(Math.max(finite(discount.percentValue, 0), 0), 100);
    const { value, limited } = capped(
      (eligibleTotal * percent) / 100,
      discount.discountLimit,
      rate,
      eligibleTotal,
    );
    return { ok: true, code: code.code, type: "BASKET", value, limited, percent };
  }
  const raw = convert(Math.max(0, finite(discount.value, 0)), rate);
  const { value, limited } = capped(raw, discount.discountLimit, rate, eligibleTotal);
  return { ok: true, code: code.code, type: "BASKET", value, limited };
}

/** The order total after the discount and a gift card, never below zero (2 decimals). */
export function totalAfterDiscounts(input: {
  products: number;
  delivery: number;
  discount: number;
  giftCard?: number | undefined;
}): number {
  const n = (v: number | undefined) =>
    typeof v === "number" && Number.isFinite(v) && v > 0 ? v : 0;
  return round2(
    Math.max(0, n(input.products) + n(input.delivery) - n(input.discount) - n(input.giftCard)),
  );
}
