/**
 * PayU (REST API 2.1) behind the shop's PaymentProvider, with fetch (PayU
 * publishes no Node SDK).
 *
 * Environment:
 * - PAYU_POS_ID: the point of sale's id (merchantPosId).
 * - PAYU_CLIENT_ID, PAYU_CLIENT_SECRET: the POS's OAuth keys (client_id is
 *   usually the POS id and defaults to it).
 * - PAYU_SECOND_KEY: the POS's "second key (MD5)", which signs notifications.
 * - PAYU_API_URL: https://secure.payu.com (the default) for production,
 *   https://secure.snd.payu.com for the sandbox; tests point it at a fake.
 *
 * To go live a shop: signs a PayU agreement and creates a shop and a POS of
 * type "REST API (Checkout)" in PayU's panel; copies the POS id, OAuth
 * client_id/client_secret and second key into the variables above (sandbox
 * keys with PAYU_API_URL=https://secure.snd.payu.com first); serves the shop
 * over HTTPS so PayU can POST notifications to its notify URL; and, if it
 * accepts notifications only from PayU, allows PayU's published addresses.
 * PayU requires the shopper's IP (customerIp); without one the adapter sends
 * 127.0.0.1. Auto-receive should stay on: WAITING_FOR_CONFIRMATION (auto-receive off)
 * keeps an order verifying until someone captures it in PayU's panel.
 *
 * Built from:
 * - https://developers.payu.com/europe/api/ (Authorize: oauth/authorize;
 *   Order: create, retrieve; Refund: create) and its OpenAPI 2.1.0 text;
 * - https://developers.payu.com/europe/docs/payment-flows/lifecycle/
 *   (statuses, notifications, the OpenPayu-Signature header);
 * - https://github.com/PayU-EMEA/openpayu_php lib/OpenPayU/Util.php
 *   (verifySignature: hash(body + second key)).
 */
import { z } from "zod";
import {
  attemptReference,
  callJson,
  summaryIdOf,
  toMinorUnits,
  type JsonReply,
} from "../adapter-kit";
import type { PaymentOrder, PaymentProvider, PaymentStatus, RawNotification } from "../provider";
import { ProviderError } from "../provider";
import { PayuToken } from "./payu-oauth";
import type { PayuSettings } from "./payu-settings";
import { verifyPayuSignature } from "./payu-signature";
import { PayuOrder, payuStatus, readPayuNotification } from "./payu-status";

const Status = z.object({ status: z.object({ statusCode: z.string() }) });
const Created = Status.extend({ orderId: z.string().min(1), redirectUri: z.string().min(1) });
const Retrieved = z.object({ orders: z.array(PayuOrder).min(1) });
const Refunded = Status.extend({ refund: z.object({ refundId: z.string().min(1) }) });

function statusCode(body: unknown): string {
  const parsed = Status.safeParse(body);
  return parsed.success ? parsed.data.status.statusCode : "unknown";
}

export function createPayuProvider(
  settings: PayuSettings,
  token = new PayuToken(settings),
): PaymentProvider {
  /** An authorized call; a 401 drops the cached token and tries once more with a new one. */
  async function api(method: string, path: string, body?: unknown): Promise<JsonReply> {
    for (let attempt = 0; ; attempt++) {
      const reply = await callJson("payu", `${settings.apiUrl}${path}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${await token.get()}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (reply.status !== 401 || attempt > 0) return reply;
      token.drop();
    }
  }

  function refused(what: string, reply: JsonReply): ProviderError {
    const code = statusCode(reply.body);
    return new ProviderError("payu", code, `PayU refused ${what} (${reply.status} ${code})`);
  }

  return {
    id: "payu",

    handles: (type) => type === "payu",

    async create(order: PaymentOrder) {
      const totalAmount = String(toMinorUnits(order.amount));
      const reply = await api("POST", "/api/v2_1/orders", {
        notifyUrl: order.notifyUrl,
        continueUrl: order.returnUrl,
        customerIp: order.customerIp ?? "127.0.0.1",
        merchantPosId: settings.posId,
        description: `Order ${order.no}`,
        extOrderId: attemptReference(order.summaryId),
        currencyCode: order.currency.toUpperCase(),
        totalAmount,
        buyer: { email: order.email, language: order.lang },
        products: [{ name: `Order ${order.no}`, unitPrice: totalAmount, quantity: "1" }],
      });
      // PayU answers 302 (or 201) with the order and the address of its payment page.
      const created = Created.safeParse(reply.body);
      const ok = (reply.status === 302 || reply.status === 201) && created.success;
      if (!ok || created.data.status.statusCode !== "SUCCESS") throw refused("the order", reply);
      const { orderId, redirectUri } = created.data;
      return { providerRef: orderId, next: { kind: "redirect", url: redirectUri } };
    },

    async readNotification(raw: RawNotification) {
      const header =
        raw.headers.get("OpenPayu-Signature") ?? raw.headers.get("X-OpenPayU-Signature");
      if (!verifyPayuSignature(header, raw.body, settings.secondKey)) return null;
      return readPayuNotification(raw.body, summaryIdOf);
    },

    acknowledge: () => ({ status: 200, body: "" }),

    /** PayU settles by itself (auto-receive): what the notification said stands. */
    confirm: (notification) => Promise.resolve(notification.status),

    async status(providerRef: string): Promise<PaymentStatus> {
      const reply = await api("GET", `/api/v2_1/orders/${encodeURIComponent(providerRef)}`);
      const retrieved = Retrieved.safeParse(reply.body);
      const order = retrieved.success ? retrieved.data.orders[0] : undefined;
      const status = order ? payuStatus(order.status) : null;
      if (reply.status !== 200 || !status) throw refused("the order status", reply);
      return status;
    },

    async refund(providerRef, amount, currency, reason) {
      const reply = await api(
        "POST",
        `/api/v2_1/orders/${encodeURIComponent(providerRef)}/refunds`,
        {
          refund: {
            description: reason.slice(0, 200) || "Refund",
            amount: String(toMinorUnits(amount)),
            currencyCode: currency.toUpperCase(),
          },
        },
      );
      const refunded = Refunded.safeParse(reply.body);
      if (
        reply.status !== 200 ||
        !refunded.success ||
        refunded.data.status.statusCode !== "SUCCESS"
      ) {
        throw refused("the refund", reply);
      }
      return { refundRef: refunded.data.refund.refundId };
    },
  };
}
