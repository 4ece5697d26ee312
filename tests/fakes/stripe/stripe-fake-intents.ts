/**
 * What the Stripe fake does to a PaymentIntent on cancel (the shop's server) and on confirm
 * (the fake Stripe.js in the shopper's browser), as Stripe documents it:
 * - https://docs.stripe.com/api/payment_intents/cancel (cancellable states; any other is refused
 *   with payment_intent_unexpected_state, the intent in the error:
 *   https://docs.stripe.com/api/errors#errors-payment_intent)
 * - https://docs.stripe.com/api/payment_intents/confirm (client-side with the publishable key
 *   and the client secret, https://docs.stripe.com/api/payment_intents/object#payment_intent_object-client_secret)
 * - Test PaymentMethods pm_card_visa and pm_card_chargeDeclined:
 *   https://docs.stripe.com/testing#cards, https://docs.stripe.com/testing#declined-payments
 * - A card error is answered 402 with the intent back in requires_payment_method:
 *   https://docs.stripe.com/api/errors (402 Request Failed), https://docs.stripe.com/declines
 */
import { newId, now, outcomeFields, stripeError } from "./stripe-fake-objects";
import type { Answer, Form, Json, Outcome } from "./stripe-fake-objects";

/** The test PaymentMethods the fake Payment Element offers, and what confirming one ends in. */
export const TEST_METHODS: Record<string, Outcome> = {
  pm_card_visa: "succeeded",
  pm_card_chargeDeclined: "declined",
};

/** Stripe's answer for a PaymentIntent it does not know. */
export const missingIntent = (ref: string) =>
  stripeError(
    404,
    "invalid_request_error",
    `No such payment_intent: '${ref}'`,
    "resource_missing",
    "intent",
  );

function unexpectedState(intent: Json, action: string, allowed: string[]): Answer {
  const status = String(intent["status"]);
  const refused = stripeError(
    400,
    "invalid_request_error",
    `You cannot ${action} this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be ${action === "cancel" ? "canceled" : "confirmed"}: ${allowed.join(", ")}.`,
    "payment_intent_unexpected_state",
  );
  Object.assign(refused.body["error"] as Json, { payment_intent: structuredClone(intent) });
  return refused;
}

const CANCELLABLE = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
];

/** Cancels a PaymentIntent in place where Stripe allows it. */
export function cancelIntent(ref: string, intent: Json | undefined, form: Form): Answer {
  if (!intent) return missingIntent(ref);
  if (!CANCELLABLE.includes(String(intent["status"])))
    return unexpectedState(intent, "cancel", CANCELLABLE);
  const reason =
    typeof form["cancellation_reason"] === "string" ? form["cancellation_reason"] : null;
  Object.assign(intent, { status: "canceled", canceled_at: now(), cancellation_reason: reason });
  return { status: 200, body: structuredClone(intent) };
}

const CONFIRMABLE = ["requires_payment_method", "requires_confirmation"];

/**
 * Confirms a PaymentIntent as Stripe.js does from the browser: the publishable key (`key`)
 * and the intent's client secret stand in for the secret key. `publishableKey` is the one
 * key the fake takes, when it was told one.
 */
export function confirmIntent(
  ref: string,
  intent: Json | undefined,
  form: Form,
  publishableKey: string | undefined,
): Answer {
  const key = typeof form["key"] === "string" ? form["key"] : "";
  if (!key.startsWith("pk_") || (publishableKey !== undefined && key !== publishableKey))
    return stripeError(401, "invalid_request_error", "Invalid API Key provided: pk_****");
  if (!intent || form["client_secret"] !== intent["client_secret"]) return missingIntent(ref);
  if (!CONFIRMABLE.includes(String(intent["status"])))
    return unexpectedState(intent, "confirm", CONFIRMABLE);
  const method = typeof form["payment_method"] === "string" ? form["payment_method"] : "";
  const outcome = TEST_METHODS[method];
  if (!outcome)
    return stripeError(
      400,
      "invalid_request_error",
      `No such PaymentMethod: '${method}'`,
      "resource_missing",
      "payment_method",
    );
  Object.assign(intent, outcomeFields(outcome, Number(intent["amount"])), {
    payment_method: newId("pm"),
  });
  if (outcome === "succeeded") return { status: 200, body: structuredClone(intent) };
  const error = intent["last_payment_error"] as Json;
  return { status: 402, body: { error: { ...error, payment_intent: structuredClone(intent) } } };
}
