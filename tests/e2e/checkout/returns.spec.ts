/**
 * A customer files a return and sees it listed, on a phone and a wide
 * screen (issue 12 "Returns"): the order's add-return form (a plain form),
 * the success screen with the return number, then the returns list.
 */
import { expect, test } from "@playwright/test";
import { USERS } from "../../golden";
import { logIn } from "../basket-helpers";
import { orderByApi, topUpStock } from "./helpers";

test.beforeEach(() => topUpStock());

const MUGS = { product: "212", variantHash: "", quantity: 2, type: "normal" };

test("a customer files a return for an order and sees it listed, every page as wide as the screen", async ({
  page,
  baseURL,
}) => {
  await logIn(page, USERS.firma.email, baseURL ?? "");
  const { no } = await orderByApi(page.request, [MUGS], USERS.firma.email, "Firma Testowa");

  await page.goto(`/my-orders/${no}`);
  await page.getByRole("link", { name: "Zgłoś zwrot" }).click();
  const form = page.locator("#return");
  await form.getByRole("checkbox", { name: "Zgłoś zwrot" }).check();
  await expect(form.getByLabel("Liczba sztuk (z 2)")).toHaveValue("1");
  await form.getByLabel("Powód").selectOption({ label: "Wadliwy produkt" });
  await form.getByRole("button", { name: "Wyślij zgłoszenie zwrotu" }).click();

  await expect(page.getByText(`Zgłoszenie zwrotu R/${no}/1 zostało przyjęte.`)).toBeVisible();
  await expect(page.locator('img[src="/assets/return-added.png"]')).toBeVisible();
  await expect(page.getByText("1 z 2 szt. · Wadliwy produkt")).toBeVisible();
  await page.getByRole("link", { name: "Zwroty" }).first().click();
  await expect(page.getByRole("link", { name: `Zwrot R/${no}/1` })).toBeVisible();

  // Regression (issue 29): on a 390 px phone the return page was 430-451 px wide (its heading
  // is one long word), so the page scrolled sideways.
  const width = page.viewportSize()?.width ?? 0;
  for (const path of [
    `/my-orders/${no}`,
    `/my-orders/${no}#return`,
    "/my-orders",
    `/my-returns/R/${no}/1`,
    "/my-returns",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate((w) => document.documentElement.scrollWidth - w, width);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});
