/**
 * The basket, persisted in localStorage under a versioned key and shared by
 * islands and header scripts. Components call the exported actions, never
 * `.set`. Only ids and quantities are stored; prices always come from the server.
 */
import { persistentAtom } from "@nanostores/persistent";
import { computed } from "nanostores";
import { countLines, EMPTY_LIST, parseStoredList, type StoredList } from "./basket-line";

export const BASKET_KEY = "basket:v1";

export const $basket = persistentAtom<StoredList>(BASKET_KEY, EMPTY_LIST, {
  encode: JSON.stringify,
  decode: parseStoredList,
  listen: true,
});

export const $basketCount = computed($basket, (basket) => countLines(basket.list));

export function clearBasket(): void {
  $basket.set({ list: [], timestamp: Date.now() });
}
