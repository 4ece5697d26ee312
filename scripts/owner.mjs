// @ts-check
/**
 * `npm run owner -- --email a@b.c --password '…' [--role staff]`
 *
 * Creates a back-office owner (issue 31), or gives the one with this e-mail a new password and
 * role (default `owner`), in the database the shop uses: PostgreSQL at DATABASE_URL, else the
 * SQLite file at DATABASE_PATH (default data/shop.sqlite), migrated (and seeded when empty)
 * as on the shop's first start. Runs the TypeScript directly through Node's type stripping.
 */
import { parseArgs } from "node:util";
import { closeDb } from "../src/server/db/client.ts";
import { saveOwner } from "../src/server/services/admin/owner-accounts.service.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string", default: "owner" },
  },
});

const role = values.role;
if (!values.email || !values.password || (role !== "owner" && role !== "staff")) {
  console.error("usage: npm run owner -- --email a@b.c --password '…' [--role owner|staff]");
  process.exit(1);
}
try {
  const id = await saveOwner(values.email, values.password, role);
  console.log(`Owner ${id} saved: ${values.email.trim().toLowerCase()} (${role}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
