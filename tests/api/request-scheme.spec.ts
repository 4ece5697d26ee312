/**
 * One rule for the request's scheme (issue 44, item 19; decision 0016): a request came over TLS
 * when its URL is https or, with `TRUST_PROXY`, when the trusted proxy's `X-Forwarded-Proto`
 * says https. HSTS and the `Secure` flag of the owner's and the customer's session cookies
 * follow it alike (the suite's shop trusts one proxy; operations.spec.ts checks a shop that
 * trusts none). And every answer carries the shop's security headers, the catalogue's CSV
 * download and static files included.
 */
import { expect, test } from "@playwright/test";
import { customerLogin, ownerLogin, setCookie } from "./scheme-helpers";

const HSTS = "strict-transport-security";
const NOTHING_RUNS = "default-src 'none'; frame-ancestors 'none'";

test("behind a trusted proxy, https makes the session cookies Secure and sends HSTS, and http neither", async ({
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  for (const proto of ["https", "http"]) {
    // A context per login: the second must not send the first's cookies.
    const request = await playwright.request.newContext();
    const headers = { "x-forwarded-proto": proto };
    const owner = await ownerLogin(request, origin, headers);
    const customer = await customerLogin(request, origin, headers);
    for (const [res, name] of [
      [owner, "owner_session"],
      [customer, "APP_TOKEN"],
    ] as const) {
      const cookie = setCookie(res, name);
      expect(/;\s*Secure(;|$)/i.test(cookie), `${proto}: ${cookie}`).toBe(proto === "https");
      expect(res.headers()[HSTS], `${proto} ${name}`).toBe(
        proto === "https" ? "max-age=31536000" : undefined,
      );
    }
    await request.dispose();
  }
});

test("the catalogue's CSV download and the static files carry the shop's security headers, a policy that runs and frames nothing among them", async ({
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const request = await playwright.request.newContext();
  await ownerLogin(request, origin, {});
  const csv = await request.get(`${origin}/admin/catalogue/export`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="products-/);
  const home = await (await request.get(`${origin}/`)).text();
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
  expect(script).not.toBe("");
  const answers = [csv, await request.get(`${origin}${script}`)];
  answers.push(await request.get(`${origin}/favicon.svg`), await request.get(`${origin}/healthz`));
  for (const res of answers) {
    const what = res.url();
    expect(res.headers()["content-security-policy"], what).toBe(NOTHING_RUNS);
    expect(res.headers()["x-content-type-options"], what).toBe("nosniff");
    expect(res.headers()["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  }
  // A page keeps its own policy (Astro's hashes), cached or not.
  const page = await request.get(`${origin}/c/kubki`);
  expect(page.headers()["content-security-policy"]).toContain("script-src 'self'");
  await request.dispose();
});
