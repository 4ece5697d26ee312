/**
 * The chosen delivery lasts for the visit (issue 9 item 11, spec 1 §4
 * startup rules): it survives page loads of the shop so it can reach the
 * next checkout step, and is dropped when a new visit starts (30 minutes
 * without a page load).
 */
import { expect, test } from "@playwright/test";
import { BOOTS, line } from "../golden/products";
import { DELIVERY } from "../golden/shop";
import { seedBasket } from "./basket-helpers";

test("the chosen delivery method survives other page loads and is dropped at the next visit", async ({
  page,
}) => {
  test.slow();
  await seedBasket(page, [line(BOOTS, 2)]);
  await page.goto("/order/delivery");
  const dpd = page.getByRole("radio", { name: new RegExp(DELIVERY.dpd.name) });
  await dpd.check();
  // 2 × 13.59 = 27.18 + DPD 14.99 = 42.17
  await expect(page.locator('[data-sum="total"]')).toHaveText("42,17 zł");

  await page.goto(`/p/${BOOTS.url.pl}`);
  await page.goto("/order/delivery");
  await expect(dpd).toBeChecked();
  await expect(page.locator('[data-sum="total"]')).toHaveText("42,17 zł");

  // The last page load was 31 minutes ago: this load starts a new visit.
  await page.evaluate(() => {
    const order = JSON.parse(localStorage.getItem("order:v1") ?? "{}") as Record<string, unknown>;
    localStorage.setItem(
      "order:v1",
      JSON.stringify({ ...order, visitAt: Date.now() - 31 * 60_000 }),
    );
  });
  await page.reload();
  await expect(page.getByRole("radio", { name: /Kurier UPS/ })).toBeVisible();
  await expect(dpd).not.toBeChecked();
});
