/**
 * One order per idempotency key, and only for the request that made it (issue 27). The order
 * keeps a SHA-256 digest of its canonical request (domain/checkout/order-request.ts plus the buyer);
 * the same key again with the same request answers that order (200, the first answer's body),
 * with a different request 422 `idempotencyKeyReused`, before anything is priced or written.
 * Orders stored before migration 008 have no digest: their keys replay as they always did.
 * An order paid online that was cancelled for want of payment (CANCELED_LOCK, issue 30) frees
 * its request: its key answers 409 `orderCancelled`, and the shopper, who kept the basket, orders
 * the same again under a new key.
 */
import { createHash } from "node:crypto";
import { canonicalOrderRequest, type OrderRequest } from "../../../domain/checkout/order-request";
import type { RequestContext } from "../../context";
import type { OrderRow } from "../../db/schema";
import type { Executor } from "../../db/transaction";
import { orderByIdempotencyKey } from "../../repositories/orders/orders.repository";
import { amountToPay } from "../../views/amount-to-pay";
import type { NewOrderResult, PlacedOrder } from "./create-order.service";

/** The digest of what decides the order: the request, the shopper's currency and the buyer. */
export function orderDigest(ctx: RequestContext, request: OrderRequest): string {
  const text = canonicalOrderRequest(request, {
    currency: ctx.currency,
    buyer: ctx.user ? ctx.user.id : null,
  });
  return createHash("sha256").update(text).digest("base64url");
}

type KeyedOrder = Pick<
  OrderRow,
  "no" | "public_id" | "total" | "paid" | "payment" | "currency" | "request_digest"
>;

/** The answer an order already written gives again. */
function placed(row: KeyedOrder): PlacedOrder {
  const total = JSON.parse(row.total) as { brutto: number; giftCardValue?: number };
  const payment = JSON.parse(row.payment) as { type: string; subType?: string };
  return {
    no: row.no,
    summaryId: row.public_id,
    // Where an unpaid online order is paid is decided by placeOrder (place-order.service.ts).
    redirect: null,
    total: amountToPay(total),
    currency: row.currency,
    paid: row.paid === 1,
    payment: { type: payment.type, subType: payment.subType ?? null },
  };
}

/** The answer for a key already used: its order for the same request, else 422; null for a new key. */
export async function answerByKey(
  db: Executor,
  key: string,
  digest: string,
): Promise<NewOrderResult | null> {
  const row = await orderByIdempotencyKey(db, key);
  if (!row) return null;
  if (row.request_digest !== null && row.request_digest !== digest)
    return { ok: false, status: 422, error: "idempotencyKeyReused" };
  if (row.status === "CANCELED_LOCK" && row.paid === 0)
    return { ok: false, status: 409, error: "orderCancelled" };
  return { ok: true, order: placed(row), replay: true };
}
