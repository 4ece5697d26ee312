/**
 * The shop of tests/api/limits.spec.ts (issue 27) and its calls: a shop of its own on
 * TEST_PORT + 290 with production limits (the test server multiplies the per-address ones by
 * 20) and slow-downs capped at 50 ms; each call names its client (X-Forwarded-For, trusted
 * one hop).
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { withShopDb } from "../test-db";
import type { OutboxMail } from "./account-helpers";
import { form, key } from "./order-helpers";

// Not + 270 or + 280: the PostgreSQL run's shop would be on 6669 or 6679, ports fetch() refuses.
export const PORT = Number(process.env["TEST_PORT"] ?? 4399) + 290;
export const DIR = `data/test-limits-${PORT}`;
export const ENV = {
  RATE_LIMIT_ADDRESS_SCALE: "1",
  RATE_LIMIT_MAX_DELAY_MS: "50",
  MAINTENANCE: "off",
};
const ORIGIN = `http://localhost:${PORT}`;
/** Kubek termiczny Sierra R20 in a variant without its own price: 72.13 zł. */
export const LINES = [{ product: "38", variantHash: "1;5,4;24", quantity: 1, type: "normal" }];

let n = 0;
/** A client address of its own. */
export const client = () => `10.27.${Math.floor(Math.random() * 250)}.${++n}`;

export function post(request: APIRequestContext, address: string, path: string, data: unknown) {
  return request.post(`${ORIGIN}${path}`, { headers: { "x-forwarded-for": address }, data });
}

export const quote = (request: APIRequestContext, address: string, extra: Record<string, string>) =>
  post(request, address, "/api/public/order/quote?lang=pl", {
    lines: LINES,
    country: "pl",
    ...extra,
  });

/** The delivery and payment ids of a transfer order by DPD courier. */
export async function choices(request: APIRequestContext) {
  const view = await (await quote(request, client(), {})).json();
  const delivery = view.options.find((o: { name: string }) => o.name === "Kurier DPD");
  const payment = view.payments.find((p: { type: string }) => p.type === "transfer");
  return { delivery: { id: delivery.id as string }, paymentId: payment.id as string };
}

/** An order of LINES for `email` from `address`, with `extra` (a code, a gift card). */
export const placeOrder = async (
  request: APIRequestContext,
  address: string,
  extra: Record<string, string>,
  email = `limits-${Date.now()}@example.com`,
) =>
  post(request, address, "/api/public/order/new?lang=pl", {
    lines: LINES,
    country: "pl",
    ...(await choices(request)),
    form: form(email),
    idempotencyKey: key(),
    ...extra,
  });

export const login = (
  request: APIRequestContext,
  address: string,
  email: string,
  password: string,
) => post(request, address, "/api/auth/local", { email, password });

/** The gift-card check refuses the next lookup of a real card from `address`. */
export async function expectCardLimited(request: APIRequestContext, address: string) {
  const card = await post(request, address, "/api/public/order/gift-card", {
    code: "GIFT-5000-MAXI",
  });
  expect(card.status()).toBe(429);
  expect(Number(card.headers()["retry-after"])).toBeGreaterThan(0);
}

/** The code check refuses the next lookup of a real code from `address`. */
export async function expectCodeLimited(request: APIRequestContext, address: string) {
  const code = await post(request, address, "/api/public/order/code?lang=pl", {
    code: "RABAT10",
    lines: LINES,
  });
  expect(code.status()).toBe(429);
}

/** The newest mail to `email` in this shop's outbox. */
export const newestMail = (email: string) =>
  withShopDb(
    (db) =>
      db
        .prepare(
          'select subject, text, html from mail_outbox where "to" = ? order by id desc limit 1',
        )
        .get<OutboxMail>(email),
    DIR,
  );

/** The code of the newest order-code mail to `email` in this shop's outbox. */
export async function orderCode(email: string): Promise<string> {
  const mail = await newestMail(email);
  return /: ([A-Z0-9]{6})\n/.exec(mail?.text ?? "")?.[1] ?? "";
}
