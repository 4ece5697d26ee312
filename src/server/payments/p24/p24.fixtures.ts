/** The Przelewy24 test shop and a shop order, shared by the P24 adapter's tests. */
import { paymentOrder } from "../payment-order.fixtures";
import type { PaymentOrder } from "../provider";

export const KEYS = {
  merchantId: 64195,
  posId: 64195,
  apiKey: "b2f4c1d3e5a7",
  crc: "a1b2c3d4e5f60718",
};

export function order(
  summaryId: string,
  amount = "137.79",
  subType: string | null = null,
): PaymentOrder {
  return paymentOrder("p24", { summaryId, amount, subType });
}
