/**
 * GET /api/public/return/{no} — one of the customer's returns (spec 2 §7),
 *   e.g. /api/public/return/R/2026/11/25/ABC001/1; 404 for anybody else's.
 * POST /api/public/return/{order no} — files a return for the customer's
 *   order (spec 2 §7 return/{id}): body `{ products: [{ id, variantHash,
 *   count, reason }], returnDelivery: "default" | "inpostLocker", pickupSize? }`.
 *   201 `{ no, status: "NEW", returnData: { externalDeliveryId, inpostCode } }`;
 *   400 `{ error: "nothingSelected" | "countInvalid" | "reasonInvalid" |
 *   "returnNotAllowed" | "pickupSizeRequired" | "lockerPlOnly", fields? }`;
 *   409 `{ error: "orderNotSent" }` before the order is sent and
 *   `{ error: "returnTimeOver" }` after its last return day (the window
 *   counts from the sent date); 404 for an order that is not the customer's;
 *   401 without a token.
 */
import type { APIRoute } from "astro";
import { returnRequestSchema } from "../../../../server/actions/return-request";
import { session } from "../../../../server/auth/session";
import { CACHE_PRIVATE } from "../../../../server/http/cache-headers";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { createReturn, returnOf } from "../../../../server/services/orders/returns.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("returns");

export const GET: APIRoute = async ({ cookies, params, locals }) => {
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  const found = await returnOf(s.user.id, params["id"] ?? "");
  return found
    ? json(found, { headers: { "cache-control": CACHE_PRIVATE } })
    : apiError("notFound", 404);
};

export const POST: APIRoute = async ({ request, cookies, params, locals }) => {
  const s = session(locals.shopper, cookies);
  if (!s.ok) return s.response;
  const body = await readJson(request, returnRequestSchema);
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
