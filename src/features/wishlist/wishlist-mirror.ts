/**
 * Runs on every page (shell): keeps the wishlist's cookie mirror in step with
 * the `$wishlist` store (other tabs included), so the server can render the
 * wishlist page's rows (domain/wishlist-cookie.ts). On the wishlist page,
 * when the rows were rendered from something else than this browser's list
 * (a cut list, a cookie not written yet), the table's island hydrates at once
 * (`shop:hydrate`) and renders the browser's list.
 */
import { encodeWishlistCookie, wishlistCookie, wishlistMarker } from "../../domain/wishlist-cookie";
import { $wishlist } from "./wishlist.store";

$wishlist.subscribe(({ list }) => {
  document.cookie = wishlistCookie(list, location.protocol === "https:");
});

const rendered = document.querySelector<HTMLElement>("[data-wishlist-rendered]");
const { list } = $wishlist.get();
if (
  rendered &&
  rendered.dataset["wishlistRendered"] !== wishlistMarker(list.length, encodeWishlistCookie(list))
)
  rendered.querySelector("astro-island")?.dispatchEvent(new Event("shop:hydrate"));
