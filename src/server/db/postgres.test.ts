import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import { describe, expect, it } from "vitest";
import { SqliteLikeParametersPlugin } from "./postgres.ts";

interface Db {
  t: { a: string; b: number; c: string };
}

const db = new Kysely<Db>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new SqliteLikeParametersPlugin()],
});

describe("parameters sent to PostgreSQL", () => {
  it("bind booleans as 1/0 and dates as ISO text, as on SQLite", () => {
    const at = new Date(Date.UTC(2026, 10, 25, 12, 0, 0));
    const q = db
      .selectFrom("t")
      .selectAll()
      .where("b", "=", true as unknown as number)
      .where("c", "=", at as unknown as string)
      .compile();
    expect(q.parameters).toEqual([1, "2026-11-25T12:00:00.000Z"]);
  });

  it("drop NUL characters, which PostgreSQL's text cannot hold (found by fuzzing)", () => {
    const q = db.selectFrom("t").selectAll().where("a", "=", "\u0000").compile();
    expect(q.parameters).toEqual([""]);
    const list = db.selectFrom("t").selectAll().where("a", "in", ["x\u0000y", "z"]).compile();
    expect(list.parameters).toEqual(["xy", "z"]);
    const insert = db.insertInto("t").values({ a: "p\u0000q", b: 1, c: "" }).compile();
    expect(insert.parameters).toEqual(["pq", 1, ""]);
  });
});
