import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import type { Product } from "../../src/domain/catalogue.types";
import { slugify } from "../../src/server/db/seed/slug";
import { TEA } from "../golden";
import { productJson } from "./product-helpers";

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
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("the page downloads at most 11.71 KB gzip of JavaScript before the first interaction", async ({
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
    // Measured 9762 bytes on 2026-11-23 (issue 9; 8587 in issue 8), plus 3 % headroom: it must
    // not grow. Issue 9 added ~1.2 KB: the client:interaction directive (inlined) keeps text typed before hydration, waits for the commit, hydrates on request and reports chunk failures; the header opens the basket modal after an add; the one quantity rule and the visit marker joined the stores.
    // Issue 11 added 570 bytes (10617 measured on 2026-11-25): the header's account links show
    // the loyalty points, send a ghost to its orders, check a stored session once and open the
    // login modal for a guest; no store or chunk was added for it.
    // Issue 13 added 749 bytes (11366 measured on 2026-11-25, budget = that plus 3 %): the cookie
    // bar with its consent-gated trackers and the popups' timer, on every page.
    expect(total).toBeLessThanOrEqual(11710);
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
    // The seed always has one (src/server/db/seed/catalogue.ts).
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
