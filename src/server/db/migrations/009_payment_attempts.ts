/**
 * 009 – both engines (issue 30): every try at paying an order online, at one
 * provider (services/orders/payment-lifecycle.ts), and the refunds made
 * through the provider that took the money.
 *
 * - `payment_attempts`: the provider's id of the payment (`provider_ref`,
 *   unique per provider: a notification finds its attempt by it), the method
 *   the shopper chose, the amount and currency it was created for (from the
 *   order, as two-decimal text), its state (pending, verifying, paid, failed,
 *   cancelled, expired) with the provider's reason, and the shopper's next
 *   step (JSON: the provider's page, or the embedded payment form's keys).
 * - `payment_refunds`: what went back, when and why, with the provider's id.
 */
import type { Kysely } from "kysely";
import { isSqlite } from "./001_initial.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable("payment_attempts")
    .addColumn("id", "integer", (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("order_id", "integer", (c) =>
      c.notNull().references("orders.id").onDelete("cascade"),
    )
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_ref", "text")
    .addColumn("method_id", "text", (c) => c.notNull())
    .addColumn("amount", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("reason", "text")
    .addColumn("next_step", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("payment_attempts_ref")
    .on("payment_attempts")
    .columns(["provider", "provider_ref"])
    .unique()
    .execute();
  await db.schema
    .createIndex("payment_attempts_order")
    .on("payment_attempts")
    .column("order_id")
    .execute();
  await db.schema
    .createTable("payment_refunds")
    .addColumn("id", "integer", (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn("attempt_id", "integer", (c) =>
      c.notNull().references("payment_attempts.id").onDelete("cascade"),
    )
    .addColumn("amount", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("refund_ref", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_refunds").execute();
  await db.schema.dropTable("payment_attempts").execute();
}
