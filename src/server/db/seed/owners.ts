/** The demo shop's owner (issue 31): the back office's login in the README's table. */
import type { Kysely } from "kysely";
import { hashPasswordSync } from "../password.ts";
import type { Database } from "../schema.ts";

export const DEMO_OWNER = { email: "owner@example.com", password: "admin1234" } as const;

export async function seedOwners(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto("owners")
    .values({
      email: DEMO_OWNER.email,
      password_hash: hashPasswordSync(DEMO_OWNER.password),
      role: "owner",
      created_at: new Date(now).toISOString(),
      last_login_at: null,
    })
    .execute();
}
