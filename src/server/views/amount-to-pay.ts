/** What an order asks to be paid: its gross total less what a gift card paid (spec 2 §3 Order total). */
import { round2 } from "../../domain/pricing/rounding";
import type { OrderTotalJson } from "../db/schema";

export function amountToPay(
  total: Partial<Pick<OrderTotalJson, "brutto" | "giftCardValue">>,
): number {
  return round2((total.brutto ?? 0) - (total.giftCardValue ?? 0));
}
