/**
 * The net display mode (spec 1 §1: "when a net mode is used, the price
 * carries a gross suffix"; settings additionalFunctions.nettoBrutto =
 * "netto") in a second shop on TEST_PORT + 150 (./second-shop.ts): every
 * amount on the product page, in the basket modal and on the delivery step
 * is net and says so, and "to pay" is the gross amount, labelled gross
 * (decision in src/features/checkout/delivery/OrderSummary.tsx). Amounts are worked
 * out by hand from ../golden/; texts from the pl catalogues.
 */
import { expect, test, type Page } from "@playwright/test";
import { PRICE_LINES } from "../golden/price-lines";
import { BOOTS, COFFEE, POT, TEA, line } from "../golden/products";
import { SET_EMBER } from "../golden/sets";
import { seedBasket } from "./basket-helpers";
import { hydrateBuyBox } from "./product-helpers";
import { startSecondShop, type SecondShop } from "./second-shop";

let shop: SecondShop | null = null;
const ORIGIN = `http://localhost:${Number(process.env.TEST_PORT ?? 4399) + 150}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startSecondShop({
    offset: 150,
    patch: (settings) => {
      settings.additionalFunctions.nettoBrutto = "netto";
    },
    probePath: "/order/delivery",
    isApplied: (html) => html.includes("&quot;mode&quot;:[0,&quot;netto&quot;]"),
  });
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

function summary(page: Page) {
  const dl = page.getByLabel("summary", { exact: true });
  const sum = (name: string) => dl.locator(`dd[data-sum="${name}"]`);
  return {
    products: sum("products"),
    delivery: sum("delivery"),
    discount: sum("discount"),
    totalNetto: sum("total-netto"),
    gift: sum("gift"),
    total: sum("total"),
  };
}

test("the product page shows the price, the price per unit and the lowest-30-days line net, labelled", async ({
  page,
}) => {
  await page.goto(`/p/${TEA.url.pl}`);
  const price = page.locator("main [data-price]").first();
  // TEA on sale: net 735.42, was net 919.28
  await expect(price.locator(".price__amount")).toHaveText("735,42 zł");
  await expect(price.locator(".price__suffix")).toHaveText("netto");
  // 735.42 / 10 = 73.542 → 73.54 per 100 g
  await expect(page.getByText("73,54 zł netto za 100 g")).toBeVisible();
  // The stored reference 1028.95 gross / 836.54 net: the net one, labelled
  await expect(page.getByText(/^Najniższa cena z 30 dni przed obniżką/)).toHaveText(
    "Najniższa cena z 30 dni przed obniżką: 836,54 zł netto",
  );

  // A product card says net too
  await page.goto(`/search?query=${encodeURIComponent(TEA.name.pl)}`);
  const card = page.getByRole("article").filter({ hasText: TEA.name.pl }).first();
  await expect(card.locator("[data-price]")).toHaveText(/735,42\s*zł\s*netto/);

  // Earbuds, not on sale: 21.48 gross / 17.46 net earlier in the 30 days
  await page.goto(`/p/${PRICE_LINES.earbuds.url}`);
  await expect(page.getByText(/^Najniższa cena z ostatnich 30 dni/)).toHaveText(
    "Najniższa cena z ostatnich 30 dni: 17,46 zł netto",
  );
  // Adapter, packages of 6: 445.26 / 6 = 74.21 net a piece
  await page.goto(`/p/${PRICE_LINES.adapter.url}`);
  await expect(page.getByText("74,21 zł netto za 1 szt. (w opakowaniu 6 szt.)")).toBeVisible();
});

test("the previous price is net and labelled like the current one: product page, card and search, phone and wide", async ({
  page,
}) => {
  // TEA on sale: net 735.42 now, net 919.28 before the discount (tests/golden.ts)
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/p/${TEA.url.pl}`);
    const price = page.locator("main [data-price]").first();
    await expect(price.locator(".price__previous")).toHaveText("Poprzednia cena: 919,28 zł netto");
    await page.goto(`/search?query=${encodeURIComponent(TEA.name.pl)}`);
    const card = page.getByRole("article").filter({ hasText: TEA.name.pl }).first();
    await expect(card.locator(".price__previous")).toHaveText("Poprzednia cena: 919,28 zł netto");
  }
  const search = await page.request.get(
    `/api/public/search?lang=pl&query=${encodeURIComponent(TEA.name.pl)}`,
  );
  const hits = (
    (await search.json()) as {
      hits: { name: string; priceText: string; previousText: string | null }[];
    }
  ).hits;
  const hit = hits.find((h) => h.name === TEA.name.pl);
  // Amounts are written with a no-break space before the currency.
  expect([hit?.priceText, hit?.previousText].map((t) => t?.replace(/\u00a0/g, " "))).toEqual([
    "735,42 zł netto",
    "919,28 zł netto",
  ]);
});

