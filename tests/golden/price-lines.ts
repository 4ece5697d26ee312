/**
 * Price lines of the product page and the basket.
 * Literals of the default seed, checked by tests/api/golden-seed.spec.ts (see products.ts).
 */
import { COFFEE, TEA } from "./products";

/**
 * Price lines of the product page and the basket (spec 1 §2 price block,
 * priced unit and historical price line; §3 historicalBrutto,
 * historicalNetto, custom.dividePerPackage, unit, pricedUnit). Polish price
 * list; checked by tests/api/golden-price-lines.spec.ts.
 */
export const PRICE_LINES = {
  /** TEA on sale: its stored lowest price in the 30 days before the discount, and 10 × "100 g". */
  teaLowest: { id: TEA.id, brutto: 1028.95, netto: 836.54 },
  teaPricedUnit: { id: TEA.id, label: "100 g", quantity: 10 },
  /** Słuchawki douszne Grove F470: not on sale, 23.35 zł now, 21.48 zł earlier in the 30 days. */
  earbuds: {
    id: "8",
    name: "Słuchawki douszne Grove F470",
    url: "sluchawki-douszne-grove-f470-8",
    price: { brutto: 23.35, netto: 18.98, vat: 23, discount: 0 },
    historical: { brutto: 21.48, netto: 17.46 },
  },
  /** Przejściówka Baltic G230 (archived): sold in packages of 6 (custom.dividePerPackage), unit 'szt.' by default. */
  adapter: {
    id: "138",
    name: "Przejściówka Baltic G230",
    url: "przejsciowka-baltic-g230-138",
    price: { brutto: 547.67, netto: 445.26, vat: 23, discount: 0 },
    dividePerPackage: 6,
  },
  /** COFFEE is sold by the kg (options.view.unit and unit "kg"), priced per kg, no priced unit. */
  coffeeUnit: { id: COFFEE.id, unit: "kg" },
} as const;
