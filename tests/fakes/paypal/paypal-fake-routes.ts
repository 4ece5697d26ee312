/**
 * The PayPal fake's REST calls (see paypal-fake.ts for the documentation pages):
 * token, orders create / show / capture, capture refund, verify-webhook-signature.
 * Errors as PayPal writes them: 400 INVALID_REQUEST, 401, 404 RESOURCE_NOT_FOUND,
 * 422 UNPROCESSABLE_ENTITY with details[].issue (ORDER_NOT_APPROVED,
 * ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED, REFUND_AMOUNT_EXCEEDED,
 * REFUND_CAPTURE_CURRENCY_MISMATCH, CAPTURE_FULLY_REFUNDED).
 * https://developer.paypal.com/api/handle-payment-failures (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED)
 * https://developer.paypal.com/api/payments/v2/errors/refund_amount_exceeded
 * https://developer.paypal.com/api/payments/v2/errors/refund_capture_currency_mismatch
 * https://developer.paypal.com/api/payments/v2/errors/capture_fully_refunded
 * REFUND_NOT_ALLOWED (a capture that is not COMPLETED) is the fake's own name: the adapter
 * never asks for it, it refunds only completed captures.
 */
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { errorJson, minor, money, orderJson, type FakeOrder } from "./paypal-fake-model";
import type { FakeState } from "./paypal-fake";

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const id = () => randomBytes(8).toString("hex").toUpperCase();
const notFound = (): Reply => ({
  status: 404,
  body: errorJson(
    "RESOURCE_NOT_FOUND",
    "INVALID_RESOURCE_ID",
    "Specified resource ID does not exist.",
  ),
});
const unprocessable = (issue: string): Reply => ({
  status: 422,
  body: errorJson("UNPROCESSABLE_ENTITY", issue, issue),
});
const invalid = (issue: string): Reply => ({
  status: 400,
  body: errorJson("INVALID_REQUEST", issue, issue),
});

function json(body: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body || "{}");
    return typeof parsed === "object" && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function token(state: FakeState, headers: IncomingHttpHeaders, body: string): Reply {
  const { clientId, clientSecret } = state.options;
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
  const form = new URLSearchParams(body);
  if (headers.authorization !== basic || form.get("grant_type") !== "client_credentials") {
    return {
      status: 401,
      body: { error: "invalid_client", error_description: "Client Authentication failed" },
    };
  }
  const accessToken = `A21AA${id()}${id()}`;
  state.tokens.add(accessToken);
  return {
    status: 200,
    body: {
      scope: "https://uri.paypal.com/services/payments/payment",
      access_token: accessToken,
      token_type: "Bearer",
      app_id: "APP-80W284485P519543T",
      expires_in: 32400,
      nonce: id(),
    },
  };
}

function createOrder(state: FakeState, body: Record<string, unknown>): Reply {
  const units = body["purchase_units"];
  const unit = Array.isArray(units) ? (units[0] as FakeOrder["unit"] | undefined) : undefined;
  if (body["intent"] !== "CAPTURE" || !unit?.amount) return invalid("MISSING_REQUIRED_PARAMETER");
  if (!/^[A-Z]{3}$/.test(unit.amount.currency_code)) return invalid("INVALID_PARAMETER_VALUE");
  if (!/^\d{1,10}(\.\d{2})?$/.test(unit.amount.value)) return invalid("DECIMAL_PRECISION");
  const source = body["payment_source"] as
    { paypal?: { experience_context?: Record<string, string> } } | undefined;
  const context =
    source?.paypal?.experience_context ??
    (body["application_context"] as Record<string, string> | undefined);
  if (!context?.["return_url"] || !context["cancel_url"])
    return invalid("MISSING_REQUIRED_PARAMETER");
  const wallet = Boolean(source?.paypal);
  const order: FakeOrder = {
    id: id(),
    status: wallet ? "PAYER_ACTION_REQUIRED" : "CREATED",
    unit: {
      reference_id: unit.reference_id,
      custom_id: unit.custom_id,
      invoice_id: unit.invoice_id,
      amount: unit.amount,
    },
    returnUrl: context["return_url"],
    cancelUrl: context["cancel_url"],
    wallet,
    replies: new Map(),
    time: new Date().toISOString(),
  };
  state.orders.set(order.id, order);
  return { status: 201, body: orderJson(state.base, order) };
}

