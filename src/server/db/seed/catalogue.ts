/**
 * The demo catalogue (categories, attributes, manufacturers, products, groups, opinions): its
 * generator lives in modules under catalogue/ (catalogue/index.ts draws them in order); this
 * module keeps the API the rest of the seed imports.
 */
export { seedCatalogue } from "./catalogue/index.ts";
export { LANG_VAT } from "./catalogue/prices.ts";
export type { CatalogueResult, SeedCategory, SeedProductSummary } from "./catalogue/types.ts";
