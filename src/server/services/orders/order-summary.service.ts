/**
 * The order summary (`/order/summary/{id}`, spec 2 §2 Order summary): found
 * by the order's unguessable public id (the link in the confirmation e-mail
 * and the step's redirect), with what the page shows: number, date, total to
 * pay, payment (and the bank account for a transfer), paid flag, status and
 * the e-mail the confirmation went to.
 */
import { amountToPay } from "../../views/amount-to-pay";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type { OrderPaymentJson, OrderTotalJson } from "../../db/schema";
import { paymentMethodData } from "../../repositories/checkout/checkout.repository";
import { orderByPublicId } from "../../repositories/orders/order-reads.repository";

export interface OrderSummary {
  no: string;
  createdAt: string;
  status: string;
  paid: boolean;
  email: string;
  currency: string;
  toPay: number;
  payment: { type: string; name: string };
  /** The shop's bank account for a bank-transfer order. */
  account: string | null;
}

export async function orderSummary(publicId: string): Promise<OrderSummary | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(publicId)) return null;
  const row = await orderByPublicId(await getDb(), publicId);
  if (!row) return null;
  const total = parseJson<OrderTotalJson>(row.total, {} as OrderTotalJson);
  const payment = parseJson<OrderPaymentJson>(row.payment, {} as OrderPaymentJson);
  let account: string | null = null;
  if (payment.type === "transfer") {
    const method = await paymentMethodData(Number(payment.id));
    const data = parseJson<{ account?: unknown }>(method ?? "{}", {});
    account = typeof data.account === "string" ? data.account : null;
  }
  return {
    no: row.no,
    createdAt: row.created_at,
    status: row.status,
    paid: row.paid === 1,
    email: row.email,
    currency: row.currency,
    toPay: amountToPay(total),
    payment: { type: payment.type, name: payment.name },
    account,
  };
}
