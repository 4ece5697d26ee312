/**
 * Promo codes in the delivery step, each kind with its messages (spec 1 §5):
 * fixed seeded products (../golden/) and literal amounts worked out by hand.
 */
import { expect, test, type Page } from "@playwright/test";
import { STATE_PATH } from "../browser-state";
import { USERS } from "../golden/accounts";
import { BOOTS, POT, PUZZLE, line } from "../golden/products";
import { logIn, seedBasket } from "./basket-helpers";

async function applyCode(page: Page, code: string) {
  // The island is hydrated and the basket priced once the table total shows.
  await expect(page.locator("[data-products-total]")).toBeVisible();
  await page.getByLabel("Kod rabatowy").fill(code);
  await page.getByRole("button", { name: "Zastosuj" }).click();
}

function status(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}

test.describe("promo codes in the delivery step", () => {
  test("RABAT10 from a ?code link lands in the input and takes 10% off", async ({ page }) => {
    await seedBasket(page, [line(PUZZLE, 2)]);
    await page.goto("/order/delivery?code=RABAT10");
    await expect(page.getByLabel("Kod rabatowy")).toHaveValue("RABAT10");
    // 2 × 185.77 = 371.54; 10 % = 37.154 → 37.15; 371.54 − 37.15 = 334.39
    await expect(status(page, "Kod RABAT10")).toContainText("Rabat: 37,15 zł");
    await expect(page.locator('[data-sum="products"]')).toHaveText("371,54 zł");
    await expect(page.locator('[data-sum="discount"]')).toHaveText("−37,15 zł");
    await expect(page.locator('[data-sum="total"]')).toHaveText("334,39 zł");
  });

  test("MINUS20 asks for the minimum basket value below 100 zł and takes 20 zł off above it", async ({
    page,
  }) => {
    const name = BOOTS.name.pl;
    await seedBasket(page, [line(BOOTS, 1)]);
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${name}` })).toHaveValue("1");
    // 13.59 < 100
    await applyCode(page, "MINUS20");
    await expect(
      page.getByRole("alert").filter({ hasText: "Minimalna wartość koszyka: 100,00 zł" }),
    ).toBeVisible();
    await expect(page.locator('[data-sum="discount"]')).toHaveCount(0);
    // 7 × 13.59 = 95.13 < 100; 8 × 13.59 = 108.72 ≥ 100
    await page.getByRole("spinbutton", { name: `Ilość: ${name}` }).fill("8");
    const apply = page.getByRole("button", { name: "Zastosuj" });
    // Repeated clicks apply the code once.
    await apply.click();
    await apply.click({ force: true }).catch(() => undefined);
    await expect(status(page, "Kod MINUS20")).toContainText("Rabat: 20,00 zł");
    await expect(page.locator('[data-sum="discount"]')).toHaveText("−20,00 zł");
    // 108.72 − 20.00 = 88.72
    await expect(page.locator('[data-sum="total"]')).toHaveText("88,72 zł");
  });

  test("TRZECI halves the third item and needs three items", async ({ page }) => {
    const name = BOOTS.name.pl;
    await seedBasket(page, [line(BOOTS, 2)]);
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${name}` })).toHaveValue("2");
    await applyCode(page, "TRZECI");
    await expect(
      page.getByRole("alert").filter({ hasText: "Kod wymaga co najmniej 3 produktów" }),
    ).toBeVisible();
    await page.getByRole("button", { name: `Zwiększ ilość: ${name}` }).click();
    await page.getByRole("button", { name: "Zastosuj" }).click();
    // The 3rd item at 50 %: 13.59 / 2 = 6.795 → 6.80
    await expect(status(page, "Kod TRZECI")).toContainText("Rabat: 6,80 zł");
    await expect(page.locator('[data-sum="discount"]')).toHaveText("−6,80 zł");
  });

  test("LOYALTY uses a logged-in shopper's points shown as pkt., and asks for the minimum with too few", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two sessions: jan and firma (a guest's LOYALTY: account/loyalty-login.spec.ts)
    const lines = [line(PUZZLE, 2)];
    await seedBasket(page, lines);
    await logIn(page, USERS.jan.email, baseURL ?? "");
    await page.goto("/order/delivery");
    await expect(page.getByText("Masz 1500 pkt.")).toBeVisible();
    await applyCode(page, "LOYALTY");
    // 2 × 185.77 = 371.54 would need 37154 points: all 1500 at 0.01 → 15.00
    await expect(status(page, "Punkty lojalnościowe: 1500 pkt.")).toContainText("Rabat: 15,00 zł");
    await expect(page.locator('[data-sum="discount"]')).toHaveText("−15,00 zł");
    // 371.54 − 15.00 = 356.54
    await expect(page.locator('[data-sum="total"]')).toHaveText("356,54 zł");

    // firma@example.com has 200 points, below the code's 500.
    const other = await browser.newContext({ storageState: STATE_PATH });
    const page2 = await other.newPage();
    await logIn(page2, USERS.firma.email, baseURL ?? "");
    await seedBasket(page2, lines);
    await page2.goto("/order/delivery");
    // The points come with the private quote after the login: room for a loaded machine.
    await expect(page2.getByText("Masz 200 pkt.")).toBeVisible({ timeout: 20_000 });
    await applyCode(page2, "LOYALTY");
    await expect(
      page2.getByRole("alert").filter({ hasText: "Minimalna liczba punktów: 500 pkt." }),
    ).toBeVisible();
    await expect(page2.locator('[data-sum="discount"]')).toHaveCount(0);
    await other.close();
  });

  test("STARY has expired, TYLKO discounts only its own products", async ({ page }) => {
    // BOOTS is not among TYLKO's products (1, 2, 3, 5, 7); POT (3) is.
    await seedBasket(page, [line(BOOTS, 1)]);
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${BOOTS.name.pl}` })).toBeVisible();
    await applyCode(page, "STARY");
    await expect(
      page.getByRole("alert").filter({ hasText: "Kod jest nieprawidłowy" }),
    ).toBeVisible();
    await applyCode(page, "TYLKO");
    await expect(
      page.getByRole("alert").filter({ hasText: "Kod jest nieprawidłowy" }),
    ).toBeVisible();
    await expect(page.locator('[data-sum="discount"]')).toHaveCount(0);

    await seedBasket(page, [line(BOOTS, 1), line(POT, 1)]);
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${POT.name.pl}` })).toBeVisible();
    await applyCode(page, "TYLKO");
    // Only POT: 20 % of its sale price 17.88 = 3.576 → 3.58
    await expect(status(page, "Kod TYLKO")).toContainText("Rabat: 3,58 zł");
    await expect(page.locator('[data-sum="discount"]')).toHaveText("−3,58 zł");
    // 13.59 + 17.88 = 31.47; 31.47 − 3.58 = 27.89
    await expect(page.locator('[data-sum="total"]')).toHaveText("27,89 zł");
  });
});
