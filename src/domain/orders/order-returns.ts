/**
 * Whether an order can still be returned (spec 2 §3 Order canReturn,
 * returnTime, maxReturnDate; §4 "return availability is derived from
 * canReturn and returnTime"). Returns open only once the order was sent
 * (SENT, REALIZED, RETURN) and the window counts from the sent date: the
 * last moment is the sent date plus the return time in days. An order not
 * sent yet has no last date (the pages say returns open once it is sent);
 * a canceled order, one without a return time, or a shop that takes no
 * returns has no window at all (the list then says nothing about returns).
 */
import { wasCanceled, wasSent } from "./order-status";

const DAY_MS = 86_400_000;

/** `maxReturnDate`: the ISO date-time of the last moment a return is possible; null while the order is not sent. */
export type ReturnWindow =
  { canReturn: true; maxReturnDate: string } | { canReturn: false; maxReturnDate: string | null };

interface ReturnableOrder {
  status: string;
  /** When the order was sent (ISO), null before. */
  sentAt: string | null;
  returnTime: number | null;
  canReturn: boolean;
}

export function returnWindow(
  order: ReturnableOrder,
  returnsDisabled: boolean,
  now: number,
): ReturnWindow | null {
  if (returnsDisabled || order.returnTime === null || !Number.isFinite(order.returnTime))
    return null;
  if (wasCanceled(order.status)) return null;
  const sent = wasSent(order.status) && order.sentAt ? Date.parse(order.sentAt) : Number.NaN;
  if (!Number.isFinite(sent)) return { canReturn: false, maxReturnDate: null };
  const last = sent + order.returnTime * DAY_MS;
  const maxReturnDate = new Date(last).toISOString();
  return order.canReturn && now <= last
    ? { canReturn: true, maxReturnDate }
    : { canReturn: false, maxReturnDate };
}

/** Why a return cannot be filed now (the return endpoint's error code), null when it can. */
export type ReturnRefusal = "returnNotAllowed" | "orderNotSent" | "returnTimeOver";

export function returnRefusal(
  order: ReturnableOrder,
  returnsDisabled: boolean,
  now: number,
): ReturnRefusal | null {
  const window = returnWindow(order, returnsDisabled, now);
  if (window?.canReturn) return null;
  if (!window || !order.canReturn) return "returnNotAllowed";
  return window.maxReturnDate === null ? "orderNotSent" : "returnTimeOver";
}
