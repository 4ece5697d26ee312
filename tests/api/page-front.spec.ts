/**
 * Cache hits before the app (issue 33, decision 0013): the start server answers a shared page
 * the app served from the rendered-page cache before, with the app's own headers (the completed
 * Content-Security-Policy, the security headers, Vary, the ETag and 304); personal requests
 * (a session cookie, the owner's, an Authorization header) and the owner's
 * preview fall through to the app. A front answer says `Server-Timing: page-cache;desc="front"`.
 */
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { USERS } from "../golden/accounts";
import { loggedInContext } from "./account-helpers";

/** Headers that differ between two answers of the same page by design. */
const PER_ANSWER = ["x-request-id", "server-timing", "date", "x-page-cache"];

function lasting(response: APIResponse): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers()).filter(([name]) => !PER_ANSWER.includes(name)),
  );
}

const fromFront = (response: APIResponse): boolean =>
  (response.headers()["server-timing"] ?? "").includes('desc="front"');

/** Asks until the front answers (parallel tests' orders may change the data's version). */
async function untilFront(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  for (let i = 0; i < 20; i++) {
    const response = await request.get(path, { headers });
    if (fromFront(response)) return response;
  }
  throw new Error(`${path} was never answered by the front`);
}

test("a hit answered before the app carries the headers of the app's own answer, but for the request id and timing", async ({
  request,
}) => {
  const path = `/c/bluzy?front=${Date.now()}`;
  const headers = { "accept-encoding": "br, gzip" };
  const miss = await request.get(path, { headers });
  expect(miss.headers()["x-page-cache"]).toBe("miss");
  const hit = await untilFront(request, path, headers);
  expect(hit.headers()["x-page-cache"]).toBe("hit");
  expect(hit.headers()["x-request-id"]).not.toBe(miss.headers()["x-request-id"]);
  expect(lasting(hit)).toEqual(lasting(miss));
  expect(hit.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(hit.headers()["content-security-policy"]).toContain("'sha256-");
  expect(await hit.text()).toBe(await miss.text());
});

test("the front answers 304 to the page's ETag, with the app's headers", async ({ request }) => {
  const path = "/c/bluzy";
  const hit = await untilFront(request, path);
  const etag = hit.headers()["etag"] ?? "";
  const notModified = await untilFront(request, path, { "if-none-match": etag });
  expect(notModified.status()).toBe(304);
  expect(await notModified.body()).toHaveLength(0);
  expect(notModified.headers()["etag"]).toBe(etag);
  expect(notModified.headers()["content-type"]).toBeUndefined();
  expect(notModified.headers()["content-security-policy"]).toBe(
    hit.headers()["content-security-policy"],
  );
  // The app's own 304 (a session cookie sends it past the front) says the same.
  const fromApp = await request.get(path, {
    headers: { "if-none-match": etag, cookie: "APP_TOKEN=nothing" },
  });
  expect(fromFront(fromApp)).toBe(false);
  if (fromApp.status() === 304) expect(lasting(fromApp)).toEqual(lasting(notModified));
});

test("a session cookie, the owner's, an Authorization header, a logged-in shopper and the preview fall through to the app", async ({
  request,
  playwright,
  baseURL,
}) => {
  const path = "/c/bluzy";
  await untilFront(request, path);
  for (const headers of [{ cookie: "APP_TOKEN=nothing" }, { authorization: "Bearer nothing" }]) {
    const response = await request.get(path, { headers });
    expect(fromFront(response), JSON.stringify(headers)).toBe(false);
  }
  const preview = await request.get(`${path}?preview=true`);
  expect(fromFront(preview)).toBe(false);
  expect(preview.headers()["x-page-cache"]).toBeUndefined();
  const jan = await loggedInContext(playwright, baseURL, USERS.jan.email);
  for (let i = 0; i < 3; i++) expect(fromFront(await jan.get(path))).toBe(false);
  await jan.dispose();
});

test("the currency cookie has its own front entry, and the browser's own cookies change nothing", async ({
  request,
}) => {
  const path = "/c/bluzy";
  const zloty = await untilFront(request, path);
  const euro = await untilFront(request, path, { cookie: "currency=eur" });
  // Prices in euro ("12,34 €"); the currency list names the euro on every page.
  expect(await euro.text()).toMatch(/\d,\d\d\s€/);
  expect(await zloty.text()).not.toMatch(/\d,\d\d\s€/);
  const consent = await untilFront(request, path, { cookie: "cookie_consent=x; currency=eur" });
  expect(consent.headers()["etag"]).toBe(euro.headers()["etag"]);
});
