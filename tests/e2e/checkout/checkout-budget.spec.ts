/**
 * The checkout steps' JavaScript before interaction (issue 29), with a basket in the browser.
 * Measured on 2026-11-26: the delivery step 107,242 B and the details step 100,593 B gzip on
 * a phone (before issue 29: 108,269 and 102,302 B). The budgets are those plus 3 %. The
 * details step checks phones by their shape until the shopper touches the form; only then
 * does it load the phone library (libphonenumber-js, about 16 KB gzip).
 * Issue 32 (measured 2026-11-27): the delivery step 106,732 B (108,186 before: the locker map,
 * now on Leaflet, loads only when the picker opens), the details step 100,905 B (100,387
 * before: the payment groups and the wallets' feature detection; their marks are CSS).
 * Issue 33 counts as a browser receives the scripts (each file and each inline script gzipped
 * on its own; the inline scripts were joined before): the delivery step 107,110 B and the
 * details step 101,284 B before its work, 106,371 B and 100,539 B after (the basket's server
 * sync loads on the basket's first change); the budgets are those plus 3 %.
 */
import { expect, test } from "@playwright/test";
import { seedBasket } from "../basket-helpers";
import { scriptBytes } from "../script-bytes";

const BUDGETS: Record<string, number> = { "/order/delivery": 109_560, "/order/details": 103_550 };
const MUG = { product: "212", variantHash: "", quantity: 1, type: "normal" };

test("the checkout steps stay within their JavaScript budgets before interaction", async ({
  page,
}) => {
  await seedBasket(page, [MUG]);
  for (const [path, budget] of Object.entries(BUDGETS)) {
    const { gz, urls } = await scriptBytes(page, path);
    console.log(`${path} JS before interaction: ${gz} B gzip`);
    expect(gz, `${path}: ${urls.join(", ")}`).toBeLessThanOrEqual(budget);
  }
});

test("the details step loads the phone library only once the shopper touches the form", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") loaded.push(r.url());
  });
  await seedBasket(page, [MUG]);
  await page.goto("/order/details", { waitUntil: "networkidle" });
  await page.locator('astro-island[component-url*="OrderDetails"]:not([ssr])').waitFor();
  const phoneChunk = () => loaded.some((url) => /\/phone\.[\w-]+\.js$/.test(url));
  expect(phoneChunk()).toBe(false);
  await page.getByLabel("Imię i nazwisko").focus();
  await expect.poll(phoneChunk).toBe(true);
});
