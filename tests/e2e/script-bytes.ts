/** JavaScript a page loads before any interaction, measured the same way by every budget test. */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

export /**
 * Gzip bytes of every script a page downloads or inlines before any interaction (`counts`:
 * which downloaded scripts count, e.g. the shop's own and not a payment provider's).
 */
async function scriptBytes(
  page: Page,
  path: string,
  counts: (url: string) => boolean = () => true,
): Promise<{ gz: number; urls: string[] }> {
  const bodies: Promise<Buffer>[] = [];
  const urls: string[] = [];
  const onResponse = (response: Response): void => {
    if (response.request().resourceType() === "script" && counts(response.url())) {
      urls.push(response.url());
      bodies.push(response.body());
    }
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "networkidle" });
  // Stop listening before the test can end: a body read still pending then failed the test
  // ("response.body: Test ended") although the budget was met.
  page.off("response", onResponse);
  const inline = await page
    .locator('script:not([src]):not([type="application/ld+json"]):not([type="speculationrules"])')
    .evaluateAll((els) => els.map((el) => el.textContent ?? "").join(""));
  let gz = inline ? gzipSync(inline).length : 0;
  for (const body of await Promise.all(bodies)) gz += gzipSync(body).length;
  return { gz, urls };
}
