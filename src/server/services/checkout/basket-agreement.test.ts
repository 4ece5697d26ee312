/**
 * Client and server share one pricing context and one quote. The browser
 * receives `ctx.pricing` unchanged inside its props and prices the basket
 * with the same `priceBasket`, so what is left to check is the path between
 * them: the props and the product/many answers survive JSON, the server's
 * quote and stored basket carry the totals the browser shows, and the product
 * page's price block shows the basket's unit prices. Golden amounts worked out
 * by hand live in `src/domain/checkout/order-quote.test.ts` and `tests/`.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/basket-agreement-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import { parseStoredList, type StoredLine } from "../../../domain/basket/basket-line";
import { priceBasket, productMap } from "../../../domain/basket/basket-pricing";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import { formatMoney } from "../../../domain/pricing/money";
import { shopperPriceView } from "../../../domain/pricing/price-view";
import type { PricingContext } from "../../../domain/pricing/pricing-context";
import type { PriceDisplayMode, Settings } from "../../../domain/shop/settings.types";
import { variantText } from "../../../domain/catalogue/variant-label";
import type { ShopProps } from "../../../contracts/shop-props.types";
import { lookupGuard } from "../../auth/guess-limit";
import { buildContext, type RequestContext } from "../../context";
import { closeDb, getDb } from "../../db/client";
import { createSeededDatabase } from "../../db/seed/index";
import { shopProps } from "../../views/shop-props";
import { toSessionUser, type SessionUser } from "../account/auth.service";
import { createBasket, variantLabels } from "./basket.service";
import { getManyProducts } from "../catalogue.service";
import { quoteOrder } from "./quote.service";
import { getSettings } from "../settings.service";

/** No code or card is sent: the lookup limits of a client of its own are never consulted. */
const guard = lookupGuard("agreement-test");

const CURRENCIES = ["pln", "eur", "usd", "gbp", "czk"] as const;
const MODES: PriceDisplayMode[] = ["brutto", "netto", "brutto+netto", "netto+brutto"];

let settings: Settings;
let products: Product[] = [];
let wholesale: SessionUser;
let baskets: StoredLine[][] = [];

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 60, images: false });
  settings = await getSettings();
  const db = await getDb();
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", "hurt@example.com")
    .executeTakeFirstOrThrow();
  wholesale = toSessionUser(row);
  const ids = Array.from({ length: 60 }, (_, i) => i + 1);
  products = await getManyProducts(ids, "pl", false);
  const line = (p: Product, quantity: number, variant = 0): StoredLine => ({
    product: p._id,
    variantHash: p.variants[variant]?.hash ?? "",
    quantity,
    type: p.type === "weight" ? "weight" : "normal",
  });
  const buyable = products.filter(
    (p) =>
      ["normal", "weight", "gift_card"].includes(p.type) &&
      p.variants.some((v) => v.count - v.locked > 3),
  );
  const withVariants = buyable.filter((p) => p.variants.length > 1);
  const withRules = buyable.filter((p) => (p.price["pl"]?.custom?.rules?.length ?? 0) > 0);
  baskets = [
    // Every buyable demo product once, quantities 1..3.
    buyable.map((p, i) => line(p, (i % 3) + 1)),
    // Several variants of the same products.
    withVariants.flatMap((p) => [line(p, 1, 0), line(p, 2, 1)]),
    // Custom pricing rules measured over a big basket and a small one.
    withRules.map((p) => line(p, 3)),
    withRules.slice(0, 1).map((p) => line(p, 1)),
  ].filter((b) => b.length > 0);
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

function context(
  currency: string,
  mode: PriceDisplayMode,
  user: SessionUser | null,
  vatPerDeliveryCountry: boolean,
  lang = "pl",
): RequestContext {
  const s: Settings = {
    ...settings,
    additionalFunctions: {
      ...settings.additionalFunctions,
      nettoBrutto: mode,
      vatPerDeliveryCountry,
    },
  };
  return buildContext({
    settings: s,
    url: new URL(`http://localhost/api/public/order/code?lang=${lang}`),
    currencyCookie: currency,
    user,
    langParam: lang,
  }).ctx;
}

/** What the browser has: props and product/many answers after JSON. */
function clientSide(ctx: RequestContext): { pricing: PricingContext; map: Map<string, Product> } {
  const shop = JSON.parse(JSON.stringify(shopProps(ctx))) as ShopProps;
  const loaded = JSON.parse(JSON.stringify(products)) as Product[];
  return { pricing: shop.pricing, map: productMap(loaded) };
}

const USERS = () => [null, wholesale] as const;

