/**
 * GET /api/public/order/summary/{id} — the order summary by the order's
 * unguessable public id (spec 2 §7; §2 Order summary): `{ no, createdAt,
 * status, paid, email, currency, toPay, amounts, payment, account, transfer, tracking,
 * cancellation }` (transfer: `{ account, recipient, title, amount, currency }` for a bank
 * transfer; amounts: the total and gift card rows and what was paid or is to pay; cancellation:
 * why a cancelled order was cancelled and what it gave back); the summary page polls it while a
 * payment is being verified. 404 for an unknown id.
 */
import type { APIRoute } from "astro";
import { CACHE_PRIVATE } from "../../../../../server/http/cache-headers";
import { apiError, json } from "../../../../../server/http/responses";
import { orderSummary } from "../../../../../server/services/orders/order-summary.service";

export const GET: APIRoute = async ({ params, locals }) => {
  const summary = await orderSummary(params["id"] ?? "", locals.ctx.settings);
  if (!summary) return apiError("notFound", 404);
  return json(summary, { headers: { "cache-control": CACHE_PRIVATE } });
};
