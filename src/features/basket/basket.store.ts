/**
 * The basket, persisted in localStorage under a versioned key and shared by
 * islands and header scripts. Components call the exported actions, never
 * `.set`. Only ids and quantities are stored; prices always come from the server.
 */
import { persistentAtom } from "@nanostores/persistent";
import { atom, computed } from "nanostores";
import { showAlert } from "../alerts/alerts.store";
import {
  countLines,
  EMPTY_LIST,
  lineKey,
  parseStoredList,
  type StoredLine,
  type StoredList,
} from "../../domain/basket/basket-line";
import { stockUsedBy } from "../../domain/basket/stock-used";
import { floorToMultiple, normalizeQuantity, QUANTITY_STEP } from "../../domain/basket/quantity";

export const BASKET_KEY = "basket:v1";

export const $basket = persistentAtom<StoredList>(BASKET_KEY, EMPTY_LIST, {
  encode: JSON.stringify,
  decode: parseStoredList,
  listen: true,
});

export const $basketCount = computed($basket, (basket) => countLines(basket.list));

/** Whether the basket modal is open (not persisted: modals reset on start). */
export const $basketOpen = atom(false);

/**
 * How much of a product variant's stock the basket already takes, over all its
 * lines, set components included (`stockUsedBy`, the rule the basket check uses).
 */
export function quantityInBasket(
  product: string,
  variantHash: string,
  list: readonly StoredLine[] = $basket.get().list,
): number {
  return stockUsedBy(list, product, variantHash);
}

export interface AddResult {
  /** How much was actually added (0 when the line was already at its maximum). */
  added: number;
  quantity: number;
}

/**
 * Adds a line, merging it with an identical one. The quantity follows the
 * quantity rule for `factor` (the product's quantity factor, default 1): the
 * added amount is rounded down to a multiple, minimum one factor. The resulting
 * quantity never exceeds `max` (the caller's stock rule for this line, rounded
 * down to the factor); nothing is added when there is no room.
 */
export function addToBasket(line: StoredLine, max: number, factor?: number): AddResult {
  const { list } = $basket.get();
  const key = lineKey(line);
  const index = list.findIndex((l) => lineKey(l) === key);
  const current = index >= 0 ? (list[index]?.quantity ?? 0) : 0;
  // Untrusted numbers: NaN, negative or infinite additions and maxima add nothing.
  const adding = normalizeQuantity(line.quantity, factor);
  if (adding === null) return { added: 0, quantity: current };
  const limit = Number.isFinite(max) && max > 0 ? max : 0;
  const wanted = floorToMultiple(Math.min(current + adding, limit), factor);
  const added = floorToMultiple(wanted - current, QUANTITY_STEP);
  if (added <= 0) return { added: 0, quantity: current };
  const next =
    index >= 0
      ? list.map((l, i) => (i === index ? { ...l, quantity: wanted } : l))
      : [...list, { ...line, quantity: wanted }];
  $basket.set({ list: next, timestamp: Date.now() });
  return { added, quantity: wanted };
}

/**
 * Sets a line's quantity, normalized by the quantity rule for `factor` (the
 * product's quantity factor, default 1); 0 or less removes the line; a
 * non-number changes nothing.
 */
export function setLineQuantity(key: string, quantity: number, factor?: number): void {
  if (Number.isNaN(quantity) || quantity === Infinity) return;
  const { list } = $basket.get();
  const normalized = normalizeQuantity(quantity, factor);
  const next =
    normalized === null
      ? list.filter((l) => lineKey(l) !== key)
      : list.map((l) => (lineKey(l) === key ? { ...l, quantity: normalized } : l));
  $basket.set({ list: next, timestamp: Date.now() });
}

export function removeLine(key: string): void {
  setLineQuantity(key, 0);
}

export function clearBasket(): void {
  $basket.set({ list: [], timestamp: Date.now() });
}

export function openBasket(): void {
  $basketOpen.set(true);
}

export function closeBasket(): void {
  $basketOpen.set(false);
}

/**
 * What happens after a successful add (spec 1 §4, buyProcess.afterBasketAdd):
 * a 3 s success alert, opening the basket modal, or going to the delivery step.
 */
export function afterBasketAdd(
  mode: "notification" | "showBasket" | "summary",
  options: { message: string; deliveryHref: string; navigate?: (href: string) => void },
): void {
  if (mode === "showBasket") openBasket();
  else if (mode === "summary")
    (options.navigate ?? ((href) => window.location.assign(href)))(options.deliveryHref);
  else showAlert({ type: "success", msg: options.message, delayMs: 3_000 });
}

/** Replaces the lines (integrity refresh); the list is re-parsed so nothing malformed gets in. */
export function replaceBasketLines(list: readonly StoredLine[]): void {
  $basket.set({ list: parseStoredList({ list }).list, timestamp: Date.now() });
}
