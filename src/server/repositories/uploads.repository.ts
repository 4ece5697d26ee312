/** Uploaded files (personalization images): metadata rows; the bytes live under dataDir(). */
import type { Kysely } from "kysely";
import type { Database, UploadsTable } from "../db/schema";

export async function insertUpload(db: Kysely<Database>, row: UploadsTable): Promise<void> {
  await db.insertInto("uploads").values(row).execute();
}

export async function findUpload(
  db: Kysely<Database>,
  id: string,
): Promise<UploadsTable | undefined> {
  return db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
}
