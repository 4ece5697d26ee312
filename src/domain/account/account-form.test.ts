import { describe, expect, it } from "vitest";
import {
  checkPasswordChange,
  checkProfile,
  isValidPostCode,
  type ProfileForm,
} from "./account-form";

const anna: ProfileForm = {
  marketing: false,
  ship: {
    name: "Anna Nowak",
    street: "Długa",
    number: "5",
    apartment: "",
    postCode: "00-950",
    city: "Warszawa",
    country: "pl",
    phone: "600 700 800",
  },
  company: false,
  companyName: "",
  nip: "",
  differentInvoice: false,
  invoice: {
    name: "",
    street: "",
    number: "",
    apartment: "",
    postCode: "",
    city: "",
    country: "pl",
  },
};

describe("the account's profile form", () => {
  it("accepts a complete shipping address without an apartment", () => {
    expect(checkProfile(anna)).toEqual([]);
  });

  it("names every missing or malformed shipping field", () => {
    const form = {
      ...anna,
      ship: { ...anna.ship, name: "Anna", street: " ", postCode: "00950", phone: "12345" },
    };
    expect(checkProfile(form)).toEqual(["ship.name", "ship.street", "ship.postCode", "ship.phone"]);
  });

  it("checks a German post code by its own shape, not NN-NNN", () => {
    expect(isValidPostCode("10115", "de")).toBe(true);
    expect(isValidPostCode("10115", "pl")).toBe(false);
    expect(isValidPostCode("10-115", "PL")).toBe(true);
  });

  it("requires the company name and a NIP with a valid Polish checksum for a company", () => {
    const company = { ...anna, company: true };
    expect(checkProfile(company)).toEqual(["companyName", "nip"]);
    expect(
      checkProfile({ ...company, companyName: "Nowak sp. z o.o.", nip: "5260250274" }),
    ).toEqual([]);
    expect(checkProfile({ ...company, companyName: "Nowak", nip: "5260250275" })).toEqual(["nip"]);
  });

  it("checks the NIP against the invoice country and requires a different invoice address whole", () => {
    const form = {
      ...anna,
      company: true,
      companyName: "Nowak GmbH",
      nip: "DE123456789",
      differentInvoice: true,
      invoice: {
        ...anna.invoice,
        country: "de",
        street: "Hauptstraße",
        number: "1",
        city: "Berlin",
      },
    };
    expect(checkProfile(form)).toEqual(["invoice.postCode"]);
    expect(checkProfile({ ...form, invoice: { ...form.invoice, postCode: "10115" } })).toEqual([]);
  });
});

describe("the password change form", () => {
  it("needs all three passwords and a new one of at least 8 characters", () => {
    expect(
      checkPasswordChange({ password: "krótkie", retypedPassword: "", oldPassword: "" }),
    ).toEqual({
      ok: false,
      message: "formInvalid",
      fields: ["password", "retypedPassword", "oldPassword"],
    });
  });

  it("says passwordDontMatch when the retyped password differs", () => {
    expect(
      checkPasswordChange({
        password: "nowe-haslo",
        retypedPassword: "nowe-hasl0",
        oldPassword: "x",
      }),
    ).toEqual({ ok: false, message: "passwordDontMatch", fields: ["retypedPassword"] });
    expect(
      checkPasswordChange({
        password: "nowe-haslo",
        retypedPassword: "nowe-haslo",
        oldPassword: "x",
      }),
    ).toEqual({ ok: true });
  });
});
