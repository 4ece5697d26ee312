/**
 * The home slider on a touch phone (spec 2 §2 Home page: draggable under
 * 600 px): the very first swipe moves it (issue 27: keen-slider, loaded on
 * the first touch, reset the strip and the swipe was lost), and later swipes
 * keep moving it one slide at a time; nothing on the page shifts when
 * keen-slider takes over.
 */
import { expect, test, type Page } from "@playwright/test";
import { shiftsSoFar, watchShifts } from "../layout-shift";

/** A finger's swipe across the slider: touch down, move in steps, lift (real touch input). */
async function swipe(page: Page, direction: "left" | "right"): Promise<void> {
  const box = await page.locator("[data-slider-track]").boundingBox();
  if (!box) throw new Error("no slider");
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === "left"
      ? [box.x + box.width * 0.85, box.x + box.width * 0.15]
      : [box.x + box.width * 0.15, box.x + box.width * 0.85];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y), id: 1 }],
    });
  await touch("touchStart", from);
  for (let i = 1; i <= 10; i++) {
    await touch("touchMove", from + ((to - from) * i) / 10);
    await page.waitForTimeout(16);
  }
  await touch("touchEnd", to);
  await cdp.detach();
}

/** Index of the slide whose left edge is at the slider's left edge (what the shopper sees). */
function shownSlide(page: Page): Promise<number> {
  return page.locator("[data-slider-track]").evaluate((track) => {
    const left = track.getBoundingClientRect().left;
    return [...track.children].findIndex(
      (slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2,
    );
  });
}

test("the first swipe on the home slider shows the second slide, and later swipes move on", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "phone", "swiping is a touch phone's");
  await watchShifts(page);
  await page.goto("/");
  const slider = page.locator("[data-slider]");
  await expect(slider).toHaveAttribute("data-current", "0");

  await swipe(page, "left");
  await expect(slider).toHaveAttribute("data-current", "1");
  await expect.poll(() => shownSlide(page)).toBe(1);
  // keen-slider has taken over by now (it loads on the first touch) without moving the strip.
  await expect(page.locator("[data-slider-track].keen-slider")).toBeAttached();
  await page.waitForTimeout(500);
  expect(await shownSlide(page)).toBe(1);
  await expect(slider).toHaveAttribute("data-current", "1");
  // Nothing on the page moved when it took over (layout shifts of any kind, even after input).
  expect(await shiftsSoFar(page)).toBe(0);

  await swipe(page, "left");
  await expect(slider).toHaveAttribute("data-current", "2");
  await expect.poll(() => shownSlide(page)).toBe(2);
  await swipe(page, "right");
  await expect(slider).toHaveAttribute("data-current", "1");
  await expect.poll(() => shownSlide(page)).toBe(1);
});
