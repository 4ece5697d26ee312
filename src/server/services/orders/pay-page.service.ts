/**
 * What the order's payment page shows (issue 30): the order's number, amount
 * and deadline, the methods it may be paid with, and the try the shopper is
 * coming back from or the latest one, with the provider's reason when it
 * failed. Coming back from a provider (`?attempt=`), the page first asks the
 * provider how that payment stands (`syncAttempt`), so it never waits for a
 * notification that is late. A paid order, one a provider is verifying, a
 * cancelled one and one paid offline have nothing to pay here: the page
 * sends the shopper to the order's summary.
 */
import { awaitsOnlinePayment } from "../../../domain/orders/order-transitions";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type { OrderPaymentJson, OrderTotalJson } from "../../db/schema";
import type { NextStep } from "../../payments/provider";
import { providerById } from "../../payments/registry";
import { orderByPublicId } from "../../repositories/orders/order-reads.repository";
import { attemptsOfOrder } from "../../repositories/orders/payment-attempts.repository";
import { loggerFor } from "../../log/logger.mjs";
import { amountToPay } from "../../views/amount-to-pay";
import { payDeadline } from "./payment-deadline";
import { syncAttempt } from "./payment-lifecycle";
import { payMethods, type PayMethod } from "./pay-order.service";

const log = loggerFor("payments");

export interface PayView {
  summaryId: string;
  no: string;
  amount: number;
  currency: string;
  /** ISO time after which the order is cancelled unless paid. */
  deadline: string;
  methodId: string;
  methods: PayMethod[];
  attempt: {
    id: number;
    status: string;
    reason: string | null;
    /** The provider's form to pay in on this page (Stripe), while the payment is open. */
    embedded: Extract<NextStep, { kind: "embedded" }> | null;
  } | null;
}

export type PayPage = { kind: "notFound" } | { kind: "summary" } | { kind: "page"; view: PayView };

export async function payPage(
  summaryId: string,
  back: { attempt: number | null; cancelled: boolean },
): Promise<PayPage> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(summaryId)) return { kind: "notFound" };
  const db = await getDb();
  const placed = await orderByPublicId(db, summaryId);
  if (!placed) return { kind: "notFound" };
  const returned = back.attempt
    ? (await attemptsOfOrder(db, placed.id)).find((a) => a.id === back.attempt)
    : undefined;
  const provider = returned ? providerById(returned.provider) : null;
  if (returned && provider && (returned.status === "pending" || returned.status === "verifying")) {
    // Only PayPal sends the shopper back to a cancel address of its own.
    const cancelled = back.cancelled && returned.provider === "paypal";
    await syncAttempt(returned, provider, cancelled).catch((error: unknown) =>
      log.warn({ err: error, attempt: returned.id }, "provider not asked on return"),
    );
  }
  const order = (await orderByPublicId(db, summaryId)) ?? placed;
  const payment = parseJson<OrderPaymentJson>(order.payment, {} as OrderPaymentJson);
  const facts = { status: order.status, paid: order.paid === 1, paymentType: payment.type ?? "" };
  if (!awaitsOnlinePayment(facts)) {
    return { kind: "summary" };
  }
  const attempts = await attemptsOfOrder(db, order.id);
  const shown = attempts.find((a) => a.id === back.attempt) ?? attempts[0];
  const next = shown ? parseJson<NextStep | null>(shown.next_step, null) : null;
  const open = shown?.status === "pending" || shown?.status === "failed";
  return {
    kind: "page",
    view: {
      summaryId: order.public_id,
      no: order.no,
      amount: amountToPay(parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson)),
      currency: order.currency,
      deadline: payDeadline(order, attempts).toISOString(),
      methodId: payment.id,
      methods: await payMethods(order),
      attempt: shown
        ? {
            id: shown.id,
            status: shown.status,
            reason: shown.reason,
            embedded: open && next?.kind === "embedded" ? next : null,
          }
        : null,
    },
  };
}
