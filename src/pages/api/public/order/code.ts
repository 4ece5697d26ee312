/**
 * POST /api/public/order/code — body `{ code, lines, deliveryCountry? }`
 * (currency from the cookie, lang from the query). Answers
 * `{ title, message, value, code }` or 400 `{ error, message }` with error one of
 * NOT_VALID, LOGIN_REQUIRED (a guest's LOYALTY: points need a login), MINIMUM_BASKET_VALUE,
 * MINIMAL_POINTS, MINIMUM_PRODUCTS. The basket
 * is priced by the quote service from ids and quantities. Unknown codes count
 * against the client address's promo-code limit, on every path that looks a code
 * up (auth/guess-limit.ts): 429 `tooManyRequests` past the limit.
 * 401 `{ error: "PRICES_HIDDEN" }` when prices are for logged-in users and nobody is logged in.
 */
import { lookupGuard, lookupWait } from "../../../../server/auth/guess-limit";
import { addressOf, tooManyRequests } from "../../../../server/auth/rate-limit";
import type { APIRoute } from "astro";
import { z } from "zod";
import { countrySchema, linesSchema } from "../../../../domain/basket/basket-line.schemas";
import { amountsRefused } from "../../../../server/http/price-access";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { evaluateCode } from "../../../../server/services/checkout/promo.service";

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
  const guard = lookupGuard(addressOf(context));
  const wait = await lookupWait(guard, { code: body.data.code });
  if (wait > 0) return tooManyRequests(wait);
  const outcome = await evaluateCode(context.locals.ctx, { ...body.data, guard });
  if (!outcome.ok) {
    if (outcome.error === "tooManyRequests")
      return tooManyRequests(await lookupWait(guard, { code: body.data.code }));
    return apiError(outcome.error, 400, { message: outcome.message });
  }
  return json(outcome.applied);
};
