import { describe, expect, it } from "vitest";
import type { ProfileForm } from "../../domain/account/account-form";
import { profilePayload } from "./profile-payload";

const ship = {
  name: " Anna Nowak ",
  street: "Długa",
  number: "5",
  apartment: "",
  postCode: "00-950",
  city: "Warszawa",
  country: "pl",
  phone: "600700800",
};
const form: ProfileForm = {
  marketing: true,
  ship,
  company: false,
  companyName: "Nowak sp. z o.o.",
  nip: "5260250274",
  differentInvoice: true,
  invoice: { ...ship, name: "", street: "Krótka", city: "Kraków", postCode: "30-001" },
};

describe("the profile the account form saves", () => {
  it("leaves out an empty apartment and, for a private buyer, every invoice detail", () => {
    expect(profilePayload(form)).toEqual({
      name: "Anna Nowak",
      marketing: true,
      address: {
        ship: {
          name: "Anna Nowak",
          street: "Długa",
          number: "5",
          postCode: "00-950",
          city: "Warszawa",
          country: "pl",
          phone: "600700800",
        },
        invoice: null,
      },
      company: false,
      companyDetails: null,
    });
  });

  it("sends the company's name, NIP and different invoice address for a company", () => {
    const body = profilePayload({ ...form, company: true });
    expect(body.companyDetails).toEqual({ name: "Nowak sp. z o.o.", nip: "5260250274" });
    expect(body.address.invoice).toMatchObject({
      name: "Nowak sp. z o.o.",
      street: "Krótka",
      city: "Kraków",
      postCode: "30-001",
    });
  });
});
