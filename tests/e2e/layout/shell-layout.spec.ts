/**
 * The phone-first shell on a 390 × 844 touch phone and a 1366 × 900 screen
 * (projects `phone` and `wide`): the heading is on the first screen, no page
 * is wider than the screen, nothing shifts while a page loads, and the burger
 * menu opens and closes by tap, second tap, Escape and navigation, keeping
 * focus inside while open.
 */
import { expect, test, type Page } from "@playwright/test";
import { USERS } from "../../golden/accounts";
import { BOOTS, line, PUZZLE } from "../../golden/products";
import { logIn, seedBasket } from "../basket-helpers";
import { shiftsSoFar, watchShifts } from "../layout-shift";

const CATEGORY = "/c/kubki";
const PRODUCT = `/p/${BOOTS.url.pl}`;
const isPhone = (name: string) => name === "phone";

async function widthOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((w) => document.documentElement.scrollWidth - w, width);
}

test.describe("shell layout", () => {
  for (const path of [CATEGORY, PRODUCT]) {
    test(`the heading of ${path} is whole on the first screen`, async ({ page }, info) => {
      // The wide project also looks at a tablet held upright (one column there, as on phones).
      const sizes = isPhone(info.project.name)
        ? [page.viewportSize()]
        : [page.viewportSize(), { width: 768, height: 1024 }];
      for (const size of sizes) {
        if (size) await page.setViewportSize(size);
        await page.goto(path);
        const box = await page.getByRole("heading", { level: 1 }).boundingBox();
        const height = size?.height ?? 0;
        expect(box, `${size?.width} px`).not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0), `${size?.width} px`).toBeLessThanOrEqual(height);
      }
    });
  }

  test("no page is wider than the screen", async ({ page }) => {
    for (const path of [
      "/",
      CATEGORY,
      PRODUCT,
      "/search?query=kubek",
      "/wishlist",
      "/order/delivery",
    ]) {
      await page.goto(path);
      expect(await widthOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test("nothing shifts while the home, category, product and delivery pages load (CLS 0)", async ({
    page,
  }) => {
    await watchShifts(page);
    for (const path of ["/", CATEGORY, PRODUCT, "/order/delivery"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.waitForTimeout(500);
      const shifts = await shiftsSoFar(page);
      expect(shifts, path).toBe(0);
    }
  });

  test("the delivery and details pages of a stored basket keep their layout while the basket loads: no empty basket first, nothing shifts", async ({
    page,
  }) => {
    // Two lines: the server cannot know how many (the basket is in the browser).
    await seedBasket(page, [line(BOOTS, 2), line(PUZZLE, 1)]);
    await watchShifts(page);
    await page.addInitScript(() => {
      const w = window as unknown as { emptySeen: boolean };
      w.emptySeen = false;
      // Every frame until the lines are in: the empty basket's text must never be painted.
      const watch = () => {
        if (document.body?.textContent?.includes("Koszyk jest pusty")) w.emptySeen = true;
        if (!document.querySelector("[data-line]")) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.goto("/order/delivery", { waitUntil: "networkidle" });
    await expect(page.getByRole("link", { name: BOOTS.name.pl })).toBeVisible();
    await expect(page.getByRole("link", { name: PUZZLE.name.pl })).toBeVisible();
    await page.waitForTimeout(500);
    const seen = {
      shifts: await shiftsSoFar(page),
      emptySeen: await page.evaluate(() => (window as unknown as { emptySeen: boolean }).emptySeen),
    };
    expect(seen).toEqual({ shifts: 0, emptySeen: false });

    // The details step lists the lines above its summary: the summary stays where it is.
    await page.goto("/order/details", { waitUntil: "networkidle" });
    const lines = page.getByRole("complementary").getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(BOOTS.name.pl);
    await page.waitForTimeout(500);
    expect(await shiftsSoFar(page)).toBe(0);
  });

  test("a logged-in shopper's loyalty points show under the account link without moving the header", async ({
    page,
    baseURL,
  }, info) => {
    test.skip(isPhone(info.project.name), "phones show the account in the burger");
    await logIn(page, USERS.jan.email, baseURL ?? "");
    await page.goto("/");
    // A hint without points (as after logging in elsewhere): the points come with the check
    // of the session once the page is shown.
    await page.evaluate(() => localStorage.setItem("session:v1", JSON.stringify({ name: "Jan" })));
    await watchShifts(page);
    await page.goto(CATEGORY);
    const account = page.locator(".header__util [data-account-link]");
    await expect(account.getByText("1500 pkt.")).toBeVisible();
    await page.waitForTimeout(300);
    expect(await shiftsSoFar(page)).toBe(0);
    // The caption stays inside the header, below the link.
    const header = await page.locator("header.header").boundingBox();
    const points = await account.getByText("1500 pkt.").boundingBox();
    expect((points?.y ?? 0) + (points?.height ?? 0)).toBeLessThanOrEqual(
      (header?.y ?? 0) + (header?.height ?? 0),
    );
  });

  test("the burger opens and closes by tap, second tap, Escape and navigation", async ({
    page,
  }, info) => {
    test.skip(!isPhone(info.project.name), "the burger is the phone's menu");
    await page.goto(CATEGORY);
    const burger = page.locator("summary.burger__toggle");
    const panel = page.getByRole("navigation", { name: "Menu" });
    await expect(panel).toBeHidden();
    await burger.tap();
    await expect(panel).toBeVisible();
    await burger.tap();
    await expect(panel).toBeHidden();

    await burger.tap();
    await expect(panel).toBeVisible();
    // Focus stays in the burger and its panel however far the shopper tabs.
    await burger.focus();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".burger")))).toBe(
        true,
      );
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".burger")))).toBe(
      true,
    );
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.tap();
    await panel.getByText("Odzież", { exact: true }).tap();
    await panel.getByRole("link", { name: "Wszystko z kategorii Odzież" }).tap();
    await expect(page).toHaveURL(/\/c\/odziez$/);
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });

  test("wide screens show the nested category menu instead of a burger", async ({ page }, info) => {
    test.skip(isPhone(info.project.name), "phones use the burger");
    await page.goto(CATEGORY);
    await expect(page.locator("summary.burger__toggle")).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Kategorie" });
    await menu.getByRole("link", { name: "Dom i kuchnia", exact: true }).hover();
    await expect(menu.getByRole("link", { name: "Talerze" })).toBeVisible();
  });
});

