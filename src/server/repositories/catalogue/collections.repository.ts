/**
 * Texts of product groups and manufacturers in a language, and their urls in every language
 * (their listings come from product-ids.repository.ts). A manufacturer has no second
 * description: its `description2` is empty.
 */
import { sql } from "kysely";
import type { Executor } from "../../db/transaction.ts";

type CollectionKind = "group" | "manufacturer";

interface CollectionTexts {
  name: string;
  url: string;
  description: string;
  description2: string;
}

/** The texts of the group or manufacturer `id` in `lang`. */
export async function collectionTexts(
  db: Executor,
  kind: CollectionKind,
  id: number,
  lang: string,
): Promise<CollectionTexts | undefined> {
  return kind === "manufacturer"
    ? db
        .selectFrom("manufacturer_i18n")
        .select(["name", "url", "description", sql<string>`''`.as("description2")])
        .where("manufacturer_id", "=", id)
        .where("lang", "=", lang)
        .executeTakeFirst()
    : db
        .selectFrom("product_group_i18n")
        .select(["name", "url", "description", "description2"])
        .where("group_id", "=", id)
        .where("lang", "=", lang)
        .executeTakeFirst();
}

/** The group or manufacturer whose url in `lang` is `url`, with its texts. */
export async function collectionByUrl(
  db: Executor,
  kind: CollectionKind,
  lang: string,
  url: string,
): Promise<(CollectionTexts & { id: number }) | undefined> {
  return kind === "group"
    ? db
        .selectFrom("product_group_i18n")
        .select(["group_id as id", "name", "url", "description", "description2"])
        .where("lang", "=", lang)
        .where("url", "=", url)
        .executeTakeFirst()
    : db
        .selectFrom("manufacturer_i18n")
        .select([
          "manufacturer_id as id",
          "name",
          "url",
          "description",
          sql<string>`''`.as("description2"),
        ])
        .where("lang", "=", lang)
        .where("url", "=", url)
        .executeTakeFirst();
}

/** The urls of a group or manufacturer, one per language. */
export async function collectionUrls(
  db: Executor,
  kind: CollectionKind,
  id: number,
): Promise<{ lang: string; url: string }[]> {
  return kind === "group"
    ? db
        .selectFrom("product_group_i18n")
        .select(["lang", "url"])
        .where("group_id", "=", id)
        .execute()
    : db
        .selectFrom("manufacturer_i18n")
        .select(["lang", "url"])
        .where("manufacturer_id", "=", id)
        .execute();
}
