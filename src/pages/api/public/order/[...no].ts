/**
 * GET /api/public/order/{no} — one of the logged-in customer's orders (spec
 * 2 §7; §2 Order detail); the number has slashes (2026/11/25/ABC001). Only
 * the owner finds it: 404 `{ error: "notFound" }` for anybody else's number;
 * 401 without a valid token. Private.
 */
import type { APIRoute } from "astro";
import { session } from "../../../../server/auth/session";
import { CACHE_PRIVATE } from "../../../../server/http/cache-headers";
import { apiError, json } from "../../../../server/http/responses";
import { orderOf } from "../../../../server/services/orders/order-history.service";

export const GET: APIRoute = async ({ cookies, params, locals }) => {
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  const order = await orderOf(
    s.user.id,
    params["no"] ?? "",
    locals.ctx.settings.additionalFunctions.returnsDisabled,
  );
  if (!order) return apiError("notFound", 404);
  return json(order, { headers: { "cache-control": CACHE_PRIVATE } });
};
