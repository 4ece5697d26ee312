/**
 * Security headers (issue 15 item 2; decision record 0016): every page, API
 * answer and static file carries nosniff, the referrer and permissions
 * policies, and HSTS only over TLS; every page has a Content-Security-Policy
 * without 'unsafe-inline' for scripts, also when it comes from the rendered-page
 * cache. Browsing the shop — listings, product, search, wishlist, delivery step
 * with the locker picker, account, a content page, the basket and login modals, islands hydrating, the
 * consent-loaded trackers and the owner's preview — meets zero violations, on a
 * wide screen and on a phone.
 */
import { discardDraft, ownerLogIn, withLock } from "./admin/helpers";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { EMPTY_STATE } from "../browser-state";
import { BOOTS, MUG, line } from "../golden/products";
import { seedBasket } from "./basket-helpers";
import { openDelivery } from "./checkout/helpers";

const PAGES = {
  home: "/",
  category: "/c/kubki",
  product: `/p/${BOOTS.url.pl}`,
  search: "/search?query=kubek",
  wishlist: "/wishlist",
  delivery: "/order/delivery",
  account: "/my-account",
  content: "/s/regulamin",
};

function expectCommonHeaders(res: APIResponse, what: string): void {
  const headers = res.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"])
    expect(permissions, what).toContain(feature);
  // Plain HTTP: no HSTS.
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name ?? "", values]),
  );
}

test.describe("headers", () => {
  test("every page carries the policy, also from the page cache, and no inline script runs without its hash", async ({
    request,
  }) => {
    for (const [name, path] of Object.entries(PAGES)) {
      // The second request of a shared page is a page-cache hit.
      for (const round of [1, 2]) {
        const res = await request.get(path);
        const what = `${name} (${path}) #${round} ${res.headers()["x-page-cache"] ?? ""}`;
        expect(res.status(), what).toBe(200);
        expectCommonHeaders(res, what);
        const policy = directives(res.headers()["content-security-policy"] ?? "");
        const scripts = policy.get("script-src") ?? [];
        expect(scripts, what).toContain("'self'");
        expect(scripts, what).not.toContain("'unsafe-inline'");
        expect(scripts.filter((s) => s.startsWith("'sha256-")).length, what).toBeGreaterThan(3);
        expect(policy.get("style-src"), what).toEqual(["'self'", "'unsafe-inline'"]);
        expect(policy.get("object-src"), what).toEqual(["'none'"]);
        expect(policy.get("base-uri"), what).toEqual(["'self'"]);
        expect(policy.get("frame-ancestors"), what).toEqual(["'self'"]);
        expect(policy.has("default-src"), what).toBe(false);
        // Every inline script of the page is allowed by its hash.
        const html = await res.text();
        const { createHash } = await import("node:crypto");
        for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
          if (/\ssrc=|type="application\/(ld\+)?json"/.test(attrs ?? "")) continue;
          const hash = `'sha256-${createHash("sha256")
            .update(body ?? "")
            .digest("base64")}'`;
          expect(scripts, `${what}: <script${attrs}>${(body ?? "").slice(0, 80)}`).toContain(hash);
        }
      }
    }
  });

  test("an API answer runs and frames nothing; static files and images are nosniff", async ({
    request,
  }) => {
    const api = await request.get("/api/public/category?lang=pl");
    expect(api.headers()["content-type"]).toContain("application/json");
    expectCommonHeaders(api, "API");
    expect(api.headers()["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );

    const home = await (await request.get("/")).text();
    const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
    expect(asset).not.toBe("");
    // Compressed by the shop's own static server, and plain from the adapter's.
    for (const encoding of ["br", "identity"]) {
      const res = await request.get(asset, { headers: { "accept-encoding": encoding } });
      expect(res.status(), `${asset} ${encoding}`).toBe(200);
      expectCommonHeaders(res, `${asset} ${encoding}`);
    }
    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expectCommonHeaders(favicon, "favicon");
    const image = /src="(\/images\/[^"]+)"/.exec(home)?.[1] ?? "";
    expect(image).not.toBe("");
    const img = await request.get(image);
    expect(img.status()).toBe(200);
    expectCommonHeaders(img, image);
  });

  test("HSTS only when the request came over TLS (X-Forwarded-Proto from a trusted proxy)", async ({
    request,
  }) => {
    // The test server trusts one proxy (TRUST_PROXY=1).
    const tls = { "x-forwarded-proto": "https" };
    const home = await (await request.get("/")).text();
    const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
    for (const path of ["/", "/c/kubki", "/api/public/category?lang=pl", asset, "/favicon.svg"]) {
      const secure = await request.get(path, { headers: tls });
      expect(secure.headers()["strict-transport-security"], path).toBe("max-age=31536000");
      const plain = await request.get(path, { headers: { "x-forwarded-proto": "http" } });
      expect(plain.headers()["strict-transport-security"], path).toBeUndefined();
    }
  });
});

