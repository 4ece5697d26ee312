/** GET /api/public/product/{id}?lang — one product in a language, with only the prices the caller may see. */
import type { APIRoute } from "astro";
import { productForViewer } from "../../../../domain/pricing/price-visibility";
import { catalogueApiHeaders } from "../../../../server/http/cache-headers";
import { apiError, json } from "../../../../server/http/responses";
import { getProduct, parseId } from "../../../../server/services/catalogue.service";

export const GET: APIRoute = async ({ params, locals }) => {
  const id = parseId(params.id);
  if (id === null) return apiError("NOT_FOUND", 404);
  const product = await getProduct(id, locals.ctx.lang);
  if (!product) return apiError("NOT_FOUND", 404);
  return json(productForViewer(product, locals.ctx.pricing), {
    headers: catalogueApiHeaders(locals.ctx),
  });
};
