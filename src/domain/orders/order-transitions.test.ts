import { describe, expect, it } from "vitest";
import { awaitsOnlinePayment, orderTransitions } from "./order-transitions";

describe("order transitions in the back office", () => {
  it("ships or cancels an order whose money is in", () => {
    expect(orderTransitions({ status: "PENDING", paid: true, paymentType: "p24" })).toEqual([
      "ship",
      "cancel",
    ]);
    expect(orderTransitions({ status: "PENDING", paid: true, paymentType: "transfer" })).toEqual([
      "ship",
      "cancel",
    ]);
  });

  it("records by hand the money of an order paid offline, until it is recorded or the order cancelled", () => {
    expect(orderTransitions({ status: "PENDING", paid: false, paymentType: "transfer" })).toEqual([
      "ship",
      "markPaid",
      "cancel",
    ]);
    expect(orderTransitions({ status: "PENDING", paid: false, paymentType: "cod" })).toEqual([
      "ship",
      "markPaid",
      "cancel",
    ]);
    expect(orderTransitions({ status: "SENT", paid: false, paymentType: "cod" })).toEqual([
      "realize",
      "markPaid",
    ]);
    for (const status of ["REALIZED", "RETURN"])
      expect(orderTransitions({ status, paid: false, paymentType: "cod" })).toEqual(["markPaid"]);
    expect(orderTransitions({ status: "REALIZED", paid: true, paymentType: "cod" })).toEqual([]);
    expect(orderTransitions({ status: "CANCELED", paid: false, paymentType: "cod" })).toEqual([]);
    expect(orderTransitions({ status: "SENT", paid: false, paymentType: "giftCard" })).toEqual([
      "realize",
    ]);
  });

  it("only cancels an order paid online that still waits for its money, or is being verified", () => {
    expect(orderTransitions({ status: "PENDING", paid: false, paymentType: "payu" })).toEqual([
      "cancel",
    ]);
    expect(orderTransitions({ status: "TMP_LOCK", paid: false, paymentType: "payu" })).toEqual([
      "cancel",
    ]);
  });

  it("delivers a sent order and moves nothing that has ended", () => {
    expect(orderTransitions({ status: "SENT", paid: true, paymentType: "p24" })).toEqual([
      "realize",
    ]);
    for (const status of ["CANCELED_LOCK", "CANCELED", "REALIZED", "RETURN"])
      expect(orderTransitions({ status, paid: true, paymentType: "p24" })).toEqual([]);
  });

  it("tells an order paid online still waiting for its money from one that is paid or paid offline", () => {
    expect(awaitsOnlinePayment({ status: "PENDING", paid: false, paymentType: "p24" })).toBe(true);
    expect(awaitsOnlinePayment({ status: "PENDING", paid: true, paymentType: "p24" })).toBe(false);
    expect(awaitsOnlinePayment({ status: "PENDING", paid: false, paymentType: "transfer" })).toBe(
      false,
    );
    expect(awaitsOnlinePayment({ status: "TMP_LOCK", paid: false, paymentType: "p24" })).toBe(
      false,
    );
  });
});
