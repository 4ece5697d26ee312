/**
 * Which payment options the order details step offers (spec 1 §5 payment
 * availability, spec 2 §5 gift card): a method whose country list has the
 * delivery country ('eu' for an EU country, 'all') and is not disabled for
 * it. When a gift card covers the whole total only the gift-card payment is
 * offered; otherwise the gift-card payment is not offered (the card lowers
 * the amount and another method pays the rest).
 */
import { availableInCountry, type MethodData } from "./delivery-availability";

export interface PaymentMethod {
  id: string;
  type: string;
  subType: string | null;
  name: string;
  data: Pick<MethodData, "countries" | "disabled">;
}

export function paymentOptions<M extends PaymentMethod>(
  methods: readonly M[],
  country: string,
  giftCardCoversTotal: boolean,
): M[] {
  return methods.filter(
    (m) => availableInCountry(m.data, country) && (m.type === "giftCard") === giftCardCoversTotal,
  );
}

/** Payment types settled outside an online gateway: the order is complete without a callback. */
export const OFFLINE_PAYMENT_TYPES: readonly string[] = ["transfer", "cod", "giftCard"];

export function isOnlinePayment(type: string): boolean {
  return !OFFLINE_PAYMENT_TYPES.includes(type);
}
