/**
 * Golden facts of the seeded demo shop (src/server/db/seed, default seed),
 * written out as literals, in the modules of this folder; this one holds the
 * products the price tests buy, and the basket line that buys one. The price tests work their expected amounts out
 * by hand from these numbers and the spec's rules (spec 1 §3 Basket line and
 * pricing, §5 Promo codes / Gift card / Method availability, §9 rounding) and
 * write them as numbers, so a formula bug in the shop cannot hide behind the
 * same formula in a test. Nothing here imports the shop's code.
 *
 * tests/api/golden-seed.spec.ts checks every fact against the API (and the
 * test database for what the API does not expose) before the amounts mean
 * anything: when the seed changes, that precondition names the fact that
 * moved, and the hand arithmetic must be redone.
 *
 * Prices are per language in the base currency (PLN), gross (`brutto`) and
 * net (`netto`); a discount gives the sale prices `discountBrutto` and
 * `discountNetto`. Currency rates are "units per 1 PLN".
 */

export interface GoldenPrice {
  brutto: number;
  netto: number;
  vat: number;
  discount: number;
  discountBrutto?: number;
  discountNetto?: number;
}

export interface GoldenProduct {
  id: string;
  type: "normal" | "weight";
  name: { pl: string; en: string };
  url: { pl: string; en: string };
  price: { pl: GoldenPrice; en: GoldenPrice; de: GoldenPrice };
  /** The wholesale list for hurt@example.com, Polish price list. */
  wholesale: { brutto: number; netto: number };
  /** Available units (count − locked) of the product without variants. */
  stock?: number;
  quantityFactor?: number;
}

/** Boots Kappa N860: a cheap plain product (no variants, no discount). */
export const BOOTS = {
  id: "46",
  type: "normal",
  name: { pl: "Kozaki Kappa N860", en: "Boots Kappa N860" },
  url: { pl: "kozaki-kappa-n860-46", en: "boots-kappa-n860-46" },
  price: {
    pl: { brutto: 13.59, netto: 11.05, vat: 23, discount: 0 },
    en: { brutto: 13.26, netto: 11.05, vat: 20, discount: 0 },
    de: { brutto: 13.15, netto: 11.05, vat: 19, discount: 0 },
  },
  wholesale: { brutto: 10.87, netto: 8.84 },
  stock: 36,
} as const satisfies GoldenProduct;

/** Puzzle Nordic F940: a dearer plain product. */
export const PUZZLE = {
  id: "12",
  type: "normal",
  name: { pl: "Puzzle Nordic F940", en: "Jigsaw puzzle Nordic F940" },
  url: { pl: "puzzle-nordic-f940-12", en: "jigsaw-puzzle-nordic-f940-12" },
  price: {
    pl: { brutto: 185.77, netto: 151.03, vat: 23, discount: 0 },
    en: { brutto: 181.24, netto: 151.03, vat: 20, discount: 0 },
    de: { brutto: 179.73, netto: 151.03, vat: 19, discount: 0 },
  },
  wholesale: { brutto: 148.62, netto: 120.82 },
  stock: 39,
} as const satisfies GoldenProduct;

/** Garnek Nordic H760: discounted 30 %; one of the products TYLKO allows. */
export const POT = {
  id: "3",
  type: "normal",
  name: { pl: "Garnek Nordic H760", en: "Pot Nordic H760" },
  url: { pl: "garnek-nordic-h760-3", en: "pot-nordic-h760-3" },
  price: {
    pl: {
      brutto: 25.55,
      netto: 20.77,
      vat: 23,
      discount: 30,
      discountBrutto: 17.88,
      discountNetto: 14.54,
    },
    en: {
      brutto: 24.92,
      netto: 20.77,
      vat: 20,
      discount: 30,
      discountBrutto: 17.44,
      discountNetto: 14.54,
    },
    de: {
      brutto: 24.72,
      netto: 20.77,
      vat: 19,
      discount: 30,
      discountBrutto: 17.3,
      discountNetto: 14.54,
    },
  },
  wholesale: { brutto: 20.44, netto: 16.62 },
  stock: 16,
} as const satisfies GoldenProduct;

