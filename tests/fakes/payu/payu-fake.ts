/**
 * A local fake of PayU's REST API 2.1 for the PayU adapter's tests: exactly
 * the calls the adapter makes, as PayU documents them, with PayU's signature
 * both ways (the fake signs notifications with the second key).
 *
 * - OAuth: https://developers.payu.com/europe/api/#tag/Authorize
 *   (POST /pl/standard/user/oauth/authorize, form grant_type=client_credentials,
 *   answers access_token, token_type bearer, expires_in 43199).
 * - Orders: https://developers.payu.com/europe/api/#tag/Order (POST
 *   /api/v2_1/orders answers 302 with status.statusCode SUCCESS, redirectUri,
 *   orderId, extOrderId; extOrderId unique within the POS, else
 *   ERROR_ORDER_NOT_UNIQUE; GET /api/v2_1/orders/{orderId} answers orders[]).
 * - Refunds: https://developers.payu.com/europe/api/#tag/Refund (POST
 *   /api/v2_1/orders/{orderId}/refunds with refund.description/amount/currencyCode).
 * - Notifications: https://developers.payu.com/europe/docs/payment-flows/lifecycle/
 *   (body { order: {...}, localReceiptDateTime, properties }, header
 *   OpenPayu-Signature: sender=checkout;signature=…;algorithm=MD5;content=DOCUMENT,
 *   signature = hash(body + second key)).
 * - The shopper's page at redirectUri: see payu-fake-checkout.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import { jsonBody, startFake, type FakeAnswer, type FakeRequest } from "../fake-http";
import { payuCheckout, type PayuCheckoutOrder } from "./payu-fake-checkout";

export interface PayuFakeKeys {
  posId: string;
  clientId: string;
  clientSecret: string;
  secondKey: string;
}

interface FakeOrder extends PayuCheckoutOrder {
  refunded: number;
}

export interface PayuFakeOptions {
  /** Seconds an OAuth token lives (PayU: 43199). */
  tokenLifetime?: number;
  /** The port on 127.0.0.1 (0, the default: a free one). */
  port?: number;
}

/** The order as PayU shows it (without the fake's own bookkeeping). */
function shown(order: FakeOrder) {
  const { orderId, extOrderId, status, totalAmount, currencyCode, notifyUrl } = order;
  return { orderId, extOrderId, status, totalAmount, currencyCode, notifyUrl };
}

const error = (status: number, statusCode: string, statusDesc = statusCode): FakeAnswer => ({
  status,
  body: { status: { statusCode, severity: "ERROR", statusDesc } },
});

