import { rmSync } from "node:fs";
import type { Insertable, Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The database path must be known before the client opens the database
// (hoisted above the imports; openDatabase() creates the directory).
const tmp = vi.hoisted(() => {
  const base = (process.env["TMPDIR"] || "/tmp").replace(/\/+$/, "");
  const dir = `${base}/auth-service-${process.pid}-${Date.now()}`;
  process.env["DATABASE_PATH"] = `${dir}/test.sqlite`;
  return dir;
});

import { hashToken, TOKEN_TTL_DAYS } from "../auth/token.ts";
import { closeDb, getDb, openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { hashPassword } from "../db/password.ts";
import type { UsersTable } from "../db/schema.ts";
import {
  authenticate,
  login,
  logout,
  profileSchema,
  saveProfile,
  toPublicUser,
  userForToken,
  userRowForToken,
} from "./auth.service.ts";

const PASSWORD = "demo1234";
const DAY = 24 * 60 * 60 * 1000;
const ids: Record<string, number> = {};

beforeAll(async () => {
  // Migrate and mark the database as seeded so that getDb() skips the demo seed.
  const o = openDatabase(process.env["DATABASE_PATH"]);
  await migrateToLatest(o.db as unknown as Kysely<unknown>);
  await o.db
    .insertInto("settings")
    .values({ key: "shop", value: "{}", updated_at: new Date().toISOString() })
    .execute();
  const hash = hashPassword(PASSWORD);
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
    expect((await authenticate(byHeader))?.email).toBe("jan@example.com");
    expect((await authenticate(byCookie))?.email).toBe("jan@example.com");
    expect(await authenticate(new Request("http://localhost/"))).toBeNull();
    expect(
      await authenticate(
        new Request("http://localhost/", { headers: { authorization: "Bearer nope" } }),
      ),
    ).toBeNull();
  });
});

describe("toPublicUser", () => {
  it("uses the spec field names", async () => {
    const r = await login("firma@example.com", PASSWORD);
    if (!r.ok) throw new Error("login failed");
    expect(toPublicUser(r.user)).toEqual({
      _id: String(ids["firma@example.com"]),
      name: "Firma Owner",
      email: "firma@example.com",
      ghost: false,
      wholesale: false,
      loyaltyPoints: 0,
      agrees: { marketing: false },
      address: {
        ship: {
          name: "Firma Owner",
          street: "Prosta",
          number: "1",
          postCode: "00-001",
          city: "Warszawa",
          country: "pl",
        },
        invoice: null,
      },
      company: true,
      companyDetails: { name: "Firma Sp. z o.o.", nip: "5260250274" },
      provider: "local",
    });
  });
});

describe("profile", () => {
  const ship = {
    name: "Jan Nowak",
    street: "Długa",
    number: "5",
    apartment: "2",
    postCode: "00-950",
    city: "Warszawa",
    country: "PL",
    phone: "+48 600 100 200",
  };

  it("accepts a valid private profile", () => {
    const p = profileSchema.safeParse({ agrees: { marketing: true }, address: { ship } });
    expect(p.success).toBe(true);
    if (p.success) expect(p.data.address.ship.country).toBe("pl");
  });

  it("rejects invalid fields with their paths", () => {
    const p = profileSchema.safeParse({
      marketing: "yes",
      address: { ship: { ...ship, name: "Jan", postCode: "00950", phone: "12" } },
      company: true,
    });
    expect(p.success).toBe(false);
    if (p.success) return;
    const paths = p.error.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining([
        "marketing",
        "address.ship.name",
        "address.ship.postCode",
        "address.ship.phone",
      ]),
    );
  });

  it("requires company details and a valid NIP for a company", () => {
    const noDetails = profileSchema.safeParse({ address: { ship }, company: true });
    expect(noDetails.success).toBe(false);
    const badNip = profileSchema.safeParse({
      address: { ship },
      company: true,
      companyDetails: { name: "X", nip: "12" },
    });
    expect(badNip.success).toBe(false);
    if (!badNip.success)
      expect(badNip.error.issues.map((i) => i.path.join("."))).toContain("companyDetails.nip");
    const ok = profileSchema.safeParse({
      address: { ship },
      company: true,
      companyDetails: { name: "X", nip: "PL 526-025-02-74" },
    });
    expect(ok.success).toBe(true);
  });

  it("saves the profile and returns the public user", async () => {
    const userId = ids["jan@example.com"] ?? 0;
    const input = profileSchema.parse({
      email: "attacker@example.com",
      marketing: false,
      address: {
        ship,
        invoice: { street: "Krótka", number: "1", postCode: "00-001", city: "Kraków" },
      },
      company: true,
      companyDetails: { name: "Nowak SA", nip: "526-025-02-74" },
    });
    const saved = await saveProfile(String(userId), input);
    expect(saved).toMatchObject({
      _id: String(userId),
      name: "Jan Nowak",
      email: "jan@example.com",
      agrees: { marketing: false },
      company: true,
      companyDetails: { name: "Nowak SA", nip: "5260250274" },
      address: {
        ship: { ...ship, country: "pl" },
        invoice: {
          name: "",
          street: "Krótka",
          number: "1",
          postCode: "00-001",
          city: "Kraków",
          country: "pl",
        },
      },
    });
    const db = await getDb();
    const row = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe("+48 600 100 200");
    expect(row.email).toBe("jan@example.com");

    // Unticking company drops the invoice data; omitted marketing stays unchanged.
    const privateAgain = await saveProfile(userId, profileSchema.parse({ address: { ship } }));
    expect(privateAgain).toMatchObject({
      company: false,
      companyDetails: null,
      agrees: { marketing: false },
    });
    expect(privateAgain?.address.invoice).toBeNull();
    expect(await saveProfile(999999, profileSchema.parse({ address: { ship } }))).toBeNull();
  });

  it("userRowForToken gives the full row", async () => {
    const r = await login("jan@example.com", PASSWORD);
    if (!r.ok) throw new Error("login failed");
    expect((await userRowForToken(r.token))?.id).toBe(ids["jan@example.com"]);
  });
});
