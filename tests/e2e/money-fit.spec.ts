/**
 * No amount of money is ever clipped (issue 27 item 12), in every price
 * display mode (settings additionalFunctions.nettoBrutto: gross, net, gross +
 * net, net + gross) on a 390 × 844 touch phone and a 1366 × 900 screen (the two-figure
 * modes also on 800 × 1024 and 1024 × 768 tablets, where a table beside an aside is tightest): the
 * basket modal (its table, summary and phone bar), the delivery step (lines
 * table, delivery options, order summary, phone bar), the details step's
 * summary, the wishlist, product boxes and product pages (a weight product,
 * a set creator with its set price). A two-figure mode's gross and net stack
 * one above the other. An amount is clipped when its text reaches outside
 * the screen, outside a box that clips (overflow), outside any block box it
 * sits in, or is cut by an ellipsis; a delivery option's price must not run
 * into its name. One second shop on TEST_PORT + 450 (./second-shop.ts) goes
 * through the four modes.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { STATE_PATH } from "../browser-state";
import { BOOTS, COFFEE, PUZZLE, TEA, line } from "../golden/products";
import { hydrateBuyBox } from "./product-helpers";
import { patchSecondShop, startSecondShop, type SecondShop } from "./second-shop";
import type { PriceDisplayMode } from "../../src/domain/shop/settings.types";

const OFFSET = 450;
const ORIGIN = `http://localhost:${Number(process.env.TEST_PORT ?? 4399) + OFFSET}`;
/** Big and small amounts, a weight line priced per kg: 12 × 904.57 = 10,854.84 zł. */
const LINES = [line(TEA, 12), line(COFFEE, 1.5), line(BOOTS, 2), line(PUZZLE, 3)];
/** Skomponuj zestaw Terra E210 (product 11, the golden CREATOR): components and a set price. */
const CREATOR_URL = "skomponuj-zestaw-terra-e210-11";
const SCREENS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "wide", viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
  // Tablets, where a table's columns are tightest beside an aside: only for the two-figure modes.
  { name: "tablet", viewport: { width: 800, height: 1024 }, isMobile: false, hasTouch: false },
  { name: "landscape", viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: false },
] as const;
const MODES: PriceDisplayMode[] = ["brutto", "netto", "brutto+netto", "netto+brutto"];
const isTwoFigure = (mode: string) => mode.includes("+");

let shop: SecondShop | null = null;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startSecondShop({
    offset: OFFSET,
    patch: () => undefined,
    probePath: "/",
    isApplied: () => true,
  });
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

