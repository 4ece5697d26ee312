/**
 * Settling a return (issue 31): ACCEPTED → SETTLED once its parcel arrived. The owner sets each
 * product's received count (at most the declared count); in ONE transaction, from the status the
 * return was read in, the return is settled with what it gives back, the received stock goes
 * back (domain/returns/returned-stock.ts) and the gift card's part goes back onto the card. The
 * refund (domain/returns/return-refund.ts) goes first to the money paid: through the payment
 * provider that took it (payment-refunds.ts) after the commit, or owed by hand (bank transfer,
 * cash on delivery: at most the payment the owner recorded, `refund_state = owed` until the
 * owner records it sent, return-moves.service.ts); the rest onto the gift card. An order paid
 * offline whose payment is not recorded gives no money back: it is refused (`orderUnpaid`)
 * until the owner records the payment on the order. The provider refund is claimed by the
 * conditional move to `refund_state = pending`, so a double submit never refunds twice; a
 * refused refund is `failed` and may be asked again (retryReturnRefund). The customer is
 * e-mailed the amount.
 */
import type { StockDemand } from "../../../domain/basket/order-stock";
import { receivedCounts, statusAfter } from "../../../domain/returns/return-moves";
import {
  cents,
  inCardCurrency,
  refundOfReturn,
  splitRefund,
} from "../../../domain/returns/return-refund";
import { readPaymentRecord } from "../../../domain/orders/payment-record";
import { returnedStock } from "../../../domain/returns/returned-stock";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type {
  OrderProductJson,
  OrderRow,
  OrderTotalJson,
  ReturnProductJson,
  ReturnSettlementJson,
} from "../../db/schema";
import { writeTransaction, type Executor } from "../../db/transaction";
import { loggerFor } from "../../log/logger.mjs";
import {
  moveRefundState,
  moveReturn,
  settlementsOfOrder,
} from "../../repositories/admin/admin-returns.repository";
import { giveBackGiftCard, giveBackStock } from "../../repositories/orders/orders.repository";
import { attemptsOfOrder, refundsOf } from "../../repositories/orders/payment-attempts.repository";
import { refundAttempt } from "../orders/payment-refunds";
import { bumpSharedPages } from "../page-version";
import { sendReturnDecision } from "./return-decision-mails";
import { returnFor, type ReturnMoveResult } from "./return-moves.service";

const log = loggerFor("returns");
const sum = (amounts: number[]) => amounts.reduce((s, a) => s + cents(a), 0) / 100;

/** What is left to give back of the money paid and of the gift card, and where the money is. */
async function sources(db: Executor, order: OrderRow, total: OrderTotalJson) {
  const paid = (await attemptsOfOrder(db, order.id)).find((a) => a.status === "paid");
  const earlier = (await settlementsOfOrder(db, order.id)).map((s) =>
    parseJson<ReturnSettlementJson | null>(s, null),
  );
  const card = (total.giftCardValue ?? 0) - sum(earlier.map((s) => s?.giftCard?.amount ?? 0));
  if (paid) {
    const refunded = sum((await refundsOf(db, paid.id)).map(Number));
    return { paid, money: Number(paid.amount) - refunded, online: true, card };
  }
  // Paid offline: what the owner recorded (issue 44), else (before it) what the order asked.
  const byHand =
    readPaymentRecord(order.payment_record)?.amount ?? total.brutto - (total.giftCardValue ?? 0);
  return {
    paid: null,
    money: byHand - sum(earlier.map((s) => s?.manual ?? 0)),
    online: false,
    card,
  };
}

/** What a refund of `amount` gives back and where, from what is left of the order's payment. */
async function settlementOf(
  db: Executor,
  order: OrderRow,
  total: OrderTotalJson,
  amount: number,
): Promise<ReturnSettlementJson> {
  const from = await sources(db, order, total);
  const split = splitRefund(amount, from);
  const code = total.giftCardCode;
  return {
    amount: split.total,
    currency: order.currency,
    provider:
      from.paid && split.provider > 0 ? { attemptId: from.paid.id, amount: split.provider } : null,
    giftCard:
      code && split.card > 0
        ? {
            code,
            amount: split.card,
            cardAmount: inCardCurrency(split.card, {
              value: total.giftCardValue ?? 0,
              spent: total.giftCardSpent,
            }),
          }
        : null,
    manual: split.manual,
    settledAt: new Date().toISOString(),
  };
}

