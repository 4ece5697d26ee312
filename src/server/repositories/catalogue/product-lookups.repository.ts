/**
 * A product found by its url, and the products a product links to (its `linkedData`); the
 * products themselves are loaded by products.repository.ts.
 */
import type { Kysely } from "kysely";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import type { Database } from "../../db/schema";
import { isDbId } from "../../../domain/shop/ids";
import { parseJson } from "../../db/json";
import { loadProducts } from "./products.repository";

type Db = Kysely<Database>;

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
