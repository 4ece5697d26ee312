/**
 * How a product shows: its main picture and gallery (its top category's pictures), badges, and
 * the view options its type and variants call for (unit, priced unit, preorder, sets).
 */
import type {
  ImageRef,
  ProductType,
  ProductViewOptions,
} from "../../../../domain/catalogue/catalogue.types.ts";
import { categoryGallery } from "../images.ts";
import type { PoolImage } from "../images.ts";
import type { Rng } from "../prng.ts";
import type { VariantKind } from "../words.ts";
import { DAY } from "./sql.ts";
import type { SeedCategory } from "./types.ts";

const extraBadges = ["Eco", "Hit", "Made in PL", "Limited"];

export interface PresentationInput {
  id: number;
  type: ProductType;
  now: number;
  createdAt: number;
  smartIdx: number;
  preorder: boolean;
  cat: SeedCategory;
  kind: VariantKind;
  pool: PoolImage[];
  /** The picture drawn from the whole pool, and what it is shown as (its category's). */
  drawnMain: PoolImage;
  mainImg: PoolImage;
  /** Whether some variant costs more (the price then reads "from"). */
  hasOverrides: boolean;
}

export interface Presentation {
  mainImage: ImageRef;
  gallery: ImageRef[];
  badges: string[];
  view: ProductViewOptions;
  unit: string | null;
  pricedUnit: string | null;
}

/** Draws a product's pictures, badges and view options. */
export function drawPresentation(rng: Rng, input: PresentationInput): Presentation {
  const { id, type, now, createdAt, smartIdx, preorder, cat, kind, pool, drawnMain, mainImg } =
    input;
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
  if (input.hasOverrides) view.minimumVariantPrice = true;
  if (rng.chance(0.02)) view.catPosition = rng.int(1, 5);
  return { mainImage, gallery, badges, view, unit, pricedUnit };
}
