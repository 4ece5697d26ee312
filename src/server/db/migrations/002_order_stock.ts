/**
 * Orders remember the stock they took (JSON StockDemand[]), so a failed
 * payment can give exactly that back (issue 12: preorder products took none).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("stock_taken", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("stock_taken").execute();
}
