/** Everything drawn for one product before its rows are written (product.ts draws it). */
import type { ProductType, SetComponent } from "../../../../domain/catalogue/catalogue.types.ts";
import type { T3 } from "../words.ts";
import type { Extras } from "./extras.ts";
import type { Facets } from "./placement.ts";
import type { Presentation } from "./presentation.ts";
import type { Pricing } from "./prices.ts";
import type { CatalogueResult, SeedCategory } from "./types.ts";
import type { VariantRow, VariantSpec } from "./variants.ts";

export interface ProductDraft {
  id: number;
  /** The manual ordering index (products.idx): its place in the seed, from 0. */
  index: number;
  type: ProductType;
  name: T3;
  url: T3;
  cat: SeedCategory;
  manufacturer: CatalogueResult["manufacturers"][number] | null;
  archived: boolean;
  preorder: boolean;
  removed: boolean;
  createdAt: number;
  smartIdx: number;
  components: SetComponent[] | null;
  specs: VariantSpec[];
  totalStock: number;
  variantRows: VariantRow[];
  facets: Facets;
  /** Category id -> 1 assigned directly, 0 an ancestor. */
  catIds: Map<number, number>;
  pricing: Pricing;
  presentation: Presentation;
  extras: Extras;
}
