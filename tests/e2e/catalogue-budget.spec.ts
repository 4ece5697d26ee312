import { expect, test } from "@playwright/test";
import { scriptBytes } from "./script-bytes";

/**
 * Measured 10121 bytes on 2026-11-23 (issue 9; 8964 in issue 8), plus 3 % headroom: the first
 * scripts must not grow. Issue 9 added ~1.1 KB: the client:interaction directive (inlined) keeps text typed before hydration, waits for the commit, hydrates on request and reports chunk failures; the header opens the basket modal after an add; the one quantity rule and the visit marker joined the stores.
 * Issue 11 added 570 bytes (10978 measured on 2026-11-25, budget = that plus 3 %): the header's
 * account links (loyalty points, a ghost's orders link, one check of a stored session, the login
 * modal for a guest), in the header's own script, with no store or chunk added.
 * Issue 13 added 722 bytes on every page (11700 measured on 2026-11-25, budget = that plus
 * 3 %): the cookie bar (stored choice, consent-gated trackers) and the popups' timer; their
 * dialogs open with the browser's invoker commands, without script.
 * Issue 14 brought it under the 10 KB target (10143 measured on 2026-11-25 on the category
 * page, with the wishlist's cookie mirror): the shell's scripts and the stores they share with the islands ship as one chunk
 * (decision record 0014) instead of seven separately compressed files.
 * Issue 27 added 33 bytes (10231 measured on 2026-11-26 on the category page): popups wait for
 * the cookie choice (decision record 0012).
 * Issue 33 counts as a browser receives the scripts: each file and each inline script gzipped on
 * its own (the inline scripts were joined before, about 380 B less): 10,601 B on the category,
 * group and manufacturer pages and 10,049 B on search before its work. The listing's page jump
 * and long dropdowns, the basket's server sync and its integrity refresh now load when needed
 * as their own chunks (src/integrations/lazy-chunk.mjs): 9,448 B and 9,294 B (2026-11-27).
 */
const BUDGET = 10240;

test.describe("JavaScript budget", () => {
  test("category, group, manufacturer and search pages load at most 10 KB gzip of JS before interaction", async ({
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
      console.log(`${path} JS before interaction: ${gz} B gzip`);
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
    await page.getByRole("combobox", { name: "Szukaj" }).focus();
    await expect.poll(() => loaded.length).toBeGreaterThan(before);
  });
});
