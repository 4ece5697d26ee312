/**
 * POST /dev/pay/braintree/tokenize — the embedded test gateway's card
 * tokenizer (issue 12 "Payments"), standing in for a provider's hosted
 * fields: the browser sends `{ token, number, expiry, cvc }` here (never to
 * the shop's order endpoint) and gets `{ nonce, last4 }`; the order carries
 * only the nonce. On only with the test gateway (404 otherwise); 400
 * `{ error: "tokenInvalid" | "cardInvalid" | "INVALID_INPUT" }`.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { tokenizeCard } from "../../../../server/payments/test-card";
import { testGatewayEnabled } from "../../../../server/services/orders/payment.service";

const Body = z.object({
  token: z.string().max(300),
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});

export const POST: APIRoute = async ({ request }) => {
  if (!testGatewayEnabled()) return apiError("notFound", 404);
  const body = await readJson(request, Body, 2_000);
  if (!body.ok) return body.response;
  const { token, ...card } = body.data;
  const result = tokenizeCard(token, card);
  if (!result.ok) return apiError(result.error, 400);
  return json(
    { nonce: result.nonce, last4: result.last4 },
    { headers: { "cache-control": "no-store" } },
  );
};
