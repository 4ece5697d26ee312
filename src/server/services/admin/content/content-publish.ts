/**
 * Publishing the owner's drafts (issue 31, item 2; issue 44, items 12 and 13; decision 0025),
 * in one transaction:
 *
 * - every stored draft is checked with the draft schema again; a draft it refuses (stored before
 *   a rule was added, or a restored version) publishes nothing, and the answer names its fields;
 * - a draft equal to what shoppers see changes nothing: no write, no version, its draft row goes;
 *   when no draft differs the answer is "nothing" ("Nic do opublikowania");
 * - the first publish of a kind first keeps what was live before it (the seeded home page, menu
 *   or footer) as a version without an owner, so it can be restored like any other;
 * - the changed kinds are written to the live rows (home sections updated, inserted and deleted
 *   to match; the `menus` rows; the settings' footer), kept as versions, the drafts deleted and
 *   the publish logged in the audit log.
 *
 * Then this process forgets its cached settings and menu and every cached page (page-version.ts)
 * and asks the edge caches to ban their copies; other instances hear it on the change feed.
 */
import {
  CONTENT_KINDS,
  draftProblems,
  draftSchemas,
  type ContentDrafts,
  type ContentKind,
  type DraftProblem,
  type HomeDraft,
} from "../../../../domain/content/content-drafts.schema";
import { getDb } from "../../../db/client";
import { parseJson } from "../../../db/json";
import { writeTransaction, type Executor } from "../../../db/transaction";
import { audit } from "../../../repositories/admin/audit.repository";
import * as repo from "../../../repositories/admin/content.repository";
import { settingValue, updateSettingValue } from "../../../repositories/shop/settings.repository";
import { clearMenuCache } from "../../menu.service";
import { sharedPagesChanged } from "../../page-version";
import { clearSettingsCache } from "../../settings.service";
import { kindOf, shopLangs } from "./content.service";
import { categoryMenus, publishedFooter, publishedHome, publishedMenu } from "./published-content";

export interface KindProblems {
  kind: ContentKind;
  problems: DraftProblem[];
}

export type PublishResult =
  | { ok: true; published: ContentKind[] }
  | { ok: false; error: "nothing" }
  | { ok: false; error: "invalid"; refused: KindProblems[] };

/** JSON with every object's keys in order, so equal documents give equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The rows of the home draft, keeping what only the shop writes (the photo feed's media). */
async function homeWrites(db: Executor, home: HomeDraft): Promise<repo.SectionWrite[]> {
  const stored = new Map((await repo.allHomeSections(db)).map((r) => [String(r.id), r]));
  return home.sections.map((s, i) => {
    const old = stored.get(s._id);
    const media = old ? parseJson<{ media?: unknown }>(old.data, {}).media : undefined;
    const data = media !== undefined && s.type === "instagram" ? { ...s.data, media } : s.data;
    return {
      id: old ? old.id : null,
      type: s.type,
      lang: s.lang,
      data: JSON.stringify(data),
      active: s.active ? 1 : 0,
      sort_order: i,
    };
  });
}

async function writeLive(db: Executor, drafts: Partial<ContentDrafts>, now: string) {
  if (drafts.home) await repo.replaceHomeSections(db, await homeWrites(db, drafts.home));
  for (const [lang, entries] of Object.entries(drafts.menu ?? {}))
    await repo.upsertMenu(db, lang, JSON.stringify(entries));
  if (drafts.footer) {
    const settings = parseJson<Record<string, unknown>>(await settingValue(db, "shop"), {});
    const value = JSON.stringify({ ...settings, footer: drafts.footer });
    await updateSettingValue(db, "shop", value, new Date(now));
  }
}

/** What shoppers see now, per kind (`categories`: the header's menu without a stored one). */
async function liveContent(
  db: Executor,
  langs: readonly string[],
  categories: ContentDrafts["menu"],
): Promise<ContentDrafts> {
  return {
    home: await publishedHome(db),
    menu: await publishedMenu(db, langs, categories),
    footer: publishedFooter(await settingValue(db, "shop")),
  };
}

/** Makes every draft that differs from the live content live (see the module's comment). */
export async function publishDrafts(ownerId: number): Promise<PublishResult> {
  const now = new Date().toISOString();
  const langs = await shopLangs();
  const schemas = draftSchemas(langs);
  const categories = await categoryMenus(langs);
  const result = await writeTransaction(await getDb(), async (trx): Promise<PublishResult> => {
    const drafts: Partial<Record<ContentKind, unknown>> = {};
    const refused: KindProblems[] = [];
    for (const row of await repo.draftRows(trx)) {
      const kind = kindOf(row.kind);
      if (!kind) continue;
      const parsed = schemas[kind].safeParse(parseJson<unknown>(row.data, null));
      if (parsed.success) drafts[kind] = parsed.data;
      else refused.push({ kind, problems: draftProblems(parsed.error) });
    }
    if (refused.length > 0) return { ok: false, error: "invalid", refused };
    const live = await liveContent(trx, langs, categories);
    const kinds = CONTENT_KINDS.filter(
      (k) => drafts[k] !== undefined && canonical(drafts[k]) !== canonical(live[k]),
    );
    await repo.deleteDrafts(trx);
    if (kinds.length === 0) return { ok: false, error: "nothing" };
    const changed = Object.fromEntries(kinds.map((k) => [k, drafts[k]])) as Partial<ContentDrafts>;
    for (const kind of kinds)
      if (!(await repo.hasVersion(trx, kind)))
        await repo.insertVersion(trx, kind, JSON.stringify(live[kind]), null, now);
    await writeLive(trx, changed, now);
    for (const kind of kinds)
      await repo.insertVersion(trx, kind, JSON.stringify(changed[kind]), ownerId, now);
    await audit(trx, ownerId, "content.publish", "content", { kinds });
    return { ok: true, published: kinds };
  });
  if (!result.ok) return result;
  clearSettingsCache();
  clearMenuCache();
  await sharedPagesChanged();
  return result;
}
