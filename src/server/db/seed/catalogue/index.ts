/**
 * Catalogue seed: categories, attributes, manufacturers, products (with
 * variants, prices, price history, attributes, categories, full-text rows),
 * product groups and opinions.
 *
 * Bulk rows go through raw prepared statements on the underlying
 * `DatabaseSync` inside the caller's transaction (sql.ts) — the one documented
 * exception to "all SQL through Kysely", because 100k products must seed in
 * well under a minute. Everything is drawn from one random sequence in a fixed
 * order, so the same options always give the same catalogue.
 */
import type { DatabaseSync } from "node:sqlite";
import { productImagePool } from "../images.ts";
import { createRng } from "../prng.ts";
import { seedAttributes } from "./attributes.ts";
import { seedCategories } from "./categories.ts";
import { seedGroups } from "./groups.ts";
import { seedManufacturers } from "./manufacturers.ts";
import { seedOpinions } from "./opinions.ts";
import { seedProduct } from "./product.ts";
import type { CatalogueContext, CatalogueState } from "./product.ts";
import { productStatements } from "./statements.ts";
import type { CatalogueResult, SeedCategory, SeedProductSummary } from "./types.ts";

/** Products the rest of the seed gets a summary of (the first ones). */
const SUMMARY_LIMIT = 200;

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
  const N = opts.products;
  const ctx: CatalogueContext = {
    rng,
    now,
    N,
    S: productStatements(raw),
    attrs,
    manufacturers,
    pool,
    assignable,
    outlet: categories.find((c) => c.depth === 0 && c.nouns.length === 0 && c.menuHidden),
    giftCat: categories[categories.length - 1] as SeedCategory,
    electronicsLeafs: assignable.filter(
      (c) => c.variants === "colour" && c.extra.includes("power"),
    ),
    delicatessenLeafs: assignable.filter((c) => c.variants === "weight"),
  };
  const state: CatalogueState = { meta: [], normalIds: [], anyRemoved: false };
  const summaries: SeedProductSummary[] = [];
  for (let i = 0; i < N; i++) {
    const summary = seedProduct(ctx, state, i, i < SUMMARY_LIMIT);
    if (summary) summaries.push(summary);
  }
  const { meta } = state;
  const giftCardProductIds = meta.flatMap((m, k) => (m.type === "gift_card" ? [k + 1] : []));
  const groups = seedGroups(raw, rng, meta);
  const opinionCount = seedOpinions(raw, rng, meta, N, now);

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
