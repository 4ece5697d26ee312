/**
 * 008 – both engines (issue 27): an order keeps the SHA-256 digest of the request that made it
 * (services/orders/order-idempotency.ts), so its idempotency key answers only the same request
 * again; another request under the key gets 422 `idempotencyKeyReused`. Orders from before this
 * migration have none, and their keys replay their orders as before.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("request_digest", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("request_digest").execute();
}
