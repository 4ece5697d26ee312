/**
 * The Stripe fake's answers to the shopper's browser: its Stripe.js (stripe-fake-js.ts) and the
 * confirm call that script makes, followed by the webhook Stripe sends the shop about it.
 *
 * - The page is on the shop's origin, the fake on another: the script is served with
 *   `Cross-Origin-Resource-Policy: cross-origin` and every answer here allows any origin (CORS,
 *   with a preflight answer), as js.stripe.com and api.stripe.com do for Stripe.js.
 * - After a confirm Stripe sends payment_intent.succeeded or payment_intent.payment_failed to
 *   the shop's endpoint, signed with its whsec_ secret (https://docs.stripe.com/webhooks,
 *   https://docs.stripe.com/api/events/types). The fake posts it before it answers the browser,
 *   so a browser test's next step finds it delivered; the shopper's return may still come first
 *   in real life, which the shop handles by asking the status.
 */
import type { Answer, Json } from "./stripe-fake-objects";
import { FAKE_STRIPE_JS } from "./stripe-fake-js";
import { confirmIntent } from "./stripe-fake-intents";
import { parseForm } from "./stripe-fake-objects";

export interface BrowserAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** A webhook delivery the fake made: for tests that check what the shop was told. */
export interface WebhookDelivery {
  type: string;
  intent: string;
  /** The shop's HTTP status, or 0 when it could not be reached. */
  status: number;
}

export interface BrowserContext {
  intents: Map<string, Json>;
  publishableKey: string | undefined;
  /** Sends the shop a signed event about this PaymentIntent (nothing without a webhook URL). */
  notify(type: string, intent: Json): Promise<void>;
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type, authorization",
  "access-control-max-age": "600",
};

const json = (answer: Answer): BrowserAnswer => ({
  status: answer.status,
  body: JSON.stringify(answer.body),
  headers: { ...CORS, "content-type": "application/json" },
});

const SCRIPT_PATH = /^\/[a-z0-9]+\/stripe\.js$/;
const CONFIRM_PATH = /^\/v1\/payment_intents\/([^/]+)\/confirm$/;

/**
 * The fake's answer to a browser request, or null for a request of the shop's server (those
 * carry the secret key and go to the API routes).
 */
export async function browserAnswer(
  method: string,
  path: string,
  raw: string,
  authorization: string | undefined,
  context: BrowserContext,
): Promise<BrowserAnswer | null> {
  if (method === "OPTIONS") return { status: 204, body: "", headers: CORS };
  if (method === "GET" && SCRIPT_PATH.test(path))
    return {
      status: 200,
      body: FAKE_STRIPE_JS,
      headers: {
        ...CORS,
        "content-type": "application/javascript; charset=utf-8",
        "cross-origin-resource-policy": "cross-origin",
        "cache-control": "no-store",
      },
    };
  const confirm = CONFIRM_PATH.exec(path);
  if (method !== "POST" || !confirm || authorization) return null;
  const ref = decodeURIComponent(confirm[1] ?? "");
  const intent = context.intents.get(ref);
  const answer = confirmIntent(ref, intent, parseForm(raw), context.publishableKey);
  if (intent && (answer.status === 200 || answer.status === 402))
    await context.notify(
      answer.status === 200 ? "payment_intent.succeeded" : "payment_intent.payment_failed",
      structuredClone(intent),
    );
  return json(answer);
}
