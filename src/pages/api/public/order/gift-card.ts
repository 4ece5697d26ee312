/**
 * POST /api/public/order/gift-card — body `{ code, currency? }` (the currency
 * cookie decides when absent). Answers `{ code, value }` in the shopper's
 * currency, or 400 `{ error: "NOT_VALID" | "TOO_SHORT" }`. Failed lookups count
 * against the client address's gift-card limit, on every path that looks a card
 * up (auth/guess-limit.ts): 429 `tooManyRequests` past the limit.
 * 401 `{ error: "PRICES_HIDDEN" }` when prices are for logged-in users and nobody is logged in.
 */
import { lookupGuard, lookupWait } from "../../../../server/auth/guess-limit";
import { addressOf, tooManyRequests } from "../../../../server/auth/rate-limit";
import type { APIRoute } from "astro";
import { z } from "zod";
import { currencyRate } from "../../../../domain/pricing/currency";
import { amountsRefused } from "../../../../server/http/price-access";
import { apiError, json, readJson } from "../../../../server/http/responses";
import { checkGiftCard } from "../../../../server/services/checkout/promo.service";

const Body = z.object({ code: z.string().max(64), currency: z.string().max(8).optional() });

export const POST: APIRoute = async (context) => {
  const refused = amountsRefused(context.locals.ctx);
  if (refused) return refused;
  const body = await readJson(context.request, Body, 4_000);
  if (!body.ok) return body.response;
  const guard = lookupGuard(addressOf(context));
  const wait = await lookupWait(guard, { giftCard: body.data.code });
  if (wait > 0) return tooManyRequests(wait);
  const { ctx } = context.locals;
  const currency = body.data.currency?.toLowerCase() ?? ctx.pricing.currency;
  const rate = currencyRate(currency, ctx.settings);
  if (rate === undefined) return apiError("UNKNOWN_CURRENCY");
  const outcome = await checkGiftCard(ctx, body.data.code, rate, guard);
  if (!outcome.ok) return apiError(outcome.error);
  return json({ code: outcome.code, value: outcome.value, currency });
};
