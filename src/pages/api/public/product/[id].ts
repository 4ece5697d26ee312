/** GET /api/public/product/{id}?lang — one product in a language. */
import type { APIRoute } from "astro";
import { CACHE_API_CATALOGUE } from "../../../../server/http/cache";
import { apiError, json } from "../../../../server/http/responses";
import { getProduct, parseId } from "../../../../server/services/catalogue.service";

export const GET: APIRoute = async ({ params, locals }) => {
  const id = parseId(params.id);
  if (id === null) return apiError("INVALID_ID");
  const product = await getProduct(id, locals.ctx.lang);
  if (!product) return apiError("NOT_FOUND", 404);
  return json(product, { headers: { "cache-control": CACHE_API_CATALOGUE } });
};
