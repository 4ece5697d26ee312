/**
 * Paying an order online (issue 30): the order's payment page
 * (`/order/pay/{id}`) and the payment the checkout starts right after the
 * order is placed. Each try is an attempt at the provider that takes the
 * chosen method (payment-routing.ts); the shopper goes to the provider's
 * page or pays in the provider's own form on the payment page (Stripe).
 *
 * A declined or abandoned payment keeps the order: the shopper pays again on
 * this page with the same method or another online method of the same fee
 * (the order's total never changes here), until the order's deadline
 * (payment-deadline.ts). Switching method records it on the order.
 */
import { listPrice } from "../../../domain/checkout/delivery-availability";
import { isOnlinePayment, paymentOptions } from "../../../domain/checkout/payment-options";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type {
  AddressJson,
  OrderDeliveryJson,
  OrderPaymentJson,
  OrderProductJson,
  OrderRow,
  OrderTotalJson,
} from "../../db/schema";
import { writeTransaction } from "../../db/transaction";
import { ProviderError, type NextStep } from "../../payments/provider";
import { providerFor } from "../../payments/registry";
import { activePaymentMethods } from "../../repositories/checkout/checkout.repository";
import { orderByPublicId } from "../../repositories/orders/order-reads.repository";
import { setOrderPayment } from "../../repositories/orders/orders.repository";
import {
  attemptsOfOrder,
  insertAttempt,
  moveAttempt,
  setAttemptCreated,
} from "../../repositories/orders/payment-attempts.repository";
import { loggerFor } from "../../log/logger.mjs";
import { getSettings } from "../settings.service";
import { isTestPayment, payableMethods } from "./payment-routing";
import { paymentOrderOf } from "./payment-order";
import { amountDue } from "./payment.service";

const log = loggerFor("payments");

/** Tries per order: enough for any shopper, not enough to flood a provider. */
export const MAX_ATTEMPTS = 20;

export interface PayMethod {
  id: string;
  name: string;
  /** Paid through the embedded test gateway: a test payment that takes no money (issue 44). */
  test: boolean;
}

/**
 * The shop's payable methods, and of them the online ones this order may be paid with now:
 * offered to its country and basket, and without a fee unless it is the order's own (another
 * method may not change what the order costs).
 */
async function methodsFor(order: OrderRow) {
  const settings = await getSettings();
  const all = payableMethods(await activePaymentMethods(order.lang, settings.baseLang), settings);
  const total = parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson);
  const address = parseJson<{ ship?: AddressJson }>(order.address, {});
  const delivery = parseJson<Partial<OrderDeliveryJson>>(order.delivery, {});
  const products = parseJson<OrderProductJson[]>(order.products, []);
  const country = address.ship?.country ?? "";
  const current = parseJson<OrderPaymentJson>(order.payment, {} as OrderPaymentJson);
  const offered = paymentOptions(all, country, false, {
    facts: {
      totalBase: total.products / (total.currencyRate || 1),
      count: products.reduce((n, p) => n + p.quantity, 0),
      weight: 0,
    },
    deliveryType: delivery.type ?? null,
  })
    .filter((m) => isOnlinePayment(m.type))
    .filter((m) => m.id === current.id || listPrice(m.data, country) === 0);
  return { all, offered, current, settings };
}

/** The online methods this order may be paid with now (methodsFor). */
export async function payMethods(order: OrderRow): Promise<PayMethod[]> {
  const { offered, settings } = await methodsFor(order);
  return offered.map((m) => ({ id: m.id, name: m.name, test: isTestPayment(m, settings) }));
}

export type StartResult =
  | { ok: true; attemptId: number; next: NextStep }
  | {
      ok: false;
      error: "notFound" | "notPayable" | "method" | "tooManyAttempts" | "providerUnavailable";
    };

function payable(order: OrderRow): boolean {
  return order.paid === 0 && order.status === "PENDING";
}

/** Records a switch of method on the order, while it still waits for its payment. */
async function switchMethod(
  order: OrderRow,
  method: Omit<PayMethod, "test"> & { type: string; subType: string | null },
): Promise<void> {
  const current = parseJson<OrderPaymentJson>(order.payment, {} as OrderPaymentJson);
  if (current.id === method.id) return;
  const payment: OrderPaymentJson = {
    ...current,
    id: method.id,
    type: method.type,
    name: method.name,
    subType: method.subType ?? undefined,
  };
  await writeTransaction(await getDb(), (trx) => setOrderPayment(trx, order.id, payment));
  order.payment = JSON.stringify(payment);
}

/** Starts a payment of the order with `methodId` (the order's own method when omitted). */
export async function startPayment(
  summaryId: string,
  methodId?: string,
  customerIp?: string,
): Promise<StartResult> {
  const db = await getDb();
  const order = await orderByPublicId(db, summaryId);
  if (!order) return { ok: false, error: "notFound" };
  if (!payable(order)) return { ok: false, error: "notPayable" };
  const { all, offered, current, settings } = await methodsFor(order);
  const wanted = methodId ?? current.id;
  // The order's own method stays payable even if it would not be offered to it today.
  const method =
    offered.find((m) => m.id === wanted) ??
    (wanted === current.id ? all.find((m) => m.id === wanted) : undefined);
  if (!method) return { ok: false, error: "method" };
  const provider = providerFor(method.type, method.subType, settings);
  if (!provider) return { ok: false, error: "method" };
  const attempts = await attemptsOfOrder(db, order.id);
  if (attempts.length >= MAX_ATTEMPTS) return { ok: false, error: "tooManyAttempts" };
  await switchMethod(order, method);
  // The provider's own form takes a declined card again: the same payment, not a new one.
  const open = attempts.find(
    (a) =>
      a.provider === provider.id &&
      (a.status === "pending" || a.status === "failed") &&
      parseJson<NextStep | null>(a.next_step, null)?.kind === "embedded",
  );
  const openNext = open ? parseJson<NextStep | null>(open.next_step, null) : null;
  if (open && openNext) return { ok: true, attemptId: open.id, next: openNext };
  const total = parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson);
  const attempt = {
    orderId: order.id,
    provider: provider.id,
    methodId: method.id,
    amount: amountDue(total),
    currency: order.currency,
  };
  const id = await insertAttempt(db, attempt);
  try {
    const created = await provider.create(
      await paymentOrderOf(order, { id, ...attempt }, customerIp),
    );
    await setAttemptCreated(db, id, created.providerRef, JSON.stringify(created.next));
    return { ok: true, attemptId: id, next: created.next };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.error({ provider: provider.id, code: error.code }, "payment not created");
    await moveAttempt(db, id, "pending", { status: "failed", reason: null });
    return { ok: false, error: "providerUnavailable" };
  }
}
