/**
 * The predictive search's option list as the combobox's keys walk it (WAI-ARIA
 * combobox with a listbox popup, as Shopify Dawn's predictive search): the
 * products first, then the categories, the content pages and the "show all
 * results" option, one flat order; ArrowDown and ArrowUp move the active option
 * and wrap around, Home and End jump to the ends, and -1 means none is active
 * (the caret stays in the field).
 */
/** The options' element ids by group and in walking order ("show all" last). */
export function optionIds(
  listId: string,
  found: { products: unknown[]; categories: unknown[]; pages: unknown[] } | null,
) {
  const ids = {
    products: (found?.products ?? []).map((_, i) => `${listId}-o${i}`),
    categories: (found?.categories ?? []).map((_, i) => `${listId}-c${i}`),
    pages: (found?.pages ?? []).map((_, i) => `${listId}-s${i}`),
    all: `${listId}-all`,
  };
  return { ids, order: [...ids.products, ...ids.categories, ...ids.pages, ids.all] };
}

export type SearchKey = "ArrowDown" | "ArrowUp" | "Home" | "End";

/** The option index active after `key`, from `active` (-1: none) over `count` options. */
export function moveActive(active: number, count: number, key: SearchKey): number {
  if (count === 0) return -1;
  switch (key) {
    case "ArrowDown":
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case "ArrowUp":
      return active <= 0 ? count - 1 : active - 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
  }
}
