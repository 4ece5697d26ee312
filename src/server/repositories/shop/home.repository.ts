/** Queries on `home_sections`: the home page's sections, their data as JSON text. */
import type { Executor } from "../../db/transaction.ts";

/** The active sections shown in `lang` (theirs and those of every language), in order. */
export async function activeHomeSections(
  db: Executor,
  lang: string,
): Promise<{ id: number; type: string; data: string }[]> {
  return db
    .selectFrom("home_sections")
    .select(["id", "type", "data"])
    .where("active", "=", 1)
    .where((eb) => eb.or([eb("lang", "is", null), eb("lang", "=", lang)]))
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** The data of the first active instagram section (it keeps the feed's stored media). */
export async function instagramSectionData(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom("home_sections")
    .select("data")
    .where("type", "=", "instagram")
    .where("active", "=", 1)
    .orderBy("sort_order")
    .executeTakeFirst();
  return row?.data;
}
