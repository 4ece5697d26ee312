/**
 * A set creator's listed price is its cheapest set, the "from" price its box
 * shows (decision 0007; `creatorPrice`), not its own price, which is never
 * charged: the listing index sorts (and filters) creators by it, for retail and
 * wholesale shoppers alike. Their offers are loaded once per index build; a
 * creator none of whose items has a price keeps its stored sort price.
 */
import { creatorPrice } from "../../../domain/pricing/price-view";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import { getDb } from "../../db/client";
import { loadCreatorIds } from "../../repositories/catalogue/listing.repository";
import { loadProducts } from "../../repositories/catalogue/products.repository";
import type { IndexRows } from "./listing-index";

/** `rows` with the price rows of set creators replaced by their cheapest sets' (base currency, gross). */
export async function withCreatorPrices(rows: IndexRows): Promise<IndexRows> {
  const ids = await loadCreatorIds();
  if (ids.length === 0) return rows;
  const creators = new Set(ids.map(String));
  const langs = [...new Set(rows.prices.map((p) => p.lang))];
  const db = await getDb();
  const byLang = new Map<string, Map<string, Product>>();
  for (const lang of langs) {
    const products = await loadProducts(db, ids, { lang });
    byLang.set(lang, new Map(products.map((p) => [p._id, p])));
  }
  const prices = rows.prices.map((row) => {
    const id = String(row.productId);
    const product = creators.has(id) ? byLang.get(row.lang)?.get(id) : undefined;
    if (!product) return row;
    const retail = creatorPrice({ product, lang: row.lang, rate: 1 });
    const wholesale = creatorPrice({ product, lang: row.lang, rate: 1, wholesale: true });
    if (!retail) return row;
    return { ...row, sortPrice: retail.brutto, wholesalePrice: wholesale?.brutto ?? null };
  });
  return { ...rows, prices };
}
