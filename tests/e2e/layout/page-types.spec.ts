/**
 * Every page type in German, the language with the longest words, on a 390 px phone and a
 * 1366 px screen (issue 32 "Done when"): nothing shifts while it loads (CLS 0), no text is
 * cut (tests/e2e/clipping.ts) and no page is wider than the screen. The account pages are
 * seen as a customer with an order that was sent and a return filed for it.
 */
import { expect, test, type Page } from "@playwright/test";
import { USERS } from "../../golden/accounts";
import { BOOTS, line, PUZZLE } from "../../golden/products";
import { logIn, seedBasket } from "../basket-helpers";
import { markSent, orderByApi, topUpStock } from "../checkout/helpers";
import { clippedTexts } from "../clipping";
import { shiftsSoFar, watchShifts } from "../layout-shift";

const MUGS = { product: "212", variantHash: "", quantity: 2, type: "normal" };

async function looksWhole(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForTimeout(400);
  const width = page.viewportSize()?.width ?? 0;
  const found = {
    shifts: await shiftsSoFar(page),
    overflow: await page.evaluate((w) => document.documentElement.scrollWidth - w, width),
    clipped: await clippedTexts(page),
  };
  expect(found, path).toEqual({ shifts: 0, overflow: 0, clipped: [] });
}

test.describe("every page type in German", () => {
  test("the shop's pages for a guest: nothing shifts, nothing is cut", async ({ page }) => {
    const api = page.request;
    const product = (await (await api.get(`/api/public/product/${BOOTS.id}?lang=de`)).json()) as {
      url: { de: string };
    };
    const categories = (await (await api.get("/api/public/category?lang=de")).json()) as {
      parentId: number | null;
      url: { de: string };
    }[];
    const category = categories.find((c) => c.parentId === null);
    await watchShifts(page);
    for (const path of [
      "/de",
      `/de/c/${category?.url.de ?? ""}`,
      `/de/p/${product.url.de}`,
      "/de/search?query=becher",
      "/de/search?query=zzqxv",
      "/de/s/uber-uns",
      "/de/s/kontakt",
      "/de/keine-solche-seite",
      "/de/login/order",
      "/de/wishlist",
    ])
      await looksWhole(page, path);
  });

  test("the checkout's pages with a basket: nothing shifts, nothing is cut", async ({ page }) => {
    await seedBasket(page, [line(BOOTS, 2), line(PUZZLE, 1)]);
    await watchShifts(page);
    for (const path of ["/de/order/delivery", "/de/order/details"]) await looksWhole(page, path);
  });

  test("a customer's account, orders, order, return and summary pages: nothing shifts, nothing is cut", async ({
    page,
    baseURL,
  }) => {
    await topUpStock();
    await logIn(page, USERS.firma.email, baseURL ?? "");
    const { no, summaryId } = await orderByApi(
      page.request,
      [MUGS],
      USERS.firma.email,
      "Firma Testowa",
    );
    await markSent(no);
    const filed = await page.request.post(`/api/public/return/${no}`, {
      data: { products: [{ id: "212", variantHash: "", count: 1, reason: "defectiveProduct" }] },
    });
    expect(filed.status()).toBe(201);
    const { no: returnNo } = (await filed.json()) as { no: string };
    await watchShifts(page);
    for (const path of [
      "/de/my-account",
      "/de/my-orders",
      `/de/my-orders/${no}`,
      "/de/my-returns",
      `/de/my-returns/${returnNo}`,
      `/de/order/summary/${summaryId}`,
    ])
      await looksWhole(page, path);
  });
});

test("the clipping check names cut, overflowing and off-screen text, and passes whole text", async ({
  page,
}) => {
  await page.setContent(`<body style="margin:0">
    <p style="width:80px;overflow:hidden;white-space:nowrap">Donaudampfschifffahrtsgesellschaft</p>
    <p style="width:120px;text-overflow:ellipsis;overflow:hidden;white-space:nowrap">Rücksendungen und Erstattungen</p>
    <p style="width:3000px">Zwischensumme</p>
    <p>Warenkorb</p>
    <span class="visually-hidden" style="position:absolute;width:1px;height:1px;overflow:hidden">Lädt</span>
  </body>`);
  const found = await clippedTexts(page);
  expect(found).toHaveLength(3);
  expect(found.join("\n")).toContain("Donaudampfschiff");
  expect(found.join("\n")).toContain("Rücksendungen");
  expect(found.join("\n")).toContain("Zwischensumme");
});
