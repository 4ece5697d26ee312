/**
 * The e-mails an order and a return send (issue 29, item 6; spec 2 §2 Order summary, Returns),
 * read from the test shop's mail outbox: the customer's confirmation in the order's language
 * with every line, the amounts, the bank details of a transfer, both addresses and absolute
 * links to the terms and the withdrawal information; the shop's new-order e-mail to its own
 * address (sklep@example.com); the summary's bank details; the customer's return e-mail.
 * The seed's Delta K370 mug (212): 95,66 zł with 23 % VAT; the DPD courier: 14,99 zł.
 */
import { expect, test } from "@playwright/test";
import { newAccount, type OutboxMail } from "./account-helpers";
import { choices, order, withDb, type Line } from "./order-helpers";

const MUG: Line = { product: "212", variantHash: "", quantity: 1, type: "normal" };
const SHOP = "sklep@example.com";
const ACCOUNT = "PL61 1090 1014 0000 0712 1981 2874";
const RECIPIENT = "Demo Sklep sp. z o.o., ul. Marszałkowska 10, 00-590 Warszawa";

/** Money is written with a no-break space before the currency; the tests read plain spaces. */
const plain = (mail: OutboxMail | undefined) =>
  mail && {
    ...mail,
    text: mail.text.replace(/\u00a0/g, " "),
    html: mail.html.replace(/\u00a0/g, " "),
    subject: mail.subject.replace(/\u00a0/g, " "),
  };

/** The newest mail to `to` whose subject starts with `subject`. */
async function mailTo(to: string, subject: string): Promise<OutboxMail | undefined> {
  const row = await withDb((db) =>
    db
      .prepare(
        'select subject, text, html from mail_outbox where "to" = ? and subject like ? order by id desc limit 1',
      )
      .get<OutboxMail>(to, `${subject}%`),
  );
  return plain(row);
}

test("a bank-transfer order e-mails the customer every line, the amounts, the bank details, the addresses and the terms and withdrawal links", async ({
  request,
  baseURL,
}) => {
  const email = `mail-order-${Date.now()}@example.com`;
  const ids = await choices(request, [MUG], "Kurier DPD", "transfer");
  const res = await request.post("/api/public/order/new?lang=pl", {
    data: order([MUG], ids, email),
  });
  expect(res.status()).toBe(201);
  const { no } = (await res.json()) as { no: string };

  const mail = await mailTo(email, "Zamówienie");
  expect(mail?.subject).toBe(`Zamówienie ${no} w sklepie Demo Sklep`);
  const text = mail?.text ?? "";
  expect(text).toContain("Kubek termiczny Delta K370: 1 szt. × 95,66 zł (VAT 23%) = 95,66 zł");
  expect(text).toContain(
    [
      "Produkty: 95,66 zł",
      "Dostawa (Kurier DPD): 14,99 zł",
      "Razem: 110,65 zł",
      "Do zapłaty: 110,65 zł",
    ].join("\n"),
  );
  expect(text).toContain("Płatność: Przelew tradycyjny");
  expect(text).toContain(
    [
      `Numer konta: ${ACCOUNT}`,
      `Odbiorca: ${RECIPIENT}`,
      `Tytuł przelewu: ${no}`,
      "Kwota: 110,65 zł",
    ].join("\n"),
  );
  expect(text).toContain("ADRES DOSTAWY\n\nAnna Nowak\nDługa 5\n00-950 Warszawa\nPolska");
  expect(text).toContain("DANE DO FAKTURY\n\nRachunek na dane z adresu dostawy.");
  expect(text).toContain(`Regulamin sklepu:\n${baseURL}/s/regulamin`);
  expect(text).toContain(`Prawo odstąpienia od umowy i zwroty:\n${baseURL}/s/odstapienie-od-umowy`);
  expect(text).toMatch(
    new RegExp(`Stan zamówienia sprawdzisz tutaj:\\n${baseURL}/order/summary/[\\w-]{20,}`),
  );
  // The HTML part says the same, as a table.
  expect(mail?.html).toMatch(
    /Kubek termiczny Delta K370<\/td><td[^>]*>1 szt\.<\/td><td[^>]*>95,66 zł<\/td><td[^>]*>23%<\/td>/,
  );
  expect(mail?.html).toContain(`<a href="${baseURL}/s/odstapienie-od-umowy">`);
  expect(mail?.html).toContain(`Tytuł przelewu: ${no}`);

  // The shop's own address gets the new order, with the same lines and amounts.
  const shop = await mailTo(SHOP, `Nowe zamówienie ${no}`);
  expect(shop?.subject).toBe(`Nowe zamówienie ${no} (110,65 zł)`);
  expect(shop?.text).toContain(`przez Anna Nowak <${email}>.`);
  expect(shop?.text).toContain(
    "Kubek termiczny Delta K370: 1 szt. × 95,66 zł (VAT 23%) = 95,66 zł",
  );
  expect(shop?.text).toContain("Do zapłaty: 110,65 zł");
});

test("an English order's confirmation is in English, with links to the English pages", async ({
  request,
  baseURL,
}) => {
  const email = `mail-order-en-${Date.now()}@example.com`;
  const ids = await choices(request, [MUG], "Kurier DPD", "transfer");
  const res = await request.post("/api/public/order/new?lang=en", {
    data: order([MUG], ids, email),
  });
  expect(res.status()).toBe(201);
  const { no } = (await res.json()) as { no: string };
  const mail = await mailTo(email, "Order");
  expect(mail?.subject).toBe(`Order ${no} at Demo Sklep`);
  expect(mail?.text).toContain("ORDERED PRODUCTS");
  expect(mail?.text).toContain(`Account number: ${ACCOUNT}`);
  expect(mail?.text).toContain(`Transfer title: ${no}`);
  expect(mail?.text).toContain(`The shop's terms:\n${baseURL}/en/s/terms`);
  expect(mail?.text).toContain(
    `Right of withdrawal and returns:\n${baseURL}/en/s/right-of-withdrawal`,
  );
  // The shop reads its notice in its own language.
  expect((await mailTo(SHOP, `Nowe zamówienie ${no}`))?.text).toContain("Do zapłaty:");
});

