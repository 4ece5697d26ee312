/**
 * React islands' server HTML kept between renders (issue 33, decision 0013). The patched
 * renderer (react-islands.mjs) asks for the key of each island it renders; only islands marked
 * `serverPure` without children get one. The key is the component, the island's `useId` prefix
 * (its ids are part of the HTML, and every island of a page has its own) and its props as JSON.
 * The patched Astro (also react-islands.mjs) then keeps the whole `<astro-island>` element under
 * that key and the island's directive: its props serialised twice, escaped and hashed for its
 * uid, about as much as the React render itself. An island kept is then one `JSON.stringify` of
 * its props instead of all that.
 */
import { SERVER_PURE } from "../features/shared/server-pure";

/**
 * Characters kept, keys and HTML together (16 to 32 MB): the shell's islands are a few per
 * language and currency; a product page's two are about 25,000 characters.
 */
export const MAX_KEPT_CHARS = 16_000_000;

const kept = new Map<string, string>();
let keptChars = 0;
const componentIds = new WeakMap<object, number>();
let nextComponentId = 0;

function componentId(component: object): number {
  let id = componentIds.get(component);
  if (id === undefined) {
    id = nextComponentId++;
    componentIds.set(component, id);
  }
  return id;
}

/** The island's key; null when it may not be kept (unmarked, with children, props not JSON). */
export function islandKey(
  component: unknown,
  props: Record<string, unknown>,
  prefix: string | undefined,
): string | null {
  if (typeof component !== "function" || !(SERVER_PURE in component)) return null;
  if (props.children !== undefined) return null;
  let json: string;
  try {
    json = JSON.stringify(props);
  } catch {
    return null; // a cycle or a BigInt: rendered every time
  }
  return `${componentId(component)}\u0000${prefix ?? ""}\u0000${json}`;
}

/** The HTML kept under `key`, if any (and it becomes the most recently used). */
export function keptIslandHtml(key: string): string | undefined {
  const html = kept.get(key);
  if (html !== undefined) {
    kept.delete(key);
    kept.set(key, html);
  }
  return html;
}

/** Keeps `html` under `key`, dropping the least recently used island past the limit. */
export function keepIslandHtml(key: string, html: string): void {
  const size = key.length + html.length;
  if (size > MAX_KEPT_CHARS || kept.has(key)) return;
  kept.set(key, html);
  keptChars += size;
  for (const [oldKey, oldHtml] of kept) {
    if (keptChars <= MAX_KEPT_CHARS) break;
    kept.delete(oldKey);
    keptChars -= oldKey.length + oldHtml.length;
  }
}

/** What Astro tells of an island (its `metadata`), as far as the element's key needs it. */
export interface IslandMetadata {
  hydrate?: unknown;
  hydrateArgs?: unknown;
  displayName?: unknown;
  componentUrl?: unknown;
  componentExport?: { value?: unknown } | undefined;
  /** Set by the patched React renderer to the island's key (`islandKey`). */
  keptIslandKey?: unknown;
}

/**
 * The key of an island's whole `<astro-island>` element; null when it may not be kept: an
 * island without a React key, with slots, or with props the renderer did not get (Astro's
 * transition attributes, or a `class` the renderer drops), which the element would hold.
 */
export function islandElementKey(
  metadata: IslandMetadata,
  props: Record<string, unknown>,
  rendererProps: Record<string, unknown>,
  children: Record<string, unknown>,
  slotInstructions: readonly unknown[] | null | undefined,
): string | null {
  const key = metadata.keptIslandKey;
  if (typeof key !== "string") return null;
  if (Object.keys(children).length > 0 || (slotInstructions?.length ?? 0) > 0) return null;
  if (Object.keys(props).length !== Object.keys(rendererProps).length) return null;
  const hydration = JSON.stringify([
    metadata.hydrate,
    metadata.hydrateArgs ?? null,
    metadata.displayName,
    metadata.componentUrl,
    metadata.componentExport?.value,
  ]);
  return `element\u0000${hydration}\u0000${key}`;
}
