import { describe, it, expect } from "vitest";
import type { CustomPricingRule } from "../catalogue/catalogue.types";
import { applyPricingRules } from "./pricing-rules";

const base = { basketTotal: 250, itemCount: 3 };

describe("applyPricingRules by measured value", () => {
  const rules: CustomPricingRule[] = [
    { type: "total", from: 0, to: 99.99, brutto: 12.3, netto: 10 },
    { type: "total", from: 100, to: 500, brutto: 11.07, netto: 9 },
    { type: "total", from: 500.01, brutto: 9.84, netto: 8 },
  ];

  it("gives the price of the rule whose total range holds the basket total", () => {
    expect(applyPricingRules({ ...base, rules })).toEqual({
      brutto: 11.07,
      netto: 9,
      ruleIndex: 1,
    });
  });

  it("includes both bounds", () => {
    expect(applyPricingRules({ ...base, basketTotal: 100, rules })?.ruleIndex).toBe(1);
    expect(applyPricingRules({ ...base, basketTotal: 500, rules })?.ruleIndex).toBe(1);
  });

  it("treats a missing upper bound as unbounded", () => {
    expect(applyPricingRules({ ...base, basketTotal: 1e6, rules })?.ruleIndex).toBe(2);
  });

  it("returns null when no rule matches or there are no rules", () => {
    expect(applyPricingRules({ ...base, basketTotal: 500.005, rules })).toBeNull();
    expect(applyPricingRules({ ...base, rules: undefined })).toBeNull();
  });

  it("uses the first matching rule when ranges overlap", () => {
    const overlapping: CustomPricingRule[] = [
      { type: "itemCount", from: 2, brutto: 5, netto: 4 },
      { type: "itemCount", from: 3, brutto: 3, netto: 2 },
    ];
    expect(applyPricingRules({ ...base, rules: overlapping })?.brutto).toBe(5);
  });

  it("matches attrSum only when an attribute sum is given", () => {
    const attr: CustomPricingRule[] = [
      { type: "attrSum", from: 10, to: 20, brutto: 7, netto: 5.69 },
    ];
    expect(applyPricingRules({ ...base, rules: attr })).toBeNull();
    expect(applyPricingRules({ ...base, attrSum: 15, rules: attr })?.brutto).toBe(7);
  });

  it("applies a variant-restricted rule only to that variant", () => {
    const r: CustomPricingRule[] = [
      { type: "itemCount", from: 1, variant: "1;2", brutto: 2, netto: 1.63 },
    ];
    expect(applyPricingRules({ ...base, rules: r })).toBeNull();
    expect(applyPricingRules({ ...base, variantHash: "1;3", rules: r })).toBeNull();
    expect(applyPricingRules({ ...base, variantHash: "1;2", rules: r })?.brutto).toBe(2);
  });

  it("derives the missing net price from vat and skips a rule without a usable price", () => {
    const r: CustomPricingRule[] = [
      { type: "itemCount", from: 1 },
      { type: "itemCount", from: 1, brutto: 123 },
    ];
    expect(applyPricingRules({ ...base, rules: r })).toBeNull();
    expect(applyPricingRules({ ...base, vat: 23, rules: r })).toEqual({
      brutto: 123,
      netto: 100,
      ruleIndex: 1,
    });
  });
});

describe("applyPricingRules with formulas", () => {
  it("uses the rule's price when a boolean formula is true", () => {
    const r: CustomPricingRule[] = [
      {
        type: "formula",
        formula: "itemCount >= 3 && width > 1",
        vars: ["width"],
        brutto: 50,
        netto: 40.65,
      },
    ];
    expect(applyPricingRules({ ...base, vars: { width: 2 }, rules: r })?.brutto).toBe(50);
    expect(applyPricingRules({ ...base, vars: { width: 1 }, rules: r })).toBeNull();
  });

  it("uses a numeric formula result as the gross unit price and derives net from vat", () => {
    const r: CustomPricingRule[] = [
      { type: "formula", formula: "width * height * 61.5", vars: ["width", "height"] },
    ];
    expect(
      applyPricingRules({ ...base, vat: 23, vars: { width: 2, height: 1 }, rules: r }),
    ).toEqual({
      brutto: 123,
      netto: 100,
      ruleIndex: 0,
    });
  });

  it("drops a rule whose formula fails and tries the next rule", () => {
    const r: CustomPricingRule[] = [
      { type: "formula", formula: "process.exit()", brutto: 1, netto: 1 },
      { type: "formula", formula: "missing > 1", brutto: 2, netto: 2 },
      { type: "formula", formula: "total / 0", vars: [] },
      { type: "formula", formula: "0 - total", vars: [] },
      { type: "total", from: 0, brutto: 3, netto: 3 },
    ];
    expect(applyPricingRules({ ...base, vat: 23, rules: r })).toEqual({
      brutto: 3,
      netto: 3,
      ruleIndex: 4,
    });
  });

  it("skips a numeric formula when vat is unknown", () => {
    const r: CustomPricingRule[] = [{ type: "formula", formula: "10" }];
    expect(applyPricingRules({ ...base, rules: r })).toBeNull();
  });

  it("lets caller variables override the built-in names", () => {
    const r: CustomPricingRule[] = [
      { type: "formula", formula: "total == 1", brutto: 1, netto: 1 },
    ];
    expect(applyPricingRules({ ...base, vars: { total: 1 }, rules: r })?.ruleIndex).toBe(0);
  });
});