/** Collects CSP violations (events in every frame) and the browser's CSP console messages. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding("__reportCsp", ({ frame }, text: string) => {
    seen.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.effectiveDirective} blocked ${e.blockedURI} (${e.sample})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text()))
      seen.push(`console: ${message.text()}`);
  });
  return seen;
}

const basket = (page: Page) => page.getByRole("dialog", { name: "Koszyk" });

async function browseTheShop(page: Page, phone: boolean): Promise<void> {
  await seedBasket(page, [line(MUG, 1)], {
    "wishlist:v1": JSON.stringify({ list: [line(BOOTS, 1)], timestamp: 1 }),
  });

  // Home: the search island hydrates on focus and shows live results (on a phone the field
  // opens from the header's search button); the basket modal opens from the header.
  await page.goto(PAGES.home);
  if (phone) await page.locator("label.hsearch__trigger").click();
  const search = page.getByRole("combobox", { name: "Szukaj" });
  await search.focus();
  await page.locator('astro-island[component-url*="Search"]:not([ssr])').waitFor();
  await search.pressSequentially("kubek", { delay: 30 });
  await expect(page.getByRole("listbox", { name: "Podpowiedzi wyszukiwania" })).toBeVisible();
  await page.goto(PAGES.home);
  await page.getByRole("link", { name: /^Koszyk/ }).click();
  await expect(basket(page)).toBeVisible();
  await page.keyboard.press("Escape");

  // A product: adding hydrates the product's island and opens the basket.
  await page.goto(PAGES.product);
  await page.getByRole("button", { name: "Dodaj do koszyka", exact: true }).click();
  await expect(basket(page)).toBeVisible();
  await page.keyboard.press("Escape");

  // Listings: a card's add button (the first mug has variants: it opens the card's chooser,
  // whose add button adds) opens the basket.
  await page.goto(PAGES.category);
  await page
    .getByRole("button", { name: /^Dodaj do koszyka: / })
    .first()
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Dodaj do koszyka", exact: true })
    .click();
  await expect(basket(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto(PAGES.search);
  await expect(page.getByRole("main")).toBeVisible();

  // The wishlist renders its list once its island is live.
  await page.goto(PAGES.wishlist);
  await expect(
    page.getByRole("button", { name: `Dodaj do koszyka: ${BOOTS.name.pl}` }),
  ).toBeVisible();

  // The delivery step hydrates, asks for its quote and opens the locker picker and its map.
  await openDelivery(page);
  await page.getByRole("radio", { name: /Paczkomat InPost/ }).check();
  await page.getByRole("button", { name: "Wybierz punkt odbioru" }).click();
  await expect(page.getByRole("dialog", { name: "Punkty odbioru" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The account page's login modal.
  await page.goto(PAGES.account);
  await page.getByRole("main").getByRole("link", { name: "Zaloguj się" }).click();
  await expect(page.getByRole("dialog", { name: "Zaloguj się" })).toBeVisible();
  await page.keyboard.press("Escape");
  if (phone) {
    // The burger menu opens on a phone.
    await page.locator("summary.burger__toggle").click();
    await expect(page.locator(".burger__extra")).toBeVisible();
  }
}

async function acceptCookies(page: Page): Promise<void> {
  await page.goto(PAGES.content);
  await page.getByRole("button", { name: "Akceptuję wszystkie" }).click();
  const trackers = () =>
    page.evaluate(
      () => (window as unknown as { __trackers?: Record<string, number> }).__trackers ?? {},
    );
  await expect.poll(trackers).toEqual({ other: 1, marketing: 1 });
  await page.goto(PAGES.home);
  await expect.poll(trackers).toEqual({ other: 1, marketing: 1 });
}

async function ownerPreview(page: Page): Promise<void> {
  await withLock("content", async () => {
    await ownerLogIn(page, "/admin/content");
    const shop = page.frameLocator('iframe[title="Podgląd sklepu"]');
    const sections = shop.locator("[data-home-section]");
    const second = (await sections.nth(1).getAttribute("data-home-section")) ?? "";
    await sections
      .first()
      .getByRole("toolbar")
      .getByRole("button", { name: "Przesuń niżej" })
      .click();
    await expect(sections.first()).toHaveAttribute("data-home-section", second);
    await discardDraft(page);
  });
}

for (const device of ["wide", "phone"] as const) {
  test.describe(`no CSP violations (${device})`, () => {
    if (device === "phone")
      test.use({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      });

    test("browsing, modals and hydrating islands", async ({ page }) => {
      test.slow();
      const seen = await watchViolations(page);
      await browseTheShop(page, device === "phone");
      expect(seen).toEqual([]);
    });

    test.describe("with no cookie choice yet", () => {
      test.use({ storageState: EMPTY_STATE });
      test("accepting cookies loads the trackers", async ({ page }) => {
        await page.addInitScript(() =>
          localStorage.setItem("popups:v1", JSON.stringify(["1", "2"])),
        );
        const seen = await watchViolations(page);
        await acceptCookies(page);
        expect(seen).toEqual([]);
      });
    });

    test("the owner's preview in its frame", async ({ page }) => {
      test.setTimeout(240_000);
      const seen = await watchViolations(page);
      await ownerPreview(page);
      expect(seen).toEqual([]);
    });
  });
}

test("the policy is enforced: an injected inline script is blocked and reported", async ({
  page,
}) => {
  const seen = await watchViolations(page);
  await page.goto(PAGES.product);
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => seen.some((s) => s.includes("script-src-elem blocked inline")))
    .toBe(true);
});
