/**
 * 017 – both engines (issue 44): what the back office needs of an order.
 *
 * - Search (item 14): `phone_tail`, the last nine digits of the shipping phone
 *   (domain/orders/order-search.ts), indexed, so a phone however written is one lookup; an
 *   index on the order number's own part (`substr(no, 12)`: `XMV002` of `2026/12/01/XMV002`,
 *   the date prefix being 11 characters), so the part alone is one lookup too. Existing orders
 *   get their phone's digits here (the rule is written out: a migration never changes).
 * - Cancellation (item 3): `cancellation`, JSON (domain/orders/cancellation.ts) of why a
 *   CANCELED or CANCELED_LOCK order was cancelled and what it gave back, shown to the customer.
 * - Offline payments and refunds by hand (item 14): `payment_record`, JSON
 *   (domain/orders/payment-record.ts) of the money the owner recorded for an order paid by bank
 *   transfer or cash on delivery; a settled return's refund owed by hand is `refund_state =
 *   'owed'` until the owner records it sent (`'sent'`): settled returns that owe money by hand
 *   and have no state yet become `'owed'` here.
 */
import { sql, type Kysely } from "kysely";

const PAGE = 1000;

function tailOf(address: unknown): string | null {
  let parsed: unknown = address;
  if (typeof address === "string") {
    try {
      parsed = JSON.parse(address);
    } catch {
      return null;
    }
  }
  const phone = (parsed as { ship?: { phone?: unknown } } | null)?.ship?.phone;
  const digits = typeof phone === "string" ? phone.replace(/\D/g, "") : "";
  return digits ? digits.slice(-9) : null;
}

async function fillPhoneTails(db: Kysely<unknown>): Promise<void> {
  for (let after = 0; ;) {
    const rows = await sql<{ id: number; address: unknown }>`
      select id, address from orders where id > ${after} order by id limit ${PAGE}`.execute(db);
    for (const row of rows.rows) {
      const tail = tailOf(row.address);
      if (tail) await sql`update orders set phone_tail = ${tail} where id = ${row.id}`.execute(db);
    }
    const last = rows.rows.at(-1);
    if (!last) return;
    after = Number(last.id);
  }
}

async function markRefundsOwed(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; settlement: string | null }>`
    select id, settlement from returns
    where status = 'SETTLED' and refund_state is null and settlement is not null`.execute(db);
  for (const row of rows.rows) {
    let manual = 0;
    try {
      manual = Number((JSON.parse(row.settlement ?? "{}") as { manual?: unknown }).manual) || 0;
    } catch {
      continue;
    }
    if (manual > 0)
      await sql`update returns set refund_state = 'owed' where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("cancellation", "text").execute();
  await db.schema.alterTable("orders").addColumn("payment_record", "text").execute();
  await markRefundsOwed(db);
  await db.schema.alterTable("orders").addColumn("phone_tail", "text").execute();
  await fillPhoneTails(db);
  await db.schema.createIndex("orders_phone_tail_idx").on("orders").column("phone_tail").execute();
  await db.schema
    .createIndex("orders_no_suffix_idx")
    .on("orders")
    .column(sql`substr(no, 12)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_no_suffix_idx").execute();
  await db.schema.dropIndex("orders_phone_tail_idx").execute();
  await db.schema.alterTable("orders").dropColumn("phone_tail").execute();
  await db.schema.alterTable("orders").dropColumn("payment_record").execute();
  await db.schema.alterTable("orders").dropColumn("cancellation").execute();
}
