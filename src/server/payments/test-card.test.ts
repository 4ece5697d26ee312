import { describe, expect, it } from "vitest";
import { chargeOutcome, issueClientToken, tokenizeCard } from "./test-card";

const CARD = { number: "4111 1111 1111 1111", expiry: "12/30", cvc: "123" };
const NOW = new Date("2026-11-24T12:00:00Z");

describe("the test gateway's card tokenizer", () => {
  it("turns a valid card into a nonce that charges as paid", () => {
    const { token } = issueClientToken(NOW.getTime());
    const result = tokenizeCard(token, CARD, NOW);
    expect(result.ok && result.last4).toBe("1111");
    if (!result.ok) throw new Error("not tokenized");
    expect(result.nonce).not.toContain("4111111111111111");
    expect(chargeOutcome(result.nonce)?.outcome).toBe("paid");
  });

  it("declines the sandbox's declined card", () => {
    const { token } = issueClientToken(NOW.getTime());
    const result = tokenizeCard(token, { ...CARD, number: "4000 0000 0000 0002" }, NOW);
    if (!result.ok) throw new Error("not tokenized");
    expect(chargeOutcome(result.nonce)?.outcome).toBe("failed");
  });

  it("refuses an expired or forged client token and an invalid card", () => {
    const { token } = issueClientToken(NOW.getTime() - 11 * 60 * 1000);
    expect(tokenizeCard(token, CARD, NOW)).toEqual({ ok: false, error: "tokenInvalid" });
    expect(tokenizeCard("ct_9999999999999_x.forged", CARD, NOW)).toEqual({
      ok: false,
      error: "tokenInvalid",
    });
    const fresh = issueClientToken(NOW.getTime()).token;
    expect(tokenizeCard(fresh, { ...CARD, cvc: "1" }, NOW)).toEqual({
      ok: false,
      error: "cardInvalid",
    });
  });

  it("does not charge a nonce whose outcome was changed", () => {
    const { token } = issueClientToken(NOW.getTime());
    const result = tokenizeCard(token, { ...CARD, number: "4000 0000 0000 0002" }, NOW);
    if (!result.ok) throw new Error("not tokenized");
    expect(chargeOutcome(result.nonce.replace("nonce_failed", "nonce_paid"))).toBeNull();
  });
});
