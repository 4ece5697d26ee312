/**
 * The back office's order list and order detail (issue 31): the list filtered and searched
 * (admin-orders.repository.ts: the number or its part, the e-mail, the phone, the name), newest first, 50 a page, paged by id; the detail with the
 * order's own read model (lines, amounts, addresses, invoice data, payment), its payment
 * attempts with the providers' states and reasons, its refunds, its tracking, and the
 * transitions that make sense for it now (domain/orders/order-transitions.ts).
 */
import { readCancellation, type Cancellation } from "../../../domain/orders/cancellation";
import { orderTransitions, type OrderTransition } from "../../../domain/orders/order-transitions";
import { readPaymentRecord, type PaymentRecord } from "../../../domain/orders/payment-record";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type {
  AddressJson,
  OrderPaymentJson,
  OrderTotalJson,
  OrderTrackingJson,
  PaymentAttemptRow,
} from "../../db/schema";
import {
  findOrders,
  orderByNo,
  type OrderFilter,
} from "../../repositories/admin/admin-orders.repository";
import { attemptsOfOrder, refundsOf } from "../../repositories/orders/payment-attempts.repository";
import { amountToPay } from "../../views/amount-to-pay";
import { orderView, type OrderView } from "../../views/order-view";
import { getSettings } from "../settings.service";

export const PAGE_SIZE = 50;

export interface AdminOrderRow {
  no: string;
  createdAt: string;
  email: string;
  name: string;
  status: string;
  paid: boolean;
  total: number;
  currency: string;
  payment: string;
}

export async function adminOrders(
  filter: OrderFilter,
  before: number | null,
): Promise<{ rows: AdminOrderRow[]; next: number | null }> {
  const found = await findOrders(await getDb(), filter, before, PAGE_SIZE + 1);
  const page = found.slice(0, PAGE_SIZE);
  return {
    rows: page.map((row) => ({
      no: row.no,
      createdAt: row.created_at,
      email: row.email,
      name: parseJson<{ ship?: AddressJson }>(row.address, {}).ship?.name ?? "",
      status: row.status,
      paid: row.paid === 1,
      total: amountToPay(parseJson<OrderTotalJson>(row.total, {} as OrderTotalJson)),
      currency: row.currency,
      payment: parseJson<Partial<OrderPaymentJson>>(row.payment, {}).name ?? "",
    })),
    next: found.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

export interface AdminOrderDetail {
  view: OrderView;
  publicId: string;
  attempts: Pick<
    PaymentAttemptRow,
    "id" | "provider" | "status" | "reason" | "amount" | "created_at"
  >[];
  refunds: string[];
  tracking: OrderTrackingJson | null;
  /** Why the order was cancelled and what it gave back (issue 44), null when unknown. */
  cancellation: Cancellation | null;
  /** The money the owner recorded for an order paid offline (issue 44), null when none. */
  paymentRecord: PaymentRecord | null;
  transitions: OrderTransition[];
}

export async function adminOrder(no: string): Promise<AdminOrderDetail | null> {
  if (no.length > 64) return null;
  const db = await getDb();
  const row = await orderByNo(db, no);
  if (!row) return null;
  const settings = await getSettings();
  const attempts = await attemptsOfOrder(db, row.id);
  const refunds = (await Promise.all(attempts.map((a) => refundsOf(db, a.id)))).flat();
  const payment = parseJson<Partial<OrderPaymentJson>>(row.payment, {});
  return {
    view: orderView(row, settings.baseLang),
    publicId: row.public_id,
    attempts: attempts.map(({ id, provider, status, reason, amount, created_at }) => ({
      id,
      provider,
      status,
      reason,
      amount,
      created_at,
    })),
    refunds,
    tracking: parseJson<OrderTrackingJson | null>(row.tracking ?? "null", null),
    cancellation: readCancellation(row.cancellation),
    paymentRecord: readPaymentRecord(row.payment_record),
    transitions: orderTransitions({
      status: row.status,
      paid: row.paid === 1,
      paymentType: payment.type ?? "",
    }),
  };
}
