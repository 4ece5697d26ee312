import { describe, expect, it } from "vitest";
import {
  cancelNote,
  givenBack,
  givenBackItems,
  ownerCancelReason,
  readCancellation,
  type Cancellation,
} from "./cancellation";

describe("an order's cancellation", () => {
  it("takes the owner's reason from the list, else the first one", () => {
    expect(ownerCancelReason("outOfStock")).toBe("outOfStock");
    expect(ownerCancelReason("paymentExpired")).toBe("cannotFulfil");
    expect(ownerCancelReason(undefined)).toBe("cannotFulfil");
  });

  it("keeps a note on one line, at most 500 characters, and none when empty", () => {
    expect(cancelNote("  Przepraszamy,\n\nkubek  się stłukł. ")).toBe(
      "Przepraszamy, kubek się stłukł.",
    );
    expect(cancelNote("   ")).toBeNull();
    expect(cancelNote(42)).toBeNull();
    expect(cancelNote("x".repeat(600))).toHaveLength(500);
  });

  it("gives back the gift card's 50,00 zł and 600 points the checkout took, and nothing it did not take", () => {
    const total = { giftCardCode: "GIFT-50", giftCardValue: 50, usedPoints: 600 };
    expect(givenBack(total, true)).toEqual({
      giftCard: { code: "GIFT-50", amount: 50 },
      points: 600,
    });
    expect(givenBack(total, false)).toEqual({ giftCard: null, points: 0 });
    expect(givenBack({}, true)).toEqual({ giftCard: null, points: 0 });
  });

  it("lists the money first (refunded, still to refund, or by transfer), then the card and the points", () => {
    const c: Cancellation = {
      reason: "outOfStock",
      note: null,
      at: "2026-12-01T10:00:00.000Z",
      giftCard: { code: "GIFT-50", amount: 50 },
      points: 600,
      money: { amount: 157.26, way: "provider", refunded: true },
    };
    expect(givenBackItems(c)).toEqual([
      { kind: "refunded", amount: 157.26 },
      { kind: "card", amount: 50, code: "GIFT-50" },
      { kind: "points", points: 600 },
    ]);
    const failed = { ...c, money: { amount: 157.26, way: "provider" as const, refunded: false } };
    expect(givenBackItems(failed)[0]).toEqual({ kind: "refundPending", amount: 157.26 });
    const offline = { ...c, money: { amount: 157.26, way: "transfer" as const, refunded: false } };
    expect(givenBackItems(offline)[0]).toEqual({ kind: "transfer", amount: 157.26 });
    expect(givenBackItems({ ...c, giftCard: null, points: 0, money: null })).toEqual([]);
  });

  it("reads a stored cancellation, and nothing from a missing or malformed one", () => {
    const stored = {
      reason: "paymentExpired",
      note: null,
      at: "2026-12-01T10:00:00.000Z",
      giftCard: null,
      points: 0,
      money: { amount: 157.26, way: "provider", refunded: true },
    };
    expect(readCancellation(JSON.stringify(stored))).toEqual(stored);
    expect(readCancellation(null)).toBeNull();
    expect(readCancellation("{")).toBeNull();
    expect(readCancellation(JSON.stringify({ ...stored, reason: "whatever" }))).toBeNull();
  });
});