function capture(state: FakeState, order: FakeOrder): Reply {
  if (order.status === "COMPLETED") return unprocessable("ORDER_ALREADY_CAPTURED");
  if (order.status !== "APPROVED") return unprocessable("ORDER_NOT_APPROVED");
  const outcome = state.outcomes.get(order.id) ?? "COMPLETED";
  if (outcome === "INSTRUMENT_DECLINED") {
    order.status = "PAYER_ACTION_REQUIRED";
    return unprocessable("INSTRUMENT_DECLINED");
  }
  order.status = "COMPLETED";
  order.capture = {
    id: id(),
    status: outcome,
    ...(outcome === "PENDING" ? { reason: "PENDING_REVIEW" } : {}),
    ...(outcome === "DECLINED" ? { reason: "DECLINED_BY_RISK_FRAUD_FILTERS" } : {}),
    amount: order.unit.amount,
    refundedMinor: 0,
    time: new Date().toISOString(),
  };
  return { status: 201, body: orderJson(state.base, order) };
}

function refund(state: FakeState, captureId: string, body: Record<string, unknown>): Reply {
  const order = [...state.orders.values()].find((o) => o.capture?.id === captureId);
  const taken = order?.capture;
  if (!order || !taken) return notFound();
  if (taken.status === "REFUNDED") return unprocessable("CAPTURE_FULLY_REFUNDED");
  if (taken.status !== "COMPLETED" && taken.status !== "PARTIALLY_REFUNDED")
    return unprocessable("REFUND_NOT_ALLOWED");
  const asked = body["amount"] as { currency_code?: string; value?: string } | undefined;
  const left = minor(taken.amount.value) - taken.refundedMinor;
  if (asked && asked.currency_code !== taken.amount.currency_code)
    return unprocessable("REFUND_CAPTURE_CURRENCY_MISMATCH");
  if (asked && !/^\d{1,10}(\.\d{2})?$/.test(asked.value ?? "")) return invalid("DECIMAL_PRECISION");
  const amount = asked?.value ? minor(asked.value) : left;
  if (amount <= 0) return unprocessable("CANNOT_BE_ZERO_OR_NEGATIVE");
  if (amount > left) return unprocessable("REFUND_AMOUNT_EXCEEDED");
  taken.refundedMinor += amount;
  taken.status =
    taken.refundedMinor === minor(taken.amount.value) ? "REFUNDED" : "PARTIALLY_REFUNDED";
  const refundId = id();
  return {
    status: 201,
    body: {
      id: refundId,
      status: "COMPLETED",
      amount: money(taken.amount.currency_code, amount),
      note_to_payer: body["note_to_payer"],
      links: [
        { href: `${state.base}/v2/payments/refunds/${refundId}`, rel: "self", method: "GET" },
        { href: `${state.base}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
      ],
    },
  };
}

export function handleRest(
  state: FakeState,
  method: string,
  url: URL,
  headers: IncomingHttpHeaders,
  raw: string,
): Reply {
  const path = url.pathname;
  if (method === "POST" && path === "/v1/oauth2/token") return token(state, headers, raw);
  const bearer = headers.authorization?.replace(/^Bearer /, "") ?? "";
  if (!state.tokens.has(bearer)) {
    return {
      status: 401,
      body: { error: "invalid_token", error_description: "Token signature verification failed" },
    };
  }
  const body = json(raw);
  if (body === null) return invalid("MALFORMED_REQUEST_JSON");
  if (method === "POST" && path === "/v1/notifications/verify-webhook-signature") {
    return { status: 200, body: { verification_status: state.signer.verify(body) } };
  }
  if (method === "POST" && path === "/v2/checkout/orders") return createOrder(state, body);
  const orderPath = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
  if (orderPath?.[1]) {
    const order = state.orders.get(orderPath[1]);
    if (!order) return notFound();
    if (method === "GET" && !orderPath[2])
      return { status: 200, body: orderJson(state.base, order) };
    if (method !== "POST" || !orderPath[2]) return { status: 405 };
    // PayPal-Request-Id: the same id answers the first call's answer again.
    const key =
      typeof headers["paypal-request-id"] === "string" ? headers["paypal-request-id"] : null;
    const replay = key ? order.replies.get(key) : undefined;
    if (replay) return { status: replay.status, body: JSON.parse(replay.body) };
    const reply = capture(state, order);
    if (key) order.replies.set(key, { status: reply.status, body: JSON.stringify(reply.body) });
    return reply;
  }
  const refundPath = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
  if (method === "POST" && refundPath?.[1]) return refund(state, refundPath[1], body);
  return notFound();
}
