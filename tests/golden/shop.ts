/**
 * The shop's settings, promo codes, gift cards and delivery methods as seeded.
 * Literals of the default seed, checked by tests/api/golden-seed.spec.ts (see products.ts).
 */

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
