/**
 * Order creation (`POST /api/public/order/new`, spec 2 §7; issue 12). The
 * server prices everything again from its own data through the same quote as
 * the delivery step (products, discounts, promo code, loyalty points, gift
 * card, delivery); the client sends only lines (ids and quantities), its
 * choices and the form. Then, in one transaction: stock, the gift card and
 * the points are taken with conditional updates, a guest gets a ghost user,
 * and the order is written with the day's next number and the digest of its
 * request (placeOrder answers a repeated idempotency key: order-idempotency.ts).
 * The confirmation e-mail and the shop's new-order e-mail (order-mails.ts) are
 * stored in the outbox after the commit and sent in the background.
 */
import { PHONE_RULES } from "../../../domain/address/phone";
import type { StoredLine } from "../../../domain/basket/basket-line";
import {
  checkCheckout,
  type CheckoutField,
  type CheckoutForm,
} from "../../../domain/checkout/checkout-form";
import type { Problems } from "../../../domain/address/problems";
import { convertBetween, currencyRate } from "../../../domain/pricing/currency";
import type { DeliveryChoice } from "../../../domain/checkout/order-quote";
import { stockDemand } from "../../../domain/basket/order-stock";
import { sellsArchived } from "../../../domain/basket/basket-pricing";
import { round2 } from "../../../domain/pricing/rounding";
import type { LookupGuard } from "../../auth/guess-limit";
import type { RequestContext } from "../../context";
import { getDb } from "../../db/client";
import { giftCardCurrency } from "../../repositories/checkout/gift-cards.repository";
import { findLocker } from "../../repositories/checkout/lockers.repository";
import { orderRow } from "../../views/order-row";
import {
  OrderConflict,
  buyerId,
  insertOrder,
  spendGiftCard,
  spendPoints,
  takeStock,
} from "../../repositories/orders/orders.repository";
import { sendOrderMails } from "./order-mails";
import { isOnlinePayment } from "../../../domain/checkout/payment-options";
import { quoteOrder } from "../checkout/quote.service";
import { bumpSharedPages } from "../page-version";
import { writeTransaction } from "../../db/transaction";
import { loggerFor } from "../../log/logger.mjs";

const log = loggerFor("order");

export interface NewOrderInput {
  lines: StoredLine[];
  country: string;
  delivery: DeliveryChoice;
  code?: string | undefined;
  giftCard?: string | undefined;
  paymentId: string;
  form: CheckoutForm;
  idempotencyKey: string;
  ref?: string | undefined;
  /** The client's lookup limits: the code and the card count against them. */
  guard: LookupGuard;
}

export interface PlacedOrder {
  no: string;
  summaryId: string;
  /** Where the shopper pays online (the payment provider's page), null when nothing is due online. */
  redirect: string | null;
  total: number;
  currency: string;
  paid: boolean;
  payment: { type: string; subType: string | null };
}

export type NewOrderResult =
  | { ok: true; order: PlacedOrder; replay: boolean }
  | {
      ok: false;
      status: 400 | 409 | 422;
      error: string;
      fields?: string[];
      /** What is wrong with each field of a `formInvalid` form (domain/address/problems.ts). */
      problems?: Problems<CheckoutField>;
    }
  | { ok: false; status: 429; error: "tooManyRequests"; retryAfter: number };

/** Whether every requested line survived the stock check with its quantity. */
function shortLines(requested: readonly StoredLine[], checked: readonly StoredLine[]): string[] {
  return requested
    .filter(
      (r) =>
        !checked.some(
          (c) =>
            c.product === r.product &&
            c.variantHash === r.variantHash &&
            Math.abs(c.quantity - r.quantity) < 1e-9,
        ),
    )
    .map((r) => r.product);
}

