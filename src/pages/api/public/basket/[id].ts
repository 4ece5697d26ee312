/**
 * POST /api/public/basket/{id} — updates the server copy (same body and
 * answers as create, INVALID_COUNT and the hidden `totalPrice` included);
 * DELETE /api/public/basket/{id} — deletes it. Both need the key handed out
 * when the basket was created, in the `x-basket-key` header: only its creator
 * may change it. Unknown or expired ids and wrong keys answer 404.
 */
import type { APIRoute } from "astro";
import { amountsVisible } from "../../../../domain/pricing/price-visibility";
import { basketBodySchema } from "./_schemas";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { deleteBasket, updateBasket } from "../../../../server/services/checkout/basket.service";

const ID = /^[a-f0-9]{32}$/;

/** The basket's id and its creator's key, when both are well-formed. */
function target(id: string | undefined, request: Request): { id: string; key: string } | null {
  const key = request.headers.get("x-basket-key") ?? "";
  return id && ID.test(id) && ID.test(key) ? { id, key } : null;
}

export const POST: APIRoute = async ({ request, locals, params }) => {
  const basket = target(params.id, request);
  if (!basket) return apiError("NOT_FOUND", 404);
  const { id, key } = basket;
  const body = await readJson(request, basketBodySchema);
  if (!body.ok) return body.response;
  const result = await updateBasket(locals.ctx, id, key, body.data.products);
  if (!result) return apiError("NOT_FOUND", 404);
  if ("invalid" in result) return apiError("INVALID_COUNT", 400, { fields: result.invalid });
  const { payload } = result;
  const total = amountsVisible(locals.ctx.pricing) ? { totalPrice: payload.totalPrice } : {};
  return json({ id, ...total, products: payload.products });
};

export const DELETE: APIRoute = async ({ params, request }) => {
  const basket = target(params.id, request);
  if (!basket || !(await deleteBasket(basket.id, basket.key))) return apiError("NOT_FOUND", 404);
  return json({ deleted: true });
};
