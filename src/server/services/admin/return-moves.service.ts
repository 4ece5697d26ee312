/**
 * The owner's decisions about a return (issue 31), each only where it makes sense
 * (domain/returns/return-moves.ts) and each a conditional update from the status the return
 * was read in (a second owner's move at the same time is told the return changed):
 * - accept: NEW or PENDING → ACCEPTED;
 * - reject: NEW or PENDING → REJECTED with a reason the customer sees (required);
 * - settle and retrying a refused refund: return-settle.service.ts;
 * - refundSent: a settled return's money owed by hand (`owed`) is recorded as transferred
 *   (`sent`, with the moment): only then does the customer read that it was given back.
 * The customer is e-mailed each decision (return-decision-mails.ts).
 */
import {
  rejectReason,
  returnMoves,
  statusAfter,
  type ReturnMove,
} from "../../../domain/returns/return-moves";
import { getDb } from "../../db/client";
import type { OrderRow, ReturnRow, ReturnSettlementJson } from "../../db/schema";
import { parseJson } from "../../db/json";
import {
  moveRefundState,
  moveReturn,
  returnByNo,
} from "../../repositories/admin/admin-returns.repository";
import { orderById } from "../../repositories/orders/order-reads.repository";
import { sendReturnDecision } from "./return-decision-mails";

export type ReturnMoveError =
  | "notFound"
  | "notAllowed"
  | "changed"
  | "reasonRequired"
  | "countInvalid"
  | "refundFailed"
  | "orderUnpaid";

export type ReturnMoveResult =
  { ok: true; settlement: ReturnSettlementJson | null } | { ok: false; error: ReturnMoveError };

/** The return `no` and its order when `move` makes sense for it now, else why not. */
export async function returnFor(
  no: string,
  move: ReturnMove,
): Promise<{ ret: ReturnRow; order: OrderRow } | { error: "notFound" | "notAllowed" }> {
  const db = await getDb();
  const ret = no.length <= 80 ? await returnByNo(db, no) : undefined;
  const order = ret ? await orderById(db, ret.order_id) : undefined;
  if (!ret || !order) return { error: "notFound" };
  if (!returnMoves({ status: ret.status, refundState: ret.refund_state }).includes(move))
    return { error: "notAllowed" };
  return { ret, order };
}

export async function acceptReturn(no: string): Promise<ReturnMoveResult> {
  const found = await returnFor(no, "accept");
  if ("error" in found) return { ok: false, error: found.error };
  const { ret, order } = found;
  if (!(await moveReturn(await getDb(), ret.id, ret.status, { status: statusAfter("accept") })))
    return { ok: false, error: "changed" };
  await sendReturnDecision(ret, order, { kind: "accepted" });
  return { ok: true, settlement: null };
}

export async function rejectReturn(no: string, text: string): Promise<ReturnMoveResult> {
  const reason = rejectReason(text);
  if (!reason) return { ok: false, error: "reasonRequired" };
  const found = await returnFor(no, "reject");
  if ("error" in found) return { ok: false, error: found.error };
  const { ret, order } = found;
  const moved = await moveReturn(await getDb(), ret.id, ret.status, {
    status: statusAfter("reject"),
    reject_reason: reason,
  });
  if (!moved) return { ok: false, error: "changed" };
  await sendReturnDecision(ret, order, { kind: "rejected", reason });
  return { ok: true, settlement: null };
}

export async function recordRefundSent(no: string, now = new Date()): Promise<ReturnMoveResult> {
  const found = await returnFor(no, "refundSent");
  if ("error" in found) return { ok: false, error: found.error };
  const { ret, order } = found;
  const settlement = parseJson<ReturnSettlementJson | null>(ret.settlement, null);
  if (!settlement) return { ok: false, error: "notAllowed" };
  const sent = { ...settlement, manualSentAt: now.toISOString() };
  const moved = await moveRefundState(await getDb(), ret.id, "owed", {
    refund_state: "sent",
    settlement: JSON.stringify(sent),
  });
  if (!moved) return { ok: false, error: "changed" };
  await sendReturnDecision(ret, order, { kind: "refundSent", settlement: sent });
  return { ok: true, settlement: sent };
}
