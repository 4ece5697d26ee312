/**
 * The server's quote of a basket (`POST /api/public/order/quote`, and the
 * delivery-options and code endpoints): the basket's products are loaded
 * once, then the pure `orderQuote` computes every total. Nothing here trusts
 * a figure from the client: lines are ids and quantities, the code and the
 * gift card are looked up again on every quote, under the client's lookup
 * limits (auth/guess-limit.ts): past them nothing is looked up and the outcome
 * is `tooManyRequests`, so a valid card or code is never revealed.
 */
import type { StoredLine } from "../../../domain/basket/basket-line";
import { priceBasket, productMap, type PricedBasket } from "../../../domain/basket/basket-pricing";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import { currencyRate } from "../../../domain/pricing/currency";
import { giftCardValue, shouldLookUpGiftCard } from "../../../domain/checkout/gift-card";
import {
  orderQuote,
  type DeliveryChoice,
  type OrderQuote,
} from "../../../domain/checkout/order-quote";
import type { PricingContext } from "../../../domain/pricing/pricing-context";
import type { Settings } from "../../../domain/shop/settings.types";
import type { GiftCardQuote, QuoteView } from "../../../contracts/quote.types";
import type { RequestContext } from "../../context";
import { lineViews } from "../../../domain/basket/line-view";
import {
  activeDeliveryMethods,
  activePaymentMethods,
  findPromoCode,
} from "../../repositories/checkout/checkout.repository";
import { findGiftCard } from "../../repositories/checkout/gift-cards.repository";
import { getBasketProducts } from "../catalogue.service";
import { isTestPayment, payableMethods } from "../orders/payment-routing";
import { variantLabels } from "./basket.service";
import { codeOutcome } from "../../views/code-outcome";
import { isGuessedCode, lookupWaits, type LookupGuard } from "../../auth/guess-limit";
import { translator } from "../../../i18n/core";

export interface QuoteRequest {
  lines: readonly StoredLine[];
  country: string;
  postCode?: string | undefined;
  delivery?: DeliveryChoice | null | undefined;
  /** Text in the promo input, for the order button's 'invalid code' rule. */
  typedCode?: string | undefined;
  /** A code (or LOYALTY) to apply. */
  code?: string | undefined;
  /** A gift card code to apply. */
  giftCard?: string | undefined;
  /** The chosen payment option's id: its fee is part of the total. */
  payment?: string | undefined;
  /** The client's lookup limits: every code and card looked up counts against them. */
  guard: LookupGuard;
}

/** The card's remaining value in the shopper's currency; null when not usable or unknown. */
export async function giftCardValueFor(
  settings: Settings,
  pricing: Pick<PricingContext, "rate">,
  rawCode: string,
  now: number,
  guard: LookupGuard,
): Promise<{ code: string; value: number | null } | null> {
  const code = rawCode.trim().toUpperCase();
  if (!shouldLookUpGiftCard(code)) return null;
  const card = await findGiftCard(code);
  const value = giftCardValue(card, {
    now,
    currencyRate: pricing.rate,
    cardCurrencyRate: card ? currencyRate(card.currency, settings) : undefined,
  });
  await (value === null ? guard.missed("giftCard", code) : guard.found("giftCard", code));
  return { code, value };
}

export interface FullQuote {
  quote: OrderQuote;
  view: QuoteView;
  /** The priced basket and its products, for an order written from this quote. */
  basket: PricedBasket;
  products: ReadonlyMap<string, Product>;
  /** The promo code looked up, and the gift card with its value in the shopper's currency. */
  giftCard: { code: string; value: number | null } | null;
}

