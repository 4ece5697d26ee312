/**
 * GET /api/public/suggestions?lang&id&categories&mainCategory&count&archived —
 * products to suggest (4, or 8 for archived products). Any failure gives an
 * empty list, as the spec asks.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { dbIds } from "../../../domain/shop/ids";
import { flagParam, publicId } from "../../../server/http/api-schemas";
import { productsForViewer } from "../../../domain/pricing/price-visibility";
import { catalogueApiHeaders } from "../../../server/http/cache-headers";
import { json, readQuery } from "../../../server/http/responses";
import { getSuggestions } from "../../../server/services/listing/search.service";
import { loggerFor } from "../../../server/log/logger.mjs";

const log = loggerFor("suggestions");

const Query = z.object({
  id: publicId.optional(),
  categories: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => dbIds((v ?? "").split(","))),
  mainCategory: publicId.optional(),
  count: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .optional(),
  archived: flagParam,
  lang: z.string().optional(),
});

export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, Query);
  if (!query.ok) return query.response;
  const { id, categories, mainCategory, count, archived } = query.data;
  try {
    const products = await getSuggestions({
      lang: locals.ctx.lang,
      id: id ?? null,
      categories,
      mainCategory: mainCategory ?? null,
      count: count ?? (archived ? 8 : 4),
      archived,
    });
    return json(productsForViewer(products, locals.ctx.pricing), {
      headers: catalogueApiHeaders(locals.ctx),
    });
  } catch (error) {
    log.error({ err: error }, "suggestions failed");
    return json([]);
  }
};
