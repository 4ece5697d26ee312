/**
 * The webhooks of the Stripe fake, signed as Stripe signs them: `Stripe-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint's whsec_
 * secret>` (https://docs.stripe.com/webhooks#verify-events, https://docs.stripe.com/webhooks/signature),
 * posted as JSON (https://docs.stripe.com/webhooks#receive-events); the event object:
 * https://docs.stripe.com/api/events/object
 */
import { createHmac } from "node:crypto";
import type { WebhookDelivery } from "./stripe-fake-browser";
import { newId, now, type Json } from "./stripe-fake-objects";

/** The Stripe-Signature header Stripe sends with this payload at this time (unix seconds). */
export function signStripePayload(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** The raw body of a webhook event about this object, as Stripe posts it. */
export function eventBody(type: string, object: Json, livemode = false): string {
  return JSON.stringify({
    id: newId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: now(),
    data: { object },
    livemode,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** A sender of signed events to the shop's endpoint that logs each delivery (none without a URL). */
export function webhookSender(
  url: string | undefined,
  secret: string,
  log: WebhookDelivery[],
): (type: string, object: Json) => Promise<void> {
  return async (type, object) => {
    if (!url) return;
    const body = eventBody(type, object);
    const delivery = { type, intent: String(object["id"]), status: 0 };
    log.push(delivery);
    try {
      const answer = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signStripePayload(body, secret),
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body,
      });
      delivery.status = answer.status;
      await answer.body?.cancel();
    } catch {
      // The shop is down: Stripe would retry later; the shopper's return asks the status.
    }
  };
}
