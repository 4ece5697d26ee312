/**
 * POST /api/public/basket/{id} — updates the server copy (same body and
 * answers as create, INVALID_COUNT included);
 * DELETE /api/public/basket/{id} — deletes it. Unknown or expired ids answer 404.
 */
import type { APIRoute } from "astro";
import { basketBodySchema } from "./_schemas";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { deleteBasket, updateBasket } from "../../../../server/services/basket.service";

const ID = /^[a-f0-9]{32}$/;

export const POST: APIRoute = async ({ request, locals, params }) => {
  const id = params.id ?? "";
  if (!ID.test(id)) return apiError("NOT_FOUND", 404);
  const body = await readJson(request, basketBodySchema);
  if (!body.ok) return body.response;
  const result = await updateBasket(locals.ctx, id, body.data.products);
  if (!result) return apiError("NOT_FOUND", 404);
  if ("invalid" in result) return apiError("INVALID_COUNT", 400, { fields: result.invalid });
  return json({ id, totalPrice: result.payload.totalPrice, products: result.payload.products });
};

export const DELETE: APIRoute = async ({ params }) => {
  const id = params.id ?? "";
  if (!ID.test(id) || !(await deleteBasket(id))) return apiError("NOT_FOUND", 404);
  return json({ deleted: true });
};
