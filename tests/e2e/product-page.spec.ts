import { expect, test } from "@playwright/test";
import { scriptBytes } from "./script-bytes";
import type { Product } from "../../src/domain/catalogue/catalogue.types";
import { slugify } from "../../src/server/db/seed/slug";
import { TEA } from "../golden/products";
import { productJson } from "./product-helpers";
import { EMPTY_STATE } from "../browser-state";

test.describe("product page", () => {
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
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(`Image 2 of ${count}`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    // The gallery behind the overlay shows the image seen last.
    await expect(page.getByRole("button", { name: `Image 2 of ${count}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the page downloads at most 10 KB gzip of JavaScript before the first interaction", async ({
    page,
  }) => {
    const product = await productJson(page, "17");
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    const { gz, urls } = await scriptBytes(page, `/en/p/${product.url["en"]}`);
    console.log(`product page JS before interaction: ${gz} B gzip`);
    // Issue 13 ended at 11366 bytes; issue 14 brought it to 9786 (2026-11-25, the issue's
    // target is 10 KB): the shell's scripts and the stores they share with the islands ship
    // as one chunk (decision record 0014) instead of seven separately compressed files.
    // Issue 33 counts as a browser receives the scripts (each inline script gzipped on its own):
    // 10,049 B before its work, 9,294 B after (the basket's sync and integrity refresh on demand).
    expect(gz, urls.join(", ")).toBeLessThanOrEqual(10240);
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
    // The seed always has one (src/server/db/seed/catalogue/product.ts).
    if (!removed) throw new Error("the seed has no removed product");
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

test.describe("product gallery on a phone before the cookie choice", () => {
  test.use({ storageState: EMPTY_STATE, viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the open gallery is modal: above the cookie bar, and Tab never reaches the page behind", async ({
    page,
  }) => {
    const product = await productJson(page, "1");
    await page.goto(`/en/p/${product.url["en"]}`);
    const bar = page.locator("[data-cookie-bar]");
    await expect(bar).toBeVisible();
    await page.getByRole("button", { name: "Enlarge image 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Product images" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    const onTop = await page.evaluate(
      ({ x, y }) =>
        document.elementFromPoint(x, y)?.closest(".pg-overlay, [data-cookie-bar]")?.className,
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + 8 },
    );
    expect(onTop).toBe("pg-overlay");
    // Focus moves among the overlay's buttons (or out to the browser), never to the page.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return "browser";
        return el.closest(".pg-overlay") ? "overlay" : (el.textContent ?? el.tagName);
      });
      expect(["overlay", "browser"]).toContain(where);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(bar).toBeVisible();
  });
});
