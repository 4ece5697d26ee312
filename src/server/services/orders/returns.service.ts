/**
 * Returns (spec 2 §2 Returns list and detail, return request page; §3
 * Return; §7 returns/all, return/{no}, return/{id}). Only the order's owner
 * can return, within the order's return window, and never more than remains:
 * the remaining counts are read and the return written in one transaction,
 * so two requests that race cannot both take the last item. New returns
 * start as NEW and are numbered R/{order number}/{n}.
 *
 * InPost locker returns are PL only and cost a pickup fee by package size
 * (decision where the spec is silent: 12.99, 13.99 and 15.49 zł gross); the
 * shopper gets a copyable 8-digit code for the locker.
 */
import { randomBytes, randomInt } from "node:crypto";
import { returnRefusal } from "../../../domain/orders/order-returns";
import { refundDone } from "../../../domain/returns/return-moves";
import {
  checkReturnRequest,
  remainingToReturn,
  type ReturnRequestLine,
} from "../../../domain/orders/returns";
import { getDb } from "../../db/client";
import { parseJson } from "../../db/json";
import type {
  OrderProductJson,
  ReturnProductJson,
  ReturnRow,
  ReturnSettlementJson,
} from "../../db/schema";
import { writeTransaction } from "../../db/transaction";
import { orderNoAndProducts, orderOfUser } from "../../repositories/orders/order-reads.repository";
import { returnableOrder } from "./order-history.service";
import {
  insertReturn,
  returnOfUser,
  returnsOfOrder,
  returnsOfUser,
} from "../../repositories/orders/returns.repository";
import { sendReturnMail } from "./return-mails";

export const PICKUP_PRICES = { small: 12.99, medium: 13.99, large: 15.49 } as const;

export interface ReturnRequest {
  products: ReturnRequestLine[];
  returnDelivery: "default" | "inpostLocker";
  pickupSize?: "small" | "medium" | "large" | undefined;
}

export type CreateReturnResult =
  | { ok: true; no: string; externalDeliveryId: string | null; inpostCode: string | null }
  | { ok: false; status: 400 | 404 | 409; error: string; fields?: string[] };

export async function createReturn(
  userId: number,
  orderNo: string,
  request: ReturnRequest,
  returnsDisabled: boolean,
  now: Date = new Date(),
): Promise<CreateReturnResult> {
  if (request.returnDelivery === "inpostLocker" && !request.pickupSize)
    return { ok: false, status: 400, error: "pickupSizeRequired" };
  const db = await getDb();
  const result = await writeTransaction(db, async (trx): Promise<CreateReturnResult> => {
    const order = await orderOfUser(trx, userId, orderNo);
    if (!order) return { ok: false, status: 404, error: "notFound" };
    const refusal = returnRefusal(returnableOrder(order), returnsDisabled, now.getTime());
    if (refusal)
      return { ok: false, status: refusal === "returnNotAllowed" ? 400 : 409, error: refusal };
    const country =
      parseJson<{ ship?: { country?: string } }>(order.address, {}).ship?.country ?? "pl";
    if (request.returnDelivery === "inpostLocker" && country !== "pl")
      return { ok: false, status: 400, error: "lockerPlOnly" };
    const ordered = parseJson<OrderProductJson[]>(order.products, []);
    const earlier = await returnsOfOrder(trx, order.id);
    const remaining = remainingToReturn(
      ordered.map((p) => ({ id: p.id, variantHash: p.variantHash, quantity: p.quantity })),
      earlier.map((r) => ({
        status: r.status,
        products: parseJson<ReturnProductJson[]>(r.products, []),
      })),
    );
    const check = checkReturnRequest(request.products, remaining);
    if (!check.ok) return { ok: false, status: 400, error: check.error, fields: check.fields };
    const locker = request.returnDelivery === "inpostLocker";
    const size = locker ? (request.pickupSize ?? "small") : null;
    const no = `R/${order.no}/${earlier.length + 1}`;
    const inpostCode = locker ? String(randomInt(10_000_000, 100_000_000)) : null;
    const externalDeliveryId = locker ? randomBytes(8).toString("hex") : null;
    const products: ReturnProductJson[] = check.lines.map((l) => {
      const line = ordered.find((p) => p.id === l.id && p.variantHash === l.variantHash);
      return {
        id: l.id,
        variantHash: l.variantHash,
        componentsHash: line?.componentsHash,
        unit: line?.unit,
        declaredCount: l.count,
        returnReason: l.reason,
      };
    });
    await insertReturn(trx, {
      no,
      order_id: order.id,
      user_id: userId,
      status: "NEW",
      created_at: now.toISOString(),
      return_delivery: request.returnDelivery,
      pickup_size: size,
      pickup_price: size ? JSON.stringify({ brutto: PICKUP_PRICES[size], currency: "pln" }) : null,
      inpost_code: inpostCode,
      external_delivery_id: externalDeliveryId,
      products: JSON.stringify(products),
    });
    return { ok: true, no, externalDeliveryId, inpostCode };
  });
  // After the commit: the customer's e-mail about the stored return (return-mails.ts).
  if (result.ok) await sendReturnMail(userId, result.no);
  return result;
}

