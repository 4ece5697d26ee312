/** The view of a category, group or manufacturer listing page: URL state, facets and products. */
import type {
  Availability,
  CatalogueFilters,
  PriceRange,
} from "../domain/catalogue/catalogue-filters";
import type { Product } from "../domain/catalogue/catalogue.types";

export type ListingSort = "auto" | "newest" | "price_asc" | "price_desc";

/** Paging and sort read from the URL (spec 1 §2 query parameters). */
export interface ListingParams {
  page: number;
  pageSize: number;
  sortBy: ListingSort;
  /** True when the URL carried a page parameter (descriptions are then hidden). */
  hasPageQuery: boolean;
}

export type FacetAttributeType = "text" | "number" | "image";
export type FacetAttributeDisplay = "list" | "dropdown";

export interface FacetValueView {
  id: number;
  text: string;
  image: string | null;
  color: string | null;
  count: number;
  active: boolean;
}

export interface FacetsView {
  attributes: {
    id: number;
    name: string;
    type: FacetAttributeType;
    display: FacetAttributeDisplay;
    values: FacetValueView[];
  }[];
  producers: { id: number; slug: string; name: string; count: number; active: boolean }[];
  availability: { id: Availability; count: number; active: boolean }[];
  categories: { id: number; name: string; url: string; count: number; active: boolean }[];
  /** Bounds in the shown currency (whole units, floor/ceil) and the active range. */
  price: { min: number; max: number; selected: PriceRange | null } | null;
}

export interface ListingView {
  /**
   * The URL's filters that filter anything: values, makers and subcategories that exist, and
   * a price range that leaves some price out. Only these count, show as chips and stay in links.
   */
  applied: CatalogueFilters;
  products: Product[];
  total: number;
  /** Products in the scope before filters (the filters panel shows only when > 0). */
  scopeTotal: number;
  pages: number;
  facets: FacetsView;
  /** Milliseconds spent on ids, facets and loading the page's products. */
  serverMs: number;
}

export interface ListingPageData {
  params: ListingParams;
  /** The parsed, canonical query (filters, sort, size, page): links and forms use it, never the raw query. */
  search: URLSearchParams;
  filters: CatalogueFilters;
  listing: ListingView;
  alternatives: Product[];
  /** The template hides per-page, footer sort and pagination (tmpl2, tmpl4). */
  compact: boolean;
}
