/**
 * Whether an order can still be returned (spec 2 §3 Order canReturn,
 * returnTime, maxReturnDate; §4 "return availability is derived from
 * canReturn and returnTime"): the last day is the order's date plus its
 * return time in days; null when the order has no return time or the shop
 * takes no returns (the list then says nothing about returns).
 */
const DAY_MS = 86_400_000;

export interface ReturnWindow {
  canReturn: boolean;
  /** ISO date-time of the last moment a return is possible. */
  maxReturnDate: string;
}

export function returnWindow(
  order: { createdAt: string; returnTime: number | null; canReturn: boolean },
  returnsDisabled: boolean,
  now: number,
): ReturnWindow | null {
  if (returnsDisabled || order.returnTime === null || !Number.isFinite(order.returnTime))
    return null;
  const created = Date.parse(order.createdAt);
  if (!Number.isFinite(created)) return null;
  const last = created + order.returnTime * DAY_MS;
  return { canReturn: order.canReturn && now <= last, maxReturnDate: new Date(last).toISOString() };
}
