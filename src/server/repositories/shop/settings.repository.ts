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

/** Stores a setting's JSON text (the row exists: the seed writes 'shop'). */
export async function updateSettingValue(
  db: Executor,
  key: string,
  value: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("settings")
    .set({ value, updated_at: now.toISOString() })
    .where("key", "=", key)
    .execute();
}
