/**
 * The wishlist's cookie mirror. The wishlist lives in localStorage (the
 * `$wishlist` store); the shell copies its lines into this cookie on every
 * page so the server can render the wishlist page's rows, and the table's
 * island hydrates only when the shopper interacts (no React before that).
 * The cookie is untrusted input like the stored list: parsed from text,
 * malformed lines dropped. It holds ids, variant hashes, quantities and
 * types, never prices, and at most `WISHLIST_COOKIE_MAX` characters: a list
 * that does not fit is cut, and the page's marker (`wishlistMarker`) tells
 * the browser that the server rendered fewer rows than it has, so the island
 * hydrates at once and renders them all.
 */
import { parseLine, type StoredLine } from "./basket-line";

export const WISHLIST_COOKIE = "wishlist";
/** Characters of the encoded value; with the name and attributes it stays under a cookie's 4 KB. */
export const WISHLIST_COOKIE_MAX = 3_600;
export const WISHLIST_COOKIE_DAYS = 365;

type Tuple = [product: string, variantHash: string, quantity: number, type: string];

/** The cookie's value for the lines: as many whole lines as fit in `WISHLIST_COOKIE_MAX`. */
export function encodeWishlistCookie(lines: readonly StoredLine[]): string {
  // encodeURIComponent works character by character, so the encoded array is the encoded
  // brackets around the encoded lines joined by an encoded comma.
  const open = encodeURIComponent("[");
  const close = encodeURIComponent("]");
  const comma = encodeURIComponent(",");
  const parts: string[] = [];
  let length = open.length + close.length;
  for (const line of lines) {
    const tuple: Tuple = [line.product, line.variantHash, line.quantity, line.type];
    const part = encodeURIComponent(JSON.stringify(tuple));
    const added = part.length + (parts.length > 0 ? comma.length : 0);
    if (length + added > WISHLIST_COOKIE_MAX) break;
    parts.push(part);
    length += added;
  }
  return open + parts.join(comma) + close;
}

/** The lines in a cookie value; anything malformed gives no line, never an error. */
export function parseWishlistCookie(value: string | undefined): StoredLine[] {
  if (!value || value.length > WISHLIST_COOKIE_MAX) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(decodeURIComponent(value));
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (!Array.isArray(item)) return [];
    const [product, variantHash, quantity, type] = item as unknown[];
    const line = parseLine({ product, variantHash, quantity, type });
    return line ? [line] : [];
  });
}

/**
 * What a wishlist page was rendered from: the number of lines and their
 * encoding. The browser compares it with its own list's; any difference (a
 * cut list, a cookie the shell has not written yet) means hydrating now.
 */
export function wishlistMarker(count: number, encoded: string): string {
  return `${count}:${encoded}`;
}

/** The `document.cookie` assignment that stores the lines. */
export function wishlistCookie(lines: readonly StoredLine[], secure: boolean): string {
  const maxAge = WISHLIST_COOKIE_DAYS * 86_400;
  return `${WISHLIST_COOKIE}=${encodeWishlistCookie(lines)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
