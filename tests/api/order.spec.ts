/**
 * Placing orders through the API (spec 2 §7 order/new; issue 12 "Order
 * creation" and "Integrity"): the server prices the order itself, takes
 * stock in the same transaction (never below zero, also under 50 buyers at
 * once), makes one order of a double submit and refuses bad input with 4xx.
 */
import { expect, test } from "@playwright/test";
import { PUZZLE } from "../golden";
import { choices, form, key, order, stockOf, withDb, type Line } from "./order-helpers";

// Stock is shared: this file's tests run one after another, and the rush uses its own product.
test.describe.configure({ mode: "serial" });

/** A plain product no other test reads (seeded with 31 items). */
const RUSH = "203";

const puzzle = (quantity: number): Line => ({
  product: PUZZLE.id,
  variantHash: "",
  quantity,
  type: "normal",
});

test("a guest's order is priced by the server, takes stock and gets the spec's number", async ({
  request,
}) => {
  const ids = await choices(request, [puzzle(1)], "Kurier DPD", "transfer");
  const before = stockOf(PUZZLE.id);
  const email = `guest-${Date.now()}@example.com`;
  const res = await request.post("/api/public/order/new?lang=pl", {
    // Prices, totals and a paid flag from the client are ignored.
    data: { ...order([puzzle(2)], ids, email), total: 1, price: 0.01, paid: true },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  // 2 × 185.77 = 371.54; the DPD courier is free from 200 zł.
  expect(body).toMatchObject({ total: 371.54, currency: "pln", paid: false });
  expect(body.payment.type).toBe("transfer");
  expect(body.no).toMatch(/^\d{4}\/\d{2}\/\d{2}\/[A-Z]{3}\d{3}$/);
  expect(body.summaryId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  expect(stockOf(PUZZLE.id)).toBe(before - 2);
  const ghost = withDb((db) =>
    db.prepare("select ghost from users where email = ?").get(email),
  ) as { ghost: number };
  expect(ghost.ghost).toBe(1);
  const mail = withDb((db) =>
    db.prepare('select subject from mail_outbox where "to" = ? order by id desc').get(email),
  ) as { subject: string };
  expect(mail.subject).toBe(`Zamówienie ${body.no} w sklepie Demo Sklep`);
});

test("the same idempotency key twice makes one order", async ({ request }) => {
  const ids = await choices(request, [puzzle(1)], "Kurier DPD", "transfer");
  const data = order([puzzle(1)], ids, `twice-${Date.now()}@example.com`);
  const before = stockOf(PUZZLE.id);
  const [a, b] = await Promise.all([
    request.post("/api/public/order/new?lang=pl", { data }),
    request.post("/api/public/order/new?lang=pl", { data }),
  ]);
  const first = await a.json();
  const second = await b.json();
  expect([a.status(), b.status()].sort()).toEqual([200, 201]);
  expect(second.no).toBe(first.no);
  expect(stockOf(PUZZLE.id)).toBe(before - 1);
  const count = withDb((db) =>
    db
      .prepare("select count(*) as n from orders where idempotency_key = ?")
      .get(data.idempotencyKey),
  ) as { n: number };
  expect(count.n).toBe(1);
});

test("50 buyers at once for the last 5 items make exactly 5 orders and stock 0", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const line: Line = { product: RUSH, variantHash: "", quantity: 1, type: "normal" };
  const ids = await choices(request, [line], "Kurier DPD", "transfer");
  const seeded = stockOf(RUSH);
  withDb((db) =>
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
  expect(stockOf(RUSH)).toBe(0);
  const refused = await answers.find((r) => r.status() === 409)?.json();
  expect(refused).toEqual({ error: "OUT_OF_STOCK", fields: [RUSH] });
  const orders = withDb((db) =>
    db.prepare("select count(*) as n from orders where email like ?").get(`rush-${started}-%`),
  ) as { n: number };
  expect(orders.n).toBe(5);
  withDb((db) =>
    db.prepare("update variants set count = ? where product_id = ?").run(seeded, Number(RUSH)),
  );
});

test("bad orders are refused with the reason and write nothing", async ({ request }) => {
  const ids = await choices(request, [puzzle(1)], "Kurier DPD", "transfer");
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
    [{ lines: [puzzle(1000)] }, 409, { error: "OUT_OF_STOCK" }],
    [{ idempotencyKey: "short" }, 400, { error: "INVALID_INPUT" }],
  ];
  for (const [change, status, expected] of cases) {
    const res = await post({
      ...order([puzzle(1)], ids, email),
      ...change,
      idempotencyKey: change["idempotencyKey"] ?? key(),
    });
    expect(res.status(), JSON.stringify(change)).toBe(status);
    expect(await res.json(), JSON.stringify(change)).toMatchObject(expected);
  }
  const written = withDb((db) =>
    db.prepare("select count(*) as n from orders where email = ?").get(email),
  ) as { n: number };
  expect(written.n).toBe(0);
});
