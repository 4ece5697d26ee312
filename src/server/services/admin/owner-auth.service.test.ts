import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/owner-auth-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  process.env["RATE_LIMIT_MAX_DELAY_MS"] = "0";
  return dir;
});

import { closeDb, getDb } from "../../db/client";
import { createSeededDatabase } from "../../db/seed/index";
import { DEMO_OWNER } from "../../db/seed/owners";
import { hashToken } from "../../auth/token";
import { saveOwner } from "./owner-accounts.service";
import { ownerForToken, ownerLogin, ownerLogout } from "./owner-auth.service";

beforeAll(async () => {
  await createSeededDatabase(process.env["DATABASE_PATH"] ?? "", { products: 20, images: false });
}, 120_000);

afterAll(async () => {
  await closeDb();
  rmSync(tmp, { recursive: true, force: true });
});

async function auditActions(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectFrom("audit_log").select("action").orderBy("id").execute();
  return rows.map((r) => r.action);
}

describe("the owner's login", () => {
  it("lets the demo owner in with a 12-hour session that logout ends, both audited", async () => {
    const now = new Date();
    const result = await ownerLogin(
      ` ${DEMO_OWNER.email.toUpperCase()} `,
      DEMO_OWNER.password,
      "a1",
      now,
    );
    if (!result.ok) throw new Error("the demo owner was refused");
    expect(result.owner).toMatchObject({ email: DEMO_OWNER.email, role: "owner" });
    const found = await ownerForToken(result.token, now);
    expect(found?.owner.email).toBe(DEMO_OWNER.email);
    expect(found?.tokenHash).toBe(hashToken(result.token));
    const later = new Date(now.getTime() + 12 * 3600_000 + 1000);
    expect(await ownerForToken(result.token, later)).toBeNull();
    await ownerLogout(hashToken(result.token), "a1");
    expect(await ownerForToken(result.token, now)).toBeNull();
    expect(await auditActions()).toEqual(["login", "logout"]);
  });

  it("refuses a wrong password and an unknown e-mail alike, and logs both failures", async () => {
    expect(await ownerLogin(DEMO_OWNER.email, "wrong-password", "a2")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await ownerLogin("nobody@example.com", "whatever", "a2")).toEqual({
      ok: false,
      reason: "invalid",
    });
    const db = await getDb();
    const rows = await db
      .selectFrom("audit_log")
      .select(["action", "owner_id", "subject", "detail"])
      .where("detail", "like", '%"a2"%')
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.action, r.owner_id === null, r.subject])).toEqual([
      ["login.failed", false, expect.stringMatching(/^owner:\d+$/)],
      ["login.failed", true, "email:nobody@example.com"],
    ]);
  });

  it("refuses a customer's e-mail and password: customers are not owners", async () => {
    const result = await ownerLogin("jan@example.com", "demo1234", "a3");
    expect(result.ok).toBe(false);
  });

  it("refuses the pair of e-mail and address after ten failures, with the wait, and logs the lockout once", async () => {
    for (let i = 0; i < 10; i++) await ownerLogin(DEMO_OWNER.email, "wrong", "a4");
    const refused = await ownerLogin(DEMO_OWNER.email, DEMO_OWNER.password, "a4");
    expect(refused).toMatchObject({ ok: false, reason: "tooMany" });
    const db = await getDb();
    const lockouts = await db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "login.lockout")
      .where("detail", "like", '%"a4"%')
      .execute();
    expect(lockouts).toHaveLength(1);
    expect(JSON.parse(lockouts[0]?.detail ?? "{}")).toMatchObject({ address: "a4" });
    if (refused.ok || refused.reason !== "tooMany") return;
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect((await ownerLogin(DEMO_OWNER.email, DEMO_OWNER.password, "a5")).ok).toBe(true);
  }, 30_000); // eleven password checks, each a scrypt hash

  it("takes a staff member created by the owner script, and a changed password", async () => {
    await saveOwner("Staff@Example.com", "first-password", "staff");
    await saveOwner("staff@example.com", "second-password", "staff");
    expect((await ownerLogin("staff@example.com", "first-password", "a6")).ok).toBe(false);
    const result = await ownerLogin("staff@example.com", "second-password", "a6");
    expect(result.ok && result.owner.role).toBe("staff");
  });
});
