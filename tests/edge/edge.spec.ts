/**
 * The shop behind the reference Varnish (deploy/varnish/default.vcl; issue 33, item 5;
 * decision 0003): shared pages are answered from the edge, keyed on the scheme (issue 44) and
 * the currency cookie; a logged-in customer's pages and every write pass and never reach
 * another shopper; the owner's preview passes; a product renamed in the back office shows through the edge within
 * 2 s (the shop's purge bans it). One Varnish for the file, so its tests run one by one.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { startVarnish } from "../../scripts/edge/varnish.mjs";
import { USERS, PASSWORD } from "../golden/accounts";
import { ownerLogIn } from "../e2e/admin/helpers";
import {
  EDGE_PORT,
  EDGE_URL,
  SHOP_PORT,
  edgeOf,
  edgeUnavailable,
  secondRequestHit,
} from "./edge-cache";

const why = edgeUnavailable();
test.skip(why !== null, why ?? "");
test.describe.configure({ mode: "serial" });

/** A product no other test reads: renamed here. */
const RENAMED = 290;
const CATEGORY = "/c/kubki";

let varnish: { stop: () => Promise<void> } | undefined;
let edge: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  varnish = await startVarnish({ port: EDGE_PORT, backendPort: SHOP_PORT });
  edge = await playwright.request.newContext({ baseURL: EDGE_URL });
});

test.afterAll(async () => {
  await edge?.dispose();
  await varnish?.stop();
});

test("a category page's second request is answered by the edge", async () => {
  const { first, second } = await secondRequestHit(edge, CATEGORY);
  expect(first.status()).toBe(200);
  expect(edgeOf(second)).toBe("HIT");
  expect(second.headers()["age"]).toMatch(/^\d+$/);
  expect(await second.text()).toBe(await first.text());
});

test("two currencies are two entries, and other cookies do not split them", async () => {
  const eur = await secondRequestHit(edge, CATEGORY, { cookie: "currency=eur" });
  expect(edgeOf(eur.second)).toBe("HIT");
  const usd = await secondRequestHit(edge, CATEGORY, { cookie: "currency=usd" });
  expect(edgeOf(usd.second)).toBe("HIT");
  const [eurHtml, usdHtml] = [await eur.second.text(), await usd.second.text()];
  expect(eurHtml).toContain("€");
  expect(usdHtml).toContain("$");
  expect(usdHtml).not.toBe(eurHtml);
  const other = await edge.get(CATEGORY, {
    headers: { cookie: "cookie_consent=all; wishlist=x; currency=eur; _ga=1" },
  });
  expect(edgeOf(other)).toBe("HIT");
  expect(await other.text()).toBe(eurHtml);
});

test("an answer filled over https is never served over http, nor the other way round: HSTS follows the request's scheme", async () => {
  const HSTS = "strict-transport-security";
  const https = { "x-forwarded-proto": "https" };
  const http = { "x-forwarded-proto": "http" };
  // Each order on a page of its own: https first, then http; http first, then https.
  for (const [path, first, then] of [
    ["/s/regulamin", https, http],
    ["/c/bluzy", http, https],
  ] as const) {
    for (const headers of [first, then, first]) {
      const { second } = await secondRequestHit(edge, path, headers);
      const what = `${path} over ${headers["x-forwarded-proto"]}`;
      expect(edgeOf(second), what).toBe("HIT");
      expect(second.headers()[HSTS], what).toBe(headers === https ? "max-age=31536000" : undefined);
    }
  }
  // Whatever else the header says, the shop is asked with one canonical value.
  const odd = await edge.get("/s/regulamin", { headers: { "x-forwarded-proto": "http, https" } });
  expect(odd.headers()[HSTS]).toBe("max-age=31536000");
  const plain = await edge.get("/s/regulamin", { headers: { "x-forwarded-proto": "gopher" } });
  expect(plain.headers()[HSTS]).toBeUndefined();
});

test("a logged-in customer's account, basket and checkout pages pass the edge and reach nobody else", async ({
  playwright,
}) => {
  const login = async (email: string) => {
    const ctx = await playwright.request.newContext({ baseURL: EDGE_URL });
    const res = await ctx.post("/api/auth/local", { data: { email, password: PASSWORD } });
    expect(res.status()).toBe(200);
    expect(edgeOf(res)).toBe("PASS");
    return ctx;
  };
  const [jan, firma] = await Promise.all([login(USERS.jan.email), login(USERS.firma.email)]);
  for (const path of ["/my-account", "/my-orders", "/order/delivery", "/order/details"]) {
    for (let i = 0; i < 2; i++) {
      const mine = await jan.get(path);
      expect(mine.status(), path).toBe(200);
      expect(edgeOf(mine), path).toBe("PASS");
      expect(mine.headers()["age"] ?? "0", path).toBe("0");
    }
    for (const other of [firma, edge]) {
      const answer = await other.get(path);
      expect(await answer.text(), path).not.toContain(USERS.jan.email);
    }
  }
  const details = await (await jan.get("/order/details")).text();
  expect(details).toContain(USERS.jan.email);
  await Promise.all([jan.dispose(), firma.dispose()]);
});

test("the owner's preview and API writes pass the edge", async () => {
  for (let i = 0; i < 2; i++) {
    expect(edgeOf(await edge.get("/?preview=true"))).toBe("PASS");
    expect(edgeOf(await edge.post("/api/public/basket", { data: {} }))).toBe("PASS");
  }
});

test("a product renamed in the back office shows through the edge within 2 s", async ({ page }) => {
  await ownerLogIn(page, `/admin/catalogue/${RENAMED}`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  const href = await page.getByRole("link", { name: "Zobacz w sklepie" }).getAttribute("href");
  const path = new URL(href ?? "", page.url()).pathname;
  const { second } = await secondRequestHit(edge, path);
  expect(edgeOf(second)).toBe("HIT");
  expect(await second.text()).toContain(name);

  const renamed = `Kubek z krawędzi ${Date.now()}`;
  await page.goto("/admin/catalogue/import");
  await page.getByLabel(/Plik CSV/).setInputFiles({
    name: "rename.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`id;name_pl\r\n${RENAMED};${renamed}\r\n`, "utf8"),
  });
  await page.getByRole("button", { name: "Sprawdź plik" }).click();
  await page.getByRole("button", { name: "Importuj zmiany: 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Zaimportowano" })).toBeVisible();
  const changed = Date.now();
  await expect
    .poll(async () => (await (await edge.get(path)).text()).includes(renamed), {
      timeout: 2_000,
      intervals: [50],
    })
    .toBe(true);
  expect(Date.now() - changed).toBeLessThan(2_000);
});
