/**
 * POST /api/public/payments/{provider}/notify — a payment provider's
 * notification or webhook (issue 30): stripe, payu, p24, paypal, and the
 * embedded test gateway's `test`. Set this URL in the provider's dashboard
 * where it asks for one (Stripe, PayPal); PayU and Przelewy24 get it with
 * each payment.
 *
 * The embedded test gateway's endpoint answers only while the gateway takes
 * payments (server/payments/test-gateway/availability.ts): a live shop, or one
 * with a real provider, answers its word 404 and changes nothing.
 *
 * The signature is checked by the provider's adapter before anything in the
 * body is read (`readNotification`, over the raw body); only JSON bodies are
 * accepted (every provider here documents JSON), at most 64 KB. The word is
 * then applied by the payment lifecycle (`settle`).
 *   2xx: what the provider expects for an accepted notification (a repeated
 *        one too: it changes nothing);
 *   400 `{ error: "invalidSignature" }` for a forged, malformed or foreign one,
 *       `{ error: "amountMismatch" }` when the amount or currency is not the order's;
 *   404 `{ error: "notFound" }` for an unknown provider or payment;
 *   413, 415 for a body too large or not JSON; 429 after too many refused
 *   notifications from one address; 503 when the provider or the database
 *   cannot answer now (the provider sends it again later).
 */
import type { APIRoute } from "astro";
import {
  addressOf,
  count,
  retryAfter,
  tooManyRequests,
} from "../../../../../server/auth/rate-limit";
import { apiError, unavailable } from "../../../../../server/http/responses";
import { notifyingProvider } from "../../../../../server/payments/registry";
import { settle } from "../../../../../server/services/orders/payment-lifecycle";
import { loggerFor } from "../../../../../server/log/logger.mjs";

const log = loggerFor("payments");

const MAX_BODY = 64 * 1024;

export const POST: APIRoute = async (context) => {
  const { request, params, locals } = context;
  const provider = notifyingProvider(params["provider"] ?? "", locals.ctx.settings);
  if (!provider) return apiError("notFound", 404);
  const keys = { account: "", address: addressOf(context) };
  const wait = await retryAfter("paymentNotify", keys);
  if (wait > 0) return tooManyRequests(wait);
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return apiError("unsupportedMediaType", 415);
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY) return apiError("tooLarge", 413);
  const body = await request.text();
  if (body.length > MAX_BODY) return apiError("tooLarge", 413);
  try {
    const notification = await provider.readNotification({ headers: request.headers, body });
    if (!notification) {
      await count("paymentNotify", keys);
      log.warn({ provider: provider.id }, "notification refused: signature or shape");
      return apiError("invalidSignature", 400);
    }
    const result = await settle(provider, notification);
    if (result === "notFound") return apiError("notFound", 404);
    if (result === "mismatch") return apiError("amountMismatch", 400);
    const ack = provider.acknowledge(notification);
    return new Response(ack.body, {
      status: ack.status,
      headers: { "content-type": "application/json", "cache-control": "no-store" },
    });
  } catch (error) {
    log.error({ err: error, provider: provider.id }, "notification not applied");
    return unavailable();
  }
};
