/**
 * POST /api/public/order/delivery-options — body `{ country, postCode?, lines, code? }`.
 * Answers the delivery options available for that basket, priced in the
 * shopper's currency, from the same quote as the delivery step's totals. A
 * promo `code` is re-checked by the server and its discount lowers the
 * free-delivery measure; a `discount` amount sent by older clients is ignored.
 * 401 `{ error: "PRICES_HIDDEN" }` when prices are for logged-in users and nobody is logged in.
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { countrySchema, linesSchema } from "../../../../domain/basket-line.schemas";
import { amountsRefused } from "../../../../server/http/price-access";
import { json, readJson } from "../../../../server/http/responses";
import { deliveryOptions } from "../../../../server/services/delivery.service";

const Body = z.object({
  country: countrySchema,
  postCode: z.string().max(16).default(""),
  lines: linesSchema,
  code: z.string().max(64).optional(),
  discount: z.unknown().optional(),
});

export const POST: APIRoute = async ({ request, locals }) => {
  const refused = amountsRefused(locals.ctx);
  if (refused) return refused;
  const body = await readJson(request, Body);
  if (!body.ok) return body.response;
  const { country, postCode, lines, code } = body.data;
  return json(await deliveryOptions(locals.ctx, { country, postCode, lines, code }));
};
