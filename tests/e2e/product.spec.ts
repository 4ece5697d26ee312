import { expect, test } from "@playwright/test";
import { MUG_OTHER, MUG_OVERRIDE, MUG_PLAIN } from "../golden/mug-variants";
import { COFFEE, MUG } from "../golden/products";
import { hydrateBuyBox, productJson, storedBasket } from "./product-helpers";

test.describe("product page", () => {
  test("choosing variants changes price, stock and the address", async ({ page }) => {
    await page.goto(`/en/p/${MUG.url.en}`);
    await expect(page.getByText("Choose a variant").first()).toBeVisible();
    await hydrateBuyBox(page);
    // English list, in pounds (0.2): 70.37 × 0.2 = 14.074 → £14.07 without an override;
    // the override 77.40 × 0.2 = 15.48
    for (const [variant, price] of [
      [MUG_PLAIN, "£14.07"],
      [MUG_OVERRIDE, "£15.48"],
      [MUG_OTHER, "£14.07"],
    ] as const) {
      for (const a of variant.attributes) {
        await page.locator(`input[name="variant-${a.id}"][value="${a.value}"]`).check();
      }
      await expect(page.locator(".ptop__buy [data-price]")).toHaveAttribute(
        "data-variant",
        variant.hash,
      );
      await expect(page.locator(".ptop__buy [data-price] .price__amount").first()).toHaveText(
        price,
      );
      await expect(page.locator("[data-stock]")).toHaveText(`In stock: ${variant.stock} pcs`);
      expect(new URL(page.url()).searchParams.get("vr")).toBe(variant.hash);
    }
  });

  test("a vr preset is rendered by the server and an unknown vr is ignored", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const product = await productJson(page, "17");
    const variant = product.variants.find((v) => v.count - v.locked > 0 && v.attributes.length > 0);
    if (!variant) throw new Error("no variant in stock");
    await page.goto(`/en/p/${product.url["en"]}?vr=${encodeURIComponent(variant.hash)}`);
    for (const a of variant.attributes)
      await expect(page.locator(`input[name="variant-${a.id}"][value="${a.value}"]`)).toBeChecked();
    await expect(page.locator("[data-stock]")).toHaveText(
      `In stock: ${variant.count - variant.locked} pcs`,
    );
    const response = await page.goto(`/en/p/${product.url["en"]}?vr=1%3B999%2C%3Cscript%3E`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("[data-stock]")).toHaveText("Choose a variant");
    await expect(page.locator('input[name^="variant-"]:checked')).toHaveCount(0);
    await context.close();
  });

  test("clicks made while the buy box is still hydrating all count, in order", async ({ page }) => {
    const product = await productJson(page, "8");
    const stock = (product.variants[0]?.count ?? 0) - (product.variants[0]?.locked ?? 0);
    expect(stock).toBeGreaterThan(2);
    // Hold back the island's code so that both clicks land before hydration ends.
    await page.route(/\/_astro\/ProductTop\.[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(`/en/p/${product.url["en"]}`);
    const plus = page.getByRole("button", { name: "Increase quantity" });
    await plus.click();
    await plus.click();
    await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue("3");
  });

  test("adding beyond stock is impossible", async ({ page }) => {
    const product = await productJson(page, "8");
    const stock = (product.variants[0]?.count ?? 0) - (product.variants[0]?.locked ?? 0);
    expect(stock).toBeGreaterThan(1);
    await page.goto(`/en/p/${product.url["en"]}`);
    const plus = page.getByRole("button", { name: "Increase quantity" });
    for (let i = 1; i < stock; i++) await plus.click();
    await expect(page.getByRole("textbox", { name: "Quantity" })).toHaveValue(String(stock));
    await expect(plus).toBeDisabled();
    const quantity = page.getByRole("textbox", { name: "Quantity" });
    await quantity.fill(String(stock + 10));
    await quantity.press("Enter");
    await expect(quantity).toHaveValue(String(stock));
    await page.getByRole("button", { name: "Add to basket", exact: true }).click();
    await expect(page.getByText("Product in basket")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to basket", exact: true })).toHaveCount(0);
    const basket = await storedBasket(page);
    expect(basket.list).toEqual([
      expect.objectContaining({ product: "8", variantHash: "", quantity: stock }),
    ]);
  });

  test("a weight product steps by its quantity factor and counts as one item", async ({ page }) => {
    // COFFEE: sold by the kg in 0.5 kg steps, 22 kg in stock.
    await page.goto(`/en/p/${COFFEE.url.en}`);
    // The price per kg: English list 57.68 × 0.2 = 11.536 → £11.54
    await expect(page.locator(".ptop__buy [data-price] .price__amount").first()).toHaveText(
      "£11.54/kg",
    );
    const quantity = page.getByRole("textbox", { name: "Quantity" });
    await expect(quantity).toHaveValue("0.5");
    await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    const plus = page.getByRole("button", { name: "Increase quantity" });
    await plus.click();
    await expect(quantity).toHaveValue("1");
    await plus.click();
    await expect(quantity).toHaveValue("1.5");
    await page.getByRole("button", { name: "Add to basket", exact: true }).click();
    const basket = await storedBasket(page);
    expect(basket.list).toEqual([
      expect.objectContaining({ product: COFFEE.id, quantity: 1.5, type: "weight" }),
    ]);
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("1");
  });
});
