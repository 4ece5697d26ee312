/**
 * Przelewy24 (REST API v1) behind the shop's PaymentProvider, with fetch
 * (P24 publishes no Node SDK).
 *
 * Environment:
 * - P24_MERCHANT_ID: the merchant id (a number).
 * - P24_POS_ID: the shop id; defaults to the merchant id, as P24 does.
 * - P24_API_KEY: the "API key" (reports key) from the panel's "My data";
 *   Basic authentication is posId:API key.
 * - P24_CRC: the CRC key from the same page, which salts every `sign`.
 * - P24_API_URL: https://secure.przelewy24.pl (the default) for production,
 *   https://sandbox.przelewy24.pl for the sandbox; tests point it at a fake.
 *
 * To go live a shop: opens a Przelewy24 account and has it activated (a
 * sandbox account first, from "My account" → "SANDBOX account"); copies the
 * merchant id, shop id, CRC key and API key into the variables above; serves
 * the shop over HTTPS so P24 can POST notifications to its notify URL (sent
 * only for payments that went through, retried after 3, 5, 15, 30, 60, 150
 * and 450 minutes until the shop verifies); and asks P24 to enable the
 * methods it wants (BLIK, cards, Google Pay, Apple Pay, PayPo…). A payment
 * the shop does not verify stays the shopper's money (an advance payment),
 * so `confirm` must run for each notification.
 *
 * Built from https://developers.przelewy24.pl/ (OpenAPI "Przelewy24 REST API
 * Documentation" 1.0.16): transaction/register (TransactionRequestBody1,
 * redirect to /trnRequest/{token}), Notification (TransactionResult),
 * transaction/verify (TransactionVerificationBody), transaction/by/sessionId
 * (TransactionBySessionIdResponse: status 0 no payment, 1 advance payment,
 * 2 payment made, 3 payment returned), transaction/refund
 * (TransactionRefundJsonRequestBody), "Calculating Sign" and "Authentication".
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import {
  attemptReference,
  callJson,
  summaryIdOf,
  toMinorUnits,
  type JsonReply,
} from "../adapter-kit";
import type { PaymentOrder, PaymentProvider, PaymentStatus } from "../provider";
import { ProviderError } from "../provider";
import { readP24Notification } from "./p24-notification";
import type { P24Settings } from "./p24-settings";
import { registerSign, verifySign } from "./p24-sign";

/** The page languages P24 takes (ISO 639-1); others get English. */
const LANGUAGES = new Set("bg cs de en es fr hr hu it nl pl pt se sk ro".split(" "));
/** P24's `channel` for a spec subtype: 1 card + Apple Pay + Google Pay, 4096 card, 8192 BLIK. */
const CHANNELS: Record<string, number> = { card: 4096, blik: 8192, googlePay: 1, applePay: 1 };
/** transaction/by/sessionId's status: 0 no payment, 1 advance payment, 2 payment made, 3 returned. */
const STATUSES: readonly PaymentStatus[] = ["pending", "verifying", "paid", "cancelled"];

const Registered = z.object({ data: z.object({ token: z.string().min(1) }) });
const Verified = z.object({ data: z.object({ status: z.literal("success") }) });
const Transaction = z.object({
  data: z.object({
    orderId: z.number().int(),
    sessionId: z.string(),
    status: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
  }),
});
const Refunded = z.object({ data: z.array(z.object({ status: z.literal(true) })).min(1) });

function errorText(body: unknown): string {
  const parsed = z.object({ error: z.string() }).safeParse(body);
  return parsed.success ? parsed.data.error : "unknown";
}

