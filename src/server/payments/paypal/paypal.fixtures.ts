/**
 * Shared by the PayPal adapter's tests: the fake's credentials and a shop order.
 */
import type { PaymentOrder } from "../provider";
import type { PaypalSettings } from "./settings";

export const CREDENTIALS = {
  clientId: "AeFakeClientId0001",
  clientSecret: "EFakeClientSecret0001",
  webhookId: "8PT597110X687430LKGECATA",
};

export function settingsFor(apiUrl: string): PaypalSettings {
  return { ...CREDENTIALS, apiUrl };
}

let sequence = 0;

/** Order VCP005 of the issue: 137.79 zł, paid with PayPal. */
export function shopOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  sequence += 1;
  return {
    summaryId: `sum-${sequence}-9f2c4e`,
    no: `2026/11/26/VCP00${sequence}`,
    amount: "137.79",
    currency: "pln",
    email: "jan@example.com",
    lang: "pl",
    type: "paypal",
    subType: null,
    returnUrl: "https://shop.example/pl/zamowienie/platnosc?order=sum",
    notifyUrl: "https://shop.example/api/payments/paypal/notify",
    ...overrides,
  };
}
