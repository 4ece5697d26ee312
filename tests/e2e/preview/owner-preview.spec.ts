/**
 * The owner's preview mode (issue 13) on its own: preview pages are private, unindexed and
 * frameable only by the owner origins; messages from anyone but the framing owner change
 * nothing. The back office's editor drives it in tests/e2e/admin/content.spec.ts. Neither the
 * cookie bar nor a popup covers the owner's preview frames (issue 44 item 15), not even on a
 * page the frame was led to by a link.
 */
import { expect, test } from "@playwright/test";
import { EMPTY_STATE } from "../../browser-state";
import { ownerLogIn } from "../admin/helpers";

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

test.describe("the owner's preview frames", () => {
  test.use({ storageState: EMPTY_STATE });

  test("the editor's and the settings' frames show no cookie bar and open no popup, also after a link", async ({
    page,
    baseURL,
  }) => {
    await page.clock.install();
    await ownerLogIn(page, "/admin/content");
    const editor = page.frameLocator('iframe[title="Podgląd sklepu"]');
    await expect(editor.locator("[data-home-section]").first()).toBeVisible();
    const bar = editor.getByRole("region", { name: "Ustawienia plików cookie" });
    await expect(bar).toHaveCount(0);

    await page.goto("/admin/settings");
    const settings = page.frameLocator("iframe[name=settings-preview]");
    await expect(settings.locator("[data-home-section]").first()).toBeVisible();
    await expect(settings.getByRole("region", { name: "Ustawienia plików cookie" })).toHaveCount(0);
    // A link followed in the frame leaves preview mode: still a frame of the owner's.
    await page.frame({ name: "settings-preview" })?.goto(`${baseURL ?? ""}/s/regulamin`);
    await expect(settings.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(settings.getByRole("region", { name: "Ustawienia plików cookie" })).toBeHidden();
    // Long past every popup's delay (5 s and 30 s).
    await page.clock.runFor(40_000);
    await expect(settings.getByRole("dialog", { name: "Komunikat sklepu" })).toHaveCount(0);
    await expect(settings.locator("dialog[open]")).toHaveCount(0);
  });
});
