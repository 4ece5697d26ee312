/**
 * Guest order lookup through the API (spec 2 §7 login/order, §5 Order
 * lookup): the e-mail and the order number get a 6-character code by e-mail,
 * the code logs the guest in as the order's ghost user once.
 */
import { expect, test } from "@playwright/test";
import { lastMail } from "./account-helpers";
import { choices, order, withDb, type Line } from "./order-helpers";

const MUG: Line = { product: "212", variantHash: "", quantity: 1, type: "normal" };

/** How many e-mails went to `email` (the order's confirmation and each code). */
async function mailsTo(email: string): Promise<number> {
  const row = await withDb((db) =>
    db.prepare('select count(*) as n from mail_outbox where "to" = ?').get<{ n: number }>(email),
  );
  return Number(row?.n);
}

test("a guest gets a one-time code for the order and sees it in /my-orders", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  const email = `lookup-${Date.now()}@example.com`;
  const ids = await choices(request, [MUG], "Kurier DPD", "transfer");
  const placed = await (
    await request.post("/api/public/order/new?lang=pl", { data: order([MUG], ids, email) })
  ).json();

  const unknown = await request.post("/api/public/login/order", {
    data: { email, no: "2004/01/02/XYZ001" },
  });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: "notFound" });

  const sent = await request.post("/api/public/login/order", {
    data: { email: email.toUpperCase(), no: placed.no.toLowerCase() },
  });
  expect(await sent.json()).toEqual({ sent: true });
  const code = /: ([A-Z0-9]{6})\n/.exec((await lastMail(email))?.text ?? "")?.[1] ?? "";
  expect(code).toHaveLength(6);

  const wrong = await request.post("/api/public/login/order", {
    data: { email, no: placed.no, code: code === "AAAAAA" ? "BBBBBB" : "AAAAAA" },
  });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ error: "codeInvalid" });

  const ok = await request.post("/api/public/login/order", {
    data: { email, no: placed.no, code: code.toLowerCase() },
  });
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.user).toMatchObject({ email, ghost: true });
  const list = await request.get("/my-orders", {
    headers: { authorization: `Bearer ${body.token}` },
  });
  expect(await list.text()).toContain(`Zamówienie ${placed.no}`);

  const again = await request.post("/api/public/login/order", {
    data: { email, no: placed.no, code },
  });
  expect(again.status()).toBe(401);
  await request.dispose();
});

test("the lookup page refuses what the API refuses, marking the field: a malformed e-mail, a blank number", async ({
  request,
}) => {
  const post = (form: Record<string, string>) =>
    request.post("/login/order", { form: { step: "1", ...form }, maxRedirects: 0 });
  const bad = await post({ email: "jan", no: "2004/01/02/XYZ001" });
  expect(bad.status()).toBe(400);
  const html = await bad.text();
  expect(html).toMatch(/id="lookup-email"[^>]*aria-invalid="true"/);
  expect(html).toContain('id="lookup-email-error"');
  expect(html).not.toContain('id="lookup-no-error"');
  const blank = await (await post({ email: "jan@example.com", no: " " })).text();
  expect(blank).toContain('id="lookup-no-error"');
  expect(blank).not.toContain('id="lookup-email-error"');
});

test("without script the lookup page names each empty field on submit, and a blank code sends no new one", async ({
  request,
}) => {
  const post = (form: Record<string, string>) =>
    request.post("/login/order", { form, maxRedirects: 0 });
  const empty = await post({ step: "1", email: "", no: "" });
  expect(empty.status()).toBe(400);
  const html = await empty.text();
  expect(html).toMatch(/<form[^>]*novalidate/);
  expect(html).toMatch(/id="lookup-email-error"[^>]*>\s*Podaj adres e-mail\.\s*</);
  expect(html).toMatch(/id="lookup-no-error"[^>]*>\s*Podaj numer zamówienia\.\s*</);
  const malformed = await (await post({ step: "1", email: "jan", no: "X" })).text();
  expect(malformed).toContain("Podaj poprawny adres e-mail, np. jan@example.com.");

  const email = `lookup-blank-${Date.now()}@example.com`;
  const ids = await choices(request, [MUG], "Kurier DPD", "transfer");
  const placed = await (
    await request.post("/api/public/order/new?lang=pl", { data: order([MUG], ids, email) })
  ).json();
  expect((await post({ step: "1", email, no: placed.no })).status()).toBe(200);
  const sent = await mailsTo(email);
  const blank = await post({ step: "2", email, no: placed.no, code: " " });
  expect(blank.status()).toBe(400);
  expect(await blank.text()).toMatch(
    /id="lookup-code-error"[^>]*>\s*Podaj 6-znakowy kod z wiadomości\.\s*</,
  );
  expect(await mailsTo(email)).toBe(sent);
  expect(sent).toBeGreaterThan(0);
});
