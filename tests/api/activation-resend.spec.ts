/**
 * Sending the activation link again (issue 29, item 6; spec 2 §8 accountInactive):
 * POST /api/public/activation answers 202 `{ ok: true }` for any address; only an inactive
 * account gets a new link (in its own language), which replaces the earlier one (that one then
 * answers 410 `superseded` until the account is active, then `alreadyActive`). Every
 * request counts: the sixth for one e-mail within an hour is refused with 429.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { USERS } from "../golden/accounts";
import { form, lastMail, login, newEmail } from "./account-helpers";
import { withDb } from "./order-helpers";

const resend = (request: APIRequestContext, email: string) =>
  request.post("/api/public/activation", { data: { email } });

const codeIn = (text: string | undefined) =>
  /\/activation\/([A-Za-z0-9_-]+)/.exec(text ?? "")?.[1] ?? "";

/** How many e-mails went to `email` (whose subject starts with `subject`). */
async function mailsTo(email: string, subject = ""): Promise<number> {
  const row = await withDb((db) =>
    db
      .prepare('select count(*) as n from mail_outbox where "to" = ? and subject like ?')
      .get<{ n: number }>(email, `${subject}%`),
  );
  return Number(row?.n);
}

test("an inactive account gets a new activation link in its language; the earlier one says a newer one was sent", async ({
  request,
}) => {
  const email = newEmail("resend");
  await request.post("/api/public/register", { data: { ...form(email), lang: "en" } });
  const first = codeIn((await lastMail(email))?.text);
  expect(first).not.toBe("");

  const res = await resend(request, email.toUpperCase());
  expect(res.status()).toBe(202);
  expect(await res.json()).toEqual({ ok: true });
  const mail = await lastMail(email);
  expect(mail?.subject).toBe("Activate your account at Demo Sklep");
  expect(mail?.text).toMatch(/https?:\/\/\S+\/en\/activation\/[A-Za-z0-9_-]{20,}/);
  const second = codeIn(mail?.text);
  expect(second).not.toBe(first);

  const superseded = await request.get(`/api/public/activation/${first}`);
  expect(superseded.status()).toBe(410);
  expect(await superseded.json()).toEqual({ error: "superseded" });
  expect(await (await request.get(`/api/public/activation/${second}`)).json()).toEqual({
    result: "activated",
  });
  // Once the account is active, the earlier link says so too.
  expect(await (await request.get(`/api/public/activation/${first}`)).json()).toEqual({
    result: "alreadyActive",
  });
  expect((await login(request, email, "tajne-haslo-1")).status()).toBe(200);
});

test("an unknown or active address gets the same answer and no e-mail", async ({ request }) => {
  const unknown = newEmail("resend-nobody");
  const activations = await mailsTo(USERS.jan.email, "Aktywuj konto");
  const a = await resend(request, unknown);
  const b = await resend(request, USERS.jan.email);
  expect([a.status(), b.status()]).toEqual([202, 202]);
  expect(await a.json()).toEqual(await b.json());
  expect(await mailsTo(unknown)).toBe(0);
  expect(await mailsTo(USERS.jan.email, "Aktywuj konto")).toBe(activations);
});

test("the sixth request for one e-mail within an hour is refused with 429 and sends nothing", async ({
  request,
}) => {
  const email = newEmail("resend-limit");
  await request.post("/api/public/register", { data: form(email) });
  for (let i = 0; i < 5; i++) expect((await resend(request, email)).status()).toBe(202);
  expect(await mailsTo(email)).toBe(6);
  const refused = await resend(request, email);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await refused.json()).error).toBe("tooManyRequests");
  expect(await mailsTo(email)).toBe(6);
});

test("a malformed e-mail is refused with 400", async ({ request }) => {
  const res = await resend(request, "not-an-address");
  expect(res.status()).toBe(400);
});
