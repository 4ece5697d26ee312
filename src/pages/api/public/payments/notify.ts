/**
 * POST /api/public/payments/notify — a payment gateway's signed notification
 * (issue 12 "Payments"). Body `{ order, outcome: "paid" | "failed" | "pending", amount,
 * currency, transaction, signature }` (HMAC-SHA256, server/payments/signature.ts).
 *   200 `{ result: "applied" | "replayed" }` (a replay changes nothing);
 *   400 `{ error: "INVALID_INPUT" }` or `{ error: "mismatch" }` (the amount or
 *       currency is not the order's); 401 `{ error: "invalid" }` for a bad
 *       signature; 404 `{ error: "notFound" }`.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { applyNotification } from "../../../../server/services/orders/payment.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("payments");

const Body = z.object({
  order: z.string().max(64),
  outcome: z.enum(["paid", "failed", "pending"]),
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/),
  currency: z.string().max(8),
  transaction: z.string().max(100),
  signature: z.string().max(128),
});

export const POST: APIRoute = async ({ request }) => {
  const body = await readJson(request, Body);
  if (!body.ok) return body.response;
  const { signature, ...notification } = body.data;
  try {
    const result = await applyNotification(notification, signature);
    if (result === "invalid") return apiError("invalid", 401);
    if (result === "notFound") return apiError("notFound", 404);
    if (result === "mismatch") return apiError("mismatch", 400);
    return json({ result });
  } catch (error) {
    log.error({ err: error }, "notification failed");
    return apiError("UNAVAILABLE", 503);
  }
};
