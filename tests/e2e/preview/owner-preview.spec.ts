/**
 * The owner's preview mode (issue 13) on its own: preview pages are private, unindexed and
 * frameable only by the owner origins; messages from anyone but the framing owner change
 * nothing. The back office's editor drives it in tests/e2e/admin/content.spec.ts.
 */
import { expect, test } from "@playwright/test";

test("preview pages are private, unindexed and frameable only by the owners", async ({
  request,
}) => {
  const res = await request.get("/?preview=true");
  expect(res.headers()["cache-control"]).toBe("private, no-store");
  expect(res.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // The page's full policy (tests/e2e/security-headers.spec.ts) ends with the framing rule.
  expect(res.headers()["content-security-policy"]).toMatch(/; frame-ancestors 'self'$/);
  const plain = await request.get("/");
  expect(plain.headers()["x-robots-tag"]).toBeUndefined();
  expect(await plain.text()).not.toContain("preview-config");
});

test("a preview that is not framed by the owner ignores messages", async ({ page }) => {
  await page.goto("/?preview=true");
  const before = await page.locator("[data-home-section]").count();
  // A message the page posts to itself comes from its own window, not the owner's.
  await page.evaluate(() => window.postMessage({ type: "setHomepage", sections: [] }, "*"));
  await page.waitForTimeout(300);
  await expect(page.locator("[data-home-section]")).toHaveCount(before);
});
