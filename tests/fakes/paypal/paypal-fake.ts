/**
 * A local fake of PayPal's REST API (issue 30) for the PayPal adapter's tests:
 * exactly the calls the adapter makes, as PayPal documents them.
 * - POST /v1/oauth2/token — client credentials in Basic auth, grant_type=client_credentials
 *   https://developer.paypal.com/api/rest/authentication/
 * - POST /v2/checkout/orders, GET /v2/checkout/orders/{id}, POST /v2/checkout/orders/{id}/capture
 *   https://developer.paypal.com/docs/api/orders/v2/
 *   https://developer.paypal.com/api/rest/integration/orders-api/api-use-cases/standard
 * - POST /v2/payments/captures/{capture_id}/refund
 *   https://developer.paypal.com/docs/api/payments/v2/#captures_refund
 * - POST /v1/notifications/verify-webhook-signature (see paypal-fake-webhooks.ts)
 *   https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post
 * - /checkoutnow?token={id}: the shopper's approval page (paypal-fake-checkout.ts).
 * Started on 127.0.0.1 (a free port unless `port` is given); nothing here reaches the internet.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { paypalCheckout } from "./paypal-fake-checkout";
import { captureJson, orderJson, type FakeCapture, type FakeOrder } from "./paypal-fake-model";
import { handleRest, type Reply } from "./paypal-fake-routes";
import { webhookSigner, type SignedWebhook } from "./paypal-fake-webhooks";

export interface PaypalFakeOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Where the fake delivers webhooks when the shopper approves on its page (none: not sent). */
  webhookUrl?: string;
  /** The port on 127.0.0.1 (0, the default: a free one). */
  port?: number;
}

/** How the next capture of an order ends (INSTRUMENT_DECLINED: PayPal refuses it with 422). */
export type CaptureOutcome = "COMPLETED" | "PENDING" | "DECLINED" | "INSTRUMENT_DECLINED";

export interface FakeState {
  options: PaypalFakeOptions;
  base: string;
  tokens: Set<string>;
  orders: Map<string, FakeOrder>;
  outcomes: Map<string, CaptureOutcome>;
  signer: ReturnType<typeof webhookSigner>;
}

const id = () => randomBytes(8).toString("hex").toUpperCase();

function send(res: ServerResponse, reply: Reply & { html?: string }) {
  const type = reply.html === undefined ? "application/json" : "text/html; charset=utf-8";
  res.writeHead(reply.status, { "content-type": type, ...reply.headers });
  res.end(reply.html ?? (reply.body === undefined ? "" : JSON.stringify(reply.body)));
}

export async function startPaypalFake(options: PaypalFakeOptions) {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const certUrl = `${base}/v1/notifications/certs/CERT-fake-${id()}`;
  const state: FakeState = {
    options,
    base,
    tokens: new Set(),
    orders: new Map(),
    outcomes: new Map(),
    signer: webhookSigner(certUrl),
  };
  const requests: {
    method: string;
    path: string;
    headers: IncomingMessage["headers"];
    body: string;
  }[] = [];

  function order(orderId: string): FakeOrder {
    const found = state.orders.get(orderId);
    if (!found) throw new Error(`The fake has no order ${orderId}`);
    return found;
  }

  function event(eventType: string, resourceType: string, resource: object, summary: string) {
    return {
      id: `WH-${id()}-${id()}`,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: "2.0",
      event_type: eventType,
      summary,
      resource,
    };
  }

  server.on("request", (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", base);
      requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, body });
      if (req.method === "GET" && url.pathname === new URL(certUrl).pathname) {
        res.writeHead(200, { "content-type": "application/x-pem-file" });
        return res.end(state.signer.publicKeyPem);
      }
      const page = await paypalCheckout(
        { method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers, body },
        {
          order: (orderId) => state.orders.get(orderId),
          // A card declined before does not stay declined: the buyer chose another one.
          setDeclined: (orderId, declined) => {
            if (declined) state.outcomes.set(orderId, "INSTRUMENT_DECLINED");
            else if (state.outcomes.get(orderId) === "INSTRUMENT_DECLINED")
              state.outcomes.delete(orderId);
          },
          approve: (orderId) => fake.approve(orderId),
          webhookUrl: options.webhookUrl,
        },
      );
      if (page) return send(res, page);
      send(res, handleRest(state, req.method ?? "GET", url, req.headers, body));
    });
  });

  const fake = {
    url: base,
    /** Every call the fake received (method, path, headers, body), in order. */
    requests,
    orders: state.orders,
    /** The shopper approves the order at PayPal; answers the signed CHECKOUT.ORDER.APPROVED webhook. */
    approve(orderId: string): SignedWebhook {
      const found = order(orderId);
      found.status = "APPROVED";
      const resource = orderJson(base, found);
      return state.signer.sign(
        event(
          "CHECKOUT.ORDER.APPROVED",
          "checkout-order",
          resource,
          "An order has been approved by buyer",
        ),
        options.webhookId,
      );
    },
    /** How the order's next capture ends (COMPLETED unless set). */
    setCaptureOutcome(orderId: string, outcome: CaptureOutcome) {
      state.outcomes.set(orderId, outcome);
    },
    /** The signed PAYMENT.CAPTURE.* webhook for the order's capture (COMPLETED, DENIED or PENDING). */
    captureWebhook(orderId: string, webhookId = options.webhookId): SignedWebhook {
      const found = order(orderId);
      const capture: FakeCapture | undefined = found.capture;
      if (!capture) throw new Error(`Order ${orderId} has no capture`);
      const name =
        capture.status === "DECLINED"
          ? "DENIED"
          : capture.status === "PENDING"
            ? "PENDING"
            : "COMPLETED";
      const resource = captureJson(base, found, capture, true);
      return state.signer.sign(
        event(`PAYMENT.CAPTURE.${name}`, "capture", resource, `Payment ${name.toLowerCase()}`),
        webhookId,
      );
    },
    /** Any event signed as PayPal signs it, for `webhookId` (another shop's webhook in the forged tests). */
    sign: (payload: object, webhookId = options.webhookId) => state.signer.sign(payload, webhookId),
    /** PayPal forgets an order nobody approved. */
    forget(orderId: string) {
      state.orders.delete(orderId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type PaypalFake = Awaited<ReturnType<typeof startPaypalFake>>;
