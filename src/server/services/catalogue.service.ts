/**
 * Catalogue reads shared by pages and `/api/public/*` endpoints. Pages never
 * call the API over HTTP; both call these functions.
 */
import { sql } from "kysely";
import type {
  Attribute,
  CategoryRef,
  Manufacturer,
  Opinion,
  Product,
} from "../../domain/catalogue.types";
import { getDb } from "../db/client";
import {
  findCategoryByUrl,
  findCategoryTexts,
  listProductIds,
  loadAttributes,
  loadCategories,
  loadManufacturers,
  loadOpinions,
  searchProductIds,
  type ListingSort,
} from "../repositories/catalogue.repository";
import { findProductIdByUrl, loadLinked, loadProducts } from "../repositories/products.repository";
import { memo } from "./memo";
import { getProductsTimestamp } from "./settings.service";

const REFERENCE_TTL_MS = 30_000;

const categoriesMemo = memo(REFERENCE_TTL_MS, async () => loadCategories(await getDb()));
const attributesMemo = memo(REFERENCE_TTL_MS, async () => loadAttributes(await getDb()));
const manufacturersMemo = memo(REFERENCE_TTL_MS, async () => loadManufacturers(await getDb()));

export const getCategories = (): Promise<CategoryRef[]> => categoriesMemo.get(undefined);
export const getAttributes = (): Promise<Attribute[]> => attributesMemo.get(undefined);
export const getManufacturers = (): Promise<Manufacturer[]> => manufacturersMemo.get(undefined);

/** Forgets cached categories, attributes and manufacturers (after a catalogue change). */
export function clearReferenceCaches(): void {
  categoriesMemo.clear();
  attributesMemo.clear();
  manufacturersMemo.clear();
}