export interface ReturnView {
  no: string;
  orderNo: string;
  createdAt: string;
  status: string;
  returnDelivery: string;
  pickupSize: string | null;
  pickupPrice: { brutto: number; currency: string } | null;
  inpostCode: string | null;
  externalDeliveryId: string | null;
  products: (ReturnProductJson & {
    name: Record<string, string>;
    code: string;
    image: string | null;
    variant: OrderProductJson["variant"];
    totalQuantity: number;
  })[];
  productsCount: number;
  /** Why the shop rejected it (REJECTED only). */
  rejectReason: string | null;
  /**
   * What a SETTLED return gives back, in the order's currency: `done` once the money reached
   * the customer (the provider's refund done, a transfer by hand recorded as sent, or all of it
   * onto the gift card), `pending` until then (issue 44).
   */
  refund: { amount: number; currency: string; state: "done" | "pending" } | null;
}

function settled(row: ReturnRow): ReturnView["refund"] {
  const s = parseJson<ReturnSettlementJson | null>(row.settlement ?? "null", null);
  if (row.status !== "SETTLED" || !s) return null;
  const state = refundDone(row.refund_state) ? "done" : "pending";
  return { amount: s.amount, currency: s.currency, state };
}

async function view(row: ReturnRow): Promise<ReturnView> {
  const order = await orderNoAndProducts(await getDb(), row.order_id);
  const ordered = parseJson<OrderProductJson[]>(order?.products ?? "[]", []);
  const products = parseJson<ReturnProductJson[]>(row.products, []).map((p) => {
    const line = ordered.find((o) => o.id === p.id && o.variantHash === p.variantHash);
    return {
      ...p,
      name: line?.name ?? {},
      code: line?.code ?? "",
      image: line?.mainImage?.url ?? null,
      variant: line?.variant,
      totalQuantity: line?.quantity ?? 0,
    };
  });
  return {
    no: row.no,
    orderNo: order?.no ?? "",
    createdAt: row.created_at,
    status: row.status,
    returnDelivery: row.return_delivery,
    pickupSize: row.pickup_size,
    pickupPrice: parseJson<{ brutto: number; currency: string } | null>(
      row.pickup_price ?? "null",
      null,
    ),
    inpostCode: row.inpost_code,
    externalDeliveryId: row.external_delivery_id,
    products,
    productsCount: products.reduce((n, p) => n + p.declaredCount, 0),
    rejectReason: row.status === "REJECTED" ? row.reject_reason : null,
    refund: settled(row),
  };
}

export async function returnsOf(userId: number): Promise<ReturnView[]> {
  const rows = await returnsOfUser(await getDb(), userId);
  return Promise.all(rows.map(view));
}

export async function returnOf(userId: number, no: string): Promise<ReturnView | null> {
  if (no.length > 80) return null;
  const row = await returnOfUser(await getDb(), userId, no);
  return row ? view(row) : null;
}

/** What is left to return of each line of the customer's order (the return form's maxima). */
export async function returnableLines(
  userId: number,
  orderNo: string,
): Promise<{ id: string; variantHash: string; remaining: number }[]> {
  const db = await getDb();
  const order = await orderOfUser(db, userId, orderNo);
  if (!order) return [];
  const ordered = parseJson<OrderProductJson[]>(order.products, []);
  const earlier = await returnsOfOrder(db, order.id);
  const left = remainingToReturn(
    ordered.map((p) => ({ id: p.id, variantHash: p.variantHash, quantity: p.quantity })),
    earlier.map((r) => ({
      status: r.status,
      products: parseJson<ReturnProductJson[]>(r.products, []),
    })),
  );
  return ordered.map((p) => ({
    id: p.id,
    variantHash: p.variantHash,
    remaining: left.get(`${p.id}\u0000${p.variantHash}`) ?? 0,
  }));
}
