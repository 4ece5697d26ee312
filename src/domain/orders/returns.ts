/**
 * Return requests (spec 2 §5 Return, §4 return flow, §3 Return): at least one
 * ticked product with a count above 0 and not above what remains of it —
 * ordered minus what non-canceled returns already declared. Reasons: none,
 * expectationsNotMeet, defectiveProduct, variantInvalid. Return methods:
 * the shop's return address (default) or an InPost locker with a package
 * size (small, medium, large).
 */
export const RETURN_REASONS = [
  "none",
  "expectationsNotMeet",
  "defectiveProduct",
  "variantInvalid",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const PICKUP_SIZES = ["small", "medium", "large"] as const;
export const RETURN_STATUSES = [
  "NEW",
  "PENDING",
  "ACCEPTED",
  "REJECTED",
  "CANCELED",
  "SETTLED",
] as const;

/**
 * Whether the shop still waits for a return's goods (issue 44): only then does its page say how
 * to send them back. A rejected, cancelled or settled return asks for nothing more.
 */
export function awaitsGoods(status: string): boolean {
  return status === "NEW" || status === "PENDING" || status === "ACCEPTED";
}

export interface ReturnLine {
  id: string;
  variantHash: string;
}

export function lineKey(l: ReturnLine): string {
  return `${l.id}\u0000${l.variantHash}`;
}

/** What is left to return of each ordered line. */
export function remainingToReturn(
  ordered: readonly (ReturnLine & { quantity: number })[],
  returns: readonly {
    status: string;
    products: readonly (ReturnLine & { declaredCount: number })[];
  }[],
): Map<string, number> {
  const left = new Map<string, number>();
  for (const o of ordered) left.set(lineKey(o), (left.get(lineKey(o)) ?? 0) + o.quantity);
  for (const r of returns) {
    if (r.status === "CANCELED") continue;
    for (const p of r.products)
      if (left.has(lineKey(p)))
        left.set(lineKey(p), Math.max(0, (left.get(lineKey(p)) ?? 0) - p.declaredCount));
  }
  return left;
}

export interface ReturnRequestLine extends ReturnLine {
  count: number;
  reason: string;
}

export type ReturnCheck =
  | { ok: true; lines: (ReturnRequestLine & { reason: ReturnReason })[] }
  | { ok: false; error: "nothingSelected" | "countInvalid" | "reasonInvalid"; fields: string[] };

export function checkReturnRequest(
  request: readonly ReturnRequestLine[],
  remaining: ReadonlyMap<string, number>,
): ReturnCheck {
  const ticked = request.filter((l) => l.count > 0);
  if (ticked.length === 0) return { ok: false, error: "nothingSelected", fields: [] };
  const badCount = ticked.filter((l) => {
    const left = remaining.get(lineKey(l));
    return left === undefined || !Number.isInteger(l.count) || l.count > left;
  });
  if (badCount.length > 0)
    return { ok: false, error: "countInvalid", fields: badCount.map((l) => l.id) };
  const badReason = ticked.filter((l) => !(RETURN_REASONS as readonly string[]).includes(l.reason));
  if (badReason.length > 0)
    return { ok: false, error: "reasonInvalid", fields: badReason.map((l) => l.id) };
  return { ok: true, lines: ticked.map((l) => ({ ...l, reason: l.reason as ReturnReason })) };
}

/**
 * Whether a count typed for a ticked line is a whole number from 1 to what remains of it (spec 2
 * §5 Return: "count above 0 and not above what remains"); the form marks it otherwise.
 */
export function countFits(typed: string, remaining: number): boolean {
  const text = typed.trim();
  if (!/^\d{1,6}$/.test(text)) return false;
  const count = Number(text);
  return count >= 1 && count <= remaining;
}