/** Parses a public id (`"123"`) into a database id, or null. */
export function parseId(id: string | number | null | undefined): number | null {
  if (typeof id === "number") return Number.isSafeInteger(id) && id > 0 ? id : null;
  if (typeof id !== "string" || !/^\d{1,15}$/.test(id)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface MenuNode {
  id: string;
  name: string;
  url: string;
  children: MenuNode[];
}

/** The category menu for a language: menuHidden categories (and their subtrees) are left out. */
export async function getCategoryMenu(lang: string): Promise<MenuNode[]> {
  const categories = await getCategories();
  const byParent = new Map<string | null, CategoryRef[]>();
  for (const c of categories) {
    const list = byParent.get(c.parentId);
    if (list) list.push(c);
    else byParent.set(c.parentId, [c]);
  }
  const build = (parent: string | null): MenuNode[] =>
    (byParent.get(parent) ?? [])
      .filter((c) => !c.menuHidden && c.url[lang])
      .sort((a, b) => a.order - b.order)
      .map((c) => ({
        id: c._id,
        name: c.name[lang] ?? "",
        url: `/c/${c.url[lang] ?? ""}`,
        children: build(c._id),
      }));
  return build(null);
}

export async function getProduct(
  id: number,
  lang: string,
  options: { withHistory?: boolean; withComponents?: boolean; withLinked?: boolean } = {},
): Promise<Product | null> {
  const db = await getDb();
  const [product] = await loadProducts(db, [id], {
    lang,
    withHistory: options.withHistory ?? true,
    withComponents: options.withComponents ?? true,
  });
  if (!product) return null;
  if (options.withLinked ?? true) product.linkedData = await loadLinked(db, id, lang);
  return product;
}

export async function getProductByUrl(lang: string, url: string): Promise<Product | null> {
  const db = await getDb();
  const id = await findProductIdByUrl(db, lang, url);
  return id === null ? null : getProduct(id, lang);
}

/** product/many: products by ids in the given order; `detailed` adds history, components and linked items. */
export async function getManyProducts(
  ids: readonly number[],
  lang: string,
  detailed: boolean,
): Promise<Product[]> {
  const db = await getDb();
  return loadProducts(db, ids.slice(0, 500), {
    lang,
    withHistory: detailed,
    withComponents: detailed,
  });
}

export interface IntegrityResult {
  timestamp: number;
  /** Ids that still exist (not removed). */
  existing: string[];
  /** Ids that are unknown or removed: the basket drops them. */
  missing: string[];
}

/** product/integrity: which of the basket's product ids still exist, plus the catalogue timestamp. */
export async function checkIntegrity(ids: readonly number[]): Promise<IntegrityResult> {
  const db = await getDb();
  const wanted = [...new Set(ids)].slice(0, 1000);
  const rows =
    wanted.length === 0
      ? []
      : await db
          .selectFrom("products")
          .select("id")
          .where("id", "in", wanted)
          .where("removed_at", "is", null)
          .execute();
  const existing = new Set(rows.map((r) => r.id));
  return {
    timestamp: await getProductsTimestamp(),
    existing: wanted.filter((id) => existing.has(id)).map(String),
    missing: wanted.filter((id) => !existing.has(id)).map(String),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export async function categoryBreadcrumb(lang: string, categoryId: string): Promise<Crumb[]> {
  const categories = await getCategories();
  const byId = new Map(categories.map((c) => [c._id, c]));
  const self = byId.get(categoryId);
  if (!self) return [];
  return self.hierarchy
    .map((id) => byId.get(id))
    .filter((c): c is CategoryRef => c !== undefined)
    .map((c) => ({ name: c.name[lang] ?? "", url: `/c/${c.url[lang] ?? ""}` }));
}

export interface CategoryApiResult {
  category: CategoryRef & { description: string; description2: string };
  children: CategoryRef[];
  breadcrumb: Crumb[];
}

/** GET /api/public/category?id&lang */
export async function getCategoryById(lang: string, id: number): Promise<CategoryApiResult | null> {
  const db = await getDb();
  const [categories, texts] = await Promise.all([getCategories(), findCategoryTexts(db, lang, id)]);
  const category = categories.find((c) => c._id === String(id));
  if (!category || !texts) return null;
  return {
    category: { ...category, description: texts.description, description2: texts.description2 },
    children: categories
      .filter((c) => c.parentId === category._id)
      .sort((a, b) => a.order - b.order),
    breadcrumb: await categoryBreadcrumb(lang, category._id),
  };
}

export interface ListingPage {
  products: Product[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

async function listing(
  lang: string,
  where: { categoryId?: number; groupId?: number; manufacturerId?: number },
  page: number,
  pageSize: number,
  sort: ListingSort,
): Promise<ListingPage> {
  const db = await getDb();
  const { ids, total } = await listProductIds(db, {
    lang,
    ...where,
    sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const products = await loadProducts(db, ids, { lang });
  return { products, total, page, pageSize, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

export interface CategoryPage {
  category: CategoryRef;
  texts: { id: number; name: string; url: string; description: string; description2: string };
  breadcrumb: Crumb[];
  subcategories: CategoryRef[];
}

/** A category page's texts, breadcrumb and subcategories (its products come from listing.service). */
export async function getCategoryPage(lang: string, url: string): Promise<CategoryPage | null> {
  const db = await getDb();
  const texts = await findCategoryByUrl(db, lang, url);
  if (!texts) return null;
  const categories = await getCategories();
  const category = categories.find((c) => c._id === String(texts.id));
  if (!category) return null;
  return {
    category,
    texts,
    breadcrumb: await categoryBreadcrumb(lang, category._id),
    subcategories: categories
      .filter((c) => c.parentId === category._id && !c.menuHidden && c.url[lang])
      .sort((a, b) => a.order - b.order),
  };
}

export interface GroupResult {
  group: {
    _id: string;
    name: string;
    url: string;
    description: string;
    description2: string;
    isManufacturer: boolean;
  };
  products: Product[];
  total: number;
}

/** GET /api/public/group/{id}?manufacturer=true|false&lang */
export async function getGroup(
  id: number,
  lang: string,
  isManufacturer: boolean,
  limit = 96,
): Promise<GroupResult | null> {
  const db = await getDb();
  const texts = isManufacturer
    ? await db
        .selectFrom("manufacturer_i18n")
        .select(["name", "url", "description", sql<string>`''`.as("description2")])
        .where("manufacturer_id", "=", id)
        .where("lang", "=", lang)
        .executeTakeFirst()
    : await db
        .selectFrom("product_group_i18n")
        .select(["name", "url", "description", "description2"])
        .where("group_id", "=", id)
        .where("lang", "=", lang)
        .executeTakeFirst();
  if (!texts) return null;
  const result = await listing(
    lang,
    isManufacturer ? { manufacturerId: id } : { groupId: id },
    1,
    limit,
    "auto",
  );
  return {
    group: {
      _id: String(id),
      name: texts.name,
      url: texts.url,
      description: texts.description,
      description2: texts.description2,
      isManufacturer,
    },
    products: result.products,
    total: result.total,
  };
}

export const SEARCH_MIN_LENGTH = 3;

export interface SearchResult {
  products: Product[];
  categories: { _id: string; name: string; url: string }[];
}

/** Full-text search in one language; fewer than 3 characters finds nothing. */
export async function search(
  lang: string,
  query: string,
  scope: "products" | "categories" | "all" = "all",
  limit = 24,
): Promise<SearchResult> {
  const text = query.trim().slice(0, 200);
  if (text.length < SEARCH_MIN_LENGTH) return { products: [], categories: [] };
  const db = await getDb();
  const products =
    scope === "categories"
      ? []
      : await loadProducts(db, await searchProductIds(db, lang, text, limit), { lang });
  let categories: SearchResult["categories"] = [];
  if (scope !== "products") {
    const needle = text.toLocaleLowerCase(lang);
    categories = (await getCategories())
      .filter((c) => !c.menuHidden && (c.name[lang] ?? "").toLocaleLowerCase(lang).includes(needle))
      .slice(0, 10)
      .map((c) => ({ _id: c._id, name: c.name[lang] ?? "", url: `/c/${c.url[lang] ?? ""}` }));
  }
  return { products, categories };
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
  const db = await getDb();
  const count = Math.min(Math.max(input.count, 1), 24);
  const categoryId = input.mainCategory ?? input.categories[0];
  if (categoryId === undefined) return [];
  const { ids } = await listProductIds(db, {
    lang: input.lang,
    categoryId,
    sort: "auto",
    offset: 0,
    limit: count + 1,
  });
  const picked = ids.filter((id) => id !== input.id).slice(0, count);
  return loadProducts(db, picked, { lang: input.lang });
}

export interface OpinionsResult {
  opinions: Opinion[];
  counts: Record<string, number>;
  total: number;
  average: number;
}

/** GET /api/public/opinion: `fixedLang` limits opinions to the language; `all` returns every opinion. */
export async function getOpinions(input: {
  lang: string;
  id: number;
  all: boolean;
  fixedLang: boolean;
  offset: number;
  limit: number;
}): Promise<OpinionsResult | null> {
  const db = await getDb();
  const product = await db
    .selectFrom("product_i18n")
    .select("name")
    .where("product_id", "=", input.id)
    .where("lang", "=", input.lang)
    .executeTakeFirst();
  if (!product) return null;
  const { rows, counts, total, average } = await loadOpinions(db, input.id, {
    lang: input.fixedLang ? input.lang : undefined,
    offset: input.all ? 0 : input.offset,
    limit: input.all ? 1000 : input.limit,
  });
  return {
    opinions: rows.map((r) => ({
      _id: String(r.id),
      user: { name: r.author_name },
      product: { name: product.name },
      number: r.rating,
      text: r.text,
      verified: r.verified === 1,
      createdAt: r.created_at,
    })),
    counts,
    total,
    average,
  };
}

/** GET /api/public/removed/{id}: what the not-available page shows for a removed or archived product. */
export async function getRemoved(
  id: number,
  lang: string,
): Promise<{
  _id: string;
  name: string;
  removed: boolean;
  archived: boolean;
  mainCategory: string | null;
} | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("products as p")
    .leftJoin("product_i18n as t", (j) =>
      j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", lang),
    )
    .select(["p.id", "p.removed_at", "p.archived", "p.main_category_id", "t.name"])
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (!row || (row.removed_at === null && row.archived === 0)) return null;
  return {
    _id: String(row.id),
    name: row.name ?? "",
    removed: row.removed_at !== null,
    archived: row.archived === 1,
    mainCategory: row.main_category_id === null ? null : String(row.main_category_id),
  };
}

export interface CollectionPage {
  kind: "group" | "manufacturer";
  id: number;
  texts: { name: string; url: string; description: string; description2: string };
  /** Url of this group or manufacturer in every language. */
  urls: Record<string, string>;
}

/** A product group (`/g/{url}`) or manufacturer (`/m/{url}`) by its url in a language. */
export async function getCollectionPage(
  kind: "group" | "manufacturer",
  lang: string,
  url: string,
): Promise<CollectionPage | null> {
  const db = await getDb();
  const found =
    kind === "group"
      ? await db
          .selectFrom("product_group_i18n")
          .select(["group_id as id", "name", "url", "description", "description2"])
          .where("lang", "=", lang)
          .where("url", "=", url)
          .executeTakeFirst()
      : await db
          .selectFrom("manufacturer_i18n")
          .select([
            "manufacturer_id as id",
            "name",
            "url",
            "description",
            sql<string>`''`.as("description2"),
          ])
          .where("lang", "=", lang)
          .where("url", "=", url)
          .executeTakeFirst();
  if (!found) return null;
  const urlRows =
    kind === "group"
      ? await db
          .selectFrom("product_group_i18n")
          .select(["lang", "url"])
          .where("group_id", "=", found.id)
          .execute()
      : await db
          .selectFrom("manufacturer_i18n")
          .select(["lang", "url"])
          .where("manufacturer_id", "=", found.id)
          .execute();
  return {
    kind,
    id: found.id,
    texts: {
      name: found.name,
      url: found.url,
      description: found.description,
      description2: found.description2,
    },
    urls: Object.fromEntries(urlRows.map((r) => [r.lang, r.url])),
  };
}
