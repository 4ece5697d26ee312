/**
 * GET /api/public/orders/all — the logged-in customer's orders (spec 2 §7;
 * §2 Orders list): `[{ no, createdAt, status, productsCount, price,
 * currency, returns: { canReturn, maxReturnDate (null until the order is sent) } | null }]`,
 * newest first.
 * 401 without a valid token. Private.
 */
import type { APIRoute } from "astro";
import { session } from "../../../../server/auth/session";
import { CACHE_PRIVATE } from "../../../../server/http/cache-headers";
import { json } from "../../../../server/http/responses";
import { ordersOf } from "../../../../server/services/orders/order-history.service";

export const GET: APIRoute = async ({ cookies, locals }) => {
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  const list = await ordersOf(s.user.id, locals.ctx.settings.additionalFunctions.returnsDisabled);
  return json(list, { headers: { "cache-control": CACHE_PRIVATE } });
};
