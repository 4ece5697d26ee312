/**
 * The order quote: every total of the delivery step (and of checkout) from a
 * priced basket, the delivery methods, the chosen delivery, a promo code or
 * loyalty points and a gift card, plus the reason the order button is blocked
 * (spec 1 §5 "Basket order button", spec 2 §5 "Basket step"). Pure: the
 * server calls it with what it loaded from the database, and the browser may
 * call it with the same inputs; the server's answer is the one shown.
 *
 * Rules decided here, where the spec is silent:
 * - The free-delivery measure is the products total after the promo discount
 *   (never below 0), in the base currency; gift cards do not lower it.
 * - A delivery choice that is not among the available options counts as no
 *   delivery; a locker delivery needs a locker code, a timed delivery a date
 *   and time that pass the method's time rules at `now`.
 * - The gift card pays at most the total after the discount; the order total
 *   never goes below zero.
 * - Net figures for net display modes: delivery prices (each option's
 *   `priceNetto`) and the discount are gross amounts of the whole basket;
 *   their net value splits them over the basket's VAT rates (`nettoOfShared`).
 *   `totalNetto` is the order's net value: products net + delivery net −
 *   discount net (never below 0). A gift card is a means of payment, not a
 *   price reduction, so it lowers only the gross to pay (`total`), never the
 *   net value.
 * - The chosen payment's fee (cash on delivery: 5 zł) is added to the total
 *   like the delivery price (its net value split the same way). Whether a
 *   gift card covers the total is decided without a fee: then only the
 *   gift-card payment, which has none, is offered.
 */
import type { PricedBasket } from "../basket/basket-pricing";
import type { Product } from "../catalogue/catalogue.types";
import { convert } from "../pricing/currency";
import {
  availableDays,
  methodOffer,
  parseSlot,
  slotProblem,
  type BasketFacts,
  type MethodData,
} from "./delivery-availability";
import type { DeliveryOption } from "./delivery.types";
import { giftCardCoverage } from "./gift-card";
import { round2, round4 } from "../pricing/rounding";
import { orderBlockReason, type OrderBlockReason } from "./order-button";
import { applyPromo, totalAfterDiscounts, type PromoCode, type PromoResult } from "./promo";
import { basketWeight } from "../basket/basket-totals";
import { nettoOfShared } from "../pricing/vat";
import { paymentOffers, type PaymentMethod, type PaymentOffer } from "./payment-options";

/** An active delivery method as stored: its name already in the shopper's language. */
export interface DeliveryMethod {
  id: string;
  type: string;
  name: string;
  days: number;
  data: MethodData;
}

/** The shopper's delivery choice (order state `delivery`). */
export interface DeliveryChoice {
  id: string;
  lockerCode?: string | undefined;
  date?: string | undefined;
  time?: string | undefined;
}

export interface QuoteInput {
  basket: PricedBasket;
  products: ReadonlyMap<string, Product>;
  /** The shopper's currency rate against the base currency. */
  rate: number;
  country: string;
  postCode: string;
  methods: readonly DeliveryMethod[];
  delivery: DeliveryChoice | null;
  /** Text in the promo input (blocks the order when typed but not valid). */
  typedCode: string;
  /** The code to apply, as found in the database (null: none sent or not found). */
  code: PromoCode | null;
  /** Whether a code was sent to apply (a sent code that is not found is 'notValid'). */
  codeSent: boolean;
  /** Loyalty points of a logged-in shopper with loyalty enabled, else null. */
  loyaltyPoints: number | null;
  /** Loyalty is enabled and nobody is logged in (LOYALTY asks to log in). */
  loyaltyLogin?: boolean | undefined;
  /** A usable gift card's remaining value in the shopper's currency, or null. */
  giftCardValue: number | null;
  /** The active payment methods, and the id of the one chosen (null: none yet). */
  payments: readonly PaymentMethod[];
  paymentId: string | null;
  now: number;
  /** The shop's time zone: timed delivery days and hours are its wall clock (domain/shop/dates.ts). */
  timeZone: string;
}

export interface OrderQuote {
  productsTotal: number;
  productsNetto: number;
  count: number;
  options: DeliveryOption[];
  /** The chosen option when it is available. */
  delivery: DeliveryOption | null;
  deliveryPrice: number;
  /** Net value of the delivery price (see the module's rules). */
  deliveryNetto: number;
  /** The promo outcome, null when no code was sent. */
  promo: PromoResult | null;
  discount: number;
  discountNetto: number;
  totalBeforeGiftCard: number;
  /** Net value of the order: products + delivery − discount, net; the gift card does not lower it. */
  totalNetto: number;
  giftCardPaid: number;
  /** The gift card's value covers the total: only the gift-card payment is offered. */
  giftCardCoversTotal: boolean;
  /** The payment options offered for this basket, country and delivery, with their fees. */
  payments: PaymentOffer[];
  /** The chosen payment when it is offered, else null. */
  payment: PaymentOffer | null;
  paymentFee: number;
  paymentFeeNetto: number;
  total: number;
  blocked: OrderBlockReason | null;
  /** What delivery and payment rules measure: products after the discount, base currency. */
  facts: BasketFacts;
}

/** What the free-delivery rules measure: products after the discount, in the base currency. */
export function freeDeliveryFacts(input: {
  productsTotal: number;
  discount: number;
  rate: number;
  count: number;
  weight: number;
}): BasketFacts {
  const after = Math.max(0, input.productsTotal - Math.max(0, input.discount));
  return {
    totalBase: round4(convert(after, 1 / (input.rate || 1))),
    count: input.count,
    weight: input.weight,
  };
}

