import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/schema";
import { createNodeSqliteDialect } from "../../db/sqlite-driver";
import { setPaymentState } from "./orders.repository";

/** An in-memory orders table with the columns a status change touches. */
function ordersDb(): { db: Kysely<Database>; raw: DatabaseSync } {
  const raw = new DatabaseSync(":memory:");
  raw.exec(
    "create table orders (id integer primary key, status text not null, paid integer not null default 0, sent_at text)",
  );
  raw.exec("insert into orders (id, status) values (1, 'PENDING')");
  return { db: new Kysely<Database>({ dialect: createNodeSqliteDialect(raw) }), raw };
}

describe("an order's status change", () => {
  it("stamps the sent date the first time the order becomes sent, and keeps it after", async () => {
    const { db, raw } = ordersDb();
    const row = () => raw.prepare("select status, paid, sent_at from orders where id = 1").get();
    await db.transaction().execute(async (trx) => {
      await setPaymentState(
        trx,
        1,
        { paid: 1, status: "PENDING" },
        new Date("2026-11-09T08:00:00Z"),
      );
    });
    expect(row()).toEqual({ status: "PENDING", paid: 1, sent_at: null });
    await db.transaction().execute(async (trx) => {
      await setPaymentState(trx, 1, { status: "SENT" }, new Date("2026-11-10T10:00:00Z"));
    });
    expect(row()).toEqual({ status: "SENT", paid: 1, sent_at: "2026-11-10T10:00:00.000Z" });
    await db.transaction().execute(async (trx) => {
      await setPaymentState(trx, 1, { status: "REALIZED" }, new Date("2026-11-12T09:00:00Z"));
    });
    expect(row()).toEqual({ status: "REALIZED", paid: 1, sent_at: "2026-11-10T10:00:00.000Z" });
    await db.destroy();
  });
});
