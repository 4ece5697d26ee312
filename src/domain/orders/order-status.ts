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
