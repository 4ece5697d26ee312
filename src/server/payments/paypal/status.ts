/**
 * PayPal's order and capture states in the shop's terms.
 * Order status: https://developer.paypal.com/api/orders/v2/definitions/order_status
 * Capture status: https://developer.paypal.com/sdk/orders/v2/definitions/capture_status
 */
import type { Order } from "@paypal/paypal-server-sdk";
import type { PaymentStatus } from "../provider";

/** COMPLETED → paid, PENDING → verifying (TMP_LOCK), DECLINED and FAILED → failed. */
export function captureStatus(status: string | undefined): PaymentStatus {
  switch (status) {
    case "COMPLETED":
    // A refund is its own step: the payment itself was taken.
    case "PARTIALLY_REFUNDED":
    case "REFUNDED":
      return "paid";
    case "PENDING":
      return "verifying";
    case "DECLINED":
    case "FAILED":
      return "failed";
    default:
      return "pending";
  }
}

/** The order's first capture, where PayPal lists it. */
export function firstCapture(order: Order) {
  return order.purchaseUnits?.[0]?.payments?.captures?.[0];
}

/**
 * An order with a capture is as its capture; without one it waits for the
 * shopper (CREATED, SAVED, APPROVED, PAYER_ACTION_REQUIRED), was voided, or
 * completed without taking money (a declined payment).
 */
export function orderStatus(order: Order): PaymentStatus {
  const capture = firstCapture(order);
  if (capture) return captureStatus(capture.status);
  if (order.status === "VOIDED") return "cancelled";
  if (order.status === "COMPLETED") return "failed";
  return "pending";
}
