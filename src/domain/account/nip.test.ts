import { describe, expect, it } from "vitest";
import { isValidNip } from "./nip";

describe("isValidNip", () => {
  it("accepts a Polish NIP whose checksum matches, with or without separators and prefix", () => {
    // 5 2 5 0 0 0 0 0 0: 6·5 + 5·2 + 7·5 = 75; 75 mod 11 = 9
    expect(isValidNip("5250000009")).toBe(true);
    expect(isValidNip("525-000-00-09")).toBe(true);
    expect(isValidNip("PL 525 000 00 09", "pl")).toBe(true);
  });

  it("rejects a Polish NIP with a wrong check digit or length", () => {
    expect(isValidNip("5250000008")).toBe(false);
    expect(isValidNip("525000000")).toBe(false);
    expect(isValidNip("52500000091")).toBe(false);
    expect(isValidNip("52500000a9")).toBe(false);
  });

  it("never accepts a Polish NIP whose checksum is 10", () => {
    // 0 0 0 0 0 0 0 0 2: 7·2 = 14; 14 mod 11 = 3, so the check digit is 3
    expect(isValidNip("0000000023")).toBe(true);
    // 0 2 0 0 0 0 0 0 0: 5·2 = 10; no digit is 10
    expect(isValidNip("0200000000")).toBe(false);
  });

  it("checks other countries' numbers by shape only", () => {
    expect(isValidNip("DE123456789", "de")).toBe(true);
    expect(isValidNip("123456789", "de")).toBe(true);
    expect(isValidNip("12-34", "cz")).toBe(true);
    expect(isValidNip("1", "de")).toBe(false);
    expect(isValidNip("12345678901234", "de")).toBe(false);
    expect(isValidNip(null, "de")).toBe(false);
  });
});
