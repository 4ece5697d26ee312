/** Message keys of the header's search overlay (one constant list: pickMessages keeps its pick). */
export const SEARCH_OVERLAY_KEYS = [
  "header.search",
  "header.searchPlaceholder",
  "header.searchSubmit",
  "search.tooShort",
  "search.noResults",
  "search.loading",
  "search.overlay",
  "search.categories",
  "search.products",
  "search.pages",
  "search.searchFor",
  "search.found",
  "price.from",
] as const;
