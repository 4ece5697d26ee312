/**
 * One demo product, drawn in a fixed order from the seed's random sequence (the same options
 * always give the same catalogue): its type and category, a set's components, name, flags,
 * variants and stock, facets and categories, prices, pictures and view options, extras; then
 * its rows are written.
 */
import type { ProductType, SetComponent } from "../../../../domain/catalogue/catalogue.types.ts";
import { categoryPoolImage } from "../images.ts";
import type { PoolImage } from "../images.ts";
import { round2 } from "../prng.ts";
import type { Rng } from "../prng.ts";
import { MODELS } from "../words.ts";
import type { VariantKind } from "../words.ts";
import type { ProductDraft } from "./draft.ts";
import { drawExtras } from "./extras.ts";
import { productName } from "./texts.ts";
import { drawCategories, drawFacets } from "./placement.ts";
import { drawPresentation } from "./presentation.ts";
import { drawPricing, writePrices } from "./prices.ts";
import { DAY } from "./sql.ts";
import type { ProductStatements } from "./statements.ts";
import { productSummary } from "./summary.ts";
import type {
  Attr,
  CatalogueResult,
  ProductMeta,
  SeedCategory,
  SeedProductSummary,
} from "./types.ts";
import { stockRows, variantSpecs } from "./variants.ts";
import { writeProduct } from "./write-product.ts";

/** What every product is drawn from. */
export interface CatalogueContext {
  rng: Rng;
  now: number;
  /** The number of products. */
  N: number;
  S: ProductStatements;
  attrs: Record<Attr["key"], Attr>;
  manufacturers: CatalogueResult["manufacturers"];
  pool: PoolImage[];
  /** Categories a product can be in (below the top level), and the special ones. */
  assignable: SeedCategory[];
  outlet: SeedCategory | undefined;
  giftCat: SeedCategory;
  electronicsLeafs: SeedCategory[];
  delicatessenLeafs: SeedCategory[];
}

/** What the products drawn so far leave for the next ones. */
export interface CatalogueState {
  meta: ProductMeta[];
  /** Normal products on sale (sets are made of them). */
  normalIds: number[];
  anyRemoved: boolean;
}

const FIXED_TYPES: Record<number, ProductType> = {
  4: "weight",
  6: "electronic",
  9: "set",
  11: "set_creator",
  13: "gift_card",
  14: "gift_card",
  15: "gift_card",
};

function drawType(rng: Rng, id: number, state: CatalogueState): ProductType {
  let type: ProductType =
    FIXED_TYPES[id] ??
    (id < 20 || state.normalIds.length < 5
      ? "normal"
      : ((["normal", "weight", "electronic", "set", "set_creator"] as const)[
          rng.weighted([90, 4, 3, 2, 1])
        ] ?? "normal"));
  if (id > 15 && id % 20000 === 0) type = "gift_card";
  return type;
}

function drawCategory(rng: Rng, ctx: CatalogueContext, type: ProductType): SeedCategory {
  if (type === "gift_card") return ctx.giftCat;
  if (type === "weight") return rng.pick(ctx.delicatessenLeafs);
  if (type === "electronic") return rng.pick(ctx.electronicsLeafs);
  return rng.pick(ctx.assignable);
}

/** A set's components: normal products seeded shortly before, with a variant when they have one. */
function setComponents(rng: Rng, type: ProductType, state: CatalogueState): SetComponent[] | null {
  if (type !== "set" && type !== "set_creator") return null;
  const candidates = rng.sample(
    state.normalIds.slice(-500),
    type === "set" ? rng.int(2, 4) : rng.int(4, 8),
  );
  return candidates.map((pid) => {
    const m = state.meta[pid - 1] as ProductMeta;
    const c: SetComponent = {
      product: String(pid),
      quantity: type === "set" ? rng.int(1, 2) : 0,
    };
    if (m.hashes.length > 0 && m.hashes[0] !== "") c.variant = rng.pick(m.hashes);
    return c;
  });
}

/** Draws and writes the product at `index` (id index + 1); its summary when `summarize`. */
export function seedProduct(
  ctx: CatalogueContext,
  state: CatalogueState,
  index: number,
  summarize: boolean,
): SeedProductSummary | null {
  const { rng, now, N, attrs, pool } = ctx;
  const id = index + 1;
  const type = drawType(rng, id, state);
  const cat = drawCategory(rng, ctx, type);
  const manufacturer = rng.chance(0.95) ? rng.pick(ctx.manufacturers) : null;
  const model = rng.pick(MODELS);
  const series = `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 99) * 10}`;
  const components = setComponents(rng, type, state);
  const { name, url } = productName(rng, { id, type, cat, model, series });

  const archived = id > 20 && rng.chance(0.02);
  const preorder = id === 7 || (id > 20 && rng.chance(0.02));
  // The demo always has a removed product (its not-available page): the last one when chance picked none.
  const removed = (id > 20 && rng.chance(0.005)) || (id === N && N > 20 && !state.anyRemoved);
  if (removed) state.anyRemoved = true;
  const createdAt =
    now - (id === 1 || id === 2 ? rng.int(1, 10) : rng.int(0, 730)) * DAY - rng.int(0, DAY - 1);
  const smartIdx = Math.floor(rng.next() ** 2 * 10_000);

  const kind: VariantKind =
    type === "normal" && cat.variants !== "none" && rng.chance(0.6) ? cat.variants : "none";
  const specs = variantSpecs(rng, kind, attrs);
  const productWeight = round2(rng.float(0.1, 5));
  // Drawn from the whole pool as before (the random sequence stays), shown as its category's.
  const drawnMain = pool[rng.int(0, pool.length - 1)] as PoolImage;
  const mainImg = categoryPoolImage(pool, cat.topIndex, drawnMain);
  const { totalStock, hashes, variantRows } = stockRows(rng, {
    id,
    type,
    preorder,
    specs,
    productWeight,
    attrs,
    pool,
    topIndex: cat.topIndex,
  });

  const facets = drawFacets(rng, cat, type, specs, attrs);
  const catIds = drawCategories(rng, cat, type, ctx.assignable, ctx.outlet);
  const pricing = drawPricing(rng, { id, type, name, kind, specs, now });
  const brutto = writePrices(ctx.S, id, pricing, now, attrs.capacity.id);
  const presentation = drawPresentation(rng, {
    id,
    type,
    now,
    createdAt,
    smartIdx,
    preorder,
    cat,
    kind,
    pool,
    drawnMain,
    mainImg,
    hasOverrides: pricing.overrides.length > 0,
  });
  const extras = drawExtras(rng, id, type, N);

  const draft: ProductDraft = {
    id,
    index,
    type,
    name,
    url,
    cat,
    manufacturer,
    archived,
    preorder,
    removed,
    createdAt,
    smartIdx,
    components,
    specs,
    totalStock,
    variantRows,
    facets,
    catIds,
    pricing,
    presentation,
    extras,
  };
  const { code, code2 } = writeProduct(rng, ctx.S, now, draft);

  state.meta.push({ type, archived, removed, hashes });
  if (type === "normal" && !archived && !removed && !preorder) state.normalIds.push(id);
  return summarize ? productSummary(draft, { code, code2, brutto }, attrs) : null;
}
