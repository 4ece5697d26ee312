/**
 * The countdown promotion with a controlled clock (spec 2 §2): days only
 * with at least a day left, seconds only in the last day, ticking every
 * second, hidden after the target, zeros in the owner's preview. The home
 * page is cached like other shared pages (s-maxage=60): a page from the
 * cache, rendered at another time, shows the shopper's clock at once.
 */
import { expect, test, type Page } from "@playwright/test";
import { shiftsSoFar, watchShifts } from "../layout-shift";

const H = 3_600_000;

async function target(page: Page): Promise<number> {
  await page.goto("/");
  return Number(await page.locator("[data-countdown]").getAttribute("data-countdown"));
}

const unit = (page: Page, name: string) => page.locator(`[data-countdown] [data-unit="${name}"]`);

test("with more than a day left it shows days, hours and minutes", async ({ page }) => {
  const at = await target(page);
  await page.clock.install({ time: at - (2 * 24 * H + 3 * H + 4 * 60_000 + 5_000) });
  await page.reload();
  await expect(unit(page, "days")).toContainText("02");
  await expect(unit(page, "hours")).toContainText("03");
  await expect(unit(page, "minutes")).toContainText("04");
  await expect(unit(page, "seconds")).toBeHidden();
});

test("in the last day it shows seconds, ticking, and no days", async ({ page }, info) => {
  test.skip(
    info.project.name === "phone",
    "clock rules, not layout: the phone runs the first case",
  );
  const at = await target(page);
  await page.clock.install({ time: at - (5 * 60_000 + 40_000) });
  await page.clock.pauseAt(at - (5 * 60_000 + 30_000));
  await page.reload();
  await expect(unit(page, "days")).toBeHidden();
  await expect(unit(page, "minutes")).toContainText("05");
  await expect(unit(page, "seconds")).toContainText("30");
  await page.clock.runFor(2_000);
  await expect(unit(page, "seconds")).toContainText("28");
});

test("after the target it hides, but the owner's preview shows zeros", async ({ page }, info) => {
  test.skip(
    info.project.name === "phone",
    "clock rules, not layout: the phone runs the first case",
  );
  const at = await target(page);
  await page.clock.install({ time: at - 3_000 });
  await page.reload();
  await expect(page.locator("[data-countdown]")).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.locator("[data-countdown]")).toBeHidden();

  await page.goto("/?preview=true");
  await expect(page.locator("[data-countdown]")).toBeVisible();
  await expect(unit(page, "hours")).toContainText("00");
  await expect(unit(page, "seconds")).toContainText("00");
});

test("a page from the cache shows the time left by the shopper's clock and hides once it is up", async ({
  page,
}, info) => {
  test.skip(
    info.project.name === "phone",
    "clock rules, not layout: the phone runs the first case",
  );
  const at = await target(page);
  // The cached HTML was rendered days before the target, with the section shown.
  // Installed a little before the moment it pauses at: a loaded machine may take a moment
  // between the two calls, and a clock cannot pause in its past.
  await page.clock.install({ time: at - (3 * H + 25 * 60_000 + 40_000) });
  await page.clock.pauseAt(at - (3 * H + 25 * 60_000 + 10_000));
  let response = await page.reload();
  for (let i = 0; i < 5 && response?.headers()["x-page-cache"] !== "hit"; i++)
    response = await page.reload();
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  await expect(unit(page, "days")).toBeHidden();
  await expect(unit(page, "hours")).toContainText("03");
  await expect(unit(page, "minutes")).toContainText("25");
  await expect(unit(page, "seconds")).toContainText("10");

  // The same cached page opened after the target: the section is hidden at once.
  await page.clock.setFixedTime(at + 2_000);
  response = await page.reload();
  expect(await response?.text()).not.toMatch(/<section class="countdown"[^>]*hidden/);
  await expect(page.locator("[data-countdown]")).toBeHidden();
});

/** "1 130,71 zł" -> 1130.71 */
const amount = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

test("the offer shows the product, its old and new price and the saving, and the clock starting moves nothing", async ({
  page,
}) => {
  await watchShifts(page);
  await page.goto("/");
  const offer = page.locator("[data-countdown]");
  await offer.scrollIntoViewIfNeeded();
  await expect(offer.getByRole("heading", { level: 3 }).getByRole("link")).toBeVisible();
  const now = await offer.locator(".price__line--primary .price__amount").innerText();
  const old = await offer.locator(".price__previous").innerText();
  const saving = (await offer.getByText("Oszczędzasz").innerText()).trim();
  const [, saved, percent] = /^Oszczędzasz (.+) \((\d+)%\)$/.exec(saving) ?? [];
  expect(amount(saved ?? "")).toBeCloseTo(amount(old) - amount(now), 2);
  expect(Number(percent)).toBe(Math.round((amount(saved ?? "") / amount(old)) * 100));
  await expect(offer.getByRole("link", { name: "Zobacz ofertę" })).toBeVisible();
  await expect(offer.getByRole("timer", { name: "Do końca oferty" })).toBeVisible();
  // Two ticks of the clock later nothing on the page has moved.
  await page.waitForTimeout(2_100);
  expect(await shiftsSoFar(page)).toBe(0);
});
