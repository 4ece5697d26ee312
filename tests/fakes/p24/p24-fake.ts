/**
 * A local fake of Przelewy24's REST API v1 for the P24 adapter's tests:
 * exactly the calls the adapter makes, as https://developers.przelewy24.pl/
 * documents them (OpenAPI "Przelewy24 REST API Documentation" 1.0.16), with
 * P24's SHA-384 `sign` both ways, computed here on its own from the documented
 * field orders ("Calculating Sign"):
 * - POST /api/v1/transaction/register (TransactionRequestBody1; sign of
 *   {"sessionId","merchantId","amount","currency","crc"}) → { data: { token } };
 * - the notification to urlStatus (TransactionResult; sign of {"merchantId",
 *   "posId","sessionId","amount","originAmount","currency","orderId","methodId",
 *   "statement","crc"});
 * - PUT /api/v1/transaction/verify (TransactionVerificationBody; sign of
 *   {"sessionId","orderId","amount","currency","crc"}) → { data: { status: "success" } };
 * - GET /api/v1/transaction/by/sessionId/{sessionId} (status 0 no payment,
 *   1 advance payment, 2 payment made, 3 payment returned; 404 "Transaction not found");
 * - POST /api/v1/transaction/refund (requestId, refunds[], refundsUuid) → 201, or 409
 *   with the refusals.
 * Every call needs Basic authentication posId:API key ("Authentication"), else 401.
 * The shopper's page /trnRequest/{token}: see p24-fake-checkout.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import { basicAuth, jsonBody, startFake, type FakeAnswer, type FakeRequest } from "../fake-http";
import { p24Checkout, type P24CheckoutTransaction } from "./p24-fake-checkout";

export interface P24FakeKeys {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
}

interface FakeTransaction extends P24CheckoutTransaction {
  orderId: number;
  paid: number;
  refunded: number;
}

const sha384 = (json: string) => createHash("sha384").update(json).digest("hex");
const invalid: FakeAnswer = { status: 400, body: { error: "Invalid input data", code: 400 } };

/** `port`: on 127.0.0.1 (0, the default: a free one). */
export async function startP24Fake(keys: P24FakeKeys, port = 0) {
  const transactions = new Map<string, FakeTransaction>();
  const refundRequests = new Set<string>();
  let nextOrderId = 300_000_001;

  function register(b: Record<string, unknown>): FakeAnswer {
    const required = [
      "merchantId",
      "posId",
      "sessionId",
      "amount",
      "currency",
      "description",
      "email",
      "country",
      "language",
      "urlReturn",
      "sign",
    ];
    if (required.some((name) => b[name] === undefined)) return invalid;
    const { sessionId, merchantId, amount, currency } = b;
    if (typeof sessionId !== "string" || typeof amount !== "number" || typeof currency !== "string")
      return invalid;
    const sign = sha384(
      `{"sessionId":${JSON.stringify(sessionId)},"merchantId":${keys.merchantId},"amount":${amount},"currency":${JSON.stringify(currency)},"crc":${JSON.stringify(keys.crc)}}`,
    );
    if (merchantId !== keys.merchantId || b["posId"] !== keys.posId || b["sign"] !== sign)
      return invalid;
    if (transactions.has(sessionId)) return invalid;
    const token = randomBytes(12).toString("hex").toUpperCase();
    transactions.set(sessionId, {
      sessionId,
      token,
      amount,
      currency,
      orderId: 0,
      status: 0,
      paid: 0,
      refunded: 0,
      description: String(b["description"]),
      urlReturn: String(b["urlReturn"]),
      urlStatus: typeof b["urlStatus"] === "string" ? b["urlStatus"] : "",
    });
    return { status: 200, body: { data: { token }, responseCode: 0 } };
  }

  function verify(b: Record<string, unknown>): FakeAnswer {
    const { sessionId, orderId, amount, currency } = b;
    const t = typeof sessionId === "string" ? transactions.get(sessionId) : undefined;
    if (
      !t ||
      typeof amount !== "number" ||
      typeof currency !== "string" ||
      typeof orderId !== "number"
    )
      return invalid;
    const sign = sha384(
      `{"sessionId":${JSON.stringify(sessionId)},"orderId":${orderId},"amount":${amount},"currency":${JSON.stringify(currency)},"crc":${JSON.stringify(keys.crc)}}`,
    );
    const matches =
      b["sign"] === sign && b["merchantId"] === keys.merchantId && b["posId"] === keys.posId;
    const paid =
      (t.status === 1 || t.status === 2) &&
      t.orderId === orderId &&
      t.paid === amount &&
      t.currency === currency;
    if (!matches || !paid) return invalid;
    t.status = 2;
    return { status: 200, body: { data: { status: "success" }, responseCode: 0 } };
  }

  function refund(b: Record<string, unknown>): FakeAnswer {
    const { requestId, refunds, refundsUuid } = b;
    if (
      typeof requestId !== "string" ||
      typeof refundsUuid !== "string" ||
      refundsUuid.length > 35 ||
      !Array.isArray(refunds)
    )
      return invalid;
    if (refundRequests.has(requestId))
      return { status: 400, body: { error: "Request already exists", code: 400 } };
    refundRequests.add(requestId);
    const results = refunds.map(
      (r: { orderId?: number; sessionId?: string; amount?: number; description?: string }) => {
        const t = r.sessionId === undefined ? undefined : transactions.get(r.sessionId);
        const amount = r.amount ?? 0;
        const message =
          !t || t.orderId !== r.orderId
            ? "Transaction not found"
            : t.status !== 2
              ? "Transaction in wrong status - cannot refund"
              : amount <= 0 || t.refunded + amount > t.paid
                ? "The amount of refund exceeds available amount for the transaction"
                : null;
        if (t && !message) t.refunded += amount;
        return { ...r, status: message === null, message: message ?? "success" };
      },
    );
    if (results.some((r) => !r.status)) return { status: 409, body: { error: results, code: 409 } };
    return { status: 201, body: { data: results, responseCode: 0 } };
  }

  function byId(sessionId: string): FakeAnswer {
    const t = transactions.get(sessionId);
    if (!t) return { status: 404, body: { error: "Transaction not found", responseCode: 0 } };
    const data = {
      statement: `p24-${t.orderId}`,
      orderId: t.orderId,
      sessionId,
      status: t.status,
      amount: t.amount,
      currency: t.currency,
      date: "202611261200",
      dateOfTransaction: "",
      clientEmail: "ala@example.com",
      accountMD5: "",
      paymentMethod: 154,
      description: "",
      clientName: "",
      clientAddress: "",
      clientCity: "",
      clientPostcode: "",
      batchId: 0,
      fee: "0",
    };
    return { status: 200, body: { data, responseCode: 0 } };
  }

  function handle(req: FakeRequest): FakeAnswer {
    const auth = basicAuth(req.headers);
    if (auth?.user !== String(keys.posId) || auth.password !== keys.apiKey) {
      return { status: 401, body: { error: "Incorrect authentication", code: 401 } };
    }
    const session = /^\/api\/v1\/transaction\/by\/sessionId\/([^/]+)$/.exec(req.path)?.[1];
    if (req.method === "GET" && session) return byId(decodeURIComponent(session));
    const body = jsonBody(req);
    if (!body) return invalid;
    if (req.method === "POST" && req.path === "/api/v1/transaction/register") return register(body);
    if (req.method === "PUT" && req.path === "/api/v1/transaction/verify") return verify(body);
    if (req.method === "POST" && req.path === "/api/v1/transaction/refund") return refund(body);
    return { status: 404, body: { error: "Not found", code: 404 } };
  }

  const server = await startFake(async (req) => {
    const page = await p24Checkout(req, {
      byToken: (token) => [...transactions.values()].find((t) => t.token === token),
      pay: (sessionId) => pay(sessionId),
    });
    return page ?? handle(req);
  }, port);

  /** The notification P24 would POST to urlStatus for a paid transaction, signed with the CRC. */
  function notification(
    sessionId: string,
    change: { amount?: number; crc?: string; merchantId?: number } = {},
  ) {
    const t = transactions.get(sessionId);
    if (!t) throw new Error(`no P24 transaction ${sessionId}`);
    const fields = {
      merchantId: change.merchantId ?? keys.merchantId,
      posId: keys.posId,
      sessionId,
      amount: change.amount ?? t.paid,
      originAmount: t.amount,
      currency: t.currency,
      orderId: t.orderId,
      methodId: 154,
      statement: `p24-K${t.orderId}/ zamówienie`,
    };
    const sign = sha384(JSON.stringify({ ...fields, crc: change.crc ?? keys.crc }));
    return {
      headers: new Headers({ "Content-Type": "application/json" }),
      body: JSON.stringify({ ...fields, sign }),
    };
  }

  /** The shopper pays (by default the registered amount): an advance payment that waits for verify. */
  function pay(sessionId: string, amount?: number) {
    const t = transactions.get(sessionId);
    if (!t) throw new Error(`no P24 transaction ${sessionId}`);
    t.orderId = nextOrderId++;
    t.status = 1;
    t.paid = amount ?? t.amount;
    return notification(sessionId);
  }

  return {
    url: server.url,
    close: server.close,
    /** The transaction registered for the shop's order (its sessionId starts with the summary id). */
    transactionFor: (summaryId: string) =>
      [...transactions.values()].find((t) => t.sessionId.startsWith(`${summaryId}.`)),
    pay,
    notification,
    /** Sets P24's status of a transaction (0 no payment, 1 advance, 2 paid, 3 returned). */
    setStatus(sessionId: string, status: number) {
      const t = transactions.get(sessionId);
      if (t) t.status = status;
    },
  };
}

export type P24Fake = Awaited<ReturnType<typeof startP24Fake>>;
