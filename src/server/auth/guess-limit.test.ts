import { describe, expect, it } from "vitest";
import { lookupGuard, lookupWait } from "./guess-limit";

let n = 0;
/** A client address of its own for each test (the limiters live for the whole file). */
const address = () => `192.0.2.${++n}`;

describe("lookup guard", () => {
  it("refuses the 11th distinct wrong card from one address for minutes", async () => {
    const guard = lookupGuard(address());
    for (let i = 0; i < 10; i++) {
      expect(await guard.wait("giftCard")).toBe(0);
      await guard.missed("giftCard", `WRONG-CARD-${i}`);
    }
    expect(await guard.wait("giftCard")).toBeGreaterThan(800);
    expect(await guard.wait("promoCode")).toBe(0);
  });

  it("counts one wrong code sent again with every quote once", async () => {
    const guard = lookupGuard(address());
    for (let i = 0; i < 30; i++) await guard.missed("promoCode", " rabat10 ");
    for (let i = 0; i < 8; i++) await guard.missed("promoCode", `OTHER${i}`);
    // 1 + 8 = 9 of 10.
    expect(await guard.wait("promoCode")).toBe(0);
    await guard.missed("promoCode", "RABAT10");
    expect(await guard.wait("promoCode")).toBe(0);
    await guard.missed("promoCode", "LAST");
    expect(await guard.wait("promoCode")).toBeGreaterThan(0);
  });

  it("takes back the misses of a card's beginnings once the card is found", async () => {
    const guard = lookupGuard(address());
    const card = "GIFT-5000-MAXI";
    for (let length = 7; length < card.length; length++)
      await guard.missed("giftCard", card.slice(0, length));
    await guard.missed("giftCard", "OTHER-CARD");
    await guard.found("giftCard", card);
    // 7 beginnings taken back: 1 miss left, 9 more before the limit.
    for (let i = 0; i < 8; i++) await guard.missed("giftCard", `NEXT-CARD-${i}`);
    expect(await guard.wait("giftCard")).toBe(0);
    await guard.missed("giftCard", "NEXT-CARD-LAST");
    expect(await guard.wait("giftCard")).toBeGreaterThan(0);
    // Found again: nothing left to take back.
    await guard.found("giftCard", card);
    expect(await guard.wait("giftCard")).toBeGreaterThan(0);
  });

  it("waits only for what a request looks up; LOYALTY is no secret", async () => {
    const guard = lookupGuard(address());
    for (let i = 0; i < 10; i++) {
      await guard.missed("promoCode", `CODE${i}`);
      await guard.missed("giftCard", `CARD-NO-${i}`);
    }
    expect(await lookupWait(guard, { code: "LOYALTY", giftCard: "" })).toBe(0);
    expect(await lookupWait(guard, { code: "", giftCard: "SHORT" })).toBe(0);
    expect(await lookupWait(guard, { code: "ANY" })).toBeGreaterThan(0);
    expect(await lookupWait(guard, { giftCard: "GIFT-5000-MAXI" })).toBeGreaterThan(0);
  });
});
