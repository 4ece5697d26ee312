/**
 * The content editor's product picker data (issue 44, item 12): the product groups and
 * manufacturers the page was rendered with, the products asked from
 * `GET /admin/content/products` (a search, a group's or manufacturer's first ones, or by id),
 * and the products met so far by id, so a section's list names its products.
 */
import { atom } from "nanostores";
import type { PickerCollection, PickerProduct } from "../../../../contracts/content-picker.types";
import { send } from "../../../shared/api-core";

export const $collections = atom<readonly PickerCollection[]>([]);
/** Every product the picker has been answered, by id. */
export const $known = atom<Readonly<Record<string, PickerProduct>>>({});

export type PickerAsk =
  { q: string } | { group: string } | { manufacturer: string } | { ids: readonly string[] };

/** The products of `ask`, remembered by id; null when the back office did not answer. */
export async function askProducts(ask: PickerAsk): Promise<PickerProduct[] | null> {
  const [name, value] = Object.entries(ask)[0] ?? ["q", ""];
  const text = Array.isArray(value) ? value.join(",") : String(value);
  const res = await send(`/admin/content/products?${new URLSearchParams({ [name]: text })}`);
  if (!res?.ok) return null;
  const body = (await res.json().catch(() => ({}))) as { products?: PickerProduct[] };
  const products = Array.isArray(body.products) ? body.products : [];
  $known.set({ ...$known.get(), ...Object.fromEntries(products.map((p) => [p.id, p])) });
  return products;
}

/** Asks for the names of `ids` not met yet. */
export async function learnProducts(ids: readonly string[]): Promise<void> {
  const known = $known.get();
  const missing = ids.filter((id) => !known[id]).slice(0, 60);
  if (missing.length > 0) await askProducts({ ids: missing });
}
