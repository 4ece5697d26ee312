import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import type { Product } from "../../src/domain/catalogue.types";
import { slugify } from "../../src/server/db/seed/slug";
import { COFFEE, MUG, MUG_OTHER, MUG_OVERRIDE, MUG_PLAIN, TEA } from "../golden";

async function productJson(page: Page, id: string): Promise<Product> {
  const response = await page.request.get(`/api/public/product/${id}?lang=en`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

async function storedBasket(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem("basket:v1");
    return raw
      ? (JSON.parse(raw) as {
          list: {
            product: string;
            variantHash: string;
            quantity: number;
            type: string;
            components?: { product: string; variantHash: string; quantity: number }[];
            personalization?: Record<string, string>;
          }[];
        })
      : { list: [] };
  });
}

/** Hydrates the buy box (the first interaction) and waits until it is live. */
async function hydrateBuyBox(page: Page) {
  await page.locator(".ptop__buy").hover();
  await expect(page.locator('astro-island[component-url*="ProductTop"]')).not.toHaveAttribute(
    "ssr",
    /.*/,
  );
  await page.waitForFunction(() => {
    const el = document.querySelector(".ptop__buy");
    return !!el && Object.keys(el).some((k) => k.startsWith("__react"));
  });
}

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
      "£11.54",
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
    await page.getByRole("button", { name: "Add to wishlist" }).click();
    await expect(page.getByText("Added to wishlist")).toBeVisible();
    const wishlist = await page.evaluate(() => localStorage.getItem("wishlist:v1") ?? "");
    expect(wishlist).toContain('"product":"7"');
  });

  test("a personalized item reaches the basket with its text and uploaded image", async ({
    page,
  }) => {
    const product = await productJson(page, "10");
    const variant = product.variants.find((v) => v.count - v.locked > 0);
    if (!variant) throw new Error("no variant in stock");
    await page.goto(`/en/p/${product.url["en"]}?vr=${encodeURIComponent(variant.hash)}`);
    const add = page.getByRole("button", { name: "Add to basket", exact: true });
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

  test("the set creator builds and prices a bundle", async ({ page }) => {
    const product = await productJson(page, "11");
    await page.goto(`/en/p/${product.url["en"]}`);
    const creator = page.getByRole("region", { name: "Build your set" });
    await expect(creator).toBeVisible();
    const add = page.getByRole("button", { name: "Add to basket", exact: true });
    await expect(add).toBeDisabled();
    const total = creator.getByText(/^Set price:/);
    const before = await total.innerText();
    const plus = creator.getByRole("button", { name: /^Increase quantity:/ });
    await plus.nth(0).click();
    await plus.nth(1).click();
    await plus.nth(1).click();
    await expect(total).not.toHaveText(before);
    await add.click();
    await expect.poll(async () => (await storedBasket(page)).list.length).toBe(1);
    const basket = await storedBasket(page);
    expect(basket.list[0]?.type).toBe("set_creator");
    expect(basket.list[0]?.components?.map((c) => c.quantity)).toEqual([1, 2]);
  });

  test("an opinion can be added once", async ({ page }) => {
    const product = await productJson(page, "12");
    await page.goto(`/en/p/${product.url["en"]}`);
    await page.getByRole("button", { name: "Write a review" }).click();
    const dialog = page.getByRole("dialog", { name: "Write a review" });
    const submit = dialog.getByRole("button", { name: "Send review" });
    await dialog.getByLabel("Name *").fill("Playwright tester");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Comment").fill("Solid <b>puzzle</b>, great fun");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("4 out of 5").check({ force: true });
    await expect(submit).toBeEnabled();
    await dialog.getByLabel("Comment").fill("Solid puzzle, great fun");
    await submit.click();
    await expect(page.getByText("Thank you for your review!")).toBeVisible();
    await page.reload();
    await page.locator(".opinions").hover();
    await expect(page.getByText("You have already reviewed this product")).toBeVisible();
    await expect(page.getByRole("button", { name: "Write a review" })).toHaveCount(0);
    const again = await page.request.post("/api/public/opinion", {
      data: { id: "12", name: "Again", text: "Second", number: 5 },
    });
    expect(again.status()).toBe(409);
    const list = await (
      await page.request.get("/api/public/opinion?id=12&lang=en&all=true")
    ).json();
    const mine = (
      list as { opinions: { user: { name: string }; verified: boolean }[] }
    ).opinions.filter((o) => o.user.name === "Playwright tester");
    expect(mine).toHaveLength(1);
    expect(mine[0]?.verified).toBe(false);
  });

  test("opinions show the summary and load 4 more at a time", async ({ page }) => {
    let target: { id: string; url: string; total: number } | null = null;
    for (let id = 1; id < 80 && !target; id++) {
      const r = await page.request.get(`/api/public/opinion?id=${id}&lang=en`);
      if (!r.ok()) continue;
      const data = (await r.json()) as { total: number };
      if (data.total > 4) {
        const product = await productJson(page, String(id));
        target = { id: String(id), url: product.url["en"] ?? "", total: data.total };
      }
    }
    if (!target) throw new Error("no product with more than 4 opinions");
    await page.goto(`/en/p/${target.url}`);
    await expect(page.locator("[data-opinions-summary]")).toContainText(
      `(${target.total} reviews)`,
    );
    const percents = await page.locator("[data-percent]").allInnerTexts();
    expect(percents).toHaveLength(5);
    for (const p of percents) expect(p).toMatch(/^\d{1,3}\.\d%$/);
    const items = page.locator(".opinion");
    await expect(items).toHaveCount(4);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(items).toHaveCount(Math.min(8, target.total));
    await expect(page.locator(".stars__on").first()).toHaveCSS("color", "rgb(255, 204, 72)");
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

  test("the gallery overlay works with keys and swipes", async ({ page }) => {
    const product = await productJson(page, "1");
    const count = 1 + product.images.length;
    expect(count).toBeGreaterThan(2);
    await page.goto(`/en/p/${product.url["en"]}`);
    const main = page.getByRole("button", { name: "Enlarge image 1" });
    const box = await main.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
    await expect(main.locator("img")).toHaveAttribute("src", /\.webp$/);
    await expect(page.locator(".pg__thumb img").first()).toHaveAttribute(
      "src",
      /\/min-[^/]+\.webp$/,
    );
    await main.click();
    const dialog = page.getByRole("dialog", { name: "Product images" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Image 1 of ${count}`)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(`Image 2 of ${count}`)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(`Image ${count} of ${count}`)).toBeVisible();
    await page.mouse.move(700, 400);
    await page.mouse.down();
    await page.mouse.move(600, 405);
    await page.mouse.up();
    await expect(dialog.getByText(`Image 1 of ${count}`)).toBeVisible();
    await page.mouse.move(700, 400);
    await page.mouse.down();
    await page.mouse.move(690, 400);
    await page.mouse.up();
    await expect(dialog.getByText(`Image 1 of ${count}`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("the page downloads at most 15 KB gzip of JavaScript before the first interaction", async ({
    page,
  }) => {
    const product = await productJson(page, "17");
    const scripts: string[] = [];
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(response.url());
      sizes.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`/en/p/${product.url["en"]}`, { waitUntil: "networkidle" });
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src])")]
        .filter((s) => !s.getAttribute("type") || s.getAttribute("type") === "module")
        .map((s) => s.textContent ?? "")
        .join("\n"),
    );
    const total = bytes + gzipSync(Buffer.from(inline)).length;
    console.log(
      `product page JS before interaction: ${total} bytes gzip (${scripts.length} files)`,
    );
    expect(total).toBeLessThanOrEqual(15 * 1024);
    expect(scripts.some((u) => /ProductTop|react|keen-slider/.test(u))).toBe(false);
    await page.locator(".ptop__buy [data-price]").hover();
    await expect.poll(() => scripts.some((u) => /ProductTop/.test(u))).toBe(true);
    await expect.poll(() => scripts.some((u) => /keen-slider/.test(u))).toBe(true);
  });

  test("unknown products answer 404 and archived products show 8 suggestions under their header", async ({
    page,
  }) => {
    const missing = await page.goto("/en/p/no-such-product-anywhere");
    expect(missing?.status()).toBe(404);
    let archived: Product | null = null;
    for (let id = 20; id < 300 && !archived; id += 1) {
      const r = await page.request.get(`/api/public/product/${id}?lang=en`);
      if (!r.ok()) continue;
      const p = (await r.json()) as Product;
      if (p.archived) archived = p;
    }
    if (!archived) throw new Error("no archived product in the seed");
    const response = await page.goto(`/en/p/${archived.url["en"]}`);
    expect(response?.status()).toBe(200);
    const section = page.getByRole("region", {
      name: "This product is archived — see similar ones",
    });
    await expect(section).toBeVisible();
    const boxes = await section.getByRole("article").count();
    expect(boxes).toBeGreaterThan(0);
    expect(boxes).toBeLessThanOrEqual(8);
  });

  test("a removed product answers 404 and names the product it was", async ({ page }) => {
    let removed: { id: number; name: string } | null = null;
    for (let id = 21; id <= 300 && !removed; id++) {
      const r = await page.request.get(`/api/public/removed/${id}?lang=en`);
      if (!r.ok()) continue;
      const data = (await r.json()) as { name: string; removed: boolean };
      if (data.removed) removed = { id, name: data.name };
    }
    test.skip(!removed, "the seed has no removed product");
    if (!removed) return;
    const response = await page.goto(`/en/p/${slugify(removed.name)}-${removed.id}`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText(`The product “${removed.name}” is no longer available.`),
    ).toBeVisible();
  });

  test("the page carries Product structured data with an offer, rating and hreflang links", async ({
    page,
  }) => {
    const product = await productJson(page, TEA.id);
    await page.goto(`/en/p/${product.url["en"]}`);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
        t.includes('"Product"'),
      ) ?? "{}",
    ) as {
      offers?: { price: string; priceCurrency: string };
      aggregateRating?: { reviewCount: number };
      review?: unknown[];
    };
    // English list sale price 882.51 × 0.2 = 176.502 → 176.50, in the English default currency
    expect(data.offers?.price).toBe("176.50");
    expect(data.offers?.priceCurrency).toBe("GBP");
    if (data.aggregateRating) expect(data.review?.length).toBeLessThanOrEqual(4);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      "href",
      new RegExp(`/p/${product.url["de"]}$`),
    );
  });
});

/** A valid 4×4 red PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==",
  "base64",
);
