/**
 * Placing orders through the API (spec 2 §7 order/new; issue 12 "Order
 * creation" and "Integrity"): the server prices the order itself, takes
 * stock in the same transaction (never below zero, also under 50 buyers at
 * once), makes one order of a double submit and refuses bad input with 4xx.
 * Gift cards, points, who sees an order and locker orders: order-access.spec.ts.
 */
import { expect, test } from "@playwright/test";
import { choices, form, key, order, stockOf, withDb, type Line } from "./order-helpers";

// Stock is shared: this file's tests run one after another, and the rush uses its own product.
test.describe.configure({ mode: "serial" });

/** A plain product no other test reads (seeded with 31 items). */
const RUSH = "151";

/**
 * Kubek termiczny Delta K370 (seed id 212): 95.66 zł, 30 in stock, read by no other test, so the
 * stock these tests take never races another file.
 */
const MUG = "212";

/**
 * Kubek Grove Q600 (seed id 211): 128.55 zł; only this file's stock-counting tests buy it,
 * so no other test's orders land between their two readings.
 */
const GROVE = "211";
const grove = (quantity: number): Line => ({
  product: GROVE,
  variantHash: "",
  quantity,
  type: "normal",
});

const mug = (quantity: number): Line => ({
  product: MUG,
  variantHash: "",
  quantity,
  type: "normal",
});

