import { describe, it, expect } from "vitest";
import {
  grossPriceText,
  isNetMode,
  modePriceLines,
  modePriceText,
  priceDisplayLines,
} from "./price-display";

const plain = { brutto: 123, netto: 100 };
const discounted = { brutto: 98.4, netto: 80, previousBrutto: 123, previousNetto: 100 };

describe("priceDisplayLines", () => {
  it("shows a single unlabelled gross line in brutto mode", () => {
    expect(priceDisplayLines("brutto", plain)).toEqual([
      { kind: "brutto", amount: 123, primary: true },
    ]);
  });

  it("shows a single net line with the netto suffix in netto mode", () => {
    expect(priceDisplayLines("netto", plain)).toEqual([
      { kind: "netto", amount: 100, primary: true, suffix: "netto" },
    ]);
  });

  it("shows gross first with the brutto suffix and net second in brutto+netto mode", () => {
    expect(priceDisplayLines("brutto+netto", plain)).toEqual([
      { kind: "brutto", amount: 123, primary: true, suffix: "brutto" },
      { kind: "netto", amount: 100, primary: false, suffix: "netto" },
    ]);
  });

  it("shows net first and the gross line with the brutto suffix second in netto+brutto mode", () => {
    expect(priceDisplayLines("netto+brutto", plain)).toEqual([
      { kind: "netto", amount: 100, primary: true, suffix: "netto" },
      { kind: "brutto", amount: 123, primary: false, suffix: "brutto" },
    ]);
  });

  it("attaches the previous price of the same kind to each line", () => {
    expect(priceDisplayLines("netto+brutto", discounted)).toEqual([
      { kind: "netto", amount: 80, previous: 100, primary: true, suffix: "netto" },
      { kind: "brutto", amount: 98.4, previous: 123, primary: false, suffix: "brutto" },
    ]);
  });

  it("drops a previous price that is not higher than the current one", () => {
    const lines = priceDisplayLines("brutto", { brutto: 50, netto: 40, previousBrutto: 50 });
    expect(lines[0]).not.toHaveProperty("previous");
  });

  it("treats every mode except brutto as a net mode", () => {
    expect(isNetMode("brutto")).toBe(false);
    expect(isNetMode("netto")).toBe(true);
    expect(isNetMode("brutto+netto")).toBe(true);
    expect(isNetMode("netto+brutto")).toBe(true);
  });
});

describe("modePriceText and grossPriceText", () => {
  const money = (n: number) => `${n.toFixed(2).replace(".", ",")} zł`;
  const suffix = { brutto: "brutto", netto: "netto" };
  // A 14.99 zł gross delivery at 23 % VAT: 14.99 / 1.23 = 12.18699… → 12.19 net.
  const delivery = { brutto: 14.99, netto: 12.19 };

  it("writes one amount per mode, labelled in every net mode", () => {
    expect(modePriceText("brutto", delivery, money, suffix)).toBe("14,99 zł");
    expect(modePriceText("netto", delivery, money, suffix)).toBe("12,19 zł netto");
    expect(modePriceText("brutto+netto", delivery, money, suffix)).toBe(
      "14,99 zł brutto / 12,19 zł netto",
    );
    expect(modePriceText("netto+brutto", delivery, money, suffix)).toBe(
      "12,19 zł netto / 14,99 zł brutto",
    );
  });

  it("gives a two-figure mode's amount as one labelled line per figure, primary first", () => {
    expect(modePriceLines("brutto", delivery, money, suffix)).toEqual(["14,99 zł"]);
    expect(modePriceLines("netto", delivery, money, suffix)).toEqual(["12,19 zł netto"]);
    expect(modePriceLines("brutto+netto", delivery, money, suffix)).toEqual([
      "14,99 zł brutto",
      "12,19 zł netto",
    ]);
    expect(modePriceLines("netto+brutto", delivery, money, suffix, "−")).toEqual([
      "−12,19 zł netto",
      "−14,99 zł brutto",
    ]);
  });

  it("puts a sign before every amount of a deduction", () => {
    expect(modePriceText("netto+brutto", { brutto: 6.8, netto: 5.53 }, money, suffix, "−")).toBe(
      "−5,53 zł netto / −6,80 zł brutto",
    );
  });

  it("labels a gross-only amount as gross in net modes and leaves it plain in gross mode", () => {
    expect(grossPriceText("brutto", 76.14, money, suffix)).toBe("76,14 zł");
    expect(grossPriceText("netto", 76.14, money, suffix)).toBe("76,14 zł brutto");
    expect(grossPriceText("brutto+netto", 50, money, suffix, "−")).toBe("−50,00 zł brutto");
  });
});
