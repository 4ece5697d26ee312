/**
 * Loads products from the database and assembles the public `Product` shape
 * (spec 1 §3) in a constant number of queries per batch, whatever the batch size.
 *
 * Language handling: `name` and `url` carry every language (the storefront
 * needs them for language links); descriptions, prices and price history
 * carry only the requested language, to keep payloads small.
 */
import type { Kysely } from "kysely";
import type {
  CustomPricingRule,
  DescriptionSection,
  ImageRef,
  LangPrice,
  PersonalizationOption,
  Product,
  ProductType,
  ProductViewOptions,
  SetComponent,
  Variant,
  VariantAttribute,
  VariantPriceOverride,
} from "../../../domain/catalogue/catalogue.types";
import type { Database, ProductPriceRow } from "../../db/schema";
import { isDbId } from "../../../domain/shop/ids";
import { parseJson } from "../../db/json";

type Db = Kysely<Database>;

const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function optional(value: number | null): number | undefined {
  return value === null ? undefined : value;
}

export function toLangPrice(row: ProductPriceRow): LangPrice {
  const price: LangPrice = {
    brutto: row.brutto,
    netto: row.netto,
    vat: row.vat,
    discount: row.discount,
    discountBrutto: optional(row.discount_brutto),
    discountNetto: optional(row.discount_netto),
    historicalBrutto: optional(row.historical_brutto),
    historicalNetto: optional(row.historical_netto),
    variants: parseJson<Record<string, VariantPriceOverride> | undefined>(row.variants, undefined),
  };
  const rules = parseJson<CustomPricingRule[] | undefined>(row.custom_rules, undefined);
  if (row.divide_per_package !== null || rules) {
    price.custom = { dividePerPackage: optional(row.divide_per_package), rules };
  }
  if (row.wholesale_brutto !== null && row.wholesale_netto !== null) {
    price.wholesale = { brutto: row.wholesale_brutto, netto: row.wholesale_netto };
  }
  return price;
}

export interface LoadOptions {
  lang: string;
  /** Include removed products (for integrity checks); listed pages never do. */
  includeRemoved?: boolean;
  /** Include price history (product page); lists skip it. */
  withHistory?: boolean;
  /** Include set component products (`componentsData`); a set creator always has its offer's. */
  withComponents?: boolean;
}

/** Loads products by numeric id, preserving the order of `ids`; unknown ids are skipped. */
export async function loadProducts(
  db: Db,
  ids: readonly number[],
  options: LoadOptions,
  /** A set creator's offer (for its "from" price, decision 0007); not within an offer. */
  creatorOffers = true,
): Promise<Product[]> {
  // Ids that cannot name a row never reach SQL (PostgreSQL would refuse them: domain/shop/ids.ts).
  const unique = [...new Set(ids.filter(isDbId))];
  if (unique.length === 0) return [];
  const byId = new Map<number, Product>();
  for (const batch of chunks(unique)) {
    for (const product of await loadBatch(db, batch, options))
      byId.set(Number(product._id), product);
  }
  const sets = [...byId.values()].filter(
    (p) => options.withComponents === true || (creatorOffers && p.type === "set_creator"),
  );
  if (sets.length > 0) {
    const componentIds = sets.flatMap((p) => (p.components ?? []).map((c) => Number(c.product)));
    if (componentIds.length > 0) {
      const components = await loadProducts(db, componentIds, { lang: options.lang }, false);
      const componentById = new Map(components.map((c) => [c._id, c]));
      for (const product of sets) {
        if (!product.components) continue;
        product.componentsData = product.components
          .map((c) => componentById.get(c.product))
          .filter((c): c is Product => c !== undefined);
      }
    }
  }
  return unique.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
}

