import { describe, expect, it } from "vitest";
import { isPolishPhone, isValidPhone } from "./phone";

describe("isValidPhone", () => {
  it("accepts a German number with its prefix for Germany, and a Polish one for Poland", () => {
    expect(isValidPhone("+49 30 1234567", "de")).toBe(true);
    expect(isValidPhone("+48 600 100 200", "pl")).toBe(true);
    expect(isValidPhone("030 1234567", "DE")).toBe(true);
    expect(isValidPhone("600 700 800", "pl")).toBe(true);
    expect(isValidPhone("600700800", "pl")).toBe(true);
  });

  it("reads a prefixed number by its own country whatever the delivery country", () => {
    expect(isValidPhone("+49 30 1234567", "pl")).toBe(true);
    expect(isValidPhone("0048 600 100 200", "pl")).toBe(true);
    expect(isValidPhone("+420 601 123 456", "pl")).toBe(true);
  });

  it("refuses too short numbers, letters and empty text", () => {
    expect(isValidPhone("12", "pl")).toBe(false);
    expect(isValidPhone("12", "de")).toBe(false);
    expect(isValidPhone("6007", "pl")).toBe(false);
    expect(isValidPhone("abc600100200", "pl")).toBe(false);
    expect(isValidPhone("  ", "pl")).toBe(false);
  });

  it("reads only prefixed numbers for a country the metadata does not know", () => {
    expect(isValidPhone("+49 30 1234567", "xx")).toBe(true);
    expect(isValidPhone("301234567", "xx")).toBe(false);
  });

  it("takes a Canadian number (+1, as the US) and a prefix outside the delivery countries in E.164's shape", () => {
    expect(isValidPhone("+1 416 555 0123", "pl")).toBe(true);
    expect(isValidPhone("+1 212 555 0123", "us")).toBe(true);
    expect(isValidPhone("+7 495 123 45 67", "pl")).toBe(true);
    expect(isValidPhone("+86 138 0013 8000", "de")).toBe(true);
    expect(isValidPhone("+7 12", "pl")).toBe(false);
    expect(isValidPhone("+7 1234 5678 9012 3456", "pl")).toBe(false);
  });
});

describe("isPolishPhone", () => {
  it("accepts nine Polish digits with or without +48 and refuses other countries' numbers", () => {
    expect(isPolishPhone("600 100 200")).toBe(true);
    expect(isPolishPhone("+48 600 100 200")).toBe(true);
    expect(isPolishPhone("+49 30 1234567")).toBe(false);
    expect(isPolishPhone("60010020")).toBe(false);
  });
});
