/**
 * Golden facts of the seeded demo shop (src/server/db/seed, default seed),
 * written out as literals. The price tests work their expected amounts out
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

/** Currencies: units per 1 PLN (settings.currencies); the language's default currency. */
export const RATES = { pln: 1, eur: 0.23, usd: 0.25, gbp: 0.2, czk: 5.8 } as const;
export const LANG_CURRENCY = { pl: "pln", en: "gbp", de: "eur" } as const;
/** VAT per delivery country (settings.vatCountries, used when vatPerDeliveryCountry is on). */
export const VAT_COUNTRIES = { pl: 23, de: 19 } as const;

/** Promo codes as seeded (amounts in PLN). */
export const CODES = {
  RABAT10: {
    type: "BASKET",
    discount: { type: "PERCENT", percentValue: 10, discountLimit: 100, filterOutDiscount: true },
  },
  MINUS20: { type: "BASKET", discount: { type: "VALUE", value: 20, valueThreshold: 100 } },
  TRZECI: {
    type: "NTH_PRODUCT",
    discount: { type: "PERCENT", table: [0, 0, 50, 0, 0, 50], minimum: 3 },
  },
  LOYALTY: { type: "LOYALTY", discount: { type: "VALUE", pointsValue: 0.01, treeshold: 500 } },
  /** Expired 30 days before the seed's "now". */
  STARY: { type: "BASKET", discount: { type: "PERCENT", percentValue: 15 } },
  TYLKO: {
    type: "BASKET",
    discount: { type: "PERCENT", percentValue: 20 },
    allowedProducts: ["1", "2", "3", "5", "7"],
  },
} as const;

/** Gift cards: value, used value and currency. */
export const GIFT_CARDS = {
  "GIFT-100-ABCD": { value: 100, used: 0, currency: "pln" },
  "GIFT-50-EFGH": { value: 50, used: 0, currency: "pln" },
  "GIFT-250-IJKL": { value: 250, used: 100, currency: "pln" },
  "GIFT-EUR-50XY": { value: 50, used: 0, currency: "eur" },
} as const;

/** Delivery methods for Poland as seeded (PLN, gross); names in Polish. */
export const DELIVERY = {
  dpd: { name: "Kurier DPD", price: 14.99, freeFromValue: 200 },
  ups: { name: "Kurier UPS (UE)", price: 39, freeFromCount: 10 },
  inpost: { name: "Paczkomat InPost", price: 11.99, freeFromValue: 150 },
  dpdPickup: { name: "DPD Pickup (automat)", price: 10.99, shownWhen: "total > 50" },
  worldwide: { name: "Wysyłka międzynarodowa", price: 79 },
  pickup: { name: "Odbiór osobisty (Warszawa)", price: 0 },
} as const;

/** Shoppers (password demo1234). */
export const USERS = {
  jan: { email: "jan@example.com", loyaltyPoints: 1500 },
  firma: { email: "firma@example.com", loyaltyPoints: 200 },
  hurt: { email: "hurt@example.com", wholesale: true },
} as const;
export const PASSWORD = "demo1234";

/** The demo shop's back-office owner (issue 31). */
export const OWNER = { email: "owner@example.com", password: "admin1234" } as const;
export const STAFF = { email: "staff@example.com", password: "staff1234" } as const;

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
 * Add-button states on lists (issue 9 item 8): a normal product without
 * variants sold out (no preorder), and a sold-out product whose preorder is on.
 */
export const SOLD_OUT = { id: "118", name: { pl: "Słuchawki Harbor N980" } } as const;
export const PREORDER_ONLY = { id: "7", name: { pl: "Puzzle Tatra E860" } } as const;

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
 * Where CREATOR shows (issue 27 item 11): its product page and its category's
 * listing. The cheapest set it makes is one POT, the cheapest item of its offer
 * (Polish list 17.88 zł, German list 17.30 zł).
 */
export const CREATOR_PAGES = {
  url: { pl: "skomponuj-zestaw-terra-e210-11", de: "stelle-dein-terra-set-zusammen-e210-11" },
  category: { pl: "meble-ogrodowe", de: "gartenmobel" },
  name: { pl: "Skomponuj zestaw Terra E210" },
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
