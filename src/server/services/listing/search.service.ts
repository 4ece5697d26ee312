/** Full-text search and product suggestions from the same categories. */
import type { Product } from "../../../domain/catalogue/catalogue.types";
import { normaliseSearchText } from "../../../domain/catalogue/search-text";
import { getDb } from "../../db/client";
import { searchProductIds } from "../../repositories/catalogue/product-ids.repository";
import { firstIdsInScope, getAlternatives } from "./listing.service";
import { listedProducts } from "./listed-products";
import { getCategories } from "../catalogue.service";
import { contentPageTitles } from "../../repositories/shop/content.repository";
import { textMatches } from "../../../domain/catalogue/text-match";

export const SEARCH_MIN_LENGTH = 3;

export interface SearchLink {
  _id: string;
  name: string;
  /** The unlocalised path, e.g. `/c/kubki` or `/s/regulamin`. */
  url: string;
}

export interface SearchResult {
  products: Product[];
  categories: SearchLink[];
  /** Content pages whose title matches. */
  pages: SearchLink[];
}

/**
 * Full-text search in one language; the text is normalised first (control
 * characters removed, see `normaliseSearchText`), fewer than 3 characters find nothing.
 */
export async function search(
  lang: string,
  query: string,
  scope: "products" | "categories" | "all" = "all",
  limit = 24,
): Promise<SearchResult> {
  const text = normaliseSearchText(query);
  if (text.length < SEARCH_MIN_LENGTH) return { products: [], categories: [], pages: [] };
  const db = await getDb();
  const products =
    scope === "categories"
      ? []
      : await listedProducts(await searchProductIds(db, lang, text, limit), lang);
  if (scope === "products") return { products, categories: [], pages: [] };
  const categories = (await getCategories())
    .filter((c) => !c.menuHidden && textMatches(c.name[lang] ?? "", text))
    .slice(0, 10)
    .map((c) => ({ _id: c._id, name: c.name[lang] ?? "", url: `/c/${c.url[lang] ?? ""}` }));
  const pages = (await contentPageTitles(db, lang))
    .filter((p) => textMatches(p.title, text))
    .slice(0, 5)
    .map((p) => ({ _id: p.page_key, name: p.title, url: `/s/${p.url}` }));
  return { products, categories, pages };
}

/** The shop's top categories in menu order, offered when a search finds nothing. */
export async function popularCategories(lang: string, count = 6): Promise<SearchLink[]> {
  return (await getCategories())
    .filter((c) => c.parentId === null && !c.menuHidden)
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map((c) => ({ _id: c._id, name: c.name[lang] ?? "", url: `/c/${c.url[lang] ?? ""}` }));
}

/** GET /api/public/suggestions: products from the same categories, never the product itself. */
export async function getSuggestions(input: {
  lang: string;
  id: number | null;
  categories: number[];
  mainCategory: number | null;
  count: number;
  archived: boolean;
}): Promise<Product[]> {
  const count = Math.min(Math.max(input.count, 1), 24);
  const categoryId = input.mainCategory ?? input.categories[0];
  if (categoryId === undefined) return [];
  const ids = await firstIdsInScope(input.lang, { categoryId }, count + 1);
  const picked = ids.filter((id) => id !== input.id).slice(0, count);
  return listedProducts(picked, input.lang);
}

/**
 * Products to offer when a search finds nothing (spec 1 §2: a no-results message with
 * alternative products): first those matching one word of a several-word query, then those
 * matching the first 60 % of a word, at least 3 letters ("kawka" finds "kawa", "herbatka"
 * finds "herbata"), archived ones left out; when no part matches, the shop's first available
 * products.
 */
export async function searchAlternatives(
  lang: string,
  query: string,
  count = 8,
): Promise<Product[]> {
  const words = [
    ...new Set(
      normaliseSearchText(query)
        .split(/\s+/)
        .filter((w) => w.length >= SEARCH_MIN_LENGTH),
    ),
  ].slice(0, 4);
  const parts = [
    ...(words.length > 1 ? words : []),
    ...words
      .map((w) => w.slice(0, Math.max(SEARCH_MIN_LENGTH, Math.floor(w.length * 0.6))))
      .filter((stem) => !words.includes(stem)),
  ];
  const db = await getDb();
  const ids: number[] = [];
  for (const part of parts) {
    if (ids.length >= count * 2) break;
    for (const id of await searchProductIds(db, lang, part, count * 2))
      if (!ids.includes(id)) ids.push(id);
  }
  const found = (await listedProducts(ids, lang)).filter((p) => !p.archived);
  return found.length > 0 ? found.slice(0, count) : getAlternatives(lang, {}, count);
}
