/**
 * Catalogue URL state (spec 1 §2 query parameters): `page`, `page_size` and
 * `sort_by`. Parsing never fails: unknown or malformed values fall back to the
 * defaults, so hostile URLs still get a normal page. A page size is one of the
 * configured options (`pageSizeOptions`) or the default: `page_size=13` shows
 * the default size, as the per-page selector can never ask for 13.
 * A page beyond the last one is reported by the page (HTTP 404).
 */
import { z } from "zod";

export const SORTS = ["auto", "newest", "price_asc", "price_desc"] as const;
export type SortBy = (typeof SORTS)[number];
export const PAGE_SIZE_OPTIONS = [12, 24, 36, 96] as const;
export const MAX_PAGE_SIZE = 96;
export const MAX_PAGE = 100_000;
/** Spec 1 §9: the page size when pagination is disabled. */
export const UNPAGED_PAGE_SIZE = 999_999;

/** The per-page options: 12, 24, 36, 96 plus the shop's default when it is another size. */
export function pageSizeOptions(defaultPageSize: number): number[] {
  const valid = Number.isInteger(defaultPageSize) && defaultPageSize >= 1;
  const setting = valid ? Math.min(defaultPageSize, MAX_PAGE_SIZE) : PAGE_SIZE_OPTIONS[0];
  return [...new Set<number>([...PAGE_SIZE_OPTIONS, setting])].sort((a, b) => a - b);
}

export interface ListingParams {
  page: number;
  pageSize: number;
  sortBy: SortBy;
  /** True when the URL carried a page parameter (descriptions are then hidden). */
  hasPageQuery: boolean;
}

const intParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** Built once: a zod schema built per request cost a category render about 2 % (issue 33). */
const sortParam = z.enum(SORTS);

export function parseListingParams(
  params: URLSearchParams,
  defaultPageSize: number,
  options: { disablePagination?: boolean | undefined } = {},
): ListingParams {
  const valid = Number.isInteger(defaultPageSize) && defaultPageSize >= 1;
  const fallbackSize = valid ? Math.min(defaultPageSize, MAX_PAGE_SIZE) : PAGE_SIZE_OPTIONS[0];
  const page = intParam.safeParse(params.get("page") ?? "");
  const size = intParam.safeParse(params.get("page_size") ?? "");
  const sort = sortParam.safeParse(params.get("sort_by"));
  if (options.disablePagination)
    return {
      page: 1,
      pageSize: UNPAGED_PAGE_SIZE,
      sortBy: sort.success ? sort.data : "auto",
      hasPageQuery: params.has("page"),
    };
  return {
    page: page.success ? Math.min(Math.max(page.data, 1), MAX_PAGE) : 1,
    pageSize:
      size.success && pageSizeOptions(defaultPageSize).includes(size.data)
        ? size.data
        : fallbackSize,
    sortBy: sort.success ? sort.data : "auto",
    hasPageQuery: params.has("page"),
  };
}

/** Builds a listing URL keeping the other parameters; defaults are left out so URLs stay canonical. */
export function listingHref(
  path: string,
  params: URLSearchParams,
  changes: Record<string, string | number | null>,
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || (key === "page" && Number(value) === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  // `~` is unreserved in URLs; keep `attr=1~3.5` readable as the spec writes it.
  const query = next.toString().replace(/%7E/gi, "~");
  return query ? `${path}?${query}` : path;
}
