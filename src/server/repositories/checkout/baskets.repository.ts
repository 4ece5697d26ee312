/**
 * Queries on `baskets`: the stored copies of shoppers' baskets (abandoned-basket follow-up).
 * A basket is changed or deleted only with its owner key's hash.
 */
import type { Insertable, Updateable } from "kysely";
import type { BasketsTable } from "../../db/schema.ts";
import type { Executor } from "../../db/transaction.ts";

/** Deletes the baskets last updated before `cutoff`; answers how many. */
export async function deleteBasketsBefore(db: Executor, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom("baskets")
    .where("updated_at", "<", cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertBasket(db: Executor, row: Insertable<BasketsTable>): Promise<void> {
  await db.insertInto("baskets").values(row).execute();
}

/** Changes the basket `id` if `keyHash` is its owner key's; false otherwise (or when it is gone). */
export async function updateStoredBasket(
  db: Executor,
  id: string,
  keyHash: string,
  changes: Updateable<BasketsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("baskets")
    .set(changes)
    .where("id", "=", id)
    .where("owner_key_hash", "=", keyHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the basket `id` if `keyHash` is its owner key's; false otherwise. */
export async function deleteStoredBasket(
  db: Executor,
  id: string,
  keyHash: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("baskets")
    .where("id", "=", id)
    .where("owner_key_hash", "=", keyHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
