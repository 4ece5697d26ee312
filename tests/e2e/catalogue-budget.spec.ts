import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";

/**
 * Measured 10121 bytes on 2026-11-23 (issue 9; 8964 in issue 8), plus 3 % headroom: the first
 * scripts must not grow. Issue 9 added ~1.1 KB: the client:interaction directive (inlined) keeps text typed before hydration, waits for the commit, hydrates on request and reports chunk failures; the header opens the basket modal after an add; the one quantity rule and the visit marker joined the stores.
 * Issue 11 added 570 bytes (10978 measured on 2026-11-25, budget = that plus 3 %): the header's
 * account links (loyalty points, a ghost's orders link, one check of a stored session, the login
 * modal for a guest), in the header's own script, with no store or chunk added.
 */
const BUDGET = 11310;

/** Gzip bytes of every script a page downloads or inlines before any interaction. */
async function scriptBytes(page: Page, path: string): Promise<{ gz: number; urls: string[] }> {
  const bodies: Promise<Buffer>[] = [];
  const urls: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      urls.push(response.url());
      bodies.push(response.body());
    }
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const inline = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll((els) => els.map((el) => el.textContent ?? "").join(""));
  let gz = inline ? gzipSync(inline).length : 0;
  for (const body of await Promise.all(bodies)) gz += gzipSync(body).length;
  return { gz, urls };
}

test.describe("JavaScript budget", () => {
  test("category, group, manufacturer and search pages load at most 11.31 KB gzip of JS before interaction", async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get("/api/public/category?lang=pl")).json()) as {
      parentId: string | null;
      url: Record<string, string>;
    }[];
    const top = categories.find((c) => c.parentId === null);
    const group = (await (await request.get("/api/public/group/1?lang=pl")).json()) as {
      group: { url: string };
    };
    const maker = (await (
      await request.get("/api/public/group/1?lang=pl&manufacturer=true")
    ).json()) as { group: { url: string } };
    for (const path of [
      `/c/${top?.url.pl ?? ""}`,
      `/g/${group.group.url}`,
      `/m/${maker.group.url}`,
      "/search?query=kubek",
    ]) {
      const { gz, urls } = await scriptBytes(page, path);
      expect(gz, `${path}: ${urls.join(", ")}`).toBeLessThanOrEqual(BUDGET);
      expect(gz, path).toBeGreaterThan(0);
    }
  });

  test("React loads only after the shopper interacts with the search field", async ({ page }) => {
    const loaded: string[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") loaded.push(r.url());
    });
    await page.goto("/search?query=kubek", { waitUntil: "networkidle" });
    const before = loaded.length;
    await page.getByRole("searchbox", { name: "Szukaj" }).focus();
    await expect.poll(() => loaded.length).toBeGreaterThan(before);
  });
});