test("the basket modal and the delivery step show net amounts and the gross to pay, each labelled", async ({
  page,
}) => {
  test.slow();
  await seedBasket(page, [line(BOOTS, 5)]);
  await page.goto("/");
  await page.getByRole("link", { name: /^Koszyk/ }).click();
  const dialog = page.getByRole("dialog", { name: "Koszyk" });
  const row = dialog.getByRole("row").filter({ hasText: BOOTS.name.pl });
  // BOOTS net 11.05; 5 × 11.05 = 55.25
  await expect(row).toContainText("11,05 zł netto");
  await expect(row).toContainText("55,25 zł netto");
  await expect(dialog.locator("[data-products-total]")).toHaveText("55,25 zł netto");

  await page.goto("/order/delivery");
  const sum = summary(page);
  await expect(page.locator("main [data-products-total]")).toHaveText("55,25 zł netto");
  await expect(sum.products).toHaveText("55,25 zł netto");
  const dpd = page
    .getByRole("radiogroup", { name: "Sposób dostawy" })
    .locator(".delivery-option")
    .filter({ has: page.getByRole("radio", { name: /^Kurier DPD/ }) });
  // DPD 14.99 gross at 23 %: 14.99 / 1.23 = 12.18699 → 12.19 net
  await expect(dpd.locator("[data-delivery-price]")).toHaveText("12,19 zł netto");
  // The free-delivery threshold is gross: 200 − 67.95 = 132.05
  await expect(dpd.locator(".delivery-option__hint")).toHaveText(
    "Do darmowej dostawy brakuje 132,05 zł brutto",
  );
  await dpd.getByRole("radio").check();
  await expect(sum.delivery).toHaveText("12,19 zł netto");
  // net 55.25 + 12.19 = 67.44; gross to pay 67.95 + 14.99 = 82.94
  await expect(sum.totalNetto).toHaveText("67,44 zł netto");
  await expect(sum.total).toHaveText("82,94 zł brutto");

  // RABAT10: 10 % of 67.95 = 6.795 → 6.80 gross; 6.80 / 1.23 = 5.528 → 5.53 net
  await page.getByLabel("Kod rabatowy").fill("RABAT10");
  await page.getByRole("button", { name: "Zastosuj" }).click();
  await expect(sum.discount).toHaveText("−5,53 zł netto");
  // The code's message names the gross discount, so it says gross
  await expect(page.getByRole("status").filter({ hasText: "Kod RABAT10" })).toContainText(
    "Rabat: 6,80 zł brutto",
  );
  // net 55.25 + 12.19 − 5.53 = 61.91; gross 67.95 + 14.99 − 6.80 = 76.14
  await expect(sum.totalNetto).toHaveText("61,91 zł netto");
  await expect(sum.total).toHaveText("76,14 zł brutto");

  // A 50 zł gift card pays part of the gross: 76.14 − 50.00 = 26.14; the net value stays
  await page.getByLabel("Karta podarunkowa").fill("GIFT-50-EFGH");
  await expect(sum.gift).toHaveText("−50,00 zł brutto");
  await expect(page.getByRole("status").filter({ hasText: "Wartość karty" })).toHaveText(
    "Wartość karty: 50,00 zł brutto",
  );
  await expect(sum.total).toHaveText("26,14 zł brutto");
  await expect(sum.totalNetto).toHaveText("61,91 zł netto");
});

test("a set's component prices and its set price are net, labelled", async ({ page }) => {
  await page.goto(`/p/${SET_EMBER.url.pl}`);
  const components = page.getByRole("region", { name: "Zawartość zestawu" });
  // POT net 14.54 (after −30 %), TEA net 735.42 (after −20 %)
  await expect(components.getByRole("listitem").filter({ hasText: POT.name.pl })).toContainText(
    "14,54 zł netto",
  );
  await expect(components.getByRole("listitem").filter({ hasText: TEA.name.pl })).toContainText(
    "735,42 zł netto",
  );
  // The set creator's set price (its figure is the pricing's business; its label is ours)
  await page.goto("/p/skomponuj-zestaw-terra-e210-11");
  await hydrateBuyBox(page);
  await page
    .getByRole("button", { name: /^Zwiększ ilość: / })
    .first()
    .click();
  await expect(page.getByText(/^Cena zestawu:/)).toHaveText(/^Cena zestawu: [\d\s,]+zł netto$/);
});

test("a weight product's price is net per kg, labelled", async ({ page }) => {
  await page.goto(`/p/${COFFEE.url.pl}`);
  // COFFEE net 48.07 per kg
  await expect(page.locator("main [data-price]").first()).toHaveText(/^48,07\s*zł\/kg\s*netto$/);
});

test("the details step's summary shows net amounts and the gross to pay, each labelled", async ({
  page,
}) => {
  test.slow();
  await seedBasket(page, [line(BOOTS, 5)]);
  await page.goto("/order/delivery");
  await page.getByRole("radio", { name: /^Kurier DPD/ }).check();
  await expect(summary(page).total).toHaveText("82,94 zł brutto");
  await page.goto("/order/details");
  const dl = page.getByRole("complementary", { name: "Twoje zamówienie" });
  const sum = (key: string) => dl.locator(`dd[data-sum="${key}"]`);
  // BOOTS net 5 × 11.05 = 55.25; DPD 14.99 gross → 12.19 net; 55.25 + 12.19 = 67.44
  await expect(sum("products")).toHaveText("55,25 zł netto");
  await expect(sum("delivery")).toHaveText("12,19 zł netto");
  await expect(sum("total-netto")).toHaveText("67,44 zł netto");
  // gross to pay 5 × 13.59 + 14.99 = 82.94
  await expect(sum("total")).toHaveText("82,94 zł brutto");
});
