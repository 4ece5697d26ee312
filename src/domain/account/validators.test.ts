import { describe, it, expect } from "vitest";
import { countryCode, isValidEmail, nineDigits, postCode, required, space } from "./validators";

describe("required", () => {
  it("accepts text and rejects empty, blank, null and undefined", () => {
    expect(required("a")).toBe(true);
    expect(required("")).toBe(false);
    expect(required("   ")).toBe(false);
    expect(required(null)).toBe(false);
    expect(required(undefined)).toBe(false);
  });
});

describe("space", () => {
  it("needs at least two words", () => {
    expect(space("Jan Kowalski")).toBe(true);
    expect(space("  Anna  Maria Nowak ")).toBe(true);
    expect(space("Jan")).toBe(false);
    expect(space(" Jan ")).toBe(false);
    expect(space("")).toBe(false);
  });
});

describe("email", () => {
  it("accepts standard addresses, trimmed", () => {
    expect(isValidEmail("jan@example.com")).toBe(true);
    expect(isValidEmail("  jan.kowalski+shop@mail.example.co.uk ")).toBe(true);
    expect(isValidEmail("a_b-c@sub-domain.pl")).toBe(true);
  });

  it("rejects malformed addresses", () => {
    for (const bad of [
      "",
      "jan",
      "jan@",
      "@example.com",
      "jan@example",
      "jan @example.com",
      "jan@exa mple.com",
      "jan@@example.com",
      "jan@-example.com",
      null,
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it("rejects an address longer than 254 characters that the pattern alone would accept", () => {
    const domain = `${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(30)}.pl`;
    const atLimit = `${"a".repeat(254 - 1 - domain.length)}@${domain}`;
    expect(atLimit.length).toBe(254);
    expect(isValidEmail(atLimit)).toBe(true);
    expect(isValidEmail(`a${atLimit}`)).toBe(false);
  });
});

describe("postCode", () => {
  it("accepts NN-NNN only", () => {
    expect(postCode("00-950")).toBe(true);
    expect(postCode(" 31-042 ")).toBe(true);
    expect(postCode("00950")).toBe(false);
    expect(postCode("0-950")).toBe(false);
    expect(postCode("00-9500")).toBe(false);
    expect(postCode("ab-cde")).toBe(false);
  });
});

describe("countryCode", () => {
  it("accepts exactly two letters", () => {
    expect(countryCode("pl")).toBe(true);
    expect(countryCode("DE")).toBe(true);
    expect(countryCode("p")).toBe(false);
    expect(countryCode("pol")).toBe(false);
    expect(countryCode("p1")).toBe(false);
  });
});

describe("nineDigits", () => {
  it("accepts nine digits, ignoring spaces and hyphens", () => {
    expect(nineDigits("600700800")).toBe(true);
    expect(nineDigits("600 700 800")).toBe(true);
    expect(nineDigits("600-700-800")).toBe(true);
  });

  it("rejects other lengths, letters and a country prefix", () => {
    expect(nineDigits("60070080")).toBe(false);
    expect(nineDigits("6007008001")).toBe(false);
    expect(nineDigits("60070080a")).toBe(false);
    expect(nineDigits("+48600700800")).toBe(false);
    expect(nineDigits(undefined)).toBe(false);
  });
});
