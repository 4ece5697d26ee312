import { expect, test, type Page } from "@playwright/test";
import type { Product } from "../../src/domain/catalogue.types";
import { priceView } from "../../src/features/catalogue/price-view";
import { hydrateBuyBox, productJson, settings, storedBasket } from "./product-helpers";

function expectedPrice(product: Product, variantHash: string): string {
  const view = priceView({
    product,
    lang: "en",
    locale: "en-GB",
    currency: settings.langCurrencyMap["en"] ?? "pln",
    rate: settings.currencies.find((c) => c.code === settings.langCurrencyMap["en"])?.rate ?? 1,
    mode: settings.additionalFunctions.nettoBrutto,
    variantHash,
  });
  return (view?.lines[0]?.text ?? "").replace(/\s+/g, " ");
}

/** Products with several variants whose prices differ, from the seeded catalogue. */
async function findVariantProduct(page: Page): Promise<Product> {
  for (let id = 2; id < 60; id++) {
    const product = await productJson(page, String(id));
    const picked = product.variants.filter((v) => v.attributes.length > 0);
    const overrides = product.price["en"]?.variants ?? {};
    const inStock = picked.filter((v) => v.count - v.locked > 0);
    if (inStock.length >= 2 && Object.keys(overrides).length > 0) {
      const prices = new Set(inStock.map((v) => expectedPrice(product, v.hash)));
      if (prices.size >= 2) return product;
    }
  }
  throw new Error("no product with differently priced variants");
}

const normalise = (s: string) => s.replace(/\s+/g, " ").trim();

test.describe("product page", () => {
  test("choosing variants changes price, stock and the address", async ({ page }) => {
    const product = await findVariantProduct(page);
    await page.goto(`/en/p/${product.url["en"]}`);
    await expect(page.getByText("Choose a variant").first()).toBeVisible();
    await hydrateBuyBox(page);
    const inStock = product.variants.filter(
      (v) => v.attributes.length > 0 && v.count - v.locked > 0,
    );
    const shownPrices = new Set<string>();
    for (const variant of inStock.slice(0, 3)) {
      const selected = variant.attributes;
      for (const a of selected) {
        await page.locator(`input[name="variant-${a.id}"][value="${a.value}"]`).check();
      }
      await expect(page.locator(".ptop__buy [data-price]")).toHaveAttribute(
        "data-variant",
        variant.hash,
      );
      const price = normalise(
        await page.locator(".ptop__buy [data-price] .price__amount").first().innerText(),
      );
      expect(price).toBe(expectedPrice(product, variant.hash));
      shownPrices.add(price);
      await expect(page.locator("[data-stock]")).toHaveText(
        `In stock: ${variant.count - variant.locked} pcs`,
      );
      expect(new URL(page.url()).searchParams.get("vr")).toBe(variant.hash);
    }
    expect(shownPrices.size).toBeGreaterThan(1);
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
    const ids = Array.from({ length: 300 }, (_, i) => String(i + 1));
    const all = (await (
      await page.request.post("/api/public/product/many?lang=en", { data: { ids } })
    ).json()) as Product[];
    const weighed = all.find(
      (p) =>
        p.type === "weight" &&
        !p.archived &&
        (p.options.view.quantityFactor ?? 1) === 0.5 &&
        p.variants.every((v) => v.attributes.length === 0) &&
        (p.variants[0]?.count ?? 0) - (p.variants[0]?.locked ?? 0) >= 2,
    );
    expect(weighed, "a weight product with 0.5 kg steps in stock").toBeDefined();
    await page.goto(`/en/p/${weighed?.url["en"]}`);
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
      expect.objectContaining({ product: weighed?._id, quantity: 1.5, type: "weight" }),
    ]);
    await expect(page.locator('[data-counter="basket"]').first()).toHaveText("1");
  });
});
