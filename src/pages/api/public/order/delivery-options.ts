/**
 * POST /api/public/order/delivery-options — body `{ country, postCode?, lines, code? }`.
 * Answers the delivery options available for that basket, priced in the
 * shopper's currency, from the same quote as the delivery step's totals. A
 * promo `code` is re-checked by the server and its discount lowers the
 * free-delivery measure; a `discount` amount sent by older clients is ignored.
 * The code counts against the client's promo-code limit (auth/guess-limit.ts);
 * past it the code is not looked up and the options carry no discount.
 * 401 `{ error: "PRICES_HIDDEN" }` when prices are for logged-in users and nobody is logged in.
 */
import { lookupGuard } from "../../../../server/auth/guess-limit";
import { addressOf } from "../../../../server/auth/rate-limit";
import type { APIRoute } from "astro";
import { z } from "zod";
import { countrySchema, linesSchema } from "../../../../domain/basket/basket-line.schemas";
import { amountsRefused } from "../../../../server/http/price-access";
import { json, readJson } from "../../../../server/http/responses";
import { deliveryOptions } from "../../../../server/services/checkout/delivery.service";

const Body = z.object({
  country: countrySchema,
  postCode: z.string().max(16).default(""),
  lines: linesSchema,
  code: z.string().max(64).optional(),
  discount: z.unknown().optional(),
});

export const POST: APIRoute = async (context) => {
  const refused = amountsRefused(context.locals.ctx);
  if (refused) return refused;
  const body = await readJson(context.request, Body);
  if (!body.ok) return body.response;
  const { country, postCode, lines, code } = body.data;
  const guard = lookupGuard(addressOf(context));
  return json(await deliveryOptions(context.locals.ctx, { country, postCode, lines, code, guard }));
};
