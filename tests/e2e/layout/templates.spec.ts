/**
 * The four templates (settings `template` public/tmpl1..tmpl4) on a second
 * shop, on a 390 × 844 touch phone and a 1366 × 900 screen (projects `phone`
 * and `wide`): the header takes the template's layout (on wide screens the
 * spec's desktop height: 116, 188, 116, 94 px), and with the fixed menu on
 * (cms.fixedMenu) the page reserves the spec's fixed-menu height (mobile 190,
 * 142, 161, 184; desktop 116, 188, 116, 94; plus 39 px, 49 px in template 2,
 * per fixed stripe; plus the configured correction) so an anchored heading
 * lands below the header and its stripes, which stay at the top. Stripes not
 * marked fixed scroll away and add nothing; without the fixed menu nothing is
 * reserved. On phones every template is one compact row with the burger.
 * One second shop per project is re-patched between cases (settings are read
 * through a 10 s cache), so the file starts no more than two shops.
 */
import { expect, test, type Page } from "@playwright/test";
import type { Settings } from "../../../src/domain/shop/settings.types";
import { BOOTS } from "../../golden/products";
import { patchSecondShop, startSecondShop, type SecondShop } from "../second-shop";

const MOBILE = { 1: 190, 2: 142, 3: 161, 4: 184 } as const;
const DESKTOP = { 1: 116, 2: 188, 3: 116, 4: 94 } as const;
const CORRECTION = { desktop: 3, mobile: 5 };
const PRODUCT = `/p/${BOOTS.url.pl}`;
const ANCHOR = "opinions-title";

type N = 1 | 2 | 3 | 4;
let shop: SecondShop | null = null;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async ({}, info) => {
  test.setTimeout(120_000);
  shop = await startSecondShop({
    offset: info.project.name === "phone" ? 400 : 401,
    patch: (s) => configure(s, 1, { fixedMenu: true, stripesFixed: true }),
    probePath: "/",
    isApplied: (html) => html.includes("header--t1") && html.includes("Druga wiadomość"),
  });
});

test.afterAll(() => {
  shop?.stop();
  shop = null;
});

function configure(
  settings: Settings,
  template: N,
  { fixedMenu, stripesFixed }: { fixedMenu: boolean; stripesFixed: boolean },
) {
  settings.template = `public/tmpl${template}` as Settings["template"];
  settings.cms.fixedMenu = fixedMenu;
  settings.cms.correctMenuHeight = CORRECTION;
  settings.cms.informationalStripe.pl = {
    fixed: stripesFixed,
    enabled: true,
    html: "Pierwsza wiadomość",
    enabled2: true,
    html2: "Druga wiadomość",
  };
}

async function use(template: N, options: { fixedMenu: boolean; stripesFixed: boolean }) {
  if (!shop) throw new Error("no second shop");
  await patchSecondShop(shop, {
    patch: (s) => configure(s, template, options),
    probePath: "/",
    isApplied: (html) =>
      html.includes(`header--t${template}`) &&
      html.includes("has-fixed-menu") === options.fixedMenu &&
      // Fixed stripes are inside the fixed shell top, others come before it.
      html.indexOf("data-stripe") > html.indexOf("shell-top") === options.stripesFixed,
  });
}

/**
 * Pairs of the header's visible parts (logo, search, tools, icons, burger, each top category)
 * that overlap, and parts outside the screen. A category in a row that scrolls sideways
 * counts only where its row shows it.
 */
async function headerCollisions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { name: string; left: number; right: number; top: number; bottom: number };
    const shown = (el: Element) =>
      el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const box = (name: string, el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { name, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const parts: Box[] = [];
    for (const [name, selector] of [
      ["logo", ".header__logo img"],
      ["search button", ".header .hsearch__trigger"],
      ["search field", ".header__search .hsearch__panel"],
      ["tools", ".header__util"],
      ["icons", ".header__icons"],
      ["burger", ".header .burger__toggle"],
    ] as const) {
      const el = document.querySelector(selector);
      if (el && shown(el)) parts.push(box(name, el));
    }
    const row = document.querySelector(".header__nav .menu");
    const scrolls = row !== null && getComputedStyle(row).overflowX !== "visible";
    const clip = row?.getBoundingClientRect();
    for (const item of document.querySelectorAll(".header__nav .menu__level--1 > .menu__item")) {
      if (!shown(item)) continue;
      const b = box(`category ${item.querySelector("a")?.textContent ?? ""}`, item);
      if (scrolls && clip) {
        b.left = Math.max(b.left, clip.left);
        b.right = Math.min(b.right, clip.right);
        if (b.right <= b.left) continue;
      }
      parts.push(b);
    }
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const [i, a] of parts.entries()) {
      if (a.left < -1 || a.right > width + 1) found.push(`${a.name} is off the screen`);
      for (const b of parts.slice(i + 1)) {
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap) found.push(`${a.name} overlaps ${b.name}`);
      }
    }
    return found;
  });
}

