/**
 * POST /api/public/integrations/paypal/cancel — the shopper cancelled at
 * PayPal (spec 2 §7). Body `{ order }` (the summary id). Nothing changes:
 * the order stays unpaid and its summary offers to pay again; 200
 * `{ cancelled: true, redirect }` or 404 `{ error: "notFound" }`.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { apiError, json, readJson } from "../../../../../server/http/responses";
import { payableOrder } from "../../../../../server/services/orders/payment.service";

const Body = z.object({ order: z.string().max(64) });

export const POST: APIRoute = async ({ request }) => {
  const body = await readJson(request, Body);
  if (!body.ok) return body.response;
  const order = await payableOrder(body.data.order);
  if (!order) return apiError("notFound", 404);
  return json({ cancelled: true, redirect: `/order/summary/${order.summaryId}` });
};
