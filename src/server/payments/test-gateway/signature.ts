/**
 * Signed payment notifications (issue 12 "Payments"): the gateway signs the
 * notification's fields with HMAC-SHA256 and a shared secret; the shop checks
 * the signature in constant time before it changes an order. The secret is
 * `PAYMENT_TEST_SECRET`, or a random one per process (the embedded test
 * gateway and the shop are the same process).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export interface PaymentNotification {
  /** The order's public id. */
  order: string;
  /**
   * paid or failed settle the payment; pending says the provider took the
   * money but is still verifying it (the order waits in TMP_LOCK).
   */
  outcome: "paid" | "failed" | "pending";
  /** Amount in the order currency, two decimals as text (what the gateway charged). */
  amount: string;
  currency: string;
  /** The gateway's own transaction id; a replay carries the same one. */
  transaction: string;
}

let processSecret: string | null = null;

export function paymentSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = env["PAYMENT_TEST_SECRET"];
  if (configured) return configured;
  processSecret ??= randomBytes(32).toString("hex");
  return processSecret;
}

function payload(n: PaymentNotification): string {
  return [n.order, n.outcome, n.amount, n.currency, n.transaction].join("|");
}

export function signNotification(n: PaymentNotification, secret = paymentSecret()): string {
  return createHmac("sha256", secret).update(payload(n)).digest("hex");
}

export function verifyNotification(
  n: PaymentNotification,
  signature: string,
  secret = paymentSecret(),
): boolean {
  const expected = Buffer.from(signNotification(n, secret), "hex");
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
