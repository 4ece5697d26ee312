/**
 * Sets and the set creator: contents, stock and prices.
 * Literals of the default seed, checked by tests/api/golden-seed.spec.ts (see products.ts).
 */
import { POT, TEA } from "./products";

/**
 * Zestaw Ember W100: a set (own stock 20) whose components, per one set, are
 * 1 speaker (product 2, variant "1;7", 32 in stock), 2 POT (16), 2 TEA (36)
 * and 2 boots Delta G140 (product 5, 37): 3 sets take 6 of TEA's 36.
 */
export const SET_EMBER = {
  id: "9",
  type: "set",
  name: { pl: "Zestaw Ember W100", en: "Ember set W100" },
  url: { pl: "zestaw-ember-w100-9", en: "ember-set-w100-9" },
  stock: 20,
  components: [
    { product: "2", variantHash: "1;7", quantity: 1 },
    { product: POT.id, variantHash: "", quantity: 2 },
    { product: TEA.id, variantHash: "", quantity: 2 },
    { product: "5", variantHash: "", quantity: 2 },
  ],
} as const;

/**
 * Set prices (issue 9 item 1; docs/decisions/0007-set-and-wholesale-pricing.md),
 * Polish price list. The set creator "CREATOR" (its own price 487.38 zł is
 * never charged) offers, in this order, boots Delta G140 (product 5, 294.79 zł
 * after −25 %), the speaker Solis R240 in variant 1;7 (product 2, 271.07 zł),
 * … and POT (17.88 zł). The fixed set SET_EMBER costs 441.77 zł for its
 * contents; TEA costs 904.57 zł.
 */
export const CREATOR = {
  id: "11",
  type: "set_creator",
  ownPrice: 487.38,
  boots: { product: "5", variantHash: "", brutto: 294.79 },
  speaker: { product: "2", variantHash: "1;7", brutto: 271.07 },
} as const;
export const SET_EMBER_PRICE = 441.77;

/**
 * More set facts (issue 9 item 1, decision 0007 as revised): the items Zestaw
 * Ember W100 defines are worth 271.07 + 2 × 17.88 + 2 × 904.57 + 2 × 294.79 =
 * 2705.55 zł, so an item left out takes off its share of the 441.77 zł. For
 * hurt@example.com (wholesale) the set's list price 353.42 zł is below its
 * 441.77 zł; the speaker's list price 216.86 zł is below its 271.07 zł; the
 * boots' list price 314.44 zł is above their discounted 294.79 zł; TEA's list
 * price equals its discounted 904.57 zł. The creator also offers the earbuds
 * Grove F470 (product 8, 23.35 zł) and not product 46 (BOOTS).
 */
export const SET_FACTS = {
  emberItemsWorth: 2705.55,
  emberWholesale: 353.42,
  speakerWholesale: 216.86,
  bootsWholesaleList: 314.44,
  earbuds: { product: "8", variantHash: "", brutto: 23.35 },
} as const;

/**
 * Where CREATOR shows (issue 27 item 11): its product page and its category's
 * listing. The cheapest set it makes is one POT, the cheapest item of its offer
 * (Polish list 17.88 zł, German list 17.30 zł).
 */
export const CREATOR_PAGES = {
  url: { pl: "skomponuj-zestaw-terra-e210-11", de: "stelle-dein-terra-set-zusammen-e210-11" },
  category: { pl: "meble-ogrodowe", de: "gartenmobel" },
  name: { pl: "Skomponuj zestaw Terra E210" },
} as const;
