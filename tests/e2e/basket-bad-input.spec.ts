/**
 * Bad input never crashes a page, never shows a negative or NaN total and
 * never loses the other items: corrupted or hostile localStorage, unknown
 * products and variants, negative, fractional, huge or non-numeric typed
 * quantities, and repeated clicks.
 */
import { expect, test, type Page } from "@playwright/test";
import { BOOTS, PUZZLE, line } from "../golden/products";
import { seedBasket } from "./basket-helpers";

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test.describe("bad input", () => {
  test("corrupted storage gives an empty basket, wishlist and order without errors", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("basket:v1", "{not json");
      localStorage.setItem("order:v1", "[[[");
      localStorage.setItem("wishlist:v1", '{"list":"x"}');
      localStorage.setItem("basketServer:v1", "garbage");
      localStorage.setItem("productsTimestamp:v1", "NaN");
    });
    await page.goto("/order/delivery");
    await expect(page.getByText("Koszyk jest pusty")).toBeVisible();
    await expect(page.locator('[data-sum="total"]')).toHaveText("0,00 zł");
    await page.getByRole("link", { name: /^Koszyk/ }).click();
    await expect(page.getByRole("dialog", { name: "Koszyk" })).toContainText("Koszyk jest pusty");
    await page.goto("/wishlist");
    await expect(page.getByText("Lista ulubionych jest pusta")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("hostile lines are dropped or bounded and the valid items stay", async ({ page }) => {
    const errors = collectErrors(page);
    const [a, b] = [BOOTS, PUZZLE];
    await seedBasket(
      page,
      [
        line(a, 1),
        { product: "999999", variantHash: "", quantity: 1, type: "normal" },
        { product: a.id, variantHash: "77;77", quantity: 1, type: "normal" },
        { product: b.id, variantHash: "", quantity: 1e12, type: "normal" },
        { product: "<img src=x onerror=alert(1)>", quantity: 1 },
        { product: "2", quantity: "NaN" },
        { product: "3", quantity: -2 },
        null,
        42,
      ],
      {
        "order:v1": JSON.stringify({
          deliveryCountry: "<script>",
          promoCode: { toString: 1 },
          delivery: { id: ["x"] },
        }),
      },
    );
    await page.goto("/order/delivery");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${a.name.pl}` })).toHaveValue("1");
    // 1e12 is lowered to PUZZLE's 39 in stock.
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${b.name.pl}` })).toHaveValue("39");
    await expect(page.locator("tbody tr[data-line]")).toHaveCount(2);
    // 13.59 + 39 × 185.77 = 13.59 + 7245.03 = 7258.62
    await expect(page.locator('[data-sum="total"]')).toHaveText("7 258,62 zł");
    expect(errors).toEqual([]);
  });

  test("typed negative, fractional, huge and empty quantities keep a valid line and total", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const [a, b] = [BOOTS, PUZZLE];
    await seedBasket(page, [line(a, 2), line(b, 1)]);
    await page.goto("/order/delivery");
    const qty = page.getByRole("spinbutton", { name: `Ilość: ${a.name.pl}` });
    const sum = page.locator('[data-sum="total"]');
    await expect(qty).toHaveValue("2");
    // 2 × 13.59 + 185.77 = 27.18 + 185.77 = 212.95
    for (const typed of ["-5", "0", ""]) {
      await qty.fill(typed);
      await qty.blur();
      await expect(page.locator("tbody tr[data-line]")).toHaveCount(2);
      await expect(sum).toHaveText("212,95 zł");
    }
    await qty.fill("2.7");
    await expect(sum).toHaveText("212,95 zł");
    await qty.fill("999999999999");
    // Lowered to BOOTS' 36 in stock: 36 × 13.59 + 185.77 = 489.24 + 185.77 = 675.01
    await expect(qty).toHaveValue("36");
    await expect(sum).toHaveText("675,01 zł");
    // Repeated clicks at the bound change nothing.
    const plus = page.getByRole("button", { name: `Zwiększ ilość: ${a.name.pl}` });
    await expect(plus).toBeDisabled();
    await qty.fill("1");
    const minus = page.getByRole("button", { name: `Zmniejsz ilość: ${a.name.pl}` });
    await expect(minus).toBeDisabled();
    await expect(page.locator("tbody tr[data-line]")).toHaveCount(2);
    await expect(sum).not.toContainText("NaN");
    await expect(sum).not.toContainText("-");
    expect(errors).toEqual([]);
  });

  test("the wishlist bounds typed quantities and adds to the basket once on repeated clicks", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const a = BOOTS;
    await page.goto("/");
    await page.evaluate(
      (l) => localStorage.setItem("wishlist:v1", JSON.stringify({ list: [l], timestamp: 1 })),
      line(a, 1),
    );
    await page.goto("/wishlist");
    const qty = page.getByRole("spinbutton", { name: `Ilość: ${a.name.pl}` });
    await qty.fill("-3");
    await expect(qty).toHaveValue("1");
    await qty.fill("99999999999");
    await expect(qty).toHaveValue("999999");
    await qty.fill("1");
    const add = page.getByRole("button", { name: `Dodaj do koszyka: ${a.name.pl}` });
    await add.click();
    await add.click({ force: true }).catch(() => undefined);
    await add.click({ force: true }).catch(() => undefined);
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("1");
    expect(errors).toEqual([]);
  });
});
