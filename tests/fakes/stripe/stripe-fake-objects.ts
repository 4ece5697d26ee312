/**
 * The objects and rules of the Stripe fake (tests/fakes/stripe-fake.ts), as Stripe documents
 * them:
 * - PaymentIntent: https://docs.stripe.com/api/payment_intents/create,
 *   https://docs.stripe.com/api/payment_intents/object,
 *   https://docs.stripe.com/payments/paymentintents/lifecycle
 * - Refund: https://docs.stripe.com/api/refunds/create, https://docs.stripe.com/api/refunds/object
 * - A declined test card (generic_decline, "Your card was declined."):
 *   https://docs.stripe.com/testing#declined-payments, https://docs.stripe.com/declines/codes
 * - Errors `{ error: { type, code, message, param } }`: https://docs.stripe.com/api/errors,
 *   https://docs.stripe.com/error-codes
 * - Form-encoded parameters (`metadata[summaryId]=…`): https://docs.stripe.com/api/metadata
 */
import { randomBytes } from "node:crypto";

export type Json = Record<string, unknown>;
export type Form = { [key: string]: string | Form };
export interface Answer {
  status: number;
  body: Json;
}

/** What the shopper's attempt on the Payment Element ends in. */
export type Outcome = "succeeded" | "processing" | "failed" | "declined" | "canceled";

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
export const now = () => Math.floor(Date.now() / 1000);

/** `a[b][c]=v` as { a: { b: { c: "v" } } }, the way Stripe reads its form bodies. */
export function parseForm(body: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node = form;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        const next = node[part];
        node = typeof next === "object" ? next : (node[part] = {});
      }
    });
  }
  return form;
}

export function stripeError(
  status: number,
  type: string,
  message: string,
  code?: string,
  param?: string,
): Answer {
  return {
    status,
    body: { error: { type, message, ...(code && { code }), ...(param && { param }) } },
  };
}

const invalid = (message: string, code?: string, param?: string) =>
  stripeError(400, "invalid_request_error", message, code, param);

export function paymentIntent(form: Form): Answer {
  const amount = Number(form["amount"]);
  const currency = form["currency"];
  if (!Number.isInteger(amount) || amount < 1)
    return invalid("Invalid positive integer", "parameter_invalid_integer", "amount");
  if (typeof currency !== "string")
    return invalid("Missing required param: currency.", "parameter_missing", "currency");
  const id = newId("pi");
  const automatic = (form["automatic_payment_methods"] as Form | undefined)?.["enabled"];
  return {
    status: 200,
    body: {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automatic === "true" ? { enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      confirmation_method: "automatic",
      created: now(),
      currency,
      description: form["description"] ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: form["metadata"] ?? {},
      next_action: null,
      payment_method: null,
      payment_method_types: currency === "pln" ? ["card", "blik", "p24"] : ["card"],
      status: "requires_payment_method",
    },
  };
}

/** The fields a PaymentIntent changes to when the shopper's attempt ends so. */
export function outcomeFields(outcome: Outcome, amountReceived: number): Json {
  switch (outcome) {
    case "succeeded":
      return {
        status: "succeeded",
        amount_received: amountReceived,
        latest_charge: newId("ch"),
        last_payment_error: null,
      };
    case "processing":
      return { status: "processing", payment_method: newId("pm") };
    case "failed":
      return {
        status: "requires_payment_method",
        last_payment_error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "insufficient_funds",
          message: "Your card has insufficient funds.",
        },
      };
    case "declined":
      return {
        status: "requires_payment_method",
        last_payment_error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
        },
      };
    case "canceled":
      return { status: "canceled", canceled_at: now(), cancellation_reason: "abandoned" };
  }
}

/** A refund of a succeeded PaymentIntent of which `refunded` minor units went back already. */
export function refund(intent: Json | undefined, form: Form, refunded: number): Answer {
  if (!intent) {
    const ref = String(form["payment_intent"]);
    return stripeError(
      404,
      "invalid_request_error",
      `No such payment_intent: '${ref}'`,
      "resource_missing",
      "payment_intent",
    );
  }
  if (intent["status"] !== "succeeded")
    return invalid(
      "This PaymentIntent does not have a successful charge to refund.",
      "payment_intent_unexpected_state",
    );
  const left = Number(intent["amount_received"]) - refunded;
  const amount = form["amount"] === undefined ? left : Number(form["amount"]);
  if (left <= 0)
    return invalid(
      `Charge ${String(intent["latest_charge"])} has already been refunded.`,
      "charge_already_refunded",
    );
  if (amount > left)
    return invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      "amount_too_large",
      "amount",
    );
  return {
    status: 200,
    body: {
      id: newId("re"),
      object: "refund",
      amount,
      charge: intent["latest_charge"],
      created: now(),
      currency: intent["currency"],
      metadata: form["metadata"] ?? {},
      payment_intent: intent["id"],
      reason: form["reason"] ?? null,
      status: "succeeded",
    },
  };
}
