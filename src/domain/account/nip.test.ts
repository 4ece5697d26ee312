import { describe, expect, it } from "vitest";
import { isValidNip, taxNumberFormat } from "./nip";

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

  it("rejects the demo company's former NIP, whose check digit is 1, and takes the corrected one", () => {
    // 7 2 5 1 2 3 4 5 6: 42 + 10 + 35 + 2 + 6 + 12 + 20 + 30 + 42 = 199; 199 mod 11 = 1
    expect(isValidNip("7251234567")).toBe(false);
    expect(isValidNip("7251234561")).toBe(true);
    expect(isValidNip("123")).toBe(false);
  });

  it("checks other EU countries' numbers by the shape of their VAT number", () => {
    expect(isValidNip("DE123456789", "de")).toBe(true);
    expect(isValidNip("123456789", "de")).toBe(true);
    expect(isValidNip("12345678", "de")).toBe(false);
    expect(isValidNip("ATU12345678", "at")).toBe(true);
    expect(isValidNip("12345678", "at")).toBe(false);
    expect(isValidNip("EL123456789", "gr")).toBe(true);
    expect(isValidNip("NL123456789B01", "nl")).toBe(true);
    expect(isValidNip("NL123456789", "nl")).toBe(false);
    expect(isValidNip("CZ 1234 5678", "cz")).toBe(true);
    expect(isValidNip("12-34", "cz")).toBe(false);
    expect(isValidNip("1", "de")).toBe(false);
    expect(isValidNip(null, "de")).toBe(false);
  });

  it("checks countries outside the EU by shape only", () => {
    expect(isValidNip("GB123456789", "gb")).toBe(true);
    expect(isValidNip("CHE-123.456.789", "ch")).toBe(true);
    expect(isValidNip("1", "gb")).toBe(false);
    expect(isValidNip("12345678901234", "gb")).toBe(false);
  });
});

describe("taxNumberFormat", () => {
  it("names an EU country's VAT number example and none for Poland or outside the EU", () => {
    expect(taxNumberFormat("de")).toBe("DE123456789");
    expect(taxNumberFormat("GR")).toBe("EL123456789");
    expect(taxNumberFormat("pl")).toBeUndefined();
    expect(taxNumberFormat("gb")).toBeUndefined();
  });
});
