/**
 * The owner's unsaved settings in the framed preview (issue 31, item 3): a draft kept under a
 * token (table preview_drafts, as /admin/settings/preview stores it) changes the page asked
 * with `?preview=true&settingsDraft=<token>`, which is private, unindexed and never cached; the
 * same token without `preview=true`, an unknown or expired token, and every other request,
 * cached or not, show the saved settings. The draft is written straight into the test shop's
 * database here; the browser test (e2e/admin/settings.spec.ts) stores one through the form.
 */
import { createHash, randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { Settings } from "../../src/domain/shop/settings.types";
import { withShopDb } from "../test-db";

const templateOf = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  return /header--t(\d)/.exec(html)?.[1] ?? null;
};

async function untilCached(request: APIRequestContext, path: string) {
  for (let i = 0; i < 20; i++) {
    const response = await request.get(path);
    if (response.headers()["x-page-cache"] === "hit") return response;
  }
  throw new Error(`${path} never came from the page cache`);
}

/** Stores a draft that switches the template to another one; answers its token and template. */
async function storeDraft(
  expiresAt: Date,
): Promise<{ token: string; saved: string; draft: string }> {
  const token = randomBytes(32).toString("base64url");
  return withShopDb(async (db) => {
    const row = await db
      .prepare("select value from settings where key = 'shop'")
      .get<{ value: string }>();
    const s = JSON.parse(row?.value ?? "{}") as Settings;
    const saved = s.template.slice(-1);
    const draft = saved === "4" ? "2" : "4";
    const owner = await db
      .prepare("select id from owners where role = 'owner' order by id")
      .get<{ id: number }>();
    const edit = {
      template: `public/tmpl${draft}`,
      priceForLoggedUsers: s.priceForLoggedUsers,
      buyProcess: s.buyProcess,
      additionalFunctions: s.additionalFunctions,
      companyDetails: s.companyDetails,
      payments: { live: s.payments?.live !== false },
      cms: {
        informationalStripe: s.cms.informationalStripe,
        newsletterVisible: s.cms.newsletterVisible,
      },
    };
    await db
      .prepare(
        "insert into preview_drafts (token_hash, owner_id, data, created_at, expires_at) values (?, ?, ?, ?, ?)",
      )
      .run(
        createHash("sha256").update(token).digest("hex"),
        owner?.id ?? 1,
        JSON.stringify(edit),
        new Date().toISOString(),
        expiresAt.toISOString(),
      );
    return { token, saved, draft };
  });
}

test("a settings draft shows only in the preview request that names it, never cached or indexed", async ({
  request,
}) => {
  const { token, saved, draft } = await storeDraft(new Date(Date.now() + 3_600_000));
  const preview = await request.get(`/?preview=true&settingsDraft=${token}`);
  expect(preview.status()).toBe(200);
  expect(/header--t(\d)/.exec(await preview.text())?.[1]).toBe(draft);
  expect(preview.headers()["cache-control"]).toBe("private, no-store");
  expect(preview.headers()["x-robots-tag"]).toContain("noindex");
  expect(preview.headers()["x-page-cache"]).toBeUndefined();

  // The token without preview=true changes nothing, from the cache or not.
  expect(await templateOf(request, `/?settingsDraft=${token}`)).toBe(saved);
  const cached = await untilCached(request, `/?settingsDraft=${token}`);
  expect(/header--t(\d)/.exec(await cached.text())?.[1]).toBe(saved);
  // Other requests after the preview see the saved settings.
  const home = await untilCached(request, "/");
  expect(/header--t(\d)/.exec(await home.text())?.[1]).toBe(saved);
  expect(await templateOf(request, `/?preview=true`)).toBe(saved);
  // A guessed token, or one that is not a token at all, is no draft.
  const guessed = randomBytes(32).toString("base64url");
  expect(await templateOf(request, `/?preview=true&settingsDraft=${guessed}`)).toBe(saved);
  expect(await templateOf(request, `/?preview=true&settingsDraft=%27%3B--`)).toBe(saved);
});

test("an expired settings draft is not shown", async ({ request }) => {
  const { token, saved } = await storeDraft(new Date(Date.now() - 1_000));
  expect(await templateOf(request, `/?preview=true&settingsDraft=${token}`)).toBe(saved);
});
