/**
 * Test fixture of the auth and profile service tests: a fresh SQLite database
 * in a temporary folder with five users (private, wholesale, ghost, company,
 * inactive), all but the ghost with the password {@link PASSWORD}.
 */
import { rmSync } from "node:fs";
import type { Insertable, Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { closeDb } from "../../db/client.ts";
import { openDatabase } from "../../db/open.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { hashPasswordSync } from "../../db/password.ts";
import type { UsersTable } from "../../db/schema.ts";

export const PASSWORD = "demo1234";

/**
 * Points `DATABASE_PATH` at a new temporary database (the client reads it when
 * it first opens the database), creates it with the users before the file's
 * tests and removes it after them. Returns the users' ids by e-mail, filled in
 * before the first test. Call at the top of a test file.
 */
export function useUsersDb(name: string): Record<string, number> {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const tmp = `${base}/${name}-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${tmp}/test.sqlite`;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Migrate and mark the database as seeded so that getDb() skips the demo seed.
    const o = openDatabase(process.env["DATABASE_PATH"]);
    await migrateToLatest(o.db as unknown as Kysely<unknown>);
    await o.db
      .insertInto("settings")
      .values({ key: "shop", value: "{}", updated_at: new Date().toISOString() })
      .execute();
    const hash = hashPasswordSync(PASSWORD);
    const now = new Date().toISOString();
    const users: Array<Partial<Insertable<UsersTable>> & { email: string; name: string }> = [
      {
        email: "jan@example.com",
        name: "Jan Kowalski",
        password_hash: hash,
        loyalty_points: 120,
        marketing: 1,
      },
      { email: "hurt@example.com", name: "Hurt Sp", password_hash: hash, wholesale: 1 },
      { email: "ghost@example.com", name: "Ghost User", password_hash: null, ghost: 1 },
      {
        email: "firma@example.com",
        name: "Firma Owner",
        password_hash: hash,
        company: 1,
        company_details: JSON.stringify({ name: "Firma Sp. z o.o.", nip: "5260250274" }),
        address: JSON.stringify({
          ship: {
            name: "Firma Owner",
            street: "Prosta",
            number: "1",
            postCode: "00-001",
            city: "Warszawa",
            country: "pl",
          },
        }),
      },
      { email: "nieaktywny@example.com", name: "Nie Aktywny", password_hash: hash, active: 0 },
    ];
    for (const u of users) {
      const row = await o.db
        .insertInto("users")
        .values({ lang: "pl", created_at: now, address: "{}", ...u })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[u.email] = row.id;
    }
    await o.db.destroy();
  });

  afterAll(async () => {
    await closeDb();
    rmSync(tmp, { recursive: true, force: true });
  });

  return ids;
}
