/**
 * VAT per delivery country (settings additionalFunctions.vatPerDeliveryCountry,
 * vatCountries) in a second shop on TEST_PORT + 250 (./second-shop.ts): the
 * header's basket modal prices the basket for the chosen delivery country,
 * with the same figure as the delivery step's table and the server's quote.
 * Amounts worked out by hand from ../golden/.
 */
import { expect, test, type Page } from "@playwright/test";
import { PUZZLE, line } from "../golden/products";
import { BOOTS_DELTA, PRUNER } from "../golden/special-prices";
import { seedBasket } from "./basket-helpers";
import { startSecondShop, type SecondShop } from "./second-shop";

let shop: SecondShop | null = null;
const ORIGIN = `http://localhost:${Number(process.env.TEST_PORT ?? 4399) + 250}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startSecondShop({
    offset: 250,
    patch: (settings) => {
      settings.additionalFunctions.vatPerDeliveryCountry = true;
    },
    probePath: "/order/delivery",
    isApplied: (html) => html.includes("&quot;vatPerDeliveryCountry&quot;:[0,true]"),
  });
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

async function modalTotal(page: Page) {
  await page.getByRole("link", { name: /^Koszyk/ }).click();
  const dialog = page.getByRole("dialog", { name: "Koszyk" });
  return dialog.locator("[data-products-total]");
}

test("a German delivery gives the basket modal the delivery step's figure", async ({ page }) => {
  test.slow();
  await seedBasket(page, [line(PUZZLE, 2)]);
  await page.goto("/order/delivery");
  const products = page.getByLabel("summary", { exact: true }).locator('dd[data-sum="products"]');
  // Poland 23 %: 2 × 185.77 = 371.54
  await expect(products).toHaveText("371,54 zł");
  await page.getByRole("combobox", { name: "Kraj dostawy" }).selectOption("de");
  // Germany 19 % on the net 151.03: 179.7257 → 179.73; 2 × 179.73 = 359.46
  await expect(products).toHaveText("359,46 zł");
  await expect(page.locator("main [data-products-total]")).toHaveText("359,46 zł");
  await expect(await modalTotal(page)).toHaveText("359,46 zł");

  // The choice is kept: on another page the modal still prices for Germany.
  await page.goto("/");
  await expect(await modalTotal(page)).toHaveText("359,46 zł");
});

test("the basket modal's country picker reprices the lines and the delivery step follows it", async ({
  page,
}) => {
  test.slow();
  await seedBasket(page, [line(PUZZLE, 2)]);
  await page.goto("/");
  const total = await modalTotal(page);
  // Poland 23 %: 2 × 185.77 = 371.54
  await expect(total).toHaveText("371,54 zł");
  const dialog = page.getByRole("dialog", { name: "Koszyk" });
  await dialog.getByRole("combobox", { name: "Kraj dostawy" }).selectOption("de");
  // Germany 19 %: 2 × 179.73 = 359.46
  await expect(total).toHaveText("359,46 zł");

  await page.goto("/order/delivery");
  await expect(page.getByRole("combobox", { name: "Kraj dostawy" })).toHaveValue("de");
  await expect(page.locator("main [data-products-total]")).toHaveText("359,46 zł");
});

test("a custom rule's price follows the delivery country in the delivery step, the modal and the quote", async ({
  page,
}) => {
  test.slow();
  await seedBasket(page, [
    line(BOOTS_DELTA, 1),
    line(PUZZLE, 1),
    line(PRUNER, 1, PRUNER.variantHash),
  ]);
  await page.goto("/order/delivery");
  const main = page.locator("main");
  const pruner = main.locator(`tr[data-line^="${PRUNER.id}|"]`);
  // Poland: the rule from a 200 zł basket, 71.62; 294.79 + 185.77 + 71.62 = 552.18
  await expect(pruner.locator("[data-line-total]")).toHaveText("71,62 zł");
  await expect(main.locator("[data-products-total]")).toHaveText("552,18 zł");
  await page.getByRole("combobox", { name: "Kraj dostawy" }).selectOption("de");
  // Germany 19 % on the rule's net 58.23: 69.2937 → 69.29; 239.66 × 1.19 → 285.20,
  // 151.03 × 1.19 → 179.73; 285.20 + 179.73 + 69.29 = 534.22 (not 536.55)
  await expect(pruner.locator("[data-line-total]")).toHaveText("69,29 zł");
  await expect(main.locator("[data-products-total]")).toHaveText("534,22 zł");
  await expect(
    page.getByLabel("summary", { exact: true }).locator('dd[data-sum="products"]'),
  ).toHaveText("534,22 zł");
  const modal = await modalTotal(page);
  await expect(modal).toHaveText("534,22 zł");
  const dialog = page.getByRole("dialog", { name: "Koszyk" });
  await expect(dialog.locator(`tr[data-line^="${PRUNER.id}|"] [data-line-total]`)).toHaveText(
    "69,29 zł",
  );
});
