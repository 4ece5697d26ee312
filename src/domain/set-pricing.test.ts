import { describe, expect, it } from "vitest";
import { setUnitPrice, type UnitPrice } from "./set-pricing";

/** Seed unit prices (Polish list, gross/net): boots Delta −25 %, speaker Solis 1;7, pot −30 %, tea −20 %. */
const UNITS: Record<string, UnitPrice> = {
  "5|": { brutto: 294.79, netto: 239.66 },
  "2|1;7": { brutto: 271.07, netto: 220.38 },
  "3|": { brutto: 17.88, netto: 14.54 },
  "1|": { brutto: 904.57, netto: 735.42 },
};
const unitOf = (product: string, hash: string) => UNITS[`${product}|${hash}`] ?? null;

/** Set 9 as seeded: 441.77 zł for 1 speaker, 2 pots, 2 teas and 2 boots. */
const SET_9 = [
  { product: "2", quantity: 1, variant: "1;7" },
  { product: "3", quantity: 2 },
  { product: "1", quantity: 2 },
  { product: "5", quantity: 2 },
];
const own = { brutto: 441.77, netto: 359.16 };

describe("set prices", () => {
  it("prices a set creator as the sum of its chosen components, not its own price", () => {
    const creator = (chosen: { product: string; variantHash: string; quantity: number }[]) =>
      setUnitPrice({
        type: "set_creator",
        own: { brutto: 487.38, netto: 396.24 },
        defined: [],
        chosen,
        unitOf,
      });
    expect(creator([{ product: "3", variantHash: "", quantity: 1 }])).toEqual({
      brutto: 17.88,
      netto: 14.54,
    });
    // 294.79 + 2 × 271.07 = 836.93; 239.66 + 2 × 220.38 = 680.42
    expect(
      creator([
        { product: "5", variantHash: "", quantity: 1 },
        { product: "2", variantHash: "1;7", quantity: 2 },
      ]),
    ).toEqual({ brutto: 836.93, netto: 680.42 });
  });

  it("keeps a fixed set's own price for the contents it defines", () => {
    const chosen = SET_9.map((c) => ({
      product: c.product,
      variantHash: c.variant ?? "",
      quantity: c.quantity,
    }));
    expect(setUnitPrice({ type: "set", own, defined: SET_9, chosen, unitOf })).toBeNull();
  });

  it("charges each item added to a fixed set at its own price and refunds each item left out", () => {
    const chosen = (teas: number, pots: number) => [
      { product: "2", variantHash: "1;7", quantity: 1 },
      { product: "3", variantHash: "", quantity: pots },
      { product: "1", variantHash: "", quantity: teas },
      { product: "5", variantHash: "", quantity: 2 },
    ];
    // Five teas instead of two: 441.77 + 3 × 904.57 = 3155.48; net 359.16 + 3 × 735.42 = 2565.42.
    expect(
      setUnitPrice({ type: "set", own, defined: SET_9, chosen: chosen(5, 2), unitOf }),
    ).toEqual({
      brutto: 3155.48,
      netto: 2565.42,
    });
    // No pots: 441.77 − 2 × 17.88 = 406.01; net 359.16 − 2 × 14.54 = 330.08.
    expect(
      setUnitPrice({
        type: "set",
        own,
        defined: SET_9,
        chosen: chosen(2, 0).filter((c) => c.quantity > 0),
        unitOf,
      }),
    ).toEqual({ brutto: 406.01, netto: 330.08 });
  });

  it("never prices a set below zero and leaves other products alone", () => {
    const chosen = [{ product: "3", variantHash: "", quantity: 1 }];
    expect(
      setUnitPrice({
        type: "set",
        own: { brutto: 5, netto: 4 },
        defined: [{ product: "1", quantity: 1 }],
        chosen,
        unitOf,
      }),
    ).toEqual({
      brutto: 0,
      netto: 0,
    });
    expect(setUnitPrice({ type: "normal", own, defined: [], chosen, unitOf })).toBeNull();
  });
});
