import { describe, expect, it } from "vitest";
import type { Attribute } from "./catalogue.types";
import { hashPairs, storedVariantText, variantLabelsFor, variantText } from "./variant-label";

const attributes: Attribute[] = [
  {
    _id: "1",
    name: { pl: "Kolor", en: "Colour", de: "Farbe" },
    type: "text",
    values: [
      { id: "3", text: { pl: "Czerwony", en: "Red", de: "Rot" } },
      { id: "4", text: { pl: "Niebieski", en: "", de: "Blau" } },
    ],
  },
  {
    _id: "2",
    name: { pl: "Rozmiar", en: "Size", de: "Größe" },
    type: "text",
    values: [{ id: "7", text: { pl: "M", en: "M", de: "M" } }],
  },
];

const product = {
  variants: [
    {
      hash: "1;3,2;7",
      attributes: [
        { id: "1", value: "3" },
        { id: "2", value: "7" },
      ],
    },
  ],
} as unknown as Parameters<typeof variantText>[0];

describe("variant labels", () => {
  it("shows attribute names and value texts in the shopper's language", () => {
    expect(variantText(product, "1;3,2;7", variantLabelsFor(attributes, "pl", "pl"))).toBe(
      "Kolor: Czerwony, Rozmiar: M",
    );
    expect(variantText(product, "1;3,2;7", variantLabelsFor(attributes, "de", "pl"))).toBe(
      "Farbe: Rot, Größe: M",
    );
  });

  it("falls back to the base language for a missing text", () => {
    expect(variantText(undefined, "1;4", variantLabelsFor(attributes, "en", "pl"))).toBe(
      "Colour: Niebieski",
    );
  });

  it("reads the hash when the product no longer has the variant, and never shows ids", () => {
    const labels = variantLabelsFor(attributes, "en", "pl");
    expect(variantText(undefined, "2;7", labels)).toBe("Size: M");
    expect(variantText(undefined, "9;9,1;99", labels)).toBe("");
    expect(variantText(product, "", labels)).toBe("");
    expect(variantText(product, "1;3", null)).toBe("");
  });

  it("ignores malformed hashes", () => {
    expect(hashPairs("1;3,;,x,2;7;9,4;")).toEqual([{ id: "1", value: "3" }]);
  });
});

describe("an ordered line's stored variant", () => {
  const stored = {
    pl: { Kolor: "Czerwony", Rozmiar: "M" },
    en: { Colour: "Red", Size: "M" },
  };

  it("reads in the shopper's language, else the base language, else nothing", () => {
    expect(storedVariantText(stored, "en", "pl")).toBe("Colour: Red, Size: M");
    expect(storedVariantText(stored, "de", "pl")).toBe("Kolor: Czerwony, Rozmiar: M");
    expect(storedVariantText(undefined, "pl", "pl")).toBe("");
  });
});
