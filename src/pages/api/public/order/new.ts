/**
 * POST /api/public/order/new — places an order (spec 2 §7; issue 12).
 *   Body: `{ lines, country, delivery: { id, lockerCode?, date?, time? },
 *   code?, giftCard?, paymentId, form, idempotencyKey, ref? }` with `form`
 *   the checkout form of spec 2 §3 (ship, email, retypedEmail, comment,
 *   company, invoice, nip, showInvoice, terms, processing, marketing).
 *   Language from the query, currency from the cookie, the buyer from the
 *   session (a guest gets a ghost user). Every amount is computed here.
 *   201 `{ no, summaryId, redirect, total, currency, paid, payment }` and the
 *       `last_order` cookie (so `/order/summary` shows it again); the same key
 *       with the same request (lines, choices, form, codes, currency, buyer) again
 *       answers 200 with the same order; `redirect` is where an order paid online
 *       is paid (the provider's page, or the order's payment page /order/pay/{id}),
 *       null when nothing is due online;
 *   400 `{ error: "formInvalid", fields, problems }` naming each invalid field and what is
 *       wrong with it (`{ "ship.postCode": { code: "postCode", format: "00-000" } }`,
 *       domain/address/problems.ts), `{ error: "needRulesAcceptance", fields }`, a quote
 *       block (`noDelivery`, `invalidCode`, `noLocker`, `noDay`, `noProducts`…),
 *       `noPayment`, `giftCardInvalid` (a used, expired or unknown card), or `INVALID_INPUT`;
 *   401 `{ error: "PRICES_HIDDEN" }` when prices are for logged-in users and nobody is logged in;
 *   429 `tooManyRequests` when the client is past its gift-card or promo-code lookup
 *       limit (auth/guess-limit.ts), whose lookups here count against too (a request
 *       whose key already made an order replays it first);
 *   409 `{ error: "PRODUCT_ARCHIVED", fields: productIds }` naming the lines that sell an
 *       archived product (never sold, issue 44), `{ error: "OUT_OF_STOCK", fields: productIds }`, `GIFT_CARD_USED`,
 *       `POINTS_USED`, `orderCancelled` when the key's order was cancelled for want of
 *       payment (send the same order again under a new key); 422 `{ error: "idempotencyKeyReused" }` when the key was
 *       already used by a different request (nothing is written);
 *       503 `{ error: "UNAVAILABLE" }` with `Retry-After` when the database is
 *       down or its write lock stayed taken for 5 s (nothing is written; retry with the same key).
 */
import type { APIRoute } from "astro";
import { z } from "zod";
import { FIELD_LIMITS } from "../../../../domain/address/limits";
import { countrySchema, linesSchema } from "../../../../domain/basket/basket-line.schemas";
import { lookupGuard } from "../../../../server/auth/guess-limit";
import { addressOf, tooManyRequests } from "../../../../server/auth/rate-limit";
import { addressFields, deliveryChoice, text } from "../../../../server/http/api-schemas";
import { rememberLastOrder } from "../../../../server/http/last-order";
import { amountsRefused } from "../../../../server/http/price-access";
import { apiError, json, readJson, unavailable } from "../../../../server/http/responses";
import { placeOrder } from "../../../../server/services/orders/place-order.service";
import { loggerFor } from "../../../../server/log/logger.mjs";

const log = loggerFor("order");

const Body = z.object({
  lines: linesSchema,
  country: countrySchema,
  delivery: deliveryChoice,
  code: text(64),
  giftCard: text(64),
  paymentId: z.string().max(32),
  form: z.object({
    ship: z.object({
      ...addressFields,
      region: text(FIELD_LIMITS.region),
      phone: text(FIELD_LIMITS.phone),
    }),
    email: text(FIELD_LIMITS.email),
    retypedEmail: text(FIELD_LIMITS.email),
    comment: text(FIELD_LIMITS.comment),
    company: z.boolean().default(false),
    invoice: z.object({ ...addressFields, country: text(FIELD_LIMITS.country) }).default({
      name: "",
      street: "",
      number: "",
      apartment: "",
      postCode: "",
      city: "",
      country: "",
    }),
    nip: text(FIELD_LIMITS.nip),
    showInvoice: z.boolean().default(false),
    terms: z.boolean().default(false),
    processing: z.boolean().default(false),
    marketing: z.boolean().default(false),
  }),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  ref: z.string().max(100).optional(),
});

export const POST: APIRoute = async (context) => {
  const { request, locals, cookies } = context;
  const refused = amountsRefused(locals.ctx);
  if (refused) return refused;
  const body = await readJson(request, Body, 100_000);
  if (!body.ok) return body.response;
  const { ctx } = locals;
  const guard = lookupGuard(addressOf(context));
  try {
    const result = await placeOrder(
      ctx,
      {
        ...body.data,
        code: body.data.code || undefined,
        giftCard: body.data.giftCard || undefined,
        guard,
      },
      {
        order: (id) => locals.absoluteHref(`/order/summary/${id}`),
        pay: (id) => locals.absoluteHref(`/order/pay/${id}`),
      },
      addressOf(context),
    );
    if (!result.ok && result.status === 429) return tooManyRequests(result.retryAfter);
    if (!result.ok) {
      const { fields, problems } = result;
      return apiError(result.error, result.status, {
        ...(fields ? { fields } : {}),
        ...(problems ? { problems } : {}),
      });
    }
    rememberLastOrder(cookies, request, result.order.summaryId);
    return json(result.order, { status: result.replay ? 200 : 201 });
  } catch (error) {
    log.error({ err: error }, "order failed");
    return unavailable();
  }
};
