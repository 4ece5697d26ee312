/**
 * Orders through the API, continued from order.spec.ts (spec 2 §7 order/new, order/{no},
 * orders/all, order/summary; issue 12): gift cards and loyalty points pay part of an order,
 * only the owner sees an order, and a parcel-locker order needs a real locker. These tests buy
 * the mug, topped up before each order, and count no stock.
 */
import { expect, test } from "@playwright/test";
import { newAccount } from "./account-helpers";
import { choices, order, withDb, type Line } from "./order-helpers";

// Stock is shared: this file's tests run one after another, like order.spec.ts's.
test.describe.configure({ mode: "serial" });

/** Kubek termiczny Delta K370 (seed id 212): 95.66 zł. */
const MUG = "212";

const mug = (quantity: number): Line => ({
  product: MUG,
  variantHash: "",
  quantity,
  type: "normal",
});

// Gift cards and points, with amounts worked out by hand: the mug costs 95.66 zł, the DPD
// courier 14.99 zł below 200 zł of products, a loyalty point is worth 1 gr. Each test
// makes its own card or account, so the seed stays as other tests expect it.
test("a gift card pays part of the order once; a used card is refused", async ({ request }) => {
  const code = `TEST${Date.now()}`.slice(0, 16).toUpperCase();
  await withDb((db) =>
    db
      .prepare(
        "insert into gift_cards (code, value, currency, valid_until, used_value, active) values (?, 50, 'pln', ?, 0, 1)",
      )
      .run(code, new Date(Date.now() + 86_400_000).toISOString()),
  );
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const res = await request.post("/api/public/order/new?lang=pl", {
    data: order([mug(1)], ids, `card-${Date.now()}@example.com`, {
      giftCard: code.toLowerCase(),
    }),
  });
  expect(res.status()).toBe(201);
  // 95.66 + 14.99 = 110.65, of which the card pays 50.00: 60.65 to pay.
  expect((await res.json()).total).toBe(60.65);
  const card = (await withDb((db) =>
    db.prepare("select used_value from gift_cards where code = ?").get(code),
  )) as { used_value: number };
  expect(card.used_value).toBe(50);

  const again = await request.post("/api/public/order/new?lang=pl", {
    data: order([mug(1)], ids, `card2-${Date.now()}@example.com`, { giftCard: code }),
  });
  expect(again.status()).toBe(400);
  expect(await again.json()).toEqual({ error: "giftCardInvalid" });
});

test("LOYALTY spends the customer's points in the order", async ({ request }) => {
  const { email, token } = await newAccount(request, "points");
  await withDb((db) =>
    db.prepare("update users set loyalty_points = 1000 where email = ?").run(email),
  );
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const res = await request.post("/api/public/order/new?lang=pl", {
    headers: { authorization: `Bearer ${token}` },
    data: order([mug(1)], ids, email, { code: "LOYALTY" }),
  });
  expect(res.status()).toBe(201);
  // 1000 points × 0.01 = 10.00 off 95.66 = 85.66, plus 14.99 for DPD: 100.65.
  expect((await res.json()).total).toBe(100.65);
  const user = (await withDb((db) =>
    db.prepare("select loyalty_points from users where email = ?").get(email),
  )) as { loyalty_points: number };
  expect(user.loyalty_points).toBe(0);
  const row = (await withDb((db) =>
    db.prepare("select total, user_id from orders where email = ? order by id desc").get(email),
  )) as { total: string; user_id: number };
  expect(JSON.parse(row.total)).toMatchObject({
    usedPoints: 1000,
    code: "LOYALTY",
    brutto: 100.65,
  });
});

