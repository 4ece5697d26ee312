// `npm run shots`: full-page screenshots of every page type at a phone
// (390 × 844, touch) and a wide screen (1366 × 900) into shots/ (git-ignored),
// named <page>-<width>.png, so anyone can look at the whole shop in a minute.
// It builds nothing: it starts the built shop's test server (run `npm run build`
// first) on a free port with its own fresh database under data/shots, or uses
// the shop at SHOTS_URL when given. Chromium: CHROMIUM_PATH, else
// /usr/bin/chromium or /usr/bin/chromium-headless-shell when present, else Playwright's own browser.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { shootOrderPages } from "./shots/order-pages.mjs";

const root = new URL("..", import.meta.url).pathname;
// SHOTS_DIR: another folder under the repository (e.g. shots/before) for a before/after pair.
const outDir = join(root, process.env.SHOTS_DIR ?? "shots");
const dataDir = "data/shots";

const VIEWPORTS = [
  {
    width: 390,
    options: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1,
    },
  },
  { width: 1366, options: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 } },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "localhost", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child?.exitCode !== null && child?.exitCode !== undefined)
      throw new Error(
        `the test server stopped (exit ${child.exitCode}); run \`npm run build\` first`,
      );
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the shop at ${url} did not answer within ${ms / 1000} s`);
}

async function startShop() {
  if (process.env.SHOTS_URL)
    return { base: process.env.SHOTS_URL.replace(/\/$/, ""), dataDir: null, stop() {} };
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "scripts/test-server.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "localhost", TEST_DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/`, child);
  return { base, dataDir: join(root, dataDir), stop: () => child.kill("SIGTERM") };
}

function launchOptions() {
  const path =
    process.env.CHROMIUM_PATH ??
    ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((p) => existsSync(p)) ??
    "";
  return {
    ...(path ? { executablePath: path } : {}),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  };
}

/** The first top category's address and a few plain products from its page. */
async function catalogue(base) {
  const categories = await (await fetch(`${base}/api/public/category?lang=pl`)).json();
  const top = categories.find((c) => c.parentId === null && !c.menuHidden) ?? categories[0];
  const category = `/c/${top.url.pl}`;
  const html = await (await fetch(`${base}${category}`)).text();
  // Plain products a card can add (a product with variants has data-max="0" until one is picked).
  const ids = [...html.matchAll(/data-product="(\d+)" data-type="normal" data-max="(\d+)"/g)]
    .filter((m) => m[2] !== "0")
    .map((m) => m[1]);
  const lines = [...new Set(ids)]
    .slice(0, 3)
    .map((id, i) => ({ product: id, variantHash: "", quantity: i + 1, type: "normal" }));
  const first = lines[0]?.product ?? "1";
  const product = await (await fetch(`${base}/api/public/product/${first}?lang=pl`)).json();
  return {
    category,
    categoryDe: `/de/c/${top.url.de}`,
    product: `/p/${product.url.pl}`,
    productDe: `/de/p/${product.url.de}`,
    lines,
  };
}

async function settle(page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  // Scroll through the page once so lazy images load before the full-page shot.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(() => document.fonts?.ready);
  await page.waitForTimeout(300);
}

async function store(page, base, items) {
  await page.goto(`${base}/`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(items));
}

const shots = [];
/** A full-page shot, or only the screen for a modal (it is fixed to the screen). */
async function shoot(page, name, width, { fullPage = true } = {}) {
  await settle(page);
  const file = join(outDir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage });
  const size = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  shots.push({ file: `${outDir.slice(root.length)}/${name}-${width}.png`, ...size, width });
}

