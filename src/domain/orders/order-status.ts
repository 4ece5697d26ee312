/**
 * Order statuses (spec 2 §4: badges PENDING, CANCELED_LOCK, SENT, CANCELED,
 * REALIZED, RETURN; TMP_LOCK while a payment is verified). An unknown status
 * reads as PENDING, so a badge always has a text.
 */
export const ORDER_STATUSES = [
  "PENDING",
  "TMP_LOCK",
  "CANCELED_LOCK",
  "SENT",
  "CANCELED",
  "REALIZED",
  "RETURN",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function orderStatus(value: string | null | undefined): OrderStatus {
  return ORDER_STATUSES.find((s) => s === value) ?? "PENDING";
}

/**
 * Statuses of an order that has left the shop (sent, then delivered or returned): only these
 * open returns, and the return window counts from the day the order was sent.
 */
const SENT_STATUSES: readonly OrderStatus[] = ["SENT", "REALIZED", "RETURN"];

export function wasSent(status: string): boolean {
  return (SENT_STATUSES as readonly string[]).includes(status);
}

/** A canceled order (by the shop, or its payment failed) never opens returns. */
export function wasCanceled(status: string): boolean {
  return status === "CANCELED" || status === "CANCELED_LOCK";
}

/**
 * How an order's amount left after its gift card reads (issue 44 item 4): paid once the money is
 * in, due while it is awaited, and neither for an order cancelled unpaid (nothing is owed).
 */
export type PaymentState = "paid" | "due" | null;

export function paymentState(order: { status: string; paid: boolean }): PaymentState {
  if (order.paid) return "paid";
  return wasCanceled(order.status) ? null : "due";
}
