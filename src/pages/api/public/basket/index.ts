/**
 * POST /api/public/basket/ — creates the server copy of a basket. Body: the
 * spec 1 §7 payload `{ products: [{count,id,code,variantHash}], user, totalPrice, lang }`;
 * user and totalPrice are taken from the session and recomputed, never trusted.
 * Answers `{ id, key, totalPrice, products }`: `key` is the creator's secret,
 * which updating or deleting the copy needs (`x-basket-key`); a count that is not a positive
 * multiple of its product's quantity factor (0.0001, 2.5 pieces) answers 400
 * `{ error: "INVALID_COUNT", fields }`. A caller who may see no prices (prices for
 * logged-in users, nobody logged in) gets no `totalPrice`.
 */
import type { APIRoute } from "astro";
import { amountsVisible } from "../../../../domain/pricing/price-visibility";
import { basketBodySchema } from "./_schemas";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { createBasket } from "../../../../server/services/checkout/basket.service";

export const POST: APIRoute = async ({ request, locals }) => {
  const body = await readJson(request, basketBodySchema);
  if (!body.ok) return body.response;
  if (body.data.products.length === 0) return apiError("EMPTY_BASKET");
  const result = await createBasket(locals.ctx, body.data.products);
  if ("invalid" in result) return apiError("INVALID_COUNT", 400, { fields: result.invalid });
  const { id, key, payload } = result;
  const total = amountsVisible(locals.ctx.pricing) ? { totalPrice: payload.totalPrice } : {};
  return json({ id, key, ...total, products: payload.products });
};
