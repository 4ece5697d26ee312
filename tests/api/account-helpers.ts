/**
 * Helpers for the account API tests: fresh e-mail addresses, the
 * registration form, the test server's mail outbox (data/test) and a
 * registered, activated account.
 */
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { PASSWORD } from "../golden/accounts";
import { withShopDb } from "../test-db";

export function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const NEW_PASSWORD = "tajne-haslo-1";

export function form(email: string) {
  return {
    lang: "pl",
    email,
    retypedEmail: email,
    name: "Anna Nowak",
    password: NEW_PASSWORD,
    retypedPassword: NEW_PASSWORD,
    country: "pl",
    phone: "600700800",
    marketing: false,
    terms: true,
    processing: true,
  };
}

export interface OutboxMail {
  subject: string;
  text: string;
  html: string;
}

/** The newest e-mail to `to` in the outbox. */
export function lastMail(to: string): Promise<OutboxMail | undefined> {
  return withShopDb((db) =>
    db
      .prepare(
        'select subject, text, html from mail_outbox where "to" = ? order by id desc limit 1',
      )
      .get<OutboxMail>(to),
  );
}

/** The path of the first link to `/{kind}/{code}` in a mail's text. */
export function mailLink(mail: OutboxMail | undefined, kind: string): string {
  const match = new RegExp(`https?://[^/\\s]+(\\S*/${kind}/[A-Za-z0-9_-]+)`).exec(mail?.text ?? "");
  expect(match, `a /${kind}/ link in ${mail?.subject}`).not.toBeNull();
  return match?.[1] ?? "";
}

/** A request context of its own, logged in as `email` (the demo password). */
export async function loggedInContext(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  email: string,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext(baseURL ? { baseURL } : {});
  const res = await request.post("/api/auth/local", { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return request;
}

export async function login(request: APIRequestContext, email: string, password: string) {
  return request.post("/api/auth/local", { data: { email, password } });
}

/** Registers and activates a new account; returns its e-mail and a login token. */
export async function newAccount(
  request: APIRequestContext,
  tag: string,
): Promise<{ email: string; token: string }> {
  const email = newEmail(tag);
  expect((await request.post("/api/public/register", { data: form(email) })).status()).toBe(200);
  const activation = mailLink(await lastMail(email), "activation");
  expect((await request.get(activation)).status()).toBe(200);
  const res = await login(request, email, NEW_PASSWORD);
  expect(res.status()).toBe(200);
  return { email, token: (await res.json()).token as string };
}
