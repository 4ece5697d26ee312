/**
 * What a gift-card order was paid, or is to pay, wherever its amounts are shown (issue 44
 * item 4): the account's order page said "Razem" and "Karta podarunkowa" but never the amount
 * the orders list shows. One mug (95,66 zł) by DPD (14,99 zł) = 110,65 zł, of which a 50 zł gift
 * card pays 50,00 zł: 60,65 zł is due by bank transfer, or paid online, on the order page, its
 * summary, the confirmation e-mail and the back office's order page alike.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ownerSession } from "../e2e/admin/helpers";
import { newAccount } from "./account-helpers";
import { choices, order, withDb, type Line } from "./order-helpers";
import { notifyOk, placeOnline, refOf } from "./payment-helpers";

const MUG: Line = { product: "212", variantHash: "", quantity: 1, type: "normal" };

/** A new 50 zł gift card, its code unique to the run. */
async function card50(): Promise<string> {
  const code = `GIFT-PAID${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  await withDb((db) =>
    db
      .prepare(
        "insert into gift_cards (code, value, currency, valid_until, used_value, active) values (?, 50, 'pln', ?, 0, 1)",
      )
      .run(code, new Date(Date.now() + 86_400_000).toISOString()),
  );
  return code;
}

/** The text of a page's `<main>`: tags dropped, spaces (no-break ones too) collapsed. */
async function textOf(request: APIRequestContext, path: string, cookie?: string) {
  const res = await request.get(path, cookie ? { headers: { cookie } } : {});
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  return html
    .slice(html.indexOf("<main"), html.indexOf("</main>"))
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

async function mailText(to: string): Promise<string> {
  const row = await withDb((db) =>
    db
      .prepare(
        `select text from mail_outbox where "to" = ? and subject like 'Zamówienie %' order by id desc limit 1`,
      )
      .get<{ text: string }>(to),
  );
  return (row?.text ?? "").replace(/\u00a0/g, " ");
}

test("a gift-card order says 60,65 zł is due by transfer on its page, its summary, its e-mail and the back office", async ({
  request,
  baseURL,
}) => {
  const giftCard = await card50();
  const { email, token } = await newAccount(request, "paidamount");
  const ids = await choices(request, [MUG], "Kurier DPD", "transfer");
  const res = await request.post("/api/public/order/new?lang=pl", {
    headers: { authorization: `Bearer ${token}` },
    data: order([MUG], ids, email, { giftCard }),
  });
  expect(res.status()).toBe(201);
  const placed = (await res.json()) as { no: string; summaryId: string };
  const due = `Razem 110,65 zł Karta podarunkowa −50,00 zł Do zapłaty 60,65 zł`;

  expect(await textOf(request, `/my-orders/${placed.no}`, `APP_TOKEN=${token}`)).toContain(due);
  expect(await textOf(request, `/order/summary/${placed.summaryId}`)).toContain(
    `Razem 110,65 zł Karta podarunkowa (${giftCard}) −50,00 zł Do zapłaty 60,65 zł`,
  );
  expect(await mailText(email)).toContain(
    `Razem: 110,65 zł\nKarta podarunkowa (${giftCard}): −50,00 zł\nDo zapłaty: 60,65 zł`,
  );
  await ownerSession(request, baseURL ?? "");
  expect(await textOf(request, `/admin/orders/${placed.no}`)).toContain(
    `Razem 110,65 zł Karta podarunkowa (${giftCard}) −50,00 zł Do zapłaty 60,65 zł`,
  );
});

test("a gift-card order paid online says 60,65 zł was paid on its page, its summary and its e-mail", async ({
  request,
}) => {
  const giftCard = await card50();
  const { email, token } = await newAccount(request, "paidonline");
  const placed = await placeOnline(request, undefined, {
    email,
    token,
    line: MUG,
    extra: { giftCard },
  });
  expect(placed.total).toBe(60.65);
  await notifyOk(request, placed.summaryId, refOf(placed.redirect), "paid", "60.65");

  expect(await textOf(request, `/my-orders/${placed.no}`, `APP_TOKEN=${token}`)).toContain(
    `Razem 110,65 zł Karta podarunkowa −50,00 zł Zapłacono 60,65 zł`,
  );
  expect(await textOf(request, `/order/summary/${placed.summaryId}`)).toContain(
    `Razem 110,65 zł Karta podarunkowa (${giftCard}) −50,00 zł Zapłacono 60,65 zł`,
  );
  // The confirmation goes out with the paid notification (decision 0023).
  expect(await mailText(email)).toContain(
    `Razem: 110,65 zł\nKarta podarunkowa (${giftCard}): −50,00 zł\nZapłacono: 60,65 zł`,
  );
});
