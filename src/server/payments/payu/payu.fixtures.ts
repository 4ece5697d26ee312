/** The PayU test POS and a shop order, shared by the PayU adapter's tests. */
import type { PaymentOrder } from "../provider";

export const KEYS = {
  posId: "300746",
  clientId: "300746",
  clientSecret: "2ee86a66e5d97e3f",
  secondKey: "b6ca15b0d1020e80",
};

export function order(summaryId: string, amount = "137.79"): PaymentOrder {
  return {
    summaryId,
    no: "2026/11/26/ABC001",
    amount,
    currency: "pln",
    email: "ala@example.com",
    lang: "pl",
    type: "payu",
    subType: null,
    returnUrl: "https://shop.example/order/payment?id=x",
    notifyUrl: "https://shop.example/api/payments/payu/notify",
    customerIp: "203.0.113.7",
  };
}
