/** The demo shop's owner and staff member (issue 31): the back office's logins in the README's table. */
import type { Kysely } from "kysely";
import { hashPasswordSync } from "../password.ts";
import type { Database } from "../schema.ts";

export const DEMO_OWNER = { email: "owner@example.com", password: "admin1234" } as const;
export const DEMO_STAFF = { email: "staff@example.com", password: "staff1234" } as const;

export async function seedOwners(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto("owners")
    .values([
      {
        email: DEMO_OWNER.email,
        password_hash: hashPasswordSync(DEMO_OWNER.password),
        role: "owner",
        created_at: new Date(now).toISOString(),
        last_login_at: null,
      },
      {
        email: DEMO_STAFF.email,
        password_hash: hashPasswordSync(DEMO_STAFF.password),
        role: "staff",
        created_at: new Date(now).toISOString(),
        last_login_at: null,
      },
    ])
    .execute();
}
