// Test shops on PostgreSQL. `TEST_DATABASE_URL=postgres://user@host:port/` names a server;
// every test shop gets its own throwaway database there, named after its data folder
// (data/test → sf_test, data/test-fuzz-4899 → sf_test_fuzz_4899), so second shops, fault
// shops and the fuzz shop never share or drop the main test shop's database.
import pg from "pg";

/** The PostgreSQL database of the test shop in `dir`, or null when tests run on SQLite. */
export function testDatabaseUrl(dir, server = process.env.TEST_DATABASE_URL) {
  if (!server) return null;
  const url = new URL(server);
  const name = `sf_${dir.replace(/^(\.\/)?data\//, "")}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .slice(0, 60);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops and re-creates a database: connects to the server's `postgres` database with the
 * same credentials. The new database sorts text bytewise (C collation), as SQLite does, so
 * both engines list alike.
 */
export async function resetPostgresDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ""));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unsafe test database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(
      `create database "${name}" template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`,
    );
  } finally {
    await client.end();
  }
}

/** True when a PostgreSQL server answers at `url` (its `postgres` database). */
export async function postgresReachable(url) {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
