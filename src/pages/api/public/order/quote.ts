/**
 * POST /api/public/order/quote — body `{ lines, country, postCode?, delivery?,
 * typedCode?, code?, giftCard?, payment? }` (lang from the query, currency from
 * the cookie). Answers the whole quote both checkout steps show (`QuoteView`):
 * the lines as the tables show them (names, images, variants, prices, stock),
 * delivery options, the code's outcome, gift card coverage, the payment
 * options with their fees, every total and the reason the order button is
 * blocked. Only ids, quantities and codes are read from
 * the client; every amount is computed here. The code and the card count
 * against the client's lookup limits (auth/guess-limit.ts): past them they are
 * not looked up, the totals leave them out and their outcome is `tooManyRequests`.
 * 401 `{ error: "PRICES_HIDDEN" }` when prices are for logged-in users and nobody is logged in.
 */
import { lookupGuard } from "../../../../server/auth/guess-limit";
import { addressOf } from "../../../../server/auth/rate-limit";
import type { APIRoute } from "astro";
import { z } from "zod";
import { countrySchema, linesSchema } from "../../../../domain/basket/basket-line.schemas";
import { deliveryChoice, text } from "../../../../server/http/api-schemas";
import { amountsRefused } from "../../../../server/http/price-access";
import { json, readJson } from "../../../../server/http/responses";
import { quoteOrder } from "../../../../server/services/checkout/quote.service";

const Body = z.object({
  lines: linesSchema,
  country: countrySchema,
  postCode: text(16),
  delivery: deliveryChoice.nullable().default(null),
  typedCode: text(64),
  code: text(64),
  giftCard: text(64),
  payment: text(32),
});

export const POST: APIRoute = async (context) => {
  const refused = amountsRefused(context.locals.ctx);
  if (refused) return refused;
  const body = await readJson(context.request, Body);
  if (!body.ok) return body.response;
  const guard = lookupGuard(addressOf(context));
  const { view } = await quoteOrder(context.locals.ctx, { ...body.data, guard });
  return json(view);
};
