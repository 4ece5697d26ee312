/** POST /api/public/product/many?lang&detailed — products by ids, in the given order, with only the prices the caller may see. Body: `{ ids }`. */
import type { APIRoute } from "astro";
import { z } from "zod";
import { productsForViewer } from "../../../../domain/pricing/price-visibility";
import { idList } from "../../../../server/http/api-schemas";
import { json, readJson } from "../../../../server/http/responses";
import { getManyProducts } from "../../../../server/services/catalogue.service";

const Body = z.object({ ids: idList });

export const POST: APIRoute = async ({ request, url, locals }) => {
  const body = await readJson(request, Body);
  if (!body.ok) return body.response;
  const detailed = ["true", "1"].includes(url.searchParams.get("detailed") ?? "");
  const products = await getManyProducts(body.data.ids, locals.ctx.lang, detailed);
  return json(productsForViewer(products, locals.ctx.pricing));
};
