/**
 * Basket integrity refresh (spec 1 §4): when the catalogue timestamp differs
 * from the stored one, basket and wishlist products are checked again and
 * items whose product no longer exists are dropped; the basket also drops
 * archived products (never sold, issue 44), which the wishlist keeps (its add is disabled). The shell's startup
 * (startup.ts) loads this module as its own chunk, and only when the basket or
 * the wishlist has lines.
 */
import type { StoredLine } from "../../domain/basket/basket-line";
import { send } from "../shared/api-core";
import { $wishlist, replaceWishlistLines } from "../wishlist/wishlist.store";
import { $basket, replaceBasketLines } from "./basket.store";
import { $productsTimestamp, setProductsTimestamp } from "./products-timestamp.store";

export interface IntegrityAnswer {
  timestamp: number;
  missing: string[];
  /** Products that exist but are archived. */
  archived?: string[] | undefined;
}

/** Lines without the missing products. */
export function dropMissing(
  lines: readonly StoredLine[],
  missing: readonly string[],
): StoredLine[] {
  const gone = new Set(missing);
  return lines.filter((l) => !gone.has(l.product));
}

export interface IntegrityPlan {
  /** New basket lines, or null when nothing changes. */
  basket: StoredLine[] | null;
  wishlist: StoredLine[] | null;
  timestamp: number;
}

const ID = /^\d{1,15}$/;

/**
 * What the integrity refresh changes: nothing when the catalogue timestamp is
 * the stored one and every id is well-formed; otherwise lines of missing (or
 * malformed) products go from basket and wishlist, the others stay in order,
 * and the new timestamp is stored.
 */
export function integrityPlan(
  basket: readonly StoredLine[],
  wishlist: readonly StoredLine[],
  answer: IntegrityAnswer,
  storedTimestamp: number,
): IntegrityPlan | null {
  const malformed = [...basket, ...wishlist].map((l) => l.product).filter((id) => !ID.test(id));
  if (answer.timestamp === storedTimestamp && malformed.length === 0) return null;
  const missing = [...answer.missing, ...malformed];
  const nextBasket = dropMissing(basket, [...missing, ...(answer.archived ?? [])]);
  const nextWishlist = dropMissing(wishlist, missing);
  return {
    basket: nextBasket.length !== basket.length ? nextBasket : null,
    wishlist: nextWishlist.length !== wishlist.length ? nextWishlist : null,
    timestamp: answer.timestamp,
  };
}

/** Runs from the shell's scripts: the client's core, so the islands' client stays out of the first scripts. */
export async function fetchIntegrity(ids: readonly string[]): Promise<IntegrityAnswer | null> {
  try {
    const res = await send(
      "/api/public/product/integrity",
      { method: "POST" },
      JSON.stringify({ ids: ids.filter((id) => /^\d{1,15}$/.test(id)).slice(0, 1000) }),
    );
    if (!res?.ok) return null;
    const data = (await res.json()) as Partial<IntegrityAnswer>;
    const texts = (list: unknown) =>
      Array.isArray(list) ? list.filter((m): m is string => typeof m === "string") : [];
    return {
      timestamp: typeof data.timestamp === "number" ? data.timestamp : 0,
      missing: texts(data.missing),
      archived: texts(data.archived),
    };
  } catch {
    return null;
  }
}

/** Checks the basket's and the wishlist's products and drops the lines of missing ones. */
export async function refreshIntegrity(): Promise<void> {
  const basket = $basket.get().list;
  const wishlist = $wishlist.get().list;
  const ids = [...new Set([...basket, ...wishlist].map((l) => l.product))];
  if (ids.length === 0) return;
  const answer = await fetchIntegrity(ids);
  if (!answer) return;
  const plan = integrityPlan(basket, wishlist, answer, $productsTimestamp.get());
  if (!plan) return;
  if (plan.basket) replaceBasketLines(plan.basket);
  if (plan.wishlist) replaceWishlistLines(plan.wishlist);
  setProductsTimestamp(plan.timestamp);
}
