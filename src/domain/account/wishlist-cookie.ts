/**
 * The wishlist's cookie mirror. The wishlist lives in localStorage (the
 * `$wishlist` store); the shell copies it into this cookie, in the store's
 * own JSON, so the server can render the wishlist page's rows and the table's
 * island hydrates only when the shopper interacts (no React before that).
 * The cookie is untrusted input like the stored list: parsed with
 * `parseStoredList`, malformed lines dropped. It holds ids, variant hashes,
 * quantities and types, never prices. A list whose encoding passes
 * `WISHLIST_COOKIE_MAX` characters (about 35 lines) is not copied: the
 * server then renders no rows, and the page's marker (the list's timestamp,
 * `wishlistMarker`) tells the browser that its list is another one, so the
 * island hydrates at once and renders it.
 */
import { EMPTY_LIST, parseStoredList, type StoredList } from "../basket/basket-line";

export const WISHLIST_COOKIE = "wishlist";
/** Characters of the encoded value; with the name and attributes it stays under a cookie's 4 KB. */
export const WISHLIST_COOKIE_MAX = 3_600;
export const WISHLIST_COOKIE_DAYS = 365;

/** The `document.cookie` assignment that mirrors the list (emptied when it does not fit). */
export function wishlistCookie(wishlist: StoredList, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(wishlist));
  const maxAge = WISHLIST_COOKIE_DAYS * 86_400;
  return `${WISHLIST_COOKIE}=${value.length > WISHLIST_COOKIE_MAX ? "" : value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The list in a cookie value; anything malformed gives the empty list, never an error. */
export function parseWishlistCookie(value: string | undefined): StoredList {
  if (!value || value.length > WISHLIST_COOKIE_MAX) return EMPTY_LIST;
  try {
    return parseStoredList(decodeURIComponent(value));
  } catch {
    return EMPTY_LIST;
  }
}

/** What a wishlist page was rendered from, compared by the browser with its own list's. */
export function wishlistMarker(wishlist: StoredList): string {
  return String(wishlist.timestamp);
}