export async function startPayuFake(keys: PayuFakeKeys, options: PayuFakeOptions = {}) {
  const { tokenLifetime = 43199, port = 0 } = options;
  const orders = new Map<string, FakeOrder>();
  const tokens = new Set<string>();
  let tokenRequests = 0;

  function authorize(req: FakeRequest): FakeAnswer {
    const form = new URLSearchParams(req.body);
    const ok =
      req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") &&
      form.get("grant_type") === "client_credentials" &&
      form.get("client_id") === keys.clientId &&
      form.get("client_secret") === keys.clientSecret;
    if (!ok)
      return {
        status: 401,
        body: { error: "invalid_client", error_description: "Bad client credentials" },
      };
    tokenRequests++;
    const token = randomBytes(16).toString("hex");
    tokens.add(token);
    const body = {
      access_token: token,
      token_type: "bearer",
      expires_in: tokenLifetime,
      grant_type: "client_credentials",
    };
    return { status: 200, body };
  }

  function create(body: Record<string, unknown>, origin: string): FakeAnswer {
    const required = [
      "customerIp",
      "merchantPosId",
      "description",
      "currencyCode",
      "totalAmount",
      "products",
    ];
    if (required.some((name) => body[name] === undefined)) return error(400, "ERROR_VALUE_MISSING");
    const { extOrderId, totalAmount, currencyCode, notifyUrl, continueUrl, description } = body;
    if (body["merchantPosId"] !== keys.posId) return error(400, "ERROR_UNKNOWN_MERCHANT_POS");
    if (
      typeof totalAmount !== "string" ||
      !/^\d+$/.test(totalAmount) ||
      typeof currencyCode !== "string"
    ) {
      return error(400, "ERROR_VALUE_INVALID");
    }
    if (
      typeof extOrderId !== "string" ||
      [...orders.values()].some((o) => o.extOrderId === extOrderId)
    ) {
      return error(400, "ERROR_ORDER_NOT_UNIQUE", "Order already exists");
    }
    const orderId = randomBytes(10).toString("hex").toUpperCase();
    const order = {
      orderId,
      extOrderId,
      status: "NEW",
      totalAmount,
      currencyCode,
      notifyUrl: typeof notifyUrl === "string" ? notifyUrl : "",
      continueUrl: typeof continueUrl === "string" ? continueUrl : "",
      description: String(description),
      refunded: 0,
    };
    orders.set(orderId, order);
    const redirectUri = `${origin}/pay/?orderId=${orderId}`;
    const answer = { status: { statusCode: "SUCCESS" }, redirectUri, orderId, extOrderId };
    return { status: 302, headers: { Location: redirectUri }, body: answer };
  }

  function refund(order: FakeOrder, body: Record<string, unknown>): FakeAnswer {
    const refund = body["refund"];
    if (typeof refund !== "object" || refund === null) return error(400, "ERROR_VALUE_MISSING");
    const { description, amount, currencyCode } = refund as Record<string, unknown>;
    if (typeof description !== "string") return error(400, "ERROR_VALUE_MISSING");
    const value =
      amount === undefined ? Number(order.totalAmount) - order.refunded : Number(amount);
    if (currencyCode !== undefined && currencyCode !== order.currencyCode)
      return error(400, "ERROR_INCONSISTENT_CURRENCIES");
    if (
      order.status !== "COMPLETED" ||
      !(value > 0) ||
      order.refunded + value > Number(order.totalAmount)
    ) {
      return error(400, "OPENPAYU_BUSINESS_ERROR", "Refund not possible");
    }
    order.refunded += value;
    const refundId = String(5_000_000_000 + Math.floor(Math.random() * 1e9));
    const details = {
      refundId,
      description,
      amount: String(value),
      currencyCode: order.currencyCode,
      status: "PENDING",
    };
    return {
      status: 200,
      body: {
        orderId: order.orderId,
        refund: details,
        status: { statusCode: "SUCCESS", statusDesc: "Refund queued for processing" },
      },
    };
  }

  function api(req: FakeRequest, origin: string): FakeAnswer {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer))
      return {
        status: 401,
        body: { error: "invalid_token", error_description: "Invalid access token" },
      };
    const body = jsonBody(req);
    if (req.method === "POST" && req.path === "/api/v2_1/orders")
      return body ? create(body, origin) : error(400, "ERROR_SYNTAX");
    const match = /^\/api\/v2_1\/orders\/([^/]+)(\/refunds)?$/.exec(req.path);
    const order = match?.[1] ? orders.get(decodeURIComponent(match[1])) : undefined;
    if (!order) return error(404, "DATA_NOT_FOUND");
    if (req.method === "GET" && !match?.[2]) {
      return {
        status: 200,
        body: {
          orders: [{ ...shown(order), merchantPosId: keys.posId }],
          status: { statusCode: "SUCCESS" },
        },
      };
    }
    if (req.method === "POST" && match?.[2])
      return body ? refund(order, body) : error(400, "ERROR_SYNTAX");
    return error(405, "ERROR_SYNTAX");
  }

  const server = await startFake(async (req) => {
    if (req.method === "POST" && req.path === "/pl/standard/user/oauth/authorize")
      return authorize(req);
    const page = await payuCheckout(req, {
      order: (orderId) => orders.get(orderId),
      setStatus: fake.setStatus,
      notification: (orderId) => fake.notification(orderId),
    });
    return page ?? api(req, server.url);
  }, port);

  const fake = {
    url: server.url,
    close: server.close,
    /** How many OAuth tokens the fake has issued. */
    tokenRequests: () => tokenRequests,
    /** Forgets every issued token, as PayU does when they expire. */
    revokeTokens: () => tokens.clear(),
    /** The order PayU registered under this extOrderId prefix (the shop's summary id). */
    orderFor: (summaryId: string) =>
      [...orders.values()].find((o) => o.extOrderId.startsWith(`${summaryId}.`)),
    /** The shopper pays, or the payment is cancelled: the order's status at PayU changes. */
    setStatus(orderId: string, status: string) {
      const order = orders.get(orderId);
      if (order) order.status = status;
    },
    /** The notification PayU would POST for an order now, signed with the second key. */
    notification(
      orderId: string,
      change: { totalAmount?: string; algorithm?: "MD5" | "SHA-256"; key?: string } = {},
    ) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayU order ${orderId}`);
      const body = JSON.stringify({
        order: {
          ...shown(order),
          totalAmount: change.totalAmount ?? order.totalAmount,
          merchantPosId: keys.posId,
          customerIp: "127.0.0.1",
        },
        localReceiptDateTime: new Date().toISOString(),
        properties: [{ name: "PAYMENT_ID", value: "5003707594" }],
      });
      const algorithm = change.algorithm ?? "MD5";
      const hash = createHash(algorithm === "MD5" ? "md5" : "sha256")
        .update(body + (change.key ?? keys.secondKey))
        .digest("hex");
      const headers = new Headers({
        "Content-Type": "application/json;charset=UTF-8",
        "OpenPayu-Signature": `sender=checkout;signature=${hash};algorithm=${algorithm};content=DOCUMENT`,
      });
      return { headers, body };
    },
  };
  return fake;
}

export type PayuFake = Awaited<ReturnType<typeof startPayuFake>>;
