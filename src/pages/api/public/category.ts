/** GET /api/public/category?lang&id — a category with its children and breadcrumb. */
import type { APIRoute } from "astro";
import { z } from "zod";
import { publicId } from "../../../server/http/api-schemas";
import { CACHE_API_CATALOGUE } from "../../../server/http/cache-headers";
import { apiError, json, readQuery } from "../../../server/http/responses";
import { getCategories } from "../../../server/services/catalogue.service";
import { getCategoryById } from "../../../server/services/listing/category.service";

const Query = z.object({ id: publicId.optional(), lang: z.string().optional() });

export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, Query);
  if (!query.ok) return query.response;
  if (query.data.id === undefined) {
    return json(await getCategories(), { headers: { "cache-control": CACHE_API_CATALOGUE } });
  }
  const result =
    query.data.id === null ? null : await getCategoryById(locals.ctx.lang, query.data.id);
  if (!result) return apiError("NOT_FOUND", 404);
  return json(result, { headers: { "cache-control": CACHE_API_CATALOGUE } });
};
