import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/core";
import { orderView, type TransferDetails } from "../../views/order-view";
import { orderRowFixture } from "../../views/order-view.fixtures";
import { orderConfirmationMail, shopOrderMail, type OrderMailInput } from "./order-mail";

const TRANSFER: TransferDetails = {
  account: "PL61 1090 1014 0000 0712 1981 2874",
  recipient: "Demo Sklep sp. z o.o., ul. Marszałkowska 10, 00-590 Warszawa",
  title: "2026/11/27/ABC001",
  amount: 160.44,
  currency: "pln",
};

const LINKS = {
  order: "https://sklep.example/order/summary/abc",
  terms: "https://sklep.example/s/regulamin",
  withdrawal: "https://sklep.example/s/odstapienie-od-umowy",
};

function input(overrides: Partial<OrderMailInput> = {}): OrderMailInput {
  return {
    view: orderView(orderRowFixture(), "pl"),
    transfer: TRANSFER,
    shopName: "Demo Sklep",
    locale: "pl-PL",
    date: "27.11.2026 10:30",
    ...overrides,
  };
}

/** Money is formatted with a no-break space before the currency; the tests read plain spaces. */
const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("the order confirmation e-mail", () => {
  const mail = orderConfirmationMail(input(), LINKS, translator("pl"));
  const text = plain(mail.text);

  it("is titled with the order number and the shop", () => {
    expect(mail.subject).toBe("Zamówienie 2026/11/27/ABC001 w sklepie Demo Sklep");
  });

  it("lists every line with its quantity, unit price, VAT rate and value", () => {
    expect(text).toContain("Kubek termiczny Delta K370: 2 szt. × 95,66 zł (VAT 23%) = 191,32 zł");
    expect(text).toContain(
      "Doniczka Terra – Kolor: zielony: 1 kpl. × 42,50 zł (VAT 8%) = 42,50 zł",
    );
    const html = plain(mail.html);
    expect(html).toMatch(
      /Kubek termiczny Delta K370<\/td><td[^>]*>2 szt\.<\/td><td[^>]*>95,66 zł<\/td><td[^>]*>23%<\/td><td[^>]*>191,32 zł<\/td>/,
    );
  });

  it("adds up products, the discount, delivery, the gift card and what is left to pay", () => {
    expect(text).toContain(
      [
        "Produkty: 233,82 zł",
        "Rabat (RABAT10): −23,38 zł",
        "Dostawa (Kurier DPD): 0,00 zł",
        "Razem: 210,44 zł",
        "Karta podarunkowa (GIFT-50): −50,00 zł",
        "Do zapłaty: 160,44 zł",
      ].join("\n"),
    );
    expect(plain(mail.html)).toContain("<strong>160,44 zł</strong>");
  });

  it("gives the bank details of a transfer: account, recipient, the order number as title, the amount", () => {
    expect(text).toContain(
      [
        "Płatność: Przelew tradycyjny",
        "",
        "DANE DO PRZELEWU",
        "",
        "Numer konta: PL61 1090 1014 0000 0712 1981 2874",
        "Odbiorca: Demo Sklep sp. z o.o., ul. Marszałkowska 10, 00-590 Warszawa",
        "Tytuł przelewu: 2026/11/27/ABC001",
        "Kwota: 160,44 zł",
      ].join("\n"),
    );
    const card = orderConfirmationMail(input({ transfer: null }), LINKS, translator("pl"));
    expect(card.text).not.toContain("Numer konta");
  });

  it("shows the delivery address and, for a private buyer, that the receipt uses it", () => {
    expect(text).toContain(
      "ADRES DOSTAWY\n\nAnna Nowak\nDługa 5/3\n00-950 Warszawa\nPolska\nTel.: 600700800",
    );
    expect(text).toContain("DANE DO FAKTURY\n\nRachunek na dane z adresu dostawy.");
  });

  it("shows a company order's invoice address and NIP", () => {
    const address = JSON.stringify({
      ship: {
        name: "Anna Nowak",
        street: "Długa",
        number: "5",
        postCode: "00-950",
        city: "Warszawa",
        country: "pl",
      },
      invoice: {
        name: "Firma Sp. z o.o.",
        street: "Polna",
        number: "1",
        postCode: "61-001",
        city: "Poznań",
        country: "pl",
      },
    });
    const view = orderView(orderRowFixture({ address, company: 1, nip: "5250000000" }), "pl");
    const company = plain(orderConfirmationMail(input({ view }), LINKS, translator("pl")).text);
    expect(company).toContain(
      "DANE DO FAKTURY\n\nFirma Sp. z o.o.\nPolna 1\n61-001 Poznań\nPolska\nNIP: 5250000000",
    );
  });

  it("links the order, the terms and the withdrawal information with absolute addresses", () => {
    expect(text).toContain(
      "Stan zamówienia sprawdzisz tutaj:\nhttps://sklep.example/order/summary/abc",
    );
    expect(text).toContain("Regulamin sklepu:\nhttps://sklep.example/s/regulamin");
    expect(text).toContain(
      "Prawo odstąpienia od umowy i zwroty:\nhttps://sklep.example/s/odstapienie-od-umowy",
    );
    expect(mail.html).toContain('<a href="https://sklep.example/s/regulamin">');
  });

  it("is written in the order's language", () => {
    const view = orderView(orderRowFixture({ lang: "en" }), "pl");
    const en = orderConfirmationMail(input({ view, locale: "en-GB" }), LINKS, translator("en"));
    expect(en.subject).toBe("Order 2026/11/27/ABC001 at Demo Sklep");
    expect(plain(en.text)).toContain(
      "Delta K370 travel mug: 2 pcs × 95.66 zł (VAT 23%) = 191.32 zł",
    );
    expect(plain(en.text)).toContain("To pay: 160.44 zł");
    expect(en.text).toContain("Account number: PL61");
  });

  it("escapes what the shopper typed in the HTML", () => {
    const address = JSON.stringify({
      ship: { name: "<b>Ala</b>", street: "", number: "", postCode: "", city: "", country: "" },
    });
    const view = orderView(orderRowFixture({ address }), "pl");
    const html = orderConfirmationMail(input({ view }), LINKS, translator("pl")).html;
    expect(html).not.toContain("<b>Ala</b>");
    expect(html).toContain("&#60;b&#62;Ala&#60;/b&#62;");
  });
});

describe("the shop's new-order e-mail", () => {
  it("names the order, its amount and the buyer, and lists the same lines and amounts", () => {
    const mail = shopOrderMail(input(), translator("pl"));
    expect(plain(mail.subject)).toBe("Nowe zamówienie 2026/11/27/ABC001 (160,44 zł)");
    const text = plain(mail.text);
    expect(text).toContain(
      "Nowe zamówienie 2026/11/27/ABC001 złożone 27.11.2026 10:30 przez Anna Nowak <anna@example.com>.",
    );
    expect(text).toContain("Kubek termiczny Delta K370: 2 szt. × 95,66 zł (VAT 23%) = 191,32 zł");
    expect(text).toContain("Do zapłaty: 160,44 zł");
    expect(text).not.toContain("Regulamin sklepu");
  });
});
