/**
 * GET /api/public/integrations/braintree/token — a client token for the
 * card form (spec 2 §7). Braintree sits behind the payment provider
 * interface: with the embedded test gateway a random, short-lived test token
 * is issued; without a configured gateway 404 `{ error: "notConfigured" }`.
 */
import type { APIRoute } from "astro";
import { randomBytes } from "node:crypto";
import { apiError, json } from "../../../../../server/http/responses";
import { testGatewayEnabled } from "../../../../../server/services/payment.service";

export const GET: APIRoute = () => {
  if (!testGatewayEnabled()) return apiError("notConfigured", 404);
  return json(
    { token: `test_${randomBytes(24).toString("base64url")}`, expiresIn: 600 },
    { headers: { "cache-control": "no-store" } },
  );
};
