/**
 * A customer's orders (spec 2 §2 Orders list and Order detail, §7
 * orders/all and order/{no}). Only the owner sees an order: every query is
 * scoped to the user's id, so another user's number is simply not found.
 */
import { readCancellation, type Cancellation } from "../../../domain/orders/cancellation";
import { paymentState } from "../../../domain/orders/order-status";
import { awaitsOnlinePayment } from "../../../domain/orders/order-transitions";
import { returnWindow, type ReturnWindow } from "../../../domain/orders/order-returns";
import { amountToPay } from "../../views/amount-to-pay";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type {
  AddressJson,
  OrderDeliveryJson,
  OrderPaymentJson,
  OrderProductJson,
  OrderRow,
  OrderTotalJson,
  OrderTrackingJson,
} from "../../db/schema";
import { orderOfUser, ordersOfUser } from "../../repositories/orders/order-reads.repository";

export interface OrderListEntry {
  no: string;
  createdAt: string;
  status: string;
  productsCount: number;
  price: number;
  currency: string;
  returns: ReturnWindow | null;
}

export interface OrderDetail extends OrderListEntry {
  products: OrderProductJson[];
  total: OrderTotalJson;
  delivery: OrderDeliveryJson;
  payment: OrderPaymentJson;
  ship: AddressJson | null;
  invoice: AddressJson | null;
  company: boolean;
  nip: string | null;
  sentAt: string | null;
  /** The order's public id while it waits for an online payment (its payment page), else null. */
  payId: string | null;
  /** The carrier, parcel number and tracking page of a sent order (issue 31). */
  tracking: OrderTrackingJson | null;
  /** What was paid, or is to pay, after the gift card; null for an order cancelled unpaid. */
  settled: { kind: "paid" | "due"; amount: number } | null;
  /** Why a cancelled order was cancelled and what it gave back (issue 44), null when unknown. */
  cancellation: Cancellation | null;
}

/** What decides an order's return window: its status, sent date, return time and flag. */
export function returnableOrder(
  row: Pick<OrderRow, "status" | "sent_at" | "return_time" | "can_return">,
): { status: string; sentAt: string | null; returnTime: number | null; canReturn: boolean } {
  return {
    status: row.status,
    sentAt: row.sent_at,
    returnTime: row.return_time,
    canReturn: row.can_return === 1,
  };
}

function entry(row: OrderRow, returnsDisabled: boolean, now: number): OrderListEntry {
  const products = parseJson<OrderProductJson[]>(row.products, []);
  const total = parseJson<OrderTotalJson>(row.total, {} as OrderTotalJson);
  return {
    no: row.no,
    createdAt: row.created_at,
    status: row.status,
    productsCount: products.reduce((n, p) => n + (Number.isFinite(p.quantity) ? p.quantity : 0), 0),
    price: amountToPay(total),
    currency: row.currency,
    returns: returnWindow(returnableOrder(row), returnsDisabled, now),
  };
}

export async function ordersOf(
  userId: number,
  returnsDisabled: boolean,
  now = Date.now(),
): Promise<OrderListEntry[]> {
  const rows = await ordersOfUser(await getDb(), userId);
  return rows.map((row) => entry(row, returnsDisabled, now));
}

export async function orderOf(
  userId: number,
  no: string,
  returnsDisabled: boolean,
  now = Date.now(),
): Promise<OrderDetail | null> {
  if (no.length > 64) return null;
  const row = await orderOfUser(await getDb(), userId, no);
  if (!row) return null;
  const address = parseJson<{ ship?: AddressJson; invoice?: AddressJson }>(row.address, {});
  const payment = parseJson<OrderPaymentJson>(row.payment, {} as OrderPaymentJson);
  const paymentType = payment.type ?? "transfer";
  const total = parseJson<OrderTotalJson>(row.total, {} as OrderTotalJson);
  const state = paymentState({ status: row.status, paid: row.paid === 1 });
  return {
    ...entry(row, returnsDisabled, now),
    products: parseJson<OrderProductJson[]>(row.products, []),
    total,
    delivery: parseJson<OrderDeliveryJson>(row.delivery, {} as OrderDeliveryJson),
    payment,
    ship: address.ship ?? null,
    invoice: row.company === 1 ? (address.invoice ?? null) : null,
    company: row.company === 1,
    nip: row.nip,
    sentAt: row.sent_at,
    payId: awaitsOnlinePayment({ status: row.status, paid: row.paid === 1, paymentType })
      ? row.public_id
      : null,
    tracking: parseJson<OrderTrackingJson | null>(row.tracking ?? "null", null),
    settled: state ? { kind: state, amount: amountToPay(total) } : null,
    cancellation: readCancellation(row.cancellation),
  };
}
