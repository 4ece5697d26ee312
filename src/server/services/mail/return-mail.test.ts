import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/core";
import { returnMail, shopReturnMail, type ReturnMailInput } from "./return-mail";

const INPUT: ReturnMailInput = {
  no: "R/2026/11/27/ABC001/1",
  orderNo: "2026/11/27/ABC001",
  shopName: "Demo Sklep",
  locale: "pl-PL",
  lines: [
    { name: "Kubek termiczny Delta K370", count: 2, reason: "defectiveProduct" },
    { name: "Doniczka Terra", count: 1, reason: "none" },
  ],
  locker: { code: "12345678", price: 13.99, currency: "pln" },
  returnAddress: "Demo Sklep sp. z o.o., ul. Marszałkowska 10, 00-590 Warszawa",
  link: "https://sklep.example/my-returns/R/2026/11/27/ABC001/1",
};

const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("the return e-mail", () => {
  it("names the return and its order and lists what is returned, with the reason when one was given", () => {
    const mail = returnMail(INPUT, translator("pl"));
    expect(mail.subject).toBe("Zwrot R/2026/11/27/ABC001/1 w sklepie Demo Sklep");
    expect(mail.text).toContain(
      "przyjęliśmy zgłoszenie zwrotu R/2026/11/27/ABC001/1 do zamówienia 2026/11/27/ABC001.",
    );
    expect(mail.text).toContain(
      "Zwracane produkty:\n2 × Kubek termiczny Delta K370 (wadliwy produkt)\n1 × Doniczka Terra\n",
    );
  });

  it("gives the locker code and the 13,99 zł pickup fee of a locker return", () => {
    const text = plain(returnMail(INPUT, translator("pl")).text);
    expect(text).toContain(
      "Nadaj paczkę w Paczkomacie InPost z kodem 12345678. Opłata za odbiór przesyłki: 13,99 zł.",
    );
    expect(text).toContain(
      "Stan zwrotu sprawdzisz tutaj:\nhttps://sklep.example/my-returns/R/2026/11/27/ABC001/1",
    );
  });

  it("gives the shop's address for a return by post, in the order's language", () => {
    const mail = returnMail({ ...INPUT, locker: null, locale: "en-GB" }, translator("en"));
    expect(mail.subject).toBe("Return R/2026/11/27/ABC001/1 at Demo Sklep");
    expect(mail.text).toContain(
      "Send the products to: Demo Sklep sp. z o.o., ul. Marszałkowska 10, 00-590 Warszawa",
    );
    expect(mail.text).not.toContain("InPost");
    expect(mail.html).toContain("2 × Kubek termiczny Delta K370 (defective)");
  });

  it("tells the shop who returns what, by which way, with the return's back-office page", () => {
    const mail = shopReturnMail(
      {
        no: INPUT.no,
        orderNo: INPUT.orderNo,
        email: "anna@example.com",
        lines: INPUT.lines,
        locker: { code: "12345678", size: "B" },
        link: "https://sklep.example/admin/returns/R/2026/11/27/ABC001/1",
      },
      translator("pl"),
    );
    expect(mail.subject).toBe("Nowy zwrot R/2026/11/27/ABC001/1 do zamówienia 2026/11/27/ABC001");
    expect(mail.text).toBe(
      [
        "Klient anna@example.com zgłosił zwrot R/2026/11/27/ABC001/1 do zamówienia 2026/11/27/ABC001.",
        "Zwracane produkty:\n2 × Kubek termiczny Delta K370 (wadliwy produkt)\n1 × Doniczka Terra",
        "Wraca Paczkomatem InPost (paczka B), kod nadania 12345678.",
        "Zwrot w zapleczu:\nhttps://sklep.example/admin/returns/R/2026/11/27/ABC001/1",
      ].join("\n\n"),
    );
  });
});
