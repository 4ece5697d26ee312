/**
 * GET /api/public/integrations/braintree/token — a client token for the
 * card form (spec 2 §7). Braintree sits behind the payment provider
 * interface: with the embedded test gateway a signed token valid for ten
 * minutes, which its tokenizer (`/dev/pay/braintree/tokenize`) requires;
 * without a configured gateway 404 `{ error: "notConfigured" }`.
 */
import type { APIRoute } from "astro";
import { apiError, json } from "../../../../../server/http/responses";
import { issueClientToken } from "../../../../../server/payments/test-card";
import { testGatewayEnabled } from "../../../../../server/services/orders/payment.service";

export const GET: APIRoute = () => {
  if (!testGatewayEnabled()) return apiError("notConfigured", 404);
  return json(issueClientToken(), { headers: { "cache-control": "no-store" } });
};
