import { describe, expect, it } from "vitest";
import { isOnlinePayment, paymentOptions, type PaymentMethod } from "./payment-options";

const method = (
  id: string,
  type: string,
  countries: string[],
  disabled?: Record<string, boolean>,
): PaymentMethod => ({
  id,
  type,
  subType: null,
  name: type,
  data: { countries, ...(disabled ? { disabled } : {}) },
});

const methods = [
  method("1", "p24", ["pl"]),
  method("2", "paypal", ["all"], { ua: true }),
  method("3", "transfer", ["eu"]),
  method("4", "giftCard", ["all"]),
];

describe("payment options for the delivery country", () => {
  it("offers the methods listed for the country, 'eu' and 'all', not the gift card", () => {
    expect(paymentOptions(methods, "pl", false).map((m) => m.id)).toEqual(["1", "2", "3"]);
    expect(paymentOptions(methods, "de", false).map((m) => m.id)).toEqual(["2", "3"]);
    expect(paymentOptions(methods, "gb", false).map((m) => m.id)).toEqual(["2"]);
  });

  it("leaves out a method disabled for the country", () => {
    expect(paymentOptions(methods, "ua", false)).toEqual([]);
  });

  it("offers only the gift card when the card covers the total", () => {
    expect(paymentOptions(methods, "pl", true).map((m) => m.type)).toEqual(["giftCard"]);
  });
});

describe("online payments", () => {
  it("are every type but bank transfer, cash on delivery and the gift card", () => {
    expect(["p24", "paypal", "braintree", "twisto"].every(isOnlinePayment)).toBe(true);
    expect(["transfer", "cod", "giftCard"].some(isOnlinePayment)).toBe(false);
  });
});
