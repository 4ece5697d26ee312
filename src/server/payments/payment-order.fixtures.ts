/** A shop order as the payment adapters' tests ask a provider to charge it. */
import type { PaymentOrder } from "./provider";

/**
 * Order 2026/11/26/ABC001 of 137.79 zł, paid with the provider's payment `type`;
 * `overrides` change what a test needs.
 */
export function paymentOrder(type: string, overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    summaryId: "sum0000000000000000001",
    no: "2026/11/26/ABC001",
    amount: "137.79",
    currency: "pln",
    email: "ala@example.com",
    lang: "pl",
    type,
    subType: null,
    returnUrl: "https://shop.example/order/payment?id=x",
    notifyUrl: `https://shop.example/api/payments/${type}/notify`,
    ...overrides,
  };
}
