/**
 * Prices that depend on the buyer or the basket: wholesale lists against sale prices,
 * custom rules on the basket total.
 * Literals of the default seed, checked by tests/api/golden-seed.spec.ts (see products.ts).
 */

/**
 * Herbata liściasta Nordic F530 (product 10): 25.65 zł −25 % = 19.24 zł for a
 * guest; its wholesale list price 20.52 zł is dearer, so a wholesale customer
 * pays the guest's 19.24 zł too (issue 9 item 2).
 */
export const WHOLESALE_DEARER = {
  id: "10",
  type: "normal",
  /** Its variant in stock (5 left). */
  variantHash: "5;30",
  url: { pl: "herbata-lisciasta-nordic-f530-10" },
  guest: { brutto: 19.24, netto: 15.64 },
  wholesale: { brutto: 20.52, netto: 16.68 },
} as const;

/**
 * Sekator Opal C10 (product 295; variant 1;4 in stock, 29): 75.39 zł, net 61.29 at 23 %,
 * priced by custom rules on the basket total: up to 199.99 zł it costs 75.39 (net 61.29),
 * from 200 zł 71.62 (net 58.23). With boots Delta G140 (product 5: 294.79 zł after −25 %,
 * net 239.66) and PUZZLE a basket passes 200 zł (issue 27 item 10).
 */
export const PRUNER = {
  id: "295",
  type: "normal",
  variantHash: "1;4",
  price: { brutto: 75.39, netto: 61.29, vat: 23 },
  rules: [
    { type: "total", from: 0, to: 199.99, brutto: 75.39, netto: 61.29 },
    { type: "total", from: 200, brutto: 71.62, netto: 58.23 },
  ],
} as const;
export const BOOTS_DELTA = {
  id: "5",
  type: "normal",
  discountBrutto: 294.79,
  discountNetto: 239.66,
} as const;

/**
 * Two mugs of the category "kubki" (issue 27 item 13): Kubek Boreal O670 (product 282)
 * costs a guest 31.85 zł (63.69 zł −50 %), below its wholesale list price 50.95 zł, so a
 * wholesale customer pays 31.85 zł too; Kubek Opal Y940 (product 82) costs a guest 37.34 zł
 * and a wholesale customer its list price 29.87 zł.
 */
export const SORT_MUGS = {
  category: "kubki",
  boreal: { id: "282", guest: 31.85, wholesale: 31.85 },
  opal: { id: "82", guest: 37.34, wholesale: 29.87 },
} as const;
