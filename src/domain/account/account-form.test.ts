import { describe, expect, it } from "vitest";
import { checkPasswordChange, checkProfile, type ProfileForm } from "./account-form";

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

const fieldsOf = (form: ProfileForm) => Object.keys(checkProfile(form));

describe("the account's profile form", () => {
  it("accepts a complete shipping address without an apartment", () => {
    expect(checkProfile(anna)).toEqual({});
  });

  it("names every missing or malformed shipping field", () => {
    const form = {
      ...anna,
      ship: { ...anna.ship, name: "Anna", street: " ", postCode: "00950", phone: "12345" },
    };
    expect(checkProfile(form)).toEqual({
      "ship.name": { code: "twoWords" },
      "ship.street": { code: "required" },
      "ship.postCode": { code: "postCode", format: "00-000" },
      "ship.phone": { code: "phone" },
    });
  });

  it("checks a German address's post code and phone by Germany's rules", () => {
    const berlin = { ...anna.ship, country: "de", postCode: "10115", phone: "+49 30 1234567" };
    expect(checkProfile({ ...anna, ship: berlin })).toEqual({});
    expect(checkProfile({ ...anna, ship: { ...berlin, postCode: "10-115" } })).toEqual({
      "ship.postCode": { code: "postCode", format: "00000" },
    });
    expect(checkProfile({ ...anna, ship: { ...berlin, phone: "030 1234567" } })).toEqual({});
    expect(checkProfile({ ...anna, ship: { ...berlin, phone: "12" } })).toEqual({
      "ship.phone": { code: "phone" },
    });
  });

  it("refuses a field longer than the server keeps", () => {
    expect(checkProfile({ ...anna, ship: { ...anna.ship, city: "W".repeat(101) } })).toEqual({
      "ship.city": { code: "tooLong", max: 100 },
    });
  });

  it("requires the company name and a NIP with a valid Polish checksum for a company", () => {
    const company = { ...anna, company: true };
    expect(checkProfile(company)).toEqual({
      companyName: { code: "required" },
      nip: { code: "required" },
    });
    expect(
      checkProfile({ ...company, companyName: "Nowak sp. z o.o.", nip: "5260250274" }),
    ).toEqual({});
    expect(checkProfile({ ...company, companyName: "Nowak", nip: "5260250275" })).toEqual({
      nip: { code: "nip" },
    });
  });

  it("checks a bare tax number against the invoice country and requires a different invoice address whole", () => {
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
    expect(fieldsOf(form)).toEqual(["invoice.postCode"]);
    const done = { ...form, invoice: { ...form.invoice, postCode: "10115" } };
    expect(checkProfile(done)).toEqual({});
    expect(checkProfile({ ...done, nip: "52602502" })).toEqual({
      nip: { code: "vat", format: "DE123456789" },
    });
    // A Polish NIP (5 2 6 0 2 5 0 2 7 weigh 169; 169 mod 11 = 4) is one at any address.
    expect(checkProfile({ ...done, nip: "5260250274" })).toEqual({});
  });

  it("takes a German VAT id for a company whose invoice address is the Polish shipping address", () => {
    const form = { ...anna, company: true, companyName: "Müller GmbH", nip: "DE123456789" };
    expect(checkProfile(form)).toEqual({});
    expect(checkProfile({ ...form, nip: "123456789" })).toEqual({ nip: { code: "nip" } });
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
