/**
 * The delivery step's layout on a phone (390 × 844, touch) and a wide screen
 * (1366 × 900): never wider than the screen, the summary right of the options
 * and sticky on wide screens, the order button at the bottom of a phone's
 * screen, delivery options as radio cards, and the locker map (labelled
 * pins, zoom, pan, pick, highlight). Until the `phone` and `wide` Playwright
 * projects exist for tests/e2e/layout/, the viewports are set here.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { BOOTS, POT, PUZZLE, line } from "../golden/products";
import { seedBasket } from "./basket-helpers";

async function openWithThreeLines(page: Page) {
  await seedBasket(page, [line(BOOTS, 2), line(PUZZLE, 1), line(POT, 1)]);
  await page.goto("/order/delivery");
  // 2 × 13.59 + 185.77 + 17.88 = 230.83
  await expect(page.locator('[data-sum="products"]')).toHaveText("230,83 zł");
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openLockerMap(page: Page) {
  await page.getByRole("button", { name: "Wybierz punkt odbioru" }).click();
  const dialog = page.getByRole("dialog", { name: "Punkty odbioru" });
  await dialog.getByRole("searchbox").fill("Kraków");
  // The list and the map show the same lockers: only Kraków's.
  const list = dialog.getByRole("list", { name: "Punkty odbioru" });
  await expect(list.getByRole("listitem").first()).toContainText("Kraków");
  const map = dialog.getByRole("group", { name: "Mapa punktów odbioru" });
  // Every pin is a button named by the locker and its address.
  const pins = map.getByRole("button", { name: /^Paczkomat KRA\d+M, .*Kraków$/ });
  await expect(pins).toHaveCount(await list.getByRole("listitem").count());
  return { dialog, map, list };
}

const zoomOf = async (map: Locator) => Number(await map.getAttribute("data-zoom"));

test.describe("delivery step on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.slow();

  test("is never wider than the screen and keeps the amount and order button at the bottom", async ({
    page,
  }) => {
    await openWithThreeLines(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const order = page.getByRole("button", { name: "Zamawiam" });
    // From the page's heading down through the options, the bar stays at the bottom of the screen.
    const heading = page.getByRole("heading", { level: 1, name: "Koszyk i dostawa" });
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    for (const y of [top - 16, top + 700]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect(order).toBeInViewport();
      const box = await order.boundingBox();
      expect(box?.y ?? 0).toBeGreaterThan(844 - 120);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    }
    // The summary box comes after the delivery options.
    const options = page.getByRole("radiogroup", { name: "Sposób dostawy" });
    const summary = page.getByRole("complementary", { name: "Podsumowanie" });
    const [o, s] = [await options.boundingBox(), await summary.boundingBox()];
    expect(s?.y ?? 0).toBeGreaterThan((o?.y ?? 0) + (o?.height ?? 0));
  });

  test("chooses a delivery option by tapping its card", async ({ page }) => {
    await openWithThreeLines(page);
    const card = page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: /^Kurier DPD/ }) });
    // 230.83 ≥ 200: DPD is free; 1 day (singular).
    await expect(card).toContainText("Gratis");
    await expect(card).toContainText("1 dzień");
    const box = await card.boundingBox();
    await card.tap({ position: { x: (box?.width ?? 100) - 24, y: (box?.height ?? 40) / 2 } });
    await expect(page.getByRole("radio", { name: /^Kurier DPD/ })).toBeChecked();
    await expect(page.getByRole("link", { name: "Zamawiam" })).toBeInViewport();
  });

  test("picks a locker on a labelled, zoomable map by tapping its pin", async ({ page }) => {
    await openWithThreeLines(page);
    await page.getByRole("radio", { name: /^Paczkomat InPost/ }).tap();
    const { dialog, map, list } = await openLockerMap(page);
    // The sheet fits the phone; the list comes below the map.
    const sheet = await dialog.boundingBox();
    expect(sheet?.width ?? 999).toBeLessThanOrEqual(390);
    expect((sheet?.y ?? 0) + (sheet?.height ?? 0)).toBeLessThanOrEqual(844.5);
    const [mapBox, listBox] = [await map.boundingBox(), await list.boundingBox()];
    expect(listBox?.y ?? 0).toBeGreaterThan((mapBox?.y ?? 0) + (mapBox?.height ?? 0) - 1);
    // Zoom in with the + button until a town fills the map: pins carry readable labels.
    const start = await zoomOf(map);
    const zoomIn = map.getByRole("button", { name: "Przybliż mapę" });
    for (let i = 0; i < 4 && (await zoomOf(map)) < 12; i++) {
      const before = await zoomOf(map);
      await zoomIn.tap();
      await expect.poll(() => zoomOf(map)).toBeGreaterThan(before);
    }
    expect(await zoomOf(map)).toBeGreaterThan(start);
    const labels = map.getByText(/^KRA\d+M$/);
    await expect(labels.first()).toBeVisible();
    const fontSize = await labels
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(12);
    // Tap a pin in view: it is chosen, highlighted, its address shown, and named on the button.
    const pin = map.getByRole("button", { name: /^Paczkomat KRA\d+M/ });
    const shown = await pin.evaluateAll((els) => {
      const frame = els[0]?.closest("[data-zoom]")?.getBoundingClientRect();
      return els.findIndex((el) => {
        const r = el.getBoundingClientRect();
        return (
          frame &&
          r.left > frame.left + 8 &&
          r.right < frame.right - 60 &&
          r.top > frame.top + 8 &&
          r.bottom < frame.bottom - 24
        );
      });
    });
    const target = pin.nth(Math.max(shown, 0));
    const label = (await target.getAttribute("aria-label")) ?? "";
    const name = label.split(",")[0] ?? "";
    await target.tap();
    await expect(target).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("status")).toContainText(name);
    await expect(dialog.getByRole("status")).toContainText(label.split(", ")[1] ?? "");
    await dialog.getByRole("button", { name: "Gotowe" }).tap();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByText(label.split(", ").slice(1).join(", "))).toBeVisible();
    await expect(page.getByRole("link", { name: "Zamawiam" })).toBeInViewport();
  });
});

test.describe("delivery step on a wide screen", () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });
  test.slow();

  test("shows the summary right of the options and keeps it in view while scrolling", async ({
    page,
  }) => {
    await openWithThreeLines(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1366);
    const options = page.getByRole("radiogroup", { name: "Sposób dostawy" });
    const summary = page.getByRole("complementary", { name: "Podsumowanie" });
    const [o, s] = [await options.boundingBox(), await summary.boundingBox()];
    expect(s?.x ?? 0).toBeGreaterThan((o?.x ?? 0) + (o?.width ?? 0));
    // One order button (the phone bar is hidden), with the reason it is disabled.
    await expect(page.getByRole("button", { name: "Zamawiam" })).toHaveCount(1);
    await expect(summary).toContainText("Wybierz sposób dostawy");
    await page.getByRole("textbox", { name: "Karta podarunkowa" }).scrollIntoViewIfNeeded();
    await expect(summary.getByRole("button", { name: "Zamawiam" })).toBeInViewport();
    await expect(summary.locator('[data-sum="total"]')).toBeInViewport();
  });

  test("draws the locker map in the 1080 × 800 shape beside the list, zooms with the wheel and pans by dragging", async ({
    page,
  }) => {
    await openWithThreeLines(page);
    await page.getByRole("radio", { name: /^Paczkomat InPost/ }).check();
    const { dialog, map, list } = await openLockerMap(page);
    const box = await map.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1080 / 800, 1);
    // The list is left of the map.
    const listBox = await list.boundingBox();
    expect((listBox?.x ?? 0) + (listBox?.width ?? 0)).toBeLessThanOrEqual(box?.x ?? 0);
    // The tiles come from the shop's stand-in tile server, with the attribution shown.
    await expect(map.locator("img.leaflet-tile").first()).toHaveAttribute("src", /^\/dev\/tiles\//);
    await expect(map).toContainText("Test tiles");
    const pin = map.getByRole("button", { name: /^Paczkomat KRA\d+M/ }).first();
    const before = await pin.boundingBox();
    const cx = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    const cy = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    const zoom = await zoomOf(map);
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => zoomOf(map)).toBeGreaterThan(zoom);
    await expect.poll(async () => (await pin.boundingBox())?.x).not.toBe(before?.x);
    const zoomed = await pin.boundingBox();
    // Drag 80 px left: the pins move with the map.
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 40, cy, { steps: 4 });
    await page.mouse.move(cx - 80, cy, { steps: 4 });
    await page.mouse.up();
    const dragged = await pin.boundingBox();
    expect((zoomed?.x ?? 0) - (dragged?.x ?? 0)).toBeGreaterThan(40);
    // Zoom back out so the pin is in view, then Enter on the focused pin picks it.
    await map.getByRole("button", { name: "Oddal mapę" }).click();
    await pin.focus();
    await page.keyboard.press("Enter");
    await expect(pin).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Gotowe" }).click();
    await expect(page.getByRole("link", { name: "Zamawiam" })).toBeVisible();
  });
});
