/**
 * Category, group and manufacturer listings with filters, disjunctive facet
 * counts, sorting and paging (spec 1 §2). Ids come from the in-memory
 * listing index (listing-index.ts), which is rebuilt when the catalogue
 * timestamp changes; only the page's products are then loaded from the DB.
 */
import type { FacetsView, ListingSort, ListingView } from "../../../contracts/listing.types";
import type { CatalogueFilters } from "../../../domain/catalogue/catalogue-filters";
import { coversPriceBounds, priceRangeToBase } from "../../../domain/catalogue/catalogue-filters";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import { onDatabaseChange } from "../../db/change-feed";
import { getDb } from "../../db/client";
import {
  loadFacetAttributes,
  loadIndexRows,
} from "../../repositories/catalogue/listing.repository";
import { clearReferenceCaches, getCategories, getManufacturers } from "../catalogue.service";
import { withCreatorPrices } from "./listing-creators";
import { listedProducts } from "./listed-products";
import { buildListingIndex, type ListingIndex } from "./listing-index";
import type { ShopperPrices } from "./listing-price-order";
import { queryListing, type IndexScope } from "./listing-query";
import { memo } from "../memo";
import { cachedProductsTimestamp } from "../settings.service";

const attributesMemo = memo(30_000, async () => loadFacetAttributes(await getDb()));

let current: { timestamp: number; index: ListingIndex } | null = null;
let building: Promise<void> | null = null;
let builds = 0;

/** How many listing indexes this process has built (part of the page cache's version). */
export function listingIndexBuilds(): number {
  return builds;
}

async function build(timestamp: number): Promise<void> {
  const rows = await withCreatorPrices(await loadIndexRows());
  const index = buildListingIndex(rows);
  // Names of categories, attributes and manufacturers may have changed with the
  // catalogue: drop their caches together with the index.
  if (current) {
    clearReferenceCaches();
    attributesMemo.clear();
  }
  current = { timestamp, index };
  builds++;
}

/**
 * The listing index for the current catalogue. After a catalogue change
 * (products timestamp) it is rebuilt in the background while requests keep
 * using the previous index (stale-while-revalidate); only the very first
 * request waits for a build.
 */
export async function getListingIndex(): Promise<ListingIndex> {
  const timestamp = await cachedProductsTimestamp();
  if (current && current.timestamp === timestamp) return current.index;
  if (!building) {
    building = build(timestamp).finally(() => {
      building = null;
    });
  }
  if (current) {
    building.catch(() => undefined);
    return current.index;
  }
  await building;
  if (!current) throw new Error("listing index unavailable");
  return (current as { index: ListingIndex }).index;
}

/**
 * Builds the index for the catalogue as it is now and waits for it: after this process's own
 * catalogue write (the back office), so the next listing already shows the change.
 */
export async function refreshListingIndex(): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await getListingIndex();
    await building?.catch(() => undefined);
    if (current?.timestamp === (await cachedProductsTimestamp())) return;
  }
}

// A catalogue change heard from the shared database (another instance, the owner's tool):
// start the rebuild at once, so the next listing already uses the new index.
onDatabaseChange((table) => {
  if (current && (table === "settings" || table === "*"))
    void getListingIndex().catch(() => undefined);
});

export interface ListingInput {
  lang: string;
  scope: IndexScope;
  filters: CatalogueFilters;
  /** Units of the shown currency per base unit. */
  rate: number;
  sort: ListingSort;
  page: number;
  pageSize: number;
  hideSoldOut?: boolean | undefined;
  /** The price the shopper sees (wholesale, net): price sorts follow it. */
  shopper?: ShopperPrices | undefined;
}