/** The available delivery options, priced for the basket facts. */
export function deliveryOptionsFor(
  methods: readonly DeliveryMethod[],
  input: {
    country: string;
    postCode: string;
    facts: BasketFacts;
    rate: number;
    now: number;
    timeZone: string;
  },
): DeliveryOption[] {
  const out: DeliveryOption[] = [];
  for (const method of methods) {
    const offer = methodOffer(method.data, input);
    if (!offer.available) continue;
    const timeLogic = method.data.timeEnabled ? (method.data.timeLogic ?? {}) : null;
    out.push({
      id: method.id,
      type: method.type,
      name: method.name,
      days: method.days,
      price: offer.price,
      free: offer.free,
      freeHint: offer.freeHint,
      lockerCarrier: method.data.lockerCarrier ?? null,
      timeEnabled: method.data.timeEnabled === true,
      timeLogic,
      slotDays: timeLogic ? availableDays(timeLogic, input.now, input.timeZone, 60) : undefined,
      timeZone: timeLogic ? input.timeZone : undefined,
    });
  }
  return out;
}

function slotChosen(
  option: DeliveryOption,
  choice: DeliveryChoice,
  now: number,
  timeZone: string,
): boolean {
  if (!option.timeEnabled || !choice.date || !choice.time) return false;
  const slot = parseSlot(choice.date, choice.time);
  return slot !== null && slotProblem(slot, option.timeLogic ?? undefined, now, timeZone) === null;
}

export function orderQuote(input: QuoteInput): OrderQuote {
  const { basket, products, rate } = input;
  const promo: PromoResult | null = input.code
    ? applyPromo(
        input.code,
        basket.lines.map((l) => ({
          product: l.product,
          type: products.get(l.product)?.type ?? "normal",
          unitBrutto: l.unitBrutto,
          quantity: l.quantity,
          isDiscounted: l.isDiscounted,
        })),
        {
          rate,
          now: input.now,
          loyaltyPoints: input.loyaltyPoints,
          loyaltyLogin: input.loyaltyLogin,
        },
      )
    : input.codeSent
      ? { ok: false, error: "notValid" }
      : null;
  const discount = promo?.ok ? promo.value : 0;
  const facts = freeDeliveryFacts({
    productsTotal: basket.brutto,
    discount,
    rate,
    count: basket.count,
    weight: basketWeight(basket.checked, products),
  });
  const options = deliveryOptionsFor(input.methods, {
    country: input.country,
    postCode: input.postCode,
    facts,
    rate,
    now: input.now,
    timeZone: input.timeZone,
  }).map((o) => ({ ...o, priceNetto: nettoOfShared(o.price, basket.lines) }));
  const choice = input.delivery;
  const delivery = (choice && options.find((o) => o.id === choice.id)) ?? null;
  const deliveryPrice = delivery?.price ?? 0;
  const deliveryNetto = delivery?.priceNetto ?? 0;
  const discountNetto = nettoOfShared(discount, basket.lines);
  const giftValue = input.giftCardValue;
  const beforeFee = totalAfterDiscounts({
    products: basket.brutto,
    delivery: deliveryPrice,
    discount,
  });
  const giftCardCoversTotal = giftValue !== null && giftValue >= beforeFee;
  const payments = paymentOffers(input.payments, input.country, giftCardCoversTotal, {
    facts,
    deliveryType: delivery?.type ?? null,
    rate,
  });
  const payment = payments.find((p) => p.id === input.paymentId) ?? null;
  const paymentFee = payment?.fee ?? 0;
  const paymentFeeNetto = nettoOfShared(paymentFee, basket.lines);
  const charges = { products: basket.brutto, delivery: deliveryPrice + paymentFee, discount };
  const totalBeforeGiftCard = totalAfterDiscounts(charges);
  const giftCardPaid = giftValue === null ? 0 : giftCardCoverage(giftValue, totalBeforeGiftCard);
  const total = totalAfterDiscounts({ ...charges, giftCard: giftCardPaid });
  const typed = input.typedCode.trim().toUpperCase();
  const blocked = orderBlockReason({
    total,
    productCount: basket.count,
    deliveryChosen: delivery !== null,
    codeLoading: false,
    promoTyped: typed,
    promoValid: promo?.ok === true && typed === (input.code?.code ?? "").toUpperCase(),
    lockerRequired: delivery?.lockerCarrier != null,
    lockerChosen: Boolean(choice?.lockerCode),
    timedRequired: delivery?.timeEnabled === true,
    dayChosen:
      delivery !== null &&
      choice !== null &&
      slotChosen(delivery, choice, input.now, input.timeZone),
  });
  return {
    productsTotal: basket.brutto,
    productsNetto: basket.netto,
    count: basket.count,
    options,
    delivery,
    deliveryPrice,
    deliveryNetto,
    promo,
    discount,
    discountNetto,
    totalBeforeGiftCard,
    totalNetto: Math.max(0, round2(basket.netto + deliveryNetto + paymentFeeNetto - discountNetto)),
    giftCardPaid,
    giftCardCoversTotal,
    payments,
    payment,
    paymentFee,
    paymentFeeNetto,
    total,
    blocked,
    facts,
  };
}