test("only the owner sees an order: another customer and a guest get not found", async ({
  request,
  playwright,
  baseURL,
}) => {
  const owner = await newAccount(request, "owner");
  const other = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  const stranger = await newAccount(other, "stranger");
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const res = await request.post("/api/public/order/new?lang=pl", {
    headers: { authorization: `Bearer ${owner.token}` },
    data: order([mug(1)], ids, owner.email),
  });
  expect(res.status()).toBe(201);
  const { no } = await res.json();
  const page = (token?: string) =>
    request.get(`/my-orders/${no}`, {
      headers: token ? { authorization: `Bearer ${token}` } : { cookie: "" },
    });
  const mine = await page(owner.token);
  expect(mine.status()).toBe(200);
  expect(mine.headers()["cache-control"]).toBe("private, no-store");
  expect(await mine.text()).toContain(`Zamówienie ${no}`);
  const theirs = await page(stranger.token);
  expect(theirs.status()).toBe(404);
  // The address itself is echoed in links; the order's content is not.
  const body = await theirs.text();
  expect(body).not.toContain(`Zamówienie ${no}`);
  expect(body).not.toContain("Kubek termiczny Delta K370");
  const list = await request.get("/my-orders", {
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect(await list.text()).not.toContain(no);
  await other.dispose();
});

test("the order APIs: the owner's list and order, the summary by its id, 404 for others", async ({
  request,
  playwright,
  baseURL,
}) => {
  const owner = await newAccount(request, "apis");
  const other = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  const stranger = await newAccount(other, "apis-other");
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const bearer = { authorization: `Bearer ${owner.token}` };
  const placed = await (
    await request.post("/api/public/order/new?lang=pl", {
      headers: bearer,
      data: order([mug(1)], ids, owner.email),
    })
  ).json();
  const list = await (await request.get("/api/public/orders/all", { headers: bearer })).json();
  // 95.66 + 14.99 = 110.65
  expect(list).toEqual([
    expect.objectContaining({ no: placed.no, price: 110.65, productsCount: 1, status: "PENDING" }),
  ]);
  const one = await request.get(`/api/public/order/${placed.no}`, { headers: bearer });
  expect(one.status()).toBe(200);
  expect((await one.json()).products[0]).toMatchObject({ id: "212", quantity: 1 });
  const theirs = await request.get(`/api/public/order/${placed.no}`, {
    headers: { authorization: `Bearer ${stranger.token}` },
  });
  expect(theirs.status()).toBe(404);
  const summary = await (await request.get(`/api/public/order/summary/${placed.summaryId}`)).json();
  expect(summary).toMatchObject({ no: placed.no, toPay: 110.65, paid: false, status: "PENDING" });
  expect((await request.get("/api/public/order/summary/unknown-id-000000000")).status()).toBe(404);
  expect((await request.get("/api/public/orders/all", { headers: { cookie: "" } })).status()).toBe(
    401,
  );
  await other.dispose();
});

test("a parcel locker order needs a real locker; a promo code is applied by the server", async ({
  request,
}) => {
  const ids = await choices(request, [mug(1)], "Paczkomat InPost", "transfer");
  const email = `locker-${Date.now()}@example.com`;
  const post = (delivery: Record<string, string>, extra: Record<string, unknown> = {}) =>
    request.post("/api/public/order/new?lang=pl", {
      data: { ...order([mug(1)], ids, email, extra), delivery },
    });
  expect(await (await post({ id: ids.deliveryId })).json()).toEqual({ error: "noLocker" });
  expect(await (await post({ id: ids.deliveryId, lockerCode: "NIEMA99" })).json()).toEqual({
    error: "noLocker",
  });
  const res = await post({ id: ids.deliveryId, lockerCode: "BIA16M" }, { code: "RABAT10" });
  expect(res.status()).toBe(201);
  // 95.66 − 10 % (9.566, rounded to 9.57) = 86.09, plus 11.99 for the locker: 98.08.
  expect((await res.json()).total).toBe(98.08);
  const row = (await withDb((db) =>
    db.prepare("select delivery, total from orders where email = ?").get(email),
  )) as { delivery: string; total: string };
  expect(JSON.parse(row.delivery)).toMatchObject({
    type: "inpost_locker",
    data: { code: "BIA16M" },
  });
  expect(JSON.parse(row.total)).toMatchObject({ code: "RABAT10", codeDiscount: 9.57 });
});