describe("client and server basket totals", () => {
  it("uses demo baskets that exercise variants and custom pricing rules", () => {
    expect(baskets.length).toBeGreaterThanOrEqual(3);
    expect(baskets[0]?.length).toBeGreaterThan(10);
    expect(baskets.some((b) => b.some((l) => l.variantHash.includes(";")))).toBe(true);
  });

  it("islands receive the request's pricing context unchanged, in every currency and mode", () => {
    for (const currency of CURRENCIES)
      for (const mode of MODES)
        for (const user of USERS()) {
          const ctx = context(currency, mode, user, true);
          expect(clientSide(ctx).pricing).toEqual(ctx.pricing);
          expect(ctx.pricing).toMatchObject({ currency, mode, wholesale: user !== null });
        }
  });

  it("the server's quote equals the browser's pricing of the same lines in every currency, for a guest and a wholesale user, with VAT per delivery country", async () => {
    const seen = new Set<number>();
    for (const currency of CURRENCIES)
      for (const user of USERS())
        for (const [vatOn, country] of [
          [false, "pl"],
          [true, "de"],
          [true, "us"],
        ] as const) {
          const ctx = context(currency, "brutto", user, vatOn);
          const { pricing, map } = clientSide(ctx);
          for (const lines of baskets) {
            const client = priceBasket(lines, map, pricing, country);
            const { view } = await quoteOrder(ctx, { lines, country, guard });
            expect(view.productsTotal).toBe(client.brutto);
            expect(view.productsNetto).toBe(client.netto);
            expect(view.count).toBe(client.count);
            seen.add(client.brutto);
          }
        }
    // Currencies, wholesale and VAT change the totals, so the comparisons are not vacuous.
    expect(seen.size).toBeGreaterThan(20);
  });

  it("unit prices equal the product page's price block in every currency and mode", () => {
    let compared = 0;
    for (const currency of CURRENCIES)
      for (const mode of MODES)
        for (const user of USERS()) {
          const ctx = context(currency, mode, user, false);
          const { pricing, map } = clientSide(ctx);
          const lines = (baskets[0] ?? []).filter(
            (l) => !map.get(l.product)?.price["pl"]?.custom?.rules?.length,
          );
          for (const line of priceBasket(lines, map, pricing).lines) {
            const product = map.get(line.product);
            if (!product) throw new Error("product missing");
            const view = shopperPriceView(pricing, product, { variantHash: line.variantHash });
            if (!view) throw new Error("no price view");
            for (const viewLine of view.lines) {
              const amount = viewLine.kind === "brutto" ? line.unitBrutto : line.unitNetto;
              expect(viewLine.text).toBe(formatMoney(amount, pricing.currency, pricing.locale));
              compared++;
            }
          }
        }
    expect(compared).toBeGreaterThan(200);
  });

  it("the stored server basket carries the total the client shows, in every currency, for a guest and a wholesale user", async () => {
    for (const currency of CURRENCIES)
      for (const user of USERS()) {
        const ctx = context(currency, "brutto", user, false);
        const { pricing, map } = clientSide(ctx);
        const lines = (baskets[0] ?? []).filter((l) => l.type !== "weight");
        const stored = await createBasket(
          ctx,
          lines.map((l) => ({ count: l.quantity, id: l.product, variantHash: l.variantHash })),
        );
        if ("invalid" in stored) throw new Error(`invalid counts: ${stored.invalid.join(", ")}`);
        expect(stored.payload.totalPrice).toBe(priceBasket(lines, map, pricing).brutto);
        expect(stored.payload.user?.wholesale ?? false).toBe(user !== null);
      }
  });

  it("every demo variant shows attribute names and value texts, not ids, in pl, en and de", async () => {
    const variants = products.flatMap((p) =>
      p.variants.filter((v) => v.attributes.length > 0).map((v) => ({ p, v })),
    );
    expect(variants.length).toBeGreaterThan(5);
    for (const lang of ["pl", "en", "de"]) {
      const labels = await variantLabels(context("pln", "brutto", null, false, lang));
      for (const { p, v } of variants) {
        const text = variantText(p, v.hash, labels);
        const parts = text.split(", ");
        expect(parts).toHaveLength(v.attributes.length);
        for (const part of parts) expect(part).toMatch(/^[^:;\d][^:;]*: [^:;]+$/);
      }
    }
  });

  it("hostile stored baskets never price to a negative or NaN total and keep the valid items", async () => {
    const good = (baskets[0] ?? []).slice(0, 3);
    const hostile: unknown[] = [
      ...good,
      { product: "999999", variantHash: "", quantity: 1, type: "normal" },
      { product: good[0]?.product, variantHash: "77;77", quantity: 2, type: "normal" },
      { product: good[1]?.product, variantHash: "", quantity: -4, type: "normal" },
      { product: good[1]?.product, variantHash: "", quantity: 1e308, type: "gift_card" },
      { product: good[2]?.product, variantHash: "", quantity: 0.3, type: "normal" },
      { product: "1", quantity: "NaN" },
      { product: { $gt: "" }, quantity: 1 },
      null,
      "1",
      [1, 2],
    ];
    const parsed = parseStoredList(JSON.stringify({ list: hostile, timestamp: "x" })).list;
    for (const currency of CURRENCIES) {
      const ctx = context(currency, "brutto", null, false);
      const { pricing, map } = clientSide(ctx);
      const client = priceBasket(parsed, map, pricing);
      const { view } = await quoteOrder(ctx, { lines: parsed, country: "pl", guard });
      expect(view.productsTotal).toBe(client.brutto);
      for (const n of [client.brutto, client.netto, client.count])
        expect(Number.isFinite(n) && n >= 0).toBe(true);
      for (const g of good)
        expect(
          client.checked.some((l) => l.product === g.product && l.variantHash === g.variantHash),
        ).toBe(true);
      expect(client.checked.some((l) => l.product === "999999")).toBe(false);
      expect(client.checked.some((l) => l.variantHash === "77;77")).toBe(false);
      for (const l of client.checked) expect(l.quantity).toBeLessThanOrEqual(l.max);
    }
    for (const raw of [
      "{",
      "null",
      "[]",
      '{"list":{}}',
      '{"list":[{"product":"1","quantity":1e999}]}',
    ])
      expect(
        priceBasket(
          parseStoredList(raw).list,
          productMap(products),
          context("pln", "brutto", null, false).pricing,
        ).brutto,
      ).toBe(0);
  });
});
