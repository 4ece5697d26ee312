import { describe, expect, it } from "vitest";
import { checkRegistration, registrationCountry, type RegistrationForm } from "./registration";

const NO_EXTRA = { country: false, nip: false, phone: false };
const ALL_EXTRA = { country: true, nip: true, phone: true };

const ANNA: RegistrationForm = {
  name: "Anna Nowak",
  email: " Anna@Example.com ",
  retypedEmail: "anna@example.com",
  password: "tajne-haslo",
  retypedPassword: "tajne-haslo",
  terms: true,
  processing: true,
};

describe("checkRegistration", () => {
  it("accepts a complete form with both consents", () => {
    expect(checkRegistration(ANNA, NO_EXTRA)).toEqual({ ok: true });
  });

  it("marks a one-word name, a bad e-mail and a short password as formInvalid", () => {
    expect(
      checkRegistration({ ...ANNA, name: "Anna", email: "anna@", password: "short" }, NO_EXTRA),
    ).toEqual({ ok: false, message: "formInvalid", fields: ["name", "email", "password"] });
  });

  it("answers emailDontMatch and passwordDontMatch for differing retyped copies", () => {
    expect(checkRegistration({ ...ANNA, retypedEmail: "ania@example.com" }, NO_EXTRA)).toEqual({
      ok: false,
      message: "emailDontMatch",
      fields: ["retypedEmail"],
    });
    expect(checkRegistration({ ...ANNA, retypedPassword: "tajne-hasl0" }, NO_EXTRA)).toEqual({
      ok: false,
      message: "passwordDontMatch",
      fields: ["retypedPassword"],
    });
  });

  it("needs the terms and processing consents, marketing stays optional", () => {
    expect(checkRegistration({ ...ANNA, terms: false, processing: false }, NO_EXTRA)).toEqual({
      ok: false,
      message: "needRulesAcceptance",
      fields: ["terms", "processing"],
    });
    expect(checkRegistration({ ...ANNA, marketing: false }, NO_EXTRA)).toEqual({ ok: true });
  });

  it("checks country, NIP and phone only when the shop asks for them", () => {
    const extra = { ...ANNA, nip: "123", phone: "12" };
    expect(checkRegistration(extra, NO_EXTRA)).toEqual({ ok: true });
    expect(checkRegistration(extra, ALL_EXTRA)).toEqual({
      ok: false,
      message: "formInvalid",
      fields: ["nip", "phone"],
    });
    expect(
      checkRegistration({ ...ANNA, nip: "525-000-00-09", phone: "600 700 800" }, ALL_EXTRA),
    ).toEqual({ ok: true });
  });

  it("checks a VAT id by its own prefix whatever the country, and a bare number as a Polish NIP", () => {
    const german = { ...ANNA, country: "de", nip: "DE123456789", phone: "600700800" };
    expect(checkRegistration(german, ALL_EXTRA)).toEqual({ ok: true });
    expect(checkRegistration({ ...german, country: "pl" }, ALL_EXTRA)).toEqual({ ok: true });
    const bare = { ...german, nip: "123456789" };
    expect(checkRegistration(bare, ALL_EXTRA)).toMatchObject({ fields: ["nip"] });
    expect(checkRegistration({ ...bare, country: "pl" }, ALL_EXTRA)).toMatchObject({
      fields: ["nip"],
    });
  });
});

describe("registrationCountry", () => {
  it("defaults to pl", () => {
    expect(registrationCountry({})).toBe("pl");
    expect(registrationCountry({ country: " DE " })).toBe("de");
  });
});
