/**
 * Catalogue filter parameters (spec 1 §2): `attr`, `producer`, `availability`,
 * `category` and `price`. Parsing never fails: malformed parts are dropped, so
 * any URL gives a normal page.
 *
 * Encoding (decided here; every combination is a shareable, language-neutral URL):
 * - `attr` = `{attributeId}~{valueId}.{valueId}` groups joined by `_`,
 *   e.g. `attr=1~3.5_6~40` (attribute 1 is value 3 or 5, and attribute 6 is 40).
 *   Ids, not names, so the same link works in every language.
 * - `producer` = manufacturer url slugs (or ids) joined by `.`, e.g. `producer=acme.nordic-home`.
 * - `availability` = `available`, `preorder`, `soldout` joined by `.`.
 * - `category` = subcategory ids joined by `.` (a category matches its whole subtree).
 * - `price` = `min-max` in the shown currency, either end optional: `10-200`, `10-`, `-99.99`.
 *
 * Values are OR-ed inside a parameter (and inside one attribute) and the
 * parameters are AND-ed. Ids that do not exist are ignored by the listing,
 * and so is a price range that covers every price: neither is an active
 * filter (counted, shown as a chip or kept in the canonical URL).
 */

export const AVAILABILITIES = ["available", "preorder", "soldout"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export interface AttrFilter {
  attribute: number;
  values: number[];
}

export interface PriceRange {
  min?: number | undefined;
  max?: number | undefined;
}

export interface CatalogueFilters {
  attrs: AttrFilter[];
  producers: string[];
  availability: Availability[];
  categories: number[];
  price: PriceRange | null;
}

export const EMPTY_FILTERS: CatalogueFilters = {
  attrs: [],
  producers: [],
  availability: [],
  categories: [],
  price: null,
};

const MAX_GROUPS = 20;
const MAX_VALUES = 50;
const ID = /^\d{1,9}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const AMOUNT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

const unique = <T>(items: T[]): T[] => [...new Set(items)];
const byNumber = (a: number, b: number) => a - b;

function ids(text: string, separator: string): number[] {
  return unique(
    text
      .split(separator)
      .filter((part) => ID.test(part))
      .map(Number)
      .filter((n) => n > 0),
  )
    .slice(0, MAX_VALUES)
    .sort(byNumber);
}

export function parseAttr(text: string | null): AttrFilter[] {
  if (!text) return [];
  const byAttribute = new Map<number, number[]>();
  for (const group of text.split("_").slice(0, MAX_GROUPS)) {
    const [attribute, values, ...rest] = group.split("~");
    if (rest.length > 0 || !attribute || !values || !ID.test(attribute)) continue;
    const id = Number(attribute);
    const parsed = ids(values, ".");
    if (id <= 0 || parsed.length === 0) continue;
    byAttribute.set(id, unique([...(byAttribute.get(id) ?? []), ...parsed]).sort(byNumber));
  }
  return [...byAttribute.entries()]
    .sort(([a], [b]) => a - b)
    .map(([attribute, values]) => ({ attribute, values }));
}

export function formatAttr(attrs: readonly AttrFilter[]): string | null {
  const groups = attrs
    .filter((a) => a.values.length > 0)
    .map((a) => `${a.attribute}~${a.values.join(".")}`);
  return groups.length > 0 ? groups.join("_") : null;
}

function parseAmount(text: string): number | undefined {
  return AMOUNT.test(text) ? Number(text.replace(",", ".")) : undefined;
}

export function parsePrice(text: string | null): PriceRange | null {
  if (!text) return null;
  const dash = text.indexOf("-");
  if (dash < 0 || text.indexOf("-", dash + 1) >= 0) return null;
  const minText = text.slice(0, dash).trim();
  const maxText = text.slice(dash + 1).trim();
  let min = minText ? parseAmount(minText) : undefined;
  let max = maxText ? parseAmount(maxText) : undefined;
  if ((minText && min === undefined) || (maxText && max === undefined)) return null;
  if (min === undefined && max === undefined) return null;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { min, max };
}

export function formatPrice(price: PriceRange | null): string | null {
  if (!price || (price.min === undefined && price.max === undefined)) return null;
  const part = (n: number | undefined) => (n === undefined ? "" : String(n));
  return `${part(price.min)}-${part(price.max)}`;
}

export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const producer = params.get("producer") ?? "";
  const availability = params.get("availability") ?? "";
  return {
    attrs: parseAttr(params.get("attr")),
    producers: unique(
      producer
        .toLowerCase()
        .split(".")
        .filter((p) => SLUG.test(p)),
    ).slice(0, MAX_VALUES),
    availability: AVAILABILITIES.filter((a) => availability.split(".").includes(a)),
    categories: ids(params.get("category") ?? "", "."),
    price: parsePrice(params.get("price")),
  };
}

