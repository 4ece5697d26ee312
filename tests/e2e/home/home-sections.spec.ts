/**
 * The home page's sections with the demo data, on a phone and a wide screen
 * (issue 13): every section type, the slider's autoplay without loop, the
 * carousels' arrow rules, the photo feed's overlay, and the page's
 * accessibility.
 */
import { expect, test } from "@playwright/test";
import { HOME_SECTION_TYPES } from "../../../src/domain/catalogue/home.types";
import { violations } from "../axe";

test("every section type of the demo home page is shown", async ({ page }) => {
  await page.goto("/");
  const types = await page
    .locator("[data-home-section]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-section-type")));
  for (const type of HOME_SECTION_TYPES) expect(types).toContain(type);
  await expect(page.getByRole("region", { name: "Slajdy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bestsellery" })).toBeVisible();
  await expect(page.getByText("Oferta specjalna").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Zapisz się do newslettera" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jesteśmy na Instagramie" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Zdjęcie \d z 8/ })).toHaveCount(8);
  await expect(page.getByRole("heading", { name: "Opinie klientów" })).toBeVisible();
  await expect(page.getByText(/^[1-5] z 5$/).first()).toBeAttached();
  await expect(page.getByRole("link", { name: "zobacz zasady dostawy" })).toBeVisible();
});

test("the slider plays every few seconds and stops at the last slide", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const slider = page.locator("[data-slider]");
  const seconds = Number(await slider.getAttribute("data-slider-time"));
  const slides = await slider.locator(".slider__slide").count();
  expect(slides).toBeGreaterThan(1);
  await expect(slider).toHaveAttribute("data-current", "0");
  await page.clock.runFor(seconds * 1000);
  await expect(slider).toHaveAttribute("data-current", "1");
  await page.clock.runFor(seconds * 1000 * (slides + 2));
  await expect(slider).toHaveAttribute("data-current", String(slides - 1));
  await expect(page.getByRole("button", { name: "Następny" }).first()).toBeDisabled();
});

test("carousels show their arrows only when there are more boxes than fit in a row", async ({
  page,
}, info) => {
  await page.goto("/");
  const phone = info.project.name === "phone";
  const carousels = page.locator("[data-carousel]");
  expect(await carousels.count()).toBeGreaterThan(2);
  for (const carousel of await carousels.all()) {
    const boxes = await carousel.locator(".grid > li").count();
    const side = await carousel.evaluate((el) =>
      el.closest(".home-products--left, .home-products--right") ? "side" : "top",
    );
    const perRow = phone ? 1 : side === "top" ? 4 : 2;
    const arrows = carousel.getByRole("button", { name: "Następny" });
    if (boxes > perRow) await expect(arrows).toBeVisible();
    else await expect(arrows).toBeHidden();
  }
  // The arrows move the strip by a page and stop at the ends.
  const first = carousels.first();
  const back = first.getByRole("button", { name: "Poprzedni" });
  await expect(back).toBeDisabled();
  await first.getByRole("button", { name: "Następny" }).click();
  await expect(back).toBeEnabled();
});

test("the photo feed opens an overlay whose arrows wrap around and Escape closes", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: /^Zdjęcie 1 z 8/ }).click();
  const overlay = page.getByRole("dialog", { name: "Jesteśmy na Instagramie" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText("Demo #1")).toBeVisible();
  await overlay.getByRole("button", { name: "Poprzednie zdjęcie" }).click();
  await expect(overlay.getByText("Demo #8")).toBeVisible();
  await overlay.getByRole("button", { name: "Następne zdjęcie" }).click();
  await expect(overlay.getByText("Demo #1")).toBeVisible();
  await expect(overlay.getByRole("img", { name: "Demo #1" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
});

test("the home page has no axe violations", async ({ page }) => {
  test.slow();
  await page.goto("/");
  expect(await violations(page)).toEqual([]);
});