const shop = await startShop();
const browser = await chromium.launch(launchOptions());
try {
  mkdirSync(outDir, { recursive: true });
  const { category, categoryDe, product, productDe, lines } = await catalogue(shop.base);
  const basket = JSON.stringify({ list: lines, timestamp: 1 });
  for (const { width, options } of VIEWPORTS) {
    const context = await browser.newContext({ ...options, locale: "pl-PL" });
    // The cookie choice made and the popups seen (as in the tests), so neither covers the page.
    await context.addCookies([
      {
        name: "cookie_consent",
        value: encodeURIComponent(JSON.stringify({ marketing: false, other: false })),
        url: shop.base,
      },
    ]);
    await context.addInitScript(() => {
      const seen = JSON.stringify(Array.from({ length: 20 }, (_, i) => String(i + 1)));
      localStorage.setItem("popups:v1", seen);
    });
    const page = await context.newPage();
    for (const [name, path] of [
      ["home", "/"],
      ["category", category],
      ["product", product],
      ["search", "/search?query=nordic"],
      ["search-empty", "/search?query=zzqxv"],
      ["content", "/s/o-nas"],
      ["contact", "/s/kontakt"],
      ["not-found", "/no-such-page"],
      ["order-lookup", "/login/order"],
      ["home-de", "/de"],
      ["category-de", categoryDe],
      ["product-de", productDe],
      ["home-en", "/en"],
    ]) {
      await page.goto(`${shop.base}${path}`);
      await shoot(page, name, width);
    }

    await store(page, shop.base, { "wishlist:v1": basket });
    await page.goto(`${shop.base}/wishlist`);
    await shoot(page, "wishlist", width);

    await store(page, shop.base, { "basket:v1": basket });
    await page.goto(`${shop.base}/`);
    await settle(page);
    await page
      .getByRole("link", { name: /Koszyk/ })
      .first()
      .click();
    await page
      .getByRole("dialog", { name: "Koszyk" })
      .waitFor({ timeout: 15_000 })
      .catch(() => console.warn(`[shots] the basket modal did not open at ${width} px`));
    await shoot(page, "basket", width, { fullPage: false });

    await store(page, shop.base, { "basket:v1": basket });
    await page.goto(`${shop.base}/order/delivery`);
    const dpd = page.getByRole("radio", { name: /Kurier DPD/ });
    const option = (await dpd.count()) > 0 ? dpd.first() : page.getByRole("radio").first();
    await option
      .check({ timeout: 15_000 })
      .catch(() => console.warn(`[shots] no delivery option to choose at ${width} px`));
    await shoot(page, "delivery", width);
    await page
      .getByRole("link", { name: /Zamawiam/ })
      .or(page.getByRole("button", { name: /Zamawiam/ }))
      .first()
      .click({ timeout: 15_000 })
      .catch(() => console.warn(`[shots] the delivery step did not lead on at ${width} px`));
    await page.waitForURL(/order\/details/, { timeout: 15_000 }).catch(() => {});
    await shoot(page, "details", width);

    // The account: the login modal, the registration, then the profile of a demo customer.
    await page.goto(`${shop.base}/my-account`);
    await settle(page);
    await page.getByRole("link", { name: "Załóż konto" }).click();
    const register = page.getByRole("dialog", { name: "Załóż konto" });
    await register.waitFor({ timeout: 15_000 }).catch(() => {});
    await shoot(page, "register", width, { fullPage: false });
    await register.getByRole("button", { name: "Zaloguj się" }).click();
    const login = page.getByRole("dialog", { name: "Zaloguj się" });
    await login.getByLabel("E-mail").fill("jan@example.com");
    await login.getByLabel("Hasło").fill("demo1234");
    await shoot(page, "login", width, { fullPage: false });
    await login.getByRole("button", { name: "Zaloguj się" }).click();
    await page
      .getByRole("heading", { name: "Adres dostawy" })
      .waitFor({ timeout: 15_000 })
      .catch(() => console.warn(`[shots] the account page did not open at ${width} px`));
    await shoot(page, "account", width);
    await shootOrderPages(page, shop.base, (p, name) => shoot(p, name, width), {
      email: "jan@example.com",
      dataDir: shop.dataDir,
    }).catch((e) => console.warn(`[shots] the order pages failed at ${width} px: ${e.message}`));
    await context.close();
  }
  for (const s of shots) {
    const wide = s.scroll > s.width ? `  WIDER THAN THE SCREEN (${s.scroll} px)` : "";
    console.log(`${s.file}  ${s.height} px tall${wide}`);
  }
} finally {
  await browser.close();
  shop.stop();
}
