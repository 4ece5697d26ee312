/**
 * The rendered-page cache (issue 14, decision 0013): shared pages are served
 * from the cache after their first render, with an ETag and 304; a wholesale
 * customer's pages are never cached nor served from the cache, whatever the
 * order of guests and wholesale customers; a placed order makes the next
 * request render again.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { USERS } from "../golden/accounts";
import { BOOTS } from "../golden/products";
import { loggedInContext } from "./account-helpers";
import { choices, order, type Line } from "./order-helpers";

const PRODUCT = `/p/${BOOTS.url.pl}`;
const GUEST_PRICE = "13,59";
const WHOLESALE_PRICE = "10,87";

/**
 * Requests `path` until it comes from the page cache: orders placed by tests
 * running in parallel change the shared data's version, so a single repeat
 * may legitimately render again.
 */
async function untilHit(request: APIRequestContext, path: string) {
  for (let i = 0; i < 20; i++) {
    const response = await request.get(path);
    if (response.headers()["x-page-cache"] === "hit") return response;
  }
  throw new Error(`${path} never came from the page cache`);
}

test("a shared page is rendered once, then served from the cache with an ETag and 304", async ({
  request,
}) => {
  const path = "/c/bluzy?sort_by=price_asc&page=1";
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  const again = await untilHit(request, "/c/bluzy?page=1&sort_by=price_asc");
  const etag = again.headers()["etag"];
  expect(etag).toMatch(/^W\/"/);
  expect(await again.text()).toBe(await first.text());
  // An order placed meanwhile by a test running in parallel changes the page (its ETag too):
  // the answer is then the new page with its new ETag, which the next request sends.
  let tag = etag ?? "";
  let notModified = await request.get(path, { headers: { "if-none-match": tag } });
  for (let i = 0; i < 10 && notModified.status() === 200; i++) {
    expect(notModified.headers()["etag"], "a changed page has a new ETag").not.toBe(tag);
    tag = notModified.headers()["etag"] ?? "";
    notModified = await request.get(path, { headers: { "if-none-match": tag } });
  }
  expect(notModified.status()).toBe(304);
  expect(await notModified.body()).toHaveLength(0);
});

test("guests and a wholesale customer in turns each get their own prices, never the other's", async ({
  playwright,
  baseURL,
  request,
}) => {
  const hurt = await loggedInContext(playwright, baseURL, USERS.hurt.email);
  for (let round = 0; round < 3; round++) {
    const guest = round > 0 ? await untilHit(request, PRODUCT) : await request.get(PRODUCT);
    const guestHtml = await guest.text();
    expect(guestHtml).toContain(GUEST_PRICE);
    expect(guestHtml).not.toContain(WHOLESALE_PRICE);

    const wholesale = await hurt.get(PRODUCT);
    expect(wholesale.headers()["cache-control"]).toBe("private, no-store");
    expect(wholesale.headers()["x-page-cache"]).toBeUndefined();
    expect(wholesale.headers()["etag"]).toBeUndefined();
    expect(await wholesale.text()).toContain(WHOLESALE_PRICE);
  }
  await hurt.dispose();
});

test("a logged-in retail customer shares the guests' cached page", async ({
  playwright,
  baseURL,
  request,
}) => {
  await request.get("/");
  const jan = await loggedInContext(playwright, baseURL, USERS.jan.email);
  const page = await untilHit(jan, "/");
  expect(await page.text()).not.toContain(USERS.jan.email);
  await jan.dispose();
});

test("a placed order takes stock, so shared pages render again", async ({ request }) => {
  const grove: Line = { product: "211", variantHash: "", quantity: 1, type: "normal" };
  const ids = await choices(request, [grove], "Kurier DPD", "transfer");
  await untilHit(request, PRODUCT);
  const placed = await request.post("/api/public/order/new?lang=pl", {
    data: order([grove], ids, `cache-${Date.now()}@example.com`),
  });
  expect(placed.status()).toBe(201);
  // Rendered again: by this request, or by a parallel test's request it waited for.
  expect(["miss", "coalesced"]).toContain((await request.get(PRODUCT)).headers()["x-page-cache"]);
});

test("the owner's preview is never cached", async ({ request }) => {
  await request.get("/?preview=true");
  const again = await request.get("/?preview=true");
  expect(again.headers()["x-page-cache"]).toBeUndefined();
  expect(again.headers()["cache-control"]).toContain("no-store");
});

test("the home page with its countdown is cached like any shared page: its script sets the clock", async ({
  request,
}) => {
  const first = await request.get("/");
  expect(first.headers()["cache-control"]).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
  );
  expect(await first.text()).toContain("data-countdown=");
  // Longer than the one second the home page was kept when it said s-maxage=1.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const again = await untilHit(request, "/");
  expect(again.headers()["cache-control"]).toBe(first.headers()["cache-control"]);
});
