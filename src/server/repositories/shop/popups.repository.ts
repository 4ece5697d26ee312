/** Queries on `popups`: the owner's popups, their data as JSON text. */
import type { Executor } from "../../db/transaction.ts";

export async function activePopupRows(db: Executor): Promise<{ id: number; data: string }[]> {
  return db.selectFrom("popups").select(["id", "data"]).where("active", "=", 1).execute();
}

/** Every popup, active or not, oldest first (the back office's list). */
export async function allPopupRows(
  db: Executor,
): Promise<{ id: number; data: string; active: number }[]> {
  return db.selectFrom("popups").select(["id", "data", "active"]).orderBy("id").execute();
}

export async function insertPopup(db: Executor, data: string, active: boolean): Promise<number> {
  const row = await db
    .insertInto("popups")
    .values({ data, active: active ? 1 : 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a popup's data and switch; false when there is no such popup. */
export async function updatePopup(
  db: Executor,
  id: number,
  data: string,
  active: boolean,
): Promise<boolean> {
  const r = await db
    .updateTable("popups")
    .set({ data, active: active ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Deletes a popup; false when there is no such popup. */
export async function deletePopup(db: Executor, id: number): Promise<boolean> {
  const r = await db.deleteFrom("popups").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
