/**
 * The owner's moves of an order (issue 31), each only where it makes sense
 * (domain/orders/order-transitions.ts) and each in one transaction from the status the order
 * was read in (a second owner's move at the same time is told the order changed):
 * - ship: PENDING → SENT with the carrier and parcel number (and the carrier's tracking page);
 *   the customer is e-mailed the tracking link and sees it with the order;
 * - realize: SENT → REALIZED (delivered);
 * - markPaid: an order paid offline gets its money recorded (amount and day), and is paid;
 * - cancel: PENDING or TMP_LOCK → CANCELED with the owner's reason and note, giving back the
 *   stock, gift-card value and points the checkout took, in the same transaction; money paid
 *   online goes back through the provider that took it (payment-refunds.ts), and payments still
 *   open are withdrawn. The order keeps why and what came back (domain/orders/cancellation.ts),
 *   and the customer is e-mailed it (order-mails.ts `sendCancelledMail`).
 */
import {
  givenBack,
  type Cancellation,
  type OwnerCancelReason,
} from "../../../domain/orders/cancellation";
import { orderTransitions, type OrderTransition } from "../../../domain/orders/order-transitions";
import {
  dayIn,
  paymentInput,
  readPaymentRecord,
  type PaymentRecord,
} from "../../../domain/orders/payment-record";
import { trackingUrl, CARRIERS, type Carrier } from "../../../domain/orders/tracking";
import { translator } from "../../../i18n/core";
import { absoluteHref } from "../../../i18n/routing";
import { langConfigFrom } from "../../context";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type {
  OrderPaymentJson,
  OrderRow,
  OrderTotalJson,
  OrderTrackingJson,
  PaymentAttemptRow,
} from "../../db/schema";
import { writeTransaction } from "../../db/transaction";
import { providerById } from "../../payments/registry";
import {
  moveOrder,
  orderByNo,
  recordPayment,
  setCancellation,
} from "../../repositories/admin/admin-orders.repository";
import {
  attemptsOfOrder,
  moveAttempt,
} from "../../repositories/orders/payment-attempts.repository";
import { loggerFor } from "../../log/logger.mjs";
import { SHOP_TIME_ZONE } from "../../time-zone";
import { queueMail } from "../mail/mail.service";
import { shippedMail } from "../mail/shipped-mail";
import { bumpSharedPages } from "../page-version";
import { sendCancelledMail } from "../orders/order-mails";
import { refundAttempt } from "../orders/payment-refunds";
import { giveBackOrder } from "../orders/payment.service";
import { getSettings } from "../settings.service";
import { amountToPay } from "../../views/amount-to-pay";

const log = loggerFor("admin");

export type MoveResult =
  | { ok: true; refunded: string | null }
  | {
      ok: false;
      error: "notFound" | "notAllowed" | "changed" | "refundFailed" | "amount" | "paidOn";
    };

function allows(order: OrderRow, move: OrderTransition): boolean {
  const payment = parseJson<Partial<OrderPaymentJson>>(order.payment, {});
  return orderTransitions({
    status: order.status,
    paid: order.paid === 1,
    paymentType: payment.type ?? "",
  }).includes(move);
}

async function sendShippedMail(order: OrderRow, tracking: OrderTrackingJson): Promise<void> {
  const settings = await getSettings();
  const config = langConfigFrom(settings);
  const mail = shippedMail(
    {
      no: order.no,
      carrier: tracking.carrier,
      number: tracking.number,
      trackingUrl: tracking.url,
      orderLink: absoluteHref(config, order.lang, `/order/summary/${order.public_id}`),
    },
    translator(order.lang),
  );
  await queueMail({ to: order.email, ...mail }, settings.companyDetails.email);
}

export async function shipOrder(no: string, carrier: Carrier, number: string): Promise<MoveResult> {
  const db = await getDb();
  const order = await orderByNo(db, no);
  if (!order) return { ok: false, error: "notFound" };
  if (!allows(order, "ship")) return { ok: false, error: "notAllowed" };
  const tracking: OrderTrackingJson = {
    carrier: CARRIERS[carrier].name,
    number,
    url: trackingUrl(carrier, number),
  };
  const moved = await moveOrder(db, order.id, order.status, {
    status: "SENT",
    sent_at: new Date().toISOString(),
    tracking: JSON.stringify(tracking),
  });
  if (!moved) return { ok: false, error: "changed" };
  await sendShippedMail(order, tracking).catch((error: unknown) =>
    log.error({ err: error }, "shipping e-mail not stored"),
  );
  return { ok: true, refunded: null };
}