export function createP24Provider(settings: P24Settings): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${settings.posId}:${settings.apiKey}`).toString("base64")}`;

  const api = (method: string, path: string, body?: unknown): Promise<JsonReply> =>
    callJson("p24", `${settings.apiUrl}/api/v1${path}`, {
      method,
      headers: { "Content-Type": "application/json", Authorization: auth },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const refused = (what: string, reply: JsonReply) =>
    new ProviderError(
      "p24",
      String(reply.status),
      `Przelewy24 refused ${what} (${reply.status} ${errorText(reply.body)})`,
    );

  /** The transaction P24 keeps under a sessionId (its orderId, status, amount). */
  async function transaction(sessionId: string) {
    const reply = await api("GET", `/transaction/by/sessionId/${encodeURIComponent(sessionId)}`);
    const parsed = Transaction.safeParse(reply.body);
    if (reply.status !== 200 || !parsed.success) throw refused("the transaction", reply);
    return parsed.data.data;
  }

  return {
    id: "p24",

    handles: (type) => type === "p24",

    async create(order: PaymentOrder) {
      const sessionId = attemptReference(order.summaryId);
      const amount = toMinorUnits(order.amount);
      const currency = order.currency.toUpperCase();
      const { merchantId, posId } = settings;
      const channel = order.subType ? CHANNELS[order.subType] : undefined;
      const reply = await api("POST", "/transaction/register", {
        merchantId,
        posId,
        sessionId,
        amount,
        currency,
        description: `Order ${order.no}`,
        email: order.email,
        country: "PL",
        language: LANGUAGES.has(order.lang) ? order.lang : "en",
        urlReturn: order.returnUrl,
        urlStatus: order.notifyUrl,
        ...(channel ? { channel } : {}),
        sign: registerSign({ sessionId, merchantId, amount, currency }, settings.crc),
      });
      const registered = Registered.safeParse(reply.body);
      if (reply.status !== 200 || !registered.success) throw refused("the transaction", reply);
      const url = `${settings.apiUrl}/trnRequest/${encodeURIComponent(registered.data.data.token)}`;
      return { providerRef: sessionId, next: { kind: "redirect", url } };
    },

    readNotification: (raw) => Promise.resolve(readP24Notification(raw.body, settings)),

    acknowledge: () => ({ status: 200, body: "" }),

    /**
     * transaction/verify with the order's own amount and currency, for an
     * advance payment only: paid only when P24 accepts it; a refused
     * verification (another amount or currency) is a failed payment.
     */
    async confirm(notification, order) {
      if (summaryIdOf(notification.providerRef) !== order.summaryId) {
        throw new ProviderError("p24", "mismatch", "The notification is not this order's");
      }
      const found = await transaction(notification.providerRef);
      // 2 is verified already (a repeated notification), 3 returned to the payer, 0 not paid yet.
      if (found.status !== 1) return STATUSES[found.status] ?? "pending";
      const sessionId = notification.providerRef;
      const amount = toMinorUnits(order.amount);
      const currency = order.currency.toUpperCase();
      const { orderId } = found;
      const reply = await api("PUT", "/transaction/verify", {
        merchantId: settings.merchantId,
        posId: settings.posId,
        sessionId,
        amount,
        currency,
        orderId,
        sign: verifySign({ sessionId, orderId, amount, currency }, settings.crc),
      });
      if (reply.status === 200 && Verified.safeParse(reply.body).success) return "paid";
      if (reply.status === 400) return "failed";
      throw refused("the verification", reply);
    },

    async status(providerRef) {
      const found = await transaction(providerRef);
      const status = STATUSES[found.status];
      if (!status) throw new ProviderError("p24", "status", `Unknown P24 status ${found.status}`);
      return status;
    },

    async refund(providerRef, amount, currency, reason) {
      const found = await transaction(providerRef);
      if (found.currency.toLowerCase() !== currency.toLowerCase()) {
        throw new ProviderError("p24", "currency", "The refund's currency is not the payment's");
      }
      const refundsUuid = randomBytes(16).toString("hex");
      const reply = await api("POST", "/transaction/refund", {
        requestId: randomBytes(16).toString("hex"),
        refunds: [
          {
            orderId: found.orderId,
            sessionId: providerRef,
            amount: toMinorUnits(amount),
            description: reason.slice(0, 35) || "Refund",
          },
        ],
        refundsUuid,
      });
      if (reply.status !== 201 || !Refunded.safeParse(reply.body).success)
        throw refused("the refund", reply);
      return { refundRef: refundsUuid };
    },
  };
}
