import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  holdsLease,
  leasesHeldElsewhere,
  onDatabaseChange,
  stopChangeFeed,
  wantLeases,
  watchSqliteFile,
} from "./change-feed";

describe("the SQLite file watch", () => {
  let dir = "";
  const connections: DatabaseSync[] = [];

  function open(file: string): DatabaseSync {
    const db = new DatabaseSync(file);
    db.exec("pragma journal_mode = wal");
    connections.push(db);
    return db;
  }

  afterEach(async () => {
    vi.useRealTimers();
    await stopChangeFeed();
    for (const db of connections.splice(0)) db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("tells the listeners within a second that another process wrote the file, and not about its own writes", async () => {
    vi.useFakeTimers();
    dir = mkdtempSync(join(tmpdir(), "feed-"));
    const file = join(dir, "shop.sqlite");
    const shop = open(file);
    shop.exec("create table settings (key text primary key, value text)");
    const other = open(file);
    const heard: string[] = [];
    const unsubscribe = onDatabaseChange((table) => heard.push(table));
    watchSqliteFile(shop);

    shop.exec("insert into settings values ('own', '1')");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toEqual([]);

    other.exec("insert into settings values ('owner', '2')");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toEqual(["*"]);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(heard).toEqual(["*"]);
    unsubscribe();
  });
});

describe("leases without a PostgreSQL feed", () => {
  it("are all held by the one process, and nobody else holds any", async () => {
    wantLeases([7, 8]);
    expect(holdsLease(7)).toBe(true);
    expect(holdsLease(9)).toBe(true);
    expect(await leasesHeldElsewhere()).toBeNull();
  });
});
