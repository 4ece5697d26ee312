/**
 * React islands' server HTML kept between renders (issue 33, decision 0013). The patched
 * renderer (react-islands.mjs) asks for the key of each island it renders; only islands marked
 * `serverPure` without children get one. The key is the component, the island's `useId` prefix
 * (its ids are part of the HTML, and every island of a page has its own) and its props as JSON.
 * The patched Astro (also react-islands.mjs) then keeps the whole `<astro-island>` element
 * beside it, per directive: its props serialised twice, escaped and hashed for its uid, about
 * as much as the React render itself. An island kept is then one `JSON.stringify` of its props
 * and two look-ups of the same key (its hash computed once) instead of all that.
 */
import { LRUCache } from "lru-cache";
import { SERVER_PURE } from "../features/shared/server-pure";

/**
 * Characters kept, keys, HTML and elements together (16 to 32 MB): the shell's islands are a
 * few per language and currency; a product page's two are about 40,000 characters.
 */
export const MAX_KEPT_CHARS = 16_000_000;

interface KeptIsland {
  html: string;
  /** The whole `<astro-island>` element, by `islandHydration`. */
  elements: Map<string, string>;
  /** Characters of the HTML and the elements with their keys. */
  size: number;
}

/** Least recently used first out past the limit; an island larger than it is never kept. */
const kept = new LRUCache<string, KeptIsland>({
  maxSize: MAX_KEPT_CHARS,
  sizeCalculation: (island, key) => key.length + island.size,
});
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

/**
 * The JSON of frozen prop values, once each: an island's messages (`pickMessages`) and kept
 * shared data (`keptShared`, deeply frozen) are the same objects on every render. A frozen
 * value is taken as never changing: the shop freezes only whole values.
 */
const frozenJson = new WeakMap<object, string>();

function valueJson(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || !Object.isFrozen(value))
    return JSON.stringify(value);
  let json = frozenJson.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    frozenJson.set(value, json);
  }
  return json;
}

/** `JSON.stringify(props)`, with each frozen value's JSON written once. */
function propsJson(props: Record<string, unknown>): string {
  let json = "";
  for (const name of Object.keys(props)) {
    const value = valueJson(props[name]);
    if (value === undefined) continue; // undefined, a function: left out, as JSON does
    json += `${json === "" ? "" : ","}${JSON.stringify(name)}:${value}`;
  }
  return `{${json}}`;
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
    json = propsJson(props);
  } catch {
    return null; // a cycle or a BigInt: rendered every time
  }
  return `${componentId(component)}\u0000${prefix ?? ""}\u0000${json}`;
}

/** The HTML kept under `key`, if any (and it becomes the most recently used). */
export function keptIslandHtml(key: string): string | undefined {
  return kept.get(key)?.html;
}

/** Keeps `html` under `key`. */
export function keepIslandHtml(key: string, html: string): void {
  if (!kept.has(key)) kept.set(key, { html, elements: new Map(), size: html.length });
}

/** The element kept for the island of `key` with `hydration`, if any. */
export function keptIslandElement(key: string, hydration: string): string | undefined {
  return kept.peek(key)?.elements.get(hydration);
}

/** Keeps the element of the island of `key` (whose HTML is kept) with `hydration`. */
export function keepIslandElement(key: string, hydration: string, element: string): void {
  const island = kept.peek(key);
  if (!island || island.elements.has(hydration)) return;
  const size = island.size + hydration.length + element.length;
  if (key.length + size > MAX_KEPT_CHARS) return; // the HTML stays kept without it
  // A new value, so that the cache sizes it again (it keeps the size of a value set twice).
  const grown: KeptIsland = {
    html: island.html,
    elements: new Map(island.elements).set(hydration, element),
    size,
  };
  kept.set(key, grown);
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
 * The island's directive and names, which its element holds besides the React HTML; null when
 * the element may not be kept: an island without a React key, with slots, or with props the
 * renderer did not get (Astro's transition attributes, or a `class` the renderer drops).
 */
export function islandHydration(
  metadata: IslandMetadata,
  props: Record<string, unknown>,
  rendererProps: Record<string, unknown>,
  children: Record<string, unknown>,
  slotInstructions: readonly unknown[] | null | undefined,
): string | null {
  if (typeof metadata.keptIslandKey !== "string") return null;
  if (Object.keys(children).length > 0 || (slotInstructions?.length ?? 0) > 0) return null;
  if (Object.keys(props).length !== Object.keys(rendererProps).length) return null;
  return JSON.stringify([
    metadata.hydrate,
    metadata.hydrateArgs ?? null,
    metadata.displayName,
    metadata.componentUrl,
    metadata.componentExport?.value,
  ]);
}
