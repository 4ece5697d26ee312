import { beforeEach, describe, expect, it } from "vitest";
import {
  $checkout,
  EMPTY_CHECKOUT,
  forgetOrderKey,
  orderKey,
  orderPlaced,
  parseCheckout,
  prefillCheckout,
  updateShip,
} from "./checkout-form.store";

describe("the order details form kept in storage", () => {
  beforeEach(() => $checkout.set(EMPTY_CHECKOUT));

  it("reads back only text and flags, whatever was stored", () => {
    const parsed = parseCheckout(
      JSON.stringify({
        form: { ship: { name: "Anna Nowak", phone: 600 }, terms: "yes", company: true },
        paymentId: 7,
        idempotencyKey: "bad key",
      }),
    );
    expect(parsed.form.ship).toMatchObject({ name: "Anna Nowak", phone: "" });
    expect(parsed.form.terms).toBe(false);
    expect(parsed.form.company).toBe(true);
    expect(parsed.paymentId).toBe("");
    expect(parsed.idempotencyKey).toBe("");
    expect(parseCheckout("not json")).toEqual(EMPTY_CHECKOUT);
  });

  it("reads an invoice country never chosen as Poland, the country picker's default", () => {
    const stored = (invoice: unknown) =>
      parseCheckout(JSON.stringify({ form: { invoice } })).form.invoice.country;
    expect(stored({ name: "Nowak" })).toBe("pl");
    expect(stored({ country: "<script>" })).toBe("pl");
    expect(stored({ country: "de" })).toBe("de");
  });

  it("prefills an empty form from the profile but never overwrites typed text", () => {
    prefillCheckout({ email: "jan@example.com", retypedEmail: "jan@example.com" });
    expect($checkout.get().form.email).toBe("jan@example.com");
    $checkout.set(EMPTY_CHECKOUT);
    updateShip({ name: "Ewa Nowak" });
    prefillCheckout({ email: "jan@example.com" });
    expect($checkout.get().form.email).toBe("");
  });

  it("keeps one idempotency key for one request until the order exists", () => {
    const first = orderKey(() => "a".repeat(22), "request-1");
    expect(orderKey(() => "b".repeat(22), "request-1")).toBe(first);
    orderPlaced();
    expect(orderKey(() => "c".repeat(22), "request-1")).toBe("c".repeat(22));
  });

  it("makes a new idempotency key when the request changed after an answer was lost", () => {
    expect(orderKey(() => "a".repeat(22), "one mug")).toBe("a".repeat(22));
    expect(orderKey(() => "b".repeat(22), "two mugs")).toBe("b".repeat(22));
    expect(orderKey(() => "c".repeat(22), "two mugs")).toBe("b".repeat(22));
    forgetOrderKey();
    expect(orderKey(() => "d".repeat(22), "two mugs")).toBe("d".repeat(22));
  });
});
