/**
 * PayU order statuses in the shop's terms
 * (https://developers.payu.com/europe/docs/payment-flows/lifecycle/, "Statuses"):
 * COMPLETED is paid; WAITING_FOR_CONFIRMATION means the money is authorized
 * and waits for the shop (auto-receive off), so the order waits in TMP_LOCK;
 * CANCELED ends the payment without money; NEW and PENDING are still open.
 */
import { z } from "zod";
import { fromMinorUnits, parseBody } from "../adapter-kit";
import type { PaymentStatus, ProviderNotification } from "../provider";

const STATUSES: Record<string, PaymentStatus> = {
  NEW: "pending",
  PENDING: "pending",
  WAITING_FOR_CONFIRMATION: "verifying",
  COMPLETED: "paid",
  CANCELED: "cancelled",
  REJECTED: "failed",
};

export function payuStatus(status: string): PaymentStatus | null {
  return STATUSES[status] ?? null;
}

/** The order object of a notification or of GET /api/v2_1/orders/{orderId}. */
export const PayuOrder = z.object({
  orderId: z.string().min(1),
  extOrderId: z.string().min(1),
  status: z.string(),
  totalAmount: z.string().regex(/^\d+$/),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
});

const Notification = z.object({ order: PayuOrder });

/** A notification body, already signature-checked, in the shop's terms (null: not an order's). */
export function readPayuNotification(
  body: string,
  summaryIdOf: (extOrderId: string) => string,
): ProviderNotification | null {
  const parsed = parseBody(body, Notification);
  if (!parsed) return null;
  const { order } = parsed;
  const status = payuStatus(order.status);
  const amount = fromMinorUnits(order.totalAmount);
  if (!status || amount === null) return null;
  return {
    providerRef: order.orderId,
    summaryId: summaryIdOf(order.extOrderId),
    status,
    amount,
    currency: order.currencyCode.toLowerCase(),
  };
}
