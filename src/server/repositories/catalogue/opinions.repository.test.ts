import { Kysely, type CompiledQuery } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate";
import { openDatabase } from "../../db/open";
import type { Database } from "../../db/schema";
import { createNodeSqliteDialect } from "../../db/sqlite-driver";
import { latestOpinions } from "./opinions.repository";

const opened = openDatabase(":memory:");

afterAll(async () => {
  await opened.db.destroy();
});

describe("the newest opinions of a language", () => {
  it("are read from the language's date index, without sorting every opinion of the shop", async () => {
    await migrateToLatest(opened.db as unknown as Kysely<unknown>);
    const queries: CompiledQuery[] = [];
    const logged = new Kysely<Database>({
      dialect: createNodeSqliteDialect(opened.raw),
      log: (event) => {
        if (event.level === "query") queries.push(event.query);
      },
    });
    expect(await latestOpinions(logged, "pl", 8)).toEqual([]);
    const [query] = queries;
    if (!query) throw new Error("latestOpinions ran no query");
    const plan = opened.raw
      .prepare(`explain query plan ${query.sql}`)
      .all(...(query.parameters as (string | number)[]))
      .map((row) => String(row["detail"]));
    expect(plan.join("\n")).toContain("USING INDEX opinions_lang_created_idx (lang=?)");
    expect(plan.join("\n")).not.toContain("TEMP B-TREE");
  });
});
