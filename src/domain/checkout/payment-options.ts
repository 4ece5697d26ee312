/**
 * Which payment options the order details step offers (spec 1 §5 payment
 * availability, spec 2 §5 gift card): a method whose country list has the
 * delivery country ('eu' for an EU country, 'all') and is not disabled for
 * it, whose advanced hide rule holds for the basket (`total >= 50 && total
 * <= 5000`: products after the discount in the base currency, as for
 * delivery; a formula error hides it) and, when it names delivery types
 * (`deliveryTypes: ["courier"]` for cash on delivery), whose chosen delivery
 * is one of them. When a gift card covers the whole total only the gift-card
 * payment is offered; otherwise the gift-card payment is not offered (the
 * card lowers the amount and another method pays the rest).
 *
 * A method's fee is its list price for the country (`price[country]`, else
 * `price.all`, base currency gross; cash on delivery: `{ pl: 5 }`) in the
 * shopper's currency; the chosen method's fee is part of the order's total
 * (order-quote.ts). The gift-card payment has no fee.
 */
import { convert } from "../pricing/currency";
import { round2 } from "../pricing/rounding";
import {
  availableInCountry,
  hideRuleShows,
  listPrice,
  type BasketFacts,
  type MethodData,
} from "./delivery-availability";

export interface PaymentMethod {
  id: string;
  type: string;
  subType: string | null;
  name: string;
  data: Pick<MethodData, "countries" | "disabled" | "advancedHide" | "deliveryTypes" | "price">;
}

/** What a payment's rules look at besides the country: the basket and the chosen delivery. */
export interface PaymentRules {
  facts: BasketFacts;
  /** The chosen delivery's type (courier, inpost_locker…), null when none is chosen. */
  deliveryType: string | null;
}

function rulesAllow(data: PaymentMethod["data"], rules: PaymentRules): boolean {
  const { facts, deliveryType } = rules;
  const types = data.deliveryTypes;
  const forDelivery =
    !types || types.length === 0 || (deliveryType !== null && types.includes(deliveryType));
  return forDelivery && hideRuleShows(data, facts);
}

export function paymentOptions<M extends PaymentMethod>(
  methods: readonly M[],
  country: string,
  giftCardCoversTotal: boolean,
  rules: PaymentRules,
): M[] {
  return methods.filter(
    (m) =>
      availableInCountry(m.data, country) &&
      (m.type === "giftCard") === giftCardCoversTotal &&
      rulesAllow(m.data, rules),
  );
}

/** A payment option with its fee in the shopper's currency (gross, 0 when none). */
export type PaymentOffer<M extends PaymentMethod = PaymentMethod> = M & { fee: number };

/** The offered payment options (`paymentOptions`) with their fees at the shopper's `rate`. */
export function paymentOffers<M extends PaymentMethod>(
  methods: readonly M[],
  country: string,
  giftCardCoversTotal: boolean,
  rules: PaymentRules & { rate: number },
): PaymentOffer<M>[] {
  return paymentOptions(methods, country, giftCardCoversTotal, rules).map((m) => ({
    ...m,
    fee: m.type === "giftCard" ? 0 : round2(convert(listPrice(m.data, country), rules.rate)),
  }));
}

/** Payment types settled outside an online gateway: the order is complete without a callback. */
export const OFFLINE_PAYMENT_TYPES: readonly string[] = ["transfer", "cod", "giftCard"];

export function isOnlinePayment(type: string): boolean {
  return !OFFLINE_PAYMENT_TYPES.includes(type);
}
