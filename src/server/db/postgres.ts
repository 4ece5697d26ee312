/**
 * Opening PostgreSQL (`DATABASE_URL=postgres://…`): a `pg` connection pool behind Kysely's
 * own PostgreSQL dialect, set up so that rows look exactly as they do on SQLite and the
 * repositories and services stay the same on both engines:
 * - `bigint` (counts, sums, epoch stamps) and `numeric` (rounded money) come back as numbers,
 *   as SQLite gives them (every such value in this shop is far below 2^53);
 * - `jsonb` columns come back as their JSON text, which the code parses itself, as it does
 *   with SQLite's TEXT JSON (schema.ts `JsonText`);
 * - booleans and dates sent as parameters become 1/0 and ISO text, as the SQLite dialect
 *   binds them (flags are integer columns, times are ISO text columns);
 * - NUL characters are dropped from text parameters: PostgreSQL's text cannot hold one and
 *   refuses the whole statement, where SQLite simply finds no row for `/order/%00` (a NUL
 *   from a URL answered 500 before; found by the fuzz on PostgreSQL).
 */
import pg from "pg";
import { Kysely, OperationNodeTransformer, PostgresDialect, ValueNode } from "kysely";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  PrimitiveValueListNode,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { loggerFor } from "../log/logger.mjs";
import type { Database } from "./schema.ts";

const log = loggerFor("db");

const OID = { int8: 20, numeric: 1700, json: 114, jsonb: 3802 } as const;

const asNumber = (value: string): number => Number(value);
const asText = (value: string): string => value;

/** Type parsers for the shop's pools only (the `pg` module's global parsers stay untouched). */
export const shopTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === OID.int8 || oid === OID.numeric) return asNumber;
    if (oid === OID.json || oid === OID.jsonb) return asText;
    return pg.types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

export function bindable(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "string" && value.includes("\0")) return value.replaceAll("\0", "");
  if (value instanceof Date) return value.toISOString();
  return value;
}

class SqliteLikeParameters extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = bindable(node.value);
    if (value === node.value) return node;
    return node.immediate ? ValueNode.createImmediate(value) : ValueNode.create(value);
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return { ...node, values: node.values.map(bindable) };
  }
}

/** Booleans and dates are bound as SQLite's dialect binds them (1/0, ISO text). */
export class SqliteLikeParametersPlugin implements KyselyPlugin {
  readonly #transformer = new SqliteLikeParameters();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

export interface OpenedPostgres {
  engine: "postgres";
  db: Kysely<Database>;
  pool: pg.Pool;
}

/** Pool size per instance (env `DATABASE_POOL_SIZE`, default 10). */
export function poolSize(env: Readonly<Record<string, string | undefined>> = process.env) {
  const n = Number(env["DATABASE_POOL_SIZE"] ?? "");
  return Number.isInteger(n) && n > 0 && n <= 200 ? n : 10;
}

/** A pool connecting to `url`; nothing is migrated or seeded here (client.ts does that). */
export function openPostgres(url: string): OpenedPostgres {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize(),
    types: shopTypes,
    // A request waits at most this long for a free connection, then the API answers 503.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: "storefront",
  });
  // An idle connection that the server drops (restart, failover) must not crash the process.
  pool.on("error", (error) => log.warn({ err: error }, "idle PostgreSQL connection failed"));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new SqliteLikeParametersPlugin()],
  });
  return { engine: "postgres", db, pool };
}

/** Reads whole columns as arrays (the listing index: no row objects for 100k products). */
export async function readPostgresArrays(
  pool: pg.Pool,
  query: string,
): Promise<(number | string | null)[][]> {
  const result = await pool.query<(number | string | null)[]>({ text: query, rowMode: "array" });
  return result.rows;
}
