/** The wishlist, persisted like the basket (see basket.store.ts). */
import { persistentAtom } from "@nanostores/persistent";
import { computed } from "nanostores";
import { EMPTY_LIST, parseStoredList, type StoredList } from "../basket/basket-line";

export const WISHLIST_KEY = "wishlist:v1";

export const $wishlist = persistentAtom<StoredList>(WISHLIST_KEY, EMPTY_LIST, {
  encode: JSON.stringify,
  decode: parseStoredList,
  listen: true,
});

/** The header shows the number of wishlist rows. */
export const $wishlistCount = computed($wishlist, (wishlist) => wishlist.list.length);
