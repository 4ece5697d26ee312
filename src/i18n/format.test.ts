import { describe, expect, it } from "vitest";
import { format } from "./format";

describe("format", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(format("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(format("{count} {unit}", { count: 0, unit: "szt." })).toBe("0 szt.");
  });

  it("returns the template unchanged without parameters", () => {
    expect(format("{a} stays")).toBe("{a} stays");
  });

  it("never fills a placeholder from the object prototype", () => {
    expect(format("{toString} {constructor}", {})).toBe("{toString} {constructor}");
  });
});

describe("format with plural forms", () => {
  const products =
    "{count, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}";

  it("picks the Polish form for 1, 2, 5, 22 and 25 products", () => {
    expect(format(products, { count: 1 }, "pl")).toBe("1 produkt");
    expect(format(products, { count: 2 }, "pl")).toBe("2 produkty");
    expect(format(products, { count: 4 }, "pl")).toBe("4 produkty");
    expect(format(products, { count: 5 }, "pl")).toBe("5 produktów");
    expect(format(products, { count: 12 }, "pl")).toBe("12 produktów");
    expect(format(products, { count: 22 }, "pl")).toBe("22 produkty");
    expect(format(products, { count: 25 }, "pl")).toBe("25 produktów");
    expect(format(products, { count: 0 }, "pl")).toBe("0 produktów");
  });

  it("picks English and German singular and plural", () => {
    const en = "{count, plural, one {# product} other {# products}}";
    expect(format(en, { count: 1 }, "en")).toBe("1 product");
    expect(format(en, { count: 2 }, "en")).toBe("2 products");
    expect(format(en, { count: 0 }, "en")).toBe("0 products");
    const de = "{count, plural, one {# Stern} other {# Sterne}}";
    expect(format(de, { count: 1 }, "de")).toBe("1 Stern");
    expect(format(de, { count: 5 }, "de")).toBe("5 Sterne");
  });

  it("picks Czech forms when a Czech text is given", () => {
    const cs =
      "{n, plural, one {# hvězdička} few {# hvězdičky} many {# hvězdičky} other {# hvězdiček}}";
    expect(format(cs, { n: 1 }, "cs")).toBe("1 hvězdička");
    expect(format(cs, { n: 3 }, "cs")).toBe("3 hvězdičky");
    expect(format(cs, { n: 5 }, "cs")).toBe("5 hvězdiček");
  });

  it("prefers an exact =N form, falls back to other, and fills placeholders inside a form", () => {
    const t = "{n, plural, =0 {nothing} one {# {unit}} other {# {unit}s}} left";
    expect(format(t, { n: 0, unit: "box" }, "en")).toBe("nothing left");
    expect(format(t, { n: 1, unit: "box" }, "en")).toBe("1 box left");
    expect(format(t, { n: 3, unit: "box" }, "en")).toBe("3 boxs left");
    expect(format("{n, plural, other {# szt.}}", { n: 2 }, "pl")).toBe("2 szt.");
  });

  it("keeps the text around the plural and other placeholders", () => {
    expect(
      format(
        "{average} / 5 ({count, plural, one {# opinia} few {# opinie} many {# opinii}})",
        {
          average: 4.5,
          count: 3,
        },
        "pl",
      ),
    ).toBe("4.5 / 5 (3 opinie)");
  });

  it("accepts a number given as a string", () => {
    expect(format(products, { count: "22" }, "pl")).toBe("22 produkty");
  });

  it("leaves a plural without its number visible", () => {
    expect(format("{n, plural, one {# a} other {# b}}", { m: 1 }, "en")).toBe(
      "{n, plural, one {# a} other {# b}}",
    );
  });

  it("uses the page's language when no language is given (islands)", () => {
    const doc = { documentElement: { lang: "en" } };
    Object.assign(globalThis, { document: doc });
    try {
      expect(format("{n, plural, one {# pt} other {# pts}}", { n: 1 })).toBe("1 pt");
      doc.documentElement.lang = "pl";
      expect(format(products, { count: 3 })).toBe("3 produkty");
    } finally {
      Reflect.deleteProperty(globalThis, "document");
    }
    expect(format(products, { count: 5 })).toBe("5 produktów");
  });
});
