import { describe, expect, it } from "vitest";
import { isValidPostCode, postCodeFormat } from "./post-code";

describe("isValidPostCode", () => {
  it("takes 00-000 in Poland and refuses other shapes", () => {
    expect(isValidPostCode("00-950", "pl")).toBe(true);
    expect(isValidPostCode(" 90-004 ", "PL")).toBe(true);
    expect(isValidPostCode("1", "pl")).toBe(false);
    expect(isValidPostCode("00950", "pl")).toBe(false);
    expect(isValidPostCode("10115", "pl")).toBe(false);
  });

  it("takes five digits in Germany and four in Austria", () => {
    expect(isValidPostCode("10115", "de")).toBe(true);
    expect(isValidPostCode("1011", "de")).toBe(false);
    expect(isValidPostCode("00-950", "de")).toBe(false);
    expect(isValidPostCode("1010", "at")).toBe(true);
    expect(isValidPostCode("10115", "at")).toBe(false);
  });

  it("takes the optional space and letters of Czech, Dutch, British and Irish codes", () => {
    expect(isValidPostCode("110 00", "cz")).toBe(true);
    expect(isValidPostCode("11000", "cz")).toBe(true);
    expect(isValidPostCode("1012 ab", "nl")).toBe(true);
    expect(isValidPostCode("1012", "nl")).toBe(false);
    expect(isValidPostCode("SW1A 1AA", "gb")).toBe(true);
    expect(isValidPostCode("m1 1ae", "gb")).toBe(true);
    expect(isValidPostCode("12345", "gb")).toBe(false);
    expect(isValidPostCode("D02 X285", "ie")).toBe(true);
    expect(isValidPostCode("1000-001", "pt")).toBe(true);
    expect(isValidPostCode("LV-1050", "lv")).toBe(true);
    expect(isValidPostCode("1050", "lv")).toBe(true);
  });

  it("takes a short code of letters and digits where no format is listed", () => {
    expect(isValidPostCode("AB 123", "br")).toBe(true);
    expect(isValidPostCode("1", "br")).toBe(false);
  });
});

describe("postCodeFormat", () => {
  it("names each country's format for the field's message", () => {
    expect(postCodeFormat("pl")).toBe("00-000");
    expect(postCodeFormat("DE")).toBe("00000");
    expect(postCodeFormat("cz")).toBe("000 00");
    expect(postCodeFormat("br")).toBeUndefined();
  });
});
