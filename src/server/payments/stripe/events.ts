/**
 * Stripe's PaymentIntent states and webhook events in the shop's terms.
 * - PaymentIntent statuses: https://docs.stripe.com/payments/paymentintents/lifecycle and
 *   https://docs.stripe.com/api/payment_intents/object#payment_intent_object-status
 * - Events: https://docs.stripe.com/api/events/types (payment_intent.succeeded, .processing,
 *   .payment_failed, .canceled; `data.object` is the PaymentIntent at the time of the event).
 */
import type Stripe from "stripe";
import type { PaymentStatus, ProviderNotification } from "../provider";
import { fromMinor } from "./amounts";

/**
 * A PaymentIntent's state now. After a decline Stripe puts it back to requires_payment_method
 * with `last_payment_error` set (the shopper may try again): failed until they do.
 */
export function statusOf(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case "succeeded":
      return "paid";
    case "processing":
    case "requires_capture":
      return "verifying";
    case "canceled":
      return "cancelled";
    case "requires_payment_method":
      return intent.last_payment_error ? "failed" : "pending";
    default:
      return "pending";
  }
}

const EVENT_STATUS: Partial<Record<string, PaymentStatus>> = {
  "payment_intent.succeeded": "paid",
  "payment_intent.processing": "verifying",
  "payment_intent.payment_failed": "failed",
  "payment_intent.canceled": "cancelled",
};

function isPaymentIntent(value: unknown): value is Stripe.PaymentIntent {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { object?: unknown }).object === "payment_intent"
  );
}

/**
 * The notification a verified event carries, or null for an event the shop does not act on
 * and for a PaymentIntent the shop did not create (no `summaryId` in its metadata).
 */
export function notificationOf(event: Stripe.Event): ProviderNotification | null {
  const status = EVENT_STATUS[event.type];
  const intent: unknown = event.data.object;
  if (!status || !isPaymentIntent(intent)) return null;
  const summaryId = intent.metadata["summaryId"];
  if (!summaryId || typeof intent.amount !== "number" || typeof intent.currency !== "string")
    return null;
  const currency = intent.currency.toLowerCase();
  // What Stripe took when it succeeded; what it was asked for otherwise.
  const charged = status === "paid" ? intent.amount_received : intent.amount;
  return {
    providerRef: intent.id,
    summaryId,
    status,
    amount: fromMinor(charged, currency),
    currency,
    reason: status === "failed" ? (intent.last_payment_error?.message ?? undefined) : undefined,
  };
}
