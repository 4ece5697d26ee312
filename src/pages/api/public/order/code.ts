/**
 * POST /api/public/order/code — body `{ code, lines, deliveryCountry? }`
 * (currency from the cookie, lang from the query). Answers
 * `{ title, message, value, code }` or 400 `{ error, message }` with error one of
 * NOT_VALID, MINIMUM_BASKET_VALUE, MINIMAL_POINTS, MINIMUM_PRODUCTS. The basket
 * is priced by the quote service from ids and quantities. Unknown codes are
 * limited per client address (guessing): 429 `tooManyRequests` past the limit.
 * 401 `{ error: "PRICES_HIDDEN" }` when prices are for logged-in users and nobody is logged in.
 */
import { addressOf, count, retryAfter, tooManyRequests } from "../../../../server/auth/rate-limit";
import type { APIRoute } from "astro";
import { z } from "zod";
import { countrySchema, linesSchema } from "../../../../domain/basket-line.schemas";
import { amountsRefused } from "../../../../server/http/price-access";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { evaluateCode } from "../../../../server/services/promo.service";

const Body = z.object({
  code: z.string().max(64),
  lines: linesSchema,
  deliveryCountry: countrySchema.optional(),
});

export const POST: APIRoute = async (context) => {
  const refused = amountsRefused(context.locals.ctx);
  if (refused) return refused;
  const body = await readJson(context.request, Body);
  if (!body.ok) return body.response;
  const address = addressOf(context);
  const keys = { account: address, address };
  const wait = await retryAfter("promoCode", keys);
  if (wait > 0) return tooManyRequests(wait);
  const outcome = await evaluateCode(context.locals.ctx, body.data);
  if (!outcome.ok) {
    if (outcome.error === "NOT_VALID") await count("promoCode", keys);
    return apiError(outcome.error, 400, { message: outcome.message });
  }
  return json(outcome.applied);
};
