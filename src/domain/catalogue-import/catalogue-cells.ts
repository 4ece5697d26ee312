/**
 * One cell of a catalogue file read as the value it names (issue 31, item 6): an amount, a
 * stock count, the archived flag, a list of categories. Each answers the value or the reason
 * it is not one; an empty cell is `null` ("leave as it is") and is the caller's to judge.
 */
import type { ImportProblemCode } from "./catalogue-import.types";
import { CATEGORY_SEPARATOR } from "./catalogue-csv";

export type Cell<T> = { ok: true; value: T | null } | { ok: false; code: ImportProblemCode };

/** The highest price the file may set (a typo guard, not a business rule). */
export const MAX_PRICE = 10_000_000;
export const MAX_STOCK = 1_000_000_000;
export const MAX_NAME = 250;
export const MAX_CODE = 100;

/** A gross amount: digits with a dot or a comma and at most two decimals, above 0. */
export function priceCell(raw: string): Cell<number> {
  const text = raw.replace(/\s/g, "");
  if (text === "") return { ok: true, value: null };
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return { ok: false, code: "badPrice" };
  const value = Number(text.replace(",", "."));
  if (value <= 0 || value > MAX_PRICE) return { ok: false, code: "badPrice" };
  return { ok: true, value };
}

/** Whole pieces, 0 or more. */
export function stockCell(raw: string): Cell<number> {
  const text = raw.replace(/\s/g, "");
  if (text === "") return { ok: true, value: null };
  if (/^-\d+$/.test(text)) return { ok: false, code: "negativeStock" };
  if (!/^\d+$/.test(text) || Number(text) > MAX_STOCK) return { ok: false, code: "badStock" };
  return { ok: true, value: Number(text) };
}

const YES = new Set(["1", "tak", "yes", "ja", "true", "t", "y"]);
const NO = new Set(["0", "nie", "no", "nein", "false", "n"]);

/** 0/1 (or yes/no in the shop's languages). */
export function archivedCell(raw: string): Cell<boolean> {
  const text = raw.trim().toLowerCase();
  if (text === "") return { ok: true, value: null };
  if (YES.has(text)) return { ok: true, value: true };
  if (NO.has(text)) return { ok: true, value: false };
  return { ok: false, code: "badArchived" };
}

/**
 * Categories by id or url, joined by `|`: their ids, ascending and without repeats. `-` alone
 * means "no category". The first unknown one is the answer's `unknown`.
 */
export function categoriesCell(
  raw: string,
  known: ReadonlyMap<string, string>,
): { ok: true; value: string[] | null } | { ok: false; code: "unknownCategory"; unknown: string } {
  const text = raw.trim();
  if (text === "") return { ok: true, value: null };
  if (text === "-") return { ok: true, value: [] };
  const ids = new Set<string>();
  for (const part of text.split(CATEGORY_SEPARATOR)) {
    const key = part.trim();
    if (key === "") continue;
    const id = known.get(key) ?? known.get(key.toLowerCase());
    if (id === undefined) return { ok: false, code: "unknownCategory", unknown: key };
    ids.add(id);
  }
  return { ok: true, value: sortIds([...ids]) };
}

/** Ids in ascending numeric order. */
export function sortIds(ids: readonly string[]): string[] {
  return [...ids].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
}
