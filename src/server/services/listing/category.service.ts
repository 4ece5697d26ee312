/**
 * Category reads: the menu, breadcrumbs, a category page's texts and
 * subcategories, and GET /api/public/category.
 */
import type { MenuNode } from "../../../contracts/menu.types";
import type { CategoryRef } from "../../../domain/catalogue/catalogue.types";
import { getDb } from "../../db/client";
import {
  findCategoryByUrl,
  findCategoryTexts,
} from "../../repositories/catalogue/catalogue.repository";
import { getCategories } from "../catalogue.service";
import { keptShared } from "./listed-products";

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

export interface CategoryPage {
  category: CategoryRef;
  texts: { id: number; name: string; url: string; description: string; description2: string };
  breadcrumb: Crumb[];
  subcategories: CategoryRef[];
}

/** A category page's texts, breadcrumb and subcategories (its products come from listing.service). */
export function getCategoryPage(lang: string, url: string): Promise<CategoryPage | null> {
  // Kept between renders while the shared data stays the same (listed-products.ts): its
  // texts' query was about 2 % of a category render (issue 33). An unknown url is never kept.
  return keptShared(
    `category|${lang}|${url}`,
    () => loadCategoryPage(lang, url),
    (page) => page !== null,
  );
}

async function loadCategoryPage(lang: string, url: string): Promise<CategoryPage | null> {
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
