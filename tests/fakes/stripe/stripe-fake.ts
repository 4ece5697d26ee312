/**
 * A local fake of the parts of Stripe's API the Stripe adapter calls, and Stripe's webhook
 * signing, as Stripe's public documentation describes them (issue 30). The adapter's SDK talks
 * to it through STRIPE_API_URL (the SDK's host, port and protocol); nothing here reaches the
 * internet. Its objects and errors: stripe-fake-objects.ts.
 *
 * - POST /v1/payment_intents, GET /v1/payment_intents/:id:
 *   https://docs.stripe.com/api/payment_intents/create,
 *   https://docs.stripe.com/api/payment_intents/retrieve
 * - POST /v1/payment_intents/:id/cancel: https://docs.stripe.com/api/payment_intents/cancel
 *   (stripe-fake-intents.ts)
 * - POST /v1/refunds: https://docs.stripe.com/api/refunds/create
 * - For the shopper's browser: a Stripe.js imitation and its confirm call, followed by the signed
 *   webhook to `webhookUrl` (stripe-fake-browser.ts, stripe-fake-js.ts)
 * - Bearer secret key: https://docs.stripe.com/api/authentication
 * - Idempotency-Key: the first result is saved and replayed (with `Idempotent-Replayed: true`);
 *   the same key with other parameters is an idempotency_error; keys belong to an account, so
 *   a request with a wrong key is refused before any saved result:
 *   https://docs.stripe.com/api/idempotent_requests
 * - Webhook events and their signatures: stripe-fake-webhooks.ts
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { browserAnswer, type WebhookDelivery } from "./stripe-fake-browser";
import { cancelIntent, missingIntent } from "./stripe-fake-intents";
import { eventBody, webhookSender } from "./stripe-fake-webhooks";
import {
  newId,
  outcomeFields,
  parseForm,
  paymentIntent,
  refund,
  stripeError,
  type Answer,
  type Form,
  type Json,
  type Outcome,
} from "./stripe-fake-objects";

export { signStripePayload } from "./stripe-fake-webhooks";

/** What the fake received: for tests that check what the SDK sent. */
interface FakeRequest {
  method: string;
  path: string;
  form: Form;
  idempotencyKey: string | undefined;
}

export interface StripeFakeOptions {
  /** The port on 127.0.0.1 (a free one when left out). */
  port?: number | undefined;
  /** The shop's webhook endpoint, told about every confirm from the browser. */
  webhookUrl?: string | undefined;
  /** The endpoint's whsec_ signing secret. */
  webhookSecret?: string | undefined;
  /** The one publishable key the browser side takes (any pk_… when left out). */
  publishableKey?: string | undefined;
}

export async function startStripeFake(secretKey: string, options: StripeFakeOptions = {}) {
  const { webhookUrl, webhookSecret = "", publishableKey } = options;
  const intents = new Map<string, Json>();
  const webhooks: WebhookDelivery[] = [];
  const refunded = new Map<string, number>();
  const saved = new Map<string, Answer & { request: string }>();
  const requests: FakeRequest[] = [];

  function route(method: string, path: string, form: Form): Answer {
    if (method === "POST" && path === "/v1/payment_intents") {
      const answer = paymentIntent(form);
      if (answer.status === 200) intents.set(String(answer.body["id"]), answer.body);
      return answer;
    }
    if (method === "POST" && path === "/v1/refunds") {
      const ref = String(form["payment_intent"]);
      const answer = refund(intents.get(ref), form, refunded.get(ref) ?? 0);
      if (answer.status === 200)
        refunded.set(ref, (refunded.get(ref) ?? 0) + Number(answer.body["amount"]));
      return answer;
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === "POST" && cancel) {
      const ref = decodeURIComponent(cancel[1] ?? "");
      return cancelIntent(ref, intents.get(ref), form);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && match) {
      const ref = decodeURIComponent(match[1] ?? "");
      const intent = intents.get(ref);
      return intent ? { status: 200, body: intent } : missingIntent(ref);
    }
    return stripeError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  /** The saved result of an idempotent request, a refusal of a reused key, or a new result. */
  function answer(
    method: string,
    path: string,
    raw: string,
    key: string | undefined,
  ): Answer & { replayed?: true } {
    const request = `${method} ${path} ${raw}`;
    const before = key && method === "POST" ? saved.get(key) : undefined;
    if (before && before.request !== request)
      return stripeError(
        400,
        "idempotency_error",
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    if (before) return { status: before.status, body: before.body, replayed: true };
    const result = route(method, path, parseForm(raw));
    // Stripe saves a result once the endpoint ran: not refused parameters.
    if (key && method === "POST" && result.status === 200) saved.set(key, { request, ...result });
    return result;
  }

  const notify = webhookSender(webhookUrl, webhookSecret, webhooks);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = "";
    for await (const chunk of req) raw += String(chunk);
    const method = req.method ?? "";
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const context = { intents, publishableKey, notify };
    const browser = await browserAnswer(method, path, raw, req.headers.authorization, context);
    if (browser) {
      res.writeHead(browser.status, { "request-id": newId("req"), ...browser.headers });
      res.end(browser.body);
      return;
    }
    const header = req.headers["idempotency-key"];
    const key = typeof header === "string" ? header : undefined;
    requests.push({ method, path, form: parseForm(raw), idempotencyKey: key });
    const result: Answer & { replayed?: true } =
      req.headers.authorization === `Bearer ${secretKey}`
        ? answer(method, path, raw, key)
        : stripeError(401, "invalid_request_error", "Invalid API Key provided: sk_test_****");
    res.writeHead(result.status, {
      "content-type": "application/json",
      "request-id": newId("req"),
      ...(result.replayed && { "idempotent-replayed": "true" }),
    });
    res.end(JSON.stringify(result.body));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The webhook events posted to `webhookUrl`, in order. */
    webhooks,
    /** Ends the shopper's attempt on the Payment Element; answers the PaymentIntent then. */
    settle(ref: string, outcome: Outcome, amountReceived?: number): Json {
      const intent = intents.get(ref);
      if (!intent) throw new Error(`The fake has no PaymentIntent ${ref}`);
      Object.assign(intent, outcomeFields(outcome, amountReceived ?? Number(intent["amount"])));
      return structuredClone(intent);
    },
    /** The raw body of a webhook event about this object, as Stripe posts it. */
    event: eventBody,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
