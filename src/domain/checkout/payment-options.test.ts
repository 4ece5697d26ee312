import { describe, expect, it } from "vitest";
import {
  isOnlinePayment,
  paymentOptions,
  type PaymentMethod,
  type PaymentRules,
} from "./payment-options";

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

/** A 120 zł basket of 2 products sent by courier: no rule of the methods below hides anything. */
const ANY: PaymentRules = {
  facts: { totalBase: 120, count: 2, weight: 1 },
  deliveryType: "courier",
};

const methods = [
  method("1", "p24", ["pl"]),
  method("2", "paypal", ["all"], { ua: true }),
  method("3", "transfer", ["eu"]),
  method("4", "giftCard", ["all"]),
];

describe("payment options for the delivery country", () => {
  it("offers the methods listed for the country, 'eu' and 'all', not the gift card", () => {
    expect(paymentOptions(methods, "pl", false, ANY).map((m) => m.id)).toEqual(["1", "2", "3"]);
    expect(paymentOptions(methods, "de", false, ANY).map((m) => m.id)).toEqual(["2", "3"]);
    expect(paymentOptions(methods, "gb", false, ANY).map((m) => m.id)).toEqual(["2"]);
  });

  it("leaves out a method disabled for the country", () => {
    expect(paymentOptions(methods, "ua", false, ANY)).toEqual([]);
  });

  it("offers only the gift card when the card covers the total", () => {
    expect(paymentOptions(methods, "pl", true, ANY).map((m) => m.type)).toEqual(["giftCard"]);
  });
});

describe("payment rules for the basket and the delivery (spec 1 §5 Method availability)", () => {
  const twisto: PaymentMethod = {
    ...method("5", "twisto", ["pl"]),
    data: { countries: ["pl"], advancedHide: "total >= 50 && total <= 5000" },
  };
  const cod: PaymentMethod = {
    ...method("6", "cod", ["pl"]),
    data: { countries: ["pl"], deliveryTypes: ["courier"] },
  };
  const broken: PaymentMethod = {
    ...method("7", "payu", ["pl"]),
    data: { countries: ["pl"], advancedHide: "total >=" },
  };
  const ids = (rules: PaymentRules) =>
    paymentOptions([twisto, cod, broken], "pl", false, rules).map((m) => m.type);
  const basket = (totalBase: number, deliveryType: string | null): PaymentRules => ({
    facts: { totalBase, count: 1, weight: 0.5 },
    deliveryType,
  });

  it("offers Twisto only for a total from 50 to 5000 zł", () => {
    expect(ids(basket(11.43, "courier"))).toEqual(["cod"]);
    expect(ids(basket(49.99, "courier"))).toEqual(["cod"]);
    expect(ids(basket(50, "courier"))).toEqual(["twisto", "cod"]);
    expect(ids(basket(5000, "courier"))).toEqual(["twisto", "cod"]);
    expect(ids(basket(5000.01, "courier"))).toEqual(["cod"]);
  });

  it("offers cash on delivery only with a courier, never with a parcel locker or no delivery", () => {
    expect(ids(basket(120, "inpost_locker"))).toEqual(["twisto"]);
    expect(ids(basket(120, null))).toEqual(["twisto"]);
  });

  it("hides a method whose formula cannot be read", () => {
    expect(ids(basket(120, "courier"))).not.toContain("payu");
  });
});

describe("online payments", () => {
  it("are every type but bank transfer, cash on delivery and the gift card", () => {
    expect(["p24", "paypal", "braintree", "twisto"].every(isOnlinePayment)).toBe(true);
    expect(["transfer", "cod", "giftCard"].some(isOnlinePayment)).toBe(false);
  });
});
