/**
 * The back office's returns list and return detail (issue 31): the list filtered by status
 * (by default those waiting for a decision: NEW, PENDING) and searched by the return's or the
 * order's number (or its own part), the e-mail or the phone, newest first, 50 a page, paged by id; the detail with its order,
 * customer, products (declared and received counts, reasons), how it comes back, what a settled
 * return gave back, and the moves that make sense now (domain/returns/return-moves.ts).
 */
import { returnMoves, type ReturnMove } from "../../../domain/returns/return-moves";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type {
  AddressJson,
  OrderPaymentJson,
  OrderProductJson,
  ReturnProductJson,
  ReturnSettlementJson,
} from "../../db/schema";
import {
  findReturns,
  returnByNo,
  type ReturnFilter,
} from "../../repositories/admin/admin-returns.repository";
import { orderById } from "../../repositories/orders/order-reads.repository";
import { getSettings } from "../settings.service";

export const RETURNS_PAGE_SIZE = 50;

export interface AdminReturnRow {
  no: string;
  orderNo: string;
  email: string;
  createdAt: string;
  status: string;
  productsCount: number;
}

export async function adminReturns(
  filter: ReturnFilter,
  before: number | null,
): Promise<{ rows: AdminReturnRow[]; next: number | null }> {
  const found = await findReturns(await getDb(), filter, before, RETURNS_PAGE_SIZE + 1);
  const page = found.slice(0, RETURNS_PAGE_SIZE);
  return {
    rows: page.map((r) => ({
      no: r.no,
      orderNo: r.order_no,
      email: r.email,
      createdAt: r.created_at,
      status: r.status,
      productsCount: parseJson<ReturnProductJson[]>(r.products, []).reduce(
        (n, p) => n + p.declaredCount,
        0,
      ),
    })),
    next: found.length > RETURNS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

export interface AdminReturnProduct extends ReturnProductJson {
  name: string;
  code: string;
  orderedQuantity: number;
  /** The paid unit gross, in the order's currency. */
  unitBrutto: number;
}

export interface AdminReturnDetail {
  no: string;
  status: string;
  createdAt: string;
  orderNo: string;
  currency: string;
  email: string;
  customer: string;
  paymentName: string;
  returnDelivery: string;
  pickupSize: string | null;
  inpostCode: string | null;
  rejectReason: string | null;
  settlement: ReturnSettlementJson | null;
  refundState: string | null;
  /** The order records no payment yet (paid offline, issue 44): it gives no money back. */
  orderUnpaid: boolean;
  products: AdminReturnProduct[];
  moves: ReturnMove[];
}

export async function adminReturn(no: string): Promise<AdminReturnDetail | null> {
  if (no.length > 80) return null;
  const db = await getDb();
  const row = await returnByNo(db, no);
  const order = row ? await orderById(db, row.order_id) : undefined;
  if (!row || !order) return null;
  const { baseLang } = await getSettings();
  const ordered = parseJson<OrderProductJson[]>(order.products, []);
  const products = parseJson<ReturnProductJson[]>(row.products, []).map((p) => {
    const line = ordered.find((o) => o.id === p.id && o.variantHash === p.variantHash);
    return {
      ...p,
      name: line?.name[baseLang] ?? Object.values(line?.name ?? {})[0] ?? p.id,
      code: line?.code ?? "",
      orderedQuantity: line?.quantity ?? 0,
      unitBrutto: line?.price.currencyBrutto ?? 0,
    };
  });
  return {
    no: row.no,
    status: row.status,
    createdAt: row.created_at,
    orderNo: order.no,
    currency: order.currency,
    email: order.email,
    customer: parseJson<{ ship?: AddressJson }>(order.address, {}).ship?.name ?? "",
    paymentName: parseJson<Partial<OrderPaymentJson>>(order.payment, {}).name ?? "",
    returnDelivery: row.return_delivery,
    pickupSize: row.pickup_size,
    inpostCode: row.inpost_code,
    rejectReason: row.reject_reason,
    settlement: parseJson<ReturnSettlementJson | null>(row.settlement ?? "null", null),
    refundState: row.refund_state,
    orderUnpaid: order.paid === 0,
    products,
    moves: returnMoves({ status: row.status, refundState: row.refund_state }),
  };
}
