/**
 * The owner's preview and edit mode (issue 13), driven from the development
 * owner page that frames the shop with ?preview=true: toolbox presses reach
 * the owner's page, the owner's changes come back and are swapped in place
 * without a reload; preview pages are private, unindexed and frameable only
 * by the owner origins; messages from other origins change nothing.
 */
import { expect, test, type FrameLocator, type Page } from "@playwright/test";

async function openOwner(page: Page): Promise<FrameLocator> {
  await page.goto("/dev/owner");
  const shop = page.frameLocator('iframe[title="Shop preview"]');
  await expect(page.getByRole("list", { name: "Messages from the shop" })).toContainText("ready:");
  return shop;
}

/** A marker in the framed page that a reload would wipe. */
async function markFrame(page: Page): Promise<void> {
  const frame = page.frames().find((f) => f.url().includes("preview=true"));
  await frame?.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
}
async function frameMarker(page: Page): Promise<unknown> {
  const frame = page.frames().find((f) => f.url().includes("preview=true"));
  return frame?.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

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

test("a toolbox press reaches the owner, whose change is swapped in without a reload", async ({
  page,
}) => {
  const shop = await openOwner(page);
  const sections = shop.locator("[data-home-section]");
  const count = await sections.count();
  expect(count).toBeGreaterThan(2);
  const firstId = await sections.first().getAttribute("data-home-section");
  const secondId = await sections.nth(1).getAttribute("data-home-section");
  await markFrame(page);

  // Move the first section down from its toolbox.
  const toolbar = sections.first().getByRole("toolbar");
  await toolbar.getByRole("button", { name: "Przesuń niżej" }).click();
  const log = page.getByRole("list", { name: "Messages from the shop" });
  await expect(log).toContainText(`toolbox: moveDown section #${firstId}`);
  await expect(log).toContainText("rendered: homepage");
  await expect(sections.first()).toHaveAttribute("data-home-section", secondId ?? "");
  await expect(sections.nth(1)).toHaveAttribute("data-home-section", firstId ?? "");

  // Remove it.
  await sections.nth(1).getByRole("toolbar").getByRole("button", { name: "Usuń" }).click();
  await expect(sections).toHaveCount(count - 1);
  await expect(shop.locator(`[data-home-section="${firstId}"]`)).toHaveCount(0);
  expect(await frameMarker(page)).toBe(42);
});

test("the owner retitles a section, hides a menu entry and the footer's bottom bar in place", async ({
  page,
}) => {
  const shop = await openOwner(page);
  await markFrame(page);
  const titled = page
    .locator("[data-owner-sections] li")
    .filter({ hasText: "products_group" })
    .first()
    .locator("input");
  const id = await titled.getAttribute("data-section");
  await titled.fill("Nowości od właściciela");
  await titled.press("Tab");
  await expect(shop.locator(`[data-home-section="${id}"]`)).toContainText("Nowości od właściciela");

  const topEntries = shop.locator("[data-preview='menu'] .menu__level--1 > li");
  const entries = await topEntries.count();
  await page.getByRole("button", { name: "Hide the last menu entry" }).click();
  await expect(topEntries).toHaveCount(entries - 1);

  // An additional setting re-renders the product sections with it.
  const log = page.getByRole("list", { name: "Messages from the shop" });
  await expect(log.getByRole("listitem").first()).toHaveText("rendered: menu");
  await page.getByRole("checkbox", { name: "Add to basket on product lists" }).click();
  await expect(log.getByRole("listitem").first()).toHaveText("rendered: homepage");

  await page.getByRole("checkbox", { name: "Hide the footer's bottom bar" }).setChecked(true);
  await expect(page.getByRole("list", { name: "Messages from the shop" })).toContainText(
    "rendered: footer",
  );
  await expect(shop.locator(".footer__bar")).toHaveCount(0);
  expect(await frameMarker(page)).toBe(42);
});

test("the owner switches the preview's language", async ({ page }) => {
  await openOwner(page);
  await page.getByLabel("Language").selectOption("en");
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f.url().includes("preview=true"))
        ?.url(),
    )
    .toContain("/en?preview=true");
  const shop = page.frameLocator('iframe[title="Shop preview"]');
  await expect(
    shop.getByRole("toolbar").first().getByRole("button", { name: "Move down" }),
  ).toBeVisible();
});

test("a preview that is not framed by the owner ignores messages", async ({ page }) => {
  await page.goto("/?preview=true");
  const before = await page.locator("[data-home-section]").count();
  // A message the page posts to itself comes from its own window, not the owner's.
  await page.evaluate(() => window.postMessage({ type: "setHomepage", sections: [] }, "*"));
  await page.waitForTimeout(300);
  await expect(page.locator("[data-home-section]")).toHaveCount(before);
});
