import { describe, it, expect } from "vitest";
import { countryCode, isValidEmail, required, space } from "./validators";

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

describe("countryCode", () => {
  it("accepts exactly two letters", () => {
    expect(countryCode("pl")).toBe(true);
    expect(countryCode("DE")).toBe(true);
    expect(countryCode("p")).toBe(false);
    expect(countryCode("pol")).toBe(false);
    expect(countryCode("p1")).toBe(false);
  });
});