/**
 * Kubek termiczny Sierra R20: six variants (attribute 1 = colour 5/6/8,
 * attribute 4 = size 24/25); only "1;8,4;25" has its own price.
 */
export const MUG = {
  id: "38",
  type: "normal",
  name: { pl: "Kubek termiczny Sierra R20", en: "Travel mug Sierra R20" },
  url: { pl: "kubek-termiczny-sierra-r20-38", en: "travel-mug-sierra-r20-38" },
  price: {
    pl: { brutto: 72.13, netto: 58.64, vat: 23, discount: 0 },
    en: { brutto: 70.37, netto: 58.64, vat: 20, discount: 0 },
    de: { brutto: 69.78, netto: 58.64, vat: 19, discount: 0 },
  },
  wholesale: { brutto: 57.7, netto: 46.91 },
} as const satisfies GoldenProduct;

/** Kawa ziarnista Luna L550: a weight product priced per kg, sold in 0.5 kg steps. */
export const COFFEE = {
  id: "236",
  type: "weight",
  name: { pl: "Kawa ziarnista Luna L550", en: "Coffee beans Luna L550" },
  url: { pl: "kawa-ziarnista-luna-l550-236", en: "coffee-beans-luna-l550-236" },
  price: {
    pl: { brutto: 59.13, netto: 48.07, vat: 23, discount: 0 },
    en: { brutto: 57.68, netto: 48.07, vat: 20, discount: 0 },
    de: { brutto: 57.2, netto: 48.07, vat: 19, discount: 0 },
  },
  wholesale: { brutto: 47.3, netto: 38.46 },
  stock: 22,
  quantityFactor: 0.5,
} as const satisfies GoldenProduct;

/** Lampa solarna Cielo J790: 8 of them cross 100 zł at 23 % VAT but not at 19 %. */
export const LAMP = {
  id: "66",
  type: "normal",
  name: { pl: "Lampa solarna Cielo J790", en: "Solar lamp Cielo J790" },
  url: { pl: "lampa-solarna-cielo-j790-66", en: "solar-lamp-cielo-j790-66" },
  price: {
    pl: { brutto: 12.8, netto: 10.41, vat: 23, discount: 0 },
    en: { brutto: 12.49, netto: 10.41, vat: 20, discount: 0 },
    de: { brutto: 12.39, netto: 10.41, vat: 19, discount: 0 },
  },
  wholesale: { brutto: 10.24, netto: 8.33 },
  stock: 9,
} as const satisfies GoldenProduct;

/** Herbata liściasta Nimbus O610: discounted 20 %, its own price list per language. */
export const TEA = {
  id: "1",
  type: "normal",
  name: { pl: "Herbata liściasta Nimbus O610", en: "Loose leaf tea Nimbus O610" },
  url: { pl: "herbata-lisciasta-nimbus-o610-1", en: "loose-leaf-tea-nimbus-o610-1" },
  price: {
    pl: {
      brutto: 1130.71,
      netto: 919.28,
      vat: 23,
      discount: 20,
      discountBrutto: 904.57,
      discountNetto: 735.42,
    },
    en: {
      brutto: 1103.14,
      netto: 919.28,
      vat: 20,
      discount: 20,
      discountBrutto: 882.51,
      discountNetto: 735.42,
    },
    de: {
      brutto: 1093.94,
      netto: 919.28,
      vat: 19,
      discount: 20,
      discountBrutto: 875.15,
      discountNetto: 735.42,
    },
  },
  wholesale: { brutto: 904.57, netto: 735.42 },
  stock: 36,
} as const satisfies GoldenProduct;

export const GOLDEN_PRODUCTS: readonly GoldenProduct[] = [
  BOOTS,
  PUZZLE,
  POT,
  MUG,
  COFFEE,
  LAMP,
  TEA,
];

export interface Line {
  product: string;
  variantHash: string;
  quantity: number;
  type: string;
}

/** A basket line as the browser stores it and the order endpoints take it. */
export function line(
  product: { id: string; type: string },
  quantity: number,
  variantHash = "",
): Line {
  return { product: product.id, variantHash, quantity, type: product.type };
}
