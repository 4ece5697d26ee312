/** Uploaded files (personalization images): metadata rows; the bytes live under dataDir(). */
import { sql, type Kysely } from "kysely";
import type { Database, UploadsTable } from "../../db/schema";

export async function insertUpload(db: Kysely<Database>, row: UploadsTable): Promise<void> {
  await db.insertInto("uploads").values(row).execute();
}

/** Uploads created before `before` (ISO time) whose id no order's products mention. */
export async function unusedUploadsBefore(
  db: Kysely<Database>,
  before: string,
): Promise<Pick<UploadsTable, "id" | "path">[]> {
  return db
    .selectFrom("uploads as u")
    .select(["u.id", "u.path"])
    .where("u.created_at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("orders as o")
            .select(sql<number>`1`.as("one"))
            .where(sql<boolean>`cast(o.products as text) like '%' || u.id || '%'`),
        ),
      ),
    )
    .limit(1000)
    .execute();
}

export async function deleteUploads(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("uploads").where("id", "in", ids).execute();
}
