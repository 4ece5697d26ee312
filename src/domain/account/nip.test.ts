import { describe, expect, it } from "vitest";
import { isValidNip, nipProblem, normalizeTaxId, taxNumberFormat } from "./nip";

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
    expect(isValidNip("DE12345678", "de")).toBe(false);
    expect(isValidNip("ATU12345678", "at")).toBe(true);
    expect(isValidNip("AT12345678", "at")).toBe(false);
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

describe("a tax id with an EU country's prefix", () => {
  it("is checked by the country its prefix names, whatever the invoice country", () => {
    expect(isValidNip("DE123456789", "pl")).toBe(true);
    expect(isValidNip("de 123 456 789", "pl")).toBe(true);
    expect(isValidNip("DE12345678", "pl")).toBe(false);
    expect(isValidNip("ATU12345678", "pl")).toBe(true);
    expect(isValidNip("AT12345678", "pl")).toBe(false);
    expect(isValidNip("FR 4A 123456789", "pl")).toBe(true);
    expect(isValidNip("NL123456789B01", "de")).toBe(true);
    expect(isValidNip("IE1234567WA", "pl")).toBe(true);
    expect(isValidNip("ESX1234567X", "pl")).toBe(true);
    expect(isValidNip("SE123456789001", "pl")).toBe(true);
    expect(isValidNip("SE123456789002", "pl")).toBe(false);
    expect(isValidNip("EL123456789", "pl")).toBe(true);
    expect(isValidNip("CZ1234567890", "sk")).toBe(true);
  });

  it("is a Polish NIP with its checksum when the prefix is PL, whatever the invoice country", () => {
    // 5 2 5 0 0 0 0 0 0 weigh 75; 75 mod 11 = 9
    expect(isValidNip("PL5250000009", "de")).toBe(true);
    expect(isValidNip("PL5250000008", "de")).toBe(false);
  });
});

describe("a bare tax number", () => {
  it("is a Polish NIP for a Polish invoice address or none", () => {
    expect(isValidNip("123456789", "pl")).toBe(false);
    expect(isValidNip("725-123-45-61", "")).toBe(true);
    expect(isValidNip("7251234567", "pl")).toBe(false);
  });

  it("is a Polish NIP in another EU country too: a VAT id there needs its prefix", () => {
    expect(isValidNip("7251234561", "de")).toBe(true);
    expect(isValidNip("123456789", "de")).toBe(false);
    expect(isValidNip("7251234567", "de")).toBe(false);
  });

  it("is the invoice country's own number outside the EU", () => {
    expect(isValidNip("123456789", "gb")).toBe(true);
  });
});

describe("nipProblem", () => {
  it("names the format of the country a refused VAT id's prefix names", () => {
    expect(nipProblem("DE12345678", "pl")).toEqual({ code: "vat", format: "DE123456789" });
    expect(nipProblem("EL12", "pl")).toEqual({ code: "vat", format: "EL123456789" });
    expect(nipProblem("AT12345678", "de")).toEqual({ code: "vat", format: "ATU12345678" });
  });

  it("asks for the prefix when a bare number that is no Polish NIP is given for another EU country", () => {
    expect(nipProblem("123456789", "de")).toEqual({ code: "vat", format: "DE123456789" });
    expect(nipProblem("U12345678", "at")).toEqual({ code: "vat", format: "ATU12345678" });
  });

  it("calls a refused bare number or PL-prefixed one a NIP, and an empty one missing", () => {
    expect(nipProblem("123456789", "pl")).toEqual({ code: "nip" });
    expect(nipProblem("PL5250000008", "de")).toEqual({ code: "nip" });
    expect(nipProblem("  ", "pl")).toEqual({ code: "required" });
    expect(nipProblem("DE123456789", "pl")).toBeUndefined();
  });

  it("names no format outside the EU", () => {
    expect(nipProblem("1", "gb")).toEqual({ code: "vat" });
  });
});

describe("normalizeTaxId", () => {
  it("keeps a Polish NIP as ten digits and an EU VAT id with its prefix", () => {
    expect(normalizeTaxId("PL 525-000-00-09", "pl")).toBe("5250000009");
    expect(normalizeTaxId("de 123.456.789", "pl")).toBe("DE123456789");
    expect(normalizeTaxId("7251234561", "de")).toBe("7251234561");
    expect(normalizeTaxId("GR123456789", "pl")).toBe("EL123456789");
    expect(normalizeTaxId("CHE-123.456.789", "ch")).toBe("CHE123456789");
  });

  it("keeps nothing that is not valid", () => {
    expect(normalizeTaxId("DE1234", "pl")).toBeNull();
    expect(normalizeTaxId("123456789", "pl")).toBeNull();
  });
});