/** The amounts under `root` that are clipped, each described. Runs in the page. */
function clippedAmounts(root: string): string[] {
  const SELECTOR = [
    ".amount__line",
    ".price__amount",
    "[data-sum]",
    "[data-delivery-price]",
    "[data-line-total]",
    "[data-unit-price]",
    "[data-products-total]",
    ".setc__price",
    ".setc__total",
    ".action-bar__amount strong",
    ".basket-modal__bar-amount strong",
    ".details-lines li span",
  ].join(", ");
  const scope = document.querySelector(root) ?? document;
  const screen = document.documentElement.clientWidth;
  const out: string[] = [];
  const describe = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`;
  for (const el of scope.querySelectorAll<HTMLElement>(SELECTOR)) {
    const text = (el.textContent ?? "").trim();
    if (!text || !el.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    if (r.width === 0) continue;
    const what = `${describe(el)} "${text.slice(0, 40)}"`;
    const style = getComputedStyle(el);
    if (r.left < -0.5 || r.right > screen + 0.5) out.push(`${what}: outside the screen`);
    if (style.display !== "inline" && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      out.push(`${what}: wider than its box`);
    if (style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth)
      out.push(`${what}: cut by an ellipsis`);
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const s = getComputedStyle(box);
      const clips = s.overflowX !== "visible" || s.overflowY !== "visible";
      if (!clips && (s.display.startsWith("inline") || s.display === "contents")) continue;
      const b = box.getBoundingClientRect();
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5) {
        out.push(`${what}: outside ${describe(box)}${clips ? " (clipped)" : ""}`);
        break;
      }
    }
  }
  for (const card of scope.querySelectorAll(".choice--card")) {
    const aside = card.querySelector(".choice__aside");
    const body = card.querySelector(".choice__body");
    if (!aside || !body || !aside.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(body);
    const a = aside.getBoundingClientRect();
    const b = range.getBoundingClientRect();
    if (a.left < b.right - 0.5 && a.top < b.bottom && b.top < a.bottom)
      out.push(`"${(card.textContent ?? "").trim().slice(0, 30)}": the price runs into the name`);
  }
  return out;
}

async function expectNothingClipped(page: Page, where: string, root = "main"): Promise<void> {
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(clippedAmounts, root), where).toEqual([]);
}

async function checkScreen(browser: Browser, screen: (typeof SCREENS)[number], mode: string) {
  const { name, ...options } = screen;
  const context = await browser.newContext({ ...options, storageState: STATE_PATH });
  const page = await context.newPage();
  const at = (where: string) => `${mode}, ${name}: ${where}`;
  await page.goto(`${ORIGIN}/`);
  await page.evaluate((list) => {
    localStorage.setItem("basket:v1", JSON.stringify({ list, timestamp: 1 }));
    localStorage.setItem("wishlist:v1", JSON.stringify({ list, timestamp: 1 }));
  }, LINES);

  await page.goto(`${ORIGIN}/`);
  await page
    .getByRole("link", { name: /Koszyk/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Koszyk" });
  await expect(dialog.locator("tbody tr[data-line]")).toHaveCount(LINES.length);
  await expectNothingClipped(page, at("basket modal"), "dialog[open]");

  await page.goto(`${ORIGIN}/order/delivery`);
  await expect(page.locator("main [data-line-total]")).toHaveCount(LINES.length);
  // The dearest option: the longest price beside the longest name.
  await page.getByRole("radio", { name: /^Wysyłka międzynarodowa/ }).check();
  await expect(page.locator('main dd[data-sum="total"]')).not.toHaveAttribute("aria-busy", "true");
  await expectNothingClipped(page, at("delivery step"));

  await page.goto(`${ORIGIN}/order/details`);
  await expect(page.locator("main .details-lines li")).toHaveCount(LINES.length);
  await expect(page.locator('main dd[data-sum="total"]')).not.toHaveAttribute("aria-busy", "true");
  await expectNothingClipped(page, at("details step"));

  await page.goto(`${ORIGIN}/wishlist`);
  await expect(page.locator("main tbody tr")).toHaveCount(LINES.length);
  await expectNothingClipped(page, at("wishlist"));

  await page.goto(`${ORIGIN}/c/delikatesy`);
  await expectNothingClipped(page, at("product boxes"));
  await page.goto(`${ORIGIN}/p/${COFFEE.url.pl}`);
  await expectNothingClipped(page, at("weight product"));
  await page.goto(`${ORIGIN}/p/${CREATOR_URL}`);
  await hydrateBuyBox(page);
  await page
    .getByRole("button", { name: /^Zwiększ ilość: / })
    .first()
    .click();
  await expect(page.locator(".setc__total")).toBeVisible();
  await expectNothingClipped(page, at("set creator"));
  await context.close();
}

for (const mode of MODES) {
  test(`no amount is clipped in the ${mode} display mode, on a phone, a tablet or a wide screen`, async ({
    browser,
  }) => {
    test.skip(shop === null);
    await patchSecondShop(shop as SecondShop, {
      patch: (settings) => {
        settings.additionalFunctions.nettoBrutto = mode;
      },
      probePath: "/order/delivery",
      isApplied: (html) => html.includes(`&quot;mode&quot;:[0,&quot;${mode}&quot;]`),
    });
    for (const screen of SCREENS) {
      if (screen.name === "phone" || screen.name === "wide" || isTwoFigure(mode))
        await checkScreen(browser, screen, mode);
    }
  });
}
