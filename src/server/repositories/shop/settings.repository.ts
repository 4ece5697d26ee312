/** Queries on `settings`: one JSON document per key ('shop', 'productsTimestamp', …). */
import type { Executor } from "../../db/transaction.ts";

/** The stored JSON text of a setting, if it is set. */
export async function settingValue(db: Executor, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value;
}
