/**
 * A cancelled order tells its customer why and what came back (issue 44 item 3), read from the
 * test shop's development outbox (/dev/outbox): cancelled by the owner in the back office (an English order, paid online,
 * with a gift card and loyalty points) and by its payment deadline (a German one, never paid);
 * each e-mail is in the order's language with the reason and the amounts given back, and the
 * account's order page says the same. Each language has its price list and currency (the seed's
 * rates: 1 zł = £0.20 = 0,23 €): in English one mug (93,32 zł: £18.66) by DPD (14,99 zł: £3.00)
 * less 600 points (6,00 zł: £1.20) is £20.46, of which the 100 zł gift card pays £20.00: £0.46
 * online; in German the mug (92,55 zł: 21,29 €) by DPD (3,45 €) less the points (1,38 €) is
 * 23,36 €, the card pays 23,00 €: 0,36 € online.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ownerSession } from "../e2e/admin/helpers";
import { login, newAccount, NEW_PASSWORD } from "./account-helpers";
import { choices, order, type Line } from "./order-helpers";
import {
  balances,
  GATEWAY_METHOD,
  giftCardAndPoints,
  notification,
  notify,
  orderState,
  pastDeadline,
  refOf,
  type Placed,
} from "./payment-helpers";

const MUG: Line = { product: "212", variantHash: "", quantity: 1, type: "normal" };

/** A new customer with 600 points and a 100 zł card, and their order in `lang` to pay online. */
async function cardAndPointsOrder(request: APIRequestContext, lang: string, total: number) {
  const { email } = await newAccount(request, `cancel-${lang}`);
  const card = await giftCardAndPoints(email);
  // A session knows the points it logged in with: log in again after they were set.
  const token = ((await (await login(request, email, NEW_PASSWORD)).json()) as { token: string })
    .token;
  const ids = await choices(request, [MUG], "Kurier DPD", GATEWAY_METHOD);
  const before = await balances(email, card, MUG);
  const res = await request.post(`/api/public/order/new?lang=${lang}`, {
    headers: { authorization: `Bearer ${token}` },
    data: order([MUG], ids, email, { code: "LOYALTY", giftCard: card }),
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()) as Placed;
  expect(placed.total).toBe(total);
  return { email, card, token, before, placed };
}

/**
 * The newest e-mail to `to` whose subject starts with `subject`, as the development outbox
 * (`/dev/outbox`, on in the test shop) shows it: its subject and its text, no-break spaces as
 * spaces.
 */
async function mail(request: APIRequestContext, to: string, subject: string) {
  const list = await (await request.get("/dev/outbox")).text();
  const rows = [...list.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => m[1] ?? "");
  const row = rows.find((r) => r.includes(`>${to}<`) && r.includes(`">${subject}`));
  const id = /href="\/dev\/outbox\/(\d+)"/.exec(row ?? "")?.[1];
  if (!id) return undefined;
  const page = await (await request.get(`/dev/outbox/${id}`)).text();
  const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1] ?? "";
  const body = /<p class="mail-text"[^>]*>([\s\S]*?)<\/p>/.exec(page)?.[1] ?? "";
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, "")
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/\u00a0|&nbsp;/g, " ");
  return { subject: text(title).trim(), text: text(body) };
}

/** The text of the account's order page (tags dropped, spaces collapsed). */
async function orderPage(request: APIRequestContext, path: string, token: string) {
  const res = await request.get(path, { headers: { cookie: `APP_TOKEN=${token}` } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  return html
    .slice(html.indexOf("<main"), html.indexOf("</main>"))
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

test("an order the owner cancels e-mails its customer, in the order's language, the reason, the note and the refund, card value and points given back", async ({
  request,
  baseURL,
}) => {
  const { email, card, token, before, placed } = await cardAndPointsOrder(request, "en", 0.46);
  const paid = notification(placed.summaryId, refOf(placed.redirect), "paid", "0.46", "gbp");
  expect((await notify(request, paid)).status()).toBe(200);
  const csrf = await ownerSession(request, baseURL ?? "");
  const cancel = await request.post(`/admin/orders/${placed.no}`, {
    form: {
      csrf,
      move: "cancel",
      reason: "outOfStock",
      note: "The last mug broke in the warehouse.",
      confirm: "yes",
    },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(cancel.status()).toBe(303);
  expect(await orderState(placed.summaryId)).toEqual({ paid: 1, status: "CANCELED" });
  // The card's value and the points are back (the stock too, which other tests share).
  expect(await balances(email, card, MUG)).toMatchObject({
    card: before.card,
    points: before.points,
  });

  const sent = await mail(request, email, "Order");
  expect(sent?.subject).toBe(`Order ${placed.no} has been cancelled`);
  expect(sent?.text).toContain(
    [
      "Reason: an ordered product ran out of stock",
      "A message from the shop: The last mug broke in the warehouse.",
      "",
      "What we give back:",
      "– £0.46 refunded the way it was paid",
      `– £20.00 onto gift card ${card}`,
      "– 600 points onto your shop account",
    ].join("\n"),
  );
  expect(sent?.text).toContain(
    `See the order here:\n${baseURL}/en/order/summary/${placed.summaryId}`,
  );

  const page = await orderPage(request, `/en/my-orders/${placed.no}`, token);
  expect(page).toContain("Reason: an ordered product ran out of stock");
  expect(page).toContain(
    `What we give back: £0.46 refunded the way it was paid £20.00 onto gift card ${card} 600 points onto your shop account`,
  );
});

test("an order its payment deadline cancels e-mails its customer, in the order's language, why and the card value and points given back", async ({
  request,
}) => {
  const { email, card, token, before, placed } = await cardAndPointsOrder(request, "de", 0.36);
  // The expiry job (every PAYMENT_EXPIRY_CHECK_S = 2 s in tests) cancels it past its deadline.
  await pastDeadline(placed.summaryId);
  await expect
    .poll(() => orderState(placed.summaryId), { timeout: 20_000 })
    .toEqual({ paid: 0, status: "CANCELED_LOCK" });
  // The card's value and the points are back (the stock too, which other tests share).
  expect(await balances(email, card, MUG)).toMatchObject({
    card: before.card,
    points: before.points,
  });

  await expect
    .poll(async () => (await mail(request, email, "Bestellung"))?.subject)
    .toBe(`Bestellung ${placed.no} wurde storniert`);
  expect((await mail(request, email, "Bestellung"))?.text).toContain(
    [
      "Grund: die Bestellung wurde nicht rechtzeitig bezahlt",
      "",
      "Was wir zurückgeben:",
      `– 23,00 € auf die Geschenkkarte ${card}`,
      "– 600 Punkte auf Ihr Kundenkonto",
    ].join("\n"),
  );

  const page = await orderPage(request, `/de/my-orders/${placed.no}`, token);
  expect(page).toContain("Grund: die Bestellung wurde nicht rechtzeitig bezahlt");
  expect(page).toContain(
    `Was wir zurückgeben: 23,00 € auf die Geschenkkarte ${card} 600 Punkte auf Ihr Kundenkonto`,
  );
});
