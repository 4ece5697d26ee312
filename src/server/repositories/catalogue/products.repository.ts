/**
 * Loads products from the database and assembles the public `Product` shape
 * (spec 1 §3) in a constant number of queries per batch, whatever the batch size
 * (product-rows.ts makes each product of its rows; product-lookups.repository.ts
 * finds one by its url and resolves the products one links to).
 *
 * Language handling: `name` and `url` carry every language (the storefront
 * needs them for language links); descriptions, prices and price history
 * carry only the requested language, to keep payloads small.
 */
import type { Kysely } from "kysely";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import type { Database } from "../../db/schema";
import { isDbId } from "../../../domain/shop/ids";
import { toProduct } from "./product-rows";

type Db = Kysely<Database>;

const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
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

  return rows.map((row) =>
    toProduct(
      {
        product: row,
        texts: i18nBy.get(row.id) ?? [],
        price: priceBy.get(row.id),
        variants: variantsBy.get(row.id) ?? [],
        attributes: attributesBy.get(row.id) ?? [],
        categories: categoriesBy.get(row.id) ?? [],
        history: historyBy.get(row.id),
      },
      lang,
    ),
  );
}