/**
 * markPaid: an order paid offline (bank transfer, cash on delivery) whose money came, with the
 * amount and the day it came (from the order's day to today, in the shop's time zone).
 */
export async function markOrderPaid(
  no: string,
  typed: { amount: unknown; paidOn: unknown },
  now: Date = new Date(),
): Promise<MoveResult> {
  const db = await getDb();
  const order = await orderByNo(db, no);
  if (!order) return { ok: false, error: "notFound" };
  if (!allows(order, "markPaid")) return { ok: false, error: "notAllowed" };
  const input = paymentInput(typed, {
    placed: dayIn(Date.parse(order.created_at), SHOP_TIME_ZONE),
    today: dayIn(now.getTime(), SHOP_TIME_ZONE),
  });
  if (!input.ok) return { ok: false, error: input.field };
  const record: PaymentRecord = {
    amount: input.amount,
    paidOn: input.paidOn,
    recordedAt: now.toISOString(),
  };
  const moved = await recordPayment(db, order.id, order.status, JSON.stringify(record));
  return moved ? { ok: true, refunded: null } : { ok: false, error: "changed" };
}

export async function realizeOrder(no: string): Promise<MoveResult> {
  const db = await getDb();
  const order = await orderByNo(db, no);
  if (!order) return { ok: false, error: "notFound" };
  if (!allows(order, "realize")) return { ok: false, error: "notAllowed" };
  const moved = await moveOrder(db, order.id, order.status, { status: "REALIZED" });
  return moved ? { ok: true, refunded: null } : { ok: false, error: "changed" };
}

/** The money a cancelled order gives back: paid online through its provider, or paid offline. */
function moneyBack(order: OrderRow, paid: PaymentAttemptRow | undefined): Cancellation["money"] {
  if (paid) return { amount: Number(paid.amount), way: "provider", refunded: false };
  // Paid offline: what the owner recorded, else (recorded before issue 44) what it asked.
  const due =
    readPaymentRecord(order.payment_record)?.amount ??
    amountToPay(parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson));
  return order.paid === 1 && due > 0 ? { amount: due, way: "transfer", refunded: false } : null;
}

export async function cancelOrder(
  no: string,
  why: { reason: OwnerCancelReason; note: string | null },
): Promise<MoveResult> {
  const db = await getDb();
  const order = await orderByNo(db, no);
  if (!order) return { ok: false, error: "notFound" };
  if (!allows(order, "cancel")) return { ok: false, error: "notAllowed" };
  const attempts = await attemptsOfOrder(db, order.id);
  const paid = attempts.find((a) => a.status === "paid");
  const total = parseJson<OrderTotalJson>(order.total, {} as OrderTotalJson);
  const cancellation: Cancellation = {
    ...why,
    at: new Date().toISOString(),
    // Only what the checkout took is given back (orders it did not place recorded nothing).
    ...givenBack(total, order.stock_taken !== null),
    money: moneyBack(order, paid),
  };
  const moved = await writeTransaction(db, async (trx) => {
    const to = { status: "CANCELED", cancellation: JSON.stringify(cancellation) };
    if (!(await moveOrder(trx, order.id, order.status, to))) return false;
    if (order.stock_taken !== null) await giveBackOrder(trx, order);
    for (const a of attempts.filter((a) => a.status === "pending" || a.status === "verifying"))
      await moveAttempt(trx, a.id, a.status, {
        status: "cancelled",
        reason: "cancelled by the shop",
      });
    return true;
  });
  if (!moved) return { ok: false, error: "changed" };
  bumpSharedPages();
  for (const a of attempts.filter((a) => a.status === "pending" && a.provider_ref)) {
    const provider = providerById(a.provider);
    await provider
      ?.cancel?.(a.provider_ref ?? "")
      .catch((error: unknown) =>
        log.warn({ err: error, attempt: a.id }, "provider payment not withdrawn"),
      );
  }
  const result = paid ? await refundCancelled(order, paid, cancellation) : null;
  await sendCancelledMail(order.id);
  return result ?? { ok: true, refunded: null };
}

/** Refunds a cancelled order's online payment and records that it was refunded. */
async function refundCancelled(
  order: OrderRow,
  paid: PaymentAttemptRow,
  cancellation: Cancellation,
): Promise<MoveResult> {
  const refund = await refundAttempt(
    paid.id,
    paid.amount,
    `Order cancelled by the shop (${cancellation.reason})`,
  );
  if (!refund.ok) return { ok: false, error: "refundFailed" };
  const money = cancellation.money && { ...cancellation.money, refunded: true };
  await setCancellation(await getDb(), order.id, JSON.stringify({ ...cancellation, money }));
  return { ok: true, refunded: paid.amount };
}
