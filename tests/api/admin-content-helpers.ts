/**
 * Shared steps of the content editor's HTTP tests (issue 44, items 12 and 13): an owner's (or a
 * staff member's) back-office session with its CSRF token, the editor's calls, and the live
 * content and kept versions read straight from the test shop's database.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { OWNER } from "../golden/accounts";
import { withShopDb } from "../test-db";
import { ownerSession } from "../e2e/admin/helpers";

export interface Session {
  request: APIRequestContext;
  csrf: string;
  origin: string;
}

/** Logs `who` into the back office (ownerSession) and keeps the session's CSRF token with it. */
export async function backOffice(
  request: APIRequestContext,
  origin: string,
  who: { email: string; password: string } = OWNER,
): Promise<Session> {
  return { request, csrf: await ownerSession(request, origin, who), origin };
}

/** POST /admin/content/draft of one kind. */
export function saveDraft(s: Session, kind: "home" | "menu" | "footer", data: unknown) {
  return s.request.post("/admin/content/draft", {
    data: { kind, data },
    headers: { origin: s.origin, "x-csrf-token": s.csrf },
  });
}

/** Posts one of the editor's forms (publish, discard, restore) and answers where it went. */
export async function postForm(s: Session, action: string, fields: Record<string, string> = {}) {
  const res = await s.request.post(`/admin/content/${action}`, {
    form: { csrf: s.csrf, ...fields },
    headers: { origin: s.origin },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  return res.headers()["location"] ?? "";
}

export interface Version {
  id: number;
  kind: string;
  owner_id: number | null;
  data: string;
}

export const versions = () =>
  withShopDb((db) =>
    db.prepare("select id, kind, owner_id, data from content_versions order by id").all<Version>(),
  );

/** What shoppers see: the settings' footer, the stored menus, every home section's row. */
export async function live() {
  return withShopDb(async (db) => {
    const shop = await db.prepare("select value from settings where key = 'shop'").get<{
      value: string;
    }>();
    const menus = await db
      .prepare("select lang, data from menus where key = 'main' order by lang")
      .all<{ lang: string; data: string }>();
    const sections = await db
      .prepare("select id, type, lang, active, data from home_sections order by sort_order, id")
      .all<{ id: number; type: string; lang: string | null; active: number; data: string }>();
    const footer = (JSON.parse(shop?.value ?? "{}") as { footer: Footer }).footer;
    const menu = Object.fromEntries(menus.map((m) => [m.lang, JSON.parse(m.data) as unknown[]]));
    const home = {
      sections: sections.map((r) => ({
        _id: String(r.id),
        type: r.type,
        lang: r.lang,
        active: r.active === 1,
        data: JSON.parse(r.data) as Record<string, unknown>,
      })),
    };
    return { footer, menu, home };
  });
}

export interface Footer {
  columns: {
    title: Record<string, string>;
    rows: { type: string; html?: Record<string, string> }[];
  }[];
  hideBottomBar: boolean;
  platformLink: string;
}

/** JSON with every object's keys in order, so equal documents compare equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
