import { describe, it, expect } from "vitest";
import { CURRENCY_SYMBOLS, currencySymbol, formatMoney } from "./money";

const NBSP = "\u00a0";

describe("currencySymbol", () => {
  it("knows the seven symbols of spec 1 §9", () => {
    expect(CURRENCY_SYMBOLS).toEqual({
      pln: "zł",
      usd: "$",
      eur: "€",
      gbp: "£",
      czk: "Kč",
      ron: "Lei",
      uah: "грн",
    });
    expect(currencySymbol("PLN")).toBe("zł");
  });

  it("shows an unknown code in upper case", () => {
    expect(currencySymbol("chf")).toBe("CHF");
    expect(currencySymbol("constructor")).toBe("CONSTRUCTOR");
  });
});

describe("formatMoney", () => {
  it("formats 1234.5 pln in pl-PL as 1 234,50 zł with non-breaking spaces", () => {
    expect(formatMoney(1234.5, "pln", "pl-PL")).toBe(`1${NBSP}234,50${NBSP}zł`);
  });

  it("puts $, £ and € first without a space in the en locale", () => {
    expect(formatMoney(12.34, "usd", "en")).toBe("$12.34");
    expect(formatMoney(12.34, "gbp", "en-GB")).toBe("£12.34");
    expect(formatMoney(12.34, "eur", "en-US")).toBe("€12.34");
    expect(formatMoney(1234.5, "usd", "en")).toBe("$1,234.50");
  });

  it("puts the minus sign before a prefixed symbol", () => {
    expect(formatMoney(-5, "gbp", "en")).toBe("-£5.00");
  });

  it("puts the euro after the amount outside English locales", () => {
    expect(formatMoney(12.34, "eur", "de-DE")).toBe(`12,34${NBSP}€`);
  });

  it("puts other symbols after the amount even in English", () => {
    expect(formatMoney(12.34, "pln", "en")).toBe(`12.34${NBSP}zł`);
    expect(formatMoney(10, "czk", "cs-CZ")).toBe(`10,00${NBSP}Kč`);
  });

  it("rounds 1.005 half away from zero before formatting", () => {
    expect(formatMoney(1.005, "pln", "pl-PL")).toBe(`1,01${NBSP}zł`);
  });

  it("shows an unknown currency as its upper-case code", () => {
    expect(formatMoney(3, "chf", "en")).toBe(`3.00${NBSP}CHF`);
  });
});
