/**
 * Ids a database column cannot hold (issue 27). Every id column is a PostgreSQL `integer`:
 * 2147483648 made the query fail there (503 and a DatabaseError log line, so anyone could make
 * monitoring see an outage). One rule on both engines (src/domain/shop/ids.ts): an id is an integer
 * 1..2147483647; anything else names nothing, 404 for one resource and a dropped entry in a
 * list (integrity: a missing one), and never reaches SQL. The walk runs on a shop of its own (TEST_PORT + 260), whose log
 * it reads. Kubek termiczny Delta K370 (seed id 212) costs 95.66 zł.
 */
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { endShop, startShop, type Shop } from "./fault-server";
import { form, key } from "./order-helpers";

const PORT = Number(process.env["TEST_PORT"] ?? 4399) + 260;
const DATA = `data/test-ids-${PORT}`;
const BAD = ["2147483648", "9007199254740993", "-1", "0", "1e30"];
const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

const orderBody = (email: string) => ({ country: "pl", form: form(email), idempotencyKey: key() });

let shop: Shop | undefined;
let client = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startShop({ port: PORT, dataDir: DATA, env: { LOG_LEVEL: "info" } });
});

test.afterAll(async () => {
  // Killed: a graceful stop would wait for this process's idle keep-alive connections.
  await endShop(shop);
  rmSync(DATA, { recursive: true, force: true });
});

/** One request as a client of its own (per-address limits never add up here). */
async function call(method: string, path: string, body?: unknown) {
  client += 1;
  const res = await fetch(`${shop?.origin}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.27.${client >> 8}.${client & 255}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const json = res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text;
  return { status: res.status, json };
}

test("ids outside 1..2147483647 are not found or dropped on every endpoint, never a 5xx or a DatabaseError", async () => {
  test.setTimeout(120_000);
  const notFound = { status: 404, json: { error: "NOT_FOUND" } };
  for (const bad of BAD) {
    const number = Number(bad);
    for (const path of [
      `/api/public/product/${bad}?lang=pl`,
      `/api/public/group/${bad}?lang=pl`,
      `/api/public/group/${bad}?lang=pl&manufacturer=true`,
      `/api/public/removed/${bad}?lang=pl`,
      `/api/public/category?id=${bad}&lang=pl`,
      `/api/public/opinion?id=${bad}&lang=pl`,
    ])
      expect(await call("GET", path), path).toEqual(notFound);
    for (const id of [bad, number]) {
      const opinion = { id, name: "Ala", text: "Dobry kubek", number: 5, lang: "pl" };
      expect(await call("POST", "/api/public/opinion", opinion), `opinion ${id}`).toEqual(notFound);
      const notify = { productId: id, variantHash: "", email: "ids@example.com" };
      expect(await call("POST", "/api/public/notify/add", notify), `notify ${id}`).toEqual(
        notFound,
      );
    }

    const many = await call("POST", "/api/public/product/many?lang=pl", {
      ids: [bad, number, 212],
    });
    expect([bad, many.status, many.json.map((p: { _id: string }) => p._id)]).toEqual([
      bad,
      200,
      ["212"],
    ]);
    const integrity = await call("POST", "/api/public/product/integrity", {
      ids: [bad, number, "212"],
    });
    // Integrity answers every id it was sent: one that cannot exist is missing (the basket drops it).
    expect([bad, integrity.status, integrity.json.existing, integrity.json.missing]).toEqual([
      bad,
      200,
      ["212"],
      [...new Set([bad, String(number)])],
    ]);
    const lines = [{ ...MUG, product: bad, components: [{ product: bad, quantity: 1 }] }, MUG];
    const quote = await call("POST", "/api/public/order/quote?lang=pl", { lines, country: "pl" });
    expect([bad, quote.status, quote.json.count, quote.json.productsTotal]).toEqual([
      bad,
      200,
      1,
      95.66,
    ]);
    // An order naming a product that does not exist is refused as for any unknown product.
    const dpd = quote.json.options.find((o: { name: string }) => o.name === "Kurier DPD");
    const transfer = quote.json.payments.find((p: { type: string }) => p.type === "transfer");
    const order = await call("POST", "/api/public/order/new?lang=pl", {
      ...orderBody(`ids-${bad}@example.com`),
      lines,
      delivery: { id: dpd.id },
      paymentId: transfer.id,
    });
    expect([bad, order.status, order.json]).toEqual([
      bad,
      409,
      { error: "OUT_OF_STOCK", fields: [bad] },
    ]);
    for (const path of [
      "/api/public/order/code?lang=pl",
      "/api/public/order/delivery-options?lang=pl",
    ]) {
      const answer = await call("POST", path, { lines, country: "pl", code: "RABAT10" });
      expect([path, bad, answer.status]).toEqual([path, bad, 200]);
    }
    const basket = await call("POST", "/api/public/basket/", {
      products: [
        { id: bad, count: 1 },
        { id: "212", count: 1 },
      ],
    });
    expect([bad, basket.status, basket.json.totalPrice, basket.json.products.length]).toEqual([
      bad,
      200,
      95.66,
      1,
    ]);
    const suggestions = await call(
      "GET",
      `/api/public/suggestions?lang=pl&id=${bad}&mainCategory=${bad}&categories=${bad}`,
    );
    expect([bad, suggestions.status]).toEqual([bad, 200]);
    expect([bad, (await call("GET", `/api/public/mail-open/${bad}`)).status]).toEqual([bad, 200]);
    for (const page of [`/p/kubek-${bad}`, `/dev/outbox/${bad}`])
      expect([page, (await call("GET", page)).status]).toEqual([page, 404]);
  }
  const log = shop?.output() ?? "";
  expect(log).not.toContain("DatabaseError");
  expect(log).not.toContain('"level":"error"');
});
