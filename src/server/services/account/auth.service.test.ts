import { describe, expect, it } from "vitest";
import { hashToken, TOKEN_TTL_DAYS } from "../../auth/token.ts";
import { getDb } from "../../db/client.ts";
import { authenticate, login, logout, toSessionUser, userRowForToken } from "./auth.service.ts";
import { PASSWORD, useUsersDb } from "./users.fixtures.ts";

const DAY = 24 * 60 * 60 * 1000;
const ids = useUsersDb("auth-service");

/** The session view of a token's user, as the middleware's shopper carries it. */
async function userForToken(token: string, now?: Date) {
  const row = await userRowForToken(token, now);
  return row ? toSessionUser(row) : null;
}

async function tokenCount(userId: number): Promise<number> {
  const db = await getDb();
  const r = await db
    .selectFrom("auth_tokens")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe("login", () => {
  it("issues a token for a valid e-mail and password, lower-casing and trimming the e-mail", async () => {
    const now = new Date();
    const r = await login("  JAN@Example.COM ", PASSWORD, now);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.user.email).toBe("jan@example.com");
    const db = await getDb();
    const stored = await db
      .selectFrom("auth_tokens")
      .selectAll()
      .where("token_hash", "=", hashToken(r.token))
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(ids["jan@example.com"]);
    expect(Date.parse(stored.expires_at) - now.getTime()).toBe(TOKEN_TTL_DAYS * DAY);
    // The plain token itself is never stored.
    const plain = await db
      .selectFrom("auth_tokens")
      .select("token_hash")
      .where("token_hash", "=", r.token)
      .execute();
    expect(plain).toHaveLength(0);
  });

  it("rejects a wrong password and an unknown e-mail as invalid", async () => {
    expect(await login("jan@example.com", "wrong")).toEqual({ ok: false, reason: "invalid" });
    expect(await login("nobody@example.com", PASSWORD)).toEqual({ ok: false, reason: "invalid" });
    expect(await login("jan@example.com", "")).toEqual({ ok: false, reason: "invalid" });
    expect(await login("jan@example.com", "x".repeat(5000))).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("does not let a ghost user without a password log in", async () => {
    expect(await login("ghost@example.com", "")).toEqual({ ok: false, reason: "invalid" });
    expect(await login("ghost@example.com", PASSWORD)).toEqual({ ok: false, reason: "invalid" });
  });

  it("reports inactive accounts only with the right password", async () => {
    expect(await login("nieaktywny@example.com", PASSWORD)).toEqual({
      ok: false,
      reason: "inactive",
    });
    expect(await login("nieaktywny@example.com", "wrong")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("removes the user's expired tokens on a new login", async () => {
    const userId = ids["hurt@example.com"] ?? 0;
    const db = await getDb();
    await db
      .insertInto("auth_tokens")
      .values({
        token_hash: hashToken("stale"),
        user_id: userId,
        created_at: new Date(Date.now() - 40 * DAY).toISOString(),
        expires_at: new Date(Date.now() - 10 * DAY).toISOString(),
      })
      .execute();
    const r = await login("hurt@example.com", PASSWORD);
    expect(r.ok).toBe(true);
    expect(await tokenCount(userId)).toBe(1);
  });
});

describe("sessions", () => {
  it("resolves a token to the session user", async () => {
    const r = await login("jan@example.com", PASSWORD);
    if (!r.ok) throw new Error("login failed");
    expect(await userForToken(r.token)).toEqual({
      id: String(ids["jan@example.com"]),
      name: "Jan Kowalski",
      email: "jan@example.com",
      ghost: false,
      wholesale: false,
      company: false,
      loyaltyPoints: 120,
      marketing: true,
    });
    expect(await userForToken("unknown-token")).toBeNull();
    expect(await userForToken("")).toBeNull();
  });

  it("ignores and deletes expired tokens", async () => {
    const issued = new Date(Date.now() - 31 * DAY);
    const r = await login("hurt@example.com", PASSWORD, issued);
    if (!r.ok) throw new Error("login failed");
    // Still valid just before expiry, invalid at expiry.
    expect(
      await userForToken(r.token, new Date(issued.getTime() + TOKEN_TTL_DAYS * DAY - 1000)),
    ).not.toBeNull();
    expect(
      await userForToken(r.token, new Date(issued.getTime() + TOKEN_TTL_DAYS * DAY)),
    ).toBeNull();
    const db = await getDb();
    const left = await db
      .selectFrom("auth_tokens")
      .select("token_hash")
      .where("token_hash", "=", hashToken(r.token))
      .execute();
    expect(left).toHaveLength(0);
  });

  it("ends sessions of accounts that became inactive", async () => {
    const r = await login("firma@example.com", PASSWORD);
    if (!r.ok) throw new Error("login failed");
    const db = await getDb();
    await db.updateTable("users").set({ active: 0 }).where("id", "=", r.user.id).execute();
    expect(await userForToken(r.token)).toBeNull();
    await db.updateTable("users").set({ active: 1 }).where("id", "=", r.user.id).execute();
    expect(await userForToken(r.token)).not.toBeNull();
  });

  it("logout deletes the token", async () => {
    const r = await login("jan@example.com", PASSWORD);
    if (!r.ok) throw new Error("login failed");
    await logout(r.token);
    expect(await userForToken(r.token)).toBeNull();
    await expect(logout(r.token)).resolves.toBeUndefined();
  });

  it("authenticate reads the bearer header or the APP_TOKEN cookie", async () => {
    const r = await login("jan@example.com", PASSWORD);
    if (!r.ok) throw new Error("login failed");
    const byHeader = new Request("http://localhost/", {
      headers: { authorization: `Bearer ${r.token}` },
    });
    const byCookie = new Request("http://localhost/", {
      headers: { cookie: `a=b; APP_TOKEN=${r.token}` },
    });
    expect((await authenticate(byHeader))?.user.email).toBe("jan@example.com");
    expect((await authenticate(byCookie))?.user.email).toBe("jan@example.com");
    expect((await authenticate(byCookie))?.tokenHash).toBe(hashToken(r.token));
    expect(await authenticate(new Request("http://localhost/"))).toBeNull();
    expect(
      await authenticate(
        new Request("http://localhost/", { headers: { authorization: "Bearer nope" } }),
      ),
    ).toBeNull();
  });
});
