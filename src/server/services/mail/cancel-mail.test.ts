import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/core";
import { cancelledMail, type CancelledInput } from "./cancel-mail";

const INPUT: CancelledInput = {
  no: "2026/12/01/XMV002",
  cancellation: {
    reason: "customerRequest",
    note: null,
    at: "2026-12-01T10:00:00.000Z",
    giftCard: null,
    points: 0,
    money: { amount: 157.26, way: "transfer", refunded: false },
  },
  currency: "pln",
  locale: "pl-PL",
  link: "https://sklep.example/order/summary/abc",
};

const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("the cancellation e-mail", () => {
  it("says why, and that money paid offline comes back by transfer", () => {
    const mail = cancelledMail(INPUT, translator("pl"));
    expect(mail.subject).toBe("Zamówienie 2026/12/01/XMV002 zostało anulowane");
    expect(plain(mail.text)).toBe(
      [
        "Dzień dobry,\n\nzamówienie 2026/12/01/XMV002 zostało anulowane.",
        "Powód: na Twoją prośbę",
        "Co Ci zwracamy:\n– 157,26 zł przelejemy na Twoje konto bankowe",
        "Zamówienie sprawdzisz tutaj:\nhttps://sklep.example/order/summary/abc",
      ].join("\n\n"),
    );
    expect(mail.html).toContain("<p>Powód: na Twoją prośbę</p>");
  });

  it("says nothing was charged when nothing comes back, and escapes the owner's note", () => {
    const mail = cancelledMail(
      {
        ...INPUT,
        cancellation: { ...INPUT.cancellation, money: null, note: "<b>Przepraszamy</b>" },
      },
      translator("en"),
    );
    expect(mail.text).toContain("A message from the shop: <b>Przepraszamy</b>");
    expect(mail.html).toContain("&#60;b&#62;Przepraszamy&#60;/b&#62;");
    expect(mail.text).toContain("Nothing was charged for this order.");
  });
});
