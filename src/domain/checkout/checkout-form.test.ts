import { describe, expect, it } from "vitest";
import { checkCheckout, type CheckoutForm, type CheckoutRules } from "./checkout-form";

const form: CheckoutForm = {
  ship: {
    name: "Anna Nowak",
    street: "Długa",
    number: "5",
    apartment: "",
    postCode: "00-950",
    region: "",
    city: "Warszawa",
    phone: "600 700 800",
  },
  email: "anna@example.com",
  retypedEmail: " Anna@Example.com ",
  comment: "",
  company: false,
  invoice: {
    name: "",
    street: "",
    number: "",
    apartment: "",
    postCode: "",
    city: "",
    country: "pl",
  },
  nip: "",
  showInvoice: false,
  terms: true,
  processing: true,
  marketing: false,
};

const courier: CheckoutRules = {
  deliveryType: "dpd_courier",
  paymentType: "p24",
  regionShown: false,
  nipRequired: false,
  companiesOnly: false,
  postCodeAllowed: () => true,
};

describe("the order details form", () => {
  it("accepts a complete private order without an apartment, the retyped e-mail compared case-blind", () => {
    expect(checkCheckout(form, courier)).toEqual({ fields: [], consents: [] });
  });

  it("needs NN-NNN only for the InPost and food-courier deliveries", () => {
    const plain = { ...form, ship: { ...form.ship, postCode: "00950" } };
    expect(checkCheckout(plain, courier).fields).toEqual([]);
    expect(checkCheckout(plain, { ...courier, deliveryType: "inpost_locker" }).fields).toEqual([
      "ship.postCode",
    ]);
    expect(checkCheckout(plain, { ...courier, deliveryType: "dpd_courier_food" }).fields).toEqual([
      "ship.postCode",
    ]);
  });

  it("applies the delivery's own post code check", () => {
    const rules = { ...courier, postCodeAllowed: (c: string) => c.startsWith("00") };
    expect(checkCheckout(form, rules).fields).toEqual([]);
    const far = { ...form, ship: { ...form.ship, postCode: "80-001" } };
    expect(checkCheckout(far, rules).fields).toEqual(["ship.postCode"]);
  });

  it("needs nine phone digits for twisto or InPost, any phone otherwise", () => {
    const intl = { ...form, ship: { ...form.ship, phone: "+48 600 700 800" } };
    expect(checkCheckout(intl, courier).fields).toEqual([]);
    expect(checkCheckout(intl, { ...courier, paymentType: "twisto" }).fields).toEqual([
      "ship.phone",
    ]);
    expect(checkCheckout(intl, { ...courier, deliveryType: "inpost_courier" }).fields).toEqual([
      "ship.phone",
    ]);
  });

  it("requires the region only when shown, and marks a mismatched e-mail", () => {
    expect(checkCheckout(form, { ...courier, regionShown: true }).fields).toEqual(["ship.region"]);
    expect(checkCheckout({ ...form, retypedEmail: "ann@example.com" }, courier).fields).toEqual([
      "retypedEmail",
    ]);
  });

  it("requires the invoice name, a valid NIP when the shop wants one and a whole different address", () => {
    const company = { ...form, company: true, showInvoice: true };
    expect(checkCheckout(company, { ...courier, nipRequired: true }).fields).toEqual([
      "invoice.name",
      "nip",
      "invoice.street",
      "invoice.number",
      "invoice.postCode",
      "invoice.city",
    ]);
    const filled = {
      ...company,
      nip: "526-025-02-74",
      invoice: {
        ...form.invoice,
        name: "Nowak sp. z o.o.",
        street: "Krótka",
        number: "1",
        postCode: "30-001",
        city: "Kraków",
      },
    };
    expect(checkCheckout(filled, { ...courier, nipRequired: true }).fields).toEqual([]);
    expect(checkCheckout({ ...filled, nip: "" }, courier).fields).toEqual([]);
  });

  it("refuses a private buyer in a companies-only shop and lists missing consents", () => {
    expect(
      checkCheckout(
        { ...form, terms: false, processing: false },
        { ...courier, companiesOnly: true },
      ),
    ).toEqual({ fields: ["company"], consents: ["terms", "processing"] });
  });
});
