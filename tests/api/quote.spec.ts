/**
 * POST /api/public/order/quote: the delivery step's whole quote, with golden
 * amounts worked out by hand (seed facts in tests/golden/), and bad input
 * answered 4xx, never 500. Figures the client sends are never used.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { BOOTS, COFFEE, TEA, line, type Line } from "../golden/products";
import { SET_EMBER } from "../golden/sets";
import { SEED_CHANGED } from "./golden-api";
import { form, key, topUpStock } from "./order-helpers";

interface Quote {
  productsTotal: number;
  options: { id: string; name: string; price: number; freeHint: unknown }[];
  delivery: string | null;
  deliveryPrice: number;
  code: { ok: boolean; applied?: { title: string; value: number }; error?: string } | null;
  discount: number;
  giftCard: { ok: boolean; paid?: number; coversTotal?: boolean } | null;
  total: number;
  blocked: string | null;
  payments: { id: string; type: string; name: string; fee: number }[];
  paymentFee: number;
  lines: { name: string; quantity: number; requested: number | null; lineBrutto: number }[];
}

async function quote(
  request: APIRequestContext,
  body: Record<string, unknown>,
  currency = "pln",
): Promise<Quote> {
  const res = await request.post("/api/public/order/quote?lang=pl", {
    data: { country: "pl", ...body },
    headers: { cookie: `currency=${currency}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Quote;
}

const boots5: Line[] = [line(BOOTS, 5)];

async function dpdId(request: APIRequestContext): Promise<string> {
  const q = await quote(request, { lines: boots5 });
  const id = q.options.find((o) => o.name === "Kurier DPD")?.id;
  if (!id) throw new Error("Kurier DPD is not offered");
  return id;
}

test.describe("order quote API", () => {
  test("quotes 5 boots step by step: delivery, code, gift card", async ({ request }) => {
    const dpd = await dpdId(request);
    // 5 × 13.59 = 67.95; nothing chosen yet; DPD free from 200: 200 − 67.95 = 132.05 missing.
    const bare = await quote(request, { lines: boots5 });
    expect(bare).toMatchObject({ productsTotal: 67.95, total: 67.95, blocked: "noDelivery" });
    expect(bare.options.find((o) => o.id === dpd)?.freeHint).toEqual({
      kind: "value",
      missing: 132.05,
    });
    // DPD 14.99: 67.95 + 14.99 = 82.94; a typed code that is not applied blocks the order.
    const typed = await quote(request, {
      lines: boots5,
      delivery: { id: dpd },
      typedCode: "NIEMA",
    });
    expect(typed).toMatchObject({ deliveryPrice: 14.99, total: 82.94, blocked: "invalidCode" });
    // RABAT10: 6.795 → 6.80; 67.95 + 14.99 − 6.80 = 76.14; hint 200 − 61.15 = 138.85.
    const coded = await quote(request, {
      lines: boots5,
      delivery: { id: dpd },
      typedCode: "RABAT10",
      code: "RABAT10",
    });
    expect(coded).toMatchObject({ discount: 6.8, total: 76.14, blocked: null });
    expect(coded.code?.applied?.title).toContain("RABAT10");
    expect(coded.options.find((o) => o.id === dpd)?.freeHint).toEqual({
      kind: "value",
      missing: 138.85,
    });
    // GIFT-50-EFGH pays 50.00: 76.14 − 50.00 = 26.14.
    const half = await quote(request, {
      lines: boots5,
      delivery: { id: dpd },
      code: "RABAT10",
      typedCode: "RABAT10",
      giftCard: "GIFT-50-EFGH",
    });
    expect(half).toMatchObject({
      total: 26.14,
      giftCard: { ok: true, paid: 50, coversTotal: false },
    });
    // GIFT-100-ABCD covers all 76.14.
    const all = await quote(request, {
      lines: boots5,
      delivery: { id: dpd },
      code: "RABAT10",
      typedCode: "RABAT10",
      giftCard: "GIFT-100-ABCD",
    });
    expect(all).toMatchObject({ total: 0, giftCard: { ok: true, paid: 76.14, coversTotal: true } });
  });

  test("quotes in euro with converted unit and delivery prices", async ({ request }) => {
    const dpd = await dpdId(request);
    // 13.59 × 0.23 = 3.1257 → 3.13; 5 × 3.13 = 15.65 €; DPD 14.99 × 0.23 = 3.4477 → 3.45 €.
    const q = await quote(request, { lines: boots5, delivery: { id: dpd } }, "eur");
    expect(q).toMatchObject({ productsTotal: 15.65, deliveryPrice: 3.45, total: 19.1 });
  });

  test("ignores totals, prices and discounts the client sends", async ({ request }) => {
    const q = await quote(request, {
      lines: [{ ...line(BOOTS, 5), price: 0.01, unitBrutto: 0.01 }],
      total: 0,
      discount: 1000,
      productsTotal: 1,
    });
    expect(q).toMatchObject({ productsTotal: 67.95, discount: 0, total: 67.95 });
  });

  test("caps three lines of 36 of a 36-stock product, differing in personalization, at 36 in total", async ({
    request,
  }) => {
    const lines = ["A", "B", ""].map((engraving) => ({
      ...line(TEA, TEA.stock),
      ...(engraving ? { personalization: { engraving } } : {}),
    }));
    const q = await quote(request, { lines });
    // TEA on sale at 904.57, 36 in stock: 36 × 904.57 = 32564.52 (not 108 × 904.57 = 97693.56)
    expect(q).toMatchObject({ productsTotal: 32564.52, count: 36, total: 32564.52 });
  });

  test("lets a set's components take their products' stock: 3 sets with 2 TEA each leave 30 TEA", async ({
    request,
  }) => {
    const set = (await (
      await request.get(`/api/public/product/${SET_EMBER.id}?lang=pl`)
    ).json()) as { components: { product: string; quantity: number; variant?: string }[] };
    expect(
      set.components.map((c) => ({
        product: c.product,
        variantHash: c.variant ?? "",
        quantity: c.quantity,
      })),
      `set ${SET_EMBER.id}: ${SEED_CHANGED}`,
    ).toEqual(SET_EMBER.components);
    const sets = { ...line(SET_EMBER, 3), components: SET_EMBER.components };
    // The set first: 3 × 2 = 6 TEA taken, 36 − 6 = 30 left; items 3 + 30 = 33.
    expect(await quote(request, { lines: [sets, line(TEA, TEA.stock)] })).toMatchObject({
      count: 33,
    });
    // TEA first: 36 TEA taken, (36 − 36) / 2 = 0 sets fit and the set goes; items 36.
    expect(await quote(request, { lines: [line(TEA, TEA.stock), sets] })).toMatchObject({
      count: 36,
      productsTotal: 32564.52,
    });
  });

  test("quotes stored quantities by the quantity rule: 0.0001 and 1e-300 of a piece are one piece, 0.5 kg stays", async ({
    request,
  }) => {
    // 0.0001 of TEA is one piece: 904.57, never 0.09
    expect(await quote(request, { lines: [line(TEA, 0.0001)] })).toMatchObject({
      productsTotal: 904.57,
    });
    expect(await quote(request, { lines: [line(TEA, 1e-300)] })).toMatchObject({
      productsTotal: 904.57,
    });
    // 2.5 pieces are 2: 2 × 904.57 = 1809.14
    expect(await quote(request, { lines: [line(TEA, 2.5)] })).toMatchObject({
      productsTotal: 1809.14,
    });
    // 0.5 kg of COFFEE at 59.13 per kg: 29.565 → 29.57
    expect(await quote(request, { lines: [line(COFFEE, 0.5)] })).toMatchObject({
      productsTotal: 29.57,
    });
  });

  test("answers bad input with 4xx JSON, never 500, and drops malformed lines", async ({
    request,
  }) => {
    for (const data of [
      {},
      { lines: "x", country: "pl" },
      { lines: [], country: "Polska" },
      { lines: [], country: "pl", delivery: { id: "x".repeat(100) } },
      { lines: [], country: "pl", code: "C".repeat(500) },
    ]) {
      const res = await request.post("/api/public/order/quote?lang=pl", { data });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("INVALID_INPUT");
    }
    const res = await request.post("/api/public/order/quote?lang=pl", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(res.status()).toBe(400);
    const hostile = await quote(request, {
      lines: [line(BOOTS, 1), { product: "1", quantity: -5 }, null, { product: { $gt: "" } }],
    });
    // Only the one valid boot: 13.59.
    expect(hostile).toMatchObject({ productsTotal: 13.59, total: 13.59 });
  });

  // Regression (issue 29): every payment listed for the country was offered, whatever its rules.
  test("offers Twisto from 50 zł and cash on delivery only with a courier, and refuses them otherwise", async ({
    request,
  }) => {
    const option = async (name: string) => {
      const id = (await quote(request, { lines: boots5 })).options.find((o) => o.name === name)?.id;
      if (!id) throw new Error(`${name} is not offered`);
      return id;
    };
    const dpd = await option("Kurier DPD");
    const locker = await option("Paczkomat InPost");
    const types = async (lines: Line[], delivery: string) =>
      (await quote(request, { lines, delivery: { id: delivery } })).payments.map((p) => p.type);
    // 1 boot: 13.59 zł of products, under Twisto's 50 zł.
    expect(await types([line(BOOTS, 1)], dpd)).toContain("cod");
    expect(await types([line(BOOTS, 1)], dpd)).not.toContain("twisto");
    // 5 boots: 5 × 13.59 = 67.95 zł, inside 50..5000; a locker takes no cash on delivery.
    expect(await types(boots5, dpd)).toEqual(expect.arrayContaining(["twisto", "cod"]));
    expect(await types(boots5, locker)).toContain("twisto");
    expect(await types(boots5, locker)).not.toContain("cod");

    // The order is held to the same rules: Twisto for 13.59 zł is refused.
    const all = await request.post("/api/public/order/quote?lang=pl", {
      data: { lines: boots5, country: "pl", delivery: { id: dpd } },
    });
    const twisto = ((await all.json()) as Quote).payments.find((p) => p.type === "twisto");
    const placed = await request.post("/api/public/order/new?lang=pl", {
      data: {
        lines: [line(BOOTS, 1)],
        country: "pl",
        delivery: { id: dpd },
        paymentId: twisto?.id,
        form: form("twisto@example.com"),
        idempotencyKey: key(),
      },
    });
    expect(placed.status()).toBe(400);
    expect(await placed.json()).toEqual({ error: "noPayment" });
  });

  // Regression (issue 29): cash on delivery's 5 zł fee was never added (35,77 + 11,99 was
  // stored as 47,76 instead of 52,76).
  test("adds cash on delivery's 5 zł fee to the quote and to the stored order", async ({
    request,
  }) => {
    // Orders take stock: only the products the order tests top up (212, 213) are ordered.
    await topUpStock();
    const mug: Line[] = [{ product: "212", variantHash: "", quantity: 1, type: "normal" }];
    const dpd = await dpdId(request);
    const offered = await quote(request, { lines: mug, delivery: { id: dpd } });
    const cod = offered.payments.find((p) => p.type === "cod");
    expect(cod?.fee).toBe(5);
    expect(offered.payments.find((p) => p.type === "transfer")?.fee).toBe(0);
    // The mug 95.66 zł + DPD 14.99 zł = 110.65 zł; with COD + 5.00 = 115.65 zł.
    expect(offered.total).toBe(110.65);
    const withCod = await quote(request, { lines: mug, delivery: { id: dpd }, payment: cod?.id });
    expect(withCod).toMatchObject({ paymentFee: 5, total: 115.65 });

    const placed = await request.post("/api/public/order/new?lang=pl", {
      data: {
        lines: mug,
        country: "pl",
        delivery: { id: dpd },
        paymentId: cod?.id,
        form: form("cod-fee@example.com"),
        idempotencyKey: key(),
      },
    });
    expect(placed.status()).toBe(201);
    expect((await placed.json()).total).toBe(115.65);
  });

  test("answers the lines as the tables show them, priced once, with the quantity the stock allowed", async ({
    request,
  }) => {
    const q = await quote(request, {
      lines: [line(BOOTS, 2), { ...line(TEA, 1), product: "999999" }],
    });
    // 2 boots: 2 × 13.59 = 27.18 zł; the unknown product is dropped and counted.
    expect(q.lines).toEqual([
      expect.objectContaining({ quantity: 2, requested: null, lineBrutto: 27.18 }),
    ]);
    expect(q.lines[0]?.name).toBe(BOOTS.name.pl);
    expect((q as unknown as { dropped: number }).dropped).toBe(1);
  });
});
