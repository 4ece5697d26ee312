/**
 * What the owner may do with a return in the back office (issue 31, spec 2 §4 return statuses
 * NEW, PENDING, ACCEPTED, REJECTED, CANCELED, SETTLED): a return waiting for a decision (NEW, or
 * PENDING) is accepted (→ ACCEPTED) or rejected with a reason the customer sees (→ REJECTED);
 * an accepted return is settled (→ SETTLED) once its parcel arrived: the owner sets each
 * product's received count (at most the declared count), the received stock goes back and the
 * money is refunded. A settled return whose provider refund was refused may ask the provider
 * again; one whose money goes back by hand (bank transfer, cash on delivery: `owed`) is
 * recorded as sent once the owner has transferred it (issue 44: "refundSent"). REJECTED,
 * CANCELED and SETTLED are ends.
 */
export type ReturnMove = "accept" | "reject" | "settle" | "retryRefund" | "refundSent";

/** The statuses a return waits in for the owner's decision (the list's default filter). */
export const TO_DECIDE = ["NEW", "PENDING"] as const;

/** The longest rejection reason stored and shown to the customer. */
export const REJECT_REASON_MAX = 500;

export interface ReturnFacts {
  status: string;
  /** The provider refund's state of a settled return (null when none). */
  refundState: string | null;
}

/** The moves that make sense for a return now, in the order the back office offers them. */
export function returnMoves(r: ReturnFacts): ReturnMove[] {
  if ((TO_DECIDE as readonly string[]).includes(r.status)) return ["accept", "reject"];
  if (r.status === "ACCEPTED") return ["settle"];
  if (r.status === "SETTLED" && r.refundState === "failed") return ["retryRefund"];
  if (r.status === "SETTLED" && r.refundState === "owed") return ["refundSent"];
  return [];
}

/**
 * Whether the money of a settled return has reached the customer, from its refund's state:
 * through the provider once it is done, by hand once it is sent; nothing to wait for when it all
 * went back onto the gift card (no state).
 */
export function refundDone(refundState: string | null): boolean {
  return refundState === null || refundState === "done" || refundState === "sent";
}

/** The status a move leads to (the retry and the refund sent keep SETTLED). */
export function statusAfter(move: ReturnMove): string {
  if (move === "accept") return "ACCEPTED";
  if (move === "reject") return "REJECTED";
  return "SETTLED";
}

/** A rejection's reason as stored: trimmed, required, at most {@link REJECT_REASON_MAX} long. */
export function rejectReason(text: string): string | null {
  const reason = text.replace(/\s+/g, " ").trim();
  return reason.length > 0 && reason.length <= REJECT_REASON_MAX ? reason : null;
}

/**
 * The received count of each declared product, from what the owner typed (missing means all
 * declared); null when any count is not a whole number from 0 to the declared count.
 */
export function receivedCounts(
  declared: readonly number[],
  typed: readonly (string | null | undefined)[],
): number[] | null {
  const counts: number[] = [];
  for (const [i, max] of declared.entries()) {
    const raw = typed[i]?.trim() ?? "";
    const n = raw === "" ? max : Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > max) return null;
    counts.push(n);
  }
  return counts;
}
