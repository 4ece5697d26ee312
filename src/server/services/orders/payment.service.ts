/**
 * What the payment lifecycle (payment-lifecycle.ts) and the test gateway's
 * page share: the amount an order asks to be paid, an order as the gateway
 * shows it, and giving back what an order took when it ends without money.
 */
import type { StockDemand } from "../../../domain/basket/order-stock";
import { amountToPay } from "../../views/amount-to-pay";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import { orderByPublicId } from "../../repositories/orders/order-reads.repository";
import {
  giveBackGiftCard,
  giveBackPoints,
  giveBackStock,
} from "../../repositories/orders/orders.repository";
import type { OrderPaymentJson, OrderRow, OrderTotalJson } from "../../db/schema";

/** What the order asks to be paid, as the gateway states amounts: two decimals as text. */
export function amountDue(total: Pick<OrderTotalJson, "brutto" | "giftCardValue">): string {
  return amountToPay(total).toFixed(2);
}

export interface PayableOrder {
  summaryId: string;
  no: string;
  amount: string;
  currency: string;
  paid: boolean;
  status: string;
  payment: OrderPaymentJson;
}

export async function payableOrder(summaryId: string): Promise<PayableOrder | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(summaryId)) return null;
  const row = await orderByPublicId(await getDb(), summaryId);
  if (!row) return null;
  return {
    summaryId: row.public_id,
    no: row.no,
    amount: amountDue(parseJson<OrderTotalJson>(row.total, {} as OrderTotalJson)),
    currency: row.currency,
    paid: row.paid === 1,
    status: row.status,
    payment: parseJson<OrderPaymentJson>(row.payment, {} as OrderPaymentJson),
  };
}

/**
 * Gives back what an order took when its payment ends without money: its stock, what it
 * took from a gift card (`giftCardSpent`, in the card's currency; an order stored before it
 * was kept gives back `giftCardValue`) and the loyalty points it used.
 */
export async function giveBackOrder(
  trx: Parameters<typeof giveBackStock>[0],
  order: Pick<OrderRow, "stock_taken" | "total" | "user_id">,
): Promise<void> {
  await giveBackStock(trx, parseJson<StockDemand[]>(order.stock_taken ?? "[]", []));
  const total = parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson);
  const card = total.giftCardSpent ?? total.giftCardValue ?? 0;
  if (total.giftCardCode && card > 0) await giveBackGiftCard(trx, total.giftCardCode, card);
  const points = total.usedPoints ?? 0;
  if (points > 0 && order.user_id !== null) await giveBackPoints(trx, order.user_id, points);
}
