/**
 * The embedded test gateway as a payment provider (issue 12, issue 30): when
 * the configuration and the owner let it run (availability.ts: the demo shop,
 * the test suite; never a live shop or one with a real provider), it takes
 * every online spec type no configured provider takes, so demos and tests can
 * pay without a provider account. Its page (`/dev/pay/{summaryId}?ref=…`) plays the
 * provider's: pay, pay with verification later, fail, abandon. It calls the
 * shop back like a provider, with a JSON notification signed with HMAC-SHA256
 * (signature.ts) at `/api/public/payments/test/notify`, and goes through the
 * same lifecycle as every other provider (services/orders/payment-lifecycle.ts).
 *
 * The gateway keeps no state of its own: the shop's attempt is its record, so
 * `status` answers "pending" (what the notification said is already applied).
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { parseBody } from "../adapter-kit";
import type { PaymentProvider, PaymentStatus, ProviderNotification } from "../provider";
import { verifyNotification } from "./signature";

const ONLINE_TYPES = new Set([
  "eservice",
  "p24",
  "elavon",
  "bm",
  "payu",
  "paypal",
  "imoje",
  "twisto",
  "braintree",
]);

const Body = z.object({
  order: z.string().max(64),
  outcome: z.enum(["paid", "failed", "pending"]),
  amount: z.string().regex(/^\d{1,9}\.\d{2}$/),
  currency: z.string().max(8),
  transaction: z.string().max(100),
  signature: z.string().max(128),
});

const STATUS: Record<"paid" | "failed" | "pending", PaymentStatus> = {
  paid: "paid",
  failed: "failed",
  pending: "verifying",
};

export const testProvider: PaymentProvider = {
  id: "test",
  handles: (type) => ONLINE_TYPES.has(type),

  create(order) {
    const ref = `test_${randomBytes(12).toString("hex")}`;
    // The gateway's page speaks the order's language: the return address's prefix, if any.
    const prefix = /^\/[a-z]{2}(?=\/order\/)/.exec(new URL(order.returnUrl).pathname)?.[0] ?? "";
    const path = `${prefix}/dev/pay/${encodeURIComponent(order.summaryId)}`;
    const page = new URL(path, order.returnUrl);
    page.searchParams.set("ref", ref);
    page.searchParams.set("return", order.returnUrl);
    return Promise.resolve({ providerRef: ref, next: { kind: "redirect", url: page.href } });
  },

  readNotification(raw) {
    if (!/^application\/json\b/i.test(raw.headers.get("content-type") ?? "")) {
      return Promise.resolve(null);
    }
    const body = parseBody(raw.body, Body);
    if (!body) return Promise.resolve(null);
    const { signature, ...n } = body;
    if (!verifyNotification(n, signature)) return Promise.resolve(null);
    const notification: ProviderNotification = {
      providerRef: n.transaction,
      summaryId: n.order,
      status: STATUS[n.outcome],
      amount: n.amount,
      currency: n.currency.toLowerCase(),
      reason: n.outcome === "failed" ? "The test gateway declined the payment." : undefined,
    };
    return Promise.resolve(notification);
  },

  acknowledge: () => ({ status: 200, body: JSON.stringify({ result: "ok" }) }),
  confirm: (notification) => Promise.resolve(notification.status),
  status: () => Promise.resolve("pending"),
  refund: () => Promise.resolve({ refundRef: `test_refund_${randomBytes(8).toString("hex")}` }),
};
