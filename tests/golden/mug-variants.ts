/**
 * Variants of MUG (products.ts) as seeded.
 * Literals of the default seed, checked by tests/api/golden-seed.spec.ts (see products.ts).
 */

/** MUG's variant with a price override, and one without (it costs the product price). */
export const MUG_OVERRIDE = {
  hash: "1;8,4;25",
  attributes: [
    { id: "1", value: "8" },
    { id: "4", value: "25" },
  ],
  price: { pl: { brutto: 79.33, netto: 64.5 }, en: { brutto: 77.4, netto: 64.5 } },
  stock: 32,
} as const;
export const MUG_PLAIN = {
  hash: "1;5,4;24",
  attributes: [
    { id: "1", value: "5" },
    { id: "4", value: "24" },
  ],
  stock: 27,
} as const;
export const MUG_OTHER = {
  hash: "1;6,4;25",
  attributes: [
    { id: "1", value: "6" },
    { id: "4", value: "25" },
  ],
  stock: 25,
} as const;
