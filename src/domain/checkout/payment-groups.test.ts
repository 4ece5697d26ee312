import { describe, expect, it } from "vitest";
import { groupPayments, offeredPayments, paymentGroupOf, walletSupported } from "./payment-groups";

const m = (type: string, subType: string | null = null) => ({ type, subType });
const SEED = [
  m("p24"),
  m("payu", "blik"),
  m("payu"),
  m("paypal"),
  m("braintree", "card"),
  m("braintree", "googlePay"),
  m("bm", "applePay"),
  m("twisto"),
  m("imoje", "payPo"),
  m("elavon", "card"),
  m("eservice", "goPay"),
  m("transfer"),
  m("cod"),
  m("giftCard"),
];

describe("payment groups", () => {
  it("puts cards, PayPal and wallets together, whatever provider takes them", () => {
    for (const method of [
      m("braintree", "card"),
      m("paypal"),
      m("bm", "applePay"),
      m("elavon", "card"),
    ])
      expect(paymentGroupOf(method)).toBe("cards");
  });

  it("puts transfers and BLIK, pay-later methods and cash on delivery in their own groups", () => {
    expect(paymentGroupOf(m("payu", "blik"))).toBe("transfers");
    expect(paymentGroupOf(m("transfer"))).toBe("transfers");
    expect(paymentGroupOf(m("imoje", "payPo"))).toBe("later");
    expect(paymentGroupOf(m("twisto"))).toBe("later");
    expect(paymentGroupOf(m("cod"))).toBe("delivery");
    expect(paymentGroupOf(m("giftCard"))).toBe("other");
  });

  it("orders the groups and keeps the quote's order inside each", () => {
    const groups = groupPayments(SEED);
    expect(groups.map((g) => g.group)).toEqual([
      "cards",
      "transfers",
      "later",
      "delivery",
      "other",
    ]);
    expect(groups[0]?.methods.map((x) => x.subType ?? x.type)).toEqual([
      "paypal",
      "card",
      "googlePay",
      "applePay",
      "card",
    ]);
    expect(groups[1]?.methods.map((x) => x.subType ?? x.type)).toEqual([
      "p24",
      "blik",
      "payu",
      "goPay",
      "transfer",
    ]);
  });

  it("leaves empty groups out", () => {
    expect(groupPayments([m("giftCard")]).map((g) => g.group)).toEqual(["other"]);
    expect(groupPayments([])).toEqual([]);
  });
});

describe("wallets only where the browser can pay with them", () => {
  const none = { applePay: false, paymentRequest: false };

  it("offers Apple Pay only with a usable ApplePaySession", () => {
    expect(walletSupported(m("bm", "applePay"), none)).toBe(false);
    expect(walletSupported(m("bm", "applePay"), { ...none, applePay: true })).toBe(true);
  });

  it("offers Google Pay only with the Payment Request API", () => {
    expect(walletSupported(m("braintree", "googlePay"), none)).toBe(false);
    expect(walletSupported(m("braintree", "googlePay"), { ...none, paymentRequest: true })).toBe(
      true,
    );
  });

  it("always offers every other method", () => {
    expect(offeredPayments(SEED, none)).toHaveLength(SEED.length - 2);
    expect(offeredPayments(SEED, { applePay: true, paymentRequest: true })).toHaveLength(
      SEED.length,
    );
  });
});
