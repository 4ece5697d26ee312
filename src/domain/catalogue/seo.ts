/**
 * Search-engine rules shared by the pages (issue 14 "Search visibility"):
 * which listings are indexed, and the structured data (schema.org JSON-LD)
 * of the shop, its search and its listings. Pure: absolute URLs are passed in.
 *
 * Listings: the unfiltered listing and a listing narrowed by exactly one
 * value of one facet (a maker, an attribute value, availability or a
 * subcategory) are landing pages a shopper searches for, so they are indexed
 * with a canonical address that keeps that one filter. Anything narrower —
 * two facets, two values of one facet, or a price range — is `noindex` and
 * canonical to the unfiltered listing, so crawlers do not wander through the
 * endless combinations.
 */
import type { CatalogueFilters } from "./catalogue-filters";

export interface ListingRobots {
  index: boolean;
  /** The filter kept in the canonical address (one facet, one value), if any. */
  keepFilter: boolean;
}

export function listingRobots(filters: CatalogueFilters): ListingRobots {
  if (filters.price) return { index: false, keepFilter: false };
  const values =
    filters.attrs.reduce((n, a) => n + a.values.length, 0) +
    filters.producers.length +
    filters.availability.length +
    filters.categories.length;
  if (values === 0) return { index: true, keepFilter: false };
  if (values === 1) return { index: true, keepFilter: true };
  return { index: false, keepFilter: false };
}

export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(input: {
  name: string;
  url: string;
  logo: string | null;
  email: string;
  telephone: string;
  address: string;
  sameAs: readonly string[];
}): JsonLd {
  const data: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: input.name,
    url: input.url,
  };
  if (input.logo) data["logo"] = input.logo;
  if (input.email) data["email"] = input.email;
  if (input.telephone) data["telephone"] = input.telephone;
  if (input.address) data["address"] = input.address;
  if (input.sameAs.length > 0) data["sameAs"] = [...input.sameAs];
  return data;
}

/** The shop as a WebSite whose search takes `{search_term_string}` in `searchUrl`. */
export function webSiteJsonLd(input: {
  name: string;
  url: string;
  lang: string;
  searchUrl: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: input.name,
    url: input.url,
    inLanguage: input.lang,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: input.searchUrl },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The products of one listing page, in their order on the page. */
export function itemListJsonLd(input: {
  name: string;
  /** Position of the first item (page offset + 1). */
  start: number;
  items: readonly { name: string; url: string }[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: input.name,
    itemListElement: input.items.map((item, i) => ({
      "@type": "ListItem",
      position: input.start + i,
      url: item.url,
      name: item.name,
    })),
  };
}
