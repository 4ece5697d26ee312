/**
 * The delivery step shows the server's quote and never a stale total: while
 * the quote for what is on screen is on its way the total shows a
 * placeholder (a skeleton: the amount is empty and aria-busy), and an answer for a basket or country that is no longer on
 * screen is never shown. Slow answers are made with Playwright routes.
 */
import { expect, test, type Page, type Route } from "@playwright/test";

interface Listed {
  _id: string;
  type: string;
  name: Record<string, string>;
  variants: { attributes: unknown[]; count: number; locked: number }[];
  options: { view: { quantityFactor?: number; allowPreorder?: boolean } };
  price: Record<string, { brutto: number; custom?: { rules?: unknown[] } } | undefined>;
}

/** A plain, cheap product with stock for a few items (so delivery is never free here). */
async function cheapProduct(page: Page): Promise<Listed> {
  const ids = Array.from({ length: 120 }, (_, i) => String(i + 1));
  const res = await page.request.post("/api/public/product/many?lang=pl", { data: { ids } });
  const list = (await res.json()) as Listed[];
  const found = list.find(
    (p) =>
      p.type === "normal" &&
      p.variants.length === 1 &&
      p.variants[0]?.attributes.length === 0 &&
      (p.variants[0]?.count ?? 0) - (p.variants[0]?.locked ?? 0) >= 5 &&
      !p.options.view.quantityFactor &&
      !p.options.view.allowPreorder &&
      !(p.price["pl"]?.custom?.rules?.length ?? 0) &&
      (p.price["pl"]?.brutto ?? 0) > 5 &&
      (p.price["pl"]?.brutto ?? 999) < 50,
  );
  if (!found) throw new Error("no cheap plain product in the seed");
  return found;
}

async function openDeliveryStep(page: Page, product: Listed): Promise<void> {
  await page.goto("/");
  await page.evaluate((id) => {
    const list = [{ product: id, variantHash: "", quantity: 1, type: "normal" }];
    localStorage.setItem("basket:v1", JSON.stringify({ list, timestamp: 1 }));
  }, product._id);
  await page.goto("/order/delivery");
  await page.getByRole("radio", { name: /Kurier DPD/ }).check();
  await settled(page);
}

/** The summary shows amounts, not placeholders. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-sum="total"]')).not.toHaveAttribute("aria-busy", "true");
  await expect(page.locator('[data-sum="total"]')).toHaveText(/\d/);
}

/** Records every text the total shows from now on. */
async function recordTotals(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __totals: string[] }).__totals = seen;
    const read = () => {
      const text = document.querySelector('[data-sum="total"]')?.textContent ?? "";
      if (seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __totals: string[] }).__totals);
}

const SENTINEL = 12345.67;

/** Answers the real quote after `ms`, optionally replacing its totals with a sentinel. */
async function slowly(route: Route, ms: number, sentinel = false): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  try {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    if (sentinel) Object.assign(json, { total: SENTINEL, productsTotal: SENTINEL });
    await route.fulfill({ response, json });
  } catch {
    // The page aborted this superseded request: nothing to answer.
  }
}

test.describe("delivery step quote", () => {
  // Long multi-step flows with deliberately slowed answers: room on a loaded 2-core machine.
  test.slow();

  test("a change of country during a slow quote never shows the old country's or a late total", async ({
    page,
  }) => {
    await openDeliveryStep(page, await cheapProduct(page));
    await page.route("**/api/public/order/quote**", (route) => {
      const body = route.request().postDataJSON() as { country: string };
      return body.country === "de" ? slowly(route, 3000, true) : route.continue();
    });
    const withCourier = await page.locator('[data-sum="total"]').textContent();
    const products = await page.locator('[data-sum="products"]').textContent();
    const totals = await recordTotals(page);
    const country = page.getByLabel("Kraj dostawy");
    await country.selectOption("de");
    await expect(page.locator('[data-sum="total"]')).toHaveAttribute("aria-busy", "true");
    await expect(page.locator('[data-sum="total"]')).toHaveText("");
    await country.selectOption("pl");
    await expect(page.locator('[data-sum="total"]')).toHaveText(products ?? "");
    // Well after the slow German answer would have come: still the Polish total.
    await page.waitForTimeout(3500);
    await expect(page.locator('[data-sum="total"]')).toHaveText(products ?? "");
    const shown = await totals();
    expect(shown.every((t) => t === "" || t === products)).toBe(true);
    expect(shown).not.toContain(withCourier);
  });

  test("a double click on plus during a slow quote shows only the final basket's total", async ({
    page,
  }) => {
    const product = await cheapProduct(page);
    await openDeliveryStep(page, product);
    const before = await page.locator('[data-sum="total"]').textContent();
    const sent: number[] = [];
    await page.route("**/api/public/order/quote**", (route) => {
      const body = route.request().postDataJSON() as { lines: { quantity: number }[] };
      const quantity = body.lines[0]?.quantity ?? 0;
      sent.push(quantity);
      // A quote of the basket before the second click answers late and wrong; the final
      // basket's answers in time. On a loaded machine both clicks may fall in one debounce,
      // and the one quote sent is then the final basket's: it must not carry the sentinel.
      const superseded = quantity !== 3;
      return slowly(route, superseded ? 2500 : 300, superseded);
    });
    const totals = await recordTotals(page);
    await page.getByRole("button", { name: `Zwiększ ilość: ${product.name["pl"]}` }).dblclick();
    await expect(
      page.getByRole("spinbutton", { name: `Ilość: ${product.name["pl"]}` }),
    ).toHaveValue("3");
    await settled(page);
    await page.waitForTimeout(3000);
    const final = await page.locator('[data-sum="total"]').textContent();
    expect(final).not.toBe(before);
    expect(sent[sent.length - 1]).toBe(3);
    const shown = await totals();
    expect(shown.every((t) => t === "" || t === final)).toBe(true);
    expect(shown.join(" ")).not.toContain("345,67");
  });
});
