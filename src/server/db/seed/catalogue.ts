/**
 * Catalogue seed: categories, attributes, manufacturers, products (with
 * variants, prices, price history, attributes, categories, full-text rows),
 * product groups and opinions.
 *
 * Bulk rows go through raw prepared statements on the underlying
 * `DatabaseSync` inside the caller's transaction — the one documented
 * exception to "all SQL through Kysely", because 100k products must seed in
 * well under a minute.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type {
  CustomPricingRule,
  DescriptionSection,
  ImageRef,
  PersonalizationOption,
  ProductType,
  ProductViewOptions,
  SetComponent,
  VariantAttribute,
  VariantPriceOverride,
} from "../../../domain/catalogue/catalogue.types.ts";
import { foldSearchText, stripHtml } from "../fts.ts";
import {
  categoryGallery,
  categoryImageUrl,
  categoryPoolImage,
  productImagePool,
  swatchUrl,
} from "./images.ts";
import type { PoolImage } from "./images.ts";
import { createRng, round2 } from "./prng.ts";
import type { Rng } from "./prng.ts";
import { slugify } from "./slug.ts";
import {
  ATTRIBUTE_NAMES,
  CAPACITIES,
  CATEGORY_TREE,
  COLOURS,
  DESCRIPTION_SENTENCES,
  DESCRIPTION_TITLES,
  FIRST_NAMES,
  GIFT_CARD_CATEGORY,
  LANGS,
  LAST_NAMES,
  MANUFACTURERS,
  MATERIALS,
  MODELS,
  OPINION_TEXTS,
  POWERS,
  SHIPPING_TEXT,
  SHOE_SIZES,
  SIZES,
  t3,
  WEIGHTS,
} from "./words.ts";
import type { SeedLang, T3, VariantKind } from "./words.ts";

const DAY = 86_400_000;
/** VAT percent per language (langVat). */
export const LANG_VAT: Record<SeedLang, number> = { pl: 23, en: 20, de: 19 };

// ------------------------------------------------------------------ helpers

function insert(raw: DatabaseSync, table: string, columns: string[]): StatementSync {
  const cols = columns.map((c) => `"${c}"`).join(", ");
  const qs = columns.map(() => "?").join(", ");
  return raw.prepare(`insert into "${table}" (${cols}) values (${qs})`);
}

function run(stmt: StatementSync, ...values: SQLInputValue[]): void {
  stmt.run(...values);
}

const json = (v: unknown): string => JSON.stringify(v);
const jsonOrNull = (v: unknown): string | null =>
  v === undefined || v === null ? null : JSON.stringify(v);
const iso = (ms: number): string => new Date(ms).toISOString();

