/**
 * The owner's home page, menu and footer editor (issue 31, item 2; decision 0025): drafts kept
 * on the server, a publish that makes them live (content-publish.ts), and every publish kept
 * for a restore.
 *
 * - A draft is saved whole per kind (`home`, `menu`, `footer`) after the draft schema the
 *   editor checks it with accepts it (domain/content/content-drafts.schema.ts); shoppers never
 *   see it. It survives reloads, language switches and other owners' browsers until it is
 *   published or discarded. The editor opens with the stored drafts read as the shop reads its
 *   content, so one stored before a rule was added still shows, with its fields marked.
 * - Restore puts a version back as the draft, for the owner to look at and publish.
 */
import {
  CONTENT_KINDS,
  STORED_SCHEMAS,
  draftProblems,
  draftSchemas,
  type ContentDrafts,
  type ContentKind,
  type DraftProblem,
} from "../../../../domain/content/content-drafts.schema";
import { getDb } from "../../../db/client";
import { parseJson } from "../../../db/json";
import { writeTransaction } from "../../../db/transaction";
import { audit } from "../../../repositories/admin/audit.repository";
import * as repo from "../../../repositories/admin/content.repository";
import { settingValue } from "../../../repositories/shop/settings.repository";
import { getSettings } from "../../settings.service";
import { publishedFooter, publishedHome, publishedMenu } from "./published-content";

export interface ContentVersion {
  id: number;
  kind: ContentKind;
  publishedAt: string;
  /** Who published it; null for the content as it was before the first publish (the seed's). */
  by: string | null;
}

export interface ContentEditorState {
  drafts: ContentDrafts;
  /** The kinds with an unpublished draft. */
  changed: ContentKind[];
  savedAt: string | null;
  versions: ContentVersion[];
}

export const kindOf = (value: string): ContentKind | undefined =>
  CONTENT_KINDS.find((k) => k === value);

/** The shop's languages, the base language first. */
export async function shopLangs(): Promise<string[]> {
  const settings = await getSettings();
  const langs = settings.langs.map((l) => l.code);
  return [settings.baseLang, ...langs.filter((l) => l !== settings.baseLang)];
}

type DraftRow = Awaited<ReturnType<typeof repo.draftRows>>[number];

/** The stored drafts as the shop reads its content (a draft that no longer reads is left out). */
function storedDrafts(rows: readonly DraftRow[]): Partial<ContentDrafts> {
  const drafts: Partial<Record<ContentKind, unknown>> = {};
  for (const row of rows) {
    const kind = kindOf(row.kind);
    if (!kind) continue;
    const parsed = STORED_SCHEMAS[kind].safeParse(parseJson<unknown>(row.data, null));
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
  const langs = await shopLangs();
  const [rows, home, menu, settingsText, versions] = await Promise.all([
    repo.draftRows(db),
    publishedHome(db),
    publishedMenu(db, langs),
    settingValue(db, "shop"),
    contentVersions(),
  ]);
  const drafts = storedDrafts(rows);
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

export type SaveResult = { ok: true; savedAt: string } | { ok: false; problems: DraftProblem[] };

/** Stores the owner's draft of `kind` when the draft schema accepts it. */
export async function saveDraft(ownerId: number, kind: ContentKind, data: unknown) {
  const parsed = draftSchemas(await shopLangs())[kind].safeParse(data);
  if (!parsed.success) return { ok: false, problems: draftProblems(parsed.error) } as SaveResult;
  const now = new Date().toISOString();
  await repo.upsertDraft(await getDb(), kind, JSON.stringify(parsed.data), ownerId, now);
  return { ok: true, savedAt: now } as SaveResult;
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
