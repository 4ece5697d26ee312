/** The catalogue timestamp the basket was last checked against (spec 1 §4 integrity refresh). */
import { persistentAtom } from "@nanostores/persistent";

export const PRODUCTS_TIMESTAMP_KEY = "productsTimestamp:v1";

export function parseTimestamp(raw: unknown): number {
  const n = typeof raw === "string" ? Number(raw) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

export const $productsTimestamp = persistentAtom<number>(PRODUCTS_TIMESTAMP_KEY, 0, {
  encode: String,
  decode: parseTimestamp,
  listen: true,
});

export function setProductsTimestamp(timestamp: number): void {
  if (Number.isFinite(timestamp) && timestamp >= 0) $productsTimestamp.set(timestamp);
}