/** The filter parameters as they appear in a URL; `null` removes the parameter. */
export function filterParams(filters: CatalogueFilters): Record<string, string | null> {
  const join = (items: readonly (string | number)[]) => (items.length > 0 ? items.join(".") : null);
  return {
    attr: formatAttr(filters.attrs),
    producer: join(filters.producers),
    availability: join(filters.availability),
    category: join(filters.categories),
    price: formatPrice(filters.price),
  };
}

/** How many filter values are active (shown on the show-filters toggle). */
export function activeFilterCount(filters: CatalogueFilters): number {
  return (
    filters.attrs.reduce((n, a) => n + a.values.length, 0) +
    filters.producers.length +
    filters.availability.length +
    filters.categories.length +
    (filters.price ? 1 : 0)
  );
}

/**
 * Whether a price range leaves out nothing between `bounds` (the listing's
 * whole-unit price bounds with the other filters applied): a form sent
 * without JavaScript carries both ends of the full range, which filters
 * nothing and so is not an active filter.
 */
export function coversPriceBounds(
  price: PriceRange,
  bounds: { min: number; max: number },
): boolean {
  return (
    (price.min === undefined || price.min <= bounds.min) &&
    (price.max === undefined || price.max >= bounds.max)
  );
}

function toggle<T>(items: readonly T[], item: T): T[] {
  return items.includes(item) ? items.filter((i) => i !== item) : [...items, item];
}

export function toggleAttrValue(
  filters: CatalogueFilters,
  attribute: number,
  value: number,
): CatalogueFilters {
  const current = filters.attrs.find((a) => a.attribute === attribute)?.values ?? [];
  const values = toggle(current, value).sort(byNumber);
  const attrs = filters.attrs
    .filter((a) => a.attribute !== attribute)
    .concat(values.length > 0 ? [{ attribute, values }] : [])
    .sort((a, b) => a.attribute - b.attribute);
  return { ...filters, attrs };
}

export function toggleProducer(filters: CatalogueFilters, producer: string): CatalogueFilters {
  return { ...filters, producers: toggle(filters.producers, producer) };
}

export function toggleAvailability(
  filters: CatalogueFilters,
  availability: Availability,
): CatalogueFilters {
  const next = toggle(filters.availability, availability);
  return { ...filters, availability: AVAILABILITIES.filter((a) => next.includes(a)) };
}

export function toggleCategory(filters: CatalogueFilters, category: number): CatalogueFilters {
  return { ...filters, categories: toggle(filters.categories, category).sort(byNumber) };
}

/**
 * A range in the shown currency expressed in the base currency (for querying):
 * amounts are divided by the rate (units of the shown currency per base unit),
 * widened by half a cent so that a price the shopper sees as exactly the bound
 * (after rounding to 2 decimals) is inside the range.
 */
export function priceRangeToBase(price: PriceRange, rate: number): PriceRange {
  const safe = rate > 0 && Number.isFinite(rate) ? rate : 1;
  return {
    min: price.min === undefined ? undefined : (price.min - HALF_CENT) / safe,
    max: price.max === undefined ? undefined : (price.max + HALF_CENT) / safe,
  };
}

const HALF_CENT = 0.005 - 1e-9;
