import { afterEach, describe, expect, it } from "vitest";
import { DELAY_STEP_MS, slowDelay } from "./limits";
import { count, delayFor, forget, retryAfter, storeKey } from "./rate-limit";

let n = 0;
const keysFor = (account: string) => ({ account, address: `198.51.100.${++n}` });

afterEach(() => {
  delete process.env["RATE_LIMIT_MAX_DELAY_MS"];
});

describe("slow-down", () => {
  it("waits nothing up to the limit, then a step more per call past it, at most the cap", () => {
    expect(slowDelay(30, 30, 5000)).toBe(0);
    expect(slowDelay(31, 30, 5000)).toBe(DELAY_STEP_MS);
    expect(slowDelay(34, 30, 5000)).toBe(4 * DELAY_STEP_MS);
    expect(slowDelay(1000, 30, 5000)).toBe(5000);
  });
});

describe("login limits", () => {
  it("refuse an e-mail from one address after 10 failures, not from another address", async () => {
    const here = keysFor("owner@example.com");
    for (let i = 0; i < 10; i++) await count("login", here);
    expect(await retryAfter("login", here)).toBeGreaterThan(800);
    const there = keysFor("owner@example.com");
    expect(await retryAfter("login", there)).toBe(0);
    // The account is under attack, but this address has not failed: no wait.
    expect(await delayFor("login", there)).toBe(0);
  });

  it("slow down an address with many failures whatever the account, never refuse it", async () => {
    process.env["RATE_LIMIT_MAX_DELAY_MS"] = "1000";
    const address = "203.0.113.9";
    for (let i = 0; i < 32; i++) await count("login", { account: `u${i}@example.com`, address });
    const other = { account: "someone@example.com", address };
    expect(await retryAfter("login", other)).toBe(0);
    expect(await delayFor("login", other)).toBe(2 * DELAY_STEP_MS);
    for (let i = 0; i < 100; i++) await count("login", { account: `v${i}@example.com`, address });
    expect(await delayFor("login", other)).toBe(1000);
  });

  it("slow down an attacked account only from addresses that failed for it", async () => {
    const account = "target@example.com";
    const attackers = Array.from({ length: 6 }, () => keysFor(account));
    for (const keys of attackers) for (let i = 0; i < 3; i++) await count("login", keys);
    // 18 failures for the account: 8 past its 10.
    expect(await delayFor("login", attackers[0]!)).toBe(8 * DELAY_STEP_MS);
    expect(await delayFor("login", keysFor(account))).toBe(0);
  });

  it("forgets a pair's failures after a success", async () => {
    const keys = keysFor("forgetful@example.com");
    for (let i = 0; i < 10; i++) await count("login", keys);
    await forget("login", keys, ["pair"]);
    expect(await retryAfter("login", keys)).toBe(0);
  });
});

describe("store keys", () => {
  it("hash keys too long for the shared table, keep short ones", () => {
    expect(storeKey("a@example.com|10.0.0.1")).toBe("a@example.com|10.0.0.1");
    const long = storeKey(`${"x".repeat(250)}@example.com|10.0.0.1`);
    expect(long).toMatch(/^#[0-9a-f]{64}$/);
  });
});
