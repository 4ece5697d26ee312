/**
 * Accessibility of the remaining page types and of every modal and drawer
 * (issue 14): axe with WCAG 2 A/AA and best practices finds nothing on a
 * phone, with each dialog open. The catalogue pages (a11y.spec.ts), the
 * account pages and registration modal (account-a11y), the checkout's
 * details, order and returns pages (checkout-a11y), the home page and the
 * cookie dialogs (home/*) have their own checks.
 */
import { expect, test, type Page } from "@playwright/test";
import { BOOTS, POT } from "../golden/products";
import { violations } from "./axe";
import { seedBasket } from "./basket-helpers";
import { hydrateBuyBox, productJson } from "./product-helpers";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const line = (product: { id: string; type: string }) => ({
  product: product.id,
  variantHash: "",
  quantity: 1,
  type: product.type,
});

const PAGES = [
  ["group", "/g/bestsellery"],
  ["manufacturer", "/m/auralis"],
  ["contact", "/s/kontakt"],
  ["order lookup", "/login/order"],
  ["missing page", "/c/no-such-category"],
] as const;

for (const [name, path] of PAGES) {
  test(`the ${name} page has no axe violations`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

test("the wishlist and the delivery step with a product have no axe violations", async ({
  page,
}) => {
  test.slow();
  await seedBasket(page, [line(POT)], {
    "wishlist:v1": JSON.stringify({ list: [line(BOOTS)] }),
  });
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto("/order/delivery");
  await page.locator('astro-island[component-url*="DeliveryStep"]:not([ssr])').waitFor();
  expect(await violations(page)).toEqual([]);
});

async function openDialog(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  expect(await violations(page)).toEqual([]);
}

test("the basket modal has no axe violations", async ({ page }) => {
  test.slow();
  await seedBasket(page, [line(POT)]);
  await page.goto(`/p/${POT.url.pl}`);
  await page.getByRole("link", { name: /^Koszyk/ }).click();
  await openDialog(page, "Koszyk");
});

test("the login modal has no axe violations", async ({ page }) => {
  test.slow();
  await page.goto("/my-account");
  await page.getByRole("main").getByRole("link", { name: "Zaloguj się" }).click();
  await openDialog(page, "Zaloguj się");
});

test("the parcel locker picker has no axe violations", async ({ page }) => {
  test.slow();
  await seedBasket(page, [line(BOOTS)]);
  await page.goto("/order/delivery");
  await page.locator('astro-island[component-url*="DeliveryStep"]:not([ssr])').waitFor();
  await page.getByRole("radio", { name: /Paczkomat InPost/ }).check();
  await page.getByRole("button", { name: "Wybierz punkt odbioru" }).click();
  await openDialog(page, "Punkty odbioru");
});

test("the gallery overlay, the review form and the notify form have no axe violations", async ({
  page,
}) => {
  test.slow();
  const gallery = await productJson(page, "1");
  await page.goto(`/en/p/${gallery.url["en"]}`);
  await page.getByRole("button", { name: "Enlarge image 1" }).click();
  await openDialog(page, "Product images");
  await page.keyboard.press("Escape");

  const reviewed = await productJson(page, "12");
  await page.goto(`/en/p/${reviewed.url["en"]}`);
  await page.getByRole("button", { name: "Write a review" }).click();
  await openDialog(page, "Write a review");
  await page.keyboard.press("Escape");

  const product = await productJson(page, "10");
  const variant = product.variants.find((v) => v.attributes.length > 0 && v.count - v.locked <= 0);
  if (!variant) throw new Error("no unavailable variant");
  await page.goto(`/en/p/${product.url["en"]}`);
  await hydrateBuyBox(page);
  for (const a of variant.attributes)
    await page.locator(`input[name="variant-${a.id}"][value="${a.value}"]`).check();
  await page.getByRole("button", { name: "Notify me when available" }).click();
  await openDialog(page, "Tell me when it is available");
});
