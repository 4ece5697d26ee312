import { describe, expect, it } from "vitest";
import { PHONE_RULES } from "../address/phone";
import { PHONE_SHAPE } from "./checkout-form";
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
  country: "pl",
  deliveryType: "dpd_courier",
  paymentType: "p24",
  regionShown: false,
  nipRequired: false,
  companiesOnly: false,
  postCodeAllowed: () => true,
  phones: PHONE_RULES,
};

describe("the order details form", () => {
  it("accepts a complete private order without an apartment, the retyped e-mail compared case-blind", () => {
    expect(checkCheckout(form, courier)).toEqual({ fields: [], problems: {}, consents: [] });
  });

  it("needs the delivery country's post code format and says which", () => {
    const plain = { ...form, ship: { ...form.ship, postCode: "00950" } };
    expect(checkCheckout(plain, courier).problems).toEqual({
      "ship.postCode": { code: "postCode", format: "00-000" },
    });
    const berlin = { ...form, ship: { ...form.ship, postCode: "10115" } };
    expect(checkCheckout(berlin, { ...courier, country: "de" }).fields).toEqual([]);
    expect(checkCheckout(form, { ...courier, country: "de" }).problems).toEqual({
      "ship.postCode": { code: "postCode", format: "00000" },
    });
    const one = { ...form, ship: { ...form.ship, postCode: "1" } };
    expect(checkCheckout(one, courier).fields).toEqual(["ship.postCode"]);
  });

  it("needs 00-000 for the InPost and food-courier deliveries whatever the country", () => {
    const berlin = { ...form, ship: { ...form.ship, postCode: "10115" } };
    const rules = { ...courier, country: "de", deliveryType: "inpost_locker" };
    expect(checkCheckout(berlin, rules).problems["ship.postCode"]).toEqual({
      code: "postCode",
      format: "00-000",
    });
  });

  it("applies the delivery's own post code check", () => {
    const rules = { ...courier, postCodeAllowed: (c: string) => c.startsWith("00") };
    expect(checkCheckout(form, rules).fields).toEqual([]);
    const far = { ...form, ship: { ...form.ship, postCode: "80-001" } };
    expect(checkCheckout(far, rules).problems).toEqual({
      "ship.postCode": { code: "postCodeArea" },
    });
  });

  it("takes a phone valid in the delivery country or with its own prefix, and refuses 12", () => {
    const phone = (p: string) => ({ ...form, ship: { ...form.ship, phone: p } });
    const de = { ...courier, country: "de" };
    expect(checkCheckout(phone("+49 30 1234567"), de).fields).toEqual(["ship.postCode"]);
    expect(checkCheckout(phone("+49 30 1234567"), courier).fields).toEqual([]);
    expect(checkCheckout(phone("+48 600 100 200"), courier).fields).toEqual([]);
    expect(checkCheckout(phone("12"), courier).problems).toEqual({
      "ship.phone": { code: "phone" },
    });
    expect(checkCheckout(phone(""), courier).problems).toEqual({
      "ship.phone": { code: "required" },
    });
  });

  it("needs a Polish nine-digit phone for twisto or InPost", () => {
    const intl = { ...form, ship: { ...form.ship, phone: "+48 600 700 800" } };
    expect(checkCheckout(intl, { ...courier, paymentType: "twisto" }).fields).toEqual([]);
    const german = { ...form, ship: { ...form.ship, phone: "+49 30 1234567" } };
    expect(checkCheckout(german, courier).fields).toEqual([]);
    expect(checkCheckout(german, { ...courier, paymentType: "twisto" }).problems).toEqual({
      "ship.phone": { code: "phonePl" },
    });
    expect(checkCheckout(german, { ...courier, deliveryType: "inpost_courier" }).fields).toEqual([
      "ship.phone",
    ]);
  });

  it("refuses a field longer than the server keeps", () => {
    const long = { ...form, ship: { ...form.ship, number: "1".repeat(21) } };
    expect(checkCheckout(long, courier).problems).toEqual({
      "ship.number": { code: "tooLong", max: 20 },
    });
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
    expect(checkCheckout(company, { ...courier, nipRequired: true }).problems["nip"]).toEqual({
      code: "required",
    });
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

  it("refuses a typed NIP with a bad checksum even when the shop does not require one", () => {
    const company = { ...form, company: true, invoice: { ...form.invoice, name: "Nowak" } };
    expect(checkCheckout({ ...company, nip: "123" }, courier).problems).toEqual({
      nip: { code: "nip" },
    });
    expect(checkCheckout({ ...company, nip: "7251234567" }, courier).fields).toEqual(["nip"]);
    expect(checkCheckout({ ...company, nip: "7251234561" }, courier).fields).toEqual([]);
  });

  it("checks a bare tax number against the invoice country: the different address's, else the delivery country", () => {
    const company = { ...form, company: true, invoice: { ...form.invoice, name: "Nowak" } };
    const de = { ...courier, country: "de" };
    const berlin = { ...company, ship: { ...company.ship, postCode: "10115" } };
    expect(checkCheckout({ ...berlin, nip: "DE123456789" }, de).fields).toEqual([]);
    expect(checkCheckout({ ...berlin, nip: "12345678" }, de).problems).toEqual({
      nip: { code: "vat", format: "DE123456789" },
    });
    // A Polish NIP (7 2 5 1 2 3 4 5 6 weigh 199; 199 mod 11 = 1) is one at any address.
    expect(checkCheckout({ ...berlin, nip: "7251234561" }, de).fields).toEqual([]);
    const elsewhere = {
      ...company,
      showInvoice: true,
      nip: "ATU12345678",
      invoice: {
        ...company.invoice,
        street: "Ring",
        number: "1",
        postCode: "1010",
        city: "Wien",
        country: "at",
      },
    };
    expect(checkCheckout(elsewhere, courier).fields).toEqual([]);
    const badCode = { ...elsewhere, invoice: { ...elsewhere.invoice, postCode: "00-950" } };
    expect(checkCheckout(badCode, courier).problems).toEqual({
      "invoice.postCode": { code: "postCode", format: "0000" },
    });
  });

  it("takes a German VAT id while the invoice address is the Polish shipping address", () => {
    const company = { ...form, company: true, invoice: { ...form.invoice, name: "Müller GmbH" } };
    expect(checkCheckout({ ...company, nip: "DE123456789" }, courier).fields).toEqual([]);
    expect(checkCheckout({ ...company, nip: "DE1234567" }, courier).problems).toEqual({
      nip: { code: "vat", format: "DE123456789" },
    });
  });

  it("refuses a private buyer in a companies-only shop and lists missing consents", () => {
    expect(
      checkCheckout(
        { ...form, terms: false, processing: false },
        { ...courier, companiesOnly: true },
      ),
    ).toEqual({
      fields: ["company"],
      problems: { company: { code: "required" } },
      consents: ["terms", "processing"],
    });
  });
});

describe("the phone shape the browser checks before the phone library has loaded", () => {
  it("refuses '12' and takes Polish and German numbers with or without their prefix", () => {
    expect(PHONE_SHAPE.isValidPhone("12", "pl")).toBe(false);
    expect(PHONE_SHAPE.isValidPhone("600 100 200", "pl")).toBe(true);
    expect(PHONE_SHAPE.isValidPhone("+49 30 1234567", "pl")).toBe(true);
    expect(PHONE_SHAPE.isValidPhone("600abc200", "pl")).toBe(false);
  });

  it("takes a Polish number of nine digits after an optional +48, and nothing shorter", () => {
    expect(PHONE_SHAPE.isPolishPhone("+48 600 100 200")).toBe(true);
    expect(PHONE_SHAPE.isPolishPhone("600-100-200")).toBe(true);
    expect(PHONE_SHAPE.isPolishPhone("60010020")).toBe(false);
  });
});
