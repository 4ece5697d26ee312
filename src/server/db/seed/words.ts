/**
 * Vocabulary for the demo data (pl, en, de), gathered from its themes in ./words/:
 * languages, the category tree, brands, attributes, descriptions, people and places.
 */
export {
  ATTRIBUTE_NAMES,
  CAPACITIES,
  COLOURS,
  MATERIALS,
  POWERS,
  SHOE_SIZES,
  SIZES,
  WEIGHTS,
} from "./words/attributes.ts";
export { MANUFACTURERS, MODELS } from "./words/brands.ts";
export { CATEGORY_TREE, GIFT_CARD_CATEGORY } from "./words/categories.ts";
export type { VariantKind } from "./words/categories.ts";
export { DESCRIPTION_SENTENCES, DESCRIPTION_TITLES, SHIPPING_TEXT } from "./words/descriptions.ts";
export { LANGS, t3 } from "./words/lang.ts";
export type { SeedLang, T3 } from "./words/lang.ts";
export { FIRST_NAMES, LAST_NAMES, OPINION_TEXTS } from "./words/people.ts";
export { CITIES, STREETS } from "./words/places.ts";
