/**
 * Helpers for the payment API tests (payments.spec.ts): an order paid online,
 * the embedded test gateway's signed notification (the test server signs with
 * PAYMENT_TEST_SECRET = "test-gateway-secret"), and what the test database
 * holds about an order's payment: its state, its attempts and refunds.
 */
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import {
  signNotification,
  type PaymentNotification,
} from "../../src/server/payments/test-gateway/signature";
import { choices, order, withDb, type Line } from "./order-helpers";

/** Doniczka Mistral O250 (seed id 213): 303.44 zł, 32 in stock, read by no other test. */
export const POT: Line = { product: "213", variantHash: "", quantity: 2, type: "normal" };
const SECRET = "test-gateway-secret";

/**
 * PayPo through imoje: a spec type no adapter takes (nor will Stripe), so its payments go to the
 * embedded test gateway, whose notifications the tests can sign.
 */
export const GATEWAY_METHOD = "imoje";

export interface Placed {
  summaryId: string;
  no: string;
  total: number;
  paid: boolean;
  redirect: string;
}

/** Places an order of two pots, Kurier DPD, paid online with `payment` (a type or type:subtype). */
export async function placeOnline(
  request: APIRequestContext,
  payment = GATEWAY_METHOD,
  options: { email?: string; extra?: Record<string, unknown>; token?: string; line?: Line } = {},
): Promise<Placed> {
  const line = options.line ?? POT;
  const ids = await choices(request, [line], "Kurier DPD", payment);
  const email =
    options.email ?? `online-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await request.post("/api/public/order/new?lang=pl", {
    data: order([line], ids, email, options.extra),
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Placed;
}

/** The test gateway's payment reference in its page's address (`?ref=test_…`). */
export function refOf(redirect: string): string {
  const ref = new URL(redirect).searchParams.get("ref") ?? "";
  expect(ref).toMatch(/^test_[0-9a-f]{24}$/);
  return ref;
}

export type Outcome = PaymentNotification["outcome"];

/** A test gateway notification of `outcome` for `transaction`, signed unless given a signature. */
export function notification(
  summaryId: string,
  transaction: string,
  outcome: Outcome,
  amount: string,
  currency = "pln",
): PaymentNotification & { signature: string } {
  const n: PaymentNotification = { order: summaryId, outcome, amount, currency, transaction };
  return { ...n, signature: signNotification(n, SECRET) };
}

export function notify(request: APIRequestContext, body: unknown): Promise<APIResponse> {
  return request.post("/api/public/payments/test/notify", { data: body });
}

/** Sends a signed notification and expects the gateway's acknowledgement (200, also a replay). */
export async function notifyOk(
  request: APIRequestContext,
  summaryId: string,
  transaction: string,
  outcome: Outcome,
  amount: string,
): Promise<void> {
  const res = await notify(request, notification(summaryId, transaction, outcome, amount));
  expect(res.status(), await res.text()).toBe(200);
}

export async function orderState(summaryId: string): Promise<{ paid: number; status: string }> {
  const row = await withDb((db) =>
    db
      .prepare("select paid, status from orders where public_id = ?")
      .get<{ paid: number; status: string }>(summaryId),
  );
  return { paid: Number(row?.paid), status: String(row?.status) };
}

export interface AttemptRow {
  id: number;
  provider: string;
  provider_ref: string;
  method_id: string;
  amount: string;
  status: string;
  reason: string | null;
}

/** The order's payment attempts, oldest first. */
export function attemptsOf(summaryId: string): Promise<AttemptRow[]> {
  return withDb((db) =>
    db
      .prepare(
        `select a.id, a.provider, a.provider_ref, a.method_id, a.amount, a.status, a.reason
         from payment_attempts a join orders o on o.id = a.order_id
         where o.public_id = ? order by a.id`,
      )
      .all<AttemptRow>(summaryId),
  );
}

/** The refunds made for the order's attempts: which attempt, how much. */
export function refundsOf(summaryId: string): Promise<{ attempt_id: number; amount: string }[]> {
  return withDb((db) =>
    db
      .prepare(
        `select r.attempt_id, r.amount from payment_refunds r
         join payment_attempts a on a.id = r.attempt_id join orders o on o.id = a.order_id
         where o.public_id = ? order by r.id`,
      )
      .all<{ attempt_id: number; amount: string }>(summaryId),
  );
}

/** How many e-mails to `email` have a subject with `text`. */
export async function mailCount(email: string, text: string): Promise<number> {
  const row = await withDb((db) =>
    db
      .prepare('select count(*) as n from mail_outbox where "to" = ? and subject like ?')
      .get<{ n: number }>(email, `%${text}%`),
  );
  return Number(row?.n);
}

/**
 * Moves the order past its payment deadline (PAYMENT_TIMEOUT_MIN, 60 by default, after the later
 * of its placing and its last attempt) as if it had been placed and tried two hours ago.
 */
export async function pastDeadline(summaryId: string): Promise<void> {
  const then = new Date(Date.now() - 2 * 3_600_000).toISOString();
  await withDb(async (db) => {
    await db.prepare("update orders set created_at = ? where public_id = ?").run(then, summaryId);
    await db
      .prepare(
        "update payment_attempts set created_at = ? where order_id = (select id from orders where public_id = ?)",
      )
      .run(then, summaryId);
  });
}

/** Starts another payment on the order's payment page, as its form does (a same-origin POST). */
export function payAgain(
  request: APIRequestContext,
  baseURL: string,
  summaryId: string,
  methodId: string,
  origin = baseURL,
): Promise<APIResponse> {
  return request.post(`/order/pay/${summaryId}`, {
    form: { method: methodId },
    headers: { origin },
    maxRedirects: 0,
  });
}

export interface Balances {
  stock: number;
  /** The gift card's used value. */
  card: number;
  points: number;
}

/** What an order takes and an expired one gives back: a product's stock, a card's value, points. */
export async function balances(email: string, card: string, product: Line): Promise<Balances> {
  return withDb(async (db) => {
    const stock = await db
      .prepare("select count as n from variants where product_id = ?")
      .get<{ n: number }>(Number(product.product));
    const used = await db
      .prepare("select used_value as n from gift_cards where code = ?")
      .get<{ n: number }>(card);
    const points = await db
      .prepare("select loyalty_points as n from users where email = ?")
      .get<{ n: number }>(email);
    return { stock: Number(stock?.n), card: Number(used?.n), points: Number(points?.n) };
  });
}

/** A gift card of 100 zł valid for a day, and 600 loyalty points for the account `email`. */
export async function giftCardAndPoints(email: string): Promise<string> {
  const card = `BACK${Date.now()}`.slice(0, 20);
  await withDb(async (db) => {
    await db.prepare("update users set loyalty_points = 600 where email = ?").run(email);
    await db
      .prepare(
        "insert into gift_cards (code, value, currency, valid_until, used_value, active) values (?, 100, 'pln', ?, 0, 1)",
      )
      .run(card, new Date(Date.now() + 86_400_000).toISOString());
  });
  return card;
}

/** The payment fakes' first port (scripts/test-server.mjs): Stripe, then PayU, P24, PayPal. */
export const FAKES_BASE = Number(process.env["TEST_PORT"] ?? 4399) + 1700;
