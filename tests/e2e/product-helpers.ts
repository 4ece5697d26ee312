/**
 * Shared helpers of the product page browser tests: product JSON from the
 * API, the stored basket and hydrating the buy box.
 */
import { expect, type Page } from "@playwright/test";
import type { Product } from "../../src/domain/catalogue/catalogue.types";

export async function productJson(page: Page, id: string): Promise<Product> {
  const response = await page.request.get(`/api/public/product/${id}?lang=en`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

export async function storedBasket(page: Page) {
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
export async function hydrateBuyBox(page: Page) {
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