test("a guest's order is priced by the server, takes stock and gets the spec's number", async ({
  request,
}) => {
  const ids = await choices(request, [grove(1)], "Kurier DPD", "transfer");
  const before = await stockOf(GROVE);
  const email = `guest-${Date.now()}@example.com`;
  const res = await request.post("/api/public/order/new?lang=pl", {
    // Prices, totals and a paid flag from the client are ignored.
    data: { ...order([grove(2)], ids, email), total: 1, price: 0.01, paid: true },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  // 2 × 128.55 = 257.10, from 200 zł the DPD courier is free.
  expect(body).toMatchObject({ total: 257.1, currency: "pln", paid: false });
  expect(body.payment.type).toBe("transfer");
  expect(body.no).toMatch(/^\d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3}$/);
  expect(body.summaryId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  expect(await stockOf(GROVE)).toBe(before - 2);
  const ghost = (await withDb((db) =>
    db.prepare("select ghost from users where email = ?").get(email),
  )) as { ghost: number };
  expect(ghost.ghost).toBe(1);
  const mail = (await withDb((db) =>
    db.prepare('select subject from mail_outbox where "to" = ? order by id desc').get(email),
  )) as { subject: string };
  expect(mail.subject).toBe(`Zamówienie ${body.no} w sklepie Demo Sklep`);
});

test("/order/summary shows this browser's latest order, or the ways to find one", async ({
  playwright,
  baseURL,
}) => {
  const fresh = await playwright.request.newContext({ baseURL: baseURL ?? "" });
  const none = await fresh.get("/order/summary", { maxRedirects: 0 });
  expect(none.status()).toBe(200);
  expect(none.headers()["cache-control"]).toBe("private, no-store");
  expect(await none.text()).toContain("W tej przeglądarce nie złożono ostatnio zamówienia.");

  const ids = await choices(fresh, [grove(1)], "Kurier DPD", "transfer");
  const placed = await fresh.post("/api/public/order/new?lang=pl", {
    data: order([grove(1)], ids, `latest-${Date.now()}@example.com`),
  });
  const { summaryId } = (await placed.json()) as { summaryId: string };
  const again = await fresh.get("/order/summary", { maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(again.headers()["location"]).toBe(`/order/summary/${summaryId}`);
  await fresh.dispose();
});

test("the same idempotency key twice makes one order", async ({ request }) => {
  const ids = await choices(request, [grove(1)], "Kurier DPD", "transfer");
  const data = order([grove(1)], ids, `twice-${Date.now()}@example.com`);
  const before = await stockOf(GROVE);
  const [a, b] = await Promise.all([
    request.post("/api/public/order/new?lang=pl", { data }),
    request.post("/api/public/order/new?lang=pl", { data }),
  ]);
  const first = await a.json();
  const second = await b.json();
  expect([a.status(), b.status()].sort()).toEqual([200, 201]);
  expect(second.no).toBe(first.no);
  expect(await stockOf(GROVE)).toBe(before - 1);
  const count = (await withDb((db) =>
    db
      .prepare("select count(*) as n from orders where idempotency_key = ?")
      .get(data.idempotencyKey),
  )) as { n: number };
  expect(count.n).toBe(1);
});

test("the same key with another basket, e-mail and gift card answers 422 and changes nothing; the same request replays the first answer", async ({
  request,
}) => {
  const code = `REUSE${Date.now()}`.slice(0, 16);
  await withDb((db) =>
    db
      .prepare(
        "insert into gift_cards (code, value, currency, valid_until, used_value, active) values (?, 50, 'pln', ?, 0, 1)",
      )
      .run(code, new Date(Date.now() + 86_400_000).toISOString()),
  );
  const ids = await choices(request, [grove(1)], "Kurier DPD", "transfer");
  const stamp = Date.now();
  const data = order([grove(1)], ids, `reuse-a-${stamp}@example.com`);
  const first = await request.post("/api/public/order/new?lang=pl", { data });
  expect(first.status()).toBe(201);
  const answer = await first.json();
  // 128.55 + 14.99 for DPD below 200 zł.
  expect(answer.total).toBe(143.54);
  const before = await stockOf(GROVE);

  const changed = await request.post("/api/public/order/new?lang=pl", {
    data: {
      ...data,
      lines: [grove(2)],
      form: form(`reuse-b-${stamp}@example.com`),
      giftCard: code,
    },
  });
  expect(changed.status()).toBe(422);
  expect(await changed.json()).toEqual({ error: "idempotencyKeyReused" });
  expect(await stockOf(GROVE)).toBe(before);
  const card = await withDb((db) =>
    db
      .prepare("select used_value from gift_cards where code = ?")
      .get<{ used_value: number }>(code),
  );
  expect(card?.used_value).toBe(0);
  const b = await withDb((db) =>
    db
      .prepare("select count(*) as n from orders where email = ?")
      .get<{ n: number }>(`reuse-b-${stamp}@example.com`),
  );
  expect(b?.n).toBe(0);

  // The same request again, its keys in another order and indented: the first answer.
  const reversed = (v: unknown): unknown =>
    typeof v === "object" && v !== null && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .reverse()
            .map(([k, x]) => [k, reversed(x)]),
        )
      : v;
  const again = await request.post("/api/public/order/new?lang=pl", {
    headers: { "content-type": "application/json" },
    data: JSON.stringify(reversed(data), null, 2),
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual(answer);
  expect(await stockOf(GROVE)).toBe(before);
});

test("two requests with one key and different baskets at once make exactly one order", async ({
  request,
}) => {
  const ids = await choices(request, [grove(1)], "Kurier DPD", "transfer");
  const stamp = Date.now();
  const one = order([grove(1)], ids, `race-${stamp}@example.com`);
  const two = { ...one, lines: [grove(2)] };
  const before = await stockOf(GROVE);
  const answers = await Promise.all(
    [one, two].map((data) => request.post("/api/public/order/new?lang=pl", { data })),
  );
  expect(answers.map((r) => r.status()).sort()).toEqual([201, 422]);
  const won = answers.findIndex((r) => r.status() === 201);
  // One grove and DPD: 128.55 + 14.99; two: 257.10 and DPD free from 200 zł.
  expect((await answers[won]?.json()).total).toBe(won === 0 ? 143.54 : 257.1);
  expect(await stockOf(GROVE)).toBe(before - (won === 0 ? 1 : 2));
  const count = await withDb((db) =>
    db
      .prepare("select count(*) as n from orders where idempotency_key = ?")
      .get<{ n: number }>(one.idempotencyKey),
  );
  expect(count?.n).toBe(1);
});

test("a key stored before request digests (migration 008) replays its order as before", async ({
  request,
}) => {
  const ids = await choices(request, [grove(1)], "Kurier DPD", "transfer");
  const data = order([grove(1)], ids, `legacy-${Date.now()}@example.com`);
  const first = await (await request.post("/api/public/order/new?lang=pl", { data })).json();
  await withDb((db) =>
    db
      .prepare("update orders set request_digest = null where idempotency_key = ?")
      .run(data.idempotencyKey),
  );
  const again = await request.post("/api/public/order/new?lang=pl", {
    data: { ...data, lines: [grove(2)] },
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).no).toBe(first.no);
});

test("50 buyers at once for the last 5 items make exactly 5 orders and stock 0", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const line: Line = { product: RUSH, variantHash: "", quantity: 1, type: "normal" };
  const ids = await choices(request, [line], "Kurier DPD", "transfer");
  const seeded = await stockOf(RUSH);
  await withDb((db) =>
    db.prepare("update variants set count = 5, locked = 0 where product_id = ?").run(Number(RUSH)),
  );
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      request.post("/api/public/order/new?lang=pl", {
        data: order([line], ids, `rush-${started}-${i}@example.com`),
      }),
    ),
  );
  const statuses = answers.map((r) => r.status());
  expect(statuses.filter((s) => s === 201)).toHaveLength(5);
  expect(statuses.filter((s) => s === 409)).toHaveLength(45);
  expect(await stockOf(RUSH)).toBe(0);
  const refused = await answers.find((r) => r.status() === 409)?.json();
  expect(refused).toEqual({ error: "OUT_OF_STOCK", fields: [RUSH] });
  const orders = (await withDb((db) =>
    db.prepare("select count(*) as n from orders where email like ?").get(`rush-${started}-%`),
  )) as { n: number };
  expect(orders.n).toBe(5);
  await withDb((db) =>
    db.prepare("update variants set count = ? where product_id = ?").run(seeded, Number(RUSH)),
  );
});

test("bad orders are refused with the reason and write nothing", async ({ request }) => {
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const email = `bad-${Date.now()}@example.com`;
  const post = (data: unknown) => request.post("/api/public/order/new?lang=pl", { data });
  const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
    [
      { form: { ...form(email), ship: { ...form(email).ship, name: "Anna" } } },
      400,
      { error: "formInvalid", fields: ["ship.name"] },
    ],
    [
      { form: { ...form(email), terms: false } },
      400,
      { error: "needRulesAcceptance", fields: ["terms"] },
    ],
    [
      { form: { ...form(email), retypedEmail: "x@example.com" } },
      400,
      { error: "formInvalid", fields: ["retypedEmail"] },
    ],
    [{ delivery: { id: "999" } }, 400, { error: "noDelivery" }],
    [{ paymentId: "999" }, 400, { error: "noPayment" }],
    [{ code: "NIEMA" }, 400, { error: "invalidCode" }],
    [{ lines: [] }, 400, { error: "noProducts" }],
    [{ lines: [mug(1000)] }, 409, { error: "OUT_OF_STOCK" }],
    [{ idempotencyKey: "short" }, 400, { error: "INVALID_INPUT" }],
  ];
  for (const [change, status, expected] of cases) {
    const res = await post({
      ...order([mug(1)], ids, email),
      ...change,
      idempotencyKey: change["idempotencyKey"] ?? key(),
    });
    expect(res.status(), JSON.stringify(change)).toBe(status);
    expect(await res.json(), JSON.stringify(change)).toMatchObject(expected);
  }
  const written = (await withDb((db) =>
    db.prepare("select count(*) as n from orders where email = ?").get(email),
  )) as { n: number };
  expect(written.n).toBe(0);
});
