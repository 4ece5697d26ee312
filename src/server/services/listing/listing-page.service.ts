/**
 * Server glue shared by the category, group and manufacturer pages: reads the
 * URL (paging, sort and filters), asks the listing service, and says whether
 * the page exists (an out-of-range page is a 404) or must redirect.
 */
import {
  filterParams,
  parseCatalogueFilters,
  parsePrice,
  type CatalogueFilters,
} from "../../../domain/catalogue/catalogue-filters";
import type { ListingPageData } from "../../../contracts/listing.types";
import { listingHref, parseListingParams } from "../../../domain/catalogue/listing-params";
import type { RequestContext } from "../../context";
import type { IndexScope } from "./listing-query";
import { getAlternatives, getListing } from "./listing.service";

/**
 * The path with each segment percent-encoded: a redirect's `Location` must be
 * ASCII, and a decoded listing URL may hold "ż" (a raw one answered 500).
 */
function encodedPath(path: string): string {
  return path
    .split("/")
    .map((segment) => encodeURIComponent(segment.toWellFormed()))
    .join("/");
}

/**
 * The price form without JavaScript sends `price_min` and `price_max`; the
 * shareable URL carries `price=min-max`. Returns where to redirect, or null.
 * `path` is the decoded listing path (`/c/{url}`).
 */
export function priceFormRedirect(path: string, search: URLSearchParams): string | null {
  if (!search.has("price_min") && !search.has("price_max")) return null;
  const min = (search.get("price_min") ?? "").trim();
  const max = (search.get("price_max") ?? "").trim();
  const next = new URLSearchParams(search);
  next.delete("price_min");
  next.delete("price_max");
  next.delete("page");
  const price = parsePrice(`${min}-${max}`);
  return listingHref(encodedPath(path), next, {
    price: filterParams({ ...EMPTY, price }).price ?? null,
  });
}

const EMPTY: CatalogueFilters = {
  attrs: [],
  producers: [],
  availability: [],
  categories: [],
  price: null,
};

export function isCompactTemplate(ctx: RequestContext): boolean {
  return ctx.settings.template === "public/tmpl2" || ctx.settings.template === "public/tmpl4";
}

/** Null when the page is out of range (the caller answers 404). */
export async function loadListingPage(
  ctx: RequestContext,
  search: URLSearchParams,
  scope: IndexScope,
): Promise<ListingPageData | null> {
  const flags = ctx.settings.additionalFunctions;
  const params = parseListingParams(search, ctx.settings.defaultPageSize, {
    disablePagination: flags.disablePagination,
  });
  const listing = await getListing({
    lang: ctx.lang,
    scope,
    filters: parseCatalogueFilters(search),
    rate: ctx.rate,
    sort: params.sortBy,
    page: params.page,
    pageSize: params.pageSize,
    hideSoldOut: !flags.showSoldOutOnList,
    shopper: { wholesale: ctx.pricing.wholesale, net: ctx.pricing.mode.startsWith("netto") },
  });
  if (params.page > listing.pages) return null;
  const filters = listing.applied;
  const alternatives = listing.total === 0 ? await getAlternatives(ctx.lang, scope) : [];
  const canonical = new URLSearchParams();
  for (const [k, v] of Object.entries(filterParams(filters))) if (v !== null) canonical.set(k, v);
  if (search.has("sort_by")) canonical.set("sort_by", params.sortBy);
  if (search.has("page_size")) canonical.set("page_size", String(params.pageSize));
  if (params.page > 1) canonical.set("page", String(params.page));
  return {
    params,
    search: canonical,
    filters,
    listing,
    alternatives,
    compact: isCompactTemplate(ctx),
  };
}
