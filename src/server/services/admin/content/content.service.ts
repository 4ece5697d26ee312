/**
 * The owner's home page, menu and footer editor (issue 31, item 2; decision 0025): drafts kept
 * on the server, a publish that makes them live, and every publish kept for a restore.
 *
 * - A draft is saved whole per kind (`home`, `menu`, `footer`) after the schema the shop reads
 *   it with accepts it (content-schemas.ts); shoppers never see it. It survives reloads, language
 *   switches and other owners' browsers until it is published or discarded.
 * - Publish writes every draft to the live rows in one transaction (home sections updated,
 *   inserted and deleted to match; the `menus` rows; the settings' footer), keeps each as a
 *   version, deletes the drafts and logs it in the audit log. Then this process forgets its
 *   cached settings and menu, every cached page (page-version.ts) and asks the edge caches to
 *   ban their copies (http/edge-purge.ts); other instances hear the writes on the change feed.
 * - Restore puts a version back as the draft, for the owner to look at and publish.
 */
import { getDb } from "../../../db/client";
import { parseJson } from "../../../db/json";
import { writeTransaction, type Executor } from "../../../db/transaction";
import { audit } from "../../../repositories/admin/audit.repository";
import * as repo from "../../../repositories/admin/content.repository";
import { settingValue, updateSettingValue } from "../../../repositories/shop/settings.repository";
import { clearMenuCache } from "../../menu.service";
import { sharedPagesChanged } from "../../page-version";
import { clearSettingsCache, getSettings } from "../../settings.service";
import {
  CONTENT_KINDS,
  DRAFT_SCHEMAS,
  draftProblems,
  type ContentDrafts,
  type ContentKind,
  type HomeDraft,
} from "./content-schemas";
import { publishedFooter, publishedHome, publishedMenu } from "./published-content";

export interface ContentVersion {
  id: number;
  kind: ContentKind;
  publishedAt: string;
  by: string | null;
}

export interface ContentEditorState {
  drafts: ContentDrafts;
  /** The kinds with an unpublished draft. */
  changed: ContentKind[];
  savedAt: string | null;
  versions: ContentVersion[];
}

const kindOf = (value: string): ContentKind | undefined => CONTENT_KINDS.find((k) => k === value);

type DraftRow = Awaited<ReturnType<typeof repo.draftRows>>[number];

function parsedDrafts(rows: readonly DraftRow[]): Partial<ContentDrafts> {
  const drafts: Partial<Record<ContentKind, unknown>> = {};
  for (const row of rows) {
    const kind = kindOf(row.kind);
    if (!kind) continue;
    const parsed = DRAFT_SCHEMAS[kind].safeParse(parseJson<unknown>(row.data, null));
    if (parsed.success) drafts[kind] = parsed.data;
  }
  return drafts as Partial<ContentDrafts>;
}

/** The latest published versions (newest first) for the versions list. */
export async function contentVersions(limit = 30): Promise<ContentVersion[]> {
  const rows = await repo.latestVersions(await getDb(), limit);
  return rows.flatMap((r) => {
    const kind = kindOf(r.kind);
    return kind ? [{ id: r.id, kind, publishedAt: r.published_at, by: r.email }] : [];
  });
}

/** What the editor opens with: the drafts, else what is live, per kind. */
export async function contentEditorState(): Promise<ContentEditorState> {
  const db = await getDb();
  const langs = (await getSettings()).langs.map((l) => l.code);
  const [rows, home, menu, settingsText, versions] = await Promise.all([
    repo.draftRows(db),
    publishedHome(db),
    publishedMenu(db, langs),
    settingValue(db, "shop"),
    contentVersions(),
  ]);
  const drafts = parsedDrafts(rows);
  const savedAt =
    rows
      .map((r) => r.updated_at)
      .sort()
      .at(-1) ?? null;
  return {
    drafts: {
      home: drafts.home ?? home,
      menu: drafts.menu ?? menu,
      footer: drafts.footer ?? publishedFooter(settingsText),
    },
    changed: CONTENT_KINDS.filter((k) => drafts[k] !== undefined),
    savedAt,
    versions,
  };
}

export type SaveResult = { ok: true; savedAt: string } | { ok: false; problems: string[] };

/** Stores the owner's draft of `kind` when its schema accepts it. */
export async function saveDraft(ownerId: number, kind: ContentKind, data: unknown) {
  const parsed = DRAFT_SCHEMAS[kind].safeParse(data);
  if (!parsed.success) return { ok: false, problems: draftProblems(parsed.error) } as SaveResult;
  const now = new Date().toISOString();
  await repo.upsertDraft(await getDb(), kind, JSON.stringify(parsed.data), ownerId, now);
  return { ok: true, savedAt: now } as SaveResult;
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

export type PublishResult =
  { ok: true; published: ContentKind[] } | { ok: false; error: "nothing" };

/** Makes every draft live (see the module's comment). */
export async function publishDrafts(ownerId: number): Promise<PublishResult> {
  const now = new Date().toISOString();
  const published = await writeTransaction(await getDb(), async (trx) => {
    const drafts = parsedDrafts(await repo.draftRows(trx));
    const kinds = CONTENT_KINDS.filter((k) => drafts[k] !== undefined);
    if (kinds.length === 0) return kinds;
    await writeLive(trx, drafts, now);
    for (const kind of kinds)
      await repo.insertVersion(trx, kind, JSON.stringify(drafts[kind]), ownerId, now);
    await repo.deleteDrafts(trx);
    await audit(trx, ownerId, "content.publish", "content", { kinds });
    return kinds;
  });
  if (published.length === 0) return { ok: false, error: "nothing" };
  clearSettingsCache();
  clearMenuCache();
  await sharedPagesChanged();
  return { ok: true, published };
}

/** Puts a published version back as the draft of its kind; false when there is no such version. */
export async function restoreVersion(ownerId: number, id: number): Promise<ContentKind | null> {
  return writeTransaction(await getDb(), async (trx) => {
    const version = await repo.versionById(trx, id);
    const kind = version ? kindOf(version.kind) : undefined;
    if (!version || !kind) return null;
    await repo.upsertDraft(trx, kind, version.data, ownerId, new Date().toISOString());
    await audit(trx, ownerId, "content.restore", "content", { version: id, kind });
    return kind;
  });
}

/** Throws every draft away; how many there were. */
export async function discardDrafts(ownerId: number): Promise<number> {
  return writeTransaction(await getDb(), async (trx) => {
    const gone = await repo.deleteDrafts(trx);
    if (gone > 0) await audit(trx, ownerId, "content.discard", "content", { drafts: gone });
    return gone;
  });
}