async function loadBatch(db: Db, ids: number[], options: LoadOptions): Promise<Product[]> {
  const { lang } = options;
  let productQuery = db.selectFrom("products").selectAll().where("id", "in", ids);
  if (!options.includeRemoved) productQuery = productQuery.where("removed_at", "is", null);
  const rows = await productQuery.execute();
  if (rows.length === 0) return [];
  const found = rows.map((r) => r.id);

  const [i18n, prices, variants, attributes, categories, history] = await Promise.all([
    db.selectFrom("product_i18n").selectAll().where("product_id", "in", found).execute(),
    db
      .selectFrom("product_prices")
      .selectAll()
      .where("product_id", "in", found)
      .where("lang", "=", lang)
      .execute(),
    db
      .selectFrom("variants")
      .selectAll()
      .where("product_id", "in", found)
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("product_attributes")
      .select(["product_id", "attribute_id", "value_id"])
      .where("product_id", "in", found)
      .where("is_variant", "=", 0)
      .execute(),
    db
      .selectFrom("product_categories")
      .select(["product_id", "category_id"])
      .where("product_id", "in", found)
      .where("direct", "=", 1)
      .execute(),
    options.withHistory
      ? db
          .selectFrom("price_history")
          .select(["product_id", "stamp", "val"])
          .where("product_id", "in", found)
          .where("lang", "=", lang)
          .orderBy("stamp")
          .execute()
      : Promise.resolve([]),
  ]);

  const group = <T extends { product_id: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) {
      const list = map.get(item.product_id);
      if (list) list.push(item);
      else map.set(item.product_id, [item]);
    }
    return map;
  };
  const i18nBy = group(i18n);
  const priceBy = new Map(prices.map((p) => [p.product_id, p]));
  const variantsBy = group(variants);
  const attributesBy = group(attributes);
  const categoriesBy = group(categories);
  const historyBy = group(history);

  return rows.map((row): Product => {
    const texts = i18nBy.get(row.id) ?? [];
    const name: Record<string, string> = {};
    const url: Record<string, string> = {};
    const description: Record<string, DescriptionSection[]> = {};
    for (const t of texts) {
      name[t.lang] = t.name;
      url[t.lang] = t.url;
      if (t.lang === lang) description[lang] = parseJson<DescriptionSection[]>(t.description, []);
    }
    const priceRow = priceBy.get(row.id);
    const options = parseJson<{ view?: ProductViewOptions }>(row.options, {});
    const productVariants: Variant[] = (variantsBy.get(row.id) ?? []).map((v) => ({
      attributes: parseJson<VariantAttribute[]>(v.attributes, []),
      hash: v.hash,
      count: v.count,
      locked: v.locked,
      weight: optional(v.weight),
      images: parseJson<ImageRef[] | undefined>(v.images, undefined),
    }));
    const linkedHeader = parseJson<{ linkedHeader?: Record<string, string> } | null>(
      row.advanced_options,
      null,
    );
    const product: Product = {
      _id: String(row.id),
      type: row.type as ProductType,
      name,
      url,
      description,
      code: row.code,
      code2: row.code2 ?? undefined,
      productCode: row.product_code ?? undefined,
      productCode2: row.product_code2 ?? undefined,
      price: priceRow ? { [lang]: toLangPrice(priceRow) } : {},
      langVat: parseJson<Record<string, number>>(row.lang_vat, {}),
      unit: row.unit ?? undefined,
      pricedUnit: row.priced_unit ?? undefined,
      variants: productVariants,
      attributes: (attributesBy.get(row.id) ?? []).map((a) => ({
        id: String(a.attribute_id),
        value: String(a.value_id),
      })),
      categories: (categoriesBy.get(row.id) ?? []).map((c) => String(c.category_id)),
      mainCategory: row.main_category_id === null ? undefined : String(row.main_category_id),
      manufacturer: row.manufacturer_id === null ? undefined : String(row.manufacturer_id),
      badges: parseJson<string[]>(row.badges, []),
      mainImage: parseJson<ImageRef | undefined>(row.main_image, undefined),
      images: parseJson<ImageRef[]>(row.images, []),
      components: parseJson<SetComponent[] | undefined>(row.components, undefined),
      personalization: parseJson<PersonalizationOption[] | undefined>(
        row.personalization,
        undefined,
      ),
      archived: row.archived === 1,
      preorder: row.preorder === 1,
      createdAt: row.created_at,
      idx: row.idx,
      smartIdx: row.smart_idx ?? undefined,
      additionalDescription: parseJson<Record<string, string> | undefined>(
        row.additional_description,
        undefined,
      ),
      advancedOptions: linkedHeader?.linkedHeader
        ? { linkedHeader: linkedHeader.linkedHeader }
        : undefined,
      options: { view: options.view ?? {} },
    };
    if (options.view === undefined) product.options = { view: {} };
    const points = historyBy.get(row.id);
    if (points)
      product.priceHistory = { [lang]: points.map((p) => ({ stamp: p.stamp, val: p.val })) };
    return product;
  });
}

/**
 * Finds a product id by its url in a language. Live products by default;
 * `{ removed: true }` finds a removed one (for the not-available page).
 */
export async function findProductIdByUrl(
  db: Db,
  lang: string,
  url: string,
  options: { removed?: boolean } = {},
): Promise<number | null> {
  const row = await db
    .selectFrom("product_i18n")
    .innerJoin("products", "products.id", "product_i18n.product_id")
    .select("products.id")
    .where("product_i18n.lang", "=", lang)
    .where("product_i18n.url", "=", url)
    .where("products.removed_at", options.removed ? "is not" : "is", null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Linked products resolved to the spec's LinkedItem shape for a language. */
export async function loadLinked(
  db: Db,
  productId: number,
  lang: string,
): Promise<Product["linkedData"]> {
  if (!isDbId(productId)) return [];
  const row = await db
    .selectFrom("products")
    .select("linked")
    .where("id", "=", productId)
    .executeTakeFirst();
  const refs = parseJson<{ product: string; border?: boolean }[]>(row?.linked ?? null, []);
  if (refs.length === 0) return [];
  const products = await loadProducts(
    db,
    refs.map((r) => Number(r.product)),
    { lang },
  );
  const byId = new Map(products.map((p) => [p._id, p]));
  return refs
    .map((ref) => {
      const p = byId.get(ref.product);
      if (!p || p.archived) return null;
      return {
        url: p.url[lang] ?? "",
        mainImage: p.mainImage,
        name: p.name[lang] ?? "",
        border: ref.border ?? false,
      };
    })
    .filter((x): x is NonNullable<typeof x> => x !== null);
}
