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
import type { PriceHistoryPoint } from "./catalogue.types";
import { round2 } from "./money";

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
