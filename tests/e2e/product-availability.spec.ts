import { expect, test } from "@playwright/test";
import { productJson, storedBasket, hydrateBuyBox } from "./product-helpers";

test.describe("product page", () => {
  test("a sold-out preorder product offers notify and pre-order, and the wishlist keeps a product", async ({
    page,
  }) => {
    const product = await productJson(page, "7");
    expect(product.options.view.allowPreorder).toBe(true);
    await page.goto(`/en/p/${product.url["en"]}`);
    await expect(page.locator("[data-stock]")).toHaveText("Available for pre-order");
    await expect(page.getByRole("button", { name: "Notify me when available" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to basket", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Pre-order" }).click();
    await expect.poll(async () => (await storedBasket(page)).list.length).toBe(1);
    expect((await storedBasket(page)).list[0]).toMatchObject({ product: "7", quantity: 1 });
    // The demo opens the basket after an add (showBasket): close it to go on.
    const basket = page.getByRole("dialog", { name: "Basket" });
    await expect(basket).toBeVisible();
    await basket.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page.getByText("Added to wishlist")).toBeVisible();
    const wishlist = await page.evaluate(() => localStorage.getItem("wishlist:v1") ?? "");
    expect(wishlist).toContain('"product":"7"');
  });

  test("notify works for an unavailable variant", async ({ page }) => {
    const product = await productJson(page, "10");
    const variant = product.variants.find(
      (v) => v.attributes.length > 0 && v.count - v.locked <= 0,
    );
    if (!variant) throw new Error("no unavailable variant");
    await page.goto(`/en/p/${product.url["en"]}`);
    await hydrateBuyBox(page);
    for (const a of variant.attributes)
      await page.locator(`input[name="variant-${a.id}"][value="${a.value}"]`).check();
    await expect(page.getByRole("button", { name: "Add to basket", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Notify me when available" }).click();
    const dialog = page.getByRole("dialog", { name: "Tell me when it is available" });
    await dialog.getByLabel("E-mail address").fill("not-an-email");
    await dialog.getByRole("button", { name: "Notify me" }).click();
    await expect(dialog.getByText("Enter a valid e-mail address")).toBeVisible();
    await dialog.getByLabel("E-mail address").fill("notify-e2e@example.com");
    await dialog.getByRole("button", { name: "Notify me" }).click();
    await expect(
      page.getByText("We will let you know when the product is available"),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: "Notify me when available" }).click();
    await dialog.getByLabel("E-mail address").fill("notify-e2e@example.com");
    await dialog.getByRole("button", { name: "Notify me" }).click();
    await expect(
      page.getByText("This address is already registered for a notification"),
    ).toBeVisible();
  });
});
