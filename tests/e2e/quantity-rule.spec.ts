/**
 * The quantity rule in the browser (spec 1 §5 Quantity): a weight product sold
 * in 0.5 kg steps goes to the wishlist as 0.5 kg and steps by 0.5 kg there; a
 * basket with three lines of a 36-stock product shows 36 in total.
 */
import { expect, test, type Page } from "@playwright/test";
import { COFFEE, TEA, line } from "../golden/products";
import { SET_EMBER } from "../golden/sets";
import { hydrateBuyBox, storedBasket } from "./product-helpers";

async function storedWishlist(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem("wishlist:v1");
    return raw ? (JSON.parse(raw) as { list: { product: string; quantity: number }[] }) : null;
  });
}

test.describe("quantity rule", () => {
  test("the wishlist stores 0.5 kg of a weight product and steps it by 0.5 kg", async ({
    page,
  }) => {
    test.slow();
    await page.goto(`/en/p/${COFFEE.url.en}`);
    await hydrateBuyBox(page);
    await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue("0.5");
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page.getByText("Added to wishlist")).toBeVisible();
    expect((await storedWishlist(page))?.list).toEqual([
      expect.objectContaining({ product: COFFEE.id, quantity: 0.5 }),
    ]);

    await page.goto("/en/wishlist");
    const qty = page.getByRole("spinbutton", { name: `Quantity: ${COFFEE.name.en}` });
    await expect(qty).toHaveValue("0.5");
    await page.getByRole("button", { name: `Increase quantity: ${COFFEE.name.en}` }).click();
    await expect(qty).toHaveValue("1");
    await page.getByRole("button", { name: `Decrease quantity: ${COFFEE.name.en}` }).click();
    await expect(qty).toHaveValue("0.5");
    expect((await storedWishlist(page))?.list[0]?.quantity).toBe(0.5);
  });

  test("a basket with three lines of 36 of a 36-stock product keeps 36 in total", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/");
    const lines = ["A", "B", ""].map((engraving) => ({
      ...line(TEA, TEA.stock),
      ...(engraving ? { personalization: { engraving } } : {}),
    }));
    await page.evaluate(
      (list) => localStorage.setItem("basket:v1", JSON.stringify({ list, timestamp: 1 })),
      lines,
    );
    await page.goto("/order/delivery");
    // One row of 36 is left: 36 × 904.57 = 32564.52
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${TEA.name.pl}` })).toHaveValue("36");
    await expect(page.getByRole("spinbutton", { name: `Ilość: ${TEA.name.pl}` })).toHaveCount(1);
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("36");
    await expect(page.locator("[data-line-total]")).toHaveText(/32\s564,52/);
  });

  test("the product page's maximum counts what sets in the basket take: 36 TEA minus 3 sets × 2 = 30", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/");
    const sets = { ...line(SET_EMBER, 3), components: SET_EMBER.components };
    await page.evaluate(
      (list) => localStorage.setItem("basket:v1", JSON.stringify({ list, timestamp: 1 })),
      [sets],
    );
    await page.goto(`/en/p/${TEA.url.en}`);
    await hydrateBuyBox(page);
    const qty = page.getByRole("textbox", { name: "Quantity" });
    await qty.fill("36");
    await qty.press("Enter");
    await expect(qty).toHaveValue("30");
    await page.getByRole("button", { name: "Add to basket", exact: true }).click();
    await expect
      .poll(async () => (await storedBasket(page)).list.find((l) => l.product === TEA.id)?.quantity)
      .toBe(30);
    await expect(page.getByText("Product in basket")).toBeVisible();
  });
});
