/**
 * Baskets: server-side pricing of a list of lines (the same domain functions
 * the islands use) and the stored copies for abandoned-basket follow-up
 * (spec 1 §4 Basket persistence, §7 payload). The server never trusts the
 * client's total: it recomputes it from the database. A count that breaks the
 * quantity rule for its product (`isValidQuantity`: a positive multiple of the
 * quantity factor, e.g. 0.0001 or 2.5 pieces) is rejected, not stored as
 * something else: the write answers `{ invalid: [field paths] }`.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Product } from "../../../domain/catalogue/catalogue.types";
import type { StoredLine } from "../../../domain/basket/basket-line";
import { priceBasket, productMap, type PricedBasket } from "../../../domain/basket/basket-pricing";
import type { RequestContext } from "../../context";
import { getDb } from "../../db/client";
import { toJson } from "../../db/json";
import {
  deleteBasketsBefore,
  deleteStoredBasket,
  insertBasket,
  updateStoredBasket,
} from "../../repositories/checkout/baskets.repository";
import { variantLabelsFor, type VariantLabels } from "../../../domain/catalogue/variant-label";
import { isValidQuantity, quantityFactorOf } from "../../../domain/basket/quantity";
import { getAttributes, getBasketProducts } from "../catalogue.service";

export const BASKET_MAX_AGE_MS = 30 * 86_400_000;

export interface PricingInput {
  lines: readonly StoredLine[];
  deliveryCountry?: string | null | undefined;
}

export interface ServerPricedBasket extends PricedBasket {
  products: Map<string, Product>;
}

/** Loads the basket's products and prices it for the request's shopper. */
export async function priceForShopper(
  ctx: RequestContext,
  input: PricingInput,
): Promise<ServerPricedBasket> {
  const products = productMap(await getBasketProducts(input.lines, ctx.lang));
  const priced = priceBasket(input.lines, products, ctx.pricing, input.deliveryCountry);
  return { ...priced, products };
}

export interface BasketPayloadProduct {
  count: number;
  id: string;
  code: string;
  variantHash: string;
}

export interface BasketPayload {
  products: BasketPayloadProduct[];
  user: { id: string; name: string; wholesale: boolean } | null;
  totalPrice: number;
  lang: string;
}

type BasketProducts = readonly { count: number; id: string; variantHash: string }[];

/** Field paths of counts that break the quantity rule of their (known) product. */
function invalidCounts(products: BasketProducts, known: ReadonlyMap<string, Product>): string[] {
  return products.flatMap((p, i) => {
    const product = known.get(p.id);
    return product && !isValidQuantity(p.count, quantityFactorOf(product))
      ? [`products.${i}.count`]
      : [];
  });
}

/** The stored payload: products checked against the catalogue, the user from the session, the total recomputed. */
async function buildPayload(
  ctx: RequestContext,
  products: BasketProducts,
): Promise<{ payload: BasketPayload } | { invalid: string[] }> {
  const lines: StoredLine[] = products.map((p) => ({
    product: p.id,
    variantHash: p.variantHash,
    quantity: p.count,
    type: "normal",
  }));
  const priced = await priceForShopper(ctx, { lines });
  const invalid = invalidCounts(products, priced.products);
  if (invalid.length > 0) return { invalid };
  return {
    payload: {
      products: priced.checked.map((l) => ({
        count: l.quantity,
        id: l.product,
        code: priced.products.get(l.product)?.code ?? "",
        variantHash: l.variantHash,
      })),
      user: ctx.user
        ? { id: ctx.user.id, name: ctx.user.name, wholesale: ctx.user.wholesale }
        : null,
      totalPrice: priced.brutto,
      lang: ctx.lang,
    },
  };
}

export async function purgeOldBaskets(now = Date.now()): Promise<number> {
  return deleteBasketsBefore(await getDb(), new Date(now - BASKET_MAX_AGE_MS));
}

export type BasketWrite =
  { id: string; key?: string; payload: BasketPayload } | { invalid: string[] };

/**
 * A server basket belongs to the browser that created it: creating one hands
 * out a random key (stored as its sha256), and only a request carrying that
 * key may change or delete it (issue 15). A wrong key looks like an unknown basket.
 */
function keyHash(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function createBasket(
  ctx: RequestContext,
  products: BasketProducts,
): Promise<BasketWrite> {
  await purgeOldBaskets();
  const db = await getDb();
  const built = await buildPayload(ctx, products);
  if ("invalid" in built) return built;
  const { payload } = built;
  const id = randomBytes(16).toString("hex");
  const key = randomBytes(16).toString("hex");
  const now = new Date().toISOString();
  await insertBasket(db, {
    id,
    owner_key_hash: keyHash(key),
    user_id: ctx.user ? Number(ctx.user.id) : null,
    lang: ctx.lang,
    payload: toJson(payload),
    total_price: payload.totalPrice,
    created_at: now,
    updated_at: now,
  });
  return { id, key, payload };
}

/**
 * Updates a stored basket; null when it does not exist, expired (then it is
 * deleted) or `key` is not its creator's. A shopper who logs in becomes its
 * owner; an anonymous update keeps the owner it has.
 */
export async function updateBasket(
  ctx: RequestContext,
  id: string,
  key: string,
  products: BasketProducts,
): Promise<BasketWrite | null> {
  await purgeOldBaskets();
  const db = await getDb();
  const built = await buildPayload(ctx, products);
  if ("invalid" in built) return built;
  const { payload } = built;
  const updated = await updateStoredBasket(db, id, keyHash(key), {
    payload: toJson(payload),
    total_price: payload.totalPrice,
    lang: ctx.lang,
    ...(ctx.user ? { user_id: Number(ctx.user.id) } : {}),
    updated_at: new Date().toISOString(),
  });
  return updated ? { id, payload } : null;
}

/** Deletes a stored basket when `key` is its creator's. */
export async function deleteBasket(id: string, key: string): Promise<boolean> {
  return deleteStoredBasket(await getDb(), id, keyHash(key));
}

/** Attribute names and value texts in the request's language, for basket rows. */
export async function variantLabels(ctx: RequestContext): Promise<VariantLabels> {
  return variantLabelsFor(await getAttributes(), ctx.lang, ctx.settings.baseLang);
}
