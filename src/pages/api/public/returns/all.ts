/**
 * GET /api/public/returns/all — the logged-in customer's returns, newest
 * first (spec 2 §7; §2 Returns list). 401 without a valid token. Private.
 */
import type { APIRoute } from "astro";
import { session } from "../../../../server/auth/session";
import { CACHE_PRIVATE } from "../../../../server/http/cache-headers";
import { json } from "../../../../server/http/responses";
import { returnsOf } from "../../../../server/services/orders/returns.service";

export const GET: APIRoute = async ({ cookies, locals }) => {
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  return json(await returnsOf(s.user.id), { headers: { "cache-control": CACHE_PRIVATE } });
};
