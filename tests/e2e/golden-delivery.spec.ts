/**
 * The delivery step with golden amounts: a seeded basket, a delivery option,
 * a promo code and a gift card, with every summary amount, the free-delivery
 * hint and the order button's block reason asserted as literal text worked
 * out by hand (facts in ../golden/; texts from
 * src/features/basket/basket.messages.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { BOOTS, line } from "../golden/products";
import { seedBasket } from "./basket-helpers";

function summary(page: Page) {
  const dl = page.getByLabel("summary", { exact: true });
  const sum = (name: string) => dl.locator(`dd[data-sum="${name}"]`);
  return {
    products: sum("products"),
    delivery: sum("delivery"),
    discount: sum("discount"),
    gift: sum("gift"),
    total: sum("total"),
  };
}

function option(page: Page, name: string) {
  const byName = { name: new RegExp(`^${name}`) };
  const row = page
    .getByRole("radiogroup", { name: "Sposób dostawy" })
    .locator(".delivery-option")
    .filter({ has: page.getByRole("radio", byName) });
  return {
    radio: row.getByRole("radio", byName),
    label: row.locator("label"),
    hint: row.locator(".delivery-option__hint"),
  };
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel("Kod rabatowy").fill(code);
  await page.getByRole("button", { name: "Zastosuj" }).click();
}

test.describe("delivery step golden amounts", () => {
  // Long multi-step flows with deliberately slowed answers: room on a loaded 2-core machine.
  test.slow();

  test("a 67.95 zł basket with DPD, RABAT10 and gift cards adds up to the cent", async ({
    page,
  }) => {
    await seedBasket(page, [line(BOOTS, 5)]);
    await page.goto("/order/delivery");
    const sum = summary(page);
    const block = page.locator("p.order-block");
    const dpd = option(page, "Kurier DPD");

    // 5 × 13.59 = 67.95; nothing chosen yet, and the summary says so (not "0,00 zł")
    await expect(sum.products).toHaveText("67,95 zł");
    await expect(sum.delivery).toHaveText("nie wybrano");
    await expect(sum.total).toHaveText("67,95 zł");
    await expect(block).toHaveText("Wybierz sposób dostawy");
    // DPD is free from 200: 200 − 67.95 = 132.05; InPost from 150: 150 − 67.95 = 82.05;
    // UPS from 10 items: 10 − 5 = 5
    await expect(dpd.hint).toHaveText("Do darmowej dostawy brakuje 132,05 zł");
    await expect(option(page, "Paczkomat InPost").hint).toHaveText(
      "Do darmowej dostawy brakuje 82,05 zł",
    );
    await expect(option(page, "Kurier UPS").hint).toHaveText("Do darmowej dostawy brakuje 5 szt.");

    // An invalid code: no delivery is still the first reason, then the code is.
    await applyCode(page, "NIEMA");
    await expect(
      page.getByRole("alert").filter({ hasText: "Kod jest nieprawidłowy" }),
    ).toBeVisible();
    await expect(block).toHaveText("Wybierz sposób dostawy");
    await dpd.radio.check();
    // 67.95 + 14.99 = 82.94
    await expect(sum.delivery).toHaveText("14,99 zł");
    await expect(sum.total).toHaveText("82,94 zł");
    await expect(block).toHaveText("Popraw lub usuń kod rabatowy");
    await expect(page.getByRole("button", { name: "Zamawiam" })).toBeDisabled();

    // RABAT10: 10 % of 67.95 = 6.795 → 6.80; 67.95 + 14.99 − 6.80 = 76.14
    await applyCode(page, "RABAT10");
    await expect(page.getByRole("status").filter({ hasText: "Kod RABAT10" })).toContainText(
      "Rabat: 6,80 zł",
    );
    await expect(sum.discount).toHaveText("−6,80 zł");
    await expect(sum.total).toHaveText("76,14 zł");
    // Free delivery is measured after the discount: 200 − (67.95 − 6.80) = 200 − 61.15 = 138.85
    await expect(dpd.hint).toHaveText("Do darmowej dostawy brakuje 138,85 zł");
    await expect(block).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Zamawiam" })).toBeVisible();

    // A 50 zł card: 76.14 − 50.00 = 26.14
    await page.getByLabel("Karta podarunkowa").fill("GIFT-50-EFGH");
    await expect(sum.gift).toHaveText("−50,00 zł");
    await expect(sum.total).toHaveText("26,14 zł");
    // A 100 zł card covers all 76.14: it pays 76.14 and 0.00 is left.
    await page.getByLabel("Karta podarunkowa").fill("GIFT-100-ABCD");
    await expect(sum.gift).toHaveText("−76,14 zł");
    await expect(sum.total).toHaveText("0,00 zł");
    await expect(
      page.getByRole("status").filter({ hasText: "Wartość karty: 100,00 zł" }),
    ).toHaveText(
      "Wartość karty: 100,00 zł — Karta pokrywa całą kwotę — zapłacisz kartą podarunkową",
    );
    await expect(page.getByRole("link", { name: "Zamawiam" })).toBeVisible();
  });

  test("free DPD delivery at 203.85 zł is lost when RABAT10 takes the products below 200 zł", async ({
    page,
  }) => {
    await seedBasket(page, [line(BOOTS, 15)]);
    await page.goto("/order/delivery");
    const sum = summary(page);
    const dpd = option(page, "Kurier DPD");
    // 15 × 13.59 = 203.85 ≥ 200: free
    await expect(sum.products).toHaveText("203,85 zł");
    await expect(dpd.label).toContainText("Gratis");
    await expect(dpd.hint).toHaveCount(0);
    await dpd.radio.check();
    await expect(sum.delivery).toHaveText("0,00 zł");
    await expect(sum.total).toHaveText("203,85 zł");
    // RABAT10: 10 % of 203.85 = 20.385 → 20.39; 203.85 − 20.39 = 183.46 < 200:
    // DPD costs 14.99 again and 200 − 183.46 = 16.54 is missing;
    // total 203.85 + 14.99 − 20.39 = 198.45
    await applyCode(page, "RABAT10");
    await expect(sum.discount).toHaveText("−20,39 zł");
    await expect(dpd.hint).toHaveText("Do darmowej dostawy brakuje 16,54 zł");
    await expect(sum.delivery).toHaveText("14,99 zł");
    await expect(sum.total).toHaveText("198,45 zł");
  });

  test("in euro the basket, the DPD price, the hint and a euro gift card add up", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "currency", value: "eur", url: baseURL ?? "" }]);
    await seedBasket(page, [line(BOOTS, 5)]);
    await page.goto("/order/delivery");
    const sum = summary(page);
    const dpd = option(page, "Kurier DPD");
    // 13.59 × 0.23 = 3.1257 → 3.13; 5 × 3.13 = 15.65
    await expect(sum.products).toHaveText("15,65 €");
    // 200 × 0.23 = 46.00; 46.00 − 15.65 = 30.35
    await expect(dpd.hint).toHaveText("Do darmowej dostawy brakuje 30,35 €");
    await dpd.radio.check();
    // 14.99 × 0.23 = 3.4477 → 3.45; 15.65 + 3.45 = 19.10
    await expect(sum.delivery).toHaveText("3,45 €");
    await expect(sum.total).toHaveText("19,10 €");
    // A 50 € card covers 19.10.
    await page.getByLabel("Karta podarunkowa").fill("GIFT-EUR-50XY");
    await expect(sum.gift).toHaveText("−19,10 €");
    await expect(sum.total).toHaveText("0,00 €");
  });
});
