/** A quote of `total` with nothing chosen (tests of the checkout stores). */
import type { QuoteView } from "../../contracts/quote.types";

export function quoteView(total: number, overrides: Partial<QuoteView> = {}): QuoteView {
  return {
    lines: [],
    dropped: 0,
    payments: [],
    payment: null,
    paymentFee: 0,
    paymentFeeNetto: 0,
    productsTotal: total,
    productsNetto: total,
    count: 2,
    options: [],
    delivery: null,
    deliveryPrice: 0,
    deliveryNetto: 0,
    code: null,
    discount: 0,
    discountNetto: 0,
    giftCard: null,
    totalBeforeGiftCard: total,
    totalNetto: total,
    total,
    blocked: "noDelivery",
    loyaltyPoints: null,
    ...overrides,
  };
}
