/**
 * GET /api/public/group/{id}?manufacturer&lang — a product group, or a manufacturer when
 * `manufacturer=true`, with only the prices the caller may see.
 */
import type { APIRoute } from "astro";
import { productsForViewer } from "../../../../domain/pricing/price-visibility";
import { catalogueApiHeaders } from "../../../../server/http/cache-headers";
import { apiError, json } from "../../../../server/http/responses";
import { parseId } from "../../../../server/services/catalogue.service";
import { getGroup } from "../../../../server/services/listing/collection.service";

export const GET: APIRoute = async ({ params, url, locals }) => {
  const id = parseId(params.id);
  if (id === null) return apiError("NOT_FOUND", 404);
  const isManufacturer = ["true", "1"].includes(url.searchParams.get("manufacturer") ?? "");
  const group = await getGroup(id, locals.ctx.lang, isManufacturer);
  if (!group) return apiError("NOT_FOUND", 404);
  return json(
    { ...group, products: productsForViewer(group.products, locals.ctx.pricing) },
    { headers: catalogueApiHeaders(locals.ctx) },
  );
};
