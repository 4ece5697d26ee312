/**
 * GET /api/public/return/{no} — one of the customer's returns (spec 2 §7),
 *   e.g. /api/public/return/R/2026/11/25/ABC001/1; 404 for anybody else's.
 * POST /api/public/return/{order no} — files a return for the customer's
 *   order (spec 2 §7 return/{id}): body `{ products: [{ id, variantHash,
 *   count, reason }], returnDelivery: "default" | "inpostLocker", pickupSize? }`.
 *   201 `{ no, status: "NEW", returnData: { externalDeliveryId, inpostCode } }`;
 *   400 `{ error: "nothingSelected" | "countInvalid" | "reasonInvalid" |
 *   "returnNotAllowed" | "pickupSizeRequired" | "lockerPlOnly", fields? }`;
 *   404 for an order that is not the customer's; 401 without a token.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { session } from "../../../../server/auth/session";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { createReturn, returnOf } from "../../../../server/services/orders/returns.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("returns");

const Body = z.object({
  products: z
    .array(
      z.object({
        id: z.string().max(32),
        variantHash: z.string().max(200).default(""),
        count: z.number().int().min(0).max(100_000),
        reason: z.string().max(40).default("none"),
      }),
    )
    .max(200),
  returnDelivery: z.enum(["default", "inpostLocker"]).default("default"),
  pickupSize: z.enum(["small", "medium", "large"]).optional(),
});

export const GET: APIRoute = async ({ cookies, params, locals }) => {
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  const found = await returnOf(s.user.id, params["id"] ?? "");
  return found
    ? json(found, { headers: { "cache-control": "private, no-store" } })
    : apiError("notFound", 404);
};

export const POST: APIRoute = async ({ request, cookies, params, locals }) => {
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  const body = await readJson(request, Body);
  if (!body.ok) return body.response;
  try {
    const result = await createReturn(
      s.user.id,
      params["id"] ?? "",
      body.data,
      locals.ctx.settings.additionalFunctions.returnsDisabled,
    );
    if (!result.ok)
      return apiError(
        result.error,
        result.status,
        result.fields?.length ? { fields: result.fields } : {},
      );
    return json(
      {
        no: result.no,
        status: "NEW",
        returnData: {
          externalDeliveryId: result.externalDeliveryId,
          inpostCode: result.inpostCode,
        },
      },
      { status: 201 },
    );
  } catch (error) {
    log.error({ err: error }, "return failed");
    return apiError("UNAVAILABLE", 503);
  }
};