test("the summary of an unpaid bank-transfer order gives the account, recipient, title and amount", async ({
  request,
}) => {
  const ids = await choices(request, [MUG], "Kurier DPD", "transfer");
  const placed = await (
    await request.post("/api/public/order/new?lang=pl", {
      data: order([MUG], ids, `mail-summary-${Date.now()}@example.com`),
    })
  ).json();
  const summary = await (await request.get(`/api/public/order/summary/${placed.summaryId}`)).json();
  expect(summary).toMatchObject({
    account: ACCOUNT,
    transfer: {
      account: ACCOUNT,
      recipient: RECIPIENT,
      title: placed.no,
      amount: 110.65,
      currency: "pln",
    },
  });
  const page = (await (await request.get(`/order/summary/${placed.summaryId}`)).text()).replace(
    /\u00a0/g,
    " ",
  );
  expect(page).toContain("Dane do przelewu");
  expect(page).toContain(ACCOUNT);
  expect(page).toContain(RECIPIENT);
  expect(page).toContain("110,65 zł");

  const card = await choices(request, [MUG], "Kurier DPD", "p24");
  const online = await (
    await request.post("/api/public/order/new?lang=pl", {
      data: order([MUG], card, `mail-summary-p24-${Date.now()}@example.com`),
    })
  ).json();
  const other = await (await request.get(`/api/public/order/summary/${online.summaryId}`)).json();
  expect(other).toMatchObject({ account: null, transfer: null });
  expect(await (await request.get(`/order/summary/${online.summaryId}`)).text()).not.toContain(
    "Dane do przelewu",
  );
});

test("filing a return e-mails the customer what is returned, the return number and the locker code", async ({
  request,
}) => {
  const owner = await newAccount(request, "mail-return");
  const bearer = { authorization: `Bearer ${owner.token}` };
  const lines = [{ ...MUG, quantity: 2 }];
  const ids = await choices(request, lines, "Kurier DPD", "transfer");
  const placed = await (
    await request.post("/api/public/order/new?lang=pl", {
      headers: bearer,
      data: order(lines, ids, owner.email),
    })
  ).json();
  // Returns open once an order is sent (issue 29, item 7): the order left the shop just now.
  await withDb((db) =>
    db
      .prepare("update orders set status = 'SENT', sent_at = ? where no = ?")
      .run(new Date().toISOString(), placed.no),
  );
  const res = await request.post(`/api/public/return/${placed.no}`, {
    headers: bearer,
    data: {
      products: [{ id: "212", variantHash: "", count: 2, reason: "defectiveProduct" }],
      returnDelivery: "inpostLocker",
      pickupSize: "medium",
    },
  });
  expect(res.status()).toBe(201);
  const filed = await res.json();
  const mail = await mailTo(owner.email, "Zwrot");
  expect(mail?.subject).toBe(`Zwrot ${filed.no} w sklepie Demo Sklep`);
  expect(mail?.text).toContain(
    `przyjęliśmy zgłoszenie zwrotu ${filed.no} do zamówienia ${placed.no}.`,
  );
  expect(mail?.text).toContain(
    "Zwracane produkty:\n2 × Kubek termiczny Delta K370 (wadliwy produkt)",
  );
  expect(mail?.text).toContain(
    `Nadaj paczkę w Paczkomacie InPost z kodem ${filed.returnData.inpostCode}. Opłata za odbiór przesyłki: 13,99 zł.`,
  );
  expect(mail?.text).toContain(`/my-returns/${filed.no}`);
});

test("filing a return tells the shop at its own address, with the customer, what comes back, how, and a link to the back office", async ({
  request,
  baseURL,
}) => {
  const owner = await newAccount(request, "mail-return-shop");
  const bearer = { authorization: `Bearer ${owner.token}` };
  const ids = await choices(request, [MUG], "Kurier DPD", "transfer");
  const placed = await (
    await request.post("/api/public/order/new?lang=en", {
      headers: bearer,
      data: order([MUG], ids, owner.email),
    })
  ).json();
  await withDb((db) =>
    db
      .prepare("update orders set status = 'SENT', sent_at = ? where no = ?")
      .run(new Date().toISOString(), placed.no),
  );
  const res = await request.post(`/api/public/return/${placed.no}`, {
    headers: bearer,
    data: { products: [{ id: "212", variantHash: "", count: 1, reason: "variantInvalid" }] },
  });
  expect(res.status()).toBe(201);
  const filed = await res.json();
  // In the shop's language, whatever the order's.
  const mail = await mailTo(SHOP, "Nowy zwrot");
  expect(mail?.subject).toBe(`Nowy zwrot ${filed.no} do zamówienia ${placed.no}`);
  expect(mail?.text).toContain(
    `Klient ${owner.email} zgłosił zwrot ${filed.no} do zamówienia ${placed.no}.`,
  );
  expect(mail?.text).toContain("Zwracane produkty:\n1 × Kubek termiczny Delta K370 (zły wariant)");
  expect(mail?.text).toContain("Wraca przesyłką na adres sklepu.");
  expect(mail?.text).toContain(`Zwrot w zapleczu:\n${baseURL}/admin/returns/${filed.no}`);
});
