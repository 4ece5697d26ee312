/** JavaScript a page loads before any interaction, measured the same way by every budget test. */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";

/** Inline scripts the browser runs: classic and module scripts, not data (JSON-LD, speculation rules). */
const RUN_INLINE =
  'script:not([src]):not([type]), script:not([src])[type="module"], script:not([src])[type="text/javascript"]';

export /**
 * Gzip bytes of every script a page downloads or inlines before any interaction, counted as
 * a browser receives them (issue 33): each downloaded file and each inline script compressed
 * on its own, as each travels (scripts/bench/js-bytes.mjs counts the same way). `counts`:
 * which downloaded scripts count, e.g. the shop's own and not a payment provider's.
 */
async function scriptBytes(
  page: Page,
  path: string,
  counts: (url: string) => boolean = () => true,
): Promise<{ gz: number; urls: string[] }> {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: Response): void => {
    const url = response.url();
    if (response.request().resourceType() === "script" && counts(url) && !bodies.has(url))
      bodies.set(url, response.body());
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "networkidle" });
  // Stop listening before the test can end: a body read still pending then failed the test
  // ("response.body: Test ended") although the budget was met.
  page.off("response", onResponse);
  const inline = await page
    .locator(RUN_INLINE)
    .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
  let gz = 0;
  for (const text of inline) if (text) gz += gzipSync(text).length;
  for (const body of await Promise.all(bodies.values())) gz += gzipSync(body).length;
  return { gz, urls: [...bodies.keys()] };
}
