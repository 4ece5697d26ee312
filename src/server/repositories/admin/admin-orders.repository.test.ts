import { DatabaseSync } from "node:sqlite";
import { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate";
import type { Database } from "../../db/schema";
import { createNodeSqliteDialect } from "../../db/sqlite-driver";
import { findOrders } from "./admin-orders.repository";
import { findReturns } from "./admin-returns.repository";

const raw = new DatabaseSync(":memory:");
const sent: { sql: string; parameters: readonly unknown[] }[] = [];
const db = new Kysely<Database>({
  dialect: createNodeSqliteDialect(raw),
  log: (event) => {
    if (event.level === "query") sent.push(event.query);
  },
});

/** SQLite's plan of the last query sent, one line per step. */
function lastPlan(): string {
  const last = sent.at(-1);
  if (!last) throw new Error("no query sent");
  const rows = raw
    .prepare(`explain query plan ${last.sql}`)
    .all(...(last.parameters as (string | number | null)[])) as { detail: string }[];
  return rows.map((r) => r.detail).join("\n");
}

beforeAll(async () => {
  await migrateToLatest(db as unknown as Kysely<unknown>);
});

afterAll(async () => {
  await db.destroy();
});

describe("the back office's search", () => {
  it("finds orders by a number, its own part, an e-mail or a phone through an index, never scanning them", async () => {
    for (const q of ["xmv002", "2026/12/01/XMV002", "Jan@Example.com", "+48 601 234 567"]) {
      await findOrders(db, { q }, null, 51);
      expect(lastPlan(), q).toMatch(/USING (COVERING )?INDEX/);
      expect(lastPlan(), q).not.toMatch(/^SCAN orders/m);
    }
  });

  it("finds returns through their order's index or by the return's own number", async () => {
    for (const q of [
      "xmv002",
      "XMV002/1",
      "R/2026/12/01/XMV002/1",
      "jan@example.com",
      "601234567",
    ]) {
      await findReturns(db, { statuses: [], q }, null, 51);
      expect(lastPlan(), q).toMatch(/USING (COVERING )?INDEX/);
      expect(lastPlan(), q).not.toMatch(/^SCAN [or]\b/m);
    }
  });
});