function ean13(n: number): string {
  const body = `590${String(n).padStart(9, "0")}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

// ------------------------------------------------------------------ result types

export interface SeedCategory {
  id: number;
  parentId: number | null;
  depth: number;
  name: T3;
  url: T3;
  hierarchy: number[];
  menuHidden: boolean;
  topIndex: number;
  nouns: T3[];
  variants: VariantKind;
  extra: ("material" | "power")[];
}

export interface SeedProductSummary {
  id: number;
  type: ProductType;
  name: T3;
  url: T3;
  code: string;
  code2: string;
  netto: number;
  brutto: Record<SeedLang, number>;
  mainImage: ImageRef;
  manufacturerId: number | null;
  categories: number[];
  variantHash: string;
  variantAttributes: VariantAttribute[];
  /** Human readable variant: attribute name -> value text, per language. */
  variantText: Record<SeedLang, Record<string, string>>;
  archived: boolean;
  removed: boolean;
  stock: number;
  /** Discount percent on every language's price; 0 when none. */
  discount: number;
}

export interface CatalogueResult {
  categories: SeedCategory[];
  manufacturers: { id: number; name: string; url: string }[];
  groups: { id: number; name: T3; url: T3; productIds: number[] }[];
  /** Summaries of the first products (for orders, home sections, baskets). */
  products: SeedProductSummary[];
  productCount: number;
  giftCardProductIds: number[];
  opinionCount: number;
}

interface AttrValue {
  id: number;
  attributeId: number;
  text: T3;
  number?: number;
}

interface Attr {
  id: number;
  key: keyof typeof ATTRIBUTE_NAMES;
  type: "text" | "number" | "image";
  display: "list" | "dropdown";
  values: AttrValue[];
}

// ------------------------------------------------------------------ categories

function seedCategories(raw: DatabaseSync): SeedCategory[] {
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

// ------------------------------------------------------------------ attributes

function seedAttributes(raw: DatabaseSync): Record<Attr["key"], Attr> {
  const attrStmt = insert(raw, "attributes", ["id", "type", "display", "sort_order"]);
  const attrI18n = insert(raw, "attribute_i18n", ["attribute_id", "lang", "name"]);
  const valStmt = insert(raw, "attribute_values", [
    "id",
    "attribute_id",
    "sort_order",
    "number",
    "image",
    "color",
  ]);
  const valI18n = insert(raw, "attribute_value_i18n", ["value_id", "lang", "text"]);
  let valueId = 1;
  const defs: { key: Attr["key"]; type: Attr["type"]; display: Attr["display"] }[] = [
    { key: "colour", type: "image", display: "list" },
    { key: "size", type: "text", display: "dropdown" },
    { key: "shoe", type: "number", display: "dropdown" },
    { key: "capacity", type: "number", display: "list" },
    { key: "weight", type: "number", display: "list" },
    { key: "material", type: "text", display: "list" },
    { key: "power", type: "number", display: "dropdown" },
  ];
  const out = {} as Record<Attr["key"], Attr>;
  defs.forEach((d, i) => {
    const id = i + 1;
    run(attrStmt, id, d.type, d.display, i);
    for (const l of LANGS) run(attrI18n, id, l, ATTRIBUTE_NAMES[d.key][l]);
    const values: AttrValue[] = [];
    const addValue = (
      text: T3,
      num: number | null,
      image: string | null,
      color: string | null,
    ): void => {
      const v: AttrValue = { id: valueId++, attributeId: id, text };
      if (num !== null) v.number = num;
      run(valStmt, v.id, id, values.length, num, image, color);
      for (const l of LANGS) run(valI18n, v.id, l, text[l]);
      values.push(v);
    };
    if (d.key === "colour")
      for (const c of COLOURS) addValue(c.name, null, swatchUrl(c.hex), c.hex);
    if (d.key === "size") for (const s of SIZES) addValue(t3(s, s, s), null, null, null);
    if (d.key === "shoe")
      for (const s of SHOE_SIZES) addValue(t3(String(s), String(s), String(s)), s, null, null);
    if (d.key === "capacity")
      for (const s of CAPACITIES) addValue(t3(`${s} ml`, `${s} ml`, `${s} ml`), s, null, null);
    if (d.key === "weight")
      for (const s of WEIGHTS) addValue(t3(`${s} g`, `${s} g`, `${s} g`), s, null, null);
    if (d.key === "material") for (const m of MATERIALS) addValue(m, null, null, null);
    if (d.key === "power")
      for (const p of POWERS) addValue(t3(`${p} W`, `${p} W`, `${p} W`), p, null, null);
    out[d.key] = { id, key: d.key, type: d.type, display: d.display, values };
  });
  return out;
}

// ------------------------------------------------------------------ manufacturers

function seedManufacturers(raw: DatabaseSync): CatalogueResult["manufacturers"] {
  const mStmt = insert(raw, "manufacturers", ["id", "sort_order", "image"]);
  const mI18n = insert(raw, "manufacturer_i18n", [
    "manufacturer_id",
    "lang",
    "name",
    "url",
    "description",
  ]);
  return MANUFACTURERS.map((name, i) => {
    const id = i + 1;
    const url = slugify(name);
    run(mStmt, id, i, null);
    const desc: T3 = {
      pl: `<p>${name} – sprawdzony producent z wieloletnim doświadczeniem.</p>`,
      en: `<p>${name} – a trusted manufacturer with years of experience.</p>`,
      de: `<p>${name} – ein bewährter Hersteller mit langjähriger Erfahrung.</p>`,
    };
    for (const l of LANGS) run(mI18n, id, l, name, url, desc[l]);
    return { id, name, url };
  });
}

// ------------------------------------------------------------------ products

interface ProductMeta {
  type: ProductType;
  archived: boolean;
  removed: boolean;
  hashes: string[];
}

interface VariantSpec {
  attributes: VariantAttribute[];
  hash: string;
  values: AttrValue[];
}

function cartesian(groups: AttrValue[][]): AttrValue[][] {
  let acc: AttrValue[][] = [[]];
  for (const g of groups) {
    const next: AttrValue[][] = [];
    for (const a of acc) for (const v of g) next.push([...a, v]);
    acc = next;
  }
  return acc;
}

function contiguous<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  const n = Math.min(items.length, rng.int(min, max));
  const start = rng.int(0, items.length - n);
  return items.slice(start, start + n);
}

function variantSpecs(
  rng: Rng,
  kind: VariantKind,
  attrs: Record<Attr["key"], Attr>,
): VariantSpec[] {
  const groups: AttrValue[][] = [];
  const colours = (min: number, max: number): AttrValue[] =>
    rng.sample(attrs.colour.values, rng.int(min, max)).sort((a, b) => a.id - b.id);
  switch (kind) {
    case "colourSize":
      groups.push(colours(1, 4), contiguous(rng, attrs.size.values, 2, 5));
      break;
    case "colourShoe":
      groups.push(colours(1, 3), contiguous(rng, attrs.shoe.values, 3, 6));
      break;
    case "colourCapacity": {
      groups.push(colours(2, 4));
      const caps = contiguous(rng, attrs.capacity.values, 1, 3);
      if (caps.length > 1) groups.push(caps);
      break;
    }
    case "colour":
      groups.push(colours(2, 5));
      break;
    case "weight":
      groups.push(contiguous(rng, attrs.weight.values, 2, 4));
      break;
    case "none":
      return [];
  }
  return cartesian(groups)
    .slice(0, 12)
    .map((values) => {
      const attributes = values.map((v) => ({ id: String(v.attributeId), value: String(v.id) }));
      return { attributes, values, hash: attributes.map((a) => `${a.id};${a.value}`).join(",") };
    });
}

function description(
  rng: Rng,
  name: T3,
  materialText: T3 | null,
  extra: string,
): Record<SeedLang, DescriptionSection[]> {
  const s = rng.sample(DESCRIPTION_SENTENCES, 2);
  const withSpec = rng.chance(0.6);
  const withShipping = rng.chance(0.3);
  const out = {} as Record<SeedLang, DescriptionSection[]>;
  for (const l of LANGS) {
    const sections: DescriptionSection[] = [
      {
        title: DESCRIPTION_TITLES.description[l],
        text: `<p><strong>${name[l]}</strong>. ${s.map((x) => x[l]).join(" ")}</p>`,
      },
    ];
    if (withSpec && (materialText || extra)) {
      const rows: string[] = [];
      if (materialText) rows.push(`<li>${ATTRIBUTE_NAMES.material[l]}: ${materialText[l]}</li>`);
      if (extra) rows.push(`<li>${ATTRIBUTE_NAMES.power[l]}: ${extra}</li>`);
      sections.push({
        title: DESCRIPTION_TITLES.specification[l],
        text: `<ul>${rows.join("")}</ul>`,
      });
    }
    if (withShipping)
      sections.push({ title: DESCRIPTION_TITLES.shipping[l], text: SHIPPING_TEXT[l] });
    out[l] = sections;
  }
  return out;
}

interface PricePoint {
  stamp: number;
  /** Multiplier of the language's regular gross price. */
  factor: number;
}

export interface ProductSeedOptions {
  products: number;
  now: number;
  seed: number;
}

export function seedCatalogue(raw: DatabaseSync, opts: ProductSeedOptions): CatalogueResult {
  const rng = createRng(opts.seed);
  const now = opts.now;
  const categories = seedCategories(raw);
  const attrs = seedAttributes(raw);
  const manufacturers = seedManufacturers(raw);
  const pool = productImagePool();
  const assignable = categories.filter((c) => c.depth >= 1);
  const outlet = categories.find((c) => c.depth === 0 && c.nouns.length === 0 && c.menuHidden);
  const giftCat = categories[categories.length - 1] as SeedCategory;
  const electronicsLeafs = assignable.filter(
    (c) => c.variants === "colour" && c.extra.includes("power"),
  );
  const delicatessenLeafs = assignable.filter((c) => c.variants === "weight");

  const S = {
    product: insert(raw, "products", [
      "id",
      "type",
      "code",
      "code2",
      "product_code",
      "product_code2",
      "manufacturer_id",
      "main_category_id",
      "archived",
      "preorder",
      "created_at",
      "idx",
      "smart_idx",
      "removed_at",
      "main_image",
      "images",
      "unit",
      "priced_unit",
      "lang_vat",
      "options",
      "badges",
      "personalization",
      "components",
      "linked",
      "advanced_options",
      "additional_description",
      "total_stock",
      "has_variants",
    ]),
    i18n: insert(raw, "product_i18n", ["product_id", "lang", "name", "url", "description"]),
    price: insert(raw, "product_prices", [
      "product_id",
      "lang",
      "brutto",
      "netto",
      "vat",
      "discount",
      "discount_brutto",
      "discount_netto",
      "historical_brutto",
      "historical_netto",
      "divide_per_package",
      "variants",
      "custom_rules",
      "wholesale_brutto",
      "wholesale_netto",
      "sort_price",
    ]),
    history: insert(raw, "price_history", ["product_id", "lang", "stamp", "val"]),
    variant: insert(raw, "variants", [
      "product_id",
      "hash",
      "attributes",
      "count",
      "locked",
      "weight",
      "images",
      "sort_order",
    ]),
    attr: insert(raw, "product_attributes", [
      "product_id",
      "attribute_id",
      "value_id",
      "is_variant",
    ]),
    cat: insert(raw, "product_categories", ["product_id", "category_id", "direct"]),
    fts: insert(raw, "product_fts", ["name", "codes", "body", "lang", "product_id"]),
  };

  const meta: ProductMeta[] = [];
  const normalIds: number[] = [];
  const summaries: SeedProductSummary[] = [];
  const giftCardProductIds: number[] = [];
  const N = opts.products;
  const SUMMARY_LIMIT = 200;
  const FIXED_TYPES: Record<number, ProductType> = {
    4: "weight",
    6: "electronic",
    9: "set",
    11: "set_creator",
    13: "gift_card",
    14: "gift_card",
    15: "gift_card",
  };
  const GIFT_VALUES = [50, 100, 200];
  const extraBadges = ["Eco", "Hit", "Made in PL", "Limited"];

  let anyRemoved = false;
  for (let i = 0; i < N; i++) {
    const id = i + 1;
    let type: ProductType =
      FIXED_TYPES[id] ??
      (id < 20 || normalIds.length < 5
        ? "normal"
        : ((["normal", "weight", "electronic", "set", "set_creator"] as const)[
            rng.weighted([90, 4, 3, 2, 1])
          ] ?? "normal"));
    if (id > 15 && id % 20000 === 0) type = "gift_card";

    // ---- classification
    let cat: SeedCategory;
    if (type === "gift_card") cat = giftCat;
    else if (type === "weight") cat = rng.pick(delicatessenLeafs);
    else if (type === "electronic") cat = rng.pick(electronicsLeafs);
    else cat = rng.pick(assignable);
    const manufacturer = rng.chance(0.95) ? rng.pick(manufacturers) : null;
    const model = rng.pick(MODELS);
    const series = `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 99) * 10}`;

    // ---- components (sets)
    let components: SetComponent[] | null = null;
    if (type === "set" || type === "set_creator") {
      const candidates = rng.sample(
        normalIds.slice(-500),
        type === "set" ? rng.int(2, 4) : rng.int(4, 8),
      );
      components = candidates.map((pid) => {
        const m = meta[pid - 1] as ProductMeta;
        const c: SetComponent = {
          product: String(pid),
          quantity: type === "set" ? rng.int(1, 2) : 0,
        };
        if (m.hashes.length > 0 && m.hashes[0] !== "") c.variant = rng.pick(m.hashes);
        return c;
      });
    }

    // ---- name
    let name: T3;
    if (type === "gift_card") {
      const v = GIFT_VALUES[(id - 13) % 3] ?? 100 * Math.floor(id / 20000);
      name = t3(`Karta podarunkowa ${v} zł`, `Gift card ${v} zł`, `Geschenkkarte ${v} zł`);
    } else if (type === "set") {
      name = t3(`Zestaw ${model} ${series}`, `${model} set ${series}`, `Set ${model} ${series}`);
    } else if (type === "set_creator") {
      name = t3(
        `Skomponuj zestaw ${model} ${series}`,
        `Build your ${model} set ${series}`,
        `Stelle dein ${model}-Set zusammen ${series}`,
      );
    } else if (type === "electronic") {
      const noun = rng.pick([
        t3("E-book", "E-book", "E-Book"),
        t3("Kurs online", "Online course", "Online-Kurs"),
      ]);
      const topic = rng.pick(cat.nouns);
      name = t3(
        `${noun.pl}: ${topic.pl} ${model} od podstaw`,
        `${noun.en}: ${topic.en} ${model} basics`,
        `${noun.de}: ${topic.de} ${model} Grundlagen`,
      );
    } else {
      const noun = rng.pick(cat.nouns);
      name = t3(
        `${noun.pl} ${model} ${series}`,
        `${noun.en} ${model} ${series}`,
        `${noun.de} ${model} ${series}`,
      );
    }
    const url = {
      pl: `${slugify(name.pl)}-${id}`,
      en: `${slugify(name.en)}-${id}`,
      de: `${slugify(name.de)}-${id}`,
    };

    // ---- flags
    const archived = id > 20 && rng.chance(0.02);
    const preorder = id === 7 || (id > 20 && rng.chance(0.02));
    // The demo always has a removed product (its not-available page): the last one when chance picked none.
    const removed = (id > 20 && rng.chance(0.005)) || (id === N && N > 20 && !anyRemoved);
    if (removed) anyRemoved = true;
    const createdAt =
      now - (id === 1 || id === 2 ? rng.int(1, 10) : rng.int(0, 730)) * DAY - rng.int(0, DAY - 1);
    const smartIdx = Math.floor(rng.next() ** 2 * 10_000);

    // ---- variants and stock
    const kind: VariantKind =
      type === "normal" && cat.variants !== "none" && rng.chance(0.6) ? cat.variants : "none";
    const specs = variantSpecs(rng, kind, attrs);
    const productWeight = round2(rng.float(0.1, 5));
    // Drawn from the whole pool as before (the random sequence stays), shown as its category's.
    const inCategory = (p: PoolImage) => categoryPoolImage(pool, cat.topIndex, p);
    const drawnMain = pool[rng.int(0, pool.length - 1)] as PoolImage;
    const mainImg = inCategory(drawnMain);
    let totalStock = 0;
    const hashes: string[] = [];
    const variantRows: [string, string, number, number, number, string | null][] = [];
    const stockOf = (): [number, number] => {
      if (preorder) return [0, 0];
      if (type === "electronic" || type === "gift_card") return [9999, 0];
      const count = rng.chance(0.12) ? 0 : rng.int(1, 40);
      const locked = count > 0 && rng.chance(0.15) ? rng.int(1, Math.min(2, count)) : 0;
      return [count, locked];
    };
    if (specs.length === 0) {
      const [count, locked] = stockOf();
      totalStock += Math.max(count - locked, 0);
      hashes.push("");
      variantRows.push(["", "[]", count, locked, type === "electronic" ? 0 : productWeight, null]);
    } else {
      for (const sp of specs) {
        const [count, locked] = stockOf();
        totalStock += Math.max(count - locked, 0);
        hashes.push(sp.hash);
        const colour = sp.values.find((v) => v.attributeId === attrs.colour.id);
        const vImages =
          colour && rng.chance(0.7)
            ? [inCategory(pool[(colour.id * 7 + id) % pool.length] as PoolImage)].map((p) => ({
                url: p.url,
                r: p.r,
              }))
            : null;
        variantRows.push([
          sp.hash,
          json(sp.attributes),
          count,
          locked,
          productWeight,
          jsonOrNull(vImages),
        ]);
      }
    }

    // ---- attributes (facets)
    const attrRows = new Map<string, [number, number, number]>();
    let materialText: T3 | null = null;
    if (cat.extra.includes("material") && type !== "gift_card") {
      const m = rng.pick(attrs.material.values);
      materialText = m.text;
      attrRows.set(`${m.attributeId};${m.id}`, [m.attributeId, m.id, 0]);
    }
    let extraSpec = "";
    if (cat.extra.includes("power") && type === "normal") {
      const p = rng.pick(attrs.power.values);
      extraSpec = `${p.text.pl}`;
      attrRows.set(`${p.attributeId};${p.id}`, [p.attributeId, p.id, 0]);
    }
    for (const sp of specs)
      for (const v of sp.values) attrRows.set(`${v.attributeId};${v.id}`, [v.attributeId, v.id, 1]);

    // ---- categories
    const catIds = new Map<number, number>();
    const addCat = (c: SeedCategory): void => {
      for (const h of c.hierarchy) if (!catIds.has(h)) catIds.set(h, 0);
      catIds.set(c.id, 1);
    };
    addCat(cat);
    if (outlet && type === "normal" && rng.chance(0.03)) addCat(outlet);
    if (type === "normal" && rng.chance(0.1)) {
      const siblings = assignable.filter((c) => c.topIndex === cat.topIndex && c.id !== cat.id);
      if (siblings.length > 0) addCat(rng.pick(siblings));
    }

    // ---- prices
    const giftValue = type === "gift_card" ? Number(/\d+/.exec(name.pl)?.[0] ?? 100) : 0;
    const netto =
      type === "gift_card"
        ? giftValue
        : round2(Math.exp(rng.float(Math.log(9), Math.log(type === "set" ? 2500 : 1500))));
    const discount =
      type !== "gift_card" && (id === 1 || id === 3 || rng.chance(0.2))
        ? rng.pick([5, 10, 15, 20, 25, 30, 40, 50])
        : 0;
    const overrides: { hash: string; factor: number }[] = [];
    if (specs.length > 1 && (id === 2 || rng.chance(0.15))) {
      for (const sp of rng.sample(specs, rng.int(1, Math.min(3, specs.length - 1))))
        overrides.push({ hash: sp.hash, factor: rng.pick([1.1, 1.15, 1.2, 1.3, 1.4]) });
    }
    const customRulesKind =
      type === "normal" && (id === 5 || rng.chance(0.005)) ? rng.int(0, 3) : -1;
    const dividePerPackage =
      type === "normal" && kind === "none" && rng.chance(0.01) ? rng.pick([2, 4, 6, 10]) : null;
    const wholesale = type !== "gift_card";

    // price history story (same shape for every language, scaled by its gross price)
    const span = rng.int(30, 60);
    const points: PricePoint[] = [
      { stamp: now - span * DAY, factor: round2(rng.float(0.95, 1.15)) },
    ];
    const lowerEarlier = id === 1 || id === 8 || rng.chance(0.25);
    if (lowerEarlier)
      points.push({ stamp: now - rng.int(10, 25) * DAY, factor: round2(rng.float(0.8, 0.95)) });
    points.push({ stamp: now - rng.int(3, 9) * DAY, factor: 1 });
    if (discount > 0)
      points.push({ stamp: now - rng.int(0, 2) * DAY - 3_600_000, factor: 1 - discount / 100 });

    const bruttoByLang = {} as Record<SeedLang, number>;
    for (const l of LANGS) {
      const vat = LANG_VAT[l];
      const brutto = round2(netto * (1 + vat / 100));
      bruttoByLang[l] = brutto;
      const dBrutto = discount > 0 ? round2(brutto * (1 - discount / 100)) : null;
      const dNetto = discount > 0 ? round2(netto * (1 - discount / 100)) : null;
      let sortPrice = dBrutto ?? brutto;
      let variantsJson: string | null = null;
      if (overrides.length > 0) {
        const o: Record<string, VariantPriceOverride> = {};
        for (const ov of overrides) {
          const vn = round2(netto * ov.factor);
          const vb = round2(vn * (1 + vat / 100));
          const entry: VariantPriceOverride = { brutto: vb, netto: vn };
          if (discount > 0) {
            entry.discount = discount;
            entry.discountBrutto = round2(vb * (1 - discount / 100));
            entry.discountNetto = round2(vn * (1 - discount / 100));
          }
          o[ov.hash] = entry;
          sortPrice = Math.min(sortPrice, entry.discountBrutto ?? vb);
        }
        variantsJson = json(o);
      }
      let rulesJson: string | null = null;
      if (customRulesKind >= 0) {
        const rules: CustomPricingRule[] =
          customRulesKind === 0
            ? [
                { type: "total", from: 0, to: 199.99, brutto, netto },
                {
                  type: "total",
                  from: 200,
                  brutto: round2(brutto * 0.95),
                  netto: round2(netto * 0.95),
                },
              ]
            : customRulesKind === 1
              ? [
                  { type: "itemCount", from: 1, to: 4, brutto, netto },
                  {
                    type: "itemCount",
                    from: 5,
                    to: 9,
                    brutto: round2(brutto * 0.9),
                    netto: round2(netto * 0.9),
                  },
                  {
                    type: "itemCount",
                    from: 10,
                    brutto: round2(brutto * 0.8),
                    netto: round2(netto * 0.8),
                  },
                ]
              : customRulesKind === 2
                ? [
                    {
                      type: "attrSum",
                      vars: [String(attrs.capacity.id)],
                      from: 0,
                      to: 500,
                      brutto,
                      netto,
                    },
                    {
                      type: "attrSum",
                      vars: [String(attrs.capacity.id)],
                      from: 501,
                      brutto: round2(brutto * 1.25),
                      netto: round2(netto * 1.25),
                    },
                  ]
                : [
                    {
                      type: "formula",
                      formula: "quantity >= 10 ? price * 0.85 : price",
                      vars: ["price", "quantity"],
                    },
                  ];
        rulesJson = json(rules);
      }
      // historical (Omnibus): lowest gross within the 30 days before now, ignoring the
      // current discount point itself; for non-discounted products only when lower.
      const cutoff = now - 30 * DAY;
      let lowest = Infinity;
      const regularPoints = discount > 0 ? points.slice(0, -1) : points;
      for (let k = 0; k < regularPoints.length; k++) {
        const p = regularPoints[k] as PricePoint;
        const nextStamp = regularPoints[k + 1]?.stamp ?? now;
        if (nextStamp >= cutoff) lowest = Math.min(lowest, round2(brutto * p.factor));
      }
      let hBrutto: number | null = null;
      if (discount > 0 && Number.isFinite(lowest)) hBrutto = lowest;
      else if (Number.isFinite(lowest) && lowest < brutto) hBrutto = lowest;
      const hNetto = hBrutto === null ? null : round2(hBrutto / (1 + vat / 100));
      run(
        S.price,
        id,
        l,
        brutto,
        netto,
        vat,
        discount,
        dBrutto,
        dNetto,
        hBrutto,
        hNetto,
        dividePerPackage,
        variantsJson,
        rulesJson,
        wholesale ? round2(brutto * 0.8) : null,
        wholesale ? round2(netto * 0.8) : null,
        round2(sortPrice),
      );
      for (const p of points) run(S.history, id, l, p.stamp, round2(brutto * p.factor));
    }

    // ---- media, options, badges
    // As many pictures as before (the same draw), now the category's other pictures.
    const drawnGallery = rng
      .sample(pool, rng.int(1, 4) + 1)
      .filter((p) => p.url !== drawnMain.url)
      .slice(0, 4);
    const gallery = categoryGallery(pool, cat.topIndex, mainImg, drawnGallery.length).map((p) => ({
      url: p.url,
      r: p.r,
      width: p.width,
      height: p.height,
    }));
    // No alt of its own: pages name the picture by the product's name in the shopper's language.
    const mainImage: ImageRef = {
      url: mainImg.url,
      r: mainImg.r,
      width: mainImg.width,
      height: mainImg.height,
    };
    const isNew = now - createdAt < 30 * DAY;
    const isBestseller = smartIdx >= 9_500;
    const additional = rng.chance(0.03) || id === 3 ? rng.pick(extraBadges) : undefined;
    const badges: string[] = [];
    if (isNew) badges.push("new");
    if (isBestseller) badges.push("bestseller");
    if (additional) badges.push(additional);
    const view: ProductViewOptions = {};
    if (isNew) view.newBadge = true;
    if (isBestseller) view.bestsellerBadge = true;
    if (additional) view.additionalBadge = additional;
    if (preorder) view.allowPreorder = true;
    let unit: string | null = null;
    let pricedUnit: string | null = null;
    if (type === "weight") {
      unit = "kg";
      view.unit = "kg";
      view.quantityFactor = 0.5;
    } else if (type === "normal" && cat.variants === "weight" && kind === "none") {
      // packaged food priced per 100 g
      unit = "szt.";
      pricedUnit = "100 g";
      view.pricedUnit = rng.pick([2.5, 5, 10]);
    }
    if (type === "electronic") view.disableStockCountValidationOnUi = true;
    if (type === "set") view.customCountsForSet = rng.chance(0.5);
    if (type === "set_creator") view.allowZeroForSet = true;
    if (overrides.length > 0) view.minimumVariantPrice = true;
    if (rng.chance(0.02)) view.catPosition = rng.int(1, 5);

    let personalization: PersonalizationOption[] | null = null;
    if (type === "normal" && (id === 10 || rng.chance(0.01))) {
      personalization = [
        {
          id: "engraving",
          name: { pl: "Tekst grawerunku", en: "Engraving text", de: "Gravurtext" },
          type: "text",
          required: rng.chance(0.6) || id === 10,
        },
      ];
      if (rng.chance(0.5) || id === 10)
        personalization.push({
          id: "photo",
          name: { pl: "Twoje zdjęcie", en: "Your photo", de: "Dein Foto" },
          type: "image",
          required: false,
        });
    }

    let linked: { product: string; border?: boolean }[] | null = null;
    let advancedOptions: { linkedHeader: T3 } | null = null;
    if (N > 5 && (id === 1 || rng.chance(0.08))) {
      linked = [];
      for (const pid of new Set(Array.from({ length: rng.int(2, 4) }, () => rng.int(1, N)))) {
        if (pid !== id)
          linked.push(
            rng.chance(0.3) ? { product: String(pid), border: true } : { product: String(pid) },
          );
      }
      if (rng.chance(0.5))
        advancedOptions = {
          linkedHeader: t3(
            "Inne wersje tego produktu",
            "Other versions of this product",
            "Andere Versionen dieses Produkts",
          ),
        };
    }
    const additionalDescription =
      rng.chance(0.05) || id === 1
        ? t3(
            "<p>Produkt objęty <strong>24-miesięczną gwarancją</strong>.</p>",
            "<p>Covered by a <strong>24-month warranty</strong>.</p>",
            "<p>Mit <strong>24 Monaten Garantie</strong>.</p>",
          )
        : null;

    const code = `P${String(id).padStart(6, "0")}`;
    const code2 = ean13(id);
    const productCode = manufacturer
      ? `${manufacturer.url.slice(0, 3).toUpperCase()}-${(id * 37) % 100000}`
      : null;
    const productCode2 = rng.chance(0.1) ? `ALT-${id}` : null;

    run(
      S.product,
      id,
      type,
      code,
      code2,
      productCode,
      productCode2,
      manufacturer?.id ?? null,
      cat.id,
      archived ? 1 : 0,
      preorder ? 1 : 0,
      iso(createdAt),
      i,
      smartIdx,
      removed ? iso(now - rng.int(1, 90) * DAY) : null,
      json(mainImage),
      json(gallery),
      unit,
      pricedUnit,
      json(LANG_VAT),
      json({ view }),
      json(badges),
      jsonOrNull(personalization),
      jsonOrNull(components),
      jsonOrNull(linked),
      jsonOrNull(advancedOptions ? { linkedHeader: advancedOptions.linkedHeader } : null),
      jsonOrNull(additionalDescription),
      totalStock,
      specs.length > 0 ? 1 : 0,
    );

    const desc = description(rng, name, materialText, extraSpec);
    const codes = [code, code2, productCode ?? "", productCode2 ?? ""].join(" ").trim();
    for (const l of LANGS) {
      run(S.i18n, id, l, name[l], url[l], json(desc[l]));
      if (!removed) {
        const body = foldSearchText(
          `${name[l]} ${manufacturer?.name ?? ""} ${cat.name[l]} ${stripHtml((desc[l][0] as DescriptionSection).text)}`,
        );
        run(S.fts, name[l], codes, body, l, id);
      }
    }
    variantRows.forEach((v, k) => run(S.variant, id, v[0], v[1], v[2], v[3], v[4], v[5], k));
    for (const [aid, vid, isVar] of attrRows.values()) run(S.attr, id, aid, vid, isVar);
    for (const [cid, direct] of catIds) run(S.cat, id, cid, direct);

    meta.push({ type, archived, removed, hashes });
    if (type === "normal" && !archived && !removed && !preorder) normalIds.push(id);
    if (type === "gift_card") giftCardProductIds.push(id);

    if (summaries.length < SUMMARY_LIMIT) {
      const first = specs[0];
      const variantText = { pl: {}, en: {}, de: {} } as Record<SeedLang, Record<string, string>>;
      if (first)
        for (const v of first.values) {
          const a = Object.values(attrs).find((x) => x.id === v.attributeId) as Attr;
          for (const l of LANGS) variantText[l][ATTRIBUTE_NAMES[a.key][l]] = v.text[l];
        }
      summaries.push({
        id,
        type,
        name,
        url,
        code,
        code2,
        netto,
        brutto: bruttoByLang,
        mainImage,
        manufacturerId: manufacturer?.id ?? null,
        categories: [...catIds.keys()],
        variantHash: first?.hash ?? "",
        variantAttributes: first?.attributes ?? [],
        variantText,
        archived,
        removed,
        stock: totalStock,
        discount,
      });
    }
  }

  // ---- groups
  const groupDefs: T3[] = [
    t3("Bestsellery", "Bestsellers", "Bestseller"),
    t3("Nowości", "New arrivals", "Neuheiten"),
    t3("Promocje tygodnia", "Deals of the week", "Angebote der Woche"),
    t3("Na prezent", "Gift ideas", "Geschenkideen"),
    t3("Polecane", "Recommended", "Empfohlen"),
    t3("Eko wybór", "Eco choice", "Öko-Auswahl"),
  ];
  const gStmt = insert(raw, "product_groups", ["id", "sort_order"]);
  const gI18n = insert(raw, "product_group_i18n", [
    "group_id",
    "lang",
    "name",
    "url",
    "description",
    "description2",
  ]);
  const giStmt = insert(raw, "group_items", ["group_id", "product_id", "sort_order"]);
  const visible = meta
    .map((m, k) => ({ m, id: k + 1 }))
    .filter((x) => !x.m.archived && !x.m.removed && x.m.type !== "gift_card");
  const visibleIds = visible.slice(0, 3000).map((x) => x.id);
  const groups = groupDefs.map((gname, gi) => {
    const id = gi + 1;
    const url = { pl: slugify(gname.pl), en: slugify(gname.en), de: slugify(gname.de) };
    run(gStmt, id, gi);
    for (const l of LANGS)
      run(
        gI18n,
        id,
        l,
        gname[l],
        url[l],
        `<p>${gname[l]} – ${l === "pl" ? "wybrane produkty" : l === "en" ? "hand-picked products" : "ausgewählte Produkte"}.</p>`,
        gi % 2 === 0
          ? `<p>${l === "pl" ? "Zobacz też inne kolekcje." : l === "en" ? "See other collections too." : "Siehe auch andere Kollektionen."}</p>`
          : "",
      );
    const members = rng.sample(visibleIds, Math.min(visibleIds.length, rng.int(8, 24)));
    members.forEach((pid, k) => run(giStmt, id, pid, k));
    return { id, name: gname, url, productIds: members };
  });

  // ---- opinions (first few hundred products)
  const opStmt = insert(raw, "opinions", [
    "product_id",
    "lang",
    "user_id",
    "author_name",
    "rating",
    "text",
    "verified",
    "created_at",
  ]);
  let opinionCount = 0;
  for (let pid = 1; pid <= Math.min(N, 400); pid++) {
    const m = meta[pid - 1] as ProductMeta;
    if (m.removed) continue;
    const count = rng.weighted([20, 10, 10, 10, 8, 8, 7, 6, 5, 5, 4, 4, 3]);
    for (let k = 0; k < count; k++) {
      const rating = [1, 2, 3, 4, 5][rng.weighted([3, 5, 12, 30, 50])] as number;
      const lang = LANGS[rng.weighted([70, 20, 10])] as SeedLang;
      const bucket = rating <= 2 ? 0 : rating === 3 ? 1 : 2;
      const author = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES).charAt(0)}.`;
      run(
        opStmt,
        pid,
        lang,
        null,
        author,
        rating,
        rng.pick(OPINION_TEXTS[lang][bucket]),
        rng.chance(0.4) ? 1 : 0,
        iso(now - rng.int(1, 400) * DAY - rng.int(0, DAY - 1)),
      );
      opinionCount++;
    }
  }

  return {
    categories,
    manufacturers,
    groups,
    products: summaries,
    productCount: N,
    giftCardProductIds,
    opinionCount,
  };
}