test.describe("shell without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the burger opens and closes and the search button shows the field", async ({
    page,
  }, info) => {
    test.skip(!isPhone(info.project.name), "the burger and search button are the phone's");
    await page.goto(PRODUCT);
    const burger = page.locator("summary.burger__toggle");
    const panel = page.getByRole("navigation", { name: "Menu" });
    await expect(panel).toBeHidden();
    await burger.tap();
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Dom i kuchnia", { exact: true })).toBeVisible();
    await burger.tap();
    await expect(panel).toBeHidden();

    const field = page.getByRole("combobox", { name: "Szukaj" });
    await expect(field).toBeHidden();
    await page.locator("label.hsearch__trigger").tap();
    await expect(field).toBeVisible();
  });

  test("wide screens show the category menu and the search field", async ({ page }, info) => {
    test.skip(isPhone(info.project.name), "phones use the burger");
    await page.goto(PRODUCT);
    await expect(page.getByRole("navigation", { name: "Kategorie" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Szukaj" })).toBeVisible();
  });

  test("the basket and delivery page says the basket needs JavaScript, and never that it is empty", async ({
    page,
  }) => {
    await page.goto("/order/delivery");
    await expect(
      page.getByRole("status").filter({ hasText: "włącz JavaScript, aby go zobaczyć" }),
    ).toBeVisible();
    await expect(page.getByText("Koszyk jest pusty")).toHaveCount(0);
  });
});
