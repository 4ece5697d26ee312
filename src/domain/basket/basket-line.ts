/**
 * Basket and wishlist lines as persisted in the browser. Persisted state is
 * untrusted: it is parsed from `unknown`, keeps only ids and quantities (never
 * prices), and drops anything malformed instead of failing. A line's quantity
 * is normalized by the quantity rule (`quantity.ts`) at the finest step
 * (0.0001): the product's own factor is not stored, so it is applied where the
 * product is known (the basket check, the wishlist table).
 */
import { normalizeQuantity, QUANTITY_MAX, QUANTITY_STEP } from "./quantity";

export interface StoredLine {
  /** Product id. */
  product: string;
  /** Variant hash (`attr;value,attr;value`), empty for products without variants. */
  variantHash: string;
  quantity: number;
  /** Product type, so the counter can count weight products as 1. */
  type: string;
  /** Set components: product id, variant hash and quantity. */
  components?: { product: string; variantHash: string; quantity: number }[] | undefined;
  /** Personalization values by option id (text, or an upload id for images). */
  personalization?: Record<string, string> | undefined;
}

export interface StoredList {
  list: StoredLine[];
  timestamp: number;
}

export const EMPTY_LIST: StoredList = { list: [], timestamp: 0 };

export const MAX_LINES = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseComponent(
  value: unknown,
): { product: string; variantHash: string; quantity: number } | null {
  if (!isRecord(value)) return null;
  const { product, variantHash, quantity } = value;
  if (typeof product !== "string" || product === "") return null;
  if (typeof quantity !== "number" || !Number.isFinite(quantity) || quantity < 0) return null;
  return {
    product,
    variantHash: typeof variantHash === "string" ? variantHash : "",
    quantity: Math.min(quantity, QUANTITY_MAX),
  };
}

export function parseLine(value: unknown): StoredLine | null {
  if (!isRecord(value)) return null;
  const { product, variantHash, quantity, type, components, personalization } = value;
  if (typeof product !== "string" || product === "" || product.length > 64) return null;
  const normalized = normalizeQuantity(quantity, QUANTITY_STEP);
  if (normalized === null) return null;
  const line: StoredLine = {
    product,
    variantHash: typeof variantHash === "string" ? variantHash.slice(0, 512) : "",
    quantity: normalized,
    type: typeof type === "string" ? type : "normal",
  };
  if (Array.isArray(components)) {
    line.components = components.map(parseComponent).filter((c) => c !== null);
  }
  if (isRecord(personalization)) {
    const entries = Object.entries(personalization).filter(
      (e): e is [string, string] => typeof e[1] === "string" && e[1].length <= 2000,
    );
    line.personalization = Object.fromEntries(entries);
  }
  return line;
}

/** Parses a stored list; never throws. */
export function parseStoredList(raw: unknown): StoredList {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return EMPTY_LIST;
    }
  }
  if (!isRecord(value) || !Array.isArray(value.list)) return EMPTY_LIST;
  const list = value.list
    .slice(0, MAX_LINES)
    .map(parseLine)
    .filter((l) => l !== null);
  const timestamp =
    typeof value.timestamp === "number" && Number.isFinite(value.timestamp) ? value.timestamp : 0;
  return { list, timestamp };
}

/**
 * Items counted on the header counter and by item-count rules (spec 1 §4):
 * weight products count as 1 each, other lines by quantity; malformed
 * quantities count 0.
 */
export function countLines(
  list: readonly { type?: string | undefined; quantity: number }[],
): number {
  let count = 0;
  for (const line of list) {
    if (line.type === "weight") count += 1;
    else if (Number.isFinite(line.quantity) && line.quantity > 0) count += line.quantity;
  }
  // Float noise of fractional factors is dropped at 4 decimals (no rounding import: header scripts).
  return Math.round(count * 10_000) / 10_000;
}

/**
 * Identity of a line: the same product, variant, set components and
 * personalization make one line whose quantities add up.
 */
export function lineKey(
  line: Pick<StoredLine, "product" | "variantHash" | "components" | "personalization">,
): string {
  const components = (line.components ?? [])
    .map((c) => `${c.product}:${c.variantHash}:${c.quantity}`)
    .join("+");
  const personalization = Object.entries(line.personalization ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  return [line.product, line.variantHash, components, personalization].join("|");
}
