/**
 * How an order's or a return's status looks to its customer (issue 32 item 8): the badge's
 * tone, and for an order the three steps it goes through (placed, sent, delivered) with the
 * one it has reached. Tones: `progress` (the shop is on it), `ok` (done), `warn` (the
 * customer has something to do or the shop said no), `muted` (over without result).
 * A canceled order has no steps: it shows its badge alone.
 */
import { orderStatus } from "./order-status";
import { RETURN_STATUSES } from "./returns";

export type StatusTone = "progress" | "ok" | "warn" | "muted";

const ORDER_TONES: Record<ReturnType<typeof orderStatus>, StatusTone> = {
  PENDING: "progress",
  TMP_LOCK: "warn",
  CANCELED_LOCK: "muted",
  SENT: "progress",
  CANCELED: "muted",
  REALIZED: "ok",
  RETURN: "ok",
};

const RETURN_TONES: Record<(typeof RETURN_STATUSES)[number], StatusTone> = {
  NEW: "progress",
  PENDING: "progress",
  ACCEPTED: "ok",
  REJECTED: "warn",
  CANCELED: "muted",
  SETTLED: "ok",
};

/** The tone of an order's badge (an unknown status reads as PENDING). */
export function orderTone(status: string): StatusTone {
  return ORDER_TONES[orderStatus(status)];
}

/** The tone of a return's badge (an unknown status reads as NEW). */
export function returnTone(status: string): StatusTone {
  return RETURN_TONES[RETURN_STATUSES.find((s) => s === status) ?? "NEW"];
}

export const ORDER_STEPS = ["placed", "sent", "delivered"] as const;

/** The index in ORDER_STEPS an order has reached, or null for a canceled order. */
export function orderStepReached(status: string): number | null {
  switch (orderStatus(status)) {
    case "CANCELED":
    case "CANCELED_LOCK":
      return null;
    case "SENT":
      return 1;
    case "REALIZED":
    case "RETURN":
      return 2;
    default:
      return 0;
  }
}
