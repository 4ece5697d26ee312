/**
 * GET /api/public/search?lang&query&scope — full-text search. Fewer than 3
 * characters answer an empty result with `tooShort: true` (not an error).
 * Besides the products, categories and content pages (`pages`) whose names
 * match, `hits` carries the products as the header's overlay shows them
 * (thumbnail and price as the shopper sees it).
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { productsForViewer } from "../../../domain/pricing/price-visibility";
import { normaliseSearchText } from "../../../domain/catalogue/search-text";
import { catalogueApiHeaders } from "../../../server/http/cache-headers";
import { json, readQuery } from "../../../server/http/responses";
import { search, SEARCH_MIN_LENGTH } from "../../../server/services/listing/search.service";
import { searchHits } from "../../../server/views/search-hits";

const Query = z.object({
  query: z.string().max(200).default(""),
  scope: z.enum(["products", "categories", "all"]).default("all"),
  lang: z.string().optional(),
});

export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, Query);
  if (!query.ok) return query.response;
  const text = normaliseSearchText(query.data.query);
  const started = performance.now();
  const result = await search(locals.ctx.lang, text, query.data.scope);
  const timing = `search;dur=${(performance.now() - started).toFixed(2)}`;
  return json(
    {
      ...result,
      products: productsForViewer(result.products, locals.ctx.pricing),
      hits: searchHits(result.products.slice(0, 8), locals.ctx),
      tooShort: text.length < SEARCH_MIN_LENGTH,
    },
    { headers: { ...catalogueApiHeaders(locals.ctx), "server-timing": timing } },
  );
};
