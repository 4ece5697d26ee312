/**
 * The photo feed's overlay by keyboard (spec 2 §2 Home page "Photo feed"),
 * on a phone and a wide screen: a thumbnail opens it with Enter, the arrow
 * keys move between the photos and wrap around, focus stays inside while it
 * is open, Escape closes it and focus returns to the thumbnail (issue 27:
 * the arrow keys did nothing, their handler sat on a part that never has
 * focus).
 */
import { expect, test } from "@playwright/test";

test("the photo feed's overlay answers the arrow keys, keeps focus inside and closes with Escape", async ({
  page,
}) => {
  await page.goto("/");
  const first = page.getByRole("link", { name: /^Zdjęcie 1 z 8/ });
  await first.focus();
  await page.keyboard.press("Enter");
  const overlay = page.getByRole("dialog", { name: "Jesteśmy na Instagramie" });
  await expect(overlay).toBeVisible();
  const caption = overlay.locator(".insta__caption");
  await expect(caption).toHaveText("Demo #1");

  await page.keyboard.press("ArrowRight");
  await expect(caption).toHaveText("Demo #2");
  await expect(overlay.getByText("2 / 8")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(caption).toHaveText("Demo #8");
  await page.keyboard.press("ArrowRight");
  await expect(caption).toHaveText("Demo #1");

  // Tab goes round the overlay's controls (or out to the browser, as from any modal dialog) and
  // never reaches the page behind it.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    const where = await overlay.evaluate((dialog) => {
      const el = document.activeElement;
      if (!el || el === document.body) return "browser";
      return dialog.contains(el) ? "overlay" : el.outerHTML.slice(0, 80);
    });
    expect(["overlay", "browser"]).toContain(where);
  }
  // The arrows still answer wherever focus is inside.
  await page.keyboard.press("ArrowRight");
  await expect(caption).toHaveText("Demo #2");

  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(first).toBeFocused();
});
