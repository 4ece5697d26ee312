import { expect, test, type Page } from "@playwright/test";
import { TEA } from "../golden/products";
import { CREATOR, SET_EMBER } from "../golden/sets";
import { hydrateBuyBox, productJson, storedBasket } from "./product-helpers";

/** The basket modal, which the demo opens by itself after an add (afterBasketAdd = showBasket). */
async function openBasketModal(page: Page) {
  const modal = page.getByRole("dialog", { name: "Koszyk" });
  await expect(modal).toBeVisible();
  return modal;
}

test.describe("product page", () => {
  test("a personalized item reaches the basket with its text and uploaded image", async ({
    page,
  }) => {
    const product = await productJson(page, "10");
    const variant = product.variants.find((v) => v.count - v.locked > 0);
    if (!variant) throw new Error("no variant in stock");
    await page.goto(`/en/p/${product.url["en"]}?vr=${encodeURIComponent(variant.hash)}`);
    const add = page.getByRole("button", { name: "Add to basket", exact: true });
    // Text typed before the island has hydrated is not kept yet (noted for the product
    // corrections issue): hydrate the buy box first, as a shopper's first touch does.
    await hydrateBuyBox(page);
    await page.getByLabel("Engraving text *").click();
    await expect(add).toBeDisabled();
    await page.getByLabel("Engraving text *").fill("For Ann");
    await page.getByLabel("Your photo").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not an image"),
    });
    await expect(page.getByText("Please choose an image file")).toBeVisible();
    await page.getByLabel("Your photo").setInputFiles({
      name: "big.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByText("The file is too large (max 5 MB)")).toBeVisible();
    await page.getByLabel("Your photo").setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.getByText("File added: photo.png")).toBeVisible();
    await add.click();
    await expect.poll(async () => (await storedBasket(page)).list.length).toBe(1);
    const basket = await storedBasket(page);
    const line = basket.list[0];
    expect(line).toMatchObject({ product: "10", variantHash: variant.hash, quantity: 1 });
    expect(line?.personalization?.["engraving"]).toBe("For Ann");
    expect(line?.personalization?.["photo"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a set reaches the basket with its components", async ({ page }) => {
    const product = await productJson(page, "9");
    await page.goto(`/en/p/${product.url["en"]}`);
    await expect(page.getByRole("region", { name: "Set contents" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to wishlist" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add to basket", exact: true }).click();
    await expect.poll(async () => (await storedBasket(page)).list.length).toBe(1);
    const basket = await storedBasket(page);
    expect(basket.list[0]?.product).toBe("9");
    expect(basket.list[0]?.type).toBe("set");
    expect(basket.list[0]?.components?.map((c) => c.product).sort()).toEqual(
      (product.components ?? []).map((c) => c.product).sort(),
    );
  });

  test("the set creator charges in the basket exactly the bundle price it shows", async ({
    page,
  }) => {
    test.slow();
    const product = await productJson(page, CREATOR.id);
    await page.goto(`/p/${product.url["pl"]}`);
    const creator = page.getByRole("region", { name: "Skomponuj zestaw" });
    await expect(creator).toBeVisible();
    const add = page.getByRole("button", { name: "Dodaj do koszyka", exact: true });
    await expect(add).toBeDisabled();
    const plus = creator.getByRole("button", { name: /^Zwiększ ilość:/ });
    await plus.nth(0).click();
    await plus.nth(1).click();
    await plus.nth(1).click();
    // Boots 294.79 + 2 × speaker 271.07 = 836.93 zł (never the creator's own 487.38 zł).
    await expect(creator.getByText(/^Cena zestawu:/)).toHaveText("Cena zestawu: 836,93 zł");
    await add.click();
    await expect.poll(async () => (await storedBasket(page)).list.length).toBe(1);
    const basket = await storedBasket(page);
    expect(basket.list[0]?.type).toBe("set_creator");
    expect(basket.list[0]?.components?.map((c) => c.quantity)).toEqual([1, 2]);
    // The basket modal and the server's quote on the delivery step.
    const modal = await openBasketModal(page);
    await expect(modal.locator("[data-products-total]")).toHaveText("836,93 zł");
    await page.goto("/order/delivery");
    await expect(page.locator('[data-sum="products"]')).toHaveText("836,93 zł");
  });

  test("a fixed set with raised counts is charged what the page shows", async ({ page }) => {
    test.slow();
    const product = await productJson(page, SET_EMBER.id);
    await page.goto(`/p/${product.url["pl"]}`);
    const set = page.getByRole("region", { name: "Zawartość zestawu" });
    await hydrateBuyBox(page);
    const more = set.getByRole("button", { name: `Zwiększ ilość: ${TEA.name.pl}` });
    for (let i = 0; i < 3; i++) await more.click();
    await expect(set.getByRole("textbox", { name: `Ilość: ${TEA.name.pl}` })).toHaveValue("5");
    // 441.77 + 3 more teas × 904.57 = 3155.48 zł.
    await expect(set.getByText(/^Cena zestawu:/)).toHaveText(/^Cena zestawu: 3\s155,48\szł$/);
    await page.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
    await expect.poll(async () => (await storedBasket(page)).list.length).toBe(1);
    const modal = await openBasketModal(page);
    await expect(modal.locator("[data-products-total]")).toHaveText(/^3\s155,48\szł$/);
    await page.goto("/order/delivery");
    await expect(page.locator('[data-sum="products"]')).toHaveText(/^3\s155,48\szł$/);
  });

  test("a fixed set with a lowered count keeps its price for the rest, on the page and in the basket", async ({
    page,
  }) => {
    test.slow();
    const product = await productJson(page, SET_EMBER.id);
    await page.goto(`/p/${product.url["pl"]}`);
    const set = page.getByRole("region", { name: "Zawartość zestawu" });
    await hydrateBuyBox(page);
    await set.getByRole("button", { name: `Zmniejsz ilość: ${TEA.name.pl}` }).click();
    await expect(set.getByRole("textbox", { name: `Ilość: ${TEA.name.pl}` })).toHaveValue("1");
    // One tea fewer takes off its share of the set price, not its full 904.57 zł (which
    // would make the rest free): 441.77 × (2705.55 − 904.57) / 2705.55 = 294.069… → 294.07 zł.
    await expect(set.getByText(/^Cena zestawu:/)).toHaveText("Cena zestawu: 294,07 zł");
    await page.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
    await expect.poll(async () => (await storedBasket(page)).list.length).toBe(1);
    const modal = await openBasketModal(page);
    await expect(modal.locator("[data-products-total]")).toHaveText("294,07 zł");
    await page.goto("/order/delivery");
    await expect(page.locator('[data-sum="products"]')).toHaveText("294,07 zł");
  });
});

/** A valid 4×4 red PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==",
  "base64",
);
