import { describe, expect, it } from "vitest";
import type { SetComponent } from "../catalogue/catalogue.types";
import {
  cheapestCreatorSet,
  priceSet,
  setContents,
  type ChosenComponent,
  type UnitPrice,
} from "./set-pricing";

/** Seed unit prices (Polish list, gross/net): boots Delta −25 %, speaker Solis 1;7, pot −30 %, tea −20 %. */
const UNITS: Record<string, UnitPrice> = {
  "5|": { brutto: 294.79, netto: 239.66 },
  "2|1;7": { brutto: 271.07, netto: 220.38 },
  "3|": { brutto: 17.88, netto: 14.54 },
  "1|": { brutto: 904.57, netto: 735.42 },
};
const unitOf = (product: string, hash: string) => UNITS[`${product}|${hash}`] ?? null;

/** Set 9 as seeded: 441.77 zł (net 359.16) for 1 speaker, 2 pots, 2 teas and 2 boots. */
const SET_9: SetComponent[] = [
  { product: "2", quantity: 1, variant: "1;7" },
  { product: "3", quantity: 2 },
  { product: "1", quantity: 2 },
  { product: "5", quantity: 2 },
];
const own = { brutto: 441.77, netto: 359.16 };
const set = (view: { customCountsForSet?: boolean; allowZeroForSet?: boolean }) => ({
  type: "set",
  components: SET_9,
  options: { view },
});
const CUSTOM = set({ customCountsForSet: true });
const ember = (counts: { speakers?: number; pots?: number; teas?: number; boots?: number }) => [
  { product: "2", variantHash: "1;7", quantity: counts.speakers ?? 1 },
  { product: "3", variantHash: "", quantity: counts.pots ?? 2 },
  { product: "1", variantHash: "", quantity: counts.teas ?? 2 },
  { product: "5", variantHash: "", quantity: counts.boots ?? 2 },
];

/** Creator 11 as seeded: an offer of boots, the speaker in 1;7, a tea in 5;31, earbuds, tea and pot. */
const CREATOR = {
  type: "set_creator",
  components: [
    { product: "5", quantity: 0 },
    { product: "2", quantity: 0, variant: "1;7" },
    { product: "10", quantity: 0, variant: "5;31" },
    { product: "8", quantity: 0 },
    { product: "1", quantity: 0 },
    { product: "3", quantity: 0 },
  ],
  options: { view: { allowZeroForSet: true } },
};
const creatorOwn = { brutto: 487.38, netto: 396.24 };
const creator = (chosen: ChosenComponent[] | undefined) =>
  priceSet({ product: CREATOR, chosen, own: creatorOwn, unitOf });

