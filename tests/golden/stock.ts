/**
 * Quantity rules, stock sums and sold-out products.
 * Literals of the default seed, checked by tests/api/golden-seed.spec.ts (see products.ts).
 */
import { COFFEE, TEA } from "./products";

/**
 * Quantity-rule and stock-sum facts (issue 9, items 6–7), as seeded: TEA is
 * sold by the piece (unit 'szt.', no quantity factor, so 1) and has one stock
 * of 36 (no variants, no personalization options: lines told apart by
 * personalization still draw on that one stock); COFFEE is sold by the kg
 * (unit 'kg') in steps of its factor 0.5, from one stock of 22.
 */
export const QUANTITY_FACTS = {
  piece: { product: TEA, unit: "szt.", quantityFactor: undefined, stock: 36 },
  weight: { product: COFFEE, unit: "kg", quantityFactor: 0.5, stock: 22 },
} as const;

/**
 * Add-button states on lists (issue 9 item 8): a normal product without
 * variants sold out (no preorder), and a sold-out product whose preorder is on.
 */
export const SOLD_OUT = { id: "118", name: { pl: "Słuchawki Harbor N980" } } as const;
export const PREORDER_ONLY = { id: "7", name: { pl: "Puzzle Tatra E860" } } as const;
