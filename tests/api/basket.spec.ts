import { expect, test } from "@playwright/test";
import type { Product } from "../../src/domain/catalogue/catalogue.types";
import { BOOTS, COFFEE, POT, PUZZLE, TEA, line } from "../golden/products";
import { QUANTITY_FACTS } from "../golden/stock";
import { SEED_CHANGED } from "./golden-api";

test.describe("basket API", () => {
  test.use({ extraHTTPHeaders: { origin: `http://localhost:${process.env.TEST_PORT ?? 4399}` } });
  test("creates, updates and deletes a server basket, recomputing the total", async ({
    request,
  }) => {
    const lines = [BOOTS, PUZZLE, POT].map((p) => ({
      count: 2,
      id: p.id,
      code: "",
      variantHash: "",
    }));
    const created = await request.post("/api/public/basket/?lang=pl", {
      data: { products: lines, totalPrice: 0.01, user: null, lang: "pl" },
    });
    expect(created.status()).toBe(200);
    const body = (await created.json()) as { id: string; key: string; totalPrice: number };
    // 2 × 13.59 = 27.18; 2 × 185.77 = 371.54; 2 × 17.88 (POT on sale) = 35.76;
    // 27.18 + 371.54 + 35.76 = 434.48 (the client's 0.01 is ignored)
    expect(body.totalPrice).toBe(434.48);
    const headers = { "x-basket-key": body.key };
    const updated = await request.post(`/api/public/basket/${body.id}?lang=pl`, {
      data: { products: lines.slice(0, 1) },
      headers,
    });
    expect(updated.status()).toBe(200);
    // 2 × 13.59 = 27.18
    expect(((await updated.json()) as { totalPrice: number }).totalPrice).toBe(27.18);
    expect((await request.delete(`/api/public/basket/${body.id}`, { headers })).status()).toBe(200);
    expect(
      (
        await request.post(`/api/public/basket/${body.id}`, { data: { products: lines }, headers })
      ).status(),
    ).toBe(404);
  });

  test("only the basket's creator may change or delete it: another key, a forged key or none get 404", async ({
    request,
  }) => {
    const products = [{ count: 1, id: BOOTS.id, code: "", variantHash: "" }];
    const mine = (await (
      await request.post("/api/public/basket/?lang=pl", { data: { products } })
    ).json()) as { id: string; key: string };
    const theirs = (await (
      await request.post("/api/public/basket/?lang=pl", { data: { products } })
    ).json()) as { id: string; key: string };
    expect(mine.id).toMatch(/^[a-f0-9]{32}$/);
    expect(mine.key).toMatch(/^[a-f0-9]{32}$/);
    expect(mine.key).not.toBe(mine.id);
    const more = { products: [{ count: 5, id: BOOTS.id, code: "", variantHash: "" }] };
    for (const headers of [
      {},
      { "x-basket-key": theirs.key },
      { "x-basket-key": "0".repeat(32) },
      { "x-basket-key": mine.id },
      { "x-basket-key": "../../etc" },
    ]) {
      const what = JSON.stringify(headers);
      const write = await request.post(`/api/public/basket/${mine.id}`, { data: more, headers });
      expect(write.status(), what).toBe(404);
      expect(await write.json(), what).toEqual({ error: "NOT_FOUND" });
      expect((await request.delete(`/api/public/basket/${mine.id}`, { headers })).status()).toBe(
        404,
      );
    }
    // The creator's basket is untouched: one pair of boots, 13.59.
    const own = { "x-basket-key": mine.key };
    const check = await request.post(`/api/public/basket/${mine.id}`, {
      data: { products },
      headers: own,
    });
    expect(((await check.json()) as { totalPrice: number }).totalPrice).toBe(13.59);
    for (const b of [mine, theirs])
      expect(
        (
          await request.delete(`/api/public/basket/${b.id}`, { headers: { "x-basket-key": b.key } })
        ).status(),
      ).toBe(200);
  });

  test("hostile payloads answer 4xx, never 500", async ({ request }) => {
    for (const data of [
      { products: [{ count: -1, id: "1" }] },
      { products: [{ count: Number.MAX_VALUE, id: "x" }] },
      { products: "no" },
      {},
    ]) {
      const res = await request.post("/api/public/basket/", { data });
      expect(res.status()).toBeGreaterThanOrEqual(400);
      expect(res.status()).toBeLessThan(500);
    }
    expect((await request.post("/api/public/basket/", { data: { products: [] } })).status()).toBe(
      400,
    );
    expect((await request.delete("/api/public/basket/../../etc")).status()).toBeLessThan(500);
  });

  test("rejects counts that are not a positive multiple of the product's quantity factor", async ({
    request,
  }) => {
    for (const fact of Object.values(QUANTITY_FACTS)) {
      const p = (await (
        await request.get(`/api/public/product/${fact.product.id}?lang=pl`)
      ).json()) as Product;
      const what = `product ${fact.product.id}: ${SEED_CHANGED}`;
      expect(p.unit, what).toBe(fact.unit);
      expect(p.options.view.quantityFactor, what).toBe(fact.quantityFactor);
      expect(
        p.variants.map((v) => v.count - v.locked),
        what,
      ).toEqual([fact.stock]);
    }
    const basket = (id: string, count: number) => ({
      products: [{ count, id, code: "", variantHash: "" }],
      user: null,
      lang: "pl",
    });
    const created = await request.post("/api/public/basket/?lang=pl", { data: basket(TEA.id, 1) });
    expect(created.status()).toBe(200);
    const { id, key } = (await created.json()) as { id: string; key: string };
    const headers = { "x-basket-key": key };
    // TEA is sold by the piece (factor 1): 0.0001, 1e-300 and 2.5 pieces are no quantity of it.
    for (const count of [0.0001, 1e-300, 2.5]) {
      for (const url of ["/api/public/basket/?lang=pl", `/api/public/basket/${id}?lang=pl`]) {
        const res = await request.post(url, { data: basket(TEA.id, count), headers });
        expect(res.status(), `${count} at ${url}`).toBe(400);
        expect(await res.json()).toEqual({ error: "INVALID_COUNT", fields: ["products.0.count"] });
      }
    }
    // COFFEE steps by 0.5 kg: 0.7 kg is rejected ...
    const off = await request.post("/api/public/basket/?lang=pl", { data: basket(COFFEE.id, 0.7) });
    expect(off.status()).toBe(400);
    expect(await off.json()).toMatchObject({ error: "INVALID_COUNT" });
    // ... 0.5 kg is accepted: 0.5 × 59.13 = 29.565 → 29.57
    const half = await request.post(`/api/public/basket/${id}?lang=pl`, {
      data: basket(COFFEE.id, 0.5),
      headers,
    });
    expect(half.status()).toBe(200);
    expect(await half.json()).toEqual({
      id,
      totalPrice: 29.57,
      products: [{ count: 0.5, id: COFFEE.id, code: expect.any(String), variantHash: "" }],
    });
    expect((await request.delete(`/api/public/basket/${id}`, { headers })).status()).toBe(200);
  });

  test("stores lines of one stock together within its count: 3 lines of 36 of a 36-stock product keep 36", async ({
    request,
  }) => {
    const res = await request.post("/api/public/basket/?lang=pl", {
      data: {
        products: [1, 2, 3].map(() => ({
          count: TEA.stock,
          id: TEA.id,
          code: "",
          variantHash: "",
        })),
      },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      id: string;
      key: string;
      totalPrice: number;
      products: unknown[];
    };
    // 36 × 904.57 = 32564.52 (not 108 × 904.57)
    expect(body.totalPrice).toBe(32564.52);
    expect(body.products).toEqual([
      { count: 36, id: TEA.id, code: expect.any(String), variantHash: "" },
    ]);
    const headers = { "x-basket-key": body.key };
    expect((await request.delete(`/api/public/basket/${body.id}`, { headers })).status()).toBe(200);
  });

  test("lockers, delivery options and the DPD food check answer", async ({ request }) => {
    const inpost = (await (
      await request.get("/api/public/lockers?carrier=inpost&query=")
    ).json()) as { code: string }[];
    expect(inpost.length).toBe(60);
    expect((await request.get("/api/public/lockers?carrier=ups")).status()).toBe(400);
    const food = await (
      await request.get("/api/public/integrations/dpd/availability/food?postCode=00-950")
    ).json();
    expect(food).toEqual({ postCode: "00-950", available: true });
    const opts = (await (
      await request.post("/api/public/order/delivery-options?lang=pl", {
        data: { country: "pl", postCode: "", lines: [line(BOOTS, 1)] },
      })
    ).json()) as { type: string; days: number }[];
    expect(opts.map((o) => o.type)).toContain("inpost_locker");
    expect(opts.map((o) => o.type)).not.toContain("timed");
  });
});

test.describe("promo codes and gift cards", () => {
  test("each kind of code answers its value or its message", async ({ request }) => {
    const code = (c: string, lines: unknown[]) =>
      request.post("/api/public/order/code?lang=pl", { data: { code: c, lines } });
    // 1 × 13.59 < 100
    const small = await code("MINUS20", [line(BOOTS, 1)]);
    expect(small.status()).toBe(400);
    expect(await small.json()).toEqual({
      error: "MINIMUM_BASKET_VALUE",
      message: "Minimalna wartość koszyka: 100,00\u00a0zł",
    });
    expect(await (await code("STARY", [line(BOOTS, 1)])).json()).toMatchObject({
      error: "NOT_VALID",
    });
    expect(await (await code("NIEMA", [line(BOOTS, 1)])).json()).toMatchObject({
      error: "NOT_VALID",
    });
    // A guest's LOYALTY asks to log in (the points are a logged-in shopper's).
    expect(await (await code("LOYALTY", [line(BOOTS, 1)])).json()).toMatchObject({
      error: "LOGIN_REQUIRED",
    });
    const trzeci = await code("TRZECI", [line(BOOTS, 3)]);
    expect(trzeci.status()).toBe(200);
    // The 3rd item at 50 %: 13.59 / 2 = 6.795 → 6.80
    expect(((await trzeci.json()) as { value: number }).value).toBe(6.8);
    expect(await (await code("TRZECI", [line(BOOTS, 1)])).json()).toMatchObject({
      error: "MINIMUM_PRODUCTS",
    });
  });

  test("gift cards: valid, expired, used up and too short", async ({ request }) => {
    const card = (c: string, currency = "pln") =>
      request.post("/api/public/order/gift-card", { data: { code: c, currency } });
    expect(await (await card("GIFT-100-ABCD")).json()).toMatchObject({ value: 100 });
    expect(await (await card("GIFT-250-IJKL")).json()).toMatchObject({ value: 150 });
    expect(await (await card("GIFT-OLD-0000")).json()).toEqual({ error: "NOT_VALID" });
    expect(await (await card("GIFT-USED-0001")).json()).toEqual({ error: "NOT_VALID" });
    expect(await (await card("GIFT-1")).json()).toEqual({ error: "TOO_SHORT" });
    expect(await (await card("GIFT-EUR-50XY", "eur")).json()).toMatchObject({ value: 50 });
  });
});

test.describe("variant labels API", () => {
  test("answers attribute names and value texts per language, and rejects a bad query", async ({
    request,
  }) => {
    const ids = Array.from({ length: 60 }, (_, i) => String(i + 1));
    const all = (await (
      await request.post("/api/public/product/many?lang=pl", { data: { ids } })
    ).json()) as Product[];
    const variant = all.flatMap((p) => p.variants).find((v) => v.attributes.length > 0);
    expect(variant).toBeDefined();
    const attr = variant?.attributes[0];
    const texts: string[] = [];
    for (const lang of ["pl", "en", "de"]) {
      const res = await request.get(`/api/public/order/variant-labels?lang=${lang}`);
      expect(res.status()).toBe(200);
      const labels = (await res.json()) as Record<
        string,
        { name: string; values: Record<string, string> }
      >;
      const a = labels[attr?.id ?? ""];
      expect(a?.name).toMatch(/\S/);
      expect(a?.values[attr?.value ?? ""]).toMatch(/\S/);
      texts.push(`${a?.name}`);
    }
    expect(new Set(texts).size).toBeGreaterThan(1);
    const bad = await request.get(`/api/public/order/variant-labels?lang=${"x".repeat(50)}`);
    expect(bad.status()).toBe(400);
  });
});
