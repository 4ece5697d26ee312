/**
 * Queries live in repositories (docs/decisions/0021-queries-in-repositories.md), as
 * `eslint.config.js` enforces it: outside src/server/repositories and src/server/db, a planted
 * Kysely import, query, transaction or reach for the database's internals fails lint; the
 * same in a repository, and a service handing its Executor to one, pass.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { astro, boundaryErrors, warmUpLinter } from "./lint-boundaries.fixtures";

beforeAll(warmUpLinter, 60_000);

describe("queries outside repositories fail lint", () => {
  const cases: [what: string, path: string, code: string, reason: string][] = [
    [
      "service -> kysely (import type)",
      "src/server/services/planted.ts",
      'import type { Kysely } from "kysely";\nexport type K = Kysely<unknown>;\n',
      "Only src/server/repositories and src/server/db use Kysely",
    ],
    [
      "service -> kysely's sql",
      "src/server/services/orders/planted.ts",
      'import { sql } from "kysely";\nexport const one = sql<number>`1`;\n',
      "Only src/server/repositories and src/server/db use Kysely",
    ],
    [
      "service builds a query",
      "src/server/services/planted.ts",
      'import { getDb } from "../db/client";\nexport const rows = async () => (await getDb()).selectFrom("orders").selectAll().execute();\n',
      "Queries live in src/server/repositories",
    ],
    [
      "service opens a transaction itself",
      "src/server/services/planted.ts",
      'import type { Executor } from "../db/transaction";\nexport const run = (db: Executor) => db.transaction().execute(async () => 1);\n',
      "Queries live in src/server/repositories",
    ],
    [
      "server module -> the PostgreSQL pool",
      "src/server/auth/planted.ts",
      'import { getPostgresPool } from "../db/client";\nexport const pool = getPostgresPool;\n',
      "db/client gives only getDb()",
    ],
    [
      "service opens the database",
      "src/server/services/planted.ts",
      'import { openDatabase } from "../db/open";\nexport const x = openDatabase;\n',
      "nothing opens the database",
    ],
    [
      "page builds a query",
      "src/pages/planted.astro",
      astro(
        'import { getDb } from "../server/db/client";\nconst x = await (await getDb()).selectFrom("settings").selectAll().execute();',
      ),
      "Queries live in src/server/repositories",
    ],
    [
      "api endpoint -> kysely",
      "src/pages/api/public/planted.ts",
      'import { sql } from "kysely";\nexport const GET = () => new Response(String(sql`1`));\n',
      "Only src/server/repositories and src/server/db use Kysely",
    ],
    [
      "middleware -> the raw column reader",
      "src/middleware.ts",
      'import { readColumns } from "./server/db/client";\nexport const x = readColumns;\n',
      "db/client gives only getDb()",
    ],
  ];

  it.each(cases)("%s", async (_what, path, code, reason) => {
    const errors = await boundaryErrors(path, code);
    expect(errors).not.toEqual([]);
    for (const error of errors) expect(error).toContain(reason);
  });
});

describe("queries in repositories pass lint", () => {
  const cases: [what: string, path: string, code: string][] = [
    [
      "repository -> kysely and the query builder",
      "src/server/repositories/shop/planted.repository.ts",
      'import { sql } from "kysely";\nimport type { Executor } from "../../db/transaction.ts";\nexport const count = (db: Executor) =>\n  db.selectFrom("orders").select(sql<number>`count(*)`.as("n")).executeTakeFirst();\n',
    ],
    [
      "service -> getDb, a transaction and a repository",
      "src/server/services/planted.ts",
      'import { getDb } from "../db/client";\nimport type { OrderRow } from "../db/schema";\nimport { writeTransaction } from "../db/transaction";\nimport { orderByPublicId } from "../repositories/orders/order-reads.repository";\nexport const find = async (id: string): Promise<OrderRow | undefined> =>\n  writeTransaction(await getDb(), (trx) => orderByPublicId(trx, id));\n',
    ],
    [
      "service test sets up rows directly",
      "src/server/services/planted.test.ts",
      'import type { Kysely } from "kysely";\nimport { closeDb, getDb } from "../db/client";\nimport type { Database } from "../db/schema";\nexport const rows = async (db: Kysely<Database>) => db.selectFrom("orders").selectAll().execute();\nexport const x = [closeDb, getDb];\n',
    ],
  ];

  it.each(cases)("%s", async (_what, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
