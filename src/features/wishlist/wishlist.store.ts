/**
 * The wishlist, persisted like the basket (see basket.store.ts). Quantities
 * follow the quantity rule (`domain/basket/quantity.ts`) for the product's factor:
 * rounded down to a multiple, minimum one factor (0.5 kg stays 0.5 kg), at
 * most 999999.
 */
import { persistentAtom } from "@nanostores/persistent";
import { computed } from "nanostores";
import {
  EMPTY_LIST,
  parseStoredList,
  type StoredLine,
  type StoredList,
} from "../../domain/basket/basket-line";
import { lineKey } from "../../domain/basket/basket-line";
import { normalizeFactor, normalizeQuantity } from "../../domain/basket/quantity";

export const WISHLIST_KEY = "wishlist:v1";

export const $wishlist = persistentAtom<StoredList>(WISHLIST_KEY, EMPTY_LIST, {
  encode: JSON.stringify,
  decode: parseStoredList,
  listen: true,
});

/** The header shows the number of wishlist rows. */
export const $wishlistCount = computed($wishlist, (wishlist) => wishlist.list.length);

/**
 * Adds a line once, its quantity normalized for `factor` (the product's
 * quantity factor, default 1; a non-number becomes one factor); adding an
 * existing line again leaves it as it is. Returns false when it was already there.
 */
export function addToWishlist(line: StoredLine, factor?: number): boolean {
  const { list } = $wishlist.get();
  const key = lineKey(line);
  if (list.some((l) => lineKey(l) === key)) return false;
  const quantity = normalizeQuantity(line.quantity, factor) ?? normalizeFactor(factor);
  $wishlist.set({ list: [...list, { ...line, quantity }], timestamp: Date.now() });
  return true;
}

export function removeFromWishlist(key: string): void {
  const { list } = $wishlist.get();
  $wishlist.set({ list: list.filter((l) => lineKey(l) !== key), timestamp: Date.now() });
}

/** Sets a row's quantity, normalized for `factor` (below one factor: one factor); a non-number changes nothing. */
export function setWishlistQuantity(key: string, quantity: number, factor?: number): void {
  if (!Number.isFinite(quantity)) return;
  const clamped = normalizeQuantity(quantity, factor) ?? normalizeFactor(factor);
  const { list } = $wishlist.get();
  $wishlist.set({
    list: list.map((l) => (lineKey(l) === key ? { ...l, quantity: clamped } : l)),
    timestamp: Date.now(),
  });
}

/** Replaces the lines (integrity refresh). */
export function replaceWishlistLines(list: readonly StoredLine[]): void {
  $wishlist.set({ list: parseStoredList({ list }).list, timestamp: Date.now() });
}
