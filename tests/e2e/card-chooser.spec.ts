/**
 * A product box's quick add (issue 32 item 2): a box with variants offers one compact button
 * that opens a small chooser — the variants as choices (an unavailable one disabled), a
 * quantity and an add — and adds what was chosen; without JavaScript the chooser still opens
 * and its form opens the product page with the chosen variant, as the box's select did.
 */
import { expect, test, type Page } from "@playwright/test";
import { STATE_PATH } from "../browser-state";
import { productJson, storedBasket } from "./product-helpers";

/** Product 22 (a T-shirt) has 12 variants, one of them unavailable; the one with most stock. */
async function variantProduct(page: Page) {
  const product = await productJson(page, "22");
  const [best] = [...product.variants].sort((a, b) => b.count - b.locked - (a.count - a.locked));
  if (!best || best.count - best.locked < 2) throw new Error("product 22 has no variant with 2");
  return { name: product.name["pl"] ?? "", url: product.url["pl"] ?? "", hash: best.hash };
}

test("a box with variants opens a chooser where the shopper picks a variant and a quantity", async ({
  page,
}) => {
  const { name, hash } = await variantProduct(page);
  await page.goto(`/search?query=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Dodaj do koszyka: ${name}` }).click();
  const chooser = page.getByRole("dialog", { name });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole("radio", { disabled: true }).first()).toBeVisible();
  const radios = chooser.getByRole("radio", { disabled: false });
  const values = await radios.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  await radios.nth(values.indexOf(hash)).check();
  await chooser.getByRole("spinbutton", { name: "Ilość" }).fill("2");
  await chooser.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
  await expect(chooser).toBeHidden();
  await expect
    .poll(async () =>
      (await storedBasket(page)).list.map((l) => [l.product, l.variantHash, l.quantity]),
    )
    .toEqual([["22", hash, 2]]);
});

test("without JavaScript the chooser opens and its form opens the product page with the chosen variant", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: STATE_PATH });
  const page = await context.newPage();
  const { name, url, hash } = await variantProduct(page);
  await page.goto(`/search?query=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Dodaj do koszyka: ${name}` }).click();
  const chooser = page.getByRole("dialog", { name });
  const radios = chooser.getByRole("radio", { disabled: false });
  const values = await radios.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  await radios.nth(values.indexOf(hash)).check();
  await chooser.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${url}\\?`));
  expect(new URL(page.url()).searchParams.get("vr")).toBe(hash);
  await context.close();
});
