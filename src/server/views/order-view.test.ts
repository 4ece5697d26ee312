import { describe, expect, it } from "vitest";
import { orderAmounts, orderView, transferDetails } from "./order-view";
import { orderRowFixture } from "./order-view.fixtures";

const COMPANY = { name: "Demo Sklep sp. z o.o.", address: "ul. Marszałkowska 10, 00-590 Warszawa" };
const ACCOUNT = JSON.stringify({ account: "PL61 1090 1014 0000 0712 1981 2874" });

describe("the order's read model", () => {
  it("lists each line in the order's language with its quantity, unit price, VAT rate and value", () => {
    const view = orderView(orderRowFixture(), "pl");
    expect(view.lines).toEqual([
      {
        name: "Kubek termiczny Delta K370",
        variant: "",
        code: "DK370",
        quantity: 2,
        unit: null,
        unitPrice: 95.66,
        vatRate: 23,
        total: 191.32,
      },
      {
        name: "Doniczka Terra",
        variant: "Kolor: zielony",
        code: "DT1",
        quantity: 1,
        unit: "kpl.",
        unitPrice: 42.5,
        vatRate: 8,
        total: 42.5,
      },
    ]);
    expect(orderView(orderRowFixture({ lang: "en" }), "pl").lines[1]?.name).toBe("Doniczka Terra");
    expect(orderView(orderRowFixture({ lang: "en" }), "pl").lines[0]?.name).toBe(
      "Delta K370 travel mug",
    );
  });

  it("goes from 233,82 zł of products through the RABAT10 discount and the gift card to 160,44 zł to pay", () => {
    const view = orderView(orderRowFixture(), "pl");
    expect(view.amounts).toEqual([
      { kind: "products", amount: 233.82 },
      { kind: "discount", amount: -23.38, detail: "RABAT10" },
      { kind: "delivery", amount: 0 },
      { kind: "total", amount: 210.44 },
      { kind: "giftCard", amount: -50, detail: "GIFT-50" },
      { kind: "toPay", amount: 160.44 },
    ]);
    expect(view.toPay).toBe(160.44);
  });

  it("says the 160,44 zł left after the 50 zł gift card was paid once it is, and owes nothing once cancelled unpaid", () => {
    const paid = orderView(orderRowFixture({ paid: 1 }), "pl");
    expect(paid.amounts.slice(-3)).toEqual([
      { kind: "total", amount: 210.44 },
      { kind: "giftCard", amount: -50, detail: "GIFT-50" },
      { kind: "paid", amount: 160.44 },
    ]);
    const cancelled = orderView(orderRowFixture({ status: "CANCELED_LOCK" }), "pl");
    expect(cancelled.amounts.at(-1)).toEqual({ kind: "giftCard", amount: -50, detail: "GIFT-50" });
    const refunded = orderView(orderRowFixture({ status: "CANCELED", paid: 1 }), "pl");
    expect(refunded.amounts.at(-1)).toEqual({ kind: "paid", amount: 160.44 });
  });

  it("names the loyalty points a LOYALTY discount used", () => {
    const rows = orderAmounts({
      brutto: 86.99,
      netto: 70.72,
      vat: 16.27,
      products: 75,
      delivery: 11.99,
      currency: "pln",
      currencyRate: 1,
      code: "LOYALTY",
      codeDiscount: 15,
      usedPoints: 1500,
    });
    expect(rows).toEqual([
      { kind: "products", amount: 90 },
      { kind: "points", amount: -15, detail: "1500" },
      { kind: "delivery", amount: 11.99 },
      { kind: "total", amount: 86.99 },
      { kind: "toPay", amount: 86.99 },
    ]);
  });

  it("shows cash on delivery's fee as its own row: 35,77 + 11,99 + 5,00 = 52,76", () => {
    const rows = orderAmounts({
      brutto: 52.76,
      netto: 42.9,
      vat: 9.86,
      products: 35.77,
      delivery: 11.99,
      paymentFee: 5,
      currency: "pln",
      currencyRate: 1,
    });
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ["products", 35.77],
      ["delivery", 11.99],
      ["paymentFee", 5],
      ["total", 52.76],
      ["toPay", 52.76],
    ]);
  });

  it("shows what the total holds beyond products and delivery (a 5 zł fee) as its own row", () => {
    const rows = orderAmounts({
      brutto: 52.76,
      netto: 42.9,
      vat: 9.86,
      products: 35.77,
      delivery: 11.99,
      currency: "pln",
      currencyRate: 1,
    });
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ["products", 35.77],
      ["delivery", 11.99],
      ["other", 5],
      ["total", 52.76],
      ["toPay", 52.76],
    ]);
  });

  it("gives a transfer order the account, the shop as recipient, the number as title and what is left to pay", () => {
    const view = orderView(orderRowFixture(), "pl");
    expect(transferDetails(view, ACCOUNT, COMPANY)).toEqual({
      account: "PL61 1090 1014 0000 0712 1981 2874",
      recipient: "Demo Sklep sp. z o.o., ul. Marszałkowska 10, 00-590 Warszawa",
      title: "2026/11/27/ABC001",
      amount: 160.44,
      currency: "pln",
    });
  });

  it("gives no bank details to another payment or to a transfer method without an account", () => {
    const card = orderRowFixture({
      payment: JSON.stringify({ id: "2", type: "p24", name: "P24" }),
    });
    expect(transferDetails(orderView(card, "pl"), ACCOUNT, COMPANY)).toBeNull();
    expect(transferDetails(orderView(orderRowFixture(), "pl"), "{}", COMPANY)).toBeNull();
  });

  it("keeps the invoice address of a company order only", () => {
    const invoice = {
      name: "Firma",
      street: "Polna",
      number: "1",
      postCode: "00-001",
      city: "Warszawa",
      country: "pl",
    };
    const address = JSON.stringify({ ship: { name: "Anna" }, invoice });
    expect(orderView(orderRowFixture({ address, company: 1 }), "pl").invoice).toEqual(invoice);
    expect(orderView(orderRowFixture({ address, company: 0 }), "pl").invoice).toBeNull();
  });
});
