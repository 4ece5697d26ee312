/**
 * Promo codes in the delivery step, each kind with its messages (spec 1 §5):
 * baskets are built from API data so every assertion runs, and expected
 * amounts come from the domain functions with the seed's numbers.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Product } from "../../src/domain/catalogue.types";
import { round2 } from "../../src/domain/money";
import {
  allProducts,
  allowedProducts,
  available,
  isBuyable,
  isPlain,
  line,
  logIn,
  money,
  seedBasket,
  total,
  totals,
  unitPrice,
} from "./basket-helpers";

async function applyCode(page: Page, code: string) {
  // The island is hydrated and the basket priced once the table total shows.
  await expect(page.locator("[data-products-total]")).toBeVisible();
  await page.getByLabel("Kod rabatowy").fill(code);
  await page.getByRole("button", { name: "Zastosuj" }).click();
}

function status(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}

async function plainUnder(page: Page, maxTotal: number, quantity: number): Promise<Product> {
  const products = await allProducts(page.request);
  const p = products.find((x) => isPlain(x, quantity) && unitPrice(x) * quantity < maxTotal);
  if (!p) throw new Error("no plain product for this test");
  return p;
}

test.describe("promo codes in the delivery step", () => {
  test("RABAT10 from a ?code link lands in the input and takes 10% off", async ({ page }) => {
    const p = await plainUnder(page, 900, 2);
    const products = [line(p, 2)];
    const sum = total(products, [p]);
    const discount = round2(sum * 0.1);
    await seedBasket(page, products);
    await page.goto("/order/delivery?code=RABAT10");
    await expect(page.getByLabel("Kod rabatowy")).toHaveValue("RABAT10");
    await expect(status(page, "Kod RABAT10")).toContainText(`Rabat: ${money(discount)}`);
    await expect(page.locator('[data-sum="products"]')).toHaveText(money(sum));
    await expect(page.locator('[data-sum="discount"]')).toHaveText(`−${money(discount)}`);
    await expect(page.locator('[data-sum="total"]')).toHaveText(money(round2(sum - discount)));
  });

  test("MINUS20 asks for the minimum basket value below 100 zł and takes 20 zł off above it", async ({
    page,
  }) => {
    const products = await allProducts(page.request);
    const p = products.find(
      (x) => isPlain(x) && unitPrice(x) < 100 && available(x) >= Math.ceil(100 / unitPrice(x)) + 1,
    );
    if (!p) throw new Error("no cheap product with enough stock");
    const name = p.name.pl ?? "";
    await seedBasket(page, [line(p, 1)]);
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${name}` })).toHaveValue("1");
    await applyCode(page, "MINUS20");
    await expect(
      page.getByRole("alert").filter({ hasText: `Minimalna wartość koszyka: ${money(100)}` }),
    ).toBeVisible();
    await expect(page.locator('[data-sum="discount"]')).toHaveCount(0);
    const needed = Math.ceil(100 / unitPrice(p));
    await page.getByRole("spinbutton", { name: `Ilość: ${name}` }).fill(String(needed));
    const apply = page.getByRole("button", { name: "Zastosuj" });
    // Repeated clicks apply the code once.
    await apply.click();
    await apply.click({ force: true }).catch(() => undefined);
    await expect(status(page, "Kod MINUS20")).toContainText(`Rabat: ${money(20)}`);
    await expect(page.locator('[data-sum="discount"]')).toHaveText(`−${money(20)}`);
    const sum = total([line(p, needed)], [p]);
    await expect(page.locator('[data-sum="total"]')).toHaveText(money(round2(sum - 20)));
  });

  test("TRZECI halves the third item and needs three items", async ({ page }) => {
    const p = await plainUnder(page, 5000, 3);
    const name = p.name.pl ?? "";
    await seedBasket(page, [line(p, 2)]);
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${name}` })).toHaveValue("2");
    await applyCode(page, "TRZECI");
    await expect(
      page.getByRole("alert").filter({ hasText: "Kod wymaga co najmniej 3 produktów" }),
    ).toBeVisible();
    await page.getByRole("button", { name: `Zwiększ ilość: ${name}` }).click();
    await page.getByRole("button", { name: "Zastosuj" }).click();
    const discount = round2(unitPrice(p) * 0.5);
    await expect(status(page, "Kod TRZECI")).toContainText(`Rabat: ${money(discount)}`);
    await expect(page.locator('[data-sum="discount"]')).toHaveText(`−${money(discount)}`);
  });

  test("LOYALTY uses a logged-in shopper's points shown as pkt., and asks for the minimum with too few", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // three sessions: guest, jan and firma
    const p = await plainUnder(page, 5000, 2);
    const lines = [line(p, 2)];
    const sum = total(lines, [p]);
    // Guests cannot use points.
    await seedBasket(page, lines);
    await page.goto("/order/delivery");
    await applyCode(page, "LOYALTY");
    await expect(
      page.getByRole("alert").filter({ hasText: "Kod jest nieprawidłowy" }),
    ).toBeVisible();

    await logIn(page, "jan@example.com", baseURL ?? "");
    await page.goto("/order/delivery");
    await expect(page.getByText("Masz 1500 pkt.")).toBeVisible();
    await applyCode(page, "LOYALTY");
    const points = Math.min(1500, Math.ceil(sum / 0.01 - 1e-9));
    const value = round2(Math.min(points * 0.01, sum));
    await expect(status(page, `Punkty lojalnościowe: ${points} pkt.`)).toContainText(
      `Rabat: ${money(value)}`,
    );
    await expect(page.locator('[data-sum="discount"]')).toHaveText(`−${money(value)}`);

    // firma@example.com has 200 points, below the code's 500.
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await logIn(page2, "firma@example.com", baseURL ?? "");
    await seedBasket(page2, lines);
    await page2.goto("/order/delivery");
    await expect(page2.getByText("Masz 200 pkt.")).toBeVisible();
    await applyCode(page2, "LOYALTY");
    await expect(
      page2.getByRole("alert").filter({ hasText: "Minimalna liczba punktów: 500 pkt." }),
    ).toBeVisible();
    await expect(page2.locator('[data-sum="discount"]')).toHaveCount(0);
    await other.close();
  });

  test("STARY has expired, TYLKO discounts only its own products", async ({ page }) => {
    const products = await allProducts(page.request);
    const allowed = new Set(allowedProducts("TYLKO"));
    expect(allowed.size).toBeGreaterThan(0);
    const inCode = products.find((x) => allowed.has(x._id) && isBuyable(x));
    const outside = products.find((x) => !allowed.has(x._id) && isPlain(x, 1));
    if (!inCode || !outside) throw new Error("no products for TYLKO");

    await seedBasket(page, [line(outside, 1)]);
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${outside.name.pl}` })).toBeVisible();
    await applyCode(page, "STARY");
    await expect(
      page.getByRole("alert").filter({ hasText: "Kod jest nieprawidłowy" }),
    ).toBeVisible();
    await applyCode(page, "TYLKO");
    await expect(
      page.getByRole("alert").filter({ hasText: "Kod jest nieprawidłowy" }),
    ).toBeVisible();
    await expect(page.locator('[data-sum="discount"]')).toHaveCount(0);

    const both = [line(outside, 1), line(inCode, 1, inCode.variants[0]?.hash ?? "")];
    await seedBasket(page, both);
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${inCode.name.pl}` })).toBeVisible();
    await applyCode(page, "TYLKO");
    const discount = round2((totals(both, [outside, inCode]).lines[1]?.lineBrutto ?? 0) * 0.2);
    expect(discount).toBeGreaterThan(0);
    await expect(status(page, "Kod TYLKO")).toContainText(`Rabat: ${money(discount)}`);
    await expect(page.locator('[data-sum="discount"]')).toHaveText(`−${money(discount)}`);
  });
});