async function scrollPaddingTop(page: Page): Promise<number> {
  return page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  );
}

/** The bottom of the header and of whatever stays fixed above it, in the viewport. */
async function fixedBottom(page: Page): Promise<number> {
  const top = await page.locator(".shell-top").boundingBox();
  return (top?.y ?? 0) + (top?.height ?? 0);
}

for (const template of [1, 2, 3, 4] as const) {
  test(`template ${template}: its header layout and the fixed menu's reserved height`, async ({
    page,
  }, info) => {
    const phone = info.project.name === "phone";
    await use(template, { fixedMenu: true, stripesFixed: true });
    await page.goto(`${shop?.origin}${PRODUCT}`);
    const header = page.locator("header.header");
    await expect(header).toHaveClass(new RegExp(`header--t${template}`));
    const stripe = template === 2 ? 49 : 39;
    const expected = phone
      ? MOBILE[template] + 2 * stripe + CORRECTION.mobile
      : DESKTOP[template] + 2 * stripe + CORRECTION.desktop;
    expect(await scrollPaddingTop(page)).toBe(expected);

    if (phone) {
      // One compact row: the burger is there and the heading is on the first screen.
      await expect(page.locator("summary.burger__toggle")).toBeVisible();
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
    } else {
      expect((await header.boundingBox())?.height).toBe(DESKTOP[template]);
      // Template 3 puts the categories in a panel behind a button; the others show the nested menu.
      const burger = page.locator("summary.burger__toggle");
      if (template === 3) await expect(burger).toBeVisible();
      else await expect(burger).toBeHidden();
    }
    const h1 = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect((h1?.y ?? 0) + (h1?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);

    // Every width a wide screen may have, tablets included: the header keeps its height and
    // none of its parts runs over another (template 4's one row once drew its categories
    // over the search button and icons; tablets squeezed the search field to nothing).
    const widths = phone ? [390] : [1366, 1024, 768, 1200, 1600];
    for (const width of widths) {
      if (!phone) {
        await page.setViewportSize({ width, height: 900 });
        expect((await header.boundingBox())?.height, `${width} px`).toBe(DESKTOP[template]);
      }
      expect(await headerCollisions(page), `${width} px`).toEqual([]);
    }
    if (!phone) await page.setViewportSize({ width: 1366, height: 900 });

    // An anchored heading lands below the header and its stripes, which stay at the top.
    await page.goto(`${shop?.origin}${PRODUCT}#${ANCHOR}`);
    const target = page.locator(`#${ANCHOR}`);
    await expect(target).toBeInViewport();
    const box = await target.boundingBox();
    const bottom = await fixedBottom(page);
    expect(bottom).toBeGreaterThan(0);
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(bottom);
    await expect(page.getByText("Druga wiadomość")).toBeInViewport();
  });
}

test("stripes in the shell scroll away and reserve nothing; without the fixed menu nothing is reserved", async ({
  page,
}, info) => {
  const phone = info.project.name === "phone";
  await use(2, { fixedMenu: true, stripesFixed: false });
  await page.goto(`${shop?.origin}${PRODUCT}`);
  expect(await scrollPaddingTop(page)).toBe(
    phone ? MOBILE[2] + CORRECTION.mobile : DESKTOP[2] + CORRECTION.desktop,
  );
  await page.goto(`${shop?.origin}${PRODUCT}#${ANCHOR}`);
  await expect(page.locator(`#${ANCHOR}`)).toBeInViewport();
  await expect(page.getByText("Pierwsza wiadomość")).not.toBeInViewport();
  await expect(page.locator("header.header")).toBeInViewport();

  await use(4, { fixedMenu: false, stripesFixed: false });
  await page.goto(`${shop?.origin}${PRODUCT}`);
  expect(await scrollPaddingTop(page)).toBe(0);
  await page.goto(`${shop?.origin}${PRODUCT}#${ANCHOR}`);
  await expect(page.locator(`#${ANCHOR}`)).toBeInViewport();
  await expect(page.locator("header.header")).not.toBeInViewport();
});
