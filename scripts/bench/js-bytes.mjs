// JavaScript per page type, in Chromium on a 390 px phone: gzip bytes loaded
// before any interaction, counted like the budget tests (tests/e2e/script-bytes.ts:
// each script file and each inline script the browser runs gzipped on its own),
// and after full hydration (every island's component and renderer imported, as
// interaction would).
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function jsBytes(origin, pages) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM || undefined,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const out = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      // As the budget tests see a page: the cookie choice made, the popups seen.
      await context.addCookies([
        {
          name: "cookie_consent",
          value: encodeURIComponent(JSON.stringify({ marketing: false, other: false })),
          url: origin,
        },
      ]);
      await context.addInitScript(() => {
        const seen = JSON.stringify(Array.from({ length: 20 }, (_, i) => String(i + 1)));
        localStorage.setItem("popups:v1", seen);
      });
      const page = await context.newPage();
      const seen = new Map();
      page.on("response", (response) => {
        if (response.request().resourceType() === "script" && !seen.has(response.url()))
          seen.set(
            response.url(),
            response.body().catch(() => Buffer.alloc(0)),
          );
      });
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      const inline = await page
        .locator(
          'script:not([src]):not([type]), script:not([src])[type="module"], script:not([src])[type="text/javascript"]',
        )
        .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
      const inlineGz = inline.reduce((sum, text) => sum + (text ? gzipSync(text).length : 0), 0);
      const total = async () => {
        let gz = inlineGz;
        for (const body of await Promise.all(seen.values())) gz += gzipSync(body).length;
        return gz;
      };
      const before = await total();
      await page.evaluate(async () => {
        const urls = [...document.querySelectorAll("astro-island")].flatMap((el) =>
          ["component-url", "renderer-url"].map((a) => el.getAttribute(a)).filter(Boolean),
        );
        await Promise.all(urls.map((u) => import(u).catch(() => null)));
      });
      await page.waitForLoadState("networkidle");
      out[name] = { beforeInteraction: before, afterHydration: await total() };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