export async function quoteOrder(
  ctx: RequestContext,
  request: QuoteRequest,
  now = Date.now(),
): Promise<FullQuote> {
  const { pricing, settings } = ctx;
  const { guard } = request;
  const giftText = request.giftCard ?? "";
  // Seconds to wait before the code or the card may be looked up (0: it may).
  const { code: codeWait, giftCard: giftWait } = await lookupWaits(guard, {
    code: request.code,
    giftCard: giftText,
  });
  const codeText = codeWait > 0 ? "" : (request.code ?? "").trim();
  const [list, methods, payMethods, code, gift, labels] = await Promise.all([
    getBasketProducts(request.lines, pricing.lang),
    activeDeliveryMethods(pricing.lang, settings.baseLang),
    activePaymentMethods(pricing.lang, settings.baseLang).then((all) =>
      payableMethods(all, settings),
    ),
    codeText ? findPromoCode(codeText) : Promise.resolve(null),
    giftText && giftWait === 0 ? giftCardValueFor(settings, pricing, giftText, now, guard) : null,
    request.lines.some((l) => l.variantHash !== "") ? variantLabels(ctx) : null,
  ]);
  const products = productMap(list);
  const loyaltyPoints =
    ctx.user && settings.additionalFunctions.loyaltyEnabled ? ctx.user.loyaltyPoints : null;
  const basket = priceBasket(request.lines, products, pricing, request.country);
  const quote = orderQuote({
    basket,
    products,
    rate: pricing.rate,
    country: request.country,
    postCode: request.postCode ?? "",
    methods,
    delivery: request.delivery ?? null,
    typedCode: request.typedCode ?? request.code ?? "",
    code,
    codeSent: codeText !== "",
    loyaltyPoints,
    loyaltyLogin: !ctx.user && settings.additionalFunctions.loyaltyEnabled,
    giftCardValue: gift?.value ?? null,
    payments: payMethods,
    paymentId: request.payment || null,
    now,
    timeZone: ctx.timeZone,
  });
  if (isGuessedCode(codeText))
    await (quote.promo?.ok === false && quote.promo.error === "notValid"
      ? guard.missed("promoCode", codeText)
      : guard.found("promoCode", codeText));
  let giftCard: GiftCardQuote | null =
    giftWait > 0 ? { ok: false, error: "tooManyRequests", retryAfter: giftWait } : null;
  if (gift)
    giftCard =
      gift.value === null
        ? { ok: false, error: "NOT_VALID" }
        : {
            ok: true,
            code: gift.code,
            value: gift.value,
            paid: quote.giftCardPaid,
            coversTotal: quote.giftCardCoversTotal,
          };
  const view: QuoteView = {
    lines: lineViews(basket, products, {
      lang: pricing.lang,
      locale: pricing.locale,
      labels,
      stored: request.lines,
    }),
    dropped: Math.max(0, request.lines.length - basket.checked.length),
    payments: quote.payments.map(({ id, type, subType, name, fee }) => ({
      id,
      type,
      subType,
      name,
      fee,
      test: isTestPayment({ type, subType }, settings),
    })),
    payment: quote.payment?.id ?? null,
    paymentFee: quote.paymentFee,
    paymentFeeNetto: quote.paymentFeeNetto,
    productsTotal: quote.productsTotal,
    productsNetto: quote.productsNetto,
    count: quote.count,
    options: quote.options,
    delivery: quote.delivery?.id ?? null,
    deliveryPrice: quote.deliveryPrice,
    deliveryNetto: quote.deliveryNetto,
    code:
      codeWait > 0
        ? {
            ok: false,
            error: "tooManyRequests",
            message: translator(pricing.lang)("basket.promo.tooMany", {
              minutes: Math.ceil(codeWait / 60),
            }),
          }
        : quote.promo
          ? codeOutcome(pricing, quote.promo)
          : null,
    discount: quote.discount,
    discountNetto: quote.discountNetto,
    giftCard,
    totalBeforeGiftCard: quote.totalBeforeGiftCard,
    totalNetto: quote.totalNetto,
    total: quote.total,
    blocked: quote.blocked,
    loyaltyPoints,
  };
  return { quote, view, basket, products, giftCard: gift };
}
