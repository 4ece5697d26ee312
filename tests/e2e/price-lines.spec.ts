/**
 * Price lines that were computed but not shown (spec 1 §2 price block,
 * priced unit, "a historical (lower earlier) price line"; §3 Price
 * historicalBrutto/historicalNetto, custom.dividePerPackage; Basket line unit
 * and pricedUnit), in the demo shop's gross display mode. Amounts worked out
 * by hand from ../golden/; texts from the pl catalogues.
 */
import { expect, test } from "@playwright/test";
import { PRICE_LINES } from "../golden/price-lines";
import { COFFEE, TEA, line } from "../golden/products";
import { seedBasket } from "./basket-helpers";
import { hydrateBuyBox } from "./product-helpers";

test("a product not on sale shows its lower earlier price from the last 30 days", async ({
  page,
}) => {
  await page.goto(`/p/${PRICE_LINES.earbuds.url}`);
  // 23.35 zł now, 21.48 zł earlier
  await expect(page.getByText(/^Najniższa cena z ostatnich 30 dni/)).toHaveText(
    "Najniższa cena z ostatnich 30 dni: 21,48 zł",
  );
});

test("a product on sale shows its lowest price in the 30 days before the discount", async ({
  page,
}) => {
  await page.goto(`/p/${TEA.url.pl}`);
  await expect(page.getByText(/^Najniższa cena z 30 dni przed obniżką/)).toHaveText(
    "Najniższa cena z 30 dni przed obniżką: 1 028,95 zł",
  );
  // 904.57 / 10 = 90.457 → 90.46 per 100 g
  await expect(page.getByText("90,46 zł za 100 g")).toBeVisible();
});

test("a product sold in packages shows the price of one piece", async ({ page }) => {
  await page.goto(`/p/${PRICE_LINES.adapter.url}`);
  // 547.67 / 6 = 91.2783… → 91.28 a piece
  await expect(page.getByText("91,28 zł za 1 szt. (w opakowaniu 6 szt.)")).toBeVisible();
});

test("a weight line in the basket shows its quantity with the unit and its price per kg", async ({
  page,
}) => {
  await seedBasket(page, [line(COFFEE, 1.5)]);
  await page.goto("/");
  await page.getByRole("link", { name: /^Koszyk/ }).click();
  const row = page
    .getByRole("dialog", { name: "Koszyk" })
    .getByRole("row")
    .filter({ hasText: COFFEE.name.pl });
  await expect(row).toContainText("1,5 kg");
  await expect(row).toContainText("59,13 zł za kg");
  // 1.5 × 59.13 = 88.695 → 88.70
  await expect(row).toContainText("88,70 zł");

  await page.goto("/order/delivery");
  const stepRow = page.locator("main").getByRole("row").filter({ hasText: COFFEE.name.pl });
  await expect(stepRow).toContainText("1,5 kg");
  await expect(stepRow).toContainText("59,13 zł za kg");
});

test("a weight product says its price is per kg and its quantity is in kg", async ({ page }) => {
  // Its box: COFFEE 59.13 zł per kg
  await page.goto(`/search?query=${encodeURIComponent(COFFEE.name.pl)}`);
  // (product 27 has the same name)
  const card = page.locator(`article[data-product-id="${COFFEE.id}"]`);
  await expect(card.locator("[data-price]")).toHaveText(/^\s*59,13\s*zł\/kg\s*$/);
  // Its page: the price per kg and the quantity, 0.5 kg to start, in Polish notation
  await page.goto(`/p/${COFFEE.url.pl}`);
  await expect(page.locator("main [data-price]").first()).toHaveText(/^\s*59,13\s*zł\/kg\s*$/);
  await hydrateBuyBox(page);
  const quantity = page.getByRole("textbox", { name: "Ilość", exact: true });
  await expect(quantity).toHaveValue("0,5");
  await expect(page.locator(".ptop__actions .stepper")).toContainText("kg");
  await page.getByRole("button", { name: "Zwiększ ilość", exact: true }).click();
  await expect(quantity).toHaveValue("1");
  await quantity.fill("2,5");
  await quantity.press("Enter");
  await expect(quantity).toHaveValue("2,5");

  // The details step's list of products: 1.5 kg
  await seedBasket(page, [line(COFFEE, 1.5)]);
  await page.goto("/order/details");
  await expect(page.locator(".details-lines li").filter({ hasText: COFFEE.name.pl })).toContainText(
    "× 1,5 kg",
  );
});
