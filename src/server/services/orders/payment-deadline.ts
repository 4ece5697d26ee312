/**
 * Until when an unpaid online order waits for its payment (issue 30): the
 * payment timeout (`PAYMENT_TIMEOUT_MIN`, default 60 minutes) counted from
 * the later of the order's placing and the shopper's last try at paying it,
 * so a shopper who pays again always has the whole time for it.
 */
export const DEFAULT_PAYMENT_TIMEOUT_MIN = 60;

/** Minutes an online payment may take (`PAYMENT_TIMEOUT_MIN`, a whole number ≥ 1). */
export function paymentTimeoutMin(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env["PAYMENT_TIMEOUT_MIN"]);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_PAYMENT_TIMEOUT_MIN;
}

export function payDeadline(
  order: { created_at: string },
  attempts: readonly { created_at: string }[],
  timeoutMin: number = paymentTimeoutMin(),
): Date {
  const last = [order.created_at, ...attempts.map((a) => a.created_at)].reduce((a, b) =>
    a > b ? a : b,
  );
  return new Date(new Date(last).getTime() + timeoutMin * 60_000);
}
