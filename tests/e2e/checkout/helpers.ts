/** Helpers for the checkout browser tests. */
import type { Page } from "@playwright/test";
export { topUpStock } from "../../api/order-helpers";

/** Waits until the order details island is live (text typed before hydration would be lost). */
export async function detailsReady(page: Page): Promise<void> {
  await page.locator('astro-island[component-url*="OrderDetails"]:not([ssr])').waitFor();
}
