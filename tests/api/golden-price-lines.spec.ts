/**
 * Seed facts the price-line tests rest on (../golden/price-lines.ts PRICE_LINES):
 * stored historical prices, a package divisor and units, read through the
 * product endpoint. When the seed changes, these name the fact that moved.
 */
import { expect, test } from "@playwright/test";
import { PRICE_LINES } from "../golden/price-lines";
import { ORIGIN, SEED_CHANGED } from "./golden-api";

test.use({ extraHTTPHeaders: { origin: ORIGIN } });

interface ApiProduct {
  type: string;
  unit?: string;
  pricedUnit?: string;
  name: Record<string, string>;
  url: Record<string, string>;
  price: Record<string, Record<string, unknown> & { custom?: { dividePerPackage?: number } }>;
  options: { view: { unit?: string; pricedUnit?: number } };
}

test("the products of the price lines have their seeded historical prices, package and units", async ({
  request,
}) => {
  const get = async (id: string) => {
    const res = await request.get(`/api/public/product/${id}?lang=pl`);
    expect(res.status(), `product ${id}: ${SEED_CHANGED}`).toBe(200);
    return (await res.json()) as ApiProduct;
  };
  const { teaLowest, teaPricedUnit, earbuds, adapter, coffeeUnit } = PRICE_LINES;

  const tea = await get(teaLowest.id);
  expect(tea.price.pl, SEED_CHANGED).toMatchObject({
    historicalBrutto: teaLowest.brutto,
    historicalNetto: teaLowest.netto,
  });
  expect(tea.pricedUnit, SEED_CHANGED).toBe(teaPricedUnit.label);
  expect(tea.options.view.pricedUnit, SEED_CHANGED).toBe(teaPricedUnit.quantity);

  const ear = await get(earbuds.id);
  expect(ear.name.pl, SEED_CHANGED).toBe(earbuds.name);
  expect(ear.url.pl, SEED_CHANGED).toBe(earbuds.url);
  expect(ear.price.pl, SEED_CHANGED).toMatchObject({
    ...earbuds.price,
    historicalBrutto: earbuds.historical.brutto,
    historicalNetto: earbuds.historical.netto,
  });

  const ad = await get(adapter.id);
  expect(ad.name.pl, SEED_CHANGED).toBe(adapter.name);
  expect(ad.url.pl, SEED_CHANGED).toBe(adapter.url);
  expect(ad.price.pl, SEED_CHANGED).toMatchObject(adapter.price);
  expect(ad.price.pl?.custom?.dividePerPackage, SEED_CHANGED).toBe(adapter.dividePerPackage);
  expect(ad.unit ?? null, SEED_CHANGED).toBeNull();
  expect(ad.options.view.unit ?? null, SEED_CHANGED).toBeNull();

  const coffee = await get(coffeeUnit.id);
  expect(coffee.type, SEED_CHANGED).toBe("weight");
  expect(coffee.options.view.unit, SEED_CHANGED).toBe(coffeeUnit.unit);
  expect(coffee.pricedUnit ?? null, SEED_CHANGED).toBeNull();
});
