/**
 * Product boxes rendered once and reused (issue 33: a category page's 24 boxes were a third of
 * its render). A box's HTML depends on the product, the shared data's version, the host, the
 * language, the currency and the price display, and on nothing personal on a shared page; the
 * middleware puts those together as `locals.fragmentScope` (null on personal and previewed
 * pages, which always render their boxes). Entries of an older version are never asked for
 * again and fall out of the cache by age.
 *
 * The quick-add choosers' element ids are unique within a page (the same product may show in
 * two home carousels) and the same on every render of it, so a page's HTML, and its ETag,
 * depend only on its data (a random suffix made every render differ: issue 32 regression).
 * A cached box holds {@link CHOOSER_ID} where its id goes.
 */
import { LRUCache } from "lru-cache";

/** Stands in a cached box's HTML for its chooser's id. */
export const CHOOSER_ID = "qa-chooser-id";

const counts = new WeakMap<object, number>();

/** `qa-<product>-<n>`: n counts the choosers rendered so far for this request. */
export function chooserId(request: object, productId: string): string {
  const n = (counts.get(request) ?? 0) + 1;
  counts.set(request, n);
  return `qa-${productId}-${n}`;
}

/** Characters of box HTML kept (a box is about 1.3 KB: some 6,000 boxes). */
const MAX_CHARS = 8 * 1024 * 1024;

const boxes = new LRUCache<string, string>({
  maxSize: MAX_CHARS,
  sizeCalculation: (html, key) => html.length + key.length,
});

/** A box's key: null (never cached) without a shared scope. */
export function boxKey(scope: string | null | undefined, parts: readonly unknown[]): string | null {
  return scope ? `${scope}|${parts.join("|")}` : null;
}

/** The box's HTML from the cache, or rendered by `render` (and kept when `key` is set). */
export async function cachedBox(
  key: string | null,
  render: () => Promise<string>,
): Promise<string> {
  const hit = key === null ? undefined : boxes.get(key);
  if (hit !== undefined) return hit;
  const html = await render();
  if (key !== null) boxes.set(key, html);
  return html;
}

/** The box with its chooser's id in place. */
export function withChooserId(html: string, id: string): string {
  return html.replaceAll(CHOOSER_ID, id);
}
