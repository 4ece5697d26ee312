/**
 * POST /api/public/basket/ — creates the server copy of a basket. Body: the
 * spec 1 §7 payload `{ products: [{count,id,code,variantHash}], user, totalPrice, lang }`;
 * user and totalPrice are taken from the session and recomputed, never trusted.
 * Answers `{ id, totalPrice }`.
 */
import type { APIRoute } from "astro";
import { basketBodySchema } from "./_schemas";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { createBasket } from "../../../../server/services/basket.service";

export const POST: APIRoute = async ({ request, locals }) => {
  const body = await readJson(request, basketBodySchema);
  if (!body.ok) return body.response;
  if (body.data.products.length === 0) return apiError("EMPTY_BASKET");
  const { id, payload } = await createBasket(locals.ctx, body.data.products);
  return json({ id, totalPrice: payload.totalPrice, products: payload.products });
};
