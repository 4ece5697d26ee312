import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { Kysely as KyselyDb } from "kysely";
import { closeDb, getDb, getRawSqlite } from "./client.ts";
import { openDatabase } from "./open.ts";
import { DatabaseBusyError, isDatabaseBusy } from "./sqlite-dialect.ts";
import { createNodeSqliteDialect } from "./sqlite-driver.ts";
import { hashPassword, hashPasswordSync, verifyPassword } from "./password.ts";

let dir: string;
const saved = { ...process.env };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "db-test-"));
  process.env["DATABASE_PATH"] = join(dir, "sub", "shop.sqlite");
  process.env["DATA_DIR"] = dir;
  process.env["SEED_PRODUCTS"] = "20";
  process.env["SEED_IMAGES"] = "0";
});

afterAll(async () => {
  await closeDb();
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe("getDb", () => {
  it("migrates and seeds once, sharing one instance between concurrent callers", async () => {
    const [a, b] = await Promise.all([getDb(), getDb()]);
    expect(a).toBe(b);
    const { c } = await a
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("c"))
      .executeTakeFirstOrThrow();
    expect(c).toBe(20);
    expect(getRawSqlite().prepare("pragma journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(getRawSqlite().prepare("pragma foreign_keys").get()).toEqual({ foreign_keys: 1 });
    // Every commit is fsynced (FULL = 2); SQLite never sleeps on the event loop for a lock
    // (the driver waits on timers).
    expect(getRawSqlite().prepare("pragma synchronous").get()).toEqual({ synchronous: 2 });
    expect(getRawSqlite().prepare("pragma busy_timeout").get()).toEqual({ timeout: 0 });
  }, 60_000);

  it("does not reseed an existing database after reopening", async () => {
    await closeDb();
    const db = await getDb();
    const rows = await db.selectFrom("settings").select("key").execute();
    expect(rows.map((r) => r.key).sort()).toEqual(["productsTimestamp", "shop"]);
    const { c } = await db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("c"))
      .executeTakeFirstOrThrow();
    expect(c).toBe(20);
  });
});

describe("node:sqlite dialect", () => {
  it("binds booleans, returns numbers, supports transactions, streaming and returning", async () => {
    const { db } = openDatabase(":memory:");
    await sql`create table t (id integer primary key, flag integer, v text)`.execute(db);
    const k = db as unknown as Kysely<{ t: { id: number; flag: number | boolean; v: string } }>;
    const ins = await k
      .insertInto("t")
      .values({ id: 1, flag: true, v: "a" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(ins.id).toBe(1);
    await expect(
      k.transaction().execute(async (trx) => {
        await trx.insertInto("t").values({ id: 2, flag: false, v: "b" }).execute();
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const rows = await k.selectFrom("t").selectAll().execute();
    expect(rows).toEqual([{ id: 1, flag: 1, v: "a" }]);
    const streamed: unknown[] = [];
    for await (const r of k.selectFrom("t").select("v").stream()) streamed.push(r);
    expect(streamed).toEqual([{ v: "a" }]);
    const upd = await k.updateTable("t").set({ v: "z" }).where("id", "=", 1).executeTakeFirst();
    expect(upd.numUpdatedRows).toBe(1n);
    await db.destroy();
  });
});

describe("password", () => {
  it("hashes with scrypt and verifies", async () => {
    const h = await hashPassword("demo1234");
    expect(h).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword("demo1234")).not.toBe(h);
    expect(await verifyPassword("demo1234", hashPasswordSync("demo1234"))).toBe(true);
    expect(await verifyPassword("demo1234", h)).toBe(true);
    expect(await verifyPassword("demo12345", h)).toBe(false);
    expect(await verifyPassword("demo1234", null)).toBe(false);
    expect(await verifyPassword("demo1234", "garbage")).toBe(false);
  });

  it("hashes off the event loop: a timer fires while four checks run", async () => {
    const h = hashPasswordSync("demo1234");
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    await Promise.all([1, 2, 3, 4].map(() => verifyPassword("demo1234", h)));
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // Blocking scrypt would hold the loop for the whole run and let the timer fire at most once.
    expect(elapsed).toBeGreaterThan(20);
    expect(ticks).toBeGreaterThan(3);
  });
});

describe("write lock held by another connection", () => {
  it("makes transactions give up after the lock wait without blocking the event loop, and work once it is released", async () => {
    const path = join(dir, "locked.sqlite");
    const setup = new DatabaseSync(path);
    setup.exec("pragma journal_mode = WAL; create table t (v integer)");
    const raw = new DatabaseSync(path);
    const db = new KyselyDb<{ t: { v: number } }>({
      dialect: createNodeSqliteDialect(raw, 300),
    });
    setup.exec("begin immediate");
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const started = Date.now();
    const write = (v: number) =>
      db.transaction().execute((trx) => trx.insertInto("t").values({ v }).execute());
    const [first, second] = await Promise.allSettled([write(1), write(2)]);
    const waited = Date.now() - started;
    clearInterval(ticker);
    expect(first.status === "rejected" && first.reason).toBeInstanceOf(DatabaseBusyError);
    expect(second.status === "rejected" && isDatabaseBusy(second.reason)).toBe(true);
    // The first waited its 300 ms, the one queued behind it did not wait another 300.
    expect(waited).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(550);
    // Timers kept running while the transaction waited.
    expect(ticks).toBeGreaterThan(10);
    // Reads are not held up by the other connection's write lock (WAL).
    expect(await db.selectFrom("t").selectAll().execute()).toEqual([]);
    setup.exec("rollback");
    await write(3);
    expect(await db.selectFrom("t").select("v").execute()).toEqual([{ v: 3 }]);
    await db.destroy();
    setup.close();
  });

  it("answers reads while a transaction of its own waits for the lock, and waits for it on timers outside a transaction (issue 33 regression)", async () => {
    const path = join(dir, "reader.sqlite");
    const setup = new DatabaseSync(path);
    setup.exec("pragma journal_mode = WAL; create table t (v integer); insert into t values (1)");
    const db = new KyselyDb<{ t: { v: number } }>({
      dialect: createNodeSqliteDialect(new DatabaseSync(path), 2000, () => {
        return new DatabaseSync(path, { readOnly: true, timeout: 0 });
      }),
    });
    setup.exec("begin immediate");
    const order = db.transaction().execute((trx) => trx.insertInto("t").values({ v: 2 }).execute());
    const outsideWrite = db.insertInto("t").values({ v: 3 }).execute();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // With one connection this read queued behind the waiting transaction for its whole wait.
    const started = Date.now();
    expect(await db.selectFrom("t").select("v").execute()).toEqual([{ v: 1 }]);
    expect(Date.now() - started).toBeLessThan(50);
    setup.exec("rollback");
    await order;
    await outsideWrite;
    clearInterval(ticker);
    // SQLite's busy handler would have held the loop: the timer kept firing.
    expect(ticks).toBeGreaterThan(10);
    const values = await db.selectFrom("t").select("v").orderBy("v").execute();
    expect(values).toEqual([{ v: 1 }, { v: 2 }, { v: 3 }]);
    // Inside a transaction reads see its own writes; outside they see only committed ones.
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("t").where("v", "=", 1).execute();
      expect(await trx.selectFrom("t").select("v").orderBy("v").execute()).toEqual([
        { v: 2 },
        { v: 3 },
      ]);
      expect(await db.selectFrom("t").select("v").orderBy("v").execute()).toHaveLength(3);
    });
    expect(await db.selectFrom("t").select("v").orderBy("v").execute()).toHaveLength(2);
    await db.destroy();
    setup.close();
  });

  it("gives a statement outside a transaction up after a second of a lock held elsewhere", async () => {
    const path = join(dir, "busy-write.sqlite");
    const setup = new DatabaseSync(path);
    setup.exec("pragma journal_mode = WAL; create table t (v integer)");
    const db = new KyselyDb<{ t: { v: number } }>({
      dialect: createNodeSqliteDialect(new DatabaseSync(path), 300),
    });
    setup.exec("begin immediate");
    const started = Date.now();
    const write = await db
      .insertInto("t")
      .values({ v: 1 })
      .execute()
      .catch((error: unknown) => error);
    expect(isDatabaseBusy(write)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    setup.exec("rollback");
    await db.destroy();
    setup.close();
  });
});