export async function getListing(input: ListingInput): Promise<ListingView> {
  const started = performance.now();
  const [index, manufacturers, categories, attributes] = await Promise.all([
    getListingIndex(),
    getManufacturers(),
    getCategories(),
    attributesMemo.get(undefined),
  ]);
  const { lang, filters } = input;
  const makerOf = (p: string) =>
    /^\d+$/.test(p)
      ? manufacturers.find((m) => m._id === p)
      : manufacturers.find((m) => Object.values(m.url ?? {}).includes(p));
  const makerIds = filters.producers
    .map(makerOf)
    .filter((m) => m !== undefined)
    .map((m) => Number(m._id));
  const knownValues = filters.attrs
    .map((a) => ({
      attribute: a.attribute,
      values: a.values.filter((v) => index.valueAttribute.get(v) === a.attribute),
    }))
    .filter((a) => a.values.length > 0);
  const scopeCategory = input.scope.categoryId;
  const facetCategories = categories
    .filter((c) =>
      scopeCategory === undefined ? c.parentId === null : c.parentId === String(scopeCategory),
    )
    .filter((c) => !c.menuHidden && c.url[lang])
    .sort((a, b) => a.order - b.order);
  const categoryIds = new Set(facetCategories.map((c) => Number(c._id)));
  const activeCategories = filters.categories.filter((c) => categoryIds.has(c));
  const basePrice = filters.price ? priceRangeToBase(filters.price, input.rate) : null;

  const offset = (input.page - 1) * input.pageSize;
  const result = queryListing(index, {
    lang,
    scope: input.scope,
    filters: {
      attrs: knownValues,
      manufacturers: makerIds,
      availability: filters.availability,
      categories: activeCategories,
      price: basePrice,
    },
    sort: input.sort,
    offset,
    limit: input.pageSize,
    facetCategories: facetCategories.map((c) => Number(c._id)),
    hideSoldOut: input.hideSoldOut,
    shopper: input.shopper,
  });
  const products = await listedProducts(result.ids, lang);

  const priceBounds = result.facets.price
    ? {
        min: Math.floor(result.facets.price.min * input.rate),
        max: Math.ceil(result.facets.price.max * input.rate),
      }
    : null;
  // What filters anything: values, makers and subcategories that exist, and a price range
  // that leaves some price out (a form sent without JavaScript carries the full range).
  const applied: CatalogueFilters = {
    attrs: knownValues,
    producers: filters.producers.filter((p) => makerOf(p) !== undefined),
    availability: filters.availability,
    categories: activeCategories,
    price:
      filters.price && !(priceBounds && coversPriceBounds(filters.price, priceBounds))
        ? filters.price
        : null,
  };
  const selectedValues = new Set(knownValues.flatMap((a) => a.values));
  const facets: FacetsView = {
    attributes: attributes
      .filter((a) => result.facets.attributes.has(a.id))
      .map((a) => {
        const counts = new Map(result.facets.attributes.get(a.id)?.map((c) => [c.id, c.count]));
        return {
          id: a.id,
          name: a.name[lang] ?? "",
          type: a.type,
          display: a.display,
          values: a.values
            .filter((v) => counts.has(v.id))
            .map((v) => ({
              id: v.id,
              text: v.text[lang] ?? "",
              image: v.image,
              color: v.color,
              count: counts.get(v.id) ?? 0,
              active: selectedValues.has(v.id),
            })),
        };
      }),
    producers: result.facets.manufacturers
      .map((f) => {
        const m = manufacturers.find((x) => x._id === String(f.id));
        return {
          id: f.id,
          slug: m?.url?.[lang] ?? String(f.id),
          name: m?.name[lang] ?? "",
          count: f.count,
          active: makerIds.includes(f.id),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
    availability: result.facets.availability.map((a) => ({
      ...a,
      active: filters.availability.includes(a.id),
    })),
    categories: facetCategories
      .map((c) => ({
        id: Number(c._id),
        name: c.name[lang] ?? "",
        url: `/c/${c.url[lang] ?? ""}`,
        count: result.facets.categories.find((f) => f.id === Number(c._id))?.count ?? 0,
        active: activeCategories.includes(Number(c._id)),
      }))
      .filter((c) => c.count > 0 || c.active),
    price: priceBounds ? { ...priceBounds, selected: applied.price } : null,
  };
  return {
    applied,
    products,
    total: result.total,
    scopeTotal: result.scopeTotal,
    pages: Math.max(1, Math.ceil(result.total / input.pageSize)),
    facets,
    serverMs: performance.now() - started,
  };
}

/**
 * The first `count` product ids of a scope in the listing's own order, from
 * the in-memory index (a product page's suggestions: the same query straight
 * from the database took 250 ms at 100,000 products), optionally only the
 * available ones.
 */
export async function firstIdsInScope(
  lang: string,
  scope: IndexScope,
  count: number,
  availableOnly = false,
): Promise<number[]> {
  const index = await getListingIndex();
  return queryListing(index, {
    lang,
    scope,
    filters: {
      attrs: [],
      manufacturers: [],
      availability: availableOnly ? ["available"] : [],
      categories: [],
      price: null,
    },
    sort: "auto",
    offset: 0,
    limit: count,
    facetCategories: [],
    idsOnly: true,
  }).ids;
}

/**
 * Products to suggest when a filtered listing is empty: the scope's first
 * available products, else the whole shop's.
 */
export async function getAlternatives(
  lang: string,
  scope: IndexScope,
  count = 4,
): Promise<Product[]> {
  const inScope = await firstIdsInScope(lang, scope, count, true);
  const ids = inScope.length > 0 ? inScope : await firstIdsInScope(lang, {}, count, true);
  return listedProducts(ids, lang);
}
