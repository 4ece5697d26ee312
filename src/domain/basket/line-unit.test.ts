import { describe, expect, it } from "vitest";
import { formatQuantity, lineUnit } from "./line-unit";

const nbsp = (s: string | null | undefined) => s?.replace(/\u00a0/g, " ");

describe("basket line unit", () => {
  it("writes a weight line's quantity with its unit and its price per unit", () => {
    // Coffee sold by the kg at 59.13 gross / 48.07 net per kg, 1.5 kg in the basket
    const coffee = { type: "weight" as const, unit: "kg", options: { view: { unit: "kg" } } };
    const unit = lineUnit(coffee, { quantity: 1.5, unitBrutto: 59.13, unitNetto: 48.07 }, "pl-PL");
    expect(nbsp(unit.quantityText)).toBe("1,5 kg");
    expect(unit.perUnit).toEqual({ brutto: 59.13, netto: 48.07, unit: "kg", ownUnit: true });
  });

  it("uses the locale's decimal separator", () => {
    expect(formatQuantity(1.5, "pl-PL")).toBe("1,5");
    expect(formatQuantity(1.5, "en-GB")).toBe("1.5");
    expect(formatQuantity(2, "pl-PL")).toBe("2");
    expect(formatQuantity(0.125, "de-DE")).toBe("0,125");
  });

  it("divides the unit price by the priced-unit quantity, like the product page", () => {
    // 10 × "100 g" at 904.57 gross / 735.42 net: 90.457 → 90.46 and 73.542 → 73.54 per 100 g
    const tea = {
      type: "normal" as const,
      unit: "szt.",
      pricedUnit: "100 g",
      options: { view: { pricedUnit: 10 } },
    };
    const unit = lineUnit(tea, { quantity: 2, unitBrutto: 904.57, unitNetto: 735.42 }, "pl-PL");
    expect(unit.quantityText).toBeNull();
    expect(unit.perUnit).toEqual({ brutto: 90.46, netto: 73.54, unit: "100 g", ownUnit: false });
  });

  it("shows a plain piece count without unit or price per unit", () => {
    const boots = { type: "normal" as const, options: { view: {} } };
    expect(lineUnit(boots, { quantity: 5, unitBrutto: 13.59, unitNetto: 11.05 }, "pl-PL")).toEqual({
      unit: "szt.",
      quantityText: null,
      perUnit: null,
    });
  });

  it("writes the quantity with a unit other than 'szt.' even for a normal product", () => {
    const cable = {
      type: "normal" as const,
      unit: "m",
      options: { view: { quantityFactor: 0.5 } },
    };
    const unit = lineUnit(cable, { quantity: 2.5, unitBrutto: 4, unitNetto: 3.25 }, "pl-PL");
    expect(nbsp(unit.quantityText)).toBe("2,5 m");
    expect(unit.perUnit).toBeNull();
  });
});
