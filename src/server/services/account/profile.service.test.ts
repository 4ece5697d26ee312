import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client.ts";
import { login, userRowForToken } from "./auth.service.ts";
import { profileSchema } from "./profile.schemas.ts";
import { saveProfile, toPublicUser } from "./profile.service.ts";
import { PASSWORD, useUsersDb } from "./users.fixtures.ts";

const ids = useUsersDb("profile-service");

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

  it("applies the account form's rules: a German address with a German phone, post codes by country", () => {
    const berlin = { ...ship, country: "de", postCode: "10115", phone: "+49 30 1234567" };
    expect(profileSchema.safeParse({ address: { ship: berlin } }).success).toBe(true);
    const wrong = profileSchema.safeParse({
      address: { ship: { ...berlin, postCode: "00-950", phone: "12" } },
    });
    expect(wrong.success).toBe(false);
    if (wrong.success) return;
    expect(wrong.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["address.ship.postCode", "postCode"],
      ["address.ship.phone", "phone"],
    ]);
  });

  it("refuses a NIP whose checksum fails (the demo company's former 7251234567)", () => {
    const p = profileSchema.safeParse({
      address: { ship },
      company: true,
      companyDetails: { name: "Nowak Design sp. z o.o.", nip: "7251234567" },
    });
    expect(p.success).toBe(false);
    if (!p.success)
      expect(p.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["companyDetails.nip", "nip"],
      ]);
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
