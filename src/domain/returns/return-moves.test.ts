import { describe, expect, it } from "vitest";
import { receivedCounts, refundDone, rejectReason, returnMoves, statusAfter } from "./return-moves";

describe("the owner's moves of a return", () => {
  it("offers accept and reject to a return waiting for a decision", () => {
    expect(returnMoves({ status: "NEW", refundState: null })).toEqual(["accept", "reject"]);
    expect(returnMoves({ status: "PENDING", refundState: null })).toEqual(["accept", "reject"]);
  });

  it("offers settling to an accepted return only", () => {
    expect(returnMoves({ status: "ACCEPTED", refundState: null })).toEqual(["settle"]);
    expect(statusAfter("settle")).toBe("SETTLED");
    expect(statusAfter("accept")).toBe("ACCEPTED");
    expect(statusAfter("reject")).toBe("REJECTED");
  });

  it("offers nothing on a rejected, cancelled or settled return, unless its refund was refused", () => {
    for (const status of ["REJECTED", "CANCELED", "SETTLED"])
      expect(returnMoves({ status, refundState: "done" })).toEqual([]);
    expect(returnMoves({ status: "SETTLED", refundState: "failed" })).toEqual(["retryRefund"]);
  });

  it("records a refund owed by hand as sent, and only then is the money back", () => {
    expect(returnMoves({ status: "SETTLED", refundState: "owed" })).toEqual(["refundSent"]);
    expect(returnMoves({ status: "SETTLED", refundState: "sent" })).toEqual([]);
    for (const state of ["owed", "pending", "failed"]) expect(refundDone(state)).toBe(false);
    for (const state of [null, "done", "sent"]) expect(refundDone(state)).toBe(true);
  });

  it("needs a rejection reason of at most 500 characters", () => {
    expect(rejectReason("   ")).toBeNull();
    expect(rejectReason("x".repeat(501))).toBeNull();
    expect(rejectReason("  Produkt   był używany ")).toBe("Produkt był używany");
  });

  it("takes received counts from 0 to the declared count, all declared when left empty", () => {
    expect(receivedCounts([2, 1], ["1", ""])).toEqual([1, 1]);
    expect(receivedCounts([2, 1], ["0", "0"])).toEqual([0, 0]);
    expect(receivedCounts([2], ["3"])).toBeNull();
    expect(receivedCounts([2], ["-1"])).toBeNull();
    expect(receivedCounts([2], ["1.5"])).toBeNull();
  });
});
