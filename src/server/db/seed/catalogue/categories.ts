/**
 * The category tree of the demo shop (words/categories.ts) with unique slugs per language, and
 * the gift cards' category last; written with a short description in every language.
 */
import type { DatabaseSync } from "node:sqlite";
import { categoryImageUrl } from "../images.ts";
import { slugify } from "../slug.ts";
import { CATEGORY_TREE, GIFT_CARD_CATEGORY, LANGS } from "../words.ts";
import type { SeedLang, T3, VariantKind } from "../words.ts";
import { insert, json, run } from "./sql.ts";
import type { SeedCategory } from "./types.ts";

export function seedCategories(raw: DatabaseSync): SeedCategory[] {
  const cats: SeedCategory[] = [];
  const used: Record<SeedLang, Set<string>> = { pl: new Set(), en: new Set(), de: new Set() };
  const uniqueSlug = (lang: SeedLang, name: string): string => {
    const base = slugify(name);
    let s = base;
    for (let n = 2; used[lang].has(s); n++) s = `${base}-${n}`;
    used[lang].add(s);
    return s;
  };
  let nextId = 1;
  const add = (
    name: T3,
    parent: SeedCategory | null,
    topIndex: number,
    nouns: T3[],
    variants: VariantKind,
    extra: ("material" | "power")[],
    menuHidden: boolean,
  ): SeedCategory => {
    const id = nextId++;
    const url = {
      pl: uniqueSlug("pl", name.pl),
      en: uniqueSlug("en", name.en),
      de: uniqueSlug("de", name.de),
    };
    const c: SeedCategory = {
      id,
      parentId: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 0,
      name,
      url,
      hierarchy: [...(parent?.hierarchy ?? []), id],
      menuHidden,
      topIndex,
      nouns,
      variants,
      extra,
    };
    cats.push(c);
    return c;
  };
  CATEGORY_TREE.forEach((top, ti) => {
    const t = add(top.name, null, ti, [], top.variants, top.extra, top.menuHidden ?? false);
    top.children.forEach((child) => {
      const c = add(
        child.name,
        t,
        ti,
        child.nouns,
        top.variants,
        top.extra,
        child.menuHidden ?? false,
      );
      for (const g of child.children ?? [])
        add(g.name, c, ti, child.nouns, top.variants, top.extra, g.menuHidden ?? false);
    });
  });
  add(GIFT_CARD_CATEGORY, null, CATEGORY_TREE.length, [], "none", [], false);

  const catStmt = insert(raw, "categories", [
    "id",
    "parent_id",
    "sort_order",
    "depth",
    "hierarchy",
    "menu_hidden",
    "image",
  ]);
  const i18nStmt = insert(raw, "category_i18n", [
    "category_id",
    "lang",
    "name",
    "url",
    "description",
    "description2",
  ]);
  let order = 0;
  for (const c of cats) {
    run(
      catStmt,
      c.id,
      c.parentId,
      order++,
      c.depth,
      json(c.hierarchy.map(String)),
      c.menuHidden ? 1 : 0,
      c.depth === 0 ? categoryImageUrl(c.id) : null,
    );
    for (const l of LANGS) {
      const desc =
        l === "pl"
          ? `<p>Odkryj kategorię <strong>${c.name.pl}</strong> – starannie wybrane produkty w najlepszych cenach.</p>`
          : l === "en"
            ? `<p>Discover <strong>${c.name.en}</strong> – carefully selected products at the best prices.</p>`
            : `<p>Entdecken Sie <strong>${c.name.de}</strong> – sorgfältig ausgewählte Produkte zu besten Preisen.</p>`;
      const desc2 =
        l === "pl"
          ? `<h2>${c.name.pl} – poradnik</h2><p>Nie wiesz, co wybrać? Skontaktuj się z nami, chętnie doradzimy.</p>`
          : l === "en"
            ? `<h2>${c.name.en} – buying guide</h2><p>Not sure what to choose? Contact us and we will gladly help.</p>`
            : `<h2>${c.name.de} – Ratgeber</h2><p>Unsicher? Kontaktieren Sie uns, wir beraten Sie gern.</p>`;
      run(i18nStmt, c.id, l, c.name[l], c.url[l], desc, c.depth < 2 ? desc2 : "");
    }
  }
  return cats;
}