/** Writes a new order; `requestDigest` is stored with its idempotency key (order-idempotency.ts). */
export async function createOrder(
  ctx: RequestContext,
  input: NewOrderInput & { requestDigest: string },
  orderLink: (summaryId: string) => string,
  now: Date = new Date(),
): Promise<NewOrderResult> {
  const db = await getDb();
  const { settings, pricing } = ctx;
  const full = await quoteOrder(
    ctx,
    {
      lines: input.lines,
      country: input.country,
      postCode: input.form.ship.postCode.trim(),
      delivery: input.delivery,
      code: input.code,
      typedCode: input.code,
      giftCard: input.giftCard,
      payment: input.paymentId,
      guard: input.guard,
    },
    now.getTime(),
  );
  const { quote, basket, products } = full;
  // An archived product is never sold (issue 44): its lines are named apart from stock.
  const archived = input.lines.filter((l) => sellsArchived(l, products)).map((l) => l.product);
  if (archived.length > 0)
    return { ok: false, status: 409, error: "PRODUCT_ARCHIVED", fields: archived };
  // Lines the stock no longer covers come first: an emptied basket is sold out, not empty.
  const short = shortLines(input.lines, basket.checked);
  if (short.length > 0) return { ok: false, status: 409, error: "OUT_OF_STOCK", fields: short };
  if (quote.blocked) return { ok: false, status: 400, error: quote.blocked };
  // A gift card typed but not usable (used up, expired, unknown) is refused, not ignored.
  if (input.giftCard && (!full.giftCard || full.giftCard.value === null))
    return { ok: false, status: 400, error: "giftCardInvalid" };
  const delivery = quote.delivery;
  if (!delivery) return { ok: false, status: 400, error: "noDelivery" };

  // A locker delivery needs a real locker of its carrier (the code is only a choice of the client).
  let lockerName: string | undefined;
  if (delivery.lockerCarrier) {
    const locker = await findLocker(delivery.lockerCarrier, input.delivery.lockerCode ?? "");
    if (!locker) return { ok: false, status: 400, error: "noLocker" };
    lockerName = `${locker.name}, ${locker.address}, ${locker.postCode} ${locker.city}`;
  }
  // The quote offered the payment for this basket, country and delivery, and added its fee.
  const payment = quote.payment;
  if (!payment) return { ok: false, status: 400, error: "noPayment" };

  const check = checkCheckout(input.form, {
    country: input.country,
    deliveryType: delivery.type,
    paymentType: payment.type,
    regionShown: false,
    nipRequired: settings.additionalFunctions.nipRequired,
    companiesOnly: settings.additionalFunctions.companiesOnly,
    // The delivery's post code list was applied by the quote (no delivery otherwise).
    postCodeAllowed: () => true,
    phones: PHONE_RULES,
  });
  if (check.fields.length > 0)
    return {
      ok: false,
      status: 400,
      error: "formInvalid",
      fields: check.fields,
      problems: check.problems,
    };
  if (check.consents.length > 0)
    return { ok: false, status: 400, error: "needRulesAcceptance", fields: check.consents };

  const demand = stockDemand(basket.checked, products, pricing.stockValidationDisabled);
  const usedPoints = quote.promo?.ok ? (quote.promo.usedPoints ?? 0) : 0;
  const gift = full.giftCard;
  const email = input.form.email.trim().toLowerCase();
  const row = orderRow({
    ctx,
    input,
    quote,
    basket,
    products,
    delivery,
    payment,
    email,
    usedPoints,
    lockerName,
  });

  let result: { no: string; publicId: string };
  try {
    result = await writeTransaction(
      db,
      async (trx) => {
        await takeStock(trx, demand);
        let total = row.total;
        if (gift && quote.giftCardPaid > 0) {
          const currency = await giftCardCurrency(trx, gift.code);
          const cardRate = currency ? currencyRate(currency, settings) : undefined;
          if (!cardRate) throw new OrderConflict("GIFT_CARD_USED");
          const spent = round2(convertBetween(quote.giftCardPaid, pricing.rate, cardRate));
          await spendGiftCard(trx, gift.code, spent);
          // Kept with the order: a cancelled payment gives the card exactly this back.
          total = JSON.stringify({ ...(JSON.parse(row.total) as object), giftCardSpent: spent });
        }
        const userId = ctx.user ? Number(ctx.user.id) : null;
        if (usedPoints > 0 && userId !== null) await spendPoints(trx, userId, usedPoints);
        const buyer = await buyerId(
          trx,
          userId,
          {
            email,
            name: input.form.ship.name.trim(),
            lang: ctx.lang,
            phone: input.form.ship.phone,
          },
          now,
        );
        return insertOrder(
          trx,
          {
            ...row,
            total,
            user_id: buyer,
            stock_taken: JSON.stringify(demand),
            request_digest: input.requestDigest,
          },
          now,
          ctx.timeZone,
        );
      },
      "read committed",
    );
  } catch (error) {
    if (error instanceof OrderConflict)
      return { ok: false, status: 409, error: error.code, fields: error.detail };
    throw error;
  }
  bumpSharedPages();

  // The confirmation and the shop's notice are stored before the answer and sent in the
  // background: a slow or failing SMTP server never delays or fails an order (the outbox retries).
  // An order paid online thanks the shopper once the payment is confirmed (payment.service.ts).
  if (row.paid === 1 || !isOnlinePayment(payment.type))
    await sendOrderMails(settings, ctx.langConfig, result.publicId, () =>
      orderLink(result.publicId),
    ).catch((error: unknown) => log.error({ err: error }, "order e-mails not stored"));

  return {
    ok: true,
    replay: false,
    order: {
      no: result.no,
      summaryId: result.publicId,
      // Where an unpaid online order is paid is decided by placeOrder (place-order.service.ts).
      redirect: null,
      total: quote.total,
      currency: ctx.currency,
      paid: row.paid === 1,
      payment: { type: payment.type, subType: payment.subType },
    },
  };
}
