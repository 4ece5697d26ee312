/**
 * Addresses that can be delivered (issue 29 item 5; spec 2 §5 Checkout and Account): the
 * order and the profile save check post codes by the destination country's format, phones by
 * its numbering plan (libphonenumber), the Polish NIP's checksum and the EU VAT number's shape,
 * and a 400 names each refused field with what is wrong with it. Golden answers: the bodies
 * below are exact.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { isValidNip } from "../../src/domain/account/nip";
import { PASSWORD } from "../golden/accounts";
import { newAccount } from "./account-helpers";
import { choices, form, key, order, topUpStock, withDb, type Line } from "./order-helpers";

/** Kubek termiczny Delta K370 (seed id 212), topped up before each order test. */
const mug = (quantity: number): Line => ({
  product: "212",
  variantHash: "",
  quantity,
  type: "normal",
});

const post = (request: APIRequestContext, data: unknown) =>
  request.post("/api/public/order/new?lang=pl", { data });

async function ordersOf(email: string): Promise<number> {
  const row = await withDb((db) =>
    db.prepare("select count(*) as n from orders where email = ?").get<{ n: number }>(email),
  );
  return Number(row?.n);
}

test("a DPD order with post code '1' and phone '12' is refused naming both fields, and nothing is written", async ({
  request,
}) => {
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const email = `addr-dpd-${Date.now()}@example.com`;
  const f = form(email);
  const res = await post(request, {
    ...order([mug(1)], ids, email),
    form: { ...f, ship: { ...f.ship, postCode: "1", phone: "12" } },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({
    error: "formInvalid",
    fields: ["ship.postCode", "ship.phone"],
    problems: {
      "ship.postCode": { code: "postCode", format: "00-000" },
      "ship.phone": { code: "phone" },
    },
  });
  expect(await ordersOf(email)).toBe(0);
});

test("a company order with NIP '123' is refused, one with a NIP whose checksum holds is placed", async ({
  request,
}) => {
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const email = `addr-nip-${Date.now()}@example.com`;
  const company = (nip: string) => ({
    ...order([mug(1)], ids, email),
    form: {
      ...form(email),
      company: true,
      nip,
      invoice: { ...form(email).ship, name: "Nowak Design sp. z o.o.", country: "pl" },
    },
  });
  const bad = await post(request, company("123"));
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    error: "formInvalid",
    fields: ["nip"],
    problems: { nip: { code: "nip" } },
  });
  // The demo company's former NIP: 7 2 5 1 2 3 4 5 6 weigh 199, 199 mod 11 = 1, not 7.
  const checksum = await post(request, company("7251234567"));
  expect(checksum.status()).toBe(400);
  expect(await ordersOf(email)).toBe(0);
  const good = await post(request, company("725-123-45-61"));
  expect(good.status()).toBe(201);
  const stored = await withDb((db) =>
    db.prepare("select nip, company from orders where email = ?").get<{ nip: string }>(email),
  );
  expect(stored).toEqual({ nip: "725-123-45-61", company: 1 });
});

test("a company order to Poland with the German VAT id DE123456789 is placed; its prefix decides the format, a bare number is a Polish NIP", async ({
  request,
}) => {
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const email = `addr-vat-${Date.now()}@example.com`;
  // The invoice address is the Polish shipping address (no different invoice address).
  const company = (nip: string) => ({
    ...order([mug(1)], ids, email),
    form: {
      ...form(email),
      company: true,
      nip,
      invoice: { ...form(email).ship, name: "Müller GmbH" },
    },
  });
  const short = await post(request, company("DE12345678"));
  expect(await short.json()).toEqual({
    error: "formInvalid",
    fields: ["nip"],
    problems: { nip: { code: "vat", format: "DE123456789" } },
  });
  const bare = await post(request, company("123456789"));
  expect(await bare.json()).toMatchObject({ problems: { nip: { code: "nip" } } });
  expect(await ordersOf(email)).toBe(0);
  const german = await post(request, company("DE 123 456 789"));
  expect(german.status()).toBe(201);
});

