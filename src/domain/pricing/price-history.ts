/**
 * The "lowest price in the last 30 days" reference line (EU Omnibus
 * directive; spec 1 §2 "historical (lower earlier) price line", §3
 * priceHistory of stamp and val, §9 "the lower-price reference applies
 * within 30 days").
 *
 * Rule (decided here; the spec gives only the window length):
 * 1. Points stamped after `now` are ignored; the rest are taken in time order.
 * 2. The current price is `currentPrice` when given, else the value of the
 *    latest point. The current price change is the first point of the
 *    trailing run of points carrying that value (compared to the cent); when
 *    the latest point does not carry `currentPrice`, the change is `now`.
 * 3. The window is the `days` days before that change: [change − days,
 *    change). The price in force at the window's start (the last point at or
 *    before it) counts too, because it applied during the window.
 * 4. The answer is the lowest such value, rounded to 2 decimals, or null when
 *    no price applied in the window (no history before the change).
 * Whether to show the line (e.g. only for discounted products) is the
 * caller's decision.
 */
import type { LangPrice, PriceHistoryPoint } from "../catalogue/catalogue.types";
import { round2 } from "./rounding";
import { bruttoFromNetto, nettoFromBrutto } from "./vat";

export const DAY_MS = 86_400_000;
export const PRICE_HISTORY_DAYS = 30;

function samePrice(a: number, b: number): boolean {
  return round2(a) === round2(b);
}

/** Lowest price applied in the `days` days before the current price change, or null. */
export function lowestPriceInLastDays(
  history: readonly PriceHistoryPoint[],
  now: number,
  days: number = PRICE_HISTORY_DAYS,
  currentPrice?: number,
): number | null {
  const points = history
    .filter((p) => Number.isFinite(p.stamp) && Number.isFinite(p.val) && p.stamp <= now)
    .sort((a, b) => a.stamp - b.stamp);
  const last = points[points.length - 1];
  if (!last) return null;

  const current = currentPrice ?? last.val;
  let changeIndex = points.length;
  while (changeIndex > 0 && samePrice(points[changeIndex - 1]?.val ?? Number.NaN, current)) {
    changeIndex -= 1;
  }
  const changeStamp = changeIndex < points.length ? (points[changeIndex]?.stamp ?? now) : now;
  const windowStart = changeStamp - days * DAY_MS;

  const before = points.slice(0, changeIndex).filter((p) => p.stamp < changeStamp);
  let lowest: number | null = null;
  let carried: PriceHistoryPoint | undefined;
  for (const p of before) {
    if (p.stamp <= windowStart) {
      carried = p;
    } else {
      lowest = lowest === null ? p.val : Math.min(lowest, p.val);
    }
  }
  if (carried) lowest = lowest === null ? carried.val : Math.min(lowest, carried.val);
  return lowest === null ? null : round2(lowest);
}

/** Which line a lower earlier price gives: before a discount (Omnibus) or simply recent. */
export type LowerEarlierKind = "beforeDiscount" | "recent";

export interface LowerEarlierPrice {
  kind: LowerEarlierKind;
  /** Base currency, 2 decimals. */
  brutto: number;
  netto: number;
}

function positive(value: number | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/**
 * The product page's historical (lower earlier) price line (spec 1 §2, §3
 * historicalBrutto, historicalNetto, priceHistory; §9 30 days). Rule
 * (decided here):
 * 1. The reference price is the stored `historicalBrutto`/`historicalNetto`
 *    (a missing one derived from the other with the price's VAT, 2
 *    decimals). Without them, a discounted price falls back to
 *    {@link lowestPriceInLastDays} over the gross `priceHistory`, its net
 *    derived the same way.
 * 2. A discounted price always shows the reference: "lowest price in the 30
 *    days before the discount" (EU Omnibus), kind `beforeDiscount`.
 * 3. An undiscounted price shows it only when it is lower than the current
 *    gross price (`currentBrutto`): "lowest price in the last 30 days",
 *    kind `recent`. Otherwise there is no line (null).
 * Both amounts are returned so the caller shows them in the display mode.
 */
export function lowerEarlierPrice(input: {
  price: Pick<LangPrice, "vat" | "historicalBrutto" | "historicalNetto">;
  history: readonly PriceHistoryPoint[];
  now: number;
  discounted: boolean;
  currentBrutto: number;
}): LowerEarlierPrice | null {
  const { price, discounted } = input;
  let brutto: number | null = null;
  let netto: number | null = null;
  if (positive(price.historicalBrutto) || positive(price.historicalNetto)) {
    brutto = positive(price.historicalBrutto)
      ? round2(price.historicalBrutto)
      : round2(bruttoFromNetto(price.historicalNetto ?? 0, price.vat));
    netto = positive(price.historicalNetto)
      ? round2(price.historicalNetto)
      : round2(nettoFromBrutto(brutto, price.vat));
  } else if (discounted) {
    brutto = lowestPriceInLastDays(input.history, input.now);
    if (brutto !== null) netto = round2(nettoFromBrutto(brutto, price.vat));
  }
  if (brutto === null || netto === null) return null;
  if (discounted) return { kind: "beforeDiscount", brutto, netto };
  return brutto < input.currentBrutto ? { kind: "recent", brutto, netto } : null;
}
