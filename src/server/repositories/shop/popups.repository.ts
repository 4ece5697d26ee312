/** Queries on `popups`: the owner's popups, their data as JSON text. */
import type { Executor } from "../../db/transaction.ts";

export async function activePopupRows(db: Executor): Promise<{ id: number; data: string }[]> {
  return db.selectFrom("popups").select(["id", "data"]).where("active", "=", 1).execute();
}