test("a German customer's order to Berlin with '+49 30 1234567' and post code 10115 is placed", async ({
  request,
}) => {
  await topUpStock();
  const quote = await (
    await request.post("/api/public/order/quote?lang=pl", {
      data: { lines: [mug(1)], country: "de", postCode: "10115" },
    })
  ).json();
  const ups = quote.options.find((o: { name: string }) => o.name === "Kurier UPS (UE)");
  const transfer = quote.payments.find((p: { type: string }) => p.type === "transfer");
  const email = `addr-de-${Date.now()}@example.com`;
  const f = form(email);
  const berlin = {
    ...f,
    ship: { ...f.ship, street: "Unter den Linden", postCode: "10115", city: "Berlin" },
  };
  const body = (ship: Partial<typeof f.ship>) => ({
    lines: [mug(1)],
    country: "de",
    delivery: { id: ups.id },
    paymentId: transfer.id,
    form: { ...berlin, ship: { ...berlin.ship, ...ship } },
    idempotencyKey: key(),
  });
  // The Polish format is Germany's wrong one, and the message names Germany's.
  const polish = await post(request, body({ postCode: "00-950", phone: "+49 30 1234567" }));
  expect(polish.status()).toBe(400);
  expect(await polish.json()).toEqual({
    error: "formInvalid",
    fields: ["ship.postCode"],
    problems: { "ship.postCode": { code: "postCode", format: "00000" } },
  });
  const placed = await post(request, body({ phone: "+49 30 1234567" }));
  expect(placed.status()).toBe(201);
  const row = await withDb((db) =>
    db.prepare("select address from orders where email = ?").get<{ address: string }>(email),
  );
  expect(JSON.parse(row?.address ?? "{}").ship).toMatchObject({
    postCode: "10115",
    phone: "+49 30 1234567",
    country: "de",
  });
});

test("a Polish number with its prefix '+48 600 100 200' is accepted", async ({ request }) => {
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const email = `addr-pl-${Date.now()}@example.com`;
  const f = form(email);
  const res = await post(request, {
    ...order([mug(1)], ids, email),
    form: { ...f, ship: { ...f.ship, phone: "+48 600 100 200" } },
  });
  expect(res.status()).toBe(201);
});

test("a field longer than the server keeps is refused by name", async ({ request }) => {
  const ids = await choices(request, [mug(1)], "Kurier DPD", "transfer");
  const email = `addr-long-${Date.now()}@example.com`;
  const f = form(email);
  const res = await post(request, {
    ...order([mug(1)], ids, email),
    form: { ...f, ship: { ...f.ship, number: "1".repeat(21) } },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ error: "INVALID_INPUT", fields: ["form.ship.number"] });
});

test("the profile save applies the same rules and names the refused fields", async ({
  request,
}) => {
  const { token } = await newAccount(request, "addr-profile");
  const headers = { authorization: `Bearer ${token}` };
  const ship = {
    name: "Anna Nowak",
    street: "Długa",
    number: "5",
    postCode: "00-950",
    city: "Warszawa",
    country: "pl",
    phone: "600 700 800",
  };
  const save = (data: unknown) => request.post("/api/public/me", { headers, data });
  const bad = await save({ address: { ship: { ...ship, postCode: "1", phone: "12" } } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    error: "INVALID_INPUT",
    fields: ["address.ship.postCode", "address.ship.phone"],
  });
  const nip = await save({
    address: { ship },
    company: true,
    companyDetails: { name: "Nowak Design sp. z o.o.", nip: "7251234567" },
  });
  expect(nip.status()).toBe(400);
  expect(await nip.json()).toEqual({ error: "INVALID_INPUT", fields: ["companyDetails.nip"] });
  // A German VAT id with the Polish address as the invoice address is kept with its prefix.
  const vat = await save({
    address: { ship },
    company: true,
    companyDetails: { name: "Müller GmbH", nip: "de 123456789" },
  });
  expect(vat.status()).toBe(200);
  expect((await vat.json()).companyDetails).toEqual({ name: "Müller GmbH", nip: "DE123456789" });
  const german = { ...ship, country: "de", postCode: "10115", phone: "+49 30 1234567" };
  const saved = await save({ address: { ship: german } });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).address.ship).toMatchObject({ postCode: "10115", country: "de" });
});

test("the demo company's NIP passes the account page's own checksum", async ({ request }) => {
  const login = await request.post("/api/auth/local", {
    data: { email: "firma@example.com", password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const me = await (await request.get("/api/public/me")).json();
  expect(me.companyDetails).toMatchObject({ name: "Nowak Design sp. z o.o.", nip: "7251234561" });
  expect(isValidNip(me.companyDetails.nip, "pl")).toBe(true);
});