describe("set prices", () => {
  it("prices a set creator as the sum of its chosen components, never its own price", () => {
    expect(creator([{ product: "3", variantHash: "", quantity: 1 }])).toEqual({
      kind: "price",
      unit: { brutto: 17.88, netto: 14.54 },
    });
    // 294.79 + 2 × 271.07 = 836.93; net 239.66 + 2 × 220.38 = 680.42
    expect(
      creator([
        { product: "5", variantHash: "", quantity: 1 },
        { product: "2", variantHash: "1;7", quantity: 2 },
        { product: "1", variantHash: "", quantity: 0 },
      ]),
    ).toEqual({ kind: "price", unit: { brutto: 836.93, netto: 680.42 } });
  });

  it("names a set creator's cheapest set: one piece of its cheapest priced item", () => {
    // Offer: boots 294.79, speaker 271.07, tea 5;31 19.24, earbuds 23.35, tea 904.57, pot 17.88.
    const all: Record<string, UnitPrice> = {
      ...UNITS,
      "10|5;31": { brutto: 19.24, netto: 15.64 },
      "8|": { brutto: 23.35, netto: 18.98 },
    };
    const from = (units: Record<string, UnitPrice>) =>
      cheapestCreatorSet(CREATOR, (product, hash) => units[`${product}|${hash}`] ?? null);
    expect(from(all)).toEqual({ brutto: 17.88, netto: 14.54 });
    // Without a price for the pot, the tea in 5;31 is the cheapest: 19.24.
    const noPot = Object.fromEntries(Object.entries(all).filter(([key]) => key !== "3|"));
    expect(from(noPot)).toEqual({ brutto: 19.24, netto: 15.64 });
    // No item with a price: no price at all, never the creator's own 487.38.
    expect(from({})).toBeNull();
    // A fixed set has its own price, not a cheapest set.
    expect(cheapestCreatorSet({ type: "set", components: SET_9 }, unitOf)).toBeNull();
  });

  it("refuses a set creator with nothing in it or with items its page cannot make", () => {
    const invalid = { kind: "invalid" };
    expect(creator(undefined)).toEqual(invalid);
    expect(creator([])).toEqual(invalid);
    expect(creator([{ product: "3", variantHash: "", quantity: 0 }])).toEqual(invalid);
    // Not offered: product 46, or the speaker in another variant.
    expect(creator([{ product: "46", variantHash: "", quantity: 1 }])).toEqual(invalid);
    expect(creator([{ product: "2", variantHash: "1;3", quantity: 1 }])).toEqual(invalid);
    // A hundredth of a speaker is not an item; the pot twice is not one line.
    expect(creator([{ product: "2", variantHash: "1;7", quantity: 0.01 }])).toEqual(invalid);
    expect(
      creator([
        { product: "3", variantHash: "", quantity: 1 },
        { product: "3", variantHash: "", quantity: 1 },
      ]),
    ).toEqual(invalid);
  });

  it("keeps a fixed set's own price for the contents it defines", () => {
    expect(priceSet({ product: CUSTOM, chosen: ember({}), own, unitOf })).toEqual({ kind: "own" });
    expect(priceSet({ product: CUSTOM, chosen: undefined, own, unitOf })).toEqual({ kind: "own" });
    const fixed = set({});
    expect(priceSet({ product: fixed, chosen: ember({}), own, unitOf })).toEqual({ kind: "own" });
  });

  it("charges each item added to a fixed set at its own unit price", () => {
    // Five teas instead of two: 441.77 + 3 × 904.57 = 3155.48; net 359.16 + 3 × 735.42 = 2565.42.
    expect(priceSet({ product: CUSTOM, chosen: ember({ teas: 5 }), own, unitOf })).toEqual({
      kind: "price",
      unit: { brutto: 3155.48, netto: 2565.42 },
    });
  });

  it("takes off an item left out of a fixed set at its share of the set price, never more", () => {
    // Defined contents are worth 271.07 + 2 × 17.88 + 2 × 904.57 + 2 × 294.79 = 2705.55
    // (net 220.38 + 2 × 14.54 + 2 × 735.42 + 2 × 239.66 = 2199.62). One tea fewer keeps
    // 2705.55 − 904.57 = 1800.98 of it: 441.77 × 1800.98 / 2705.55 = 294.069… → 294.07;
    // net 359.16 × (2199.62 − 735.42) / 2199.62 = 359.16 × 1464.20 / 2199.62 = 239.078… → 239.08.
    // (Refunding the tea's full 904.57 would give the rest of the set away for 0.)
    expect(priceSet({ product: CUSTOM, chosen: ember({ teas: 1 }), own, unitOf })).toEqual({
      kind: "price",
      unit: { brutto: 294.07, netto: 239.08 },
    });
    // One tea fewer and two pots more: 294.069… + 2 × 17.88 = 329.829… → 329.83;
    // net 239.078… + 2 × 14.54 = 268.158… → 268.16.
    expect(priceSet({ product: CUSTOM, chosen: ember({ teas: 1, pots: 4 }), own, unitOf })).toEqual(
      { kind: "price", unit: { brutto: 329.83, netto: 268.16 } },
    );
    // No pots where zero is allowed: 441.77 × (2705.55 − 35.76) / 2705.55
    // = 441.77 × 2669.79 / 2705.55 = 435.931… → 435.93; net 359.16 × 2170.54 / 2199.62 = 354.411… → 354.41.
    const zero = set({ customCountsForSet: true, allowZeroForSet: true });
    expect(priceSet({ product: zero, chosen: ember({ pots: 0 }), own, unitOf })).toEqual({
      kind: "price",
      unit: { brutto: 435.93, netto: 354.41 },
    });
  });

  it("refuses a fixed set whose counts its page could not set", () => {
    const invalid = { kind: "invalid" };
    // Counts are fixed without customCountsForSet.
    expect(priceSet({ product: set({}), chosen: ember({ teas: 5 }), own, unitOf })).toEqual(
      invalid,
    );
    // Zero needs allowZeroForSet; a defined item left out of the line counts as zero.
    expect(priceSet({ product: CUSTOM, chosen: ember({ pots: 0 }), own, unitOf })).toEqual(invalid);
    expect(priceSet({ product: CUSTOM, chosen: ember({}).slice(1), own, unitOf })).toEqual(invalid);
    // An empty set, an item it does not define, a fraction of an item.
    const zero = set({ customCountsForSet: true, allowZeroForSet: true });
    const none = ember({ speakers: 0, pots: 0, teas: 0, boots: 0 });
    expect(priceSet({ product: zero, chosen: none, own, unitOf })).toEqual(invalid);
    expect(priceSet({ product: zero, chosen: [], own, unitOf })).toEqual(invalid);
    const extra = [...ember({}), { product: "8", variantHash: "", quantity: 1 }];
    expect(priceSet({ product: CUSTOM, chosen: extra, own, unitOf })).toEqual(invalid);
    expect(priceSet({ product: CUSTOM, chosen: ember({ teas: 2.5 }), own, unitOf })).toEqual(
      invalid,
    );
  });

  it("leaves a set unpriced when an item has no price and other products alone", () => {
    const noTea = (product: string, hash: string) =>
      product === "1" ? null : unitOf(product, hash);
    expect(priceSet({ product: CUSTOM, chosen: ember({ teas: 3 }), own, unitOf: noTea })).toEqual({
      kind: "unpriced",
    });
    const normal = { type: "normal", options: { view: {} } };
    expect(priceSet({ product: normal, chosen: ember({}), own, unitOf })).toEqual({ kind: "own" });
    expect(setContents(normal, [])).toEqual({ kind: "own" });
  });
});
