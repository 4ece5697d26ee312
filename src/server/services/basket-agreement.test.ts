/**
 * Client and server agree to the cent (issue 5 item 9): for demo baskets from
 * the seed, the islands' computation (ShopProps and products exactly as they
 * reach the browser, i.e. JSON round-tripped, priced by `priceBasket`) and
 * the server's recomputation (`priceForShopper`, `evaluateCode`,
 * `createBasket`) give the same line and basket totals in every currency,
 * every display mode, for a guest and a wholesale user, with and without
 * VAT per delivery country. Unit prices also match the product page's price
 * block in the same display mode.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/basket-agreement-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import type { Product } from "../../domain/catalogue.types";
import { formatMoney } from "../../domain/money";
import { applyPromo, totalAfterDiscounts } from "../../domain/promo";
import type { PriceDisplayMode, Settings } from "../../domain/settings.types";
import { parseStoredList, type StoredLine } from "../../features/basket/basket-line";
import { priceBasket, productMap } from "../../features/basket/basket-pricing";
import { priceText } from "../../features/basket/BasketTable";
import { BASKET_TABLE_KEYS } from "../../features/basket/basket-table.keys";
import { settingsOf, type ShopProps } from "../../features/basket/shop-props";
import { shopProps } from "../../features/basket/shop-props.server";
import { shopperPriceView } from "../../features/catalogue/shopper-price";
import { pickMessages } from "../../i18n/translate";
import { buildContext, type RequestContext } from "../context";
import { closeDb, getDb } from "../db/client";
import { createSeededDatabase } from "../db/seed/index";
import { toSessionUser, type SessionUser } from "./auth.service";
import { createBasket, priceForShopper, variantLabels } from "./basket.service";
import { variantText } from "../../features/basket/variant-label";
import { getManyProducts } from "./catalogue.service";
import { evaluateCode } from "./promo.service";
import { getSettings } from "./settings.service";

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
function clientSide(ctx: RequestContext) {
  const shop = JSON.parse(JSON.stringify(shopProps(ctx))) as ShopProps;
  const loaded = JSON.parse(JSON.stringify(products)) as Product[];
  return { shop, map: productMap(loaded) };
}

describe("client and server basket totals", () => {
  it("uses demo baskets that exercise variants and custom pricing rules", () => {
    expect(baskets.length).toBeGreaterThanOrEqual(3);
    expect(baskets[0]?.length).toBeGreaterThan(10);
    expect(baskets.some((b) => b.some((l) => l.variantHash.includes(";")))).toBe(true);
  });

  it("prices differ between a guest and a wholesale user, between currencies and between delivery countries, so the comparisons below are not vacuous", async () => {
    const lines = baskets[0] ?? [];
    const totals = async (currency: string, user: SessionUser | null, country: string) => {
      const p = await priceForShopper(context(currency, "brutto", user, true), {
        lines,
        deliveryCountry: country,
      });
      return `${p.brutto}/${p.netto}`;
    };
    const base = await totals("pln", null, "pl");
    expect(await totals("pln", wholesale, "pl")).not.toBe(base);
    expect(await totals("eur", null, "pl")).not.toBe(base);
    expect(await totals("pln", null, "de")).not.toBe(base);
  });

  for (const currency of CURRENCIES)
    for (const mode of MODES)
      it(`agree to the cent in ${currency} with display mode ${mode} for a guest and a wholesale user, with VAT per delivery country`, async () => {
        const m = pickMessages("pl", BASKET_TABLE_KEYS);
        for (const user of [null, wholesale])
          for (const [vatOn, country] of [
            [false, "pl"],
            [true, "pl"],
            [true, "de"],
            [true, "fr"],
            [true, "us"],
          ] as const) {
            const ctx = context(currency, mode, user, vatOn);
            expect(ctx.currency).toBe(currency);
            const { shop, map } = clientSide(ctx);
            expect(shop.wholesale).toBe(user !== null);
            expect(shop.mode).toBe(mode);
            for (const lines of baskets) {
              const server = await priceForShopper(ctx, { lines, deliveryCountry: country });
              const client = priceBasket(lines, map, {
                lang: shop.lang,
                rate: shop.rate,
                wholesale: shop.wholesale,
                deliveryCountry: country,
                settings: settingsOf(shop),
                stockValidationDisabled: shop.stockValidationDisabled,
              });
              expect(client.checked).toEqual(server.checked);
              expect(client.lines).toEqual(server.lines);
              expect(client.brutto).toBe(server.brutto);
              expect(client.netto).toBe(server.netto);
              expect(Number.isFinite(client.brutto) && client.brutto > 0).toBe(true);
              // What the summary shows equals the server's numbers formatted in the mode.
              const text = priceText(shop, m, client.brutto, client.netto);
              const money = (n: number) => formatMoney(n, ctx.currency, ctx.locale);
              if (mode !== "netto") expect(text).toContain(money(server.brutto));
              if (mode !== "brutto") expect(text).toContain(money(server.netto));
            }
          }
      });

  it("unit prices equal the product page's price block in every currency and mode when VAT follows the product", () => {
    let compared = 0;
    for (const currency of CURRENCIES)
      for (const mode of MODES)
        for (const user of [null, wholesale]) {
          const ctx = context(currency, mode, user, false);
          const { shop, map } = clientSide(ctx);
          const lines = (baskets[0] ?? []).filter(
            (l) => !map.get(l.product)?.price["pl"]?.custom?.rules?.length,
          );
          const client = priceBasket(lines, map, {
            lang: shop.lang,
            rate: shop.rate,
            wholesale: shop.wholesale,
            settings: settingsOf(shop),
            stockValidationDisabled: shop.stockValidationDisabled,
          });
          for (const line of client.lines) {
            const product = products.find((p) => p._id === line.product);
            if (!product) throw new Error("product missing");
            const view = shopperPriceView(ctx, product, { variantHash: line.variantHash });
            if (!view) throw new Error("no price view");
            for (const viewLine of view.lines) {
              const amount = viewLine.kind === "brutto" ? line.unitBrutto : line.unitNetto;
              expect(viewLine.text).toBe(formatMoney(amount, ctx.currency, ctx.locale));
              compared++;
            }
          }
        }
    expect(compared).toBeGreaterThan(200);
  });

  it("promo discounts and the order total computed from the client's lines equal the server's in every currency", async () => {
    const now = Date.now();
    for (const currency of CURRENCIES)
      for (const code of ["RABAT10", "MINUS20", "TRZECI", "TYLKO"]) {
        const ctx = context(currency, "brutto", null, false);
        const { shop, map } = clientSide(ctx);
        const lines = baskets[0] ?? [];
        const server = await evaluateCode(ctx, { code, lines }, now);
        const client = priceBasket(lines, map, {
          lang: shop.lang,
          rate: shop.rate,
          wholesale: shop.wholesale,
          settings: settingsOf(shop),
          stockValidationDisabled: shop.stockValidationDisabled,
        });
        const { findPromoCode } = await import("./promo.service");
        const promo = await findPromoCode(code);
        if (!promo) throw new Error(`seed code ${code} missing`);
        const local = applyPromo(
          promo,
          client.lines.map((l) => ({
            product: l.product,
            type: map.get(l.product)?.type ?? "normal",
            unitBrutto: l.unitBrutto,
            quantity: l.quantity,
            isDiscounted: l.isDiscounted,
          })),
          { rate: shop.rate, now, loyaltyPoints: null },
        );
        expect(server.ok).toBe(true);
        expect(local.ok).toBe(true);
        if (!server.ok || !local.ok) continue;
        expect(server.applied.value).toBe(local.value);
        expect(server.applied.value).toBeGreaterThan(0);
        const total = totalAfterDiscounts({
          products: client.brutto,
          delivery: 0,
          discount: local.value,
        });
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBe(
          totalAfterDiscounts({
            products: (await priceForShopper(ctx, { lines })).brutto,
            delivery: 0,
            discount: server.applied.value,
          }),
        );
      }
  });

  it("the stored server basket carries the total the client shows, in every currency, for a guest and a wholesale user", async () => {
    for (const currency of CURRENCIES)
      for (const user of [null, wholesale]) {
        const ctx = context(currency, "brutto", user, false);
        const { shop, map } = clientSide(ctx);
        const lines = (baskets[0] ?? []).filter((l) => l.type !== "weight");
        const client = priceBasket(lines, map, {
          lang: shop.lang,
          rate: shop.rate,
          wholesale: shop.wholesale,
          settings: settingsOf(shop),
          stockValidationDisabled: shop.stockValidationDisabled,
        });
        const stored = await createBasket(
          ctx,
          lines.map((l) => ({ count: l.quantity, id: l.product, variantHash: l.variantHash })),
        );
        expect(stored.payload.totalPrice).toBe(client.brutto);
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
      const { shop, map } = clientSide(ctx);
      const client = priceBasket(parsed, map, {
        lang: shop.lang,
        rate: shop.rate,
        wholesale: shop.wholesale,
        settings: settingsOf(shop),
        stockValidationDisabled: shop.stockValidationDisabled,
      });
      const server = await priceForShopper(ctx, { lines: parsed });
      expect(server.brutto).toBe(client.brutto);
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
        priceBasket(parseStoredList(raw).list, productMap(products), {
          lang: "pl",
          rate: 1,
          settings,
          stockValidationDisabled: false,
        }).brutto,
      ).toBe(0);
  });
});