/** Asks the provider for a claimed (`pending`) refund and records what it answered. */
async function refundThroughProvider(
  id: number,
  no: string,
  settlement: ReturnSettlementJson,
): Promise<boolean> {
  const provider = settlement.provider;
  if (!provider) return true;
  const db = await getDb();
  const refund = await refundAttempt(
    provider.attemptId,
    provider.amount.toFixed(2),
    `Return ${no}`,
  ).catch((error: unknown) => {
    // Unknown whether the provider refunded: the state stays `pending`, never asked again here.
    log.error({ err: error, return: no }, "return refund unknown");
    return null;
  });
  if (!refund) return false;
  const done = refund.ok
    ? { ...settlement, provider: { ...provider, refundRef: refund.refundRef } }
    : settlement;
  await moveRefundState(db, id, "pending", {
    refund_state: refund.ok ? "done" : "failed",
    settlement: JSON.stringify(done),
  });
  return refund.ok;
}

export async function settleReturn(
  no: string,
  typed: readonly (string | null | undefined)[],
): Promise<ReturnMoveResult> {
  const found = await returnFor(no, "settle");
  if ("error" in found) return { ok: false, error: found.error };
  const { ret, order } = found;
  const products = parseJson<ReturnProductJson[]>(ret.products, []);
  const counts = receivedCounts(
    products.map((p) => p.declaredCount),
    typed,
  );
  if (!counts) return { ok: false, error: "countInvalid" };
  const ordered = parseJson<OrderProductJson[]>(order.products, []);
  const lineOf = (p: ReturnProductJson) =>
    ordered.find((o) => o.id === p.id && o.variantHash === p.variantHash);
  const total = parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson);
  const amount = refundOfReturn(
    products.map((p, i) => ({
      unitBrutto: lineOf(p)?.price.currencyBrutto ?? 0,
      count: counts[i] ?? 0,
    })),
    {
      productsGross: sum(ordered.map((o) => o.price.currencyBrutto * o.quantity)),
      discount: total.codeDiscount ?? 0,
    },
  );
  // Money goes back only once it is in: an order paid offline records its payment first.
  if (order.paid === 0 && amount > 0) return { ok: false, error: "orderUnpaid" };
  const stock = returnedStock(
    products.map((p, i) => ({
      id: p.id,
      variantHash: p.variantHash,
      count: counts[i] ?? 0,
      components: lineOf(p)?.components,
    })),
    order.stock_taken === null ? null : parseJson<StockDemand[]>(order.stock_taken, []),
  );
  // Read inside the transaction: two returns of one order settled at once never both give
  // back the same money.
  const settlement = await writeTransaction(await getDb(), async (trx) => {
    const settlement = await settlementOf(trx, order, total, amount);
    const settled = await moveReturn(trx, ret.id, ret.status, {
      status: statusAfter("settle"),
      products: JSON.stringify(products.map((p, i) => ({ ...p, returnCount: counts[i] ?? 0 }))),
      settlement: JSON.stringify(settlement),
      refund_state: settlement.provider ? "pending" : settlement.manual > 0 ? "owed" : null,
    });
    if (!settled) return null;
    await giveBackStock(trx, stock);
    if (settlement.giftCard)
      await giveBackGiftCard(trx, settlement.giftCard.code, settlement.giftCard.cardAmount);
    return settlement;
  });
  if (!settlement) return { ok: false, error: "changed" };
  bumpSharedPages();
  const refunded = await refundThroughProvider(ret.id, ret.no, settlement);
  await sendReturnDecision(ret, order, { kind: "settled", settlement });
  return refunded ? { ok: true, settlement } : { ok: false, error: "refundFailed" };
}

/** Asks the provider again for a settled return's refused refund (claimed once, as on settle). */
export async function retryReturnRefund(no: string): Promise<ReturnMoveResult> {
  const found = await returnFor(no, "retryRefund");
  if ("error" in found) return { ok: false, error: found.error };
  const { ret } = found;
  const settlement = parseJson<ReturnSettlementJson | null>(ret.settlement, null);
  if (!settlement) return { ok: false, error: "notAllowed" };
  if (!(await moveRefundState(await getDb(), ret.id, "failed", { refund_state: "pending" })))
    return { ok: false, error: "changed" };
  const refunded = await refundThroughProvider(ret.id, ret.no, settlement);
  return refunded ? { ok: true, settlement } : { ok: false, error: "refundFailed" };
}
