/**
 * The back office's content (issue 31, item 2): drafts, published versions, and the live rows a
 * publish replaces (`home_sections`, `menus` 'main'; the settings' footer is written through
 * settings.repository.ts). JSON as text; the service parses and checks it.
 */
import type { Executor } from "../../db/transaction.ts";

export interface StoredSectionRow {
  id: number;
  type: string;
  lang: string | null;
  data: string;
  active: number;
}

/** Every home section of every language, active or not, in the shop's order. */
export async function allHomeSections(db: Executor): Promise<StoredSectionRow[]> {
  return db
    .selectFrom("home_sections")
    .select(["id", "type", "lang", "data", "active"])
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** The stored `menus` rows of `key` ('main': the header's), by language. */
export async function menuRows(
  db: Executor,
  key = "main",
): Promise<{ lang: string; data: string }[]> {
  return db.selectFrom("menus").select(["lang", "data"]).where("key", "=", key).execute();
}

export async function draftRows(
  db: Executor,
): Promise<{ kind: string; data: string; updated_at: string }[]> {
  return db.selectFrom("content_drafts").select(["kind", "data", "updated_at"]).execute();
}

export async function upsertDraft(
  db: Executor,
  kind: string,
  data: string,
  ownerId: number,
  now: string,
): Promise<void> {
  await db
    .insertInto("content_drafts")
    .values({ kind, data, owner_id: ownerId, updated_at: now })
    .onConflict((oc) => oc.column("kind").doUpdateSet({ data, owner_id: ownerId, updated_at: now }))
    .execute();
}

export async function deleteDrafts(db: Executor): Promise<number> {
  const result = await db.deleteFrom("content_drafts").executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Keeps a version of `kind`; `ownerId` null for what was live before the first publish. */
export async function insertVersion(
  db: Executor,
  kind: string,
  data: string,
  ownerId: number | null,
  now: string,
): Promise<void> {
  await db
    .insertInto("content_versions")
    .values({ kind, data, owner_id: ownerId, published_at: now })
    .execute();
}

/** True when `kind` has been published (a version of it is kept). */
export async function hasVersion(db: Executor, kind: string): Promise<boolean> {
  const row = await db
    .selectFrom("content_versions")
    .select("id")
    .where("kind", "=", kind)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface VersionRow {
  id: number;
  kind: string;
  published_at: string;
  email: string | null;
}

/** The latest published versions, newest first. */
export async function latestVersions(db: Executor, limit: number): Promise<VersionRow[]> {
  return db
    .selectFrom("content_versions as v")
    .leftJoin("owners as o", "o.id", "v.owner_id")
    .select(["v.id", "v.kind", "v.published_at", "o.email"])
    .orderBy("v.id", "desc")
    .limit(limit)
    .execute();
}

export async function versionById(
  db: Executor,
  id: number,
): Promise<{ kind: string; data: string } | undefined> {
  return db
    .selectFrom("content_versions")
    .select(["kind", "data"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export interface SectionWrite {
  id: number | null;
  type: string;
  lang: string | null;
  data: string;
  active: number;
  sort_order: number;
}

/**
 * Makes `home_sections` exactly `sections`: rows with an id are updated, new ones inserted,
 * stored rows the list leaves out deleted.
 */
export async function replaceHomeSections(db: Executor, sections: SectionWrite[]): Promise<void> {
  const keep = sections.flatMap((s) => (s.id === null ? [] : [s.id]));
  let gone = db.deleteFrom("home_sections");
  if (keep.length > 0) gone = gone.where("id", "not in", keep);
  await gone.execute();
  for (const s of sections) {
    const values = {
      type: s.type,
      lang: s.lang,
      data: s.data,
      active: s.active,
      sort_order: s.sort_order,
    };
    if (s.id === null) await db.insertInto("home_sections").values(values).execute();
    else await db.updateTable("home_sections").set(values).where("id", "=", s.id).execute();
  }
}

/** Sets the `menus` row of `key` and `lang` (created when missing). */
export async function upsertMenu(db: Executor, lang: string, data: string, key = "main") {
  await db
    .insertInto("menus")
    .values({ key, lang, data })
    .onConflict((oc) => oc.columns(["key", "lang"]).doUpdateSet({ data }))
    .execute();
}
