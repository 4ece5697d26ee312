/** The wishlist, persisted like the basket (see basket.store.ts). */
import { persistentAtom } from "@nanostores/persistent";
import { computed } from "nanostores";
import {
  EMPTY_LIST,
  parseStoredList,
  type StoredLine,
  type StoredList,
} from "../../domain/basket-line";
import { lineKey } from "../../domain/basket-line";

export const WISHLIST_KEY = "wishlist:v1";
export const WISHLIST_MAX_QUANTITY = 999_999;

export const $wishlist = persistentAtom<StoredList>(WISHLIST_KEY, EMPTY_LIST, {
  encode: JSON.stringify,
  decode: parseStoredList,
  listen: true,
});

/** The header shows the number of wishlist rows. */
export const $wishlistCount = computed($wishlist, (wishlist) => wishlist.list.length);

export function isInWishlist(product: string, variantHash: string): boolean {
  return $wishlist.get().list.some((l) => l.product === product && l.variantHash === variantHash);
}

/** Adds a line once; adding an existing line again leaves it as it is. Returns false when it was already there. */
export function addToWishlist(line: StoredLine): boolean {
  const { list } = $wishlist.get();
  const key = lineKey(line);
  if (list.some((l) => lineKey(l) === key)) return false;
  const quantity = Math.min(Math.max(line.quantity, 1), WISHLIST_MAX_QUANTITY);
  $wishlist.set({ list: [...list, { ...line, quantity }], timestamp: Date.now() });
  return true;
}

export function removeFromWishlist(key: string): void {
  const { list } = $wishlist.get();
  $wishlist.set({ list: list.filter((l) => lineKey(l) !== key), timestamp: Date.now() });
}

export function setWishlistQuantity(key: string, quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  const clamped = Math.min(Math.max(quantity, 1), WISHLIST_MAX_QUANTITY);
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
