/**
 * An archived product is shown but never sold (issue 44 item 1; spec 1 §2 "suggestions
 * (different headers for archived products …)", §4 basket integrity refresh): the quote
 * drops its line and counts it in `dropped`, `order/new` answers 409 naming the line and
 * writes nothing, the integrity refresh names it archived (the basket drops it), the
 * stored server basket leaves it out of its payload and total, and no one is told when it is
 * available again (notify/add answers 409). Seed facts: tests/golden/
 * (the adapter, id 138, is archived and has 2 in stock).
 */
import { expect, test } from "@playwright/test";
import { BOOTS, line } from "../golden/products";
import { PRICE_LINES } from "../golden/price-lines";
import { choices, order, stockOf, withDb } from "./order-helpers";

const ADAPTER = { id: PRICE_LINES.adapter.id, type: "normal" };

test.describe("an archived product", () => {
  test.use({ extraHTTPHeaders: { origin: `http://localhost:${process.env.TEST_PORT ?? 4399}` } });

  test("is dropped from the quote and counted in its dropped lines", async ({ request }) => {
    const res = await request.post("/api/public/order/quote?lang=pl", {
      data: { lines: [line(ADAPTER, 1), line(BOOTS, 2)], country: "pl" },
    });
    expect(res.status()).toBe(200);
    const quote = (await res.json()) as {
      lines: { name: string }[];
      dropped: number;
      productsTotal: number;
      count: number;
    };
    expect(quote.lines.map((l) => l.name)).toEqual([BOOTS.name.pl]);
    expect(quote.dropped).toBe(1);
    // 2 × 13.59 = 27.18: the adapter's 547.67 is not in it.
    expect(quote.productsTotal).toBe(27.18);
    expect(quote.count).toBe(2);
  });

  test("makes order/new answer 409 naming its line, and nothing is written", async ({
    request,
  }) => {
    const ids = await choices(request, [line(BOOTS, 1)], "Kurier DPD", "transfer");
    const email = `archived-${Date.now()}@example.com`;
    const stock = await stockOf(ADAPTER.id);
    const res = await request.post("/api/public/order/new?lang=pl", {
      data: order([line(BOOTS, 1), line(ADAPTER, 1)], ids, email),
    });
    expect(res.status()).toBe(409);
    expect(await res.json()).toEqual({ error: "PRODUCT_ARCHIVED", fields: [ADAPTER.id] });
    const orders = await withDb((db) =>
      db.prepare("select count(*) as n from orders where email = ?").get<{ n: number }>(email),
    );
    expect(Number(orders?.n)).toBe(0);
    expect(await stockOf(ADAPTER.id)).toBe(stock);
  });

  test("is named archived by the integrity refresh, left out of a stored basket and never notified", async ({
    request,
  }) => {
    const integrity = await request.post("/api/public/product/integrity", {
      data: { ids: [BOOTS.id, ADAPTER.id, "999999999"] },
    });
    expect(await integrity.json()).toMatchObject({
      existing: [BOOTS.id, ADAPTER.id],
      missing: ["999999999"],
      archived: [ADAPTER.id],
    });
    const products = [BOOTS, ADAPTER].map((p) => ({
      count: 1,
      id: p.id,
      code: "",
      variantHash: "",
    }));
    const stored = await request.post("/api/public/basket/?lang=pl", { data: { products } });
    expect(stored.status()).toBe(200);
    const body = (await stored.json()) as {
      products: { id: string }[];
      totalPrice: number;
    };
    expect(body.products.map((p) => p.id)).toEqual([BOOTS.id]);
    // 1 × 13.59
    expect(body.totalPrice).toBe(13.59);
    const notify = await request.post("/api/public/notify/add", {
      data: { productId: ADAPTER.id, variantHash: "", email: "archived@example.com" },
    });
    expect(notify.status()).toBe(409);
    expect(await notify.json()).toEqual({ error: "PRODUCT_ARCHIVED" });
  });
});
