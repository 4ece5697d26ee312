/**
 * Shared helpers for the basket, promo and delivery browser tests: products
 * chosen from the API by what a test needs (so the assertions always run),
 * expected amounts from the same domain functions the shop uses, and a
 * read-only look into the seeded test database for seed facts the API does
 * not expose (which products a restricted code allows).
 */
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext, Page } from "@playwright/test";
import { basketTotals, type TotalsLine } from "../../src/domain/basket-totals";
import type { Product } from "../../src/domain/catalogue.types";
import { formatMoney } from "../../src/domain/money";
import { resolvePrice } from "../../src/domain/price-resolution";
import { buildSettings } from "../../src/server/db/seed/settings";

export const settings = buildSettings();
export const TEST_DB = `${process.env.TEST_DATA_DIR ?? "data/test"}/shop.sqlite`;

export async function allProducts(request: APIRequestContext, count = 120): Promise<Product[]> {
  const ids = Array.from({ length: count }, (_, i) => String(i + 1));
  const res = await request.post("/api/public/product/many?lang=pl", { data: { ids } });
  return (await res.json()) as Product[];
}

export function available(p: Product): number {
  const v = p.variants[0];
  return (v?.count ?? 0) - (v?.locked ?? 0);
}

/** A plain product: no variants, factor, preorder or custom rules, not discounted, in stock. */
export function isPlain(p: Product, minStock = 3): boolean {
  const price = resolvePrice({ product: p, lang: "pl", rate: 1 });
  return (
    p.type === "normal" &&
    p.variants.length === 1 &&
    !p.variants.some((v) => v.attributes.length) &&
    !p.options.view.quantityFactor &&
    !p.options.view.allowPreorder &&
    !(p.price["pl"]?.custom?.rules?.length ?? 0) &&
    price !== null &&
    !price.isDiscounted &&
    price.brutto > 0 &&
    available(p) >= minStock
  );
}

export function unitPrice(p: Product, rate = 1): number {
  return resolvePrice({ product: p, lang: "pl", rate })?.brutto ?? 0;
}

export function line(
  p: Product,
  quantity: number,
  variantHash = "",
): TotalsLine & { type: string } {
  return { product: p._id, variantHash, quantity, type: "normal" };
}

export function total(lines: TotalsLine[], products: Product[], rate = 1): number {
  return basketTotals(lines, new Map(products.map((p) => [p._id, p])), {
    lang: "pl",
    rate,
    wholesale: false,
    vatCountries: settings.vatCountries,
    vatPerDeliveryCountry: false,
  }).brutto;
}

export function totals(lines: TotalsLine[], products: Product[], rate = 1) {
  return basketTotals(lines, new Map(products.map((p) => [p._id, p])), {
    lang: "pl",
    rate,
    wholesale: false,
    vatCountries: settings.vatCountries,
    vatPerDeliveryCountry: false,
  });
}

/** Buyable as its first variant: normal, in stock, priced, no factor or preorder. */
export function isBuyable(p: Product): boolean {
  return (
    p.type === "normal" &&
    !p.options.view.quantityFactor &&
    !p.options.view.allowPreorder &&
    available(p) >= 1 &&
    (resolvePrice({ product: p, lang: "pl", rate: 1, variantHash: p.variants[0]?.hash })?.brutto ??
      0) > 0
  );
}

export function money(n: number, currency = "pln"): string {
  return formatMoney(n, currency, "pl-PL");
}

export async function seedBasket(page: Page, lines: unknown[], extra: Record<string, string> = {}) {
  await page.goto("/");
  await page.evaluate(
    ({ list, extra }) => {
      localStorage.setItem("basket:v1", JSON.stringify({ list, timestamp: 1 }));
      for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
    },
    { list: lines, extra },
  );
}

export async function logIn(page: Page, email: string, baseURL: string): Promise<void> {
  const res = await page.request.post("/api/auth/local", {
    data: { email, password: "demo1234" },
    headers: { origin: baseURL },
  });
  if (res.status() !== 200) throw new Error(`login failed: ${res.status()}`);
}

/** Product ids a restricted promo code allows, as seeded. */
export function allowedProducts(code: string): string[] {
  const db = new DatabaseSync(TEST_DB, { readOnly: true });
  try {
    const row = db.prepare("select allowed_products from promo_codes where code = ?").get(code) as
      { allowed_products: string | null } | undefined;
    return row?.allowed_products ? (JSON.parse(row.allowed_products) as string[]) : [];
  } finally {
    db.close();
  }
}
